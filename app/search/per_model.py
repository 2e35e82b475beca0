"""Searching collections whose vectors come from different embedding models.

A query is embedded once per model and compared only with that model's
vectors (vectors of two models live in unrelated spaces). Each model's
collections are searched by their own retriever; the results are merged by
their fused scores, which are rank-based (reciprocal rank) and so
comparable across models.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from app.search.retrieve import SearchMode, SearchResult


class Searcher(Protocol):
    def search(self, query: str, *, collections: Sequence[str | int] | None = None,
               k: int = 10, mode: SearchMode = "hybrid",
               markers: tuple[str, str] = ("[", "]")) -> list[SearchResult]: ...


class PerModelSearch:
    def __init__(self, groups: Sequence[tuple[Searcher, Sequence[int]]]) -> None:
        """`groups`: a searcher and the collection ids whose vectors it reads."""
        self.groups = list(groups)

    def search(self, query: str, *, collections: Sequence[str | int] | None = None,
               k: int = 10, mode: SearchMode = "hybrid",
               markers: tuple[str, str] = ("[", "]")) -> list[SearchResult]:
        """The k best over every group (`collections` is ignored: each group
        names its own)."""
        results: list[SearchResult] = []
        for searcher, ids in self.groups:
            results += searcher.search(query, collections=list(ids), k=k, mode=mode,
                                       markers=markers)
        return sorted(results, key=lambda r: r.score, reverse=True)[:k]
