"""The navigation rail: the window's places, one click each, always in sight.

A narrow column at the window's left edge (as in LM Studio and Jan) with
Chats, Documents, Models, Server and Tools, so a newcomer finds every room
without opening a menu. It folds to icons only (its last button) and is
reached from the keyboard: Ctrl+1 to Ctrl+5 (the View menu's Go to items),
Tab into it, and the arrow keys between its buttons.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QSizePolicy, QToolButton, QVBoxLayout, QWidget

from app.ui.theme import SPACE, set_icon

PLACES = ("chats", "documents", "models", "server", "tools")
"""The rail's places, top to bottom; Ctrl+1.. follow this order."""
ICONS = {"chats": "messages-square", "documents": "book-open", "models": "box",
         "server": "server", "tools": "wrench"}


def place_names() -> dict[str, str]:
    """Each place's name in the window's language."""
    return {"chats": QCoreApplication.translate("NavRail", "Chats"),
            "documents": QCoreApplication.translate("NavRail", "Documents"),
            "models": QCoreApplication.translate("NavRail", "Models"),
            "server": QCoreApplication.translate("NavRail", "Server"),
            "tools": QCoreApplication.translate("NavRail", "Tools")}


def place_tips() -> dict[str, str]:
    return {"chats": QCoreApplication.translate("NavRail", "Show or hide the conversation list"),
            "documents": QCoreApplication.translate("NavRail", "Search your own documents"),
            "models": QCoreApplication.translate("NavRail", "Download and choose models"),
            "server": QCoreApplication.translate(
                "NavRail", "Serve the model to other programs (local API)"),
            "tools": QCoreApplication.translate("NavRail", "Tools the model may call")}


class NavRail(QWidget):
    chosen = Signal(str)
    """A place was clicked (one of PLACES)."""
    folded_changed = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("navRail")
        self.setAccessibleName(self.tr("Navigation"))
        column = QVBoxLayout(self)
        column.setContentsMargins(SPACE.xs, SPACE.m, SPACE.xs, SPACE.m)
        column.setSpacing(SPACE.s)
        self.buttons: dict[str, QToolButton] = {}
        names, tips = place_names(), place_tips()
        for number, place in enumerate(PLACES, start=1):
            button = self._button(names[place], ICONS[place])
            button.setToolTip(f"{tips[place]} (Ctrl+{number})")
            # Chats and Documents: shown or not; Models and Server: the page shown
            button.setCheckable(place != "tools")
            button.clicked.connect(lambda _checked=False, p=place: self.chosen.emit(p))
            column.addWidget(button)
            self.buttons[place] = button
        column.addStretch(1)
        self.fold_button = self._button(self.tr("Fold"), "panel-left-close")
        self.fold_button.setCheckable(True)  # says folded to a screen reader; not a place
        self.fold_button.setObjectName("railFold")  # so not marked as the current one
        self.fold_button.toggled.connect(self.set_folded)
        column.addWidget(self.fold_button)
        self.folded = False
        self.set_folded(False)

    def _button(self, text: str, icon_name: str) -> QToolButton:
        button = QToolButton(self)
        button.setText(text)
        button.setAccessibleName(text)
        button.setAutoRaise(True)
        button.setIconSize(QSize(20, 20))
        button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # Tab reaches the rail
        button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        set_icon(button, icon_name)
        button.installEventFilter(self)
        return button

    def set_folded(self, folded: bool) -> None:
        """Icons only (folded) or icons with their names under them."""
        self.folded = folded
        style = (Qt.ToolButtonStyle.ToolButtonIconOnly if folded
                 else Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
        for button in [*self.buttons.values(), self.fold_button]:
            button.setToolButtonStyle(style)
        self.fold_button.blockSignals(True)
        self.fold_button.setChecked(folded)
        self.fold_button.blockSignals(False)
        unfold, fold = self.tr("Show the names"), self.tr("Fold to icons")
        self.fold_button.setText(self.tr("Unfold") if folded else self.tr("Fold"))
        self.fold_button.setAccessibleName(unfold if folded else fold)
        self.fold_button.setToolTip(unfold if folded else fold)
        set_icon(self.fold_button, "panel-left-open" if folded else "panel-left-close")
        self._fit_width()
        self.folded_changed.emit(folded)

    def _fit_width(self) -> None:
        """As wide as its widest button. Fixed: the tool bar that holds the
        rail would otherwise keep its widest width after folding."""
        margins = self.contentsMargins()
        widest = max(b.sizeHint().width() for b in [*self.buttons.values(), self.fold_button])
        self.setFixedWidth(widest + margins.left() + margins.right())

    def changeEvent(self, event: QEvent) -> None:
        """The window's style or font changed (the theme): the buttons' widths too."""
        super().changeEvent(event)
        if event.type() in (QEvent.Type.StyleChange, QEvent.Type.FontChange) \
                and hasattr(self, "fold_button"):
            self._fit_width()

    def show_state(self, place: str, shown: bool) -> None:
        """Mark a place that is on screen (the list, the documents panel)."""
        button = self.buttons[place]
        button.blockSignals(True)
        button.setChecked(shown)
        button.blockSignals(False)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Up and Down move between the rail's buttons, round from the last to
        the first (a button's own arrow keys stop at the ends)."""
        if not hasattr(self, "fold_button"):  # events while the rail is being made
            return False
        order: list[QObject] = [*self.buttons.values(), self.fold_button]
        if isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress \
                and event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down) and watched in order:
            step = 1 if event.key() == Qt.Key.Key_Down else -1
            target = order[(order.index(watched) + step) % len(order)]
            if isinstance(target, QToolButton):
                target.setFocus(Qt.FocusReason.TabFocusReason)
            return True
        return False
