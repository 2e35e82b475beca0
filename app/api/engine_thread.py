"""EngineThread: the headless owner of the engine, without Qt.

`lantern serve` needs what the window's InferenceWorker gives (one thread
that owns the model for its whole life, requests in priority order, cancel
flags) but no Qt event loop; this is that, on a plain thread.
"""

from __future__ import annotations

import itertools
import logging
import queue
import threading
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import Any, Protocol

from app.engine.errors import EngineError
from app.engine.requests import Request

log = logging.getLogger("lantern.api")
INTERACTIVE, BACKGROUND, STOP = 0, 1, -1


class Engine(Protocol):
    def run(self, request: Request) -> None: ...
    def close(self) -> None: ...


@dataclass(order=True)
class _Job:
    priority: int
    seq: int
    request: Request | None = field(compare=False)


class EngineThread:
    """Loads the engine on its own thread, then runs requests there in order."""

    def __init__(self, load: Callable[[], Engine]) -> None:
        self._load = load
        self._jobs: queue.PriorityQueue[_Job] = queue.PriorityQueue()
        self._seq = itertools.count()
        self._current: Request | None = None
        self._lock = threading.Lock()
        self.loaded: Future[Engine] = Future()
        self._thread = threading.Thread(target=self._main, name="lantern-engine", daemon=True)

    def start(self) -> Engine:
        """Start the thread and wait for the model; raises the load error."""
        self._thread.start()
        return self.loaded.result()

    def submit(self, request: Request, background: bool = False) -> Future[Any]:
        self._jobs.put(_Job(BACKGROUND if background else INTERACTIVE, next(self._seq), request))
        return request.reply

    def cancel(self, request: Request) -> None:
        request.cancel()
        request.reply.cancel()  # succeeds only while it still waits in the queue

    def shutdown(self, timeout_s: float = 10.0) -> bool:
        """Stop the running request, fail the waiting ones, free the model."""
        with self._lock:
            if self._current is not None:
                self._current.cancel()
        self._jobs.put(_Job(STOP, next(self._seq), None))
        if self._thread.is_alive():
            self._thread.join(timeout_s)
        return not self._thread.is_alive()

    def _main(self) -> None:
        try:
            engine = self._load()
        except BaseException as exc:
            self.loaded.set_exception(exc)
            return
        self.loaded.set_result(engine)
        try:
            self._serve(engine)
        finally:
            engine.close()

    def _serve(self, engine: Engine) -> None:
        while (job := self._jobs.get()).request is not None:
            with self._lock:
                self._current = job.request
            try:
                engine.run(job.request)  # settles the reply; never raises
            finally:
                with self._lock:
                    self._current = None
        while not self._jobs.empty():
            pending = self._jobs.get_nowait().request
            if pending is not None and pending.reply.set_running_or_notify_cancel():
                pending.reply.set_exception(EngineError("Lantern is shutting down."))
