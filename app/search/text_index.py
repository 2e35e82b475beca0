"""BM25 in memory: FTS5's bm25() ranking at a fraction of FTS5's cost.

FTS5 finds and scores every chunk holding any query word before ORDER BY
... LIMIT keeps the best; at 100k chunks of prose a question's words are
in 28,000 chunks at the median and 73,000 at worst, which cost 16-60 ms
(bench/README.md, "Search latency"). Here the same scores come from an
inverted index kept in numpy (term -> chunk rows and counts, built from
app/store/chunk_terms.py): a query adds one vectorised term per word.

The scores are FTS5's own formula, with FTS5's constants and its counts
(rows, tokens, rows per term, all from the same terms FTS5 indexed), so the
ranking is FTS5's: bm25 = sum over query words of
idf * tf * (k1 + 1) / (tf + k1 * (1 - b + b * len / avg_len)), with
idf = log((N - n + 0.5) / (n + 0.5)), at or below 0 replaced by 1e-6.
The words FTS5 gives no weight are left out as app/store/fts_words.py
leaves them out of the FTS5 query. tests/search/test_text_index.py holds
both to the same ids and scores.

Cost: about 8 bytes per distinct word per chunk in RAM (70 MB at 100k
chunks of prose) and a reload when the store's generation moves, like the
vectors (app/search/vector_index.py).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from app.store.chunk_terms import ChunkTerms
from app.store.documents import DocumentStore

Array = np.ndarray[Any, Any]
K1, B = 1.2, 0.75
"""FTS5's bm25() defaults (fts5_aux.c)."""
NO_WEIGHT = 1e-6
"""The idf FTS5 gives a word in half of the rows or more."""


@dataclass(frozen=True)
class Postings:
    """Term-major: chunk rows holding term t are rows[start[t]:start[t + 1]]."""

    chunk_ids: Array
    collection_ids: Array
    norm: Array
    """float64 per chunk: k1 * (1 - b + b * len / avg_len)."""
    start: Array
    rows: Array
    tf: Array
    generation: int

    @property
    def size(self) -> int:
        return len(self.chunk_ids)

    def matches(self, term: int | None) -> int:
        if term is None or term + 1 >= len(self.start):
            return 0
        return int(self.start[term + 1] - self.start[term])


def build(terms: ChunkTerms, generation: int) -> Postings:
    """Turn chunk-major terms into term-major postings."""
    n = len(terms.chunk_ids)
    rows = np.repeat(np.arange(n, dtype=np.int32), terms.counts)
    term, tf = terms.pairs[:, 0], terms.pairs[:, 1]
    lengths = np.bincount(rows, weights=tf, minlength=n)
    avg = float(lengths.sum()) / n if n else 1.0
    order = _stable_order(term)
    width = int(term.max()) + 2 if len(term) else 1
    start = np.zeros(width, dtype=np.int64)
    np.cumsum(np.bincount(term, minlength=width - 1), out=start[1:])
    return Postings(terms.chunk_ids, terms.collection_ids,
                    K1 * (1 - B + B * lengths / (avg or 1.0)), start,
                    rows[order], tf[order].astype(np.float64), generation)


def _stable_order(keys: Array) -> Array:
    """argsort, stable, of non-negative int32 keys: two 16-bit radix passes,
    3x faster than one stable sort of 32-bit keys (0.35 vs 1.0 s at 8M)."""
    low = np.argsort((keys & 0xFFFF).astype(np.uint16), kind="stable")
    high = np.argsort((keys[low] >> 16).astype(np.uint16), kind="stable")
    return low[high]


class TextIndex:
    """The store's chunks as BM25 postings; searched from the store's thread."""

    def __init__(self, store: DocumentStore) -> None:
        self.store = store
        self._data: Postings | None = None
        self._generation = -1
        self._chunks = (-1, -1)
        self._usable = False

    def refresh(self) -> Postings | None:
        """The current postings (reloaded when the store changed); None when
        some chunk has no terms, and FTS5 must answer."""
        generation = self.store.vectors_generation()
        if generation != self._generation:
            # The generation also moves with every batch of vectors while a
            # folder is indexed; the chunks (and so the postings) may not have.
            chunks = self.store.chunks_state()
            if chunks != self._chunks:
                terms, self._generation = self.store.load_terms()
                self._chunks = chunks
                self._usable = terms.complete
                self._data = build(terms, self._generation) if terms.complete else None
            else:
                self._generation = generation
        return self._data if self._usable else None

    def search(self, words: Sequence[str], collection_ids: Sequence[int] | None,
               k: int) -> list[tuple[int, float]] | None:
        """(chunk id, -bm25) best first, as FTS5 would rank an OR of `words`;
        None when this index cannot answer (FTS5 must)."""
        data = self.refresh()
        if data is None:
            return None
        stems = self.store.query_stems(words) if words else []
        if stems is None:
            return None  # a word FTS5 reads as a phrase: its own query answers that
        ids = self.store.term_ids(sorted(set(stems)))
        return score(data, [ids.get(s) for s in stems], collection_ids, k)


def score(data: Postings, terms: Sequence[int | None], collection_ids: Sequence[int] | None,
          k: int) -> list[tuple[int, float]]:
    """The k best chunks for an OR of `terms` (None: a word no chunk has)."""
    if not data.size or not terms or k <= 0:
        return []
    raw = [math.log((data.size - data.matches(t) + 0.5) / (data.matches(t) + 0.5))
           for t in terms]
    # As app/store/fts_words.py: words without weight go, unless all would.
    kept = [(t, w) for t, w in zip(terms, raw, strict=True) if w > 0]
    if len(terms) < 2 or not kept:
        kept = [(t, w if w > 0 else NO_WEIGHT) for t, w in zip(terms, raw, strict=True)]
    scores = np.zeros(data.size)
    for term, weight in kept:
        if not data.matches(term):
            continue
        assert term is not None
        part = slice(data.start[term], data.start[term + 1])
        rows, tf = data.rows[part], data.tf[part]
        # Operation for operation as fts5_aux.c, so equal scores stay equal.
        scores[rows] += weight * (tf * (K1 + 1.0)) / (tf + data.norm[rows])
    hits = np.flatnonzero(scores > 0)
    if collection_ids is not None:
        hits = hits[np.isin(data.collection_ids[hits], np.asarray(collection_ids))]
    if len(hits) > k:
        # Everything tied with the k-th best stays in, so ties go by chunk id.
        kth = np.partition(scores[hits], len(hits) - k)[len(hits) - k]
        hits = hits[scores[hits] >= kth]
    # Best first; equal scores by chunk id, as FTS5 gives them.
    hits = hits[np.lexsort((data.chunk_ids[hits], -scores[hits]))][:k]
    return [(int(data.chunk_ids[i]), float(scores[i])) for i in hits]
