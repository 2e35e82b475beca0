"""Pause, cancel and pre-empt index runs from the GUI thread.

IndexControl (app.search.progress) stops one run. The app needs a little
more: a pause that holds for every run until resumed (a run queued while
paused waits too), and pre-emption: a folder change stops the current run
at its next batch so the change can go in between, and the run is then
queued again. A pre-empted run resumes where it stopped, like any other.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import Future
from concurrent.futures import TimeoutError as FutureTimeout
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from app.search.progress import IndexControl

if TYPE_CHECKING:
    from app.engine.requests import Request

T = TypeVar("T")
POLL_S = 0.2
"""How often a wait for the embedding model looks at the cancel flag."""


class EmbeddingService(Protocol):
    """Where embeddings are computed: the InferenceWorker (or the EngineHost
    that forwards to it)."""

    def submit(self, request: Request, background: bool = False) -> Future[Any]: ...
    def cancel(self, request: Request) -> None: ...


class RunControl:
    """Thread-safe: the GUI thread pauses and cancels, the indexing thread runs."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._paused = False
        self._current: IndexControl | None = None
        self._preempted = False
        self._edits_waiting = 0

    def begin(self) -> IndexControl:
        """A control for the run about to start, already paused if indexing is."""
        with self._lock:
            control = IndexControl()
            if self._paused:
                control.pause()
            # An edit queued just as this run was taken off the queue goes first.
            self._preempted = self._edits_waiting > 0
            if self._preempted:
                control.cancel()
            self._current = control
            return control

    def end(self) -> bool:
        """The run ended; True when it was pre-empted (and must run again)."""
        with self._lock:
            self._current = None
            return self._preempted

    def pause(self) -> None:
        with self._lock:
            self._paused = True
            if self._current is not None:
                self._current.pause()

    def resume(self) -> None:
        with self._lock:
            self._paused = False
            if self._current is not None:
                self._current.resume()

    def cancel(self) -> None:
        """The user's cancel: stop the current run for good; pausing ends too."""
        with self._lock:
            self._paused, self._preempted = False, False
            if self._current is not None:
                self._current.cancel()

    def preempt(self) -> None:
        """An edit is queued: stop the current run at its next batch (it is run
        again after the edit); until `edit_done`, a run that starts stops at once."""
        with self._lock:
            self._edits_waiting += 1
            if self._current is not None and not self._current.cancelled:
                self._preempted = True
                self._current.cancel()

    def edit_done(self) -> None:
        with self._lock:
            self._edits_waiting = max(0, self._edits_waiting - 1)

    @property
    def paused(self) -> bool:
        return self._paused

    @property
    def preempted(self) -> bool:
        return self._preempted

    @property
    def stopping(self) -> bool:
        """The current run was asked to stop (cancel, pre-emption, shutdown)."""
        current = self._current
        return current is not None and current.cancelled


def wait_unless(reply: Future[T], request: Request, service: EmbeddingService,
                stop: Callable[[], bool]) -> T:
    """The reply's result; when `stop()` turns true while it waits (behind a
    long chat answer, say), the request is cancelled so the wait ends now."""
    while True:
        try:
            return reply.result(timeout=POLL_S)
        except FutureTimeout:
            if stop():
                service.cancel(request)
