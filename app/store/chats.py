"""ChatStore: conversations and their message trees.

Messages form a tree through parent_id. Editing a user message or
regenerating an answer adds a sibling; nothing is ever overwritten. The
conversation's tip_message_id is the leaf of the branch on screen, and the
thread shown is the path from the root to it.

One ChatStore per thread: its connection stays in the thread that opened it
(sqlite3 enforces this). Other threads open their own; WAL lets readers run
while one writer streams.
"""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app.domain import (
    CONTEXT_POLICIES,
    THINKING_CHOICES,
    ContextPolicy,
    LoraSelection,
    SamplerConfig,
    ThinkingChoice,
    ToolCall,
    UsageStats,
)
from app.said import neutral_json
from app.store.answers import AnswerWriter
from app.store.db import Synchronous, default_path, open_database
from app.store.errors import NotFound, StoreError
from app.store.guard import translate_errors
from app.store.models import (
    Conversation,
    Message,
    Role,
    SearchHit,
    ToolResult,
    lora_to_json,
    sampler_to_json,
    tool_calls_to_json,
    tool_result_to_json,
    tools_to_json,
    usage_to_dict,
)
from app.store.search import (
    SearchOrder,
    check_text,
    escape_like,
    match_query,
    matching_conversations_sql,
    search_messages,
)
from app.store.summaries import ConversationSummaries

if TYPE_CHECKING:  # sqlite-utils loads on first open, not at import (startup time)
    from sqlite_utils import Database

    from app.images import ImageInput

TITLE_LENGTH = 60

_COUNTED = """SELECT c.*, (SELECT count(*) FROM messages m
              WHERE m.conversation_id = c.id) AS message_count"""
_CONVERSATION = f"{_COUNTED} FROM conversations c"
_LIST_ORDER = "ORDER BY c.pinned DESC, c.updated_at DESC, c.id DESC"


BIN_RETENTION_S = 30 * 24 * 3600


def _answer_limit(max_tokens: int) -> int:
    """A conversation's longest answer as stored: 0 (the app's) or more."""
    if max_tokens < 0:
        raise StoreError(f"The longest answer must be 0 (the app's setting) or more tokens "
                         f"(got {max_tokens}).")
    return max_tokens


def _policy(policy: str) -> str:
    if policy not in CONTEXT_POLICIES:
        raise StoreError(f"Unknown context policy {policy!r}; it is one of "
                         f"{', '.join(CONTEXT_POLICIES)}.")
    return policy


def _switch(thinking: str) -> str:
    if thinking not in THINKING_CHOICES:
        raise StoreError(f"Unknown thinking switch {thinking!r}; it is one of "
                         f"{', '.join(THINKING_CHOICES)}.")
    return thinking
"""A deleted conversation stays restorable this long."""

def title_from(content: str) -> str:
    """A conversation title from the first line of its first message."""
    line = next((ln.strip() for ln in content.splitlines() if ln.strip()), "")
    line = " ".join(line.split())
    return line if len(line) <= TITLE_LENGTH else line[: TITLE_LENGTH - 1].rstrip() + "…"


