"""Which query words can change a BM25 ranking: the ones FTS5 gives weight.

FTS5's bm25() weighs a word by idf = log((N - n + 0.5) / (n + 0.5)) for a
word in n of N chunks, and replaces an idf at or below zero (a word in half
of the chunks or more) with 1e-6. Such a word adds at most 2.2e-6 to any
score, so it cannot reorder chunks that match other words; but an OR query
with it makes FTS5 find and score every chunk it is in, which was most of
a search's time at 100k chunks (bench/README.md, "Search latency"). Leaving
it out keeps the ranking (chunks that matched nothing else scored ~0 and
fusion ignores them: app/search/fusion.py NO_EVIDENCE) at a fraction of
the cost.

The counts come from FTS5 itself: its averages record (N) and an fts5vocab
table (n per stemmed term); the query's words are stemmed by a temporary
contentless FTS5 table with chunks_fts's tokenizer, so they match the
index's terms exactly.
"""

from __future__ import annotations

import math
import sqlite3
from collections.abc import Sequence

from sqlite_utils import Database

TOKENIZE = "porter unicode61 remove_diacritics 2"
"""chunks_fts's tokenizer (migration 0003): the scratch table must stem alike."""


def weighted_words(db: Database, words: Sequence[str]) -> list[str]:
    """`words` less those FTS5 gives no weight; all of them when that would
    leave none, or when a word is not a single token (FTS5 reads it as a
    phrase, whose count the vocabulary does not hold)."""
    if len(words) < 2:
        return list(words)
    try:
        scratch_tables(db)
        stems = _stems(db, words)
    except sqlite3.OperationalError:
        # A store opened read-only (query_only) may not write even temp
        # tables: then every word is kept, as before this module.
        return list(words)
    if stems is None:
        return list(words)
    rows = db.execute(f"""SELECT term, doc FROM temp.lantern_chunk_vocab
                          WHERE term IN ({', '.join('?' * len(stems))})""", stems).fetchall()
    matches = {term: int(n) for term, n in rows}
    total = _row_count(db)
    kept = [w for w, stem in zip(words, stems, strict=True)
            if math.log((total - matches.get(stem, 0) + 0.5)
                        / (matches.get(stem, 0) + 0.5)) > 0]
    return kept or list(words)


def query_stems(db: Database, words: Sequence[str]) -> list[str] | None:
    """Each word as chunks_fts indexes it; None if one is not exactly one
    token (FTS5 would read it as a phrase) or the store may not write temp tables."""
    try:
        scratch_tables(db)
        return _stems(db, words)
    except sqlite3.OperationalError:
        return None


def _stems(db: Database, words: Sequence[str]) -> list[str] | None:
    """Each word as chunks_fts indexes it; None if one is not exactly one token."""
    # One savepoint, not a commit per row; it writes the temp schema only,
    # so it never takes the database's write lock.
    db.execute("SAVEPOINT lantern_scratch")
    try:
        db.execute("INSERT INTO temp.lantern_scratch(lantern_scratch) VALUES ('delete-all')")
        db.conn.executemany("INSERT INTO temp.lantern_scratch(rowid, text) VALUES (?, ?)",
                            list(enumerate(words)))
    finally:
        db.execute("RELEASE lantern_scratch")
    tokens: dict[int, list[str]] = {}
    for doc, term in db.execute("SELECT doc, term FROM temp.lantern_scratch_vocab"):
        tokens.setdefault(int(doc), []).append(term)
    if any(len(tokens.get(n, [])) != 1 for n in range(len(words))):
        return None
    return [tokens[n][0] for n in range(len(words))]


def scratch_tables(db: Database) -> None:
    """This connection's temporary tables (made once; they vanish with it)."""
    if db.execute("SELECT 1 FROM temp.sqlite_master WHERE name = 'lantern_scratch'").fetchone():
        return
    db.execute(f"""CREATE VIRTUAL TABLE temp.lantern_scratch USING fts5(
                   text, content='', tokenize='{TOKENIZE}')""")
    db.execute("""CREATE VIRTUAL TABLE temp.lantern_scratch_vocab
                  USING fts5vocab(temp, 'lantern_scratch', 'instance')""")
    db.execute("""CREATE VIRTUAL TABLE temp.lantern_chunk_vocab
                  USING fts5vocab(main, 'chunks_fts', 'row')""")


def _row_count(db: Database) -> int:
    """N as bm25() reads it: the first varint of FTS5's averages record."""
    row = db.execute("SELECT block FROM chunks_fts_data WHERE id = 1").fetchone()
    if row is None or not row[0]:
        return 0
    value = 0
    for byte in row[0][:9]:
        value = (value << 7) | (byte & 0x7F)
        if not byte & 0x80:
            break
    return value
