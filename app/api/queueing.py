"""The API's own queue in front of the engine.

API requests wait here and go to the engine as it has room: as many at once
as it decodes sequences together (the service's `parallel`: continuous
batching, app.engine.batch), else one at a time; the next one is handed
over when a running one is done. API clients are served in arrival order
(fair), and every API generation carries API_PRIORITY, so that a window
request submitted meanwhile takes the next free sequence before them. Beyond
`limit` waiting requests, new ones are refused at once (429) instead of
hanging.
"""

from __future__ import annotations

import threading
from collections import deque
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any, Protocol

from app.engine.errors import Cancelled, EngineError
from app.engine.requests import API_PRIORITY, Generate, GenerateStream, Request, UsageStats


class EngineService(Protocol):
    """Where requests run: InferenceWorker, EngineHost or EngineOwner."""

    def submit(self, request: Request, background: bool = False) -> Future[Any]: ...
    def cancel(self, request: Request) -> object: ...
    @property
    def parallel(self) -> int:
        """How many API requests it runs at once (sequences decoded together)."""


class QueueFull(Exception):
    """More API requests are waiting than the server allows."""


class ShuttingDown(EngineError):
    """The server is stopping and takes no more requests."""


@dataclass(frozen=True)
class Settled:
    """How one API request ended (for /health and tests)."""

    request_id: int
    outcome: str
    """"stop", "length" or "cancelled" (its finish reason), "dropped" (left
    while waiting), or "failed"."""
    completion_tokens: int = 0


def _settled(request: Request) -> Settled:
    reply = request.reply
    if reply.cancelled():
        return Settled(request.id, "dropped")
    if isinstance(reply.exception(), Cancelled):  # stopped between texts (embeddings)
        return Settled(request.id, "cancelled")
    if reply.exception() is not None:
        return Settled(request.id, "failed")
    result = reply.result()
    usage = result[1] if isinstance(result, tuple) else result
    if isinstance(usage, UsageStats):
        return Settled(request.id, usage.finish_reason, usage.completion_tokens)
    return Settled(request.id, "stop")


def _generates(request: Request) -> bool:
    return isinstance(request, Generate | GenerateStream)


class ApiQueue:
    """Thread-safe: the event loop submits and cancels; the engine's thread
    settles replies, whose callbacks hand the next request over."""

    def __init__(self, service: EngineService, limit: int) -> None:
        self._service = service
        self.limit = limit
        self._lock = threading.Lock()
        self._waiting: deque[Request] = deque()
        self._running: list[Request] = []
        self._closed = False
        self.recent: deque[Settled] = deque(maxlen=256)
        """The latest settled requests, oldest first."""

    def engine_health(self) -> str:
        """The engine-owner thread's state ("ready", "restarting", "stalled"…),
        from its heartbeat; "ready" for a service that does not say."""
        health = getattr(self._service, "health", None)
        return str(health()) if callable(health) else "ready"

    @property
    def waiting(self) -> int:
        return len(self._waiting)

    @property
    def busy(self) -> bool:
        return bool(self._running)

    @property
    def running(self) -> int:
        """API requests the engine runs now (up to its `parallel`)."""
        return len(self._running)

    def _room_for(self, request: Request) -> bool:
        """Generations and embeddings have a lane each, as many at once as the
        engine decodes sequences: the engine runs embeddings after chats, a
        chunk at a time, so a client embedding thousands of texts must not
        keep a chat waiting here either."""
        lane = _generates(request)
        running = sum(1 for r in self._running if _generates(r) == lane)
        return running < max(1, self._service.parallel)

    def submit(self, request: Request) -> Future[Any]:
        """Queue a request; raises QueueFull or ShuttingDown instead of waiting."""
        with self._lock:
            if self._closed:
                raise ShuttingDown("The server is shutting down.")
            if not self._room_for(request) and len(self._waiting) >= self.limit:
                raise QueueFull(
                    f"The server is busy: {len(self._waiting)} requests are already "
                    "waiting. Retry in a moment."
                )
            self._waiting.append(request)
        self._hand_over()
        return request.reply

    def cancel(self, request: Request) -> None:
        """Drop a waiting request, or stop the running one within a token or two."""
        with self._lock:
            try:
                self._waiting.remove(request)
            except ValueError:
                running = any(r is request for r in self._running)
            else:
                running = False
                request.cancel()
                request.reply.cancel()
                self.recent.append(Settled(request.id, "dropped"))
        if running:
            self._service.cancel(request)

    def close(self) -> None:
        """Refuse new requests, fail the waiting ones, stop the running one."""
        with self._lock:
            self._closed = True
            waiting, self._waiting = list(self._waiting), deque()
            running = list(self._running)
        for request in waiting:
            if request.reply.set_running_or_notify_cancel():
                request.reply.set_exception(ShuttingDown("The server is shutting down."))
        for request in running:
            self._service.cancel(request)

    def _hand_over(self) -> None:
        while True:
            with self._lock:
                request = next((r for r in self._waiting if self._room_for(r)), None)
                if request is None:
                    return
                self._waiting.remove(request)
                self._running.append(request)
            if isinstance(request, Generate | GenerateStream):
                request.priority = API_PRIORITY
            self._submit(request)

    def _submit(self, request: Request) -> None:
        # Registered before submitting, so a request settled at once still
        # hands over; callbacks run in the thread that settles the reply.
        request.reply.add_done_callback(lambda _f: self._done(request))
        self._service.submit(request)

    def _done(self, request: Request) -> None:
        with self._lock:
            self._running = [r for r in self._running if r is not request]
            self.recent.append(_settled(request))
        self._hand_over()
