"""Killing the indexer mid-run (SIGKILL) and restarting resumes where it stopped."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

from app.search.retrieve import Retriever
from app.store.documents import DocumentStore
from tests.search.search_helpers import EmbedSpy, IndexerFactory, add_collection

CHILD = Path(__file__).with_name("_index_child.py")
LONG = " ".join(f"Sentence {i} of a long report about lighthouses and their keepers."
                for i in range(40))


def test_killed_run_resumes_without_reembedding_finished_work(
        store: DocumentStore, corpus: dict[str, Path], make_indexer: IndexerFactory,
        spy: EmbedSpy, retriever: Retriever) -> None:
    folder = corpus["volcano"].parent
    # Second in walk order (after aqueducts.rst), and long: many batches.
    (folder / "b-lighthouse.txt").write_text(LONG)
    add_collection(store, [folder])
    child = subprocess.Popen([sys.executable, str(CHILD), str(store.path)],
                             stdout=subprocess.PIPE, text=True, env=os.environ.copy())
    try:
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "READY"
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)
        if child.stdout is not None:
            child.stdout.close()
    assert child.returncode == -signal.SIGKILL

    collection = store.get_collection("docs").id
    done = store.documents(collection, "indexed")
    partial = store.documents(collection, "embedding")
    assert len(done) == 1 and len(partial) == 1
    assert partial[0].path == str(folder / "b-lighthouse.txt")
    model = store.get_collection("docs").embedding_model_id
    assert model is not None
    still_missing = {t for d in partial for _, t in store.chunks_without_vectors(d.id, model)}
    total = store.db.execute("SELECT count(*) FROM chunks WHERE document_id = ?",
                             [partial[0].id]).fetchone()[0]
    assert 0 < len(still_missing) < total  # killed between two batches of one document

    report = make_indexer(batch_size=2).run(make_indexer(batch_size=2).scan("docs"))
    finished_texts = {t for d in done for t in _chunk_texts(store, d.id)}
    assert not finished_texts & set(spy.texts)  # the finished file cost nothing
    lighthouse = set(_chunk_texts(store, partial[0].id))
    assert set(spy.texts) & lighthouse == still_missing  # only its missing chunks
    assert len(report.indexed) == len(corpus)  # 6 untouched + the resumed one
    assert store.status_counts(collection) == {"indexed": len(corpus) + 1}
    best = retriever.search("lighthouse keepers report", k=1)[0]
    assert best.path == str(folder / "b-lighthouse.txt")


def _chunk_texts(store: DocumentStore, document_id: int) -> list[str]:
    rows = store.db.execute("SELECT text FROM chunks WHERE document_id = ?", [document_id])
    return [r[0] for r in rows]
