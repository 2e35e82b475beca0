"""A search that goes on with less than was asked says so: here, a reranking
model that will not load (the real search thread, the real embedding model)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.search.chunking import ChunkSettings
from app.search.rerank import Reranker
from app.workers.index_side import IndexConfig
from app.workers.indexing import IndexingWorker
from app.workers.inference import InferenceWorker
from tests.workers.doc_helpers import running_inference, write_folder

pytestmark = pytest.mark.slow
LONG_MS = 180_000


@pytest.fixture(scope="module")
def inference(qapp: QApplication) -> Iterator[InferenceWorker]:
    yield from running_inference()


def refuse_to_load(path: Path) -> Reranker:
    raise ValueError(f"{path.name} is not a GGUF model")


def test_a_reranker_that_will_not_load_is_reported_and_search_goes_on(
        qtbot: QtBot, inference: InferenceWorker, tmp_path: Path) -> None:
    config = IndexConfig(tmp_path / "lantern.db", None, ChunkSettings(48, 8),
                         rerank_model=tmp_path / "broken-reranker.gguf")
    worker = IndexingWorker(inference, config, watch_interval_s=60.0,
                            make_reranker=refuse_to_load)
    said: list[str] = []
    worker.search_degraded.connect(said.append)
    worker.start()
    try:
        collection = worker.create_collection("Docs").result(timeout=30)
        with qtbot.waitSignal(worker.finished, timeout=LONG_MS):
            worker.add_folder(collection.id, write_folder(tmp_path / "docs")).result(timeout=30)
        results = worker.search("sourdough starter", [collection.id], k=3).result(timeout=60)
        assert Path(results[0].path).name == "sourdough.md"
        qtbot.waitUntil(lambda: len(said) == 1, timeout=10_000)
        assert "without reranking" in said[0] and "broken-reranker.gguf" in said[0]
        assert "Settings" in said[0]  # where to choose another
        worker.search("sourdough", [collection.id], k=3).result(timeout=60)
        qtbot.wait(200)
        assert len(said) == 1  # said once, not at every search
    finally:
        assert worker.shutdown()
