"""InferenceWorker: one long-lived QThread that owns the LlamaEngine.

As in GPT4All's chat app, the model lives on a single thread for its whole
life; stopping a generation sets the request's cancel flag, which the token
loop reads after every token (no queued signal can be stuck behind it).
Requests run in order, interactive ones before background batches.
Signals are named as past events and are emitted from the worker thread;
Qt delivers them to receivers in the GUI thread.
"""

from __future__ import annotations

import itertools
import logging
import queue
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

from PySide6.QtCore import QObject, QThread, Signal

from app.engine.errors import EngineError
from app.engine.requests import GenerateStream, Request

log = logging.getLogger("lantern.worker")

T = TypeVar("T")
INTERACTIVE, BACKGROUND = 0, 1
TOKEN_INTERVAL_S = 1 / 60  # at most one token update per frame


class Engine(Protocol):
    def run(self, request: Request) -> None: ...
    def close(self) -> None: ...


EngineFactory = Callable[[Callable[[float, str], None]], Engine]


@dataclass(order=True)
class _Job:
    priority: int
    seq: int
    work: Request | Callable[[Any], Any] | None = field(compare=False)
    future: Future[Any] | None = field(compare=False, default=None)


class _Coalescer:
    """Joins token pieces so the GUI gets at most ~60 updates a second."""

    def __init__(self, emit: Callable[[str], None]) -> None:
        self._emit = emit
        self._parts: list[str] = []
        self._last = 0.0

    def add(self, text: str) -> None:
        self._parts.append(text)
        now = time.monotonic()
        if now - self._last >= TOKEN_INTERVAL_S:
            self.flush()
            self._last = now

    def flush(self) -> None:
        if self._parts:
            text, self._parts = "".join(self._parts), []
            self._emit(text)


class _OwnerThread(QThread):
    def __init__(self, body: Callable[[], None]) -> None:
        super().__init__()
        self.setObjectName("lantern-inference")
        self._body = body

    def run(self) -> None:
        self._body()


class InferenceWorker(QObject):
    token = Signal(int, str)
    """(request id, text) — a coalesced piece of a streaming answer."""
    finished = Signal(int, object)
    """(request id, result) — the reply's result (UsageStats for a stream)."""
    failed = Signal(int, str)
    """(request id, message a person can act on)."""
    load_progressed = Signal(float, str)
    loaded = Signal(str)
    """(model name) — the engine is ready."""
    load_failed = Signal(str)

    def __init__(self, engine_factory: EngineFactory) -> None:
        super().__init__()
        self._thread = _OwnerThread(self._thread_main)
        self._factory = engine_factory
        self._jobs: queue.PriorityQueue[_Job] = queue.PriorityQueue()
        self._seq = itertools.count()
        self._current: Request | None = None
        self._lock = threading.Lock()
        self.engine: Engine | None = None

    # -- called from any thread ---------------------------------------------

    def start(self) -> None:
        """Start the thread; the model loads there, reporting progress."""
        self._thread.start()

    def is_running(self) -> bool:
        return self._thread.isRunning()

    def submit(self, request: Request, background: bool = False) -> Future[Any]:
        """Queue a request; its reply future settles when it has run."""
        priority = BACKGROUND if background else INTERACTIVE
        self._jobs.put(_Job(priority, next(self._seq), request))
        return request.reply

    def call(self, fn: Callable[[Any], T]) -> Future[T]:
        """Run fn(engine) on the worker thread (adapter registration, etc.)."""
        future: Future[T] = Future()
        self._jobs.put(_Job(INTERACTIVE, next(self._seq), fn, future))
        return future

    def cancel(self, request: Request) -> None:
        request.cancel()
        request.reply.cancel()  # succeeds only while it still waits in the queue

    def cancel_current(self) -> None:
        with self._lock:
            if self._current is not None:
                self._current.cancel()

    def shutdown(self, timeout_ms: int = 10_000) -> bool:
        """Stop the running request, drain the queue, free the model, join."""
        self.cancel_current()
        self._jobs.put(_Job(-1, next(self._seq), None))
        if not self._thread.isRunning():
            return True
        return self._thread.wait(timeout_ms)

    # -- the worker thread ------------------------------------------------------

    def _thread_main(self) -> None:
        try:
            self.engine = self._factory(self.load_progressed.emit)
        except EngineError as exc:
            self.load_failed.emit(str(exc))
        except Exception as exc:  # never let a load bug kill the thread silently
            log.exception("model load failed")
            self.load_failed.emit(f"Unexpected error while loading the model: {exc}")
        else:
            self.loaded.emit(getattr(self.engine, "model_name", "model"))
        self._serve()
        if self.engine is not None:
            self.engine.close()
            self.engine = None

    def _serve(self) -> None:
        while True:
            job = self._jobs.get()
            if job.work is None:
                self._fail_pending()
                return
            if callable(job.work) and job.future is not None:
                self._run_call(job.work, job.future)
            elif not callable(job.work):
                self._run_request(job.work)

    def _run_call(self, fn: Callable[[Any], Any], future: Future[Any]) -> None:
        if not future.set_running_or_notify_cancel():
            return
        if self.engine is None:
            future.set_exception(EngineError("The model is not loaded."))
            return
        try:
            future.set_result(fn(self.engine))
        except Exception as exc:
            future.set_exception(exc)

    def _run_request(self, request: Request) -> None:
        if self.engine is None:
            if request.reply.set_running_or_notify_cancel():
                request.reply.set_exception(EngineError("The model is not loaded."))
                self.failed.emit(request.id, "The model is not loaded.")
            return
        coalescer: _Coalescer | None = None
        if isinstance(request, GenerateStream):
            coalescer = self._wrap_stream(request)
        with self._lock:
            self._current = request
        try:
            self.engine.run(request)
        finally:
            with self._lock:
                self._current = None
        if coalescer is not None:
            coalescer.flush()
        self._report(request)

    def _wrap_stream(self, request: GenerateStream) -> _Coalescer:
        # The engine calls back in this thread; the caller's callback still
        # sees every piece, the GUI gets them coalesced through `token`.
        coalescer = _Coalescer(lambda text: self.token.emit(request.id, text))
        user_callback = request.callback

        def on_piece(text: str) -> None:
            user_callback(text)
            coalescer.add(text)

        request.callback = on_piece
        return coalescer

    def _report(self, request: Request) -> None:
        reply = request.reply
        if reply.cancelled():
            return
        error = reply.exception()
        if error is not None:
            self.failed.emit(request.id, str(error))
        else:
            self.finished.emit(request.id, reply.result())

    def _fail_pending(self) -> None:
        while not self._jobs.empty():
            job = self._jobs.get_nowait()
            future = job.future if job.future is not None else (
                job.work.reply if job.work is not None and not callable(job.work) else None
            )
            if future is not None and future.set_running_or_notify_cancel():
                future.set_exception(EngineError("Lantern is shutting down."))
