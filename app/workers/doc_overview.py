"""What the documents panel shows about each collection, read in one go.

Plain data read by the search thread's own store connection and handed to
the GUI in a signal, so the GUI thread never queries SQLite for it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from app.store.doc_models import Collection, Folder

if TYPE_CHECKING:  # numpy loads with the store, in the worker threads
    from app.store.documents import DocumentStore

PROBLEM_LIMIT = 200
"""Problems listed per collection; the counts still say how many there are."""


@dataclass(frozen=True)
class Problem:
    path: str
    status: str
    """"failed" (could not be read) or "skipped" (nothing to index)."""
    reason: str


@dataclass(frozen=True)
class CollectionInfo:
    collection: Collection
    folders: list[Folder] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=dict)
    """Documents by status: indexed, embedding (pending), failed, skipped."""
    problems: list[Problem] = field(default_factory=list)

    @property
    def id(self) -> int:
        return self.collection.id

    @property
    def name(self) -> str:
        return self.collection.name

    def count(self, status: str) -> int:
        return self.counts.get(status, 0)


def read_overview(store: DocumentStore, problem_limit: int = PROBLEM_LIMIT,
                  ) -> list[CollectionInfo]:
    """Every collection with its folders, counts and first problems, by name."""
    return [_info(store, c, problem_limit) for c in store.list_collections()]


def _info(store: DocumentStore, collection: Collection, limit: int) -> CollectionInfo:
    unknown = QCoreApplication.translate("DocOverview", "no reason recorded")
    problems = [Problem(d.path, d.status, d.error or unknown)
                for status in ("failed", "skipped")
                for d in store.documents(collection.id, status)]
    return CollectionInfo(collection, store.folders(collection.id),
                          store.status_counts(collection.id), problems[:limit])
