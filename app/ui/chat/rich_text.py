"""RichText: a read-only QTextBrowser that is as tall as its text and fetches nothing."""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt, QUrl, Signal
from PySide6.QtGui import QPaintEvent, QTextOption, QWheelEvent
from PySide6.QtWidgets import QFrame, QSizePolicy, QTextBrowser, QWidget

DEFAULT_WIDTH = 600


class RichText(QTextBrowser):
    """Message text: height follows width, scrolling is left to the chat view.

    Links are never followed by the widget itself; `link_activated` reports
    them and the view decides (copy a code block, or open a web link in the
    user's browser on their click). `loadResource` refuses everything, so no
    image or stylesheet is ever read from disk or network.
    """

    link_activated = Signal(QUrl)

    def __init__(self, accessible_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(accessible_name)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.setReadOnly(True)
        # A code block keeps its lines whole (white-space: pre) and the text
        # scrolls sideways when one is wider than the message; prose wraps.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWordWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        # Not in the Tab chain (Tab goes composer -> list -> panels); the
        # conversation is read from the keyboard with Ctrl+Shift+M.
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.document().setDocumentMargin(2)
        self.viewport().setAutoFillBackground(False)
        self.anchorClicked.connect(self.link_activated.emit)
        self._heights: dict[int, int] = {}
        """Height per width for the current text: Qt's layouts ask for several
        widths, and each new width is a full layout of the document."""
        self.document().contentsChanged.connect(self._heights.clear)
        layout = self.document().documentLayout()
        layout.documentSizeChanged.connect(lambda _size: self.updateGeometry())

    def loadResource(self, type: int, name: QUrl | str) -> Any:
        return None

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        if width in self._heights:
            return self._heights[width]
        document = self.document()
        margins = self.contentsMargins()
        text_width = max(1, width - margins.left() - margins.right())
        # Measured quietly: told of the new size, QTextEdit lays the document
        # out at its own width again before it is read, and the height of the
        # width shown was kept for another (blank bands of a line or more
        # under bubbles built off screen). Painting sets the width shown.
        # Then laid out at the width shown again: Qt's scroll area asks for the
        # width a text had before a resize, and a text left there was laid out
        # wider than shown, with a sideways bar over its last line, as long as
        # an answer being written changed (a side panel opened mid-answer).
        shown = self.viewport().width() if self.testAttribute(
            Qt.WidgetAttribute.WA_Resized) else 0
        layout = document.documentLayout()
        was_blocked = layout.blockSignals(True)
        try:
            if document.textWidth() != text_width:
                document.setTextWidth(text_width)
            size = document.size()
            if shown > 0 and document.textWidth() != shown:
                document.setTextWidth(shown)
        finally:
            layout.blockSignals(was_blocked)
        height = math.ceil(size.height()) + margins.top() + margins.bottom()
        if size.width() > text_width + 1:  # a wide code block: room for its bar
            height += self.horizontalScrollBar().sizeHint().height()
        self._heights[width] = height
        return height

    def sizeHint(self) -> QSize:
        # Before its first resize a widget is 640 wide by default; asking for
        # that width would lay the text out once for nothing.
        resized = self.testAttribute(Qt.WidgetAttribute.WA_Resized)
        width = max(self.width(), 200) if resized else DEFAULT_WIDTH
        return QSize(width, self.heightForWidth(width))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._heights.clear()
        super().changeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        # heightForWidth lays the document out for whatever width a layout
        # asks about; what is painted must be laid out at the width shown, or
        # a long text is cut at the right and leaves a gap under it.
        shown = self.viewport().width()
        if self.document().textWidth() != shown:
            self.document().setTextWidth(shown)
        super().paintEvent(event)

    def minimumSizeHint(self) -> QSize:
        return QSize(50, 10)  # the real height comes from heightForWidth

    def wheelEvent(self, event: QWheelEvent) -> None:
        # The chat view scrolls up and down; this widget only sideways, along
        # a code block wider than the message (Shift+wheel, a sideways swipe).
        bar = self.horizontalScrollBar()
        sideways = event.angleDelta().x() != 0 or bool(
            event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        if sideways and bar.maximum() > 0:
            super().wheelEvent(event)
            return
        event.ignore()
