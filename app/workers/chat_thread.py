"""ChatThread: the conversation database on a thread of its own.

As with the document store (IndexingWorker), one JobThread opens the
ChatStore, runs every read and write posted to it in order, and closes it:
the GUI thread never waits for SQLite (no fsync while an answer streams, no
full-text search while the list refreshes). Callers post functions of the
store and get `concurrent.futures.Future`s; GUI code awaits them through
qasync. Jobs run in the order posted, so a write posted before a read is
seen by it.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from app.workers.job_thread import JobThread

if TYPE_CHECKING:  # the database code loads after the first paint
    from app.store.chats import ChatStore

T = TypeVar("T")
WORK, STOP = 0, 1
"""At shutdown every job already posted (an answer's last write) still runs."""


class ChatThread:
    def __init__(self, path: Path | str | None = None, *, flush_interval: float = 1.0) -> None:
        self.path = path
        """Where the database is; may be given at start() instead."""
        self._flush_interval = flush_interval
        self._store: ChatStore | None = None
        self._thread = JobThread("lantern-chats", setup=self._open, teardown=self._close)

    def start(self, path: Path | str | None = None) -> None:
        """Open the database in the thread; jobs posted before now run after."""
        if path is not None:
            self.path = path
        self._thread.start()

    def is_running(self) -> bool:
        return self._thread.isRunning()

    def call(self, fn: Callable[[ChatStore], T]) -> Future[T]:
        """Run fn(store) in the thread; its result or error settles the future."""
        return self._thread.post(lambda: fn(self._opened()), WORK)

    def reopen(self) -> Future[None]:
        """Close the database and open it again, in turn with the other jobs:
        one opened for reading only on a full disk opens for writing once
        there is room (app.ui.disk_full)."""
        return self._thread.post(self._reopen, WORK)

    def _reopen(self) -> None:
        self._close()
        self._open()

    def shutdown(self, timeout_ms: int = 10_000) -> bool:
        """Run what is queued, close the database, join. True when it ended."""
        return self._thread.stop(STOP, timeout_ms)

    def _open(self) -> None:
        assert self.path is not None, "start(path) names the database"
        from app.store.chats import ChatStore  # sqlite3 and the migrations: in this thread

        self._store = ChatStore.open(self.path, flush_interval=self._flush_interval)

    def _close(self) -> None:
        if self._store is not None:
            self._store.close()
            self._store = None

    def _opened(self) -> ChatStore:
        assert self._store is not None, "used before the thread opened the store"
        return self._store
