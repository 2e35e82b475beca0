"""Saving an answer while it streams.

Text is buffered in memory and written at most once per `flush_interval`
(default one second), and at least that often while text keeps arriving, so
a crash loses at most the last second of an answer. Each write is one UPDATE
committed on its own; the row exists, empty and marked incomplete, from the
moment the answer begins. Nothing here starts a thread or a timer: a caller
whose stream can stall calls `maybe_flush()` from its own timer.

Ending an answer:
- `finish(usage)`: "stop" or "length" marks it complete; "cancelled" (the
  user pressed stop) keeps it incomplete with finish_reason "cancelled", so
  the UI can show it as stopped and offer to continue (`resume_answer`);
  "interrupted" (a remote engine's stream broke) keeps it incomplete too;
- `fail(message)`: the engine failed; incomplete, finish_reason "error";
- neither (crash, or a writer dropped unfinished): incomplete with no
  finish_reason, shown as interrupted.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Callable
from types import TracebackType
from typing import TYPE_CHECKING

from app.domain import ToolCall, UsageStats
from app.said import neutral_json
from app.store.errors import StoreError
from app.store.guard import raise_translated, translate_errors
from app.store.models import Message, tool_calls_to_json, usage_to_dict

if TYPE_CHECKING:
    from app.store.chats import ChatStore


@translate_errors
class AnswerWriter:
    def __init__(
        self,
        store: ChatStore,
        message: Message,
        *,
        flush_interval: float = 1.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._store = store
        self.path = store.path
        self.read_only_reason = store.read_only_reason
        self.message_id = message.id
        self.conversation_id = message.conversation_id
        self._saved = message.content
        self._pending: list[str] = []
        self._interval = flush_interval
        self._clock = clock
        self._last_flush = clock()
        self._closed = False
        self.flushes = 0
        """How many writes this answer took (for benchmarks and tests)."""

    @property
    def text(self) -> str:
        """Everything appended so far, saved or not."""
        return self._saved + "".join(self._pending)

    def append(self, piece: str) -> None:
        """Add decoded text; writes to the database when a flush is due."""
        if self._closed:
            raise StoreError("This answer was already finished; start a new one to add text.")
        if piece:
            self._pending.append(piece)
            self.maybe_flush()

    def maybe_flush(self) -> bool:
        """Write buffered text if the interval has passed; True if it wrote."""
        if not self._pending or self._clock() - self._last_flush < self._interval:
            return False
        try:
            self.flush()
        except StoreError:
            # Another writer held the lock past the busy timeout. The text is
            # still buffered and the next flush retries; the stream goes on.
            return False
        return True

    def flush(self) -> None:
        """Write buffered text now."""
        if not self._pending:
            return
        text = self.text
        self._write("UPDATE messages SET content = ?, updated_at = ? WHERE id = ?",
                    [text, time.time(), self.message_id])
        self._saved = text
        self._pending.clear()
        self._last_flush = self._clock()
        self.flushes += 1

    def finish(self, usage: UsageStats, tool_calls: tuple[ToolCall, ...] = (),
               reasoning: str | None = None, note: str | None = None) -> Message:
        """The stream ended; see the module docstring for what is marked how.
        An answer that called tools ("tool_calls") is complete and keeps its
        calls; their results follow it as 'tool' messages. `reasoning` is the
        model's thinking, saved apart from the text (None keeps what was saved:
        a stopped or continued answer keeps its thinking). `note` says why an
        incomplete answer ended (saved as its error: Lantern was closed)."""
        complete = usage.finish_reason in ("stop", "length", "tool_calls")
        return self._close(complete=complete, finish_reason=usage.finish_reason,
                           usage=usage, error=note, tool_calls=tool_calls,
                           reasoning=reasoning)

    def fail(self, error: str, usage: UsageStats | None = None) -> Message:
        """The engine failed mid-answer: keep the text, record the reason. A
        sentence of Lantern's (an app.said.Said: pass `app.said.stored(exc)`,
        never a translation) is also kept without its language."""
        return self._close(complete=False, finish_reason="error", usage=usage, error=error)

    def _close(self, *, complete: bool, finish_reason: str, usage: UsageStats | None,
               error: str | None, tool_calls: tuple[ToolCall, ...] = (),
               reasoning: str | None = None) -> Message:
        if self._closed:
            raise StoreError("This answer was already finished.")
        now = time.time()
        usage_json = json.dumps(usage_to_dict(usage)) if usage is not None else None
        with self._store.transaction():
            self._write(
                """UPDATE messages SET content = ?, updated_at = ?, complete = ?,
                   finish_reason = ?, usage = ?, error = ?, error_said = ?, tool_calls = ?,
                   reasoning = COALESCE(?, reasoning) WHERE id = ?""",
                [self.text, now, int(complete), finish_reason, usage_json, error,
                 neutral_json(error), tool_calls_to_json(tool_calls), reasoning,
                 self.message_id],
            )
            self._write("UPDATE conversations SET updated_at = ? WHERE id = ?",
                        [now, self.conversation_id])
        self._saved = self.text
        self._pending.clear()
        self._closed = True
        return self._store.get_message(self.message_id)

    def _write(self, sql: str, params: list[object]) -> None:
        try:
            self._store.db.execute(sql, params)
        except sqlite3.Error as exc:
            raise_translated(self.path, exc, self.read_only_reason)
            raise StoreError(f"Could not save the answer: {exc}") from exc

    def __enter__(self) -> AnswerWriter:
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        if self._closed:
            return
        try:
            if exc is None:
                self.flush()  # left unfinished on purpose: stays incomplete
            else:
                self.fail(f"{type(exc).__name__}: {exc}")
        except (StoreError, sqlite3.Error):
            pass  # the original exception is the one worth reporting
