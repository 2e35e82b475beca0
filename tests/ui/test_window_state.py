"""What the window shows follows what happened: titles after a rename, Undo
gone once used, the neighbour after a delete, Esc clears the search, Tab order,
Enter while an answer streams."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QWidget

from tests.ui.conftest import WAIT_MS, Harness


def _new(harness: Harness, text: str) -> int:
    harness.window.new_chat()
    harness.send(text)
    conversation = harness.controller.conversation
    assert conversation is not None
    return conversation.id


def test_f2_anywhere_renames_and_the_header_follows(harness: Harness) -> None:
    harness.wait_loaded()
    _new(harness, "first words")
    window = harness.window
    window.composer.editor.setFocus()
    harness.qtbot.keyClick(window.composer.editor, Qt.Key.Key_F2)
    editor = window.conversations.list.findChild(QLineEdit)
    harness.qtbot.waitUntil(lambda: editor is not None or bool(
        window.conversations.list.findChild(QLineEdit)), timeout=WAIT_MS)
    editor = window.conversations.list.findChild(QLineEdit)
    assert editor is not None
    editor.setText("A better title")
    harness.qtbot.keyClick(editor, Qt.Key.Key_Return)
    harness.qtbot.waitUntil(lambda: window.header.title.text() == "A better title",
                            timeout=WAIT_MS)


def test_delete_shows_the_neighbour_and_undo_is_offered_once(harness: Harness) -> None:
    harness.wait_loaded()
    older = _new(harness, "older one")
    newer = _new(harness, "newer one")
    window = harness.window
    harness.qtbot.waitUntil(lambda: window.conversations.ids()[:1] == [newer], timeout=WAIT_MS)
    window.delete_current()
    harness.qtbot.waitUntil(lambda: harness.controller.conversation_id == older,
                            timeout=WAIT_MS)
    assert window.status.action_button.isVisible()
    window.status.action_button.click()
    harness.qtbot.waitUntil(lambda: harness.controller.conversation_id == newer,
                            timeout=WAIT_MS)
    assert not window.status.action_button.isVisible()
    assert "Deleted" not in window.status.message.text()


def test_esc_clears_the_conversation_search(harness: Harness) -> None:
    search = harness.window.conversations.search
    search.setFocus()
    search.setText("lighthouse")
    harness.qtbot.keyClick(search, Qt.Key.Key_Escape)
    assert search.text() == ""


def test_tab_goes_composer_then_conversation_list_then_panel(harness: Harness) -> None:
    harness.wait_loaded()
    harness.send("something to read")
    window = harness.window
    window.resize(1200, 700)  # room for the list beside the panel
    harness.qtbot.waitUntil(lambda: window.width() == 1200, timeout=WAIT_MS)
    window.toggle_panel()
    assert window.conversations.isVisible()
    window.composer.editor.setFocus()
    window.composer.set_text("draft")
    visited: list[QWidget] = []
    for _ in range(12):
        focus = QApplication.focusWidget()
        assert focus is not None
        visited.append(focus)
        harness.qtbot.keyClick(focus, Qt.Key.Key_Tab)

    def first(widget: QWidget) -> int:
        return next(i for i, w in enumerate(visited) if w is widget or widget.isAncestorOf(w))

    composer, listing = first(window.composer.editor), first(window.conversations.list)
    assert composer < listing < first(window.panel)
    messages = window.chat_view.widget()
    assert not any(messages is not None and messages.isAncestorOf(w)
                   for w in visited[:first(window.panel)])


def test_enter_while_an_answer_streams_says_why_and_keeps_the_text(harness: Harness) -> None:
    harness.wait_loaded()
    harness.script.delay_s = 0.05
    harness.type_and_send("a slow answer please")
    harness.qtbot.waitUntil(lambda: harness.controller.busy, timeout=WAIT_MS)
    composer = harness.window.composer
    composer.set_text("my next question")
    harness.qtbot.keyClick(composer.editor, Qt.Key.Key_Return)
    assert composer.text == "my next question"
    assert composer.hint.isVisible() and "Esc" in composer.hint.text()
    harness.controller.stop()
    harness.wait_idle()
    assert not composer.hint.isVisible()


def test_stop_sequences_are_set_per_conversation(harness: Harness) -> None:
    sampler = harness.window.panel.sampler
    sampler.stop.setPlainText("###\n\\n\\nUser:")
    assert sampler.value().stop == ("###", "\n\nUser:")
    sampler.set_value(sampler.value())
    assert sampler.stop.toPlainText() == "###\n\\n\\nUser:"


def test_the_server_tab_says_what_ok_will_change(qtbot: object) -> None:
    from app.config import Settings
    from app.ui.server.server_tab import ServerTab

    tab = ServerTab(Settings())
    tab.show_status("Off", False)
    tab.enabled.setChecked(True)
    assert tab.status.text() == "Off (starts when you press OK)"
    tab.show_status("Serving at http://127.0.0.1:8765/v1", True)
    assert tab.status.text() == "Serving at http://127.0.0.1:8765/v1"
    tab.enabled.setChecked(False)
    assert tab.status.text().endswith("(stops when you press OK)")
    tab.deleteLater()


def test_an_answer_that_failed_before_its_first_word_has_no_empty_box(
        harness: Harness) -> None:
    harness.wait_loaded()
    harness.script.fail_with = "The model could not answer."
    answer = harness.send("hello")
    assert not answer.body.isVisible() and answer.status.isVisible()
