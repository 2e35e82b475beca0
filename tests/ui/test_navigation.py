"""The navigation rail and the Help menu: every place one click (or one key)
away, the rail folds to icons, and the Help sheets say what they should."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QKeySequence
from PySide6.QtWidgets import QApplication, QLabel, QMenu, QWidget
from pytestqt.qtbot import QtBot

from app import __version__
from app.config import data_dir, load_settings
from app.ui import screen_fit
from app.ui.help_menu import AboutDialog, DataPlaces, ShortcutsSheet, data_places
from app.ui.nav_rail import PLACES
from app.ui.theme import colours, resolve
from app.ui.tools.tools_tab import ToolsTab
from app.ui.window_menus import menu_titles
from tests.ui.conftest import WAIT_MS, Harness, close_window, open_window
from tests.ui.fakes import Script
from tests.ui.test_pseudo_locale import pseudo_locale, untranslated  # noqa: F401 (fixture)

CTRL = Qt.KeyboardModifier.ControlModifier


def test_the_rail_shows_every_place_by_name(harness: Harness) -> None:
    rail = harness.window.rail
    assert rail.isVisible()
    assert [rail.buttons[p].text() for p in PLACES] == [
        "Chats", "Documents", "Models", "Server", "Tools"]
    assert all(rail.buttons[p].toolTip().endswith(f"(Ctrl+{n})")
               for n, p in enumerate(PLACES, start=1))
    assert rail.width() < 120  # narrow: the chat keeps the room
    harness.qtbot.mouseClick(rail.fold_button, Qt.MouseButton.LeftButton)
    assert rail.folded and rail.buttons["models"].toolButtonStyle() == \
        Qt.ToolButtonStyle.ToolButtonIconOnly
    harness.qtbot.waitUntil(lambda: rail.width() < 60, timeout=WAIT_MS)
    assert rail.buttons["models"].accessibleName() == "Models"  # still named for a reader
    harness.qtbot.mouseClick(rail.fold_button, Qt.MouseButton.LeftButton)
    assert not rail.folded


def test_each_place_opens_with_its_key(harness: Harness) -> None:
    window, qtbot = harness.window, harness.qtbot
    harness.wait_loaded()
    qtbot.keyClick(window, Qt.Key.Key_5, CTRL)  # Tools: Settings at its Tools section
    dialog = window.settings_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible, timeout=WAIT_MS)
    assert isinstance(dialog.tabs.currentWidget(), ToolsTab)
    dialog.reject()
    qtbot.waitUntil(lambda: window.settings_dialog is None, timeout=WAIT_MS)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=WAIT_MS)
    qtbot.keyClick(window, Qt.Key.Key_4, CTRL)  # Server
    page = window.server_page.current
    assert page is not None
    qtbot.waitUntil(page.isVisible, timeout=WAIT_MS)
    page.reject()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=WAIT_MS)
    qtbot.keyClick(window, Qt.Key.Key_1, CTRL)  # Chats: folds the list, then brings it back
    qtbot.waitUntil(lambda: not window.conversations.isVisible(), timeout=WAIT_MS)
    assert window.list_handle.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_1, CTRL)
    qtbot.waitUntil(window.conversations.isVisible, timeout=WAIT_MS)
    assert window.focusWidget() is window.conversations.list


def test_the_rail_is_reached_and_walked_from_the_keyboard(harness: Harness) -> None:
    rail, qtbot = harness.window.rail, harness.qtbot
    for button in rail.buttons.values():
        assert button.focusPolicy() & Qt.FocusPolicy.TabFocus
    rail.buttons["chats"].setFocus()
    qtbot.waitUntil(rail.buttons["chats"].hasFocus, timeout=WAIT_MS)
    qtbot.keyClick(rail.buttons["chats"], Qt.Key.Key_Down)
    assert rail.buttons["documents"].hasFocus()
    qtbot.keyClick(rail.buttons["documents"], Qt.Key.Key_Up)
    qtbot.keyClick(rail.buttons["chats"], Qt.Key.Key_Up)  # round to the last
    assert rail.fold_button.hasFocus()


def test_the_shortcuts_sheet_lists_the_menus_keys(harness: Harness) -> None:
    window, qtbot = harness.window, harness.qtbot
    qtbot.keyClick(window, Qt.Key.Key_Slash, CTRL)
    sheet = window.shortcuts_sheet.current
    assert isinstance(sheet, ShortcutsSheet)
    qtbot.waitUntil(sheet.isVisible, timeout=WAIT_MS)
    rows = dict(sheet.rows())
    assert rows["New chat"] == "Ctrl+N" and rows["Keyboard shortcuts"] == "Ctrl+/"
    assert rows["Go to Server"] == "Ctrl+4" and rows["Export conversation…"] == "Ctrl+Shift+E"
    assert rows["Send the message"] == "Enter"
    menus = {t.replace("&", "") for t in menu_titles().values()}
    assert {"File", "Help"} <= menus and "Help" in [t for t, keys in sheet.rows() if not keys]
    sheet.reject()


def test_about_and_data_places_say_what_and_where(harness: Harness) -> None:
    window = harness.window
    about = window.about.open()
    assert isinstance(about, AboutDialog)
    assert any(f"Lantern {__version__}" in label.text() for label in about.findChildren(QLabel))
    assert "llama-cpp-python" in about.build.text()
    assert "SmolLM2-135M-Instruct" in about.models.text() and "Apache-2.0" in about.models.text()
    assert "((" not in about.models.text() and "))" not in about.models.text()
    assert about.width() >= about.fontMetrics().averageCharWidth() * 64
    about.reject()
    places = window.data_places.open()
    assert isinstance(places, DataPlaces)
    shown = dict(places.places)
    assert shown["Data folder"] == data_dir() and shown["Conversations"].name == "lantern.db"
    places.reject()
    QApplication.processEvents()


def test_the_new_rooms_go_through_translation(
        pseudo_locale: None, thread_guard: None, qtbot: QtBot,  # noqa: F811 (the fixture)
        qloop: asyncio.AbstractEventLoop, data_dir: Path) -> None:
    """The rail, the Help sheets, the export dialog and the Server page, in the
    pseudo-locale: every word of ours is wrapped, none is left in English."""
    harness = open_window(qtbot, data_dir, Script())
    window = harness.window
    try:
        harness.wait_loaded()
        harness.send("Hello there")
        page = window.server_page.open()
        sheet = window.shortcuts_sheet.open()
        keys = {keys for _action, keys in sheet.rows() if keys}
        about = window.about.open()
        exported = window.transfer.export_many()
        qtbot.waitUntil(lambda: exported.list.count() == 1, timeout=WAIT_MS)
        data = {"Hello there", window.host.model_name, "OpenAI", "Anthropic", "Ollama",
                f"Lantern {__version__}", about.build.text(), "Esc", "llama.cpp", *keys,
                *(str(path) for _name, path in data_places())}
        problems: list[str] = []
        for room in (window.rail, page, sheet, about, exported, window.data_places.open()):
            problems += untranslated(room, data)
        assert not problems, "shown without tr():\n" + "\n".join(sorted(set(problems)))
    finally:
        close_window(harness)


def test_about_keeps_each_build_feature_whole(harness: Harness) -> None:
    """llama.cpp's build line ("AVX = 1 | AVX2 = 1 | ...") wraps between
    features, never between a feature and its value."""
    from app.engine.native import llama_cpp  # loaded as the engine loads it (its backends)

    assert llama_cpp().llama_print_system_info()
    about = harness.window.about.open()
    assert isinstance(about, AboutDialog)
    shown = about.build.text()
    assert re.search(r"\w=\d", shown) and " = " not in shown
    about.reject()


def marked(button: QWidget) -> bool:
    """The accent colour in the button's leftmost 3 pixel columns, as drawn:
    the bar that marks the current place."""
    accent = QColor(colours(resolve(load_settings().theme)).accent).rgba()
    image = button.grab().toImage()
    return any(image.pixel(x, y) == accent for x in range(3) for y in range(image.height()))


def test_folded_the_fold_button_is_not_marked_as_a_place(harness: Harness) -> None:
    """The current place has a bar at its left edge; the fold button, checked
    while the rail is folded, does not look like one (issue 39 walkthrough)."""
    rail = harness.window.rail
    harness.qtbot.mouseClick(rail.fold_button, Qt.MouseButton.LeftButton)
    assert rail.folded and rail.fold_button.isChecked()
    harness.window.composer.editor.setFocus()  # the focus ring is accent-coloured too
    harness.qtbot.waitUntil(lambda: not rail.fold_button.hasFocus())
    assert rail.buttons["chats"].isChecked() and marked(rail.buttons["chats"])  # current
    assert not marked(rail.buttons["models"])
    assert not marked(rail.fold_button)


def test_the_shortcuts_sheet_shows_long_keys_whole(qtbot: QtBot,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """A long action beside long keys: the sheet widens for both columns
    (German's "Strg+Umschalt+Eingabe" was cut to "Strg+Umschalt+…")."""
    monkeypatch.setattr(screen_fit, "_remembered", {})  # not the size another test left
    menu = QMenu("File")
    qtbot.addWidget(menu)
    action = menu.addAction("Continue the answer where it stopped, in the same message")
    action.setShortcut(QKeySequence("Ctrl+Shift+Alt+Backspace"))
    sheet = ShortcutsSheet({"file": menu})
    qtbot.addWidget(sheet)
    sheet.show()
    qtbot.waitExposed(sheet)
    tree = sheet.tree
    keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
    keys_room = tree.viewport().width() - tree.columnWidth(0)
    assert tree.fontMetrics().horizontalAdvance(keys) + 12 <= keys_room, keys_room
    assert sheet.width() <= sheet.screen().availableGeometry().width()


def test_models_and_server_are_pages_of_the_window(harness: Harness) -> None:
    """Models and Server fill the window beside the rail (they were dialogs
    over it): the rail marks the page shown, Esc or Close brings the chat
    back, and a chat key (Ctrl+N) from a page shows the chat it acts on."""
    window, qtbot, rail = harness.window, harness.qtbot, harness.window.rail
    harness.wait_loaded()
    harness.send("Hello")
    harness.wait_idle()
    qtbot.mouseClick(rail.buttons["models"], Qt.MouseButton.LeftButton)
    room = window.models_room()
    assert room.dialog is not None
    qtbot.waitUntil(room.dialog.isVisible, timeout=WAIT_MS)
    assert not room.dialog.isWindow() and window.isAncestorOf(room.dialog)
    assert window.pages.current == "models" and not window.chat.isVisible()
    assert rail.buttons["models"].isChecked() and rail.isVisible()
    assert not rail.buttons["chats"].isChecked()  # one place marked at a time
    assert not [w for w in QApplication.topLevelWidgets() if w.isVisible() and w is not window]
    conversations = window.conversations.list.model().rowCount()
    qtbot.keyClick(room.dialog, Qt.Key.Key_Delete)  # deletes no conversation unseen
    assert window.conversations.list.model().rowCount() == conversations
    qtbot.keyClick(room.dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(window.chat.isVisible, timeout=WAIT_MS)
    assert window.pages.current == "chats" and not rail.buttons["models"].isChecked()
    assert rail.buttons["chats"].isChecked()
    qtbot.mouseClick(rail.buttons["server"], Qt.MouseButton.LeftButton)
    page = window.server_page.current
    assert page is not None and not page.isWindow()
    qtbot.waitUntil(page.isVisible, timeout=WAIT_MS)
    assert rail.buttons["server"].isChecked() and not rail.buttons["models"].isChecked()
    qtbot.mouseClick(rail.buttons["server"], Qt.MouseButton.LeftButton)  # again: the chat
    qtbot.waitUntil(window.chat.isVisible, timeout=WAIT_MS)
    window.server_page.open()
    qtbot.waitUntil(lambda: window.pages.current == "server", timeout=WAIT_MS)
    qtbot.keyClick(window, Qt.Key.Key_N, CTRL)
    qtbot.waitUntil(window.chat.isVisible, timeout=WAIT_MS)
    assert window.controller.conversation is None  # the new chat, in sight
    assert window.focusWidget() is window.composer.editor
