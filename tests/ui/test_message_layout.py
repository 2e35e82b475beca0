"""Message heights come from their laid-out text, and the view follows the
answer being written, however long the conversation."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget

from app.ui.chat.message_widget import MessageWidget
from app.ui.chat.rich_text import RichText
from tests.ui.conftest import WAIT_MS, Harness

LONG = " ".join(f"word{i % 97}" for i in range(5000))
FEW_LINES = 3


def _texts(widget: MessageWidget) -> list[RichText]:
    return [t for t in widget.findChildren(RichText) if t.isVisibleTo(widget)]


def _laid_out_height(text: RichText) -> float:
    """The text's height laid out, on its own, at the width it is shown at."""
    document = text.document().clone()
    document.setTextWidth(text.viewport().width())
    return document.size().height()


def _gap_below_text(widget: MessageWidget) -> int:
    """Pixels between the bottom of the message's text and its usage line."""
    bottom = max(t.mapTo(widget, t.rect().bottomLeft()).y() for t in _texts(widget))
    return widget.usage.mapTo(widget, widget.usage.rect().topLeft()).y() - bottom


def test_a_messages_height_is_its_laid_out_text(harness: Harness) -> None:
    harness.window.settings.max_tokens = 20_000
    harness.controller.use_settings(harness.window.settings)
    harness.script.answer = lambda _prompt: LONG
    harness.wait_loaded()
    answer = harness.send(LONG)
    harness.qtbot.waitUntil(lambda: not answer.body.isVisible() or len(_texts(answer)) > 0,
                            timeout=WAIT_MS)
    harness.qtbot.wait(100)
    question = harness.widgets()[-2]
    line = question.fontMetrics().lineSpacing()
    for widget in (question, answer):
        for text in _texts(widget):
            assert abs(text.height() - _laid_out_height(text)) <= FEW_LINES * line
            text.repaint()  # what is painted is laid out at the width shown
            assert text.document().textWidth() == text.viewport().width()
        text_height = sum(t.height() for t in _texts(widget))
        chrome = widget.height() - text_height
        assert chrome <= 8 * line, (widget.objectName(), widget.height(), text_height)
    assert _gap_below_text(answer) <= line


def _inside_viewport(harness: Harness, widget: QWidget) -> bool:
    view = harness.window.chat_view
    viewport = view.viewport()
    top_left = widget.mapTo(viewport, widget.rect().topLeft())
    shown = QRect(top_left, widget.size()).intersected(viewport.rect())
    return shown.height() >= min(widget.height(), viewport.height()) // 2


def test_the_streaming_answer_stays_in_view_in_a_100_message_conversation(
        harness: Harness) -> None:
    harness.window.resize(1240, 820)  # wide: a message's minimum height is most wrong
    harness.wait_loaded()
    harness.script.answer = lambda _prompt: "A short answer. " * 30
    for number in range(50):
        harness.send(f"question {number}")
    assert len(harness.widgets()) == 100
    harness.script.delay_s = 0.02
    harness.script.answer = lambda _prompt: "The answer you are waiting for. " * 60
    harness.type_and_send("the last question")
    view = harness.window.chat_view

    def streaming_widget() -> MessageWidget | None:
        message_id = harness.controller.streaming_message_id
        widget = view.widget_for(message_id) if message_id is not None else None
        return widget if widget is not None and widget.streaming else None

    harness.qtbot.waitUntil(lambda: streaming_widget() is not None, timeout=WAIT_MS)
    streaming = streaming_widget()
    assert streaming is not None and streaming is harness.widgets()[-1]
    harness.qtbot.waitUntil(lambda: len(streaming.text) > 300, timeout=WAIT_MS)
    harness.qtbot.wait(120)  # a frame or two
    assert streaming.streaming
    assert _inside_viewport(harness, streaming)
    harness.wait_idle()
    harness.qtbot.wait(100)
    last = harness.widgets()[-1]
    assert _inside_viewport(harness, last)
    assert view.verticalScrollBar().value() == view.verticalScrollBar().maximum()
    # Scrolled to the end, the last message ends at the bottom of the view:
    # no empty room under it (the messages' minimum heights summed to more).
    viewport = view.viewport()
    bottom = last.mapTo(viewport, last.rect().bottomLeft()).y()
    assert viewport.height() - bottom <= 3 * last.fontMetrics().lineSpacing()


def test_the_scroll_bar_shows_a_handle_only_when_there_is_something_to_scroll(
        harness: Harness) -> None:
    """Always on (so a streaming answer is laid out once per frame, not twice),
    but an empty track while the conversation fits."""
    bar = harness.window.chat_view.verticalScrollBar()
    harness.wait_loaded()
    assert bar.maximum() == 0 and bar.property("role") == "idle"
    harness.script.answer = lambda _prompt: "A long enough answer. " * 200
    harness.send("make it scroll")
    harness.wait_idle()
    harness.qtbot.waitUntil(lambda: bar.maximum() > 0, timeout=WAIT_MS)
    assert bar.property("role") == ""
