"""DownloadsWorker: the download queue on a QThread of its own.

The models core (app.models.downloads) does the work; this thread runs its
queue and turns its events into Qt signals, which Qt delivers to the GUI
thread. Reading a model's GGUF header for the fit estimate (a fraction of
a second for a large vocabulary) happens on a second small thread, so the
window never waits for either.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QObject, QThread, Signal

from app.models.downloads import DONE, Downloads
from app.models.fit import read_pair_shape
from app.models.gguf_header import ModelShape
from app.models.jobs import DownloadJob
from app.models.transfer import Progress

T = TypeVar("T")


def _ms_left(deadline: float) -> int:
    return max(0, int((deadline - time.monotonic()) * 1000))


class _QueueThread(QThread):
    def __init__(self, body: Callable[[], None]) -> None:
        super().__init__()
        self.setObjectName("lantern-downloads")
        self._body = body

    def run(self) -> None:
        self._body()


class DownloadsWorker(QObject):
    changed = Signal(object, object)
    """(DownloadJob, Progress or None): progress, or a new state."""
    installed = Signal(object)
    """(InstalledModel): a download finished, verified and was installed."""

    def __init__(self, downloads: Downloads) -> None:
        super().__init__()
        self.downloads = downloads
        downloads.on_event = self._on_event
        self._thread = _QueueThread(downloads.serve)
        self._headers = ThreadPoolExecutor(1, thread_name_prefix="lantern-gguf-header")

    def start(self) -> None:
        self._thread.start()

    def shutdown(self, timeout_ms: int = 10_000) -> bool:
        """Pause what runs (its part is kept for the next start) and join both
        threads within the timeout; False if one is still running then."""
        deadline = time.monotonic() + timeout_ms / 1000
        self.downloads.close(timeout_ms / 1000)
        self._headers.shutdown(wait=False, cancel_futures=True)
        joined = self._thread.wait(_ms_left(deadline)) if self._thread.isRunning() else True
        # A header read or an import's copy may be finishing: it gets what is
        # left of the timeout, as the queue does. Not forever: a copy of a large
        # file can take minutes (the process still waits for it at exit).
        # ThreadPoolExecutor joins only without a timeout, hence its threads.
        for thread in list(self._headers._threads):
            thread.join(_ms_left(deadline) / 1000)
            joined = joined and not thread.is_alive()
        return joined

    def shape(self, path: Path) -> Future[ModelShape]:
        return self.submit(read_pair_shape, path)  # a vision model's projector counts

    def submit(self, fn: Callable[..., T], *args: Any) -> Future[T]:
        """Other file work for the window (an import's copy) on the same side thread.
        Once shut down (the window is closing) the work is not wanted: the
        future comes back cancelled, so the task awaiting it ends quietly."""
        try:
            return self._headers.submit(fn, *args)
        except RuntimeError:  # "cannot schedule new futures after shutdown"
            cancelled: Future[T] = Future()
            cancelled.cancel()
            return cancelled

    def _on_event(self, job: DownloadJob, progress: Progress | None) -> None:
        self.changed.emit(job, progress)
        if progress is None and job.state == DONE:
            model = self.downloads.registry.find(job.catalog_id or job.id)
            if model is not None:
                self.installed.emit(model)
