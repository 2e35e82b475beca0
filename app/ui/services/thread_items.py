"""What the chat view shows for one message of the thread. No Qt."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from app.store import Message

if TYPE_CHECKING:  # the database code loads after the first paint
    from app.store.chats import ChatStore


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


def shown_thread(store: ChatStore, conversation_id: int) -> list[ShownMessage]:
    """The conversation's current branch as the view shows it (in the chats thread)."""
    thread = store.thread(conversation_id)
    shown: list[ShownMessage] = []
    for index, message in enumerate(thread):
        siblings = [s.id for s in store.siblings(message.id)]
        shown.append(ShownMessage(message, siblings.index(message.id), len(siblings),
                                  is_last=index == len(thread) - 1))
    return shown
