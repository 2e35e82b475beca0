"""Document search embedded by a remote engine's embedding model: llama-cpp-
python's server on the same MiniLM GGUF as the local embedder, started by the
tests. Through the real IndexingWorker threads and the real inference worker
(for the local collection): the collection records the remote model, its
vectors are that model's, queries are embedded by it, chunks go in batches of
REMOTE_EMBED_BATCH, recall equals the local model's, and an unreachable
engine pauses the run with a message and it carries on when the engine is
back."""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from app.engine.bert_gguf import default_embedding_model_path
from app.engine.remote.embedders import REMOTE_EMBED_BATCH, RemoteEmbedding
from app.engine.remote.probe import check_connection
from app.engine.remote.registry import EngineRegistry, EngineSpec
from app.search.chunking import ChunkSettings
from app.store.documents import DocumentStore
from app.ui.documents.documents_panel import DocumentsPanel
from app.ui.documents.new_collection import NewCollectionDialog
from app.workers.index_side import IndexConfig
from app.workers.indexing import IndexingWorker
from app.workers.inference import InferenceWorker
from tests.remote.conftest import EMBED_ALIAS
from tests.remote.servers import LLAMA_CPP_SERVER, THREADS, ServerProcess, free_port
from tests.ui.conftest import qloop as qloop  # the qasync loop fixture
from tests.workers.doc_helpers import TOPICS, running_inference, write_folder

pytestmark = pytest.mark.slow
LONG_MS = 300_000
SHORT_S = 30
# Paraphrases: the right file shares few words with them, so the vectors decide.
QUERIES = {
    "molten rock rising through the ground until the mountain explodes": "volcanoes.txt",
    "keeping a wild yeast culture alive with flour": "sourdough.md",
    "ancient channels bringing drinking water to towns": "aqueducts.rst",
    "checking whether one number is smaller than another": "comparisons.txt",
}


@pytest.fixture(scope="module")
def inference(qapp: QApplication) -> Iterator[InferenceWorker]:
    yield from running_inference()


@pytest.fixture
def registry(tmp_path: Path) -> EngineRegistry:
    return EngineRegistry(tmp_path / "engines.json")


@pytest.fixture
def worker(qtbot: QtBot, inference: InferenceWorker, registry: EngineRegistry,
           tmp_path: Path) -> Iterator[IndexingWorker]:
    config = IndexConfig(tmp_path / "lantern.db", None, ChunkSettings(48, 8), 16,
                         registry=registry)
    worker = IndexingWorker(inference, config, watch_interval_s=60.0)
    worker.start()
    yield worker
    assert worker.shutdown()


def index(qtbot: QtBot, worker: IndexingWorker, folder: Path, name: str,
          embedding: RemoteEmbedding | None = None) -> int:
    collection = worker.create_collection(name, embedding).result(timeout=SHORT_S)
    with qtbot.waitSignal(worker.finished, timeout=LONG_MS,
                          check_params_cb=lambda cid, _r: cid == collection.id):
        worker.add_folder(collection.id, folder).result(timeout=SHORT_S)
    return collection.id


def recall_at_1(worker: IndexingWorker, collection_id: int) -> float:
    hits = 0
    for query, expected in QUERIES.items():
        results = worker.search(query, [collection_id], k=3).result(timeout=120)
        hits += bool(results) and Path(results[0].path).name == expected
    return hits / len(QUERIES)


def embedding_posts(server: ServerProcess) -> int:
    return server.log().count('"POST /v1/embeddings HTTP/1.1" 200')


def test_a_collection_embedded_remotely_searches_as_well_as_locally(
        qtbot: QtBot, worker: IndexingWorker, registry: EngineRegistry,
        embedding_server: ServerProcess, tmp_path: Path) -> None:
    registry.put(EngineSpec.found("embed-box", embedding_server.url,
                                  check_connection(embedding_server.url, None)))
    remote = RemoteEmbedding("embed-box", EMBED_ALIAS)
    folder = write_folder(tmp_path / "docs")
    local_id = index(qtbot, worker, folder, "Here")
    before = embedding_posts(embedding_server)
    remote_id = index(qtbot, worker, folder, "There", remote)
    assert embedding_posts(embedding_server) > before, "the server embedded the documents"

    with DocumentStore.open(tmp_path / "lantern.db") as store:
        there = store.get_collection(remote_id)
        assert there.embedding_model_id == "minilm-remote @ embed-box"
        assert store.get_collection(local_id).embedding_model_id != there.embedding_model_id
        vectors = store.load_vectors(remote.model_id)
        assert set(vectors.collection_ids.tolist()) == {remote_id}
        assert len(vectors.chunk_ids) == there.chunks > 0

    # Queries of the remote collection are embedded by the remote model, and
    # the same model answers as well from the server as from this computer.
    worker.search("lighthouse", [remote_id], k=3).result(timeout=120)  # connects
    before = embedding_posts(embedding_server)
    results = worker.search("sourdough starter", [remote_id], k=3).result(timeout=120)
    assert Path(results[0].path).name == "sourdough.md"
    assert results[0].vector_rank is not None  # hybrid: the query was embedded
    assert embedding_posts(embedding_server) == before + 1
    local, far = recall_at_1(worker, local_id), recall_at_1(worker, remote_id)
    assert far == local and local >= 0.75
    # Both collections at once: each part searched with its own model.
    both = worker.search("sourdough starter", None, k=4).result(timeout=120)
    assert {r.collection for r in both[:2]} == {"Here", "There"}


