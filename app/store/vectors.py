"""Chunk vectors: float32 blobs tagged with their model, loaded as one matrix.

Vectors are stored as little-endian float32 (1.5 KB for MiniLM's 384
dimensions) and searched in memory (app/search/vector_index.py): a numpy
scan of a matrix kept in RAM beat sqlite-vec's brute force by 3-5x here
(docs/llama-notes.md, "SQLite on this Python"), and needs no SQLite
extension, which this CPython cannot load.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np

if TYPE_CHECKING:  # sqlite-utils loads on first open, not at import (startup time)
    from sqlite_utils import Database

Array = np.ndarray[Any, Any]


@dataclass(frozen=True)
class VectorMatrix:
    """One model's vectors: row i is chunk `chunk_ids[i]` of `collection_ids[i]`."""

    chunk_ids: Array
    """int64, one per row."""
    collection_ids: Array
    """int64, one per row."""
    matrix: Array
    """float32, shape (rows, dim)."""
    generation: int
    """search_state.vectors_generation when this was read."""


def encode_vector(vector: Sequence[float] | Array) -> bytes:
    return np.asarray(vector, dtype="<f4").tobytes()


def bump_generation(db: Database) -> None:
    db.execute("UPDATE search_state SET vectors_generation = vectors_generation + 1")


def vectors_generation(db: Database) -> int:
    return int(db.execute("SELECT vectors_generation FROM search_state").fetchone()[0])


def load_vectors(db: Database, model_id: str) -> VectorMatrix:
    """Every vector `model_id` made, in one read transaction (a consistent snapshot)."""
    conn = db.conn
    own = not conn.in_transaction
    if own:
        conn.execute("BEGIN")  # the generation and the rows must come from one snapshot
    try:
        generation = vectors_generation(db)
        count, dim = conn.execute(
            "SELECT count(*), max(dim) FROM chunk_vectors WHERE model_id = ?", [model_id]
        ).fetchone()
        matrix = np.zeros((count, dim or 0), dtype=np.float32)
        chunk_ids = np.zeros(count, dtype=np.int64)
        collection_ids = np.zeros(count, dtype=np.int64)
        rows = conn.execute(
            """SELECT v.chunk_id, d.collection_id, v.vector FROM chunk_vectors v
               JOIN chunks k ON k.id = v.chunk_id JOIN documents d ON d.id = k.document_id
               WHERE v.model_id = ? AND v.dim = ?""", [model_id, dim])
        n = 0
        for chunk_id, collection_id, blob in rows:
            # Row by row into a preallocated matrix: reading all blobs first
            # would hold twice the matrix in memory at 100k chunks (300 MB).
            matrix[n] = np.frombuffer(blob, dtype="<f4")
            chunk_ids[n], collection_ids[n] = chunk_id, collection_id
            n += 1
    finally:
        if own:
            conn.execute("COMMIT")
    return VectorMatrix(chunk_ids[:n], collection_ids[:n], matrix[:n], generation)
