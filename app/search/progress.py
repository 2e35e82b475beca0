"""Progress reports, the estimated time left, and pause/cancel for an index run.

All plain threading: the documents panel's worker thread runs the indexer
and the GUI thread calls `IndexControl.pause()/resume()/cancel()`; the
indexer checks the control between embedding batches (a few seconds apart
at most), so a cancel or pause takes effect within one batch.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

RunState = Literal["scanning", "indexing", "paused", "done", "cancelled"]


@dataclass(frozen=True)
class Progress:
    state: RunState
    files_done: int
    files_total: int
    chunks_embedded: int
    """Chunks embedded by this run so far."""
    failed: int
    skipped: int
    current: str | None
    """The file being read or embedded (absolute path)."""
    elapsed_s: float
    eta_s: float | None
    """Estimated seconds left; None until there is enough to estimate from."""

    @property
    def fraction(self) -> float:
        return self.files_done / self.files_total if self.files_total else 1.0


ProgressFn = Callable[[Progress], None]


class IndexControl:
    """Pause, resume and cancel an index run from another thread."""

    def __init__(self) -> None:
        self._cancel = threading.Event()
        self._running = threading.Event()
        self._running.set()

    def cancel(self) -> None:
        self._cancel.set()
        self._running.set()  # a paused run wakes up to stop

    def pause(self) -> None:
        self._running.clear()

    def resume(self) -> None:
        self._running.set()

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    @property
    def paused(self) -> bool:
        return not self._running.is_set()

    def checkpoint(self, on_pause: Callable[[], None] = lambda: None) -> bool:
        """Wait while paused; True when the run should stop now."""
        if self.paused and not self.cancelled:
            on_pause()
            self._running.wait()
        return self.cancelled


class Estimator:
    """Time left from work done so far, measured in bytes of files to read.

    Embedding time follows the amount of text, and file size is the only
    measure of it known before reading. Paused time does not count.
    """

    def __init__(self, total_bytes: int, clock: Callable[[], float] = time.monotonic) -> None:
        self.total = max(total_bytes, 1)
        self.clock = clock
        self.started = clock()
        self.paused_for = 0.0
        self.done = 0.0

    def advance(self, nbytes: float) -> None:
        self.done = min(self.total, self.done + nbytes)

    def add_pause(self, seconds: float) -> None:
        self.paused_for += seconds

    @property
    def elapsed(self) -> float:
        return max(0.0, self.clock() - self.started - self.paused_for)

    def eta(self) -> float | None:
        elapsed = self.elapsed
        if self.done <= 0 or elapsed < 0.5:
            return None
        return (self.total - self.done) * elapsed / self.done
