"""EngineOwner: the one thread that owns a loaded engine, for the window,
`lantern chat` and `lantern serve` alike.

As in GPT4All's chat app, the model lives on one thread for its whole life;
stopping a request sets its cancel flag, which the token loop reads after
every token. Requests run in this order:

- generations (chat answers, API completions) wait in a GenerationPool and
  run together in one batch when the engine decodes several sequences
  (continuous batching: newcomers join between decode steps), else one at a
  time;
- embeddings come after chats, and never hold them up for long: a batch of
  texts runs a few texts at a time, going back to the queue in between, and
  while answers are being decoded a chunk of embedding work runs between
  decode steps now and then, so that neither starves the other;
- other jobs (`call`: an adapter's registration, a prompt count) change or
  read the model itself, so a running batch takes no newcomers while one
  waits, ends, and the job runs;
- background work (indexing) waits until nothing interactive does.

The thread is supervised. An exception that escapes a job (a bug: a request's
own failure is settled inside the engine) fails the requests in flight, and
the model is loaded again. A heartbeat (every job, decode step, prefill chunk
and embedding chunk) tells a watchdog that the thread makes progress; if it
makes none for `stall_s` while busy, the requests in flight fail, the stuck
thread is abandoned (it exits when it returns) and a fresh one loads the
model. `health()` says which of loading, ready, restarting, failed or stopped
the engine is in.

Qt-free: the window's InferenceWorker turns the `OwnerEvents` into signals.
"""

from __future__ import annotations

import itertools
import logging
import queue
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, InvalidStateError
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

from app.engine.batch_pool import GenerationPool
from app.engine.errors import EngineError
from app.engine.requests import EmbedBatch, Generate, GenerateStream, Request
from app.said import QT_TRANSLATE_NOOP

log = logging.getLogger("lantern.engine.owner")

T = TypeVar("T")
Generation = Generate | GenerateStream
ProgressCallback = Callable[[float, str], None]

STOP, INTERACTIVE, BACKGROUND = -1, 0, 1
# Within a priority: generations first, then other jobs, then embeddings.
_GENERATE, _CALL, _EMBED = 0, 1, 2
EMBED_CHUNK = 8
"""Texts an embedding request runs before chats get their turn again."""
RESTARTS_IN_A_ROW = 3
"""After this many restarts with no job ending normally, the waiting answers
fail too instead of meeting the same bug again."""
EMBED_EVERY_STEPS = 4
"""While answers decode, one embedding chunk runs every this many steps."""
SHUTTING_DOWN = QT_TRANSLATE_NOOP("Engine", "Lantern is shutting down.")
NOT_LOADED = QT_TRANSLATE_NOOP("Engine", "The model is not loaded.")
RESTARTING = QT_TRANSLATE_NOOP(
    "Engine", "The engine failed while answering ({reason}) and is being restarted; this "
    "request was stopped. Send it again in a moment.")
STALLED = QT_TRANSLATE_NOOP(
    "Engine", "The engine made no progress for {seconds:.0f} s and is being restarted; this "
    "request was stopped. Send it again in a moment.")


class Engine(Protocol):
    """What the owner runs: a local model, a router, a remote engine."""

    def run(self, request: Request) -> None:
        """Execute one request, settling its reply; never raises."""

    def close(self) -> None: ...


EngineFactory = Callable[[ProgressCallback], Engine]


def _nothing(*_args: Any) -> None:
    return None


@dataclass
class OwnerEvents:
    """What the owner reports, from its thread (a watchdog's, for a stall)."""

    load_progressed: Callable[[float, str], None] = _nothing
    loaded: Callable[[Engine], None] = _nothing
    load_failed: Callable[[BaseException], None] = _nothing
    settled: Callable[[Request], None] = _nothing
    """Every request the owner took ends here once (after its reply settled),
    whether it ran, failed, was cancelled while queued or dropped."""
    health_changed: Callable[[str], None] = _nothing


