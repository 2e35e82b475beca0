"""Choosing another embedding model: new collections take it, existing ones
keep the model that made their vectors (runs and queries alike) until the
user re-indexes them with the new one. Real engine, two real embedding
models (the default and a CLS-pooling variant of it)."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from concurrent.futures import Future
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.config import Settings
from app.engine.bert_gguf import default_embedding_model_path
from app.engine.requests import Embed, EmbedBatch, Request
from app.search.chunking import ChunkSettings
from app.store.documents import DocumentStore
from app.workers.index_side import IndexConfig
from app.workers.indexing import IndexingWorker
from app.workers.inference import InferenceWorker
from tests.embedding_variant import cls_pooling_model
from tests.workers.doc_helpers import running_inference, write_folder

pytestmark = pytest.mark.slow
LONG_MS = 180_000


class Recording:
    """The inference worker, noting which model every embedding asked for."""

    def __init__(self, inner: InferenceWorker) -> None:
        self.inner = inner
        self.asked: list[tuple[str, str]] = []
        self._lock = threading.Lock()

    def submit(self, request: Request, background: bool = False) -> Future[Any]:
        if isinstance(request, Embed | EmbedBatch):
            with self._lock:
                self.asked.append((type(request).__name__, request.model_path))
        return self.inner.submit(request, background)

    def cancel(self, request: Request) -> None:
        self.inner.cancel(request)


@pytest.fixture(scope="module")
def inference(qapp: QApplication) -> Iterator[InferenceWorker]:
    yield from running_inference()


def _index(qtbot: QtBot, worker: IndexingWorker, name: str, folder: Path) -> int:
    collection = worker.create_collection(name).result(timeout=30)
    with qtbot.waitSignal(worker.finished, timeout=LONG_MS,
                          check_params_cb=lambda cid, _r: cid == collection.id):
        worker.add_folder(collection.id, folder).result(timeout=30)
    return collection.id


def test_collections_keep_their_model_until_reindexed(qtbot: QtBot, tmp_path: Path,
                                                      inference: InferenceWorker) -> None:
    default = default_embedding_model_path()
    other = cls_pooling_model(tmp_path / "cls-minilm.gguf")
    db = tmp_path / "lantern.db"
    service = Recording(inference)
    worker = IndexingWorker(service, IndexConfig(db, None, ChunkSettings(48, 8)),
                            watch_interval_s=60.0)
    confirmations: list[int] = []
    worker.confirmation_needed.connect(lambda cid, _m: confirmations.append(cid))
    worker.start()
    try:
        old = _index(qtbot, worker, "Old", write_folder(tmp_path / "old"))
        settings = replace(Settings(), embedding_model_path=str(other), chunk_tokens=48,
                           chunk_overlap_tokens=8)
        worker.apply_settings(settings)  # the new model is chosen for new collections
        new = _index(qtbot, worker, "New", write_folder(tmp_path / "new"))
        store = DocumentStore.open(db)
        kept, made = store.get_collection(old), store.get_collection(new)
        assert kept.embedding_model_path == str(default)
        assert made.embedding_model_path == str(other)
        assert kept.embedding_model_id != made.embedding_model_id
        assert ("EmbedBatch", str(other)) in service.asked
        assert not confirmations  # nothing asks to re-embed what the user did not ask for

        service.asked.clear()
        both = worker.search("sourdough starter", [old, new], k=6).result(timeout=120)
        assert {r.collection for r in both} == {"Old", "New"}
        assert all(r.vector_rank is not None for r in both[:2])  # embedded: hybrid
        queries = {path for kind, path in service.asked if kind == "Embed"}
        assert queries == {str(default), str(other)}  # each by its collection's model

        with qtbot.waitSignal(worker.finished, timeout=LONG_MS,
                              check_params_cb=lambda cid, _r: cid == old):
            worker.reindex_with_chosen_model(old)
        qtbot.waitUntil(lambda: store.get_collection(old).embedding_model_path == str(other),
                        timeout=10_000)
        assert store.get_collection(old).embedding_model_id == made.embedding_model_id
        store.close()
    finally:
        assert worker.shutdown()
