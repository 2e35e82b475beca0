"""DownloadsWorker's header thread: real reads while open; after shutdown (the
window closing) new work comes back cancelled instead of raising, so the
Models page's pending fit read ends quietly."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication

from app.engine.model_files import default_chat_model
from app.models.downloads import Downloads
from app.models.jobs import JobStore
from app.models.registry import Registry
from app.workers.downloads import DownloadsWorker


def test_header_reads_before_shutdown_and_cancelled_work_after(qapp: QApplication,
                                                               tmp_path: Path) -> None:
    worker = DownloadsWorker(Downloads(JobStore(tmp_path / "downloads.json"),
                                       Registry(tmp_path / "models.json")))
    shape = worker.shape(default_chat_model()).result(timeout=30)
    assert shape.layers > 0
    assert worker.shutdown()
    late = worker.shape(default_chat_model())
    assert late.cancelled()
    assert worker.submit(len, "abc").cancelled()
