"""Vector nearest neighbours: one model's vectors as a float32 matrix in memory.

Why not sqlite-vec: this CPython's sqlite3 cannot load extensions at all
(pysqlite3 would replace the driver under the whole store), and a numpy
scan of a matrix kept in RAM was 10x faster than sqlite-vec's brute force:
7 ms against 71 ms for the top 50 of 100k MiniLM vectors (bench/README.md,
"Document search"). Cost: 4 bytes x dimensions per chunk of RAM (1.5 KB
with MiniLM, 146 MB at 100k chunks) and a load of about 0.8 s at 100k.

The matrix is reloaded when the store's vectors generation moves (the
indexer, in another thread or process, committed vectors), checked with one
tiny query per search.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from app.store.documents import DocumentStore
from app.store.vectors import VectorMatrix

Array = np.ndarray[Any, Any]


class VectorIndex:
    def __init__(self, store: DocumentStore, model_id: str) -> None:
        self.store = store
        self.model_id = model_id
        self._data: VectorMatrix | None = None

    @property
    def size(self) -> int:
        return 0 if self._data is None else len(self._data.chunk_ids)

    def refresh(self) -> VectorMatrix:
        """The current vectors, reloading them when the store changed."""
        generation = self.store.vectors_generation()
        if self._data is None or self._data.generation != generation:
            self._data = self.store.load_vectors(self.model_id)
        return self._data

    def search(self, query: Sequence[float] | Array, collection_ids: Sequence[int] | None,
               k: int) -> list[tuple[int, float]]:
        """(chunk id, cosine similarity) best first, at most k."""
        return nearest(self.refresh(), query, collection_ids, k)


def nearest(data: VectorMatrix, query: Sequence[float] | Array,
            collection_ids: Sequence[int] | None, k: int) -> list[tuple[int, float]]:
    """The k rows of `data` most similar to `query`: pure numpy, so any thread
    may run it (it releases the GIL) while the store's thread does other work."""
    if not len(data.chunk_ids) or k <= 0:
        return []
    q = np.asarray(query, dtype=np.float32)
    if q.shape != (data.matrix.shape[1],):
        raise ValueError(f"The query vector has {q.size} dimensions but the stored "
                         f"vectors have {data.matrix.shape[1]}: they come from "
                         "different embedding models.")
    # einsum, not `matrix @ q`: @ goes to OpenBLAS, whose threads wait for
    # each other; on a busy 2-core machine (the chat model decoding, say)
    # that measured 12-30 ms at 10k-100k chunks against 0.3-6 ms here.
    scores = np.einsum("ij,j->i", data.matrix, q)
    if collection_ids is not None:
        scores[~np.isin(data.collection_ids, np.asarray(collection_ids))] = -np.inf
    k = min(k, len(scores))
    top = np.argpartition(-scores, k - 1)[:k]
    top = top[np.argsort(-scores[top], kind="stable")]
    return [(int(data.chunk_ids[i]), float(scores[i])) for i in top if np.isfinite(scores[i])]
