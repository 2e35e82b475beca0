"""Typing always goes to the composer: after a menu closed with Esc, after
Regenerate, after Settings' OK, after a search hit is opened; a search hit
shows its message, marked; New chat ends a search; Send and Stop share a place."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMenuBar, QWidget

from app.ui.chat.conversations import HIT_ROLE
from tests.ui.conftest import WAIT_MS, Harness


def _focus() -> QWidget | None:
    return QApplication.focusWidget()


def _type(harness: Harness, text: str) -> None:
    """Keys as a person types them: each to whatever has the keyboard then."""
    for character in text:
        target = _focus()
        assert target is not None
        harness.qtbot.keyClick(target, character)


def test_after_esc_closes_a_menu_letters_go_to_the_composer(harness: Harness) -> None:
    harness.wait_loaded()
    harness.send("hello")
    window = harness.window
    assert window.regenerate_action.isEnabled()  # what a stray Enter used to run
    answers = len(harness.thread())
    bar = window.menuBar()
    chat = window._menus["Chat"]
    bar.setActiveAction(chat.menuAction())  # the Chat menu, opened as by a click
    harness.qtbot.waitUntil(chat.isVisible, timeout=WAIT_MS)
    harness.qtbot.keyClick(chat, Qt.Key.Key_Escape)
    harness.qtbot.waitUntil(lambda: not chat.isVisible(), timeout=WAIT_MS)
    assert isinstance(_focus(), QMenuBar)  # Qt's keyboard mode: where the letters went
    _type(harness, "can you")
    assert window.composer.text == "can you"
    assert _focus() is window.composer.editor
    assert all(not menu.isVisible() for menu in window._menus.values())
    harness.qtbot.keyClick(window.composer.editor, Qt.Key.Key_Return)
    harness.qtbot.waitUntil(lambda: len(harness.thread()) == answers + 2, timeout=WAIT_MS)
    harness.wait_idle()
    thread = harness.thread()
    assert len(thread) == answers + 2  # sent as a message, nothing regenerated
    assert thread[-2].content == "can you"


def test_the_composer_stays_put_when_send_becomes_stop(harness: Harness) -> None:
    composer = harness.window.composer
    composer.set_text("a question")
    layout = composer.layout()
    assert layout is not None
    layout.activate()
    before = composer.editor.geometry(), composer.send_button.geometry()
    composer.set_generating(True)
    layout.activate()
    assert composer.stop_button.isVisibleTo(composer)
    assert composer.editor.geometry() == before[0]
    assert composer.stop_button.geometry() == before[1]  # in Send's very place
    composer.set_generating(False)


def _titles(harness: Harness) -> list[str]:
    listed = harness.window.conversations.list
    return [listed.item(row).text() for row in range(listed.count())]


def _new(harness: Harness, *prompts: str) -> None:
    harness.window.new_chat()
    for prompt in prompts:
        harness.send(prompt)


def test_a_search_hit_clicked_shows_its_message_marked_and_typing_goes_on(
        harness: Harness) -> None:
    harness.wait_loaded()
    harness.window.resize(1000, 700)
    harness.script.answer = lambda _p: "A long answer that fills the page. " * 25
    _new(harness, "the word zebracorn is here", *(f"then question {n}" for n in range(8)))
    _new(harness, "another conversation")
    window, view = harness.window, harness.window.chat_view
    search = window.conversations.search
    search.setText("zebracorn")
    harness.qtbot.waitUntil(lambda: len(_titles(harness)) == 1, timeout=WAIT_MS)
    listed = window.conversations.list
    hit = listed.item(0).data(HIT_ROLE)
    harness.qtbot.mouseClick(listed.viewport(), Qt.MouseButton.LeftButton,
                             pos=listed.visualItemRect(listed.item(0)).center())
    harness.qtbot.waitUntil(lambda: view.widget_for(hit) is not None, timeout=WAIT_MS)
    widget = view.widget_for(hit)
    assert widget is not None
    harness.qtbot.waitUntil(lambda: widget.highlighted, timeout=WAIT_MS)
    top = widget.mapTo(view.viewport(), widget.rect().topLeft()).y()
    assert 0 <= top < view.viewport().height()  # scrolled to it (it was far above)
    assert [w for w in harness.widgets() if w.highlighted] == [widget]
    assert _focus() is window.composer.editor
    harness.qtbot.keyClicks(window.composer.editor, "more")
    assert window.composer.text == "more"


def test_new_chat_ends_a_search(harness: Harness) -> None:
    harness.wait_loaded()
    _new(harness, "first about otters")
    _new(harness, "second about badgers")
    search = harness.window.conversations.search
    search.setText("otters")
    harness.qtbot.waitUntil(lambda: _titles(harness) == ["first about otters"],
                            timeout=WAIT_MS)
    harness.qtbot.keyClick(harness.window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert search.text() == ""
    harness.qtbot.waitUntil(lambda: len(_titles(harness)) == 2, timeout=WAIT_MS)


def test_regenerate_and_settings_ok_give_the_keyboard_back_to_the_composer(
        harness: Harness) -> None:
    harness.wait_loaded()
    answer = harness.send("hello")
    window = harness.window
    harness.qtbot.mouseClick(answer.regenerate_button, Qt.MouseButton.LeftButton)
    assert _focus() is window.composer.editor
    harness.wait_idle()
    window.open_settings()
    dialog = window.settings_dialog
    assert dialog is not None
    harness.qtbot.waitUntil(dialog.isVisible, timeout=WAIT_MS)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    ok.setFocus()
    harness.qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    harness.qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=WAIT_MS)
    harness.qtbot.waitUntil(lambda: _focus() is window.composer.editor, timeout=WAIT_MS)


def test_the_chat_menu_is_off_in_an_empty_chat(harness: Harness) -> None:
    harness.wait_loaded()
    window = harness.window
    chat = window._menus["Chat"]
    wanted = {"Edit last message", "Continue answer", "Previous version", "Next version",
              "Regenerate answer", "Stop"}

    def enabled() -> set[str]:
        return {a.text() for a in chat.actions() if a.text() in wanted and a.isEnabled()}

    assert enabled() == set()  # nothing to act on yet
    harness.send("hello")
    assert enabled() == wanted - {"Stop"}
    window.new_chat()
    harness.qtbot.waitUntil(lambda: not harness.widgets(), timeout=WAIT_MS)
    assert enabled() == set()
