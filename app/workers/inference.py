"""InferenceWorker: the JobThread that owns the LlamaEngine.

As in GPT4All's chat app, the model lives on a single thread for its whole
life; stopping a generation sets the request's cancel flag, which the token
loop reads after every token (no queued signal can be stuck behind it).
Requests run in order, interactive ones before background batches.

Local generation requests wait in a GenerationPool, the window's answers
before the API's clients. With an engine that decodes several sequences
(EngineConfig.n_parallel > 1) they run together in one batch (continuous
batching: a newcomer joins after its prefill; Stop ends only its own
answer); otherwise one at a time. An interactive job of another kind (a
search's query embedding, an adapter registration) stops the batch taking
newcomers, so it runs as soon as the running answers end; background
batches (indexing) wait until no answer runs, as before.

Each request ends through one channel, the `finished` or `failed` signal
(its reply future settles too, for callers that await it instead): a
request cancelled while still queued, or dropped at shutdown, is reported
like one that ran. Signals are named as past events and are emitted from
the worker thread (or, for a cancel, the caller's); Qt delivers them to
receivers in the GUI thread.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any, Protocol, TypeVar

from PySide6.QtCore import QObject, Signal

from app.domain import UsageStats
from app.engine.batch_pool import GenerationPool
from app.engine.errors import EngineError
from app.engine.requests import Generate, GenerateStream, ModelTarget, Request
from app.workers.job_thread import SHUTTING_DOWN, JobThread
from app.workers.say import say

log = logging.getLogger("lantern.worker")

T = TypeVar("T")
STOP, INTERACTIVE, BACKGROUND = -1, 0, 1
TOKEN_INTERVAL_S = 1 / 60  # at most one token update per frame
SPEED_INTERVAL_S = 0.5
"""How often the live tokens/s is reported: a number to read, not a blur."""
NOT_LOADED = "The model is not loaded."


class Engine(Protocol):
    def run(self, request: Request) -> None: ...
    def close(self) -> None: ...


Generation = Generate | GenerateStream


EngineFactory = Callable[[Callable[[float, str], None]], Engine]


class _StreamReport:
    """In the worker thread: joins token pieces so the GUI gets at most ~60
    updates a second, and measures the decoding speed."""

    def __init__(self, emit: Callable[[str], None], speed: Callable[[float], None]) -> None:
        self._emit, self._speed = emit, speed
        self._parts: list[str] = []
        self._last = self._speed_at = 0.0
        self._count = 0
        self._first_at: float | None = None

    def add(self, text: str) -> None:
        now = time.monotonic()
        self._count += 1
        if self._first_at is None:
            self._first_at = self._speed_at = now
        self._parts.append(text)
        if now - self._last >= TOKEN_INTERVAL_S:
            self.flush()
            self._last = now
        if now - self._speed_at >= SPEED_INTERVAL_S:
            self._speed_at = now
            self._speed((self._count - 1) / (now - self._first_at))

    def flush(self) -> None:
        if self._parts:
            text, self._parts = "".join(self._parts), []
            self._emit(text)


class InferenceWorker(QObject):
    token = Signal(int, str)
    """(request id, text) — a coalesced piece of a streaming answer."""
    speed_measured = Signal(int, float)
    """(request id, tokens per second so far) — twice a second while streaming."""
    finished = Signal(int, object)
    """(request id, result) — the reply's result (UsageStats for a stream)."""
    failed = Signal(int, str)
    """(request id, message a person can act on)."""
    load_progressed = Signal(float, str)
    loaded = Signal(str)
    """(model name) — the engine is ready."""
    load_failed = Signal(str)

    def __init__(self, engine_factory: EngineFactory, runs: ModelTarget | None = None) -> None:
        super().__init__()
        self._factory = engine_factory
        self.runs = runs
        """The local model this worker loads: a request prepared for another
        is refused (a queued request handed over on a model switch, say)."""
        self._thread = JobThread("lantern-inference", setup=self._load, teardown=self._close,
                                 unavailable=EngineError)
        self._running: dict[int, Request] = {}
        """By id: the requests the engine is running."""
        self._pool = GenerationPool()
        self._others_waiting = 0
        """Interactive jobs other than generations in the queue."""
        self._successor: InferenceWorker | None = None
        self._lock = threading.Lock()
        self.engine: Engine | None = None
        self.takes_thinking = False
        """The loaded model's chat template reads `enable_thinking` (set before
        `loaded` is emitted, so its receivers see it)."""

    # -- called from any thread ---------------------------------------------

    def start(self) -> None:
        """Start the thread; the model loads there, reporting progress."""
        self._thread.start()

    def is_running(self) -> bool:
        return self._thread.isRunning()

    def submit(self, request: Request, background: bool = False) -> Future[Any]:
        """Queue a request; its reply future settles when it has run."""
        priority = BACKGROUND if background else INTERACTIVE
        if isinstance(request, Generate | GenerateStream) and not request.engine:
            self._pool.put(request)
            self._thread.post(self._run_generations, priority,
                              dropped=lambda: self._drop_pool(background))
        else:
            self._post_other(lambda: self._run_request(request), priority,
                             dropped=lambda: self._drop(request, background))
        return request.reply

    def call(self, fn: Callable[[Any], T]) -> Future[T]:
        """Run fn(engine) on the worker thread (adapter registration, etc.)."""
        return self._post_other(lambda: fn(self._engine()), INTERACTIVE)

    def _post_other(self, fn: Callable[[], T], priority: int,
                    dropped: Callable[[], None] | None = None) -> Future[T]:
        if priority != INTERACTIVE:
            return self._thread.post(fn, priority, dropped=dropped)
        with self._lock:
            self._others_waiting += 1

        def run() -> T:
            with self._lock:
                self._others_waiting -= 1
            return fn()
        return self._thread.post(run, priority, dropped=dropped)

    @property
    def parallel(self) -> int:
        """Sequences the loaded engine decodes together (1 until it has loaded)."""
        return max(1, int(getattr(self.engine, "parallel", 1)))

    def cancel(self, request: Request) -> None:
        """Stop a request: a running one at its next token, a queued one now."""
        request.cancel()
        if request.reply.cancel():  # it never left the queue: report it here
            if isinstance(request, GenerateStream):
                self.finished.emit(request.id, UsageStats(finish_reason="cancelled"))
            else:
                self.failed.emit(request.id, self.tr("Stopped before it started."))

    def cancel_current(self) -> None:
        """Stop every running request (at shutdown)."""
        with self._lock:
            for request in self._running.values():
                request.cancel()

    def shutdown(self, timeout_ms: int = 10_000) -> bool:
        """Stop the running request, fail the queued ones, free the model, join."""
        self.cancel_current()
        return self._thread.stop(STOP, timeout_ms)

    def hand_over(self, successor: InferenceWorker) -> None:
        """Retire for `successor` (new model settings): the running request
        finishes, queued ones move to the successor's queue instead of failing.
        Returns at once; is_running() says when the thread has ended."""
        self._successor = successor
        self._thread.stop(STOP, 0)

    # -- the worker thread ------------------------------------------------------

    def _load(self) -> None:
        try:
            self.engine = self._factory(
                lambda fraction, stage: self.load_progressed.emit(fraction, say(stage)))
        except EngineError as exc:
            self.load_failed.emit(say(exc))
        except Exception as exc:  # never let a load bug kill the thread silently
            log.exception("model load failed")
            self.load_failed.emit(self.tr("Unexpected error while loading the model: "
                                          "{exc}").format(exc=say(exc)))
        else:
            self.takes_thinking = _takes_thinking(self.engine)
            self.loaded.emit(getattr(self.engine, "model_name", "model"))

    def _close(self) -> None:
        self._drop_pool(False)  # what no queued job will run any more
        if self.engine is not None:
            self.engine.close()
            self.engine = None

    def _engine(self) -> Engine:
        if self.engine is None:
            raise EngineError(NOT_LOADED)
        return self.engine

    def _run_request(self, request: Request) -> None:
        if not self._runnable(request):
            return
        assert self.engine is not None
        report = self._wrap_stream(request) if isinstance(request, GenerateStream) else None
        with self._lock:
            self._running[request.id] = request
        try:
            self.engine.run(request)
        finally:
            with self._lock:
                self._running.pop(request.id, None)
        # Settled by now for a local request (the callback runs here at once);
        # a remote engine's request settles later on its own thread, which
        # reports it from there, so this thread is free for the next request.
        request.reply.add_done_callback(lambda _reply: self._settled(request, report))

    def _runnable(self, request: Request) -> bool:
        """False: refused (not loaded, prepared for another model) and reported."""
        refusal = NOT_LOADED if self.engine is None else self._refusal(request)
        if refusal is None:
            return True
        if request.reply.set_running_or_notify_cancel():
            request.reply.set_exception(EngineError(refusal))
            self.failed.emit(request.id, refusal)
        return False

    def _run_generations(self) -> None:
        """One waiting generation, or (batching) all of them and the newcomers."""
        run_batch = getattr(self.engine, "run_batch", None)
        if self.parallel <= 1 or run_batch is None:
            if (request := self._pool.take()) is not None:
                self._run_request(request)
            return
        if len(self._pool):
            run_batch([], more=self._joiner)
        if len(self._pool):  # left for an interactive job: their turn comes after it
            self._thread.post(self._run_generations, INTERACTIVE,
                              dropped=lambda: self._drop_pool(False))

    def _joiner(self) -> Generation | None:
        """The batch's next newcomer (in this thread, between decode steps)."""
        while True:
            with self._lock:
                if self._others_waiting:
                    return None
            request = self._pool.take()
            if request is None or self._runnable(request):
                break
        if request is not None:
            report = self._wrap_stream(request) if isinstance(request, GenerateStream) else None
            with self._lock:
                self._running[request.id] = request
            request.reply.add_done_callback(lambda _reply: self._ended(request, report))
        return request

    def _ended(self, request: Request, report: _StreamReport | None) -> None:
        with self._lock:
            self._running.pop(request.id, None)
        self._settled(request, report)

    def _settled(self, request: Request, report: _StreamReport | None) -> None:
        if report is not None:
            report.flush()
        self._report(request)

    def _refusal(self, request: Request) -> str | None:
        remote = isinstance(request, Generate | GenerateStream) and bool(request.engine)
        if request.target is None or self.runs is None or remote:
            return None  # any model will do, or a remote engine answers it
        return request.target.refusal(self.runs)

    def _wrap_stream(self, request: GenerateStream) -> _StreamReport:
        # The engine calls back in this thread; the caller's callback still
        # sees every piece, the GUI gets them coalesced through `token`.
        report = _StreamReport(lambda text: self.token.emit(request.id, text),
                               lambda rate: self.speed_measured.emit(request.id, rate))
        user_callback = request.callback

        def on_piece(text: str) -> None:
            user_callback(text)
            report.add(text)

        request.callback = on_piece
        return report

    def _report(self, request: Request) -> None:
        reply = request.reply
        if reply.cancelled():
            return
        error = reply.exception()
        if error is not None:
            self.failed.emit(request.id, say(error))
        else:
            self.finished.emit(request.id, reply.result())

    def _drop_pool(self, background: bool) -> None:
        for request in self._pool.drain():
            self._drop(request, background)

    def _drop(self, request: Request, background: bool) -> None:
        """A queued request the thread will not run: to the successor, or failed."""
        if self._successor is not None:
            self._successor.submit(request, background)
        elif request.reply.set_running_or_notify_cancel():
            request.reply.set_exception(EngineError(SHUTTING_DOWN))
            self.failed.emit(request.id, SHUTTING_DOWN)


def _takes_thinking(engine: object) -> bool:
    takes = getattr(getattr(engine, "template", None), "takes_enable_thinking", None)
    return bool(takes()) if callable(takes) else False
