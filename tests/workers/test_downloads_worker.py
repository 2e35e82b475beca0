"""DownloadsWorker's header thread: real reads while open; after shutdown (the
window closing) new work comes back cancelled instead of raising, so the
Models page's pending fit read ends quietly."""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtWidgets import QApplication

from app.engine.model_files import default_chat_model
from app.models.downloads import Downloads
from app.models.jobs import JobStore
from app.models.registry import Registry
from app.workers.downloads import DownloadsWorker


def worker_in(folder: Path) -> DownloadsWorker:
    return DownloadsWorker(Downloads(JobStore(folder / "downloads.json"),
                                     Registry(folder / "models.json")))


def test_header_reads_before_shutdown_and_cancelled_work_after(qapp: QApplication,
                                                               tmp_path: Path) -> None:
    worker = worker_in(tmp_path)
    shape = worker.shape(default_chat_model()).result(timeout=30)
    assert shape.layers > 0
    assert worker.shutdown()
    late = worker.shape(default_chat_model())
    assert late.cancelled()
    assert worker.submit(len, "abc").cancelled()


def test_shutdown_joins_the_file_work_still_running(qapp: QApplication,
                                                    tmp_path: Path) -> None:
    """The window closing while a header read or an import's copy runs: shutdown
    waits for it within its timeout and says so, instead of returning with the
    thread still running (a window test saw it left behind, issue 33)."""
    worker = worker_in(tmp_path)
    started, release = threading.Event(), threading.Event()

    def copying() -> str:
        started.set()
        release.wait()
        return "copied"

    copy = worker.submit(copying)
    assert started.wait(30)
    assert worker.shutdown(timeout_ms=100) is False  # still copying: not joined
    release.set()
    assert worker.shutdown() is True
    assert copy.result() == "copied"
    assert not [t for t in threading.enumerate() if t.name.startswith("lantern-gguf-header")]
