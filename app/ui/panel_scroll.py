"""A side panel's scroll area (the conversation panel, the documents panel):
it scrolls up and down, never sideways, and is as narrow as the panel's
words allow (buttons whole), never under PANEL_MIN_WIDTH."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QScrollArea

from app.ui.theme import PANEL_MIN_WIDTH


class PanelScroll(QScrollArea):
    def minimumSizeHint(self) -> QSize:
        content = self.widget()
        inner = content.minimumSizeHint().width() if content is not None else 0
        bar = self.verticalScrollBar().sizeHint().width()
        return QSize(max(PANEL_MIN_WIDTH, inner + bar + 2 * self.frameWidth()),
                     super().minimumSizeHint().height())
