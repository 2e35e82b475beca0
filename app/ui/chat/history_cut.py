"""Where the latest answer's prompt began: a divider above the first message
the model still read, when the oldest ones were left out to fit the context."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel

from app.store import Message
from app.ui.services.thread_items import ShownMessage
from app.ui.theme import set_role


def _sent(message: Message) -> bool:
    """As app.domain.chat_messages sends a thread: empty answers are left out."""
    return message.role in ("user", "tool") or (
        message.role == "assistant" and bool(message.content or message.tool_calls))


def history_cut(items: Sequence[ShownMessage]) -> tuple[int, int, int] | None:
    """(id of the first message the latest answer's prompt kept, messages and
    tokens left out), or None when nothing was left out."""
    answers = [i for i, item in enumerate(items) if item.message.role == "assistant"]
    if not answers:
        return None
    usage = items[answers[-1]].message.usage
    if usage is None or usage.dropped_messages <= 0:
        return None
    sent = [item for item in items[:answers[-1]] if _sent(item.message)]
    if usage.dropped_messages >= len(sent):
        return None
    return sent[usage.dropped_messages].id, usage.dropped_messages, usage.dropped_tokens


class HistoryCutDivider(QLabel):
    def __init__(self) -> None:
        super().__init__()
        self.setAccessibleName(QCoreApplication.translate("HistoryCutDivider", "History left out"))
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        set_role(self, "muted")
        self.setVisible(False)

    def say(self, messages: int, tokens: int) -> None:
        self.setText(f"— Above this line: {messages} earlier messages ({tokens} tokens) were "
                     "left out of the model's prompt so that the conversation fits its "
                     "context. They are still saved here. —")
