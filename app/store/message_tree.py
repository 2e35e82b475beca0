"""Reading and moving along a conversation's message tree (ChatStore's base).

Messages form a tree through parent_id; the thread on screen is the path
from the root to the conversation's tip. These reads and the one write that
moves the tip are kept here so that chats.py holds conversations and writes.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cached_property
from typing import Any

from app.store.connection import StoreConnection
from app.store.errors import NotFound
from app.store.guard import translate_errors
from app.store.image_files import ImageFiles, images_folder
from app.store.models import Message

_MAX_DEPTH = 1_000_000  # stops a walk if a damaged file ever held a parent loop


@translate_errors
class MessageTree(StoreConnection):
    @cached_property
    def _images(self) -> ImageFiles:
        """The messages' image files, in `images/` beside the database."""
        return ImageFiles(self.db, images_folder(self.path))

    def _messages(self, sql: str, params: Sequence[Any] = ()) -> list[Message]:
        """The messages `sql` selects (whole rows), each with its images."""
        rows = self._rows(sql, params)
        images = self._images.of(row["id"] for row in rows) if rows else {}
        return [Message.from_row(row, images.get(row["id"], ())) for row in rows]

    def get_message(self, message_id: int) -> Message:
        for message in self._messages("SELECT * FROM messages WHERE id = ?", [message_id]):
            return message
        raise NotFound(f"There is no message {message_id}.")

    def children(self, message_id: int) -> list[Message]:
        return self._messages("SELECT * FROM messages WHERE parent_id = ? ORDER BY id",
                              [message_id])

    def siblings(self, message_id: int) -> list[Message]:
        """The alternatives at this point of the tree, itself included, oldest first."""
        message = self.get_message(message_id)
        if message.parent_id is not None:
            return self.children(message.parent_id)
        sql = """SELECT * FROM messages WHERE conversation_id = ? AND parent_id IS NULL
                 ORDER BY id"""
        return self._messages(sql, [message.conversation_id])

    def path_to(self, message_id: int) -> list[Message]:
        """Root to `message_id`, inclusive."""
        # A scalar subquery per step: written as a join, SQLite 3.40 builds a
        # bloom filter over all of messages at every step (20 ms per 100k rows).
        sql = f"""WITH RECURSIVE up(id, depth) AS (
                     SELECT ?, 0
                     UNION ALL
                     SELECT (SELECT parent_id FROM messages WHERE id = up.id), up.depth + 1
                     FROM up WHERE up.id IS NOT NULL AND up.depth < {_MAX_DEPTH})
                 SELECT messages.* FROM up CROSS JOIN messages ON messages.id = up.id
                 ORDER BY up.depth DESC"""
        path = self._messages(sql, [message_id])
        if not path:
            raise NotFound(f"There is no message {message_id}.")
        return path

    def select_branch(self, message_id: int) -> list[Message]:
        """Show the branch through `message_id`: the tip moves to its deepest
        descendant, taking the newest child at each fork. Returns the thread."""
        sql = f"""WITH RECURSIVE down(id, depth) AS (
                     SELECT ?, 0
                     UNION ALL
                     SELECT (SELECT max(c.id) FROM messages c WHERE c.parent_id = down.id),
                            down.depth + 1
                     FROM down WHERE down.id IS NOT NULL AND down.depth < {_MAX_DEPTH})
                 SELECT id FROM down WHERE id IS NOT NULL ORDER BY depth DESC LIMIT 1"""
        message = self.get_message(message_id)
        leaf = self._rows(sql, [message_id])[0]["id"]
        self.db.execute("UPDATE conversations SET tip_message_id = ? WHERE id = ?",
                        [leaf, message.conversation_id])
        return self.path_to(leaf)
