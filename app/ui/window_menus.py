"""The main window's menus: every action is in one, so everything is
reachable from the keyboard and listed where a person can find it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from app.ui.pages import CHAT

if TYPE_CHECKING:
    from app.ui.main_window import MainWindow

MENU_NAMES = ("File", "Edit", "Chat", "View", "Help")
BRINGS_CHAT = "brings"
"""An action that acts on the chat: from the Models or Server page, the chat
comes back first (the Chat menu's actions all do)."""
ONLY_ON_CHAT = "only"
"""An action on the chat bound to a key that other pages use (Delete, F2):
it does nothing while another page shows."""
AddAction = Callable[..., QAction]
"""build_menus' `add`: (menu, text, keys, slot, chat="") -> the action."""


@dataclass(frozen=True)
class WindowMenus:
    """The menus, and the actions the window enables and disables."""

    menus: dict[str, QMenu]
    undo_delete: QAction
    stop: QAction
    regenerate: QAction
    panel: QAction


NEEDS_MESSAGES = "needs_messages"
"""An action's property: it acts on the conversation's messages, so it is off
while the chat shows none (MainWindow follows the thread shown)."""


def needs_messages(action: QAction) -> None:
    action.setProperty(NEEDS_MESSAGES, True)
    action.setEnabled(False)  # the window opens on an empty chat


def menu_titles() -> dict[str, str]:
    """Each menu's title in the window's language, with its & mnemonic."""
    return {"File": QCoreApplication.translate("WindowMenus", "&File"),
            "Edit": QCoreApplication.translate("WindowMenus", "&Edit"),
            "Chat": QCoreApplication.translate("WindowMenus", "&Chat"),
            "View": QCoreApplication.translate("WindowMenus", "&View"),
            "Help": QCoreApplication.translate("WindowMenus", "&Help")}


def build_menus(window: MainWindow) -> WindowMenus:
    bar = window.menuBar()
    titles = menu_titles()
    menus = {name: bar.addMenu(titles[name]) for name in MENU_NAMES}

    def run(slot: Callable[[], object], chat: str) -> None:
        window.attach_services()
        if chat == ONLY_ON_CHAT and window.pages.current != CHAT:
            return  # Delete on the Models page deletes no conversation unseen
        if chat == BRINGS_CHAT:  # from the Models or Server page: what it acts on comes back
            window.pages.show_chat()
        slot()

    def add(menu_name: str, text: str, keys: list[str],
            slot: Callable[[], object], chat: str = "") -> QAction:
        action = QAction(text, window)
        action.setShortcuts([QKeySequence(k) for k in keys])
        # A shortcut or a menu before the window's services exist brings them
        # first (they attach once; app.ui.app.FirstInput sees no shortcut).
        chat = chat or (BRINGS_CHAT if menu_name == "Chat" else "")
        action.triggered.connect(lambda _checked=False: run(slot, chat))
        menus[menu_name].addAction(action)
        return action

    add("File", QCoreApplication.translate("WindowMenus", "New chat"), ["Ctrl+N"], window.new_chat)
    add("File", QCoreApplication.translate("WindowMenus", "Models…"),
        ["Ctrl+M"], lambda: window.models_room().open())
    add("File", QCoreApplication.translate("WindowMenus", "Settings…"),
        ["Ctrl+,"], window.open_settings)
    add("File", QCoreApplication.translate("WindowMenus", "Engines…"), [], window.open_engines)
    menus["File"].addSeparator()
    add("File", QCoreApplication.translate("WindowMenus", "Export conversation…"),
        ["Ctrl+Shift+E"], window.export_current)
    add("File", QCoreApplication.translate("WindowMenus", "Export conversations…"),
        [], lambda: window.transfer.export_many())
    add("File", QCoreApplication.translate("WindowMenus", "Import conversations…"),
        ["Ctrl+O"], lambda: window.transfer.import_files())
    menus["File"].addSeparator()
    add("File", QCoreApplication.translate("WindowMenus", "Quit"), ["Ctrl+Q"], window.close)
    undo_delete = _edit_menu(window, add)
    # The controller is looked up when an action runs: the menus exist before
    # it does (MainWindow.attach_services), which each action runs first.
    chat = window.chat
    stop = add("Chat", QCoreApplication.translate("WindowMenus", "Stop"), ["Esc"],
               lambda: window.controller.stop())
    stop.setEnabled(False)  # while disabled, Esc reaches the widgets
    regenerate = add("Chat", QCoreApplication.translate("WindowMenus", "Regenerate answer"),
                     ["Ctrl+R"], lambda: window.controller.regenerate())
    regenerate.setEnabled(False)  # until a thread with an answer is shown
    for action in (
            add("Chat", QCoreApplication.translate("WindowMenus", "Edit last message"),
                ["Ctrl+E"], chat.edit_last_message),
            add("Chat", QCoreApplication.translate("WindowMenus", "Continue answer"),
                ["Ctrl+Shift+Return"], chat.continue_last),
            add("Chat", QCoreApplication.translate("WindowMenus", "Previous version"),
                ["Alt+Left"], lambda: window.controller.switch_last_branch(-1)),
            add("Chat", QCoreApplication.translate("WindowMenus", "Next version"),
                ["Alt+Right"], lambda: window.controller.switch_last_branch(+1))):
        needs_messages(action)
    add("View", QCoreApplication.translate("WindowMenus", "Write a message"),
        ["Ctrl+L"], window.composer.editor.setFocus, BRINGS_CHAT)
    if window.indexing is not None:
        add("View", QCoreApplication.translate("WindowMenus", "Documents"),
            ["Ctrl+D"], window.toggle_documents, BRINGS_CHAT)
    add("View", QCoreApplication.translate("WindowMenus", "Conversation list"),
        ["Ctrl+Shift+L"], window.show_conversation_list)
    add("View", QCoreApplication.translate("WindowMenus", "Read the conversation"),
        ["Ctrl+Shift+M"], lambda: window.chat_view.setFocus(), BRINGS_CHAT)
    panel = add("View", QCoreApplication.translate("WindowMenus", "Conversation settings"),
                ["Ctrl+Shift+S"], window.toggle_panel, BRINGS_CHAT)
    _places(window, menus["View"], add)
    _help_menu(window, add)
    return WindowMenus(menus, undo_delete, stop, regenerate, panel)


def _places(window: MainWindow, view: QMenu,
            add: AddAction) -> None:
    """The rail's places, Ctrl+1 to Ctrl+5, and folding the rail."""
    from app.ui.nav_rail import PLACES, place_names

    view.addSeparator()
    names = place_names()
    for number, place in enumerate(PLACES, start=1):
        add("View", QCoreApplication.translate("WindowMenus", "Go to {place}").format(
            place=names[place]), [f"Ctrl+{number}"],
            lambda p=place: window.go_to(p))
    add("View", QCoreApplication.translate("WindowMenus", "Fold the navigation rail"),
        [], lambda: window.rail.set_folded(not window.rail.folded))


def _help_menu(window: MainWindow,
               add: AddAction) -> None:
    add("Help", QCoreApplication.translate("WindowMenus", "Keyboard shortcuts"),
        ["Ctrl+/"], window.shortcuts_sheet.open)
    add("Help", QCoreApplication.translate("WindowMenus", "Where your data lives"),
        [], window.data_places.open)
    add("Help", QCoreApplication.translate("WindowMenus", "About Lantern"),
        [], window.about.open)


def _edit_menu(window: MainWindow,
               add: AddAction) -> QAction:
    needs_messages(add("Edit", QCoreApplication.translate("WindowMenus", "Copy last answer"),
                       ["Ctrl+Shift+C"], window.chat.copy_last_answer, BRINGS_CHAT))
    undo = add("Edit", QCoreApplication.translate("WindowMenus", "Restore deleted conversation"),
               ["Ctrl+Shift+Z"], window.undo_delete, BRINGS_CHAT)
    undo.setEnabled(False)
    add("Edit", QCoreApplication.translate("WindowMenus", "Search conversations"),
        ["Ctrl+K", "Ctrl+F"], window.conversations.focus_search, BRINGS_CHAT)
    # Window-wide: a text box that edits with the same key (Delete) keeps it.
    add("Edit", QCoreApplication.translate("WindowMenus", "Rename conversation"),
        ["F2"], window.rename_current, ONLY_ON_CHAT)
    add("Edit", QCoreApplication.translate("WindowMenus", "Pin or unpin conversation"),
        ["Ctrl+P"], window.pin_current, ONLY_ON_CHAT)
    add("Edit", QCoreApplication.translate("WindowMenus", "Delete conversation"),
        ["Delete"], window.delete_current, ONLY_ON_CHAT)
    return undo
