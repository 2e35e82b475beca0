"""Each chunk's words as chunks_fts indexes them, for BM25 in memory.

FTS5 scores every chunk that holds any query word before ORDER BY ... LIMIT
keeps the best: at 100k chunks of prose that was 16-60 ms a query, most of
a hybrid search (bench/README.md, "Search latency"). app/search/text_index.py
computes the very same bm25() over an inverted index in numpy instead;
this module keeps what it is built from: per chunk, its stemmed terms and
their counts (`chunk_terms`, a blob of little-endian int32 pairs: term id,
count), with the terms named once in `fts_terms`.

The terms come from FTS5 itself: the chunk texts go through a temporary
contentless FTS5 table with chunks_fts's tokenizer and its fts5vocab
'instance' table is read back, so they match the index exactly (same
stems, same token boundaries, same document lengths).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np

from app.store.fts_words import scratch_tables

if TYPE_CHECKING:  # sqlite-utils loads on first open, not at import (startup time)
    from sqlite_utils import Database

Array = np.ndarray[Any, Any]

SCHEMA = (
    "CREATE TABLE fts_terms (id INTEGER PRIMARY KEY, term TEXT NOT NULL UNIQUE)",
    """CREATE TABLE chunk_terms (
        chunk_id INTEGER PRIMARY KEY REFERENCES chunks(id) ON DELETE CASCADE,
        terms BLOB NOT NULL
    )""",
)
_BATCH = 500
"""Chunks per pass through the scratch table (and SQL parameters per IN list)."""


@dataclass(frozen=True)
class ChunkTerms:
    """Every chunk's terms, chunk-major: rows of `pairs` for chunk i are the
    `counts[i]` rows after sum(counts[:i])."""

    chunk_ids: Array
    """int64, one per chunk."""
    collection_ids: Array
    """int64, one per chunk."""
    counts: Array
    """int64: how many distinct terms each chunk has."""
    pairs: Array
    """int32, shape (sum(counts), 2): term id, occurrences."""
    complete: bool
    """False when some chunk has no terms row (the index is not usable)."""


def write_terms(db: Database, chunks: Sequence[tuple[int, str]]) -> None:
    """Store the terms of `chunks` (id, text), replacing any they had.

    Runs inside the caller's transaction; the scratch table is temp, so it
    adds no write to the database file beyond the rows themselves."""
    scratch_tables(db)
    for start in range(0, len(chunks), _BATCH):
        _write_batch(db, chunks[start:start + _BATCH])


def _write_batch(db: Database, chunks: Sequence[tuple[int, str]]) -> None:
    db.execute("INSERT INTO temp.lantern_scratch(lantern_scratch) VALUES ('delete-all')")
    db.conn.executemany("INSERT INTO temp.lantern_scratch(rowid, text) VALUES (?, ?)", chunks)
    rows = db.execute("""SELECT doc, term, count(*) FROM temp.lantern_scratch_vocab
                         GROUP BY doc, term""").fetchall()
    ids = term_ids(db, sorted({term for _, term, _ in rows}), create=True)
    per_chunk: dict[int, list[tuple[int, int]]] = {cid: [] for cid, _ in chunks}
    for doc, term, count in rows:
        per_chunk[int(doc)].append((ids[term], int(count)))
    db.conn.executemany(
        "INSERT OR REPLACE INTO chunk_terms (chunk_id, terms) VALUES (?, ?)",
        [(cid, np.asarray(pairs, dtype="<i4").reshape(-1, 2).tobytes())
         for cid, pairs in per_chunk.items()])


def term_ids(db: Database, terms: Sequence[str], *, create: bool = False) -> dict[str, int]:
    """{term: id} for the `terms` that have one (all of them with `create`)."""
    if create:
        db.conn.executemany("INSERT OR IGNORE INTO fts_terms (term) VALUES (?)",
                            [(t,) for t in terms])
    found: dict[str, int] = {}
    for start in range(0, len(terms), _BATCH):
        part = terms[start:start + _BATCH]
        found.update(db.execute(f"""SELECT term, id FROM fts_terms
                                    WHERE term IN ({', '.join('?' * len(part))})""",
                                part).fetchall())
    return found


def backfill_terms(db: Database) -> None:
    """Terms for every chunk that has none (migration 0006: chunks indexed before it)."""
    while True:
        rows = db.execute(f"""SELECT k.id, k.text FROM chunks k
                              LEFT JOIN chunk_terms t ON t.chunk_id = k.id
                              WHERE t.chunk_id IS NULL ORDER BY k.id LIMIT {_BATCH}""").fetchall()
        if not rows:
            return
        write_terms(db, [(int(i), str(text)) for i, text in rows])


def load_terms(db: Database) -> ChunkTerms:
    """Every chunk's terms, in one read (the caller holds a read transaction)."""
    rows = db.execute("""SELECT t.chunk_id, d.collection_id, t.terms FROM chunk_terms t
                         JOIN chunks k ON k.id = t.chunk_id
                         JOIN documents d ON d.id = k.document_id
                         ORDER BY t.chunk_id""").fetchall()
    total = int(db.execute("SELECT count(*) FROM chunks").fetchone()[0])
    chunk_ids = np.fromiter((r[0] for r in rows), dtype=np.int64, count=len(rows))
    collection_ids = np.fromiter((r[1] for r in rows), dtype=np.int64, count=len(rows))
    counts = np.fromiter((len(r[2]) // 8 for r in rows), dtype=np.int64, count=len(rows))
    pairs = np.frombuffer(b"".join(r[2] for r in rows), dtype="<i4").reshape(-1, 2)
    return ChunkTerms(chunk_ids, collection_ids, counts, pairs, complete=total == len(rows))
