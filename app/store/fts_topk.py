"""The exact BM25 top k of an OR query without scoring every chunk a common word matches.

FTS5 ranks an OR query by computing BM25 for every row that matches any of
its words: a question with "elizabeth" or "first" in it scores a third of a
100k-chunk index, and that is nearly all of a search's time
(bench/README.md, "Search latency"). A common word, though, can add little
to a score: BM25 gives a word at most idf x (k1 + 1), and a common word's
idf is small. So (the MaxScore idea of search engines):

1. Split the words into rare ones (few matches together) and common ones;
   bound what the common ones can add to any chunk: U.
2. Run the query on the rare words only (cheap), take its best L chunks and
   score them exactly with all the words (in Python, with FTS5's own
   statistics and tokenizer, so the numbers are FTS5's).
3. If even the L-th rare-word score plus U cannot reach the k-th exact
   score, no chunk outside these can enter the top k: done, exactly.
   Otherwise (rare), run the plain query.

Everything it reads (document count, average length, each word's match
count and each chunk's length and term counts) comes from FTS5 itself:
its averages record, an fts5vocab table, and a temporary contentless FTS5
table with the same tokenizer that stems the query and candidate texts.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from sqlite_utils import Database

TOKENIZE = "porter unicode61 remove_diacritics 2"
"""chunks_fts's tokenizer (migration 0003): the scratch table must stem alike."""
K1, B = 1.2, 0.75
"""FTS5's bm25() constants."""
PLAIN_BELOW = 3000
"""Matches (summed over words) under which the plain query is already cheap."""
RARE_BUDGET = 3000
"""Most matches the rare words may have together."""
CANDIDATES = 2
"""Chunks rescored, as a multiple of k."""

Hits = list[tuple[int, float]]
PlainQuery = Callable[[str, int], Hits]
"""(FTS5 expression, limit) -> (chunk id, -bm25) best first, collection filter applied."""


@dataclass(frozen=True)
class _Term:
    word: str
    stem: str
    matches: int
    idf: float

    @property
    def bound(self) -> float:
        return self.idf * (K1 + 1)


def top_k(db: Database, words: Sequence[str], k: int, plain: PlainQuery) -> Hits:
    """The same (chunk id, -bm25) best first as `plain(or_expression(words), k)`."""
    terms = _terms(db, words)
    if terms is None or sum(t.matches for t in terms) <= PLAIN_BELOW or k <= 0:
        return plain(or_expression(words), k)
    ranked = sorted(terms, key=lambda t: t.matches)
    rare: list[_Term] = []
    for term in ranked:
        if rare and sum(t.matches for t in rare) + term.matches > RARE_BUDGET:
            break
        rare.append(term)
    common = ranked[len(rare):]
    limit = CANDIDATES * k
    first = plain(or_expression([t.word for t in rare]), limit)
    exact = _rescore(db, [c for c, _ in first], terms)
    best = sorted(exact.items(), key=lambda item: -item[1])[:k]
    threshold = best[-1][1] if len(best) == k else 0.0
    outside = (first[-1][1] if len(first) == limit else 0.0) + sum(t.bound for t in common)
    if outside < threshold:
        return best
    return plain(or_expression(words), k)


def or_expression(words: Sequence[str]) -> str:
    return " OR ".join('"' + w.replace('"', '""') + '"' for w in words)


def _terms(db: Database, words: Sequence[str]) -> list[_Term] | None:
    """Each word's stem, match count and idf; None when a word is not exactly
    one token (FTS5 would search it as a phrase, which this cannot bound)."""
    _scratch(db)
    stems = _tokenize(db, list(enumerate(words)))
    if any(len(stems.get(n, [])) != 1 for n in range(len(words))):
        return None
    rows = db.execute(f"""SELECT term, doc FROM temp.lantern_chunk_vocab
                          WHERE term IN ({', '.join('?' * len(words))})""",
                      [stems[n][0] for n in range(len(words))]).fetchall()
    matches = dict(rows)
    count, _ = _averages(db)
    out = []
    for n, word in enumerate(words):
        stem = stems[n][0]
        hits = int(matches.get(stem, 0))
        idf = math.log((count - hits + 0.5) / (hits + 0.5))
        out.append(_Term(word, stem, hits, idf if idf > 0 else 1e-6))
    return out


