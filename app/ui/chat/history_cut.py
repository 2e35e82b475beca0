"""Where the latest answer's prompt began: a divider above the first message
the model still read, when the oldest ones were left out to fit the context,
or a summary stood in for them (shown here, with Edit)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from app.domain import sent_indexes
from app.ui.locale_format import number
from app.ui.theme import SPACE, set_role

if TYPE_CHECKING:
    from app.store.models import StoredSummary
    from app.ui.services.thread_items import ShownMessage


class Cut(NamedTuple):
    first_kept: int
    """The id of the first message the latest answer's prompt kept."""
    messages: int
    tokens: int
    summarised: int
    """Of `messages`, those a summary stood in for."""


def history_cut(items: Sequence[ShownMessage]) -> Cut | None:
    """Where the latest answer's prompt began, or None when it had everything."""
    answers = [i for i, item in enumerate(items) if item.message.role == "assistant"]
    if not answers:
        return None
    usage = items[answers[-1]].message.usage
    if usage is None or usage.dropped_messages <= 0:
        return None
    before = [item.message for item in items[:answers[-1]]]
    sent = [before[i] for i in sent_indexes(before)]  # as app.domain.chat_messages sends
    if usage.dropped_messages >= len(sent):
        return None
    return Cut(sent[usage.dropped_messages].id, usage.dropped_messages, usage.dropped_tokens,
               min(usage.summarised_messages, usage.dropped_messages))


class HistoryCutDivider(QFrame):
    edit_requested = Signal(object)
    """(StoredSummary) — the user wants to change the summary."""

    def __init__(self) -> None:
        super().__init__()
        self.setAccessibleName(self.tr("History left out"))
        self.summary: StoredSummary | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(SPACE.m, SPACE.s, SPACE.m, SPACE.s)
        self.line = QLabel()
        self.line.setWordWrap(True)
        self.line.setAlignment(Qt.AlignmentFlag.AlignCenter)
        set_role(self.line, "muted")
        self.summary_text = QLabel()
        self.summary_text.setAccessibleName(self.tr("Summary of the earlier messages"))
        self.summary_text.setWordWrap(True)
        self.summary_text.setTextFormat(Qt.TextFormat.PlainText)
        self.summary_text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.edit_button = QPushButton(self.tr("Edit summary"))
        self.edit_button.setAccessibleName(self.tr("Edit summary"))
        self.edit_button.setToolTip(self.tr("Change what the model reads in place of the "
                                            "earlier messages"))
        self.edit_button.clicked.connect(self._edit)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.edit_button)
        self._box: QWidget = QWidget()
        box = QVBoxLayout(self._box)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.summary_text)
        box.addLayout(buttons)
        layout.addWidget(self.line)
        layout.addWidget(self._box)
        self.setVisible(False)

    def text(self) -> str:
        return self.line.text()

    def say(self, cut: Cut, summary: StoredSummary | None) -> None:
        """What was left out, and the summary that stood in for it, if one did."""
        shown = summary if cut.summarised > 0 else None
        self.summary = shown
        set_role(self, "card" if shown is not None else "")
        self._box.setVisible(shown is not None)
        if shown is None:
            self.line.setText(self.tr(
                "— Above this line: {messages} earlier messages ({tokens} tokens) were left "
                "out of the model's prompt so that the conversation fits its context. They "
                "are still saved here. —").format(messages=number(cut.messages),
                                                 tokens=number(cut.tokens)))
            return
        lead = self.tr("Above this line: the model read this summary in place of the "
                       "{messages} earlier messages (they are still saved here){edited}:"
                       ).format(messages=number(cut.summarised),
                                edited=self.tr(", as you edited it") if shown.edited else "")
        rest = cut.messages - cut.summarised
        if rest > 0:
            lead += " " + self.tr("{messages} more were left out without it.").format(
                messages=number(rest))
        self.line.setText(lead)
        self.summary_text.setText(shown.content)

    def _edit(self) -> None:
        if self.summary is not None:
            self.edit_requested.emit(self.summary)
