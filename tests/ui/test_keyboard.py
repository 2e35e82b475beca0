"""Everything reachable from the keyboard, and every control named for
screen readers."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QListWidget,
    QMenuBar,
    QPlainTextEdit,
    QScrollBar,
    QTableWidget,
    QTabWidget,
    QTextEdit,
    QWidget,
)

from tests.ui.conftest import WAIT_MS, Harness

INTERACTIVE = (QAbstractButton, QAbstractSlider, QAbstractSpinBox, QComboBox, QLineEdit,
               QListWidget, QPlainTextEdit, QTextEdit, QTableWidget, QTabWidget)
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def unnamed_controls(root: QWidget) -> list[str]:
    """Interactive widgets a screen reader could not name (Qt-internal parts skipped)."""
    missing = []
    for widget in root.findChildren(QWidget):
        if not isinstance(widget, INTERACTIVE) or isinstance(widget, QScrollBar):
            continue
        if isinstance(widget.parent(), QAbstractSpinBox | QLineEdit | QMenuBar | QTableWidget):
            continue  # Qt's own parts: spin box editor, clear button, menu overflow, corner
        if isinstance(widget, QAbstractButton) and widget.text():
            continue  # a button's text is its accessible name
        if not widget.accessibleName():
            missing.append(f"{type(widget).__name__} in {type(widget.parent()).__name__}")
    return missing


def test_every_control_has_an_accessible_name(harness: Harness) -> None:
    harness.send("Hello")
    harness.window.toggle_panel()
    assert unnamed_controls(harness.window) == []
    harness.window.open_settings()
    dialog = harness.window.settings_dialog
    assert dialog is not None
    assert unnamed_controls(dialog) == []
    dialog.reject()


def test_shortcuts_reach_every_area(harness: Harness) -> None:
    window, qtbot = harness.window, harness.qtbot
    editor = window.composer.editor
    assert editor.hasFocus()
    qtbot.keyClick(editor, Qt.Key.Key_K, CTRL)  # a text box must not swallow it
    assert window.conversations.search.hasFocus()
    qtbot.keyClick(window.conversations.search, Qt.Key.Key_L, CTRL)
    assert editor.hasFocus()
    qtbot.keyClick(editor, Qt.Key.Key_F, CTRL)
    assert window.conversations.search.hasFocus()
    qtbot.keyClick(window, Qt.Key.Key_S, CTRL | SHIFT)
    assert window.panel.isVisible() and window.panel.system_prompt.hasFocus()
    qtbot.keyClick(window, Qt.Key.Key_S, CTRL | SHIFT)
    assert not window.panel.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_Comma, CTRL)
    assert window.settings_dialog is not None and window.settings_dialog.isVisible()
    window.settings_dialog.reject()


def test_edit_last_message_and_continue_from_the_keyboard(harness: Harness) -> None:
    harness.wait_loaded()
    harness.script.pieces, harness.script.delay_s = 300, 0.01
    harness.type_and_send("Start")
    harness.qtbot.waitUntil(lambda: len(harness.widgets()) == 2
                            and harness.widgets()[-1].text != "", timeout=WAIT_MS)
    harness.qtbot.keyClick(harness.window, Qt.Key.Key_Escape)  # the window's Stop
    harness.wait_idle()
    assert harness.thread()[-1].status == "stopped"
    harness.script.pieces, harness.script.delay_s = 3, 0.0
    harness.qtbot.keyClick(harness.window, Qt.Key.Key_Return, CTRL | SHIFT)
    harness.qtbot.waitUntil(lambda: harness.thread()[-1].complete, timeout=WAIT_MS)
    harness.wait_idle()
    harness.qtbot.keyClick(harness.window, Qt.Key.Key_E, CTRL)
    assert harness.window.composer.editing == harness.thread()[0].id


def test_every_menu_action_has_a_shortcut_or_is_in_a_menu(harness: Harness) -> None:
    actions = [a for menu in harness.window._menus.values() for a in menu.actions()]
    assert len(actions) >= 15
    keyed = {a.text(): a.shortcut().toString() for a in actions if not a.shortcut().isEmpty()}
    assert keyed["New chat"] == "Ctrl+N" and keyed["Settings…"] == "Ctrl+,"
    assert keyed["Copy last answer"] == "Ctrl+Shift+C" and keyed["Stop"] == "Esc"
    assert keyed["Search conversations"] == "Ctrl+K"
