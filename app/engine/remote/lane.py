"""RemoteLane: one remote engine's own thread.

A remote engine's requests run on its lane, one after another, never on the
local model's thread: a slow server then stalls only its own conversations,
not local chats or the query embeddings of document search. The lane
connects on first use (the probe, the key read from the keyring, in the
lane's thread), and a connection that failed is tried again for the next
request.
"""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Callable
from concurrent.futures import Future
from typing import TYPE_CHECKING, TypeVar

from app.engine.errors import EngineError
from app.engine.requests import Request

if TYPE_CHECKING:
    from app.engine.remote.engine import RemoteEngine

log = logging.getLogger("lantern.engine.remote")
T = TypeVar("T")
_Job = Callable[[], None]


class RemoteLane:
    def __init__(self, name: str, connect: Callable[[], RemoteEngine]) -> None:
        self._connect = connect
        self._engine: RemoteEngine | None = None
        self._jobs: queue.SimpleQueue[_Job | None] = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._main, name=f"lantern-remote-{name}",
                                        daemon=True)
        self._thread.start()

    def submit(self, request: Request) -> None:
        """Queue a request; its reply settles in the lane's thread."""
        self._jobs.put(lambda: self._run(request))

    def call(self, fn: Callable[[RemoteEngine], T]) -> Future[T]:
        """fn(engine) in the lane's thread (the engine's chat template, say)."""
        future: Future[T] = Future()

        def job() -> None:
            try:
                future.set_result(fn(self._connected()))
            except BaseException as exc:
                future.set_exception(exc)
        self._jobs.put(job)
        return future

    def close(self) -> None:
        """Finish what was queued, then disconnect; returns at once."""
        self._jobs.put(None)

    def join(self, timeout_s: float) -> None:
        self._thread.join(timeout_s)

    # -- the lane's thread -------------------------------------------------

    def _main(self) -> None:
        while (job := self._jobs.get()) is not None:
            job()
        if self._engine is not None:
            self._engine.close()

    def _connected(self) -> RemoteEngine:
        if self._engine is None:
            self._engine = self._connect()
        return self._engine

    def _run(self, request: Request) -> None:
        try:
            engine = self._connected()
        except EngineError as exc:
            if request.reply.set_running_or_notify_cancel():
                request.reply.set_exception(exc)
            return
        except Exception as exc:  # a bug fails this request, never the lane
            log.exception("connecting for request %s failed", request.id)
            if request.reply.set_running_or_notify_cancel():
                request.reply.set_exception(EngineError(f"Unexpected error: {exc}"))
            return
        engine.run(request)



