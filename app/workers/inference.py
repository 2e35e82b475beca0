"""InferenceWorker: the window's face of the engine-owner thread.

The thread that owns the model, its queue, cancel, model switch and
supervision are app.engine.owner.EngineOwner, the same for the window,
`lantern chat` and `lantern serve`; this class only turns its events into
Qt signals and coalesces a stream's tokens for the GUI.

Each request ends through one channel, the `finished` or `failed` signal
(its reply future settles too, for callers that await it instead): a
request cancelled while still queued, or dropped at shutdown, is reported
like one that ran. Signals are named as past events and are emitted from
the worker thread (or, for a cancel, the caller's); Qt delivers them to
receivers in the GUI thread.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any, TypeVar

from PySide6.QtCore import QObject, Signal

from app.domain import UsageStats
from app.engine.errors import EngineError
from app.engine.owner import Engine, EngineFactory, EngineOwner, OwnerEvents
from app.engine.requests import Generate, GenerateStream, ModelTarget, Request
from app.workers.say import say

log = logging.getLogger("lantern.worker")

T = TypeVar("T")
TOKEN_INTERVAL_S = 1 / 60  # at most one token update per frame
SPEED_INTERVAL_S = 0.5
"""How often the live tokens/s is reported: a number to read, not a blur."""
__all__ = ["Engine", "EngineFactory", "InferenceWorker"]


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
    health_changed = Signal(str)
    """"loading", "ready", "restarting", "failed" or "stopped"."""
    notice = Signal(str)
    """A notice the loaded engine gives while it serves, once, in the window's
    language: the prompt cache on disk stopped saving (a full disk)."""

    def __init__(self, engine_factory: EngineFactory, runs: ModelTarget | None = None) -> None:
        super().__init__()
        self.runs = runs
        """The local model this worker loads: a request prepared for another
        is refused (a queued request handed over on a model switch, say)."""
        self.takes_thinking = False
        """The loaded model's chat template reads `enable_thinking` (set before
        `loaded` is emitted, so its receivers see it)."""
        self.native_tools = True
        """The loaded model's template has its own tool-call format (not
        Lantern's generic one); set before `loaded` is emitted."""
        self.sees_images = False
        """The loaded model reads images (app.engine.llama: its projector
        loaded); set before `loaded` is emitted."""
        self.device = ""
        """Where the loaded model runs (app.engine.devices.DeviceUse.summary)."""
        self.load_notice = ""
        """Why the model runs on the CPU after a GPU failed it ("": it did not)."""
        self._reports: dict[int, _StreamReport] = {}
        self._callbacks: dict[int, Callable[[str], None]] = {}
        """Each stream's own callback, before the coalescing wrapper."""
        events = OwnerEvents(
            load_progressed=lambda fraction, stage: self.load_progressed.emit(
                fraction, say(stage)),
            loaded=self._on_loaded, load_failed=self._on_load_failed,
            settled=self._report, health_changed=self.health_changed.emit)
        self.owner = EngineOwner(engine_factory, events, name="lantern-inference",
                                 refusal=self._refusal)

    # -- called from any thread ---------------------------------------------

    def start(self) -> None:
        """Start the thread; the model loads there, reporting progress."""
        self.owner.start()

    def is_running(self) -> bool:
        """The owner's thread is alive (loading, serving or finishing)."""
        return self.owner.is_alive()

    @property
    def engine(self) -> Engine | None:
        return self.owner.engine

    def submit(self, request: Request, background: bool = False) -> Future[Any]:
        """Queue a request; its reply future settles when it has run."""
        if isinstance(request, GenerateStream):
            self._wrap_stream(request)
        return self.owner.submit(request, background)

    def call(self, fn: Callable[[Any], T]) -> Future[T]:
        """Run fn(engine) on the worker thread (adapter registration, etc.)."""
        return self.owner.call(fn)

    def health(self) -> str:
        """The owner's state, from its heartbeat (app.engine.owner)."""
        return self.owner.health()

    @property
    def parallel(self) -> int:
        """Sequences the loaded engine decodes together (1 until it has loaded)."""
        return self.owner.parallel

    def cancel(self, request: Request) -> None:
        """Stop a request: a running one at its next token, a queued one now."""
        if self.owner.cancel(request):  # it never left the queue: report it here
            self._reports.pop(request.id, None)
            self._callbacks.pop(request.id, None)
            if isinstance(request, GenerateStream):
                self.finished.emit(request.id, UsageStats(finish_reason="cancelled"))
            else:
                self.failed.emit(request.id, self.tr("Stopped before it started."))

    def cancel_current(self) -> None:
        """Stop every running request (at shutdown)."""
        self.owner.cancel_running()

    def shutdown(self, timeout_ms: int = 10_000) -> bool:
        """Stop the running request, fail the queued ones, free the model, join."""
        return self.owner.shutdown(timeout_ms / 1000)

    def hand_over(self, successor: InferenceWorker) -> None:
        """Retire for `successor` (new model settings): the running request
        finishes, queued ones move to the successor's queue instead of failing.
        Returns at once; is_running() says when the thread has ended."""
        def move(request: Request, background: bool) -> None:
            self._reports.pop(request.id, None)
            if isinstance(request, GenerateStream) and request.id in self._callbacks:
                request.callback = self._callbacks.pop(request.id)
            successor.submit(request, background)
        self.owner.hand_over(move)

    # -- the owner's thread ------------------------------------------------------

    def _on_loaded(self, engine: Engine) -> None:
        self.takes_thinking = _takes_thinking(engine)
        self.native_tools = _native_tools(engine)
        self.device, self.load_notice = _device_of(engine)
        local = getattr(engine, "local", engine)  # the EngineRouter's own model
        self.sees_images = bool(getattr(local, "sees_images", False))
        disk = getattr(getattr(local, "cache", None), "disk", None)
        if disk is not None:  # its writer thread calls this; the signal crosses threads
            disk.on_problem = lambda problem: self.notice.emit(say(problem))
        self.loaded.emit(getattr(engine, "model_name", "model"))

    def _on_load_failed(self, exc: BaseException) -> None:
        if isinstance(exc, EngineError):
            self.load_failed.emit(say(exc))
        else:
            self.load_failed.emit(self.tr("Unexpected error while loading the model: "
                                          "{exc}").format(exc=say(exc)))

    def _refusal(self, request: Request) -> str | None:
        remote = isinstance(request, Generate | GenerateStream) and bool(request.engine)
        if request.target is None or self.runs is None or remote:
            return None  # any model will do, or a remote engine answers it
        return request.target.refusal(self.runs)

    def _wrap_stream(self, request: GenerateStream) -> None:
        # The engine calls back in its thread; the caller's callback still
        # sees every piece, the GUI gets them coalesced through `token`.
        report = _StreamReport(lambda text: self.token.emit(request.id, text),
                               lambda rate: self.speed_measured.emit(request.id, rate))
        self._reports[request.id] = report
        user_callback = self._callbacks[request.id] = request.callback

        def on_piece(text: str) -> None:
            user_callback(text)
            report.add(text)

        request.callback = on_piece

    def _report(self, request: Request) -> None:
        self._callbacks.pop(request.id, None)
        report = self._reports.pop(request.id, None)
        if report is not None:
            report.flush()
        reply = request.reply
        if reply.cancelled():
            return
        error = reply.exception()
        if error is not None:
            self.failed.emit(request.id, say(error))
        else:
            self.finished.emit(request.id, reply.result())


def _takes_thinking(engine: object) -> bool:
    takes = getattr(getattr(engine, "template", None), "takes_enable_thinking", None)
    return bool(takes()) if callable(takes) else False


def _device_of(engine: object) -> tuple[str, str]:
    """Where the local model runs ("Vulkan: ..., 31 of 31 layers") and the
    notice of a GPU that failed it ("": none), in the window's language."""
    local = getattr(engine, "local", engine)  # the EngineRouter's own model
    device, notice = getattr(local, "device", None), getattr(local, "load_notice", None)
    return (say(device.summary()) if device is not None else "",
            say(notice) if notice else "")


def _native_tools(engine: object) -> bool:
    fmt = getattr(engine, "tool_format", None)
    return fmt is None or bool(getattr(fmt, "native", True))