def _rescore(db: Database, chunk_ids: Sequence[int], terms: Sequence[_Term]) -> dict[int, float]:
    """-bm25 of the whole OR query for these chunks, as FTS5 computes it."""
    if not chunk_ids:
        return {}
    marks = ", ".join("?" * len(chunk_ids))
    _fill(db, db.execute(f"SELECT id, text FROM chunks WHERE id IN ({marks})",
                         list(chunk_ids)).fetchall())
    stems = sorted({t.stem for t in terms})
    counts: dict[tuple[int, str], int] = {
        (int(doc), term): int(n) for doc, term, n in db.execute(
            f"""SELECT doc, term, count(*) FROM temp.lantern_scratch_vocab
                WHERE term IN ({', '.join('?' * len(stems))}) GROUP BY doc, term""", stems)}
    _, mean_length = _averages(db)
    scores = {}
    for doc, size in db.execute("SELECT id, sz FROM temp.lantern_scratch_docsize"):
        norm = K1 * (1 - B + B * _varint(size, 0)[0] / mean_length)
        # Summed per query word, as FTS5 sums per phrase.
        scores[int(doc)] = math.fsum(
            t.idf * tf * (K1 + 1) / (tf + norm)
            for t in terms if (tf := counts.get((int(doc), t.stem), 0)))
    return scores


def _tokenize(db: Database, rows: Sequence[tuple[int, str]]) -> dict[int, list[str]]:
    """Each row's tokens as chunks_fts sees them (stemmed), in order (for a
    few short rows: reading the whole vocabulary back is slow for many)."""
    _fill(db, rows)
    out: dict[int, list[str]] = {}
    for doc, term in db.execute("""SELECT doc, term FROM temp.lantern_scratch_vocab
                                   ORDER BY doc, offset""").fetchall():
        out.setdefault(int(doc), []).append(term)
    return out


def _fill(db: Database, rows: Sequence[tuple[int, str]]) -> None:
    """The scratch table holds exactly these rows."""
    # One savepoint, not a commit per row; it writes the temp schema only,
    # so it never takes the database's write lock.
    db.execute("SAVEPOINT lantern_scratch")
    try:
        db.execute("INSERT INTO temp.lantern_scratch(lantern_scratch) VALUES ('delete-all')")
        db.conn.executemany("INSERT INTO temp.lantern_scratch(rowid, text) VALUES (?, ?)", rows)
    finally:
        db.execute("RELEASE lantern_scratch")


def _scratch(db: Database) -> None:
    """This connection's temporary tables (made once; they vanish with it)."""
    if db.execute("SELECT 1 FROM temp.sqlite_master WHERE name = 'lantern_scratch'").fetchone():
        return
    db.execute(f"""CREATE VIRTUAL TABLE temp.lantern_scratch USING fts5(
                   text, content='', tokenize='{TOKENIZE}')""")
    db.execute("""CREATE VIRTUAL TABLE temp.lantern_scratch_vocab
                  USING fts5vocab(temp, 'lantern_scratch', 'instance')""")
    db.execute("""CREATE VIRTUAL TABLE temp.lantern_chunk_vocab
                  USING fts5vocab(main, 'chunks_fts', 'row')""")


def _averages(db: Database) -> tuple[int, float]:
    """(rows, mean tokens per row) from FTS5's averages record, as bm25() reads them."""
    row = db.execute("SELECT block FROM chunks_fts_data WHERE id = 1").fetchone()
    if row is None or not row[0]:
        return 0, 1.0
    count, at = _varint(row[0], 0)
    total, _ = _varint(row[0], at)
    return count, (total / count if count else 1.0)


def _varint(data: bytes, at: int) -> tuple[int, int]:
    """SQLite's big-endian varint at `at`: (value, next offset)."""
    value = 0
    for i in range(8):
        byte = data[at + i]
        value = (value << 7) | (byte & 0x7F)
        if not byte & 0x80:
            return value, at + i + 1
    return (value << 8) | data[at + 8], at + 9
