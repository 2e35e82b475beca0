"""The window's pages: the chat, Models and Server fill the window in turn.

Models and Server were dialogs over the window (a second window to find,
move and close); as in LM Studio and Jan they are now places of the window
itself, chosen on the navigation rail, with the rail and the status bar
still in sight. Each page is built as a QDialog (its buttons, Esc and
`finished` keep working, and the Models room and the Server page stay
testable alone) and shown as a plain widget in the window's stack: closing
it (Close, Esc) brings the chat back.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QStackedWidget, QWidget

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
