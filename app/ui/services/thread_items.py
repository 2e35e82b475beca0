"""What the chat view shows for one message of the thread. No Qt."""

from __future__ import annotations

from dataclasses import dataclass

from app.store import Message


@dataclass(frozen=True)
class ShownMessage:
    message: Message
    branch_index: int
    """0-based position among its siblings (alternatives from edit/regenerate)."""
    branch_count: int
    is_last: bool
    """The last message of the thread: its answer can be regenerated or continued."""

    @property
    def id(self) -> int:
        return self.message.id
