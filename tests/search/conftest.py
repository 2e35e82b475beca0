"""Search fixtures: the real default embedding model, a store per test, a corpus.

Chunks are small in these tests (48 tokens) so that a handful of short files
still makes several chunks per file, and batches of 4 so that a document is
embedded in more than one batch, as long files are in real use.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from app.engine.embedder import Embedder
from app.search.chunking import ChunkSettings
from app.search.indexer import Indexer
from app.search.retrieve import Retriever
from app.store.documents import DocumentStore
from tests.search.search_corpus import write_corpus
from tests.search.search_helpers import BATCH, CHUNKING, EmbedSpy, IndexerFactory


@pytest.fixture(scope="session")
def embedder() -> Iterator[Embedder]:
    with Embedder() as loaded:
        yield loaded


@pytest.fixture
def spy(embedder: Embedder) -> EmbedSpy:
    return EmbedSpy(embedder)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[DocumentStore]:
    with DocumentStore.open(tmp_path / "lantern.db") as opened:
        yield opened


@pytest.fixture
def corpus(tmp_path: Path) -> dict[str, Path]:
    return write_corpus(tmp_path / "docs")


@pytest.fixture
def make_indexer(store: DocumentStore, embedder: Embedder, spy: EmbedSpy) -> IndexerFactory:
    def make(model_id: str | None = None, chunking: ChunkSettings = CHUNKING,
             batch_size: int = BATCH) -> Indexer:
        return Indexer(store, spy, model_id=model_id or embedder.model_id,
                       tokenize=embedder.tokenize, model_max_tokens=embedder.n_ctx,
                       chunking=chunking, batch_size=batch_size)
    return make


@pytest.fixture
def retriever(store: DocumentStore, embedder: Embedder) -> Iterator[Retriever]:
    found = Retriever(store, embed_query=lambda q: embedder.embed([q])[0],
                      model_id=embedder.model_id)
    yield found
    found.close()