@dataclass(order=True)
class _Job:
    priority: int
    kind: int
    seq: int
    request: Request | None = field(compare=False, default=None)
    fn: Callable[[Engine], Any] | None = field(compare=False, default=None)
    future: Future[Any] | None = field(compare=False, default=None)
    background: bool = field(compare=False, default=False)

    @property
    def stop(self) -> bool:
        return self.priority == STOP


@dataclass
class _Embedding:
    """An embedding request part-way: the texts done so far."""

    request: Request
    done: int = 0
    vectors: list[list[float]] = field(default_factory=list)


class EngineOwner:
    def __init__(self, factory: EngineFactory, events: OwnerEvents | None = None, *,
                 name: str = "lantern-engine", stall_s: float = 600.0,
                 refusal: Callable[[Request], str | None] = lambda _r: None) -> None:
        self._factory = factory
        self.events = events or OwnerEvents()
        self._name = name
        self.stall_s = stall_s
        self._refusal = refusal
        self._jobs: queue.PriorityQueue[_Job] = queue.PriorityQueue()
        self._order = itertools.count()
        self._pool = GenerationPool()
        self._running: dict[int, Request] = {}
        self._calls_waiting = 0
        self._lock = threading.Lock()
        self._generation = 0
        """Which serving thread is the current one (a stalled one is left behind)."""
        self._beat_at = time.monotonic()
        self._busy = False
        self._successor: Callable[[Request, bool], Any] | None = None
        self._stopped = False
        self.engine: Engine | None = None
        self.state = "loading"
        self.loaded: Future[Engine] = Future()
        """The first load's outcome (`lantern serve` waits on it)."""
        self._thread: threading.Thread | None = None
        self._watcher: threading.Thread | None = None
        self._watchdog = threading.Event()
        """Set: the watchdog ends."""
        self._restarts = 0
        """Restarts since a job last ended normally (a bug that recurs)."""
        self._embeddings: dict[int, _Embedding] = {}
        """Long embedding requests part-way, by request id."""

    # -- any thread ------------------------------------------------------------

    def start(self) -> None:
        """Start the thread; the model loads there, reporting progress."""
        self._spawn()
        self._watcher = threading.Thread(target=self._watch, name=f"{self._name}-watchdog",
                                         daemon=True)
        self._watcher.start()

    def start_and_wait(self) -> Engine:
        """Start, wait for the model; raises the load error."""
        self.start()
        return self.loaded.result()

    def is_alive(self) -> bool:
        thread = self._thread
        return thread is not None and thread.is_alive()

    @property
    def parallel(self) -> int:
        """Sequences the loaded engine decodes together (1 until it has loaded)."""
        return max(1, int(getattr(self.engine, "parallel", 1)))

    def health(self) -> str:
        """"loading", "ready", "restarting", "failed" or "stopped"; "stalled"
        while busy with no heartbeat for longer than `stall_s`."""
        if self.state == "ready" and self._busy and self.beat_age() > self.stall_s:
            return "stalled"
        return self.state

    def beat_age(self) -> float:
        return time.monotonic() - self._beat_at

    def submit(self, request: Request, background: bool = False) -> Future[Any]:
        """Queue a request; its reply future settles when it has run."""
        priority = BACKGROUND if background else INTERACTIVE
        if isinstance(request, Generate | GenerateStream) and not request.engine:
            self._pool.put(request)
            self._post(_Job(priority, _GENERATE, next(self._order), background=background))
        else:
            kind = _EMBED if isinstance(request, EmbedBatch) or not isinstance(
                request, Generate | GenerateStream) else _CALL
            self._post(_Job(priority, kind, next(self._order), request=request,
                            background=background))
        return request.reply

    def call(self, fn: Callable[[Any], T]) -> Future[T]:
        """Run fn(engine) on the owner's thread (an adapter's registration...)."""
        future: Future[T] = Future()
        with self._lock:
            self._calls_waiting += 1
        self._post(_Job(INTERACTIVE, _CALL, next(self._order), fn=fn, future=future))
        return future

    def cancel(self, request: Request) -> bool:
        """Stop a request: a running one at its next token. True when it
        never left the queue (it is settled as cancelled now)."""
        request.cancel()
        return request.reply.cancel()

    def cancel_running(self) -> None:
        with self._lock:
            running = list(self._running.values())
        for request in running:
            request.cancel()

    def shutdown(self, timeout_s: float = 10.0) -> bool:
        """Stop the running requests, fail the queued ones, free the model."""
        self.cancel_running()
        self._post(_Job(STOP, 0, next(self._order)))
        thread = self._thread
        if thread is not None and thread.is_alive():
            thread.join(timeout_s)
        if not self.is_alive() and self._watcher is not None:
            self._watchdog.set()
            self._watcher.join(timeout_s)
        return not self.is_alive()

    def hand_over(self, successor: Callable[[Request, bool], Any]) -> None:
        """Retire for a successor (new model settings): the running requests
        finish, queued ones go to `successor(request, background)` (its
        submit) instead of failing. Returns at once; is_alive() says when the
        thread has ended."""
        self._successor = successor
        self._post(_Job(STOP, 0, next(self._order)))

    def _post(self, job: _Job) -> None:
        with self._lock:
            stopped = self._stopped
            if not stopped:
                self._jobs.put(job)
        if stopped:
            self._drop(job)

    # -- the thread ----------------------------------------------------------------

    def _spawn(self) -> None:
        with self._lock:
            self._generation += 1
            generation = self._generation
        self._thread = threading.Thread(target=self._main, args=(generation,),
                                        name=self._name, daemon=True)
        self._thread.start()

    def _current(self, generation: int) -> bool:
        return generation == self._generation

    def _set_state(self, state: str) -> None:
        self.state = state
        self.events.health_changed(state)

    def _load(self) -> bool:
        try:
            engine = self._factory(self.events.load_progressed)
        except BaseException as exc:  # a load error is reported, the queue then fails
            if not isinstance(exc, EngineError):
                log.exception("model load failed")
            self.engine = None
            self._set_state("failed")
            if not self.loaded.done():
                self.loaded.set_exception(exc)
            self.events.load_failed(exc)
            return False
        self.engine = engine
        self._beat()
        self._set_state("ready")
        if not self.loaded.done():
            self.loaded.set_result(engine)
        self.events.loaded(engine)
        return True

    def _main(self, generation: int) -> None:
        self._load()
        mine = self.engine
        while self._current(generation):
            try:
                if not self._serve(generation):
                    break
            except Exception as exc:  # a bug in a job: the engine starts again
                log.exception("the engine thread failed")
                self._restart(generation, RESTARTING.format(reason=f"{type(exc).__name__}: "
                                                                   f"{exc}"))
        if self._current(generation):
            self._close_engine()
            self._close_queue()
            self._set_state("stopped")
        elif mine is not None:  # left behind after a stall: its model is its own
            try:
                mine.close()
            except Exception:
                log.exception("an abandoned engine did not close cleanly")

    def _serve(self, generation: int) -> bool:
        """Run jobs until a stop (False) or this thread is left behind."""
        while self._current(generation):
            job = self._jobs.get()
            if not self._current(generation):  # left behind while it waited
                self._jobs.put(job)
                return False
            if job.stop:
                return False
            self._beat()
            self._busy = True
            try:
                self._run_job(job, generation)
            finally:
                self._busy = False
            self._restarts = 0  # a job ended without a bug
        return False

    def _run_job(self, job: _Job, generation: int) -> None:
        if job.fn is not None:
            self._run_call(job)
        elif job.kind == _GENERATE:
            self._run_generations(generation, job.background)
        elif job.request is not None:
            self._run_request(job)

    def _run_call(self, job: _Job) -> None:
        assert job.fn is not None and job.future is not None
        with self._lock:
            self._calls_waiting -= 1
        if not job.future.set_running_or_notify_cancel():
            return
        try:
            job.future.set_result(job.fn(self._engine()))
        except Exception as exc:  # the caller awaits the future and reports it
            job.future.set_exception(exc)

    def _engine(self) -> Engine:
        if self.engine is None:
            raise EngineError(NOT_LOADED)
        return self.engine

    def _runnable(self, request: Request) -> bool:
        """False: refused (not loaded, prepared for another model) and settled."""
        refusal = NOT_LOADED if self.engine is None else self._refusal(request)
        if refusal is None:
            return True
        if request.reply.set_running_or_notify_cancel():
            request.reply.set_exception(EngineError(refusal))
        self.events.settled(request)
        return False

    def _run_request(self, job: _Job) -> None:
        request = job.request
        assert request is not None
        if not self._runnable(request):
            return
        if isinstance(request, EmbedBatch) and len(request.texts) > EMBED_CHUNK:
            self._embed_chunk(job)
            return
        self._track(request)
        try:
            self._engine().run(request)
        finally:
            self._untrack(request)
        # A remote engine settles later on its own thread: reported from there.
        request.reply.add_done_callback(lambda _reply: self.events.settled(request))

    # -- embeddings, a chunk at a time ------------------------------------------------

    def _embed_chunk(self, job: _Job) -> None:
        """Embed the next EMBED_CHUNK texts of a long request; the rest goes
        back to the queue, behind any chat that arrived meanwhile."""
        request = job.request
        assert isinstance(request, EmbedBatch)
        state = self._embeddings.setdefault(request.id, _Embedding(request))
        if state.done == 0 and not request.reply.set_running_or_notify_cancel():
            self._embeddings.pop(request.id, None)
            self.events.settled(request)
            return
        texts = request.texts[state.done:state.done + EMBED_CHUNK]
        part = EmbedBatch(texts=texts, model_path=request.model_path,
                          cancel_event=request.cancel_event)
        self._track(request)
        try:
            self._engine().run(part)
        finally:
            self._untrack(request)
        if (error := part.reply.exception()) is not None:
            self._embeddings.pop(request.id, None)
            request.reply.set_exception(error)
            self.events.settled(request)
            return
        state.vectors += part.reply.result()
        request.token_counts += part.token_counts
        state.done += len(texts)
        if state.done < len(request.texts):
            self._post(_Job(job.priority, _EMBED, job.seq, request=request,
                            background=job.background))
            return
        self._embeddings.pop(request.id, None)
        request.reply.set_result(state.vectors)
        self.events.settled(request)

    # -- generations ------------------------------------------------------------------

    def _run_generations(self, generation: int, background: bool) -> None:
        """One waiting generation, or (batching) all of them and the newcomers."""
        engine = self._engine_or_fail_pool()
        if engine is None:
            return
        run_batch = getattr(engine, "run_batch", None)
        if self.parallel <= 1 or run_batch is None:
            request = self._pool.take()
            if request is not None and self._runnable(request):
                self._track(request)
                try:
                    engine.run(request)
                finally:
                    self._untrack(request)
                request.reply.add_done_callback(lambda _r: self.events.settled(request))
            return
        if not len(self._pool):
            return
        steps = itertools.count(1)
        run_batch([], more=lambda: self._joiner(generation, next(steps)), beat=self._beat)
        if len(self._pool):  # left for a call: their turn comes after it
            self._post(_Job(BACKGROUND if background else INTERACTIVE, _GENERATE,
                            next(self._order), background=background))

    def _engine_or_fail_pool(self) -> Engine | None:
        if self.engine is not None:
            return self.engine
        for request in self._pool.drain():
            self._runnable(request)
        return None

    def _joiner(self, generation: int, step: int) -> Generation | None:
        """The batch's next newcomer (in this thread, between decode steps);
        now and then an embedding chunk runs here first."""
        if not self._current(generation):
            return None
        with self._lock:
            if self._calls_waiting:
                return None
        while (request := self._pool.take()) is not None:
            if self._runnable(request):
                self._track(request)
                self._report_when_settled(request)
                return request
        if step % EMBED_EVERY_STEPS == 0:
            self._embed_between_steps()
        return None

    def _embed_between_steps(self) -> None:
        """Run one embedding job's chunk if one waits first in line. The
        generation triggers met on the way are spent: the running batch
        takes what waits in the pool, and posts a trigger for what it leaves."""
        while True:
            try:
                job = self._jobs.get_nowait()
            except queue.Empty:
                return
            if not (job.kind == _GENERATE and job.request is None and job.fn is None
                    and not job.stop and job.priority == INTERACTIVE):
                break
        if job.kind == _EMBED and job.priority == INTERACTIVE and job.request is not None:
            self._run_request(job)
        else:
            self._jobs.put(job)

    def _report_when_settled(self, request: Request) -> None:
        def ended(_reply: Future[Any]) -> None:
            self._untrack(request)
            self.events.settled(request)
        request.reply.add_done_callback(ended)

    def _track(self, request: Request) -> None:
        with self._lock:
            self._running[request.id] = request

    def _untrack(self, request: Request) -> None:
        with self._lock:
            self._running.pop(request.id, None)

    # -- supervision -------------------------------------------------------------------

    def _beat(self) -> None:
        self._beat_at = time.monotonic()

    def _watch(self) -> None:
        """The watchdog: a busy thread without a heartbeat for stall_s is
        left behind, and a fresh one takes over."""
        while not self._watchdog.wait(max(0.05, min(self.stall_s / 4, 5.0))):
            if self.state == "stopped":
                return
            if self.state == "ready" and self._busy and self.beat_age() > self.stall_s:
                log.error("the engine made no progress for %.0f s: restarting it",
                          self.beat_age())
                self._abandon(STALLED.format(seconds=self.beat_age()))

    def _fail_running(self, message: str) -> None:
        with self._lock:
            running, self._running = list(self._running.values()), {}
        for request in running:
            request.cancel()  # a thread left behind stops them at its next step
            if request.reply.done():
                continue  # settled meanwhile by the engine: that stands
            try:
                request.reply.set_exception(EngineError(message))
            except InvalidStateError:
                continue
            self.events.settled(request)

    def _restart(self, generation: int, message: str) -> None:
        """After a bug escaped a job: fail what ran, load the model again."""
        if not self._current(generation):
            return
        self._fail_running(message)
        self._set_state("restarting")
        self._close_engine()
        self._load()
        self._restarts += 1
        if self._restarts >= RESTARTS_IN_A_ROW:  # the same bug again: end the waiting too
            for request in self._pool.drain():
                self._drop_with(request, message)
        elif len(self._pool):  # answers that had not started yet run on the new engine
            self._post(_Job(INTERACTIVE, _GENERATE, next(self._order)))

    def _drop_with(self, request: Request, message: str) -> None:
        if request.reply.set_running_or_notify_cancel():
            request.reply.set_exception(EngineError(message))
        self.events.settled(request)

    def _abandon(self, message: str) -> None:
        """A stalled thread: fail what it ran, leave it, start a fresh one."""
        self._fail_running(message)
        self._busy = False
        self.engine = None  # the stuck thread closes its own when it returns
        self._set_state("restarting")
        self._spawn()
        self._post(_Job(INTERACTIVE, _GENERATE, next(self._order)))  # wake the new one

    def _close_engine(self) -> None:
        engine, self.engine = self.engine, None
        if engine is None:
            return
        try:
            engine.close()
        except Exception:
            log.exception("the engine did not close cleanly")

    # -- the end ----------------------------------------------------------------------

    def _close_queue(self) -> None:
        with self._lock:
            self._stopped = True
        while True:
            try:
                job = self._jobs.get_nowait()
            except queue.Empty:
                break
            self._drop(job)
        for request in self._pool.drain():
            self._drop_request(request, False)
        self._watchdog.set()

    def _drop(self, job: _Job) -> None:
        """A queued job the thread will not run: to the successor, or failed."""
        if job.fn is not None and job.future is not None:
            if job.future.set_running_or_notify_cancel():
                job.future.set_exception(EngineError(SHUTTING_DOWN))
        elif job.request is not None:
            self._drop_request(job.request, job.background)
        elif job.kind == _GENERATE:
            for request in self._pool.drain():
                self._drop_request(request, job.background)

    def _drop_request(self, request: Request, background: bool) -> None:
        if self._successor is not None:
            self._successor(request, background)
            return
        if request.reply.set_running_or_notify_cancel():
            request.reply.set_exception(EngineError(SHUTTING_DOWN))
        self.events.settled(request)