@translate_errors
class ChatStore(ConversationSummaries):
    def __init__(self, db: Database, path: Path, *, flush_interval: float = 1.0) -> None:
        super().__init__(db, path)
        self.flush_interval = flush_interval
        """Seconds between writes of a streaming answer."""

    @classmethod
    def open(
        cls,
        path: Path | str | None = None,
        *,
        flush_interval: float = 1.0,
        synchronous: Synchronous = "FULL",
        read_only: bool = False,
    ) -> ChatStore:
        """Open the database (data folder's lantern.db by default), migrating it.

        Raises NewerSchemaError, DatabaseCorrupt or NotALanternDatabase, all
        StoreError, without having modified the file. A file this user may not
        write (or read_only=True) opens read-only; see `read_only_reason`.
        """
        path = Path(path) if path is not None else default_path()
        db = open_database(path, synchronous=synchronous, read_only=read_only)
        store = cls(db, path, flush_interval=flush_interval)
        try:
            store.sweep_images()
        except BaseException:
            store.close()
            raise
        return store

    def sweep_images(self) -> int:
        """Delete image files no message uses any more (a crash between a
        file's write and its message's commit can leave one). Cheap: it looks
        only when the images table changed since the last sweep, and never
        on a store that only reads. Returns how many files went."""
        if self.read_only_reason is not None or not self._images.needs_sweep():
            return 0
        with self.transaction():
            return self._images.sweep() if self._images.needs_sweep() else 0


    def _changed(self, sql: str, params: Sequence[Any], missing: str) -> None:
        if self.db.execute(sql, params).rowcount == 0:
            raise NotFound(missing)

    # Conversations

    def create_conversation(  # noqa: PLR0913 - one keyword per setting column
        self,
        title: str = "",
        *,
        model: str = "",
        system_prompt: str = "",
        sampler: SamplerConfig | None = None,
        lora: LoraSelection = (),
        cache_prompt: bool = True,
        model_id: str = "",
        tools: tuple[str, ...] = (),
        max_tokens: int = 0,
        context_policy: ContextPolicy = "drop_oldest",
        thinking: ThinkingChoice = "default",
    ) -> Conversation:
        """A new, empty conversation. An empty title is filled from the first message."""
        now = time.time()
        cursor = self.db.execute(
            """INSERT INTO conversations (title, created_at, updated_at, model,
               system_prompt, sampler, lora, cache_prompt, model_id, tools, max_tokens,
               context_policy, thinking)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
            [title, now, now, model, system_prompt, sampler_to_json(sampler or SamplerConfig()),
             lora_to_json(lora), int(cache_prompt), model_id, tools_to_json(tools),
             _answer_limit(max_tokens), _policy(context_policy), _switch(thinking)],
        )
        return self.get_conversation(_rowid(cursor.lastrowid))

    def get_conversation(self, conversation_id: int) -> Conversation:
        for row in self._rows(f"{_CONVERSATION} WHERE c.id = ?", [conversation_id]):
            return Conversation.from_row(row)
        raise NotFound(f"There is no conversation {conversation_id}.")

    def list_conversations(
        self, limit: int = 50, offset: int = 0, search: str | None = None, *,
        deleted: bool = False,
    ) -> list[Conversation]:
        """Pinned first, then by last activity. `search` matches titles and
        message text; `deleted=True` lists the bin instead."""
        where = ["c.deleted_at IS NOT NULL" if deleted else "c.deleted_at IS NULL"]
        params: list[Any] = []
        search = check_text(search) if search else None
        match = match_query(search) if search else None
        if search and search.strip():
            clause = "c.title LIKE ? ESCAPE '\\'"
            params.append(f"%{escape_like(search.strip())}%")
            if match:
                clause += f" OR c.id IN ({matching_conversations_sql()})"
                params.append(match)
            where.append(f"({clause})")
        # Page first, count messages after: only for the rows returned.
        sql = (f"{_COUNTED} FROM (SELECT * FROM conversations c WHERE {' AND '.join(where)} "
               f"{_LIST_ORDER} LIMIT ? OFFSET ?) c {_LIST_ORDER}")
        return [Conversation.from_row(r) for r in self._rows(sql, [*params, limit, offset])]

    def rename(self, conversation_id: int, title: str) -> None:
        self._changed("UPDATE conversations SET title = ? WHERE id = ?",
                      [title, conversation_id], f"There is no conversation {conversation_id}.")

    def set_pinned(self, conversation_id: int, pinned: bool) -> None:
        self._changed("UPDATE conversations SET pinned = ? WHERE id = ?",
                      [int(pinned), conversation_id],
                      f"There is no conversation {conversation_id}.")

    def update_settings(  # noqa: PLR0913 - one keyword per setting column
        self,
        conversation_id: int,
        *,
        model: str | None = None,
        system_prompt: str | None = None,
        sampler: SamplerConfig | None = None,
        lora: LoraSelection | None = None,
        cache_prompt: bool | None = None,
        model_id: str | None = None,
        tools: tuple[str, ...] | None = None,
        max_tokens: int | None = None,
        context_policy: ContextPolicy | None = None,
        thinking: ThinkingChoice | None = None,
    ) -> Conversation:
        """Change the given settings (None leaves one as it is; lora=() clears;
        max_tokens=0 follows the app's setting again)."""
        values: dict[str, Any] = {
            "model": model,
            "model_id": model_id,
            "system_prompt": system_prompt,
            "sampler": sampler_to_json(sampler) if sampler is not None else None,
            "lora": lora_to_json(lora) if lora is not None else None,
            "cache_prompt": int(cache_prompt) if cache_prompt is not None else None,
            "tools": tools_to_json(tools) if tools is not None else None,
            "max_tokens": _answer_limit(max_tokens) if max_tokens is not None else None,
            "context_policy": _policy(context_policy) if context_policy is not None else None,
            "thinking": _switch(thinking) if thinking is not None else None,
        }
        changes = {k: v for k, v in values.items() if v is not None}
        if changes:
            assignments = ", ".join(f"{column} = ?" for column in changes)
            self._changed(f"UPDATE conversations SET {assignments} WHERE id = ?",
                          [*changes.values(), conversation_id],
                          f"There is no conversation {conversation_id}.")
        return self.get_conversation(conversation_id)

    def delete_conversation(self, conversation_id: int) -> None:
        """Move to the bin: hidden from lists and search, undone by restore."""
        self._changed("UPDATE conversations SET deleted_at = ? WHERE id = ?",
                      [time.time(), conversation_id],
                      f"There is no conversation {conversation_id}.")

    def restore_conversation(self, conversation_id: int) -> None:
        self._changed("UPDATE conversations SET deleted_at = NULL WHERE id = ?",
                      [conversation_id], f"There is no conversation {conversation_id}.")

    def empty_bin(self, now: float | None = None) -> int:
        """Really delete what has been in the bin longer than BIN_RETENTION_S
        (the window does it at every start). Returns how many."""
        return self.purge_deleted((time.time() if now is None else now) - BIN_RETENTION_S)

    def purge_deleted(self, older_than: float | None = None) -> int:
        """Really delete binned conversations (binned before `older_than`, a
        Unix time, if given) with all their messages. Returns how many."""
        cutoff = time.time() if older_than is None else older_than
        where = "deleted_at IS NOT NULL AND deleted_at <= ?"
        with self.transaction():
            shas = self._images.shas_of_conversations(where, [cutoff])
            cursor = self.db.execute(f"DELETE FROM conversations WHERE {where}", [cutoff])
        self._delete_unused_images(shas)
        return int(cursor.rowcount)

    def _delete_unused_images(self, shas: set[str]) -> None:
        """After a delete committed: the files of these images that no other
        message uses. Inside someone's larger transaction the rows could still
        come back (a rollback), so the files wait for the next sweep."""
        if shas and not self.db.conn.in_transaction:
            with self.transaction():
                self._images.delete_unused(shas)

    def _touch(self, conversation_id: int, tip: int, now: float) -> None:
        self.db.execute(
            "UPDATE conversations SET tip_message_id = ?, updated_at = ? WHERE id = ?",
            [tip, now, conversation_id])

    # Messages

    def messages(self, conversation_id: int) -> list[Message]:
        """Every message of the conversation, all branches, oldest first."""
        return self._messages("SELECT * FROM messages WHERE conversation_id = ? ORDER BY id",
                              [conversation_id])

    def insert_message(  # noqa: PLR0913 - one keyword per column: import writes whole rows
        self,
        conversation_id: int,
        role: Role,
        content: str,
        *,
        parent_id: int | None,
        created_at: float | None = None,
        updated_at: float | None = None,
        complete: bool = True,
        finish_reason: str | None = None,
        model: str | None = None,
        sampler: SamplerConfig | None = None,
        lora: LoraSelection | None = None,
        usage: UsageStats | None = None,
        error: str | None = None,
        tool_calls: tuple[ToolCall, ...] = (),
        tool_result: ToolResult | None = None,
        reasoning: str = "",
        images: Sequence[ImageInput] = (),
    ) -> int:
        """Low level (import, tools): add one row (and its images' files and
        rows), leave the tip alone."""
        created = time.time() if created_at is None else created_at
        # One transaction with the images: their files are written under the
        # write lock (app.store.image_files), and no message commits without them.
        with self.transaction():
            cursor = self.db.execute(
                """INSERT INTO messages (conversation_id, parent_id, role, content, created_at,
                   updated_at, complete, finish_reason, model, sampler, lora, usage, error,
                   error_said, tool_calls, tool_result, reasoning)
                   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
                [conversation_id, parent_id, role, content, created,
                 created if updated_at is None else updated_at, int(complete), finish_reason,
                 model, sampler_to_json(sampler) if sampler is not None else None,
                 lora_to_json(lora) if lora is not None else None,
                 json.dumps(usage_to_dict(usage)) if usage is not None else None, error,
                 neutral_json(error), tool_calls_to_json(tool_calls),
                 tool_result_to_json(tool_result), reasoning],
            )
            message_id = _rowid(cursor.lastrowid)
            self._images.attach(message_id, images)
        return message_id

    def _parent_in(self, conversation_id: int, parent_id: int | None) -> int | None:
        if parent_id is not None and self.get_message(parent_id).conversation_id != conversation_id:
            raise StoreError(
                f"Message {parent_id} belongs to another conversation than {conversation_id}.")
        return parent_id

    def add_user_message(
        self, conversation_id: int, content: str, parent_id: int | None = None, *,
        images: Sequence[ImageInput] = (),
    ) -> Message:
        """The user's message, after `parent_id` or else after the current tip.

        `images` (each from app.images.read_image, so already checked and
        bounded) are attached in order: stored as files named by their hash
        beside the database, and back as the message's `.images`.
        Committed before this returns, so it survives whatever happens next.
        """
        with self.transaction():
            conversation = self.get_conversation(conversation_id)
            parent = (conversation.tip_message_id if parent_id is None
                      else self._parent_in(conversation_id, parent_id))
            now = time.time()
            message_id = self.insert_message(conversation_id, "user", content,
                                             parent_id=parent, created_at=now, images=images)
            self._touch(conversation_id, message_id, now)
            if not conversation.title.strip():
                self.rename(conversation_id, title_from(content))
        return self.get_message(message_id)

    def edit_user_message(self, message_id: int, content: str,
                          images: Sequence[ImageInput] | None = None) -> Message:
        """A new sibling of the user's message with the new text; becomes the tip.
        The original and everything after it stay, one branch over.

        The new message keeps the original's images (the same files), unless
        `images` gives others (`()` removes them)."""
        with self.transaction():
            original = self.get_message(message_id)
            if original.role != "user":
                raise StoreError("Only your own messages can be edited; "
                                 "regenerate an answer instead.")
            now = time.time()
            new_id = self.insert_message(original.conversation_id, "user", content,
                                         parent_id=original.parent_id, created_at=now,
                                         images=images or ())
            if images is None:
                self._images.copy(message_id, new_id)
            self._touch(original.conversation_id, new_id, now)
        return self.get_message(new_id)

    def add_tool_result(self, answer_id: int, result: ToolResult, text: str) -> Message:
        """A tool's result, after the answer that called it (or after the
        previous result of the same round); becomes the tip. Committed at once."""
        with self.transaction():
            tip_parent = self.get_message(answer_id)
            if tip_parent.role not in ("assistant", "tool"):
                raise StoreError(f"Message {answer_id} is not an answer or a tool result.")
            now = time.time()
            message_id = self.insert_message(
                tip_parent.conversation_id, "tool", text, parent_id=answer_id,
                created_at=now, tool_result=result)
            self._touch(tip_parent.conversation_id, message_id, now)
        return self.get_message(message_id)

    # Answers

    def begin_answer(
        self,
        conversation_id: int,
        parent_id: int | None = None,
        *,
        model: str | None = None,
        sampler: SamplerConfig | None = None,
        lora: LoraSelection | None = None,
    ) -> AnswerWriter:
        """Start saving an answer to `parent_id` (default: the tip).

        model, sampler and lora default to the conversation's settings; pass
        what the request really used. The empty answer row is committed,
        marked incomplete, and becomes the tip.
        """
        with self.transaction():
            conversation = self.get_conversation(conversation_id)
            parent = (conversation.tip_message_id if parent_id is None
                      else self._parent_in(conversation_id, parent_id))
            return self._begin(conversation, parent, model, sampler, lora)

    def regenerate(
        self,
        answer_id: int,
        *,
        model: str | None = None,
        sampler: SamplerConfig | None = None,
        lora: LoraSelection | None = None,
    ) -> AnswerWriter:
        """A new answer beside `answer_id` (same parent); the old one stays."""
        with self.transaction():
            old = self.get_message(answer_id)
            if old.role != "assistant":
                raise StoreError(f"Message {answer_id} is not an answer; only answers "
                                 "can be regenerated.")
            conversation = self.get_conversation(old.conversation_id)
            return self._begin(conversation, old.parent_id, model, sampler, lora)

    def _begin(self, conversation: Conversation, parent: int | None, model: str | None,
               sampler: SamplerConfig | None, lora: LoraSelection | None) -> AnswerWriter:
        now = time.time()
        message_id = self.insert_message(
            conversation.id, "assistant", "", parent_id=parent, created_at=now,
            complete=False, model=conversation.model if model is None else model,
            sampler=conversation.sampler if sampler is None else sampler,
            lora=conversation.lora if lora is None else lora)
        self._touch(conversation.id, message_id, now)
        return self._writer(message_id)

    def resume_answer(self, answer_id: int) -> AnswerWriter:
        """Continue a stopped or interrupted answer: text appended goes after
        what it has; it is incomplete again until finished, and the tip."""
        with self.transaction():
            answer = self.get_message(answer_id)
            if answer.role != "assistant":
                raise StoreError(f"Message {answer_id} is not an answer.")
            now = time.time()
            self.db.execute(
                """UPDATE messages SET complete = 0, finish_reason = NULL, error = NULL,
                   error_said = NULL, updated_at = ? WHERE id = ?""", [now, answer_id])
            self._touch(answer.conversation_id, answer_id, now)
        return self._writer(answer_id)

    def _writer(self, message_id: int) -> AnswerWriter:
        return AnswerWriter(self, self.get_message(message_id),
                            flush_interval=self.flush_interval)

    # Branches

    def thread(self, conversation_id: int) -> list[Message]:
        """The branch on screen: root to the conversation's tip."""
        tip = self.get_conversation(conversation_id).tip_message_id
        return [] if tip is None else self.path_to(tip)

    # Search and maintenance

    def search(
        self, text: str, *, order: SearchOrder = "recent", limit: int = 50, offset: int = 0,
        markers: tuple[str, str] = ("[", "]"),
    ) -> list[SearchHit]:
        """Messages matching every word of `text`; see app.store.search."""
        return search_messages(self.db, text, order=order, limit=limit, offset=offset,
                               markers=markers)

    def data_version(self) -> int:
        """Moves whenever another connection commits (SQLite's own counter;
        this connection's writes do not move it)."""
        return int(self.db.execute("PRAGMA data_version").fetchone()[0])

    def conversations_signature(self) -> tuple[object, ...]:
        """What the conversation list and an open conversation show changes
        one of these: a new message moves updated_at and the tip, a rename
        the titles' length (or updated_at), a delete deleted_at."""
        return tuple(self.db.execute(
            "SELECT COUNT(*), MAX(updated_at), SUM(pinned), SUM(LENGTH(title)), "
            "COUNT(deleted_at), SUM(tip_message_id) FROM conversations").fetchone())

    def check_integrity(self) -> list[str]:
        """SQLite's integrity check; ["ok"] when the file is sound. Slow on big files."""
        return [row[0] for row in self.db.execute("PRAGMA integrity_check").fetchall()]


def _rowid(value: int | None) -> int:
    if value is None:  # only possible if the INSERT inserted nothing
        raise StoreError("The database did not return the id of a new row.")
    return value
