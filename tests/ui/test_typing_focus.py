"""Typing always goes to the composer: after a menu closed with Esc, after
Regenerate, after Settings' OK, after a search hit is opened."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMenuBar, QWidget

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
