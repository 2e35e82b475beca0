"""The window's pages (the chat, Models and Server fill the window in turn),
and where each of the rail's places leads.

Models and Server were dialogs over the window (a second window to find,
move and close); as in LM Studio and Jan they are now places of the window
itself, chosen on the navigation rail, with the rail and the status bar
still in sight. Each page is built as a QDialog (its buttons, Esc and
`finished` keep working, and the Models room and the Server page stay
testable alone) and shown as a plain widget in the window's stack: closing
it (Close, Esc) brings the chat back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QStackedWidget, QWidget

if TYPE_CHECKING:
    from app.ui.main_window import MainWindow

CHAT = "chats"


class Pages(QObject):
    changed = Signal(str)
    """The page shown now: "chats", or the name it was shown with."""

    def __init__(self, chat: QWidget, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.stack = QStackedWidget()
        self.stack.setObjectName("pages")
        self.stack.addWidget(chat)
        self.chat = chat
        self._names: dict[QWidget, str] = {}

    @property
    def current(self) -> str:
        shown = self.stack.currentWidget()
        return CHAT if shown is None or shown is self.chat else self._names.get(shown, CHAT)

    def show(self, name: str, page: QDialog) -> None:
        """`page` fills the window (made a page the first time it is shown)."""
        if self.stack.indexOf(page) < 0:
            page.setWindowFlags(Qt.WindowType.Widget)  # a page, not a window
            _without_close(page)
            self.stack.addWidget(page)
            self._names[page] = name
            page.finished.connect(lambda _result, p=page: self._closed(p))
            page.destroyed.connect(lambda _o=None, p=page: self._names.pop(p, None))
        page.setVisible(True)
        self.stack.setCurrentWidget(page)
        page.setFocus(Qt.FocusReason.OtherFocusReason)
        self.changed.emit(name)

    def show_chat(self) -> None:
        if self.stack.currentWidget() is not self.chat:
            self.stack.setCurrentWidget(self.chat)
            self.changed.emit(CHAT)

    def _closed(self, page: QDialog) -> None:
        """Close or Esc on a page: the chat again."""
        if self.stack.currentWidget() is page:
            self.show_chat()


def _without_close(page: QDialog) -> None:
    """A page has no Close button: the rail leads away from it (Esc too)."""
    for box in page.findChildren(QDialogButtonBox):
        close = box.button(QDialogButtonBox.StandardButton.Close)
        if close is not None:
            close.hide()
        if not [b for b in box.buttons() if not b.isHidden()]:
            box.hide()


def go_to(window: MainWindow, place: str) -> None:
    """A place of the rail (or Ctrl+1..5): each opens where it lives. From
    another page, Chats and Documents bring the chat back first; the page
    shown now, chosen again, is left for the chat."""
    window.attach_services()
    pages = window.pages
    elsewhere = pages.current != CHAT
    if place == pages.current and elsewhere:
        pages.show_chat()
    elif place == "chats":
        pages.show_chat()
        if not elsewhere:
            window.sides.toggle_list()
        if window.conversations.isVisible():
            window.conversations.list.setFocus()
    elif place == "documents":
        pages.show_chat()  # a dock beside every page, or a drawer over the chat
        dock = window.documents_room()
        shown = dock is not None and (dock.isVisible() or window.sides.drawn() is dock.body)
        if not (elsewhere and shown):
            window.toggle_documents()
        elif dock is not None:  # its rail button was toggled by the click
            window.rail.show_state("documents", True)
    elif place == "models":
        window.models_room().open()
    elif place == "server":
        window.server_page.open()
    elif place == "tools":
        window.open_tools()


def page_changed(window: MainWindow, page: str) -> None:
    """The rail marks one place at a time: Chats (the list shown) only on the chat."""
    for place in ("models", "server"):
        window.rail.show_state(place, page == place)
    window.rail.show_state("chats", page == CHAT and not window.conversations.isHidden())
    if page == CHAT:
        window.composer.editor.setFocus()
    else:
        window.sides.close_drawer()  # it lies over the chat, not over another page
