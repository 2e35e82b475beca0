"""Helpers shared by the search tests (imported by name: a module called
`conftest` would clash with the other test folders' conftest modules)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from app.engine.embedder import Embedder
from app.search.chunking import ChunkSettings
from app.search.indexer import Indexer
from app.store.documents import DocumentStore

CHUNKING = ChunkSettings(size=48, overlap=8)
BATCH = 4

IndexerFactory = Callable[..., Indexer]


class EmbedSpy:
    """The real embedder, remembering every text it was asked to embed."""

    def __init__(self, embedder: Embedder) -> None:
        self.embedder = embedder
        self.texts: list[str] = []

    def __call__(self, texts: list[str]) -> list[list[float]]:
        self.texts.extend(texts)
        return self.embedder.embed(texts)


def add_collection(store: DocumentStore, folders: Sequence[Path], name: str = "docs") -> int:
    collection = store.ensure_collection(name)
    for folder in folders:
        store.add_folder(collection.id, folder)
    return collection.id
