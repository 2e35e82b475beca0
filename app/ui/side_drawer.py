"""A side panel's title row, and the drawer a side panel becomes when the
window is too narrow for it beside the chat.

Side by side, the conversation panel and Documents share the window's width
with the chat (app.ui.side_panels). When one of them and the chat's
narrowest width cannot both fit (800x600 at 150 % is 533 logical pixels),
the panel is laid over the chat's right side instead, as LM Studio and Jan
do on a small window: the chat behind it is dimmed, the window keeps its
width, and Esc, the close button or a click on the dimmed chat gives the
chat back.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.ui.theme import SPACE, scrim, set_icon, set_role

MIN_CHAT_SHOWN = 48
"""A drawer that would leave less of the chat than this takes the whole width."""


def _title_button(icon_name: str, tip: str, name: str) -> QToolButton:
    button = QToolButton()
    button.setAutoRaise(True)
    button.setToolTip(tip)
    button.setAccessibleName(name)
    button.setIconSize(QSize(16, 16))
    set_icon(button, icon_name)
    return button


class PanelTitle(QWidget):
    """A side panel's name with its close button (and, for a dock, its float
    button), the icons drawn in the theme's text colour so that they read in
    both themes (Fusion's own dock buttons were faint grey glyphs in dark)."""

    close_requested = Signal()
    float_requested = Signal()

    def __init__(self, title: str, floatable: bool = False,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panelTitle")  # its buttons' look (theme)
        row = QHBoxLayout(self)
        row.setContentsMargins(SPACE.m, SPACE.xs, SPACE.xs, SPACE.xs)
        row.setSpacing(SPACE.xs)
        self.label = QLabel(title)
        set_role(self.label, "heading")
        row.addWidget(self.label, 1)
        self.float_button: QToolButton | None = None
        if floatable:
            self.float_button = _title_button(
                "picture-in-picture-2",
                QCoreApplication.translate("PanelTitle", "Float in a window of its own"),
                QCoreApplication.translate("PanelTitle", "Float {name}").format(name=title))
            self.float_button.clicked.connect(self.float_requested)
            row.addWidget(self.float_button)
        self.close_button = _title_button(
            "x", QCoreApplication.translate("PanelTitle", "Close (Esc)"),
            QCoreApplication.translate("PanelTitle", "Close {name}").format(name=title))
        self.close_button.clicked.connect(self.close_requested)
        row.addWidget(self.close_button)

    def set_title(self, title: str) -> None:
        self.label.setText(title)
        self.close_button.setAccessibleName(
            QCoreApplication.translate("PanelTitle", "Close {name}").format(name=title))


class _Scrim(QWidget):
    """The dimmed chat behind an open drawer; a click on it closes the drawer."""

    clicked = Signal()

    def paintEvent(self, event: QPaintEvent) -> None:
        QPainter(self).fillRect(self.rect(), scrim())

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.clicked.emit()
        event.accept()


class SideDrawer(QFrame):
    """Holds one side panel over the right side of `area` (the window's
    central widget), at the panel's narrowest width, until it is closed."""

    closed = Signal(QWidget)
    """The widget it held, taken out again (the caller puts it back)."""

    def __init__(self, window: QWidget, area: QWidget) -> None:
        super().__init__(window)
        set_role(self, "drawer")
        self.setAccessibleName(QCoreApplication.translate("SideDrawer", "Side panel"))
        self._area = area
        self._scrim = _Scrim(window)
        self._scrim.hide()
        self._scrim.clicked.connect(self.close_drawer)
        self.held: QWidget | None = None
        self.title = PanelTitle("", parent=self)
        self.title.close_requested.connect(self.close_drawer)
        self._column = QVBoxLayout(self)
        self._column.setContentsMargins(1, 0, 0, 0)  # the left border line
        self._column.setSpacing(0)
        self._column.addWidget(self.title)
        area.installEventFilter(self)
        self.hide()

    def hold(self, widget: QWidget, title: str) -> None:
        """Show `widget` in the drawer (taken from where it was)."""
        if self.held is not widget:
            self.release()
            self.held = widget
            self._column.addWidget(widget, 1)
        widget.show()
        self.title.set_title(title)
        self.place()
        self._scrim.show()
        self._scrim.raise_()
        self.show()
        self.raise_()

    def release(self) -> QWidget | None:
        """Take the held widget out (unparented, hidden) and hide the drawer."""
        widget, self.held = self.held, None
        if widget is not None:
            self._column.removeWidget(widget)
            widget.hide()
            widget.setParent(None)
        self.hide()
        self._scrim.hide()
        return widget

    def close_drawer(self) -> None:
        widget = self.release()
        if widget is not None:
            self.closed.emit(widget)

    def place(self) -> None:
        """Over the right side of the area, as wide as the held panel needs."""
        # In the window's coordinates: the area lies in the window's page stack.
        parent = self.parentWidget()
        corner = self._area.mapTo(parent, QPoint(0, 0)) if parent else QPoint(0, 0)
        area = QRect(corner, self._area.size())
        self._scrim.setGeometry(area)
        need = self.minimumSizeHint().width()
        width = area.width() if need + MIN_CHAT_SHOWN > area.width() else need
        self.setGeometry(QRect(area.right() + 1 - width, area.top(), width, area.height()))

    def focusNextPrevChild(self, forward: bool) -> bool:
        """Tab and Shift+Tab go round the drawer's fields, never into the
        dimmed chat behind it."""
        current = self.window().focusWidget()
        if current is None or not self.isAncestorOf(current):
            return super().focusNextPrevChild(forward)
        widget: QWidget | None = current
        while widget is not None:
            widget = widget.nextInFocusChain() if forward else widget.previousInFocusChain()
            if widget is None or widget is current:
                return False
            if self.isAncestorOf(widget) and widget.isVisible() and widget.isEnabled() \
                    and widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
                widget.setFocus(Qt.FocusReason.TabFocusReason if forward
                                else Qt.FocusReason.BacktabFocusReason)
                return True
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Esc that no field inside used closes the drawer (a key event, not a
        shortcut: while an answer streams, the window's Esc still stops it)."""
        if event.key() == Qt.Key.Key_Escape:
            self.close_drawer()
            event.accept()
            return
        super().keyPressEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._area and event.type() in (QEvent.Type.Resize, QEvent.Type.Move) \
                and self.held is not None:
            self.place()
        return False
