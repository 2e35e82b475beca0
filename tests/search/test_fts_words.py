"""Words FTS5 gives no weight are left out of the query, and the ranking stays the same."""

from __future__ import annotations

import random
from pathlib import Path

from app.store.chunk_search import fts_search, or_query, weighted_or_query
from app.store.doc_models import FileStamp, NewChunk
from app.store.documents import DocumentStore

COMMON = "lantern"
RARE = ["harbour", "glacier", "orchard", "comet", "violin", "saddle"]


def fill(store: DocumentStore, tmp_path: Path) -> None:
    """60 chunks: every third lacks the common word (so it is in 2/3 of them);
    the rare words are sprinkled in a few each, some twice."""
    rng = random.Random(7)
    collection = store.create_collection("c")
    folder = store.add_folder(collection.id, tmp_path)
    chunks = []
    for n in range(60):
        words = ["filler"] * rng.randrange(5, 15) + rng.sample(RARE, 2) * rng.randrange(1, 3)
        if n % 3:
            words.append(COMMON)
        rng.shuffle(words)
        chunks.append(NewChunk(" ".join(words), None, n + 1, n + 1, len(words)))
    store.store_chunks(collection.id, folder.id, str(tmp_path / "a.txt"), FileStamp(1, 1),
                       "h", "k", chunks)


def test_a_word_in_most_chunks_is_left_out_and_the_ranking_kept(
        store: DocumentStore, tmp_path: Path) -> None:
    fill(store, tmp_path)
    query = f"{COMMON} comet violin"
    plain = fts_search(store.db, or_query(query) or "", None, 100)
    expression = weighted_or_query(store.db, query)
    assert expression == '"comet" OR "violin"'
    weighted = fts_search(store.db, expression, None, 100)
    # Every chunk with a rare word comes back in the same order, with the
    # same score up to FTS5's 1e-6 weight for the common word.
    with_evidence = [(c, s) for c, s in plain if s > 1e-3]
    assert [c for c, _ in weighted] == [c for c, _ in with_evidence]
    assert all(abs(a - b) < 1e-5 for (_, a), (_, b) in zip(weighted, with_evidence, strict=True))
    assert len(plain) > len(weighted)  # the common word alone matched many more


def test_words_are_kept_when_leaving_out_would_leave_none_or_a_word_is_a_phrase(
        store: DocumentStore, tmp_path: Path) -> None:
    fill(store, tmp_path)
    assert weighted_or_query(store.db, COMMON) == f'"{COMMON}"'
    assert weighted_or_query(store.db, f"{COMMON} filler") == f'"{COMMON}" OR "filler"'
    # "snake_case" is two tokens to FTS5 (a phrase): nothing is left out.
    assert weighted_or_query(store.db, f"{COMMON} snake_case comet") == (
        f'"{COMMON}" OR "snake_case" OR "comet"')
    assert weighted_or_query(store.db, "  ?! ") is None


def test_a_read_only_store_searches_with_every_word(store: DocumentStore,
                                                    tmp_path: Path) -> None:
    fill(store, tmp_path)
    store.close()
    with DocumentStore.open(store.path, read_only=True) as reader:
        assert reader.query_expression(f"{COMMON} comet") == f'"{COMMON}" OR "comet"'
        assert reader.text_search(reader.query_expression("comet") or "", None, 5)
