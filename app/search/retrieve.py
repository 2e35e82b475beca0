"""Hybrid retrieval: vector nearest neighbours + FTS5 BM25, fused (app/search/fusion.py)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Literal

from app.search.fusion import DEFAULT_FUSION, Fusion, Ranked
from app.search.rerank import Reranker, reorder
from app.search.snippets import snippet
from app.search.text_index import TextIndex
from app.search.vector_index import VectorIndex, nearest
from app.store.chunk_search import query_terms
from app.store.doc_models import passage_name, where_in_file
from app.store.documents import DocumentStore
from app.store.search import check_text
from app.store.vectors import VectorMatrix

SearchMode = Literal["hybrid", "vector", "text"]
EmbedQueryFn = Callable[[str], Sequence[float]]


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
    heading: str | None = None
    """The section the passage starts in, where the file has headings."""

    @property
    def file_uri(self) -> str:
        """file:// URI to open the file; PDFs get #page=N, which most viewers honour."""
        uri = Path(self.path).as_uri()
        return f"{uri}#page={self.page}" if self.page is not None else uri

    @property
    def location(self) -> str:
        """"page 3" or "lines 10-24" (for PDFs the lines are within the page)."""
        return where_in_file(self.page, self.line_start, self.line_end)

    @property
    def passage(self) -> str:
        """The location with its section: '"Installation", lines 10-24' (a long
        heading is shortened: it names the section, the text is below it)."""
        return passage_name(self.location, self.heading)


class Retriever:
    """Searches the store from one thread (the one that opened `store`)."""

    def __init__(self, store: DocumentStore, *, embed_query: EmbedQueryFn | None,
                 model_id: str | None, fusion: Fusion = DEFAULT_FUSION,
                 reranker: Reranker | None = None, rerank_top: int = 5) -> None:
        """Without `embed_query` (no embedding model) search is full-text only;
        with a `reranker`, its scores reorder the first `rerank_top` results."""
        self.store = store
        self.embed_query = embed_query
        self.fusion = fusion
        self.reranker = reranker
        self.rerank_top = rerank_top
        self.vectors = VectorIndex(store, model_id) if model_id and embed_query else None
        self.text_index = TextIndex(store)
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
        pending: Future[list[tuple[int, float]]] | None = None
        if mode != "text" and self.vectors is not None:
            data = self.vectors.refresh()  # reads the store: this thread only
            pending = self._helper().submit(self._nearest, data, query, collection_ids, depth)
        text = self._text(query, collection_ids, depth) if mode != "vector" else []
        vector = pending.result() if pending is not None else []
        if mode == "vector" or not text:
            return [Ranked(c, s, n, None) for n, (c, s) in enumerate(vector[:k], start=1)]
        if mode == "text" or not vector:
            return [Ranked(c, s, None, n) for n, (c, s) in enumerate(text[:k], start=1)]
        # Fuse at least k of each list, so k results can come back.
        return replace(self.fusion, depth=depth).fuse(vector, text)[:k]

    def _text(self, query: str, collection_ids: Sequence[int] | None,
              depth: int) -> list[tuple[int, float]]:
        """BM25 from memory (app/search/text_index.py), or FTS5 where it cannot answer."""
        hits = self.text_index.search(query_terms(check_text(query)), collection_ids, depth)
        if hits is not None:
            return hits
        match = self.store.query_expression(query)
        return self.store.text_search(match, collection_ids, depth) if match else []

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
                vector_rank=r.vector_rank, text_rank=r.text_rank, heading=chunk.heading))
        if self.reranker is not None and len(results) > 1:
            head = results[:self.rerank_top]
            results = reorder(results, self.reranker.score(query, [r.text for r in head]))
        return results
