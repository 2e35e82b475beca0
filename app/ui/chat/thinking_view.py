"""A reasoning model's thinking above its answer: a "Thinking…" section that
streams live and folds when the answer starts; never part of Copy."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QToolButton, QVBoxLayout

from app.ui.theme import set_role


class ThinkingView(QFrame):
    def __init__(self) -> None:
        super().__init__()
        self.setAccessibleName(self.tr("Thinking"))
        self.toggle = QToolButton()
        self.toggle.setCheckable(True)
        self.toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toggle.setAccessibleName(self.tr("Show or hide the thinking"))
        set_role(self.toggle, "link")
        self.text = QLabel()
        self.text.setAccessibleName(self.tr("Thinking text"))
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)  # the model's notes, as written
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        set_role(self.text, "muted")
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.toggle, 0, Qt.AlignmentFlag.AlignLeft)
        column.addWidget(self.text)
        self.toggle.toggled.connect(self._show)
        self.streaming = False
        self._show(False)

    @property
    def expanded(self) -> bool:
        return self.toggle.isChecked()

    def begin(self) -> None:
        """Thinking arrives: shown open, growing."""
        self.streaming = True
        self.toggle.setChecked(True)
        self._label()

    def append(self, text: str) -> None:
        self.text.setText(self.text.text() + text)

    def fold(self) -> None:
        """The answer starts (or the stream ended): the thinking folds away."""
        self.streaming = False
        self.toggle.setChecked(False)
        self._label()

    def set_thought(self, text: str) -> None:
        """A saved answer's thinking: folded."""
        self.text.setText(text)
        self.fold()

    def _show(self, shown: bool) -> None:
        self.text.setVisible(shown)
        self.toggle.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)

    def _label(self) -> None:
        self.toggle.setText(self.tr("Thinking…") if self.streaming else self.tr("Thinking"))