def test_chunks_go_to_the_server_in_batches(
        qtbot: QtBot, worker: IndexingWorker, registry: EngineRegistry,
        embedding_server: ServerProcess, tmp_path: Path) -> None:
    registry.put(EngineSpec.found("embed-box", embedding_server.url,
                                  check_connection(embedding_server.url, None)))
    folder = tmp_path / "small-files"
    folder.mkdir()
    for file in range(60):  # a few chunks each: batches are filled across files
        lines = [f"Note {file}.{n}: the harbour crane lifted container {n} onto the ship "
                 f"while the tide was rising." for n in range(12)]
        (folder / f"note-{file:02d}.txt").write_text("\n".join(lines), encoding="utf-8")
    before = embedding_posts(embedding_server)
    cid = index(qtbot, worker, folder, "Long", RemoteEmbedding("embed-box", EMBED_ALIAS))
    with DocumentStore.open(tmp_path / "lantern.db") as store:
        chunks = store.get_collection(cid).chunks
    assert chunks > 2 * REMOTE_EMBED_BATCH
    requests = embedding_posts(embedding_server) - before
    connect = 1  # the probe of a new connection asks for one embedding
    assert requests == connect + -(-chunks // REMOTE_EMBED_BATCH) < 60


def test_an_unreachable_engine_pauses_indexing_until_it_is_back(
        qtbot: QtBot, worker: IndexingWorker, registry: EngineRegistry,
        tmp_path: Path) -> None:
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    registry.put(EngineSpec("later", url, kind="llama-cpp-python server",
                            embedding_models=(EMBED_ALIAS,)))
    failed: list[str] = []
    worker.failed.connect(lambda _cid, message: failed.append(message))
    collection = worker.create_collection(
        "Waiting", RemoteEmbedding("later", EMBED_ALIAS)).result(timeout=SHORT_S)
    with qtbot.waitSignal(worker.waiting, timeout=LONG_MS) as paused:
        worker.add_folder(collection.id, write_folder(tmp_path / "docs")).result(
            timeout=SHORT_S)
    assert paused.args[0] == collection.id
    assert "paused" in paused.args[1] and "unreachable" in paused.args[1]
    assert url in paused.args[1]
    assert not failed, "an unreachable engine does not fail the collection"
    # Searching it meanwhile finds by words, and says so once, not at every search.
    said: list[str] = []
    worker.search_degraded.connect(said.append)
    for _ in range(2):
        worker.search("sourdough starter", [collection.id], k=3).result(timeout=120)
    qtbot.waitUntil(lambda: len(said) >= 1, timeout=10_000)
    qtbot.wait(200)
    assert len(said) == 1 and "words only" in said[0] and "“later”" in said[0]

    server = ServerProcess(
        [sys.executable, str(LLAMA_CPP_SERVER), "--model",
         str(default_embedding_model_path()), "--model_alias", EMBED_ALIAS, "--host",
         "127.0.0.1", "--port", str(port), "--n_threads", THREADS, "--embedding", "True",
         "--n_ctx", "512"], tmp_path / "later.log", port)
    try:
        # The retry comes by itself (RETRY_REMOTE_S); a re-index need not wait for it.
        with qtbot.waitSignal(worker.finished, timeout=LONG_MS,
                              check_params_cb=lambda cid, _r: cid == collection.id) as done:
            worker.reindex(collection.id)
        assert len(done.args[1].indexed) == len(TOPICS) and not failed
    finally:
        server.stop()


def test_the_panel_creates_a_remotely_embedded_collection(
        qtbot: QtBot, qloop: asyncio.AbstractEventLoop, worker: IndexingWorker,
        registry: EngineRegistry, embedding_server: ServerProcess, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    registry.put(EngineSpec.found("embed-box", embedding_server.url,
                                  check_connection(embedding_server.url, None)))
    panel = DocumentsPanel(worker)
    qtbot.addWidget(panel)
    panel.show()

    def answer(dialog: NewCollectionDialog) -> int:  # as a person fills it in
        assert dialog.embedder.itemText(1) == "minilm-remote @ embed-box"
        dialog.choose.click()  # the folder picker, answered below
        dialog.name.setText("Far")
        dialog.embedder.setCurrentIndex(1)
        return int(QDialog.DialogCode.Accepted.value)

    monkeypatch.setattr(NewCollectionDialog, "exec", answer)
    folder = write_folder(tmp_path / "docs")
    monkeypatch.setattr(panel, "choose_folder", lambda: str(folder))
    qtbot.mouseClick(panel.collections.new_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.status.state.text().startswith("“Far” is up to date"),
                    timeout=LONG_MS)
    qtbot.waitUntil(lambda: "embedded by minilm-remote @ embed-box"
                    in panel.collections.counts.text(), timeout=10_000)
    panel.close()
