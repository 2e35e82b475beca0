"""JobThread: one long-lived QThread that runs posted jobs, one at a time.

Like the inference worker, a resource that belongs to one thread (here an
SQLite connection, a tokenizer) is opened by `setup` in that thread, used
only by the jobs posted to it, and closed by `teardown` there. Jobs run by
priority (lower first), then in the order posted; each settles a
`concurrent.futures.Future`. With `idle`, the thread calls it whenever no
job arrived for `idle_interval_s` (the folder watcher's polling). The inference worker is
one too: its resource is the model, its jobs run requests.

A job still queued when the thread stops is dropped: its future fails with
the thread's `unavailable` error, after its `dropped` callback (if any) has
had the chance to hand it elsewhere or report it.
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
from typing import Any, TypeVar

from PySide6.QtCore import QThread

from app.workers.say import say

log = logging.getLogger("lantern.worker")

T = TypeVar("T")
SHUTTING_DOWN = "Lantern is shutting down."


class ThreadUnavailable(Exception):
    """The thread could not open what its jobs need (the database, say)."""


@dataclass(order=True)
class _Job:
    priority: float
    seq: int
    fn: Callable[[], Any] | None = field(compare=False)
    """None: stop."""
    future: Future[Any] = field(compare=False, default_factory=Future)
    dropped: Callable[[], None] | None = field(compare=False, default=None)


def _nothing() -> None:
    return None


class JobThread(QThread):
    def __init__(self, name: str, *, setup: Callable[[], None] = _nothing,
                 teardown: Callable[[], None] = _nothing,
                 idle: Callable[[], None] | None = None, idle_interval_s: float = 5.0,
                 unavailable: Callable[[str], Exception] = ThreadUnavailable) -> None:
        super().__init__()
        self._unavailable = unavailable
        self.setObjectName(name)
        self._setup, self._teardown, self._idle = setup, teardown, idle
        self._interval = idle_interval_s
        self._jobs: queue.PriorityQueue[_Job] = queue.PriorityQueue()
        self._seq = itertools.count()
        self._broken: str | None = None
        self._stopped = False
        """Set once the queue is drained for good: later posts fail at once."""
        self._lock = threading.Lock()

    # -- any thread ----------------------------------------------------------

    def post(self, fn: Callable[[], T], priority: float = 0,
             dropped: Callable[[], None] | None = None) -> Future[T]:
        """Queue fn; `dropped` is called (in the thread) if it never runs."""
        job = _Job(priority, next(self._seq), fn, dropped=dropped)
        with self._lock:
            if not self._stopped:
                self._jobs.put(job)
                return job.future
        self._drop(job)  # nobody would ever run it
        return job.future

    def stop(self, priority: float, timeout_ms: int) -> bool:
        """Stop after the jobs queued with a lower priority; jobs behind it
        fail with SHUTTING_DOWN. True when the thread has ended."""
        self._jobs.put(_Job(priority, next(self._seq), None))
        if not self.isRunning():
            self._close_queue()
            return True
        return self.wait(timeout_ms)

    # -- the thread ----------------------------------------------------------

    def run(self) -> None:
        try:
            self._setup()
        except Exception as exc:  # every job then reports it, instead of a silent thread
            log.exception("%s could not start", self.objectName())
            self._broken = say(exc)
        self._serve()
        try:
            self._teardown()
        except Exception:
            log.exception("%s did not close cleanly", self.objectName())

    def _serve(self) -> None:
        next_idle = time.monotonic() + self._interval
        while True:
            try:
                job = self._jobs.get(timeout=max(0.0, next_idle - time.monotonic())
                                     if self._idle else None)
            except queue.Empty:
                self._run_idle()
                next_idle = time.monotonic() + self._interval
                continue
            if job.fn is None:
                self._close_queue()
                return
            self._run(job)

    def _run(self, job: _Job) -> None:
        if not job.future.set_running_or_notify_cancel():
            return
        if self._broken is not None or job.fn is None:
            job.future.set_exception(self._unavailable(self._broken or SHUTTING_DOWN))
            return
        try:
            job.future.set_result(job.fn())
        except Exception as exc:  # the caller awaits the future and reports it
            job.future.set_exception(exc)

    def _run_idle(self) -> None:
        if self._idle is None or self._broken is not None:
            return
        try:
            self._idle()
        except Exception:  # a failing poll must not end the thread
            log.exception("%s: idle work failed", self.objectName())

    def _close_queue(self) -> None:
        with self._lock:
            self._stopped = True
        while True:  # what was posted before the flag was set
            try:
                job = self._jobs.get_nowait()
            except queue.Empty:
                return
            self._drop(job)

    def _drop(self, job: _Job) -> None:
        if job.fn is None:
            return
        if job.dropped is not None:
            job.dropped()
        if job.future.set_running_or_notify_cancel():
            job.future.set_exception(self._unavailable(SHUTTING_DOWN))
