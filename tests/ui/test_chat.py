"""Chatting in the window over the fake engine: send, stream, stop, continue,
regenerate, edit-and-branch, switch branches, errors."""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from app.engine.requests import GenerateStream
from tests.ui.conftest import WAIT_MS, Harness
from tests.ui.fakes import default_answer


def answer_text(message: str, pieces: int = 12) -> str:
    return "".join(default_answer(message, pieces))


def test_send_streams_the_answer_and_saves_it(harness: Harness) -> None:
    streamed: list[str] = []
    harness.controller.answer_text.connect(lambda _id, text: streamed.append(text))
    answer = harness.send("Hello there")
    user, saved = harness.thread()
    assert (user.role, user.content) == ("user", "Hello there")
    assert saved.content == answer_text("Hello there") and saved.complete
    assert "".join(streamed) == saved.content
    assert answer.text == saved.content and answer.body.toPlainText().startswith("Echo: Hello")
    assert saved.model == "Fake Model 1B" and saved.usage is not None
    assert saved.usage.completion_tokens == 12
    assert "12 token" in answer.usage.text() and "no LoRA" in answer.usage.text()
    assert harness.window.composer.text == ""
    assert harness.window.header.title.text() == "Hello there"


def test_the_second_turn_reports_cached_tokens(harness: Harness) -> None:
    harness.send("First question")
    second = harness.send("Second question")
    usage = harness.thread()[-1].usage
    assert usage is not None and usage.cached_tokens > 0
    assert f"(cached {usage.cached_tokens})" in second.usage.text()


def test_stop_keeps_a_marked_incomplete_answer_that_can_be_continued(harness: Harness) -> None:
    harness.wait_loaded()
    harness.script.pieces, harness.script.delay_s = 400, 0.01
    harness.type_and_send("Tell me a long story")
    harness.qtbot.waitUntil(lambda: len(harness.widgets()) == 2 and
                            harness.widgets()[-1].text.startswith("Echo"), timeout=WAIT_MS)
    assert harness.window.composer.stop_button.isVisible()
    harness.qtbot.keyClick(harness.window.composer.editor, Qt.Key.Key_Escape)
    harness.wait_idle()
    stopped = harness.thread()[-1]
    assert not stopped.complete and stopped.finish_reason == "cancelled"
    widget = harness.widgets()[-1]
    assert widget.status.isVisible() and "Stopped" in widget.status.text()
    assert widget.continue_button.isVisible()
    harness.script.pieces, harness.script.delay_s = 5, 0.0
    before = stopped.content
    widget.continue_button.click()
    harness.qtbot.waitUntil(lambda: harness.thread()[-1].complete, timeout=WAIT_MS)
    harness.wait_idle()
    continued = harness.thread()[-1]
    assert continued.id == stopped.id and continued.content.startswith(before)
    assert len(continued.content) > len(before)
    last_request = harness.script.requests[-1]
    assert isinstance(last_request, GenerateStream) and isinstance(last_request.prompt, list)
    assert last_request.answer_prefix == before  # the model carries on from its own text
    assert last_request.prompt[-1]["content"] == "Tell me a long story"
    assert not harness.widgets()[-1].status.isVisible()


def test_stop_button_stops(harness: Harness) -> None:
    harness.wait_loaded()
    harness.script.pieces, harness.script.delay_s = 400, 0.01
    harness.type_and_send("Go on and on")
    harness.qtbot.waitUntil(lambda: harness.controller.streaming_message_id is not None,
                            timeout=WAIT_MS)
    harness.window.composer.stop_button.click()
    harness.wait_idle()
    assert harness.thread()[-1].finish_reason == "cancelled"
    assert harness.window.composer.send_button.isVisible()


