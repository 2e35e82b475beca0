"""BM25 in memory (app/search/text_index.py) ranks exactly as FTS5 does.

The chunks are the Python reference sections of bench/corpora/pyref (real
technical text: identifiers with underscores, digits, code) plus a few
lines with accents and mixed case, stored through the store's own
functions; the queries are the corpus's 40 labelled questions and a few
odd ones. Every query must give FTS5's chunk ids in FTS5's order with its
scores, over all collections and over one.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from app.search.text_index import TextIndex
from app.store.chunk_search import query_terms
from app.store.chunk_terms import backfill_terms
from app.store.doc_models import FileStamp, NewChunk
from app.store.documents import DocumentStore

PYREF = Path(__file__).resolve().parents[2] / "bench" / "corpora" / "pyref"
ODD = ["Café NAÏVE école naive cafe", "running runs ran RUN", "x_1 = 2**10 # 1024",
       "Crème brûlée, déjà vu; ÉLAN élan", "a the of and", "δοκιμή Straße STRASSE"]
QUERIES = [q["question"] for q in json.loads(PYREF.with_suffix(".json").read_text())[
    "questions"]] + ODD + ["the", "cafe", "run", "x_1 1024", "strasse", "and or not"]


def fill(store: DocumentStore) -> None:
    """Two collections: the pyref sections in ten-line chunks, and the odd lines."""
    for name, files in (("pyref", sorted(PYREF.glob("*.rst"))), ("odd", [])):
        collection = store.create_collection(name)
        folder = store.add_folder(collection.id, f"/{name}")
        texts = {f.stem: f.read_text().split("\n") for f in files} or {"odd": ODD * 3}
        for stem, lines in texts.items():
            chunks = [NewChunk("\n".join(lines[i:i + 10]), None, i + 1, i + 10, 100)
                      for i in range(0, len(lines), 10) if "".join(lines[i:i + 10]).strip()]
            store.store_chunks(collection.id, folder.id, f"/{name}/{stem}", FileStamp(1, 1),
                               "h", "k", chunks)


def fts(store: DocumentStore, query: str, collections: list[int] | None,
        k: int) -> list[tuple[int, float]]:
    match = store.query_expression(query)
    return store.text_search(match, collections, k) if match else []


def assert_same(store: DocumentStore, index: TextIndex, collections: list[int] | None) -> None:
    for query in QUERIES:
        for k in (1, 20):
            mine = index.search(query_terms(query), collections, k)
            if mine is None:  # x_1 is two FTS5 tokens: left to FTS5 (last test)
                assert any(len(re.findall(r"[^\W_]+", t)) > 1 for t in query_terms(query))
                continue
            expected = fts(store, query, collections, k)
            assert [c for c, _ in mine] == [c for c, _ in expected], (query, k)
            assert [s for _, s in mine] == pytest.approx([s for _, s in expected], rel=1e-9)


def test_in_memory_bm25_ranks_as_fts5(tmp_path: Path) -> None:
    with DocumentStore.open(tmp_path / "lantern.db") as store:
        fill(store)
        index = TextIndex(store)
        assert index.refresh() is not None
        assert_same(store, index, None)
        assert_same(store, index, [store.get_collection("odd").id])


def test_changes_to_the_chunks_reload_the_index(tmp_path: Path) -> None:
    with DocumentStore.open(tmp_path / "lantern.db") as store:
        fill(store)
        index = TextIndex(store)
        before = index.search(["evaluated"], None, 5)
        gone = store.documents(store.get_collection("pyref").id)[:20]
        store.remove_documents([d.id for d in gone])
        assert index.search(["evaluated"], None, 5) != before
        assert_same(store, index, None)
        # A file stored again with as many chunks: the count stays, the ids move.
        odd = store.get_collection("odd")
        folder = store.folders(odd.id)[0]
        count = store.chunks_state()[0]
        store.store_chunks(odd.id, folder.id, "/odd/odd", FileStamp(2, 2), "h2", "k", [
            NewChunk(f"zeppelin number {n}", None, n, n, 3) for n in (1, 2)])
        assert store.chunks_state()[0] == count
        store.add_vectors("m", [])  # a vectors-only change keeps the postings
        hits = index.search(["zeppelin"], None, 50)
        assert hits is not None and len(hits) == 2
        assert_same(store, index, None)


def test_terms_are_removed_with_their_chunks_and_backfilled(tmp_path: Path) -> None:
    """Migration 0006 computes terms for chunks stored before it, as a write would."""
    with DocumentStore.open(tmp_path / "lantern.db") as store:
        fill(store)
        written = store.db.execute("SELECT * FROM chunk_terms ORDER BY chunk_id").fetchall()
        store.db.execute("DELETE FROM chunk_terms")
        assert TextIndex(store).refresh() is None  # incomplete: FTS5 must answer
        with store.transaction():
            backfill_terms(store.db)
        assert store.db.execute("SELECT * FROM chunk_terms ORDER BY chunk_id").fetchall() \
            == written
        store.remove_documents([d.id for d in store.documents(store.get_collection("odd").id)])
        orphans = store.db.execute("""SELECT count(*) FROM chunk_terms t LEFT JOIN chunks k
                                      ON k.id = t.chunk_id WHERE k.id IS NULL""").fetchone()[0]
        assert orphans == 0


def test_a_word_fts5_reads_as_a_phrase_is_left_to_fts5(tmp_path: Path) -> None:
    with DocumentStore.open(tmp_path / "lantern.db") as store:
        fill(store)
        assert TextIndex(store).search(["x_1"], None, 5) is None  # two tokens: x, 1
