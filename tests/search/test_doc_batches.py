"""Batches across files (as a remote embedding model gets them): each call
carries `batch_size` chunks whatever the files' sizes, every document is
marked indexed once its last chunk has a vector, the vectors are the ones a
file-by-file run makes, and a run stopped between batches leaves the
documents whose chunks were still queued to the next run."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from app.engine.embedder import Embedder
from app.search.indexer import CrossFileIndexer, Indexer
from app.search.progress import IndexControl, Progress
from app.store.documents import DocumentStore
from tests.search.search_helpers import CHUNKING, add_collection

BATCH = 5


class CountingEmbed:
    def __init__(self, embedder: Embedder) -> None:
        self.embedder = embedder
        self.calls: list[int] = []

    def __call__(self, texts: list[str]) -> list[list[float]]:
        self.calls.append(len(texts))
        return self.embedder.embed(texts)


def vectors_by_text(store: DocumentStore, model_id: str) -> dict[str, np.ndarray]:
    loaded = store.load_vectors(model_id)
    texts = dict(store.db.execute("SELECT id, text FROM chunks").fetchall())
    return {texts[int(cid)]: loaded.matrix[row] for row, cid in enumerate(loaded.chunk_ids)}


def indexer(store: DocumentStore, embedder: Embedder, embed: CountingEmbed,
            across_files: bool, model_id: str) -> Indexer:
    kind = CrossFileIndexer if across_files else Indexer
    return kind(store, embed, model_id=model_id, tokenize=embedder.tokenize,
                model_max_tokens=embedder.n_ctx, chunking=CHUNKING, batch_size=BATCH)


def test_full_batches_across_files_make_the_same_vectors(
        store: DocumentStore, corpus: dict[str, Path], embedder: Embedder) -> None:
    add_collection(store, [corpus["volcano"].parent])
    by_file, across = CountingEmbed(embedder), CountingEmbed(embedder)
    first = indexer(store, embedder, by_file, False, "per-file")
    report = first.run(first.scan("docs"))
    chunks = store.get_collection("docs").chunks
    per_file = vectors_by_text(store, "per-file")
    store.set_collection_model(store.get_collection("docs").id, "batched")
    second = indexer(store, embedder, across, True, "batched")
    batched = second.run(second.scan("docs"), confirm_model_change=True)

    assert sorted(batched.indexed) == sorted(report.indexed)
    assert batched.chunks_embedded == chunks == sum(across.calls)
    assert across.calls == [BATCH] * (chunks // BATCH) + ([chunks % BATCH] if chunks % BATCH
                                                          else [])
    assert len(by_file.calls) > len(across.calls)  # per file: a short call per file end
    batched_vectors = vectors_by_text(store, "batched")  # chunked again: new chunk ids
    assert batched_vectors.keys() == per_file.keys()
    for text, vector in per_file.items():  # batch neighbours move the last digits only
        assert float(np.dot(vector, batched_vectors[text])) > 0.9999


def test_a_stop_leaves_queued_documents_to_the_next_run(
        store: DocumentStore, corpus: dict[str, Path], embedder: Embedder) -> None:
    add_collection(store, [corpus["volcano"].parent])
    control = IndexControl()
    embed = CountingEmbed(embedder)

    def stop_after_first_batch(p: Progress) -> None:
        if p.chunks_embedded >= BATCH:
            control.cancel()

    run = indexer(store, embedder, embed, True, "batched")
    stopped = run.run(run.scan("docs"), progress=stop_after_first_batch, control=control)
    assert stopped.cancelled and embed.calls == [BATCH]
    embed.calls.clear()
    again = indexer(store, embedder, embed, True, "batched")
    rest = again.run(again.scan("docs"))
    assert sorted(stopped.indexed + rest.indexed) == sorted(str(p) for p in corpus.values())
    chunks = store.get_collection("docs").chunks
    assert sum(embed.calls) == chunks - BATCH  # nothing embedded twice
