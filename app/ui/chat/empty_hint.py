"""The empty chat's hint: how to start, in the middle of the empty view.

It lies over the view instead of in the scrolled column: in the column it
made the empty thread taller than a short view (150 % on 1366 x 768, under
the first-run notice), which then scrolled to its bottom and cut the hint's
first line off. Over the view it never scrolls; where the view is too short
to show it whole it shows its first line only (how to start), and where
not even that fits it steps aside (the composer's own placeholder says how
to send): never shown cut.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, Qt
from PySide6.QtWidgets import QLabel, QWidget

from app.ui.theme import set_role

MARGIN = 8
"""Room kept around the hint inside the view, at the least, each side."""
MAX_WIDTH = 680
"""Wider, a two-line hint becomes one long line across a wide window."""


class EmptyHint(QLabel):
    _area: QRect | None = None
    """Where it was last placed: placed again there when its font changes."""

    def __init__(self, text: str, parent: QWidget) -> None:
        super().__init__(text, parent)
        self._choices = list(dict.fromkeys((text, text.split("\n")[0])))
        """The whole hint, then its first line: the longest that fits shows."""
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        set_role(self, "muted")
        self.wanted = True
        """The thread is empty: the hint belongs on screen if it fits."""

    def place(self, area: QRect) -> None:
        """Centred in `area` (the view's visible part): the whole hint, else
        its first line, else hidden, whichever shows whole."""
        self._area = QRect(area)
        width = self._width_in(area.width())
        for text in self._choices:
            height = self._height(text, width)
            if height + 2 * MARGIN <= area.height():
                self.setText(text)
                self.setGeometry(area.x() + (area.width() - width) // 2,
                                 area.y() + (area.height() - height) // 2, width, height)
                self.setVisible(self.wanted)
                if self.wanted:
                    self.raise_()
                return
        self.setVisible(False)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        # A larger text size (Settings, Appearance) needs more lines: laid out
        # again, or it would be cut in its old height.
        if event.type() == QEvent.Type.FontChange and self._area is not None:
            self.place(self._area)

    def _height(self, text: str, width: int) -> int:
        self.ensurePolished()  # the theme's font size, before it is first shown
        if self.text() != text:
            self.setText(text)
        return self.heightForWidth(width)

    @staticmethod
    def _width_in(width: int) -> int:
        return max(1, min(MAX_WIDTH, width - 2 * MARGIN))
