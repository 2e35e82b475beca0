"""Summaries of a conversation's oldest turns (the "summarise" context policy).

The model writes a summary when the history outgrows the context; it is
stored here, shown at the divider, and the user may edit it. Rows are only
added, never changed: an edit or a longer summary (more turns folded in) is
a new row, and the newest row whose last covered message lies on the
branch on screen is the one that is used. A summary covers the path from
the conversation's root through `through_message_id`; the messages stay
as they are.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from app.said import QT_TRANSLATE_NOOP
from app.store.errors import NotFound, StoreError
from app.store.guard import translate_errors
from app.store.message_tree import MessageTree
from app.store.models import Message, StoredSummary


@translate_errors
class ConversationSummaries(MessageTree):
    def add_summary(self, conversation_id: int, through_message_id: int, content: str, *,
                    edited: bool = False, model: str = "") -> StoredSummary:
        """A summary of the thread from its root through that message."""
        if not content.strip():
            raise StoreError(QT_TRANSLATE_NOOP(
                "Store", "A summary cannot be empty: write what the earlier messages said, or "
                "keep the summary as it was."))
        with self.transaction():
            through = self.get_message(through_message_id)
            if through.conversation_id != conversation_id:
                raise StoreError(f"Message {through_message_id} belongs to another "
                                 f"conversation than {conversation_id}.")
            cursor = self.db.execute(
                """INSERT INTO summaries (conversation_id, through_message_id, content,
                   edited, model, created_at) VALUES (?, ?, ?, ?, ?, ?)""",
                [conversation_id, through_message_id, content.strip(), int(edited), model,
                 time.time()])
        if cursor.lastrowid is None:
            raise StoreError("The database did not return the id of a new summary.")
        return self.get_summary(cursor.lastrowid)

    def get_summary(self, summary_id: int) -> StoredSummary:
        for row in self._rows("SELECT * FROM summaries WHERE id = ?", [summary_id]):
            return StoredSummary.from_row(row)
        raise NotFound(f"There is no summary {summary_id}.")

    def summaries(self, conversation_id: int) -> list[StoredSummary]:
        """Every summary of a conversation, oldest first."""
        sql = "SELECT * FROM summaries WHERE conversation_id = ? ORDER BY id"
        return [StoredSummary.from_row(r) for r in self._rows(sql, [conversation_id])]

    def summary_on(self, path: Sequence[Message]) -> StoredSummary | None:
        """The summary that applies to this thread: the newest whose last
        covered message is on it (an edit of an earlier message starts a
        branch that no summary covers yet)."""
        if not path:
            return None
        on_path = {m.id for m in path}
        sql = "SELECT * FROM summaries WHERE conversation_id = ? ORDER BY id DESC"
        for row in self._rows(sql, [path[-1].conversation_id]):
            if row["through_message_id"] in on_path:
                return StoredSummary.from_row(row)
        return None
