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

from app.engine.batch_pool import GenerationPool
from app.engine.errors import EngineError
from app.engine.requests import Generate, GenerateStream, Request

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
    """None: stop, or (with `generation`) run the generations that wait."""
    generation: bool = field(compare=False, default=False)


class EngineThread:
    """Loads the engine on its own thread, then runs requests there in order.

    Local generation requests wait in a GenerationPool: with an engine that
    decodes several sequences (EngineConfig.n_parallel > 1) they run together
    in one batch, newcomers joining it as it runs; others run one at a time.
    Other requests (embeddings) go between batches, in the order they came."""

    def __init__(self, load: Callable[[], Engine]) -> None:
        self._load = load
        self._jobs: queue.PriorityQueue[_Job] = queue.PriorityQueue()
        self._seq = itertools.count()
        self._pool = GenerationPool()
        self._running: dict[int, Request] = {}
        """By id: the requests the engine is running."""
        self._others_waiting = 0
        """Jobs other than generations in the queue: a batch takes no
        newcomers while one waits, so it ends and they run."""
        self._lock = threading.Lock()
        self.loaded: Future[Engine] = Future()
        self.parallel = 1
        """Sequences the loaded engine decodes together (1 until it has loaded)."""
        self._thread = threading.Thread(target=self._main, name="lantern-engine", daemon=True)

    def start(self) -> Engine:
        """Start the thread and wait for the model; raises the load error."""
        self._thread.start()
        return self.loaded.result()

    def submit(self, request: Request, background: bool = False) -> Future[Any]:
        priority = BACKGROUND if background else INTERACTIVE
        if isinstance(request, Generate | GenerateStream) and not request.engine:
            self._pool.put(request)
            self._jobs.put(_Job(priority, next(self._seq), None, generation=True))
        else:
            with self._lock:
                self._others_waiting += 1
            self._jobs.put(_Job(priority, next(self._seq), request))
        return request.reply

    def cancel(self, request: Request) -> None:
        request.cancel()
        request.reply.cancel()  # succeeds only while it still waits in the queue

    def shutdown(self, timeout_s: float = 10.0) -> bool:
        """Stop the running requests, fail the waiting ones, free the model."""
        with self._lock:
            for running in self._running.values():
                running.cancel()
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
        config = getattr(engine, "config", None)
        if hasattr(engine, "run_batch"):
            self.parallel = max(1, getattr(config, "n_parallel", 1))
        self.loaded.set_result(engine)
        try:
            self._serve(engine)
        finally:
            engine.close()

    def _serve(self, engine: Engine) -> None:
        while (job := self._jobs.get()).request is not None or job.generation:
            if job.generation:
                self._run_generations(engine)
                continue
            assert job.request is not None
            with self._lock:
                self._others_waiting -= 1
            self._run(engine, job.request)
        for pending in [j.request for j in self._drain_jobs()] + self._pool.drain():
            if pending is not None and pending.reply.set_running_or_notify_cancel():
                pending.reply.set_exception(EngineError("Lantern is shutting down."))

    def _drain_jobs(self) -> list[_Job]:
        jobs = []
        while not self._jobs.empty():
            jobs.append(self._jobs.get_nowait())
        return jobs

    def _run(self, engine: Engine, request: Request) -> None:
        with self._lock:
            self._running[request.id] = request
        try:
            engine.run(request)  # settles the reply; never raises
        finally:
            with self._lock:
                self._running.pop(request.id, None)

    def _run_generations(self, engine: Engine) -> None:
        """One waiting generation, or (batching) all of them and the newcomers."""
        if self.parallel <= 1 or not hasattr(engine, "run_batch"):
            if (request := self._pool.take()) is not None:
                self._run(engine, request)
            return
        if len(self._pool):
            engine.run_batch([], more=self._joiner)

    def _joiner(self) -> Generate | GenerateStream | None:
        """The batch's next newcomer (in this thread, between decode steps)."""
        with self._lock:
            if self._others_waiting:
                return None
        request = self._pool.take()
        if request is not None:
            with self._lock:
                self._running[request.id] = request
            request.reply.add_done_callback(lambda _f: self._ended(request))
        return request

    def _ended(self, request: Request) -> None:
        with self._lock:
            self._running.pop(request.id, None)
