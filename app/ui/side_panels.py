"""How the window's areas share its width.

The window keeps its width whatever opens. The right-hand panels (the
conversation panel, the documents dock) share one place: opening one closes
the other, so the chat is never squeezed between two. When the list, the
chat at its readable width and the panel need more than the window has, the
list folds away, leaving a handle at the window's left edge (and the rail's
Chats button) to bring it back. A panel that cannot fit beside the chat even
alone is laid over the chat as a drawer (app.ui.side_drawer). The list comes
back when there is room again, unless the user folded it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from app.ui.theme import CHAT_MIN_WIDTH, LIST_MIN_WIDTH

READABLE_CHAT_WIDTH = max(CHAT_MIN_WIDTH, 400)
"""The chat keeps at least this beside the side panels (about 55 characters
of text in its bubbles); narrower, the list folds and then the panel
becomes a drawer over the chat."""

if TYPE_CHECKING:
    from app.ui.main_window import MainWindow
    from app.ui.side_drawer import SideDrawer


class SidePanels:
    def __init__(self, window: MainWindow) -> None:
        self._window = window
        self._drawer: SideDrawer | None = None
        self._sharing = False
        self.list_folded = False
        """The conversation list was folded to make room for a panel."""
        self.list_closed = False
        """The user folded the list (the rail's Chats): it stays folded."""

    @property
    def drawer(self) -> SideDrawer:
        """Where a panel too wide beside the chat opens; made on first use (its
        close icon would load Qt's SVG plugin before the first paint)."""
        if self._drawer is None:
            from app.ui.side_drawer import SideDrawer

            self._drawer = SideDrawer(self._window, self._window.central_area)
            self._drawer.closed.connect(self._drawer_closed)
        return self._drawer

    def _panel(self) -> QWidget | None:
        """The conversation panel, once the window's services made it (Documents
        can open before: the first paint does not wait for the panel)."""
        return self._window.panel if self._window.attached else None

    def drawn(self) -> QWidget | None:
        """The panel the drawer holds, if any (without making the drawer)."""
        return self._drawer.held if self._drawer is not None else None

    def close_drawer(self) -> None:
        if self._drawer is not None:
            self._drawer.close_drawer()

    # -- what the window asks ------------------------------------------------

    def panel_toggled(self, shown: bool) -> None:
        """The header's settings button: the conversation panel opens or closes."""
        window = self._window
        if not shown and self.drawn() is window.panel:
            self.drawer.release()
            self._panel_back_beside(False)
            window.composer.editor.setFocus()  # the chat is back
        window.panel.setVisible(shown)
        self.share(window.panel if shown else None)

    def toggle_documents(self) -> None:
        dock = self._window.documents_room()
        if dock is not None and self.drawn() is dock.body:
            self.drawer.close_drawer()
        elif dock is not None:
            dock.toggle()

    def show_list(self) -> None:
        """The conversation list, unfolded (and over any drawer) if it was folded."""
        window = self._window
        self.close_drawer()  # the list is under it
        self.list_closed = False
        if self.list_folded or not window.conversations.isVisible():
            self.list_folded = False
            self._list_shown(True)
            if window.attached and window.panel.isVisible() \
                    and self._need(self._open_panels(None)) + LIST_MIN_WIDTH > self._room():
                window.header.settings_button.setChecked(False)

    def toggle_list(self) -> None:
        """The rail's Chats: fold the list away, or bring it back."""
        if self._window.conversations.isVisible():
            self.list_closed = True
            self._list_shown(False)
        else:
            self.show_list()

    def _list_shown(self, shown: bool) -> None:
        """The list, and its handle at the window's edge while it is folded."""
        window = self._window
        window.conversations.setVisible(shown)
        window.list_handle.setVisible(not shown)
        window.rail.show_state("chats", shown)

    def share(self, opened: QWidget | None) -> None:
        """Share the window's width, `opened` (if any) being what just opened."""
        if self._sharing:
            return  # a panel moving between its place and the drawer
        self._sharing = True
        try:
            self._share(self._open_panels(opened))
        finally:
            self._sharing = False

    # -- internals -------------------------------------------------------------

    def _open_panels(self, opened: QWidget | None) -> list[QWidget]:
        """The open side panels (the conversation panel, the documents' scroll
        area), the one just opened last."""
        window, docs = self._window, self._window.documents
        if docs is not None and opened is docs:
            opened = docs.body
        found: list[QWidget] = []
        if window.header.settings_button.isChecked():
            found.append(window.panel)
        beside = docs is not None and docs.isVisible() and not docs.isFloating()
        if docs is not None and (beside or self.drawn() is docs.body):
            found.append(docs.body)  # floating, it takes none of the window's width
        return sorted(found, key=lambda panel: panel is opened)

    def _room(self) -> int:
        """The width the list, the chat and the panels share (not the rail's)."""
        rail = self._window.rail_bar
        return self._window.width() - (rail.width() if rail.isVisible() else 0)

    @staticmethod
    def _need(beside: list[QWidget]) -> int:
        return READABLE_CHAT_WIDTH + sum(p.minimumSizeHint().width() + 8 for p in beside)

    def _share(self, panels: list[QWidget]) -> None:
        room, need = self._room(), self._need
        if len(panels) == 2:  # one place on the right: the one opened before closes
            self._close(panels[0])
            panels = panels[1:]
        drawn = panels[0] if panels and need(panels) > room else None
        for panel in panels:
            if panel is drawn:
                self._into_drawer(panel)
            elif self.drawn() is panel:
                self.drawer.release()
                self._back_beside(panel)
        beside = [p for p in panels if p is not drawn]
        if self.list_folded and need(beside) + LIST_MIN_WIDTH + 40 <= room:
            self.list_folded = False
            self._list_shown(not self.list_closed)
        elif not self.list_folded and need(beside) + LIST_MIN_WIDTH > room:
            self.list_folded = True
            self._list_shown(False)
        self._narrow_list(beside, room)

    def _narrow_list(self, beside: list[QWidget], room: int) -> None:
        """The list gives up width (down to its narrowest) before the chat
        goes below its readable width: the splitter keeps the list's width
        and would otherwise take it all from the chat."""
        window, docs = self._window, self._window.documents
        if docs is not None and docs.body in beside and docs.isVisible():
            # The dock area keeps the dock's last width: give the chat its own first.
            listed = window.conversations.width() if window.conversations.isVisible() else 0
            fair = max(docs.body.minimumSizeHint().width(),
                       room - READABLE_CHAT_WIDTH - listed - 8)
            if docs.width() > fair:
                window.resizeDocks([docs], [fair], Qt.Orientation.Horizontal)
        if not window.conversations.isVisible():
            return
        sizes = window.splitter.sizes()
        taken = sum(max(p.width() if p.isVisible() else 0, p.minimumSizeHint().width()) + 8
                    for p in beside)
        width = max(LIST_MIN_WIDTH, min(sizes[0], room - READABLE_CHAT_WIDTH - taken))
        if width < sizes[0]:
            sizes[1] += sizes[0] - width
            sizes[0] = width
            window.splitter.setSizes(sizes)

    def _close(self, panel: QWidget) -> None:
        window = self._window
        if panel is self._panel():
            window.header.settings_button.setChecked(False)
        elif window.documents is not None:
            window.documents.hide()

    def _into_drawer(self, panel: QWidget) -> None:
        if self.drawn() is panel:
            self.drawer.place()
            return
        window, docs = self._window, self._window.documents
        if panel is self._panel():
            self.drawer.hold(panel, window.panel.accessibleName())
            window.panel.system_prompt.setFocus()
        elif docs is not None:
            self.drawer.hold(panel, docs.windowTitle())
            docs.hide()
            docs.panel.focus_search()

    def _back_beside(self, panel: QWidget) -> None:
        """A panel out of the drawer, shown in its place beside the chat."""
        docs = self._window.documents
        if panel is self._panel():
            self._panel_back_beside(True)
        elif docs is not None:
            docs.setWidget(panel)
            panel.show()
            docs.show()

    def _panel_back_beside(self, shown: bool) -> None:
        window = self._window
        window.splitter.insertWidget(2, window.panel)
        window.panel.setVisible(shown)
        if shown:
            sizes = window.splitter.sizes()
            width = window.panel.minimumSizeHint().width()
            window.splitter.setSizes([sizes[0], max(0, sum(sizes[1:]) - width), width])

    def _drawer_closed(self, widget: QWidget) -> None:
        """Esc, the close button or a click beside the drawer: the chat is back."""
        window = self._window
        if widget is self._panel():
            self._panel_back_beside(False)
            window.header.settings_button.setChecked(False)
        elif window.documents is not None:
            window.documents.setWidget(widget)
            widget.show()
        self.share(None)
        window.composer.editor.setFocus()