def test_regenerate_makes_a_second_version_and_branch_arrows_switch(harness: Harness) -> None:
    harness.send("Question")
    first = harness.thread()[-1]
    harness.script.answer = lambda _prompt: "A different answer."
    harness.qtbot.keyClick(harness.window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    harness.qtbot.waitUntil(lambda: harness.thread()[-1].id != first.id, timeout=WAIT_MS)
    harness.wait_idle()
    second = harness.thread()[-1]
    assert second.content == "A different answer." and second.parent_id == first.parent_id
    widget = harness.widgets()[-1]
    assert widget.branch_label.isVisible() and widget.branch_label.text() == "2/2"
    widget.previous_branch.click()
    harness.qtbot.waitUntil(lambda: harness.thread()[-1].id == first.id, timeout=WAIT_MS)
    # The store has switched; the view shows it once the thread is read back.
    harness.qtbot.waitUntil(lambda: harness.widgets()[-1].branch_label.text() == "1/2",
                            timeout=WAIT_MS)
    assert harness.widgets()[-1].text == first.content
    harness.qtbot.keyClick(harness.window, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)
    harness.qtbot.waitUntil(lambda: harness.thread()[-1].id == second.id, timeout=WAIT_MS)


def test_edit_a_user_message_makes_a_branch(harness: Harness) -> None:
    harness.send("Original question")
    harness.send("Follow-up")
    first_user = harness.widgets()[0]
    first_user.edit_button.click()
    composer = harness.window.composer
    assert composer.editing == first_user.id and composer.text == "Original question"
    composer.set_text("Edited question")
    harness.qtbot.keyClick(composer.editor, Qt.Key.Key_Return)
    harness.qtbot.waitUntil(lambda: harness.thread()[0].content == "Edited question",
                            timeout=WAIT_MS)
    harness.wait_idle()
    thread = harness.thread()
    assert [m.role for m in thread] == ["user", "assistant"]
    assert thread[1].content == answer_text("Edited question")
    edited = harness.widgets()[0]
    assert edited.branch_label.text() == "2/2"
    edited.previous_branch.click()
    harness.qtbot.waitUntil(lambda: len(harness.thread()) == 4, timeout=WAIT_MS)
    assert [m.content for m in harness.thread()][::2] == ["Original question", "Follow-up"]


def test_escape_cancels_edit_mode_and_restores_the_draft(harness: Harness) -> None:
    harness.send("Something")
    composer = harness.window.composer
    composer.set_text("my draft")
    harness.widgets()[0].edit_button.click()
    assert composer.edit_label.isVisible()
    harness.qtbot.keyClick(composer.editor, Qt.Key.Key_Escape)
    assert composer.editing is None and composer.text == "my draft"


def test_shift_enter_adds_a_line_and_empty_text_is_not_sent(harness: Harness) -> None:
    editor = harness.window.composer.editor
    editor.setFocus()
    harness.qtbot.keyClicks(editor, "line one")
    harness.qtbot.keyClick(editor, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    harness.qtbot.keyClicks(editor, "line two")
    assert harness.window.composer.text == "line one\nline two"
    harness.window.composer.set_text("   ")
    harness.qtbot.keyClick(editor, Qt.Key.Key_Return)
    assert harness.controller.conversation is None


def test_engine_error_is_a_readable_message_and_the_app_goes_on(harness: Harness) -> None:
    harness.wait_loaded()
    harness.script.fail_with = "The prompt is 5000 tokens long but the model's context holds 4096."
    harness.type_and_send("Too long")
    harness.wait_idle()
    failed = harness.thread()[-1]
    assert failed.status == "failed"
    status = harness.window.status.message.text()
    assert status.startswith("The prompt is 5000 tokens") and "Traceback" not in status
    assert "Failed" in harness.widgets()[-1].status.text()
    harness.send("Shorter")
    assert harness.thread()[-1].complete


def test_copy_last_answer_and_code_block(harness: Harness) -> None:
    harness.script.answer = lambda _p: "Here:\n\n```python\nprint('hi')\n```\n"
    widget = harness.send("code please")
    harness.qtbot.keyClick(harness.window, Qt.Key.Key_C,
                           Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert QGuiApplication.clipboard().text() == widget.text
    assert widget.code_blocks == ["print('hi')\n"]
    from PySide6.QtCore import QUrl

    widget.body.link_activated.emit(QUrl("lantern-copy:0"))
    assert QGuiApplication.clipboard().text() == "print('hi')\n"
    assert harness.window.status.message.text() == "Code copied"


def test_streaming_renders_only_the_tail_per_update(harness: Harness) -> None:
    harness.wait_loaded()
    paragraph = "A sentence with several words in it, repeated. " * 6 + "\n\n"
    code = "```python\n" + "".join(f"value_{i} = {i}\n" for i in range(120)) + "```\n\n"
    harness.script.answer = lambda _p: (paragraph * 30 + code + paragraph * 10)
    harness.script.delay_s = 0.0005
    harness.controller.settings.max_tokens = 100_000
    sizes: list[int] = []
    view = harness.window.chat_view
    harness.controller.answer_text.connect(
        lambda mid, _t: sizes.append(view.widget_for(mid).rendered_chars[-1]))
    harness.type_and_send("long one")
    harness.wait_idle()
    total = len(harness.thread()[-1].content)
    assert total > 12_000 and len(sizes) > 10
    assert max(sizes) < 3_000  # per update: the tail and new chunks, not the answer


def test_sending_while_the_model_loads_waits_for_it(
        qtbot: QtBot, qloop: object, data_dir: Path, thread_guard: None) -> None:
    from tests.ui.conftest import close_window, open_window
    from tests.ui.fakes import Script

    script = Script(load_delay_s=0.6)
    harness = open_window(qtbot, data_dir, script)
    try:
        assert harness.window.isVisible() and harness.window.host.state == "loading"
        assert harness.window.status.progress.isVisible()
        harness.type_and_send("Early bird")
        qtbot.waitUntil(lambda: harness.window.chat_view.notice
                        == "Waiting for the model to load…", timeout=WAIT_MS)
        assert harness.controller.busy
        assert harness.window.composer.stop_button.isVisible()
        harness.wait_idle()
        assert harness.thread()[-1].content == answer_text("Early bird")
        assert not harness.window.status.progress.isVisible()
        assert harness.window.status.model.text() == "Fake Model 1B"
    finally:
        close_window(harness)


def test_a_model_that_fails_to_load_is_reported_and_sending_says_why(
        qtbot: QtBot, qloop: object, data_dir: Path, thread_guard: None) -> None:
    from tests.ui.conftest import close_window, open_window
    from tests.ui.fakes import Script

    script = Script(load_error="gemma.gguf is truncated: the file ends inside its header.")
    harness = open_window(qtbot, data_dir, script)
    try:
        qtbot.waitUntil(lambda: harness.window.host.state == "failed", timeout=WAIT_MS)
        assert "truncated" in harness.window.status.message.text()
        harness.type_and_send("Anyone there?")
        harness.wait_idle()
        assert harness.window.status.message.text() == "The model is not loaded."
        assert harness.thread()[0].content == "Anyone there?"  # the message is kept
    finally:
        close_window(harness)


def test_a_long_answer_is_finished_in_chunks_with_working_copy_links(harness: Harness) -> None:
    from PySide6.QtCore import QUrl

    from app.ui.chat.message_widget import LONG_MESSAGE
    from app.ui.chat.rich_text import RichText

    harness.wait_loaded()
    block = "Paragraph of prose that goes on for a while. " * 8 + "\n\n"
    code = "```python\nprint({n})\n```\n\n"
    text = "".join(block + code.format(n=n) for n in range(60))
    assert len(text) > LONG_MESSAGE
    harness.script.answer = lambda _p: text
    harness.controller.settings.max_tokens = 100_000
    widget = harness.send("a long one")
    harness.qtbot.waitUntil(lambda: len(widget.code_blocks) == 60, timeout=WAIT_MS)
    assert widget.text == text and not widget.body.isVisible()
    views = widget.findChildren(RichText)
    assert len(views) > 5  # chunks, each rendered in its own event-loop turn
    widget._on_link(QUrl("lantern-copy:59"))
    assert QGuiApplication.clipboard().text() == "print(59)\n"


@pytest.mark.qt_no_exception_capture
def test_an_unexpected_error_is_a_message_not_a_traceback(
        harness: Harness, qloop: asyncio.AbstractEventLoop) -> None:
    import sys

    from PySide6.QtCore import QTimer

    from app.ui.app import install_error_reporting
    from app.ui.services.tasks import errors_to_excepthook

    def broken_slot() -> None:
        raise RuntimeError("the disk is full")

    saved_hook, saved_handler = sys.excepthook, qloop.get_exception_handler()
    try:
        install_error_reporting(harness.window)
        errors_to_excepthook(qloop)
        QTimer.singleShot(0, broken_slot)  # a Qt slot
        harness.qtbot.waitUntil(
            lambda: "the disk is full" in harness.window.status.message.text(), timeout=WAIT_MS)
        assert harness.window.status.message.text() == "Something went wrong: the disk is full"

        def broken_callback() -> None:
            raise RuntimeError("the network is down")

        qloop.call_soon(broken_callback)  # one of the event loop's
        harness.qtbot.waitUntil(
            lambda: "the network is down" in harness.window.status.message.text(),
            timeout=WAIT_MS)
        harness.send("still usable")
        assert harness.thread()[-1].complete
    finally:
        sys.excepthook = saved_hook
        qloop.set_exception_handler(saved_handler)


def test_reading_a_long_conversation_shows_how_far(harness: Harness) -> None:
    """The engine reports the prompt read chunk by chunk (GenerateStream.
    on_prefill); the answer's placeholder says how far, then gives way."""
    gate = threading.Event()
    harness.script.prefill_gate, harness.script.prefill_chunk = gate, 16
    harness.type_and_send(" ".join(f"word{i}" for i in range(200)))

    def first_chunk_shown() -> bool:
        # The engine says "0 of N" as it starts, then each chunk: a loaded
        # machine can show the start alone first (seen once, issue 33).
        shown = harness.widgets()[-1].usage.text() if harness.widgets() else ""
        return "% (" in shown and not shown.split("(", 1)[1].startswith("0 of")

    harness.qtbot.waitUntil(first_chunk_shown, timeout=WAIT_MS)
    shown = harness.widgets()[-1].usage.text()
    assert shown.startswith("Reading the conversation… ") and " tokens)" in shown
    read, total = (int(n.replace(",", "")) for n in
                   shown.split("(", 1)[1].removesuffix(" tokens)").split(" of "))
    assert 0 < read < total  # stopped after its first chunk: part of the way
    gate.set()
    harness.wait_idle()
    answer = harness.widgets()[-1]
    assert "Reading the conversation" not in answer.usage.text()
    assert harness.thread()[-1].complete
