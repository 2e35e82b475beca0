"""A one-line label, and a drop-down list, that never widen their window:
text longer than the room it gets is shown with an ellipsis, and the whole
text is the tooltip."""

from __future__ import annotations

import math

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QSizePolicy,
    QStyle,
    QStyleOption,
    QStyleOptionComboBox,
    QStylePainter,
    QWidget,
)

MIN_CHARS = 6
"""The narrowest an elided label goes, in average character widths."""


class ElidedLabel(QLabel):
    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(False)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    def setText(self, text: str) -> None:
        super().setText(text)
        self.setToolTip(text if text else "")

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(self.fontMetrics().averageCharWidth() * MIN_CHARS, hint.height())

    def sizeHint(self) -> QSize:
        """Room for the whole text: its width rounded up, as elidedText
        measures it (the whole-pixel advance rounds 141.3 px down to 141, and
        "SmolLM2 135M Instruct" then lost its last letter), plus the margins."""
        hint = super().sizeHint()
        margins = self.contentsMargins()
        whole = math.ceil(QFontMetricsF(self.font()).horizontalAdvance(self.text()))
        return QSize(whole + margins.left() + margins.right() + 2 * self.margin(),
                     hint.height())

    def is_elided(self) -> bool:
        width = QFontMetricsF(self.font()).horizontalAdvance(self.text())
        return width > self.contentsRect().width()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        option = QStyleOption()
        option.initFrom(self)
        self.style().drawPrimitive(QStyle.PrimitiveElement.PE_Widget, option, painter, self)
        rect = self.contentsRect()
        text = self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight,
                                             rect.width())
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(rect, int(self.alignment() | Qt.AlignmentFlag.AlignVCenter), text)


class ElidedComboBox(QComboBox):
    """A drop-down list whose chosen text, when longer than its room, ends in
    an ellipsis instead of being cut mid-letter; the whole text is its
    tooltip, and the open list shows every choice whole."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.currentTextChanged.connect(self.setToolTip)

    def shown_text(self) -> str:
        """The chosen text as painted: elided to the field the style leaves it."""
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        field = self.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                            QStyle.SubControl.SC_ComboBoxEditField, self)
        return self.fontMetrics().elidedText(option.currentText, Qt.TextElideMode.ElideRight,
                                             field.width())

    def paintEvent(self, event: QPaintEvent) -> None:
        # QComboBox's own painting, with the label's text elided.
        painter = QStylePainter(self)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        option.currentText = self.shown_text()
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)
