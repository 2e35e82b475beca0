"""Hybrid retrieval: vector nearest neighbours + FTS5 BM25, fused by weighted RRF.

Reciprocal rank fusion scores a chunk  w_v / (k + rank_v) + w_t / (k + rank_t)
over the ranks it has in each list (a list it is absent from adds nothing).
Ranks, not raw scores, because cosine similarities and BM25 scores live on
unrelated scales. The weights are not equal on purpose: see DEFAULT_FUSION.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from app.search.snippets import snippet
from app.search.vector_index import VectorIndex, nearest
from app.store.chunk_search import or_query, query_terms
from app.store.documents import DocumentStore
from app.store.search import check_text
from app.store.vectors import VectorMatrix

SearchMode = Literal["hybrid", "vector", "text"]
EmbedQueryFn = Callable[[str], Sequence[float]]


@dataclass(frozen=True)
class Fusion:
    vector_weight: float = 1.0
    text_weight: float = 1.0
    k: float = 60.0
    """RRF's damping constant: larger flattens the difference between ranks."""
    depth: int = 50
    """Candidates taken from each list before fusing."""


DEFAULT_FUSION = Fusion(vector_weight=0.5, text_weight=1.0, k=1.0, depth=50)
"""Tuned on labelled questions over three Austen novels (bench/search_quality.py,
bench/README.md): plain RRF (k=60, equal weights) was no better than vectors
alone and worse than BM25 alone; a small k, which trusts each list's top
ranks, won in every cross-validation fold, and full text a little more than
vectors. Recall@5 0.47 against 0.40 (BM25) and 0.35 (vectors)."""


@dataclass(frozen=True)
class SearchResult:
    chunk_id: int
    document_id: int
    collection: str
    path: str
    page: int | None
    line_start: int
    line_end: int
    text: str
    snippet: str
    score: float
    vector_rank: int | None
    """1-based rank among vector neighbours; None if not among them."""
    text_rank: int | None

    @property
    def file_uri(self) -> str:
        """file:// URI to open the file; PDFs get #page=N, which most viewers honour."""
        uri = Path(self.path).as_uri()
        return f"{uri}#page={self.page}" if self.page is not None else uri

    @property
    def location(self) -> str:
        """"page 3" or "lines 10-24" (for PDFs the lines are within the page)."""
        lines = (f"line {self.line_start}" if self.line_start == self.line_end
                 else f"lines {self.line_start}-{self.line_end}")
        return f"page {self.page}, {lines}" if self.page is not None else lines


@dataclass(frozen=True)
class Ranked:
    chunk_id: int
    score: float
    vector_rank: int | None
    text_rank: int | None


def fuse(vector: Sequence[int], text: Sequence[int], fusion: Fusion) -> list[Ranked]:
    """Weighted reciprocal rank fusion of two best-first lists of chunk ids."""
    scores: dict[int, float] = {}
    v_rank = {cid: n for n, cid in enumerate(vector, start=1)}
    t_rank = {cid: n for n, cid in enumerate(text, start=1)}
    for cid, n in v_rank.items():
        scores[cid] = scores.get(cid, 0.0) + fusion.vector_weight / (fusion.k + n)
    for cid, n in t_rank.items():
        scores[cid] = scores.get(cid, 0.0) + fusion.text_weight / (fusion.k + n)
    order = sorted(scores, key=lambda c: (-scores[c], v_rank.get(c, 10**9)))
    return [Ranked(c, scores[c], v_rank.get(c), t_rank.get(c)) for c in order]


class Retriever:
    """Searches the store from one thread (the one that opened `store`)."""

    def __init__(self, store: DocumentStore, *, embed_query: EmbedQueryFn | None,
                 model_id: str | None, fusion: Fusion = DEFAULT_FUSION) -> None:
        """Without `embed_query` (no embedding model) search is full-text only."""
        self.store = store
        self.embed_query = embed_query
        self.fusion = fusion
        self.vectors = VectorIndex(store, model_id) if model_id and embed_query else None
        self._pool: ThreadPoolExecutor | None = None

    def collection_ids(self, collections: Sequence[str | int] | None) -> list[int] | None:
        if collections is None:
            return None
        return [self.store.get_collection(c).id for c in collections]

    def rank(self, query: str, collection_ids: Sequence[int] | None, k: int,
             mode: SearchMode = "hybrid") -> list[Ranked]:
        """Chunk ids best first, without reading the chunks.

        The query embedding and vector scan run in a helper thread while
        this thread (the store's) runs the full-text query: a hybrid search
        costs the slower of the two, not their sum.
        """
        if not query_terms(check_text(query)):
            return []  # nothing to look for: no list of every chunk with made-up scores
        depth = max(self.fusion.depth, k)
        match = or_query(query) if mode != "vector" else None
        pending: Future[list[tuple[int, float]]] | None = None
        if mode != "text" and self.vectors is not None:
            data = self.vectors.refresh()  # reads the store: this thread only
            pending = self._helper().submit(self._nearest, data, query, collection_ids, depth)
        text = self.store.text_search(match, collection_ids, depth) if match else []
        vector = pending.result() if pending is not None else []
        if mode == "vector" or not text:
            return [Ranked(c, s, n, None) for n, (c, s) in enumerate(vector[:k], start=1)]
        if mode == "text" or not vector:
            return [Ranked(c, s, None, n) for n, (c, s) in enumerate(text[:k], start=1)]
        return fuse([c for c, _ in vector], [c for c, _ in text], self.fusion)[:k]

    def _nearest(self, data: VectorMatrix, query: str, collection_ids: Sequence[int] | None,
                 depth: int) -> list[tuple[int, float]]:
        assert self.embed_query is not None
        return nearest(data, self.embed_query(query), collection_ids, depth)

    def _helper(self) -> ThreadPoolExecutor:
        if self._pool is None:
            self._pool = ThreadPoolExecutor(1, thread_name_prefix="lantern-vectors")
        return self._pool

    def close(self) -> None:
        """Stop the helper thread (it also ends with the process)."""
        if self._pool is not None:
            self._pool.shutdown(wait=False)
            self._pool = None

    def search(self, query: str, *, collections: Sequence[str | int] | None = None,
               k: int = 10, mode: SearchMode = "hybrid",
               markers: tuple[str, str] = ("[", "]")) -> list[SearchResult]:
        """The k best chunks for `query` in `collections` (None: all)."""
        ids = self.collection_ids(collections)
        ranked = self.rank(query, ids, k, mode)
        chunks = self.store.chunks([r.chunk_id for r in ranked])
        terms = query_terms(query)
        results = []
        for r in ranked:
            chunk = chunks.get(r.chunk_id)
            if chunk is None:
                continue  # removed since the vectors were loaded
            results.append(SearchResult(
                chunk_id=chunk.id, document_id=chunk.document_id, collection=chunk.collection,
                path=chunk.path, page=chunk.page, line_start=chunk.line_start,
                line_end=chunk.line_end, text=chunk.text,
                snippet=snippet(chunk.text, terms, markers), score=r.score,
                vector_rank=r.vector_rank, text_rank=r.text_rank))
        return results
