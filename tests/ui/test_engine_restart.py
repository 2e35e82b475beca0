"""New model settings restart the engine; an index run going on meanwhile
waits for the new engine instead of failing (real model, real indexing)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.config import Settings
from app.search.chunking import ChunkSettings
from app.search.indexer import IndexReport
from app.search.progress import Progress
from app.ui.services.engine_host import EngineHost
from app.workers.index_side import IndexConfig
from app.workers.indexing import IndexingWorker
from tests.workers.doc_helpers import write_long_folder

pytestmark = pytest.mark.slow
LONG_MS = 300_000


def ready(host: EngineHost) -> bool:
    return host.state == "ready"


def test_indexing_goes_on_across_an_engine_restart(
        qtbot: QtBot, qloop: asyncio.AbstractEventLoop, tmp_path: Path,
        thread_guard: None) -> None:
    host = EngineHost(Settings(n_ctx=512))
    host.start()
    worker = IndexingWorker(host, IndexConfig(tmp_path / "lantern.db", None,
                                              ChunkSettings(48, 8), batch_size=4))
    finished: list[tuple[int, IndexReport]] = []
    failed: list[tuple[int, str]] = []
    worker.finished.connect(lambda cid, report: finished.append((cid, report)))
    worker.failed.connect(lambda cid, message: failed.append((cid, message)))
    try:
        qtbot.waitUntil(lambda: ready(host), timeout=LONG_MS)
        worker.start()
        collection = worker.create_collection("Reports").result(timeout=30)
        folder = write_long_folder(tmp_path / "reports", files=12, sentences=16)
        with qtbot.waitSignal(worker.progressed, timeout=LONG_MS,
                              check_params_cb=lambda p: isinstance(p, Progress)
                              and p.state == "indexing" and p.chunks_embedded > 0):
            worker.add_folder(collection.id, folder).result(timeout=30)
        restart = asyncio.ensure_future(host.restart(Settings(n_ctx=640)))
        qtbot.waitUntil(lambda: bool(finished or failed), timeout=LONG_MS)
        assert failed == []
        report = finished[0][1]
        assert not report.cancelled and len(report.indexed) == 12
        qtbot.waitUntil(restart.done, timeout=LONG_MS)
        qtbot.waitUntil(lambda: ready(host), timeout=LONG_MS)
    finally:
        assert worker.shutdown()
        assert host.shutdown()
