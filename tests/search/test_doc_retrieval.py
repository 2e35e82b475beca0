"""Hybrid retrieval: fusion, collections, snippets, the in-memory vector index."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from app.engine.embedder import Embedder
from app.search.retrieve import Retriever
from app.search.snippets import snippet
from app.search.vector_index import VectorIndex
from app.store.chunk_search import or_query
from app.store.documents import DocumentStore
from tests.search.search_helpers import IndexerFactory, add_collection


def test_user_text_is_never_fts_syntax() -> None:
    assert or_query('the "quoted" NEAR(x) OR -minus*') == (
        '"quoted" OR "near" OR "x" OR "minus"')
    assert or_query("the of and") == '"the" OR "of" OR "and"'
    assert or_query("  ?! ") is None


def test_snippet_highlights_stems_around_the_best_match() -> None:
    text = " ".join(["filler"] * 60 + ["Elizabeth", "married", "Mr", "Darcy"] + ["end"] * 60)
    out = snippet(text, ["marry", "darcy"], ("<", ">"), words=12)
    assert "<married>" in out and "<Darcy>" in out
    assert out.startswith("…") and out.endswith("…")
    assert snippet("no match here at all", ["zebra"]) == "no match here at all"


def test_collections_filter_results(store: DocumentStore, corpus: dict[str, Path],
                                    make_indexer: IndexerFactory, retriever: Retriever,
                                    tmp_path: Path) -> None:
    other = tmp_path / "other"
    other.mkdir()
    (other / "sourdough-copy.md").write_text(corpus["sourdough"].read_text())
    add_collection(store, [corpus["volcano"].parent], "main")
    add_collection(store, [other], "copies")
    make_indexer().run(make_indexer().scan("main"))
    make_indexer().run(make_indexer().scan("copies"))
    query = "sourdough starter ferment"
    assert {r.collection for r in retriever.search(query, k=30)} == {"main", "copies"}
    only = retriever.search(query, collections=["copies"], k=30)
    assert only and {r.path for r in only} == {str(other / "sourdough-copy.md")}
    for mode in ("vector", "text"):
        found = retriever.search(query, collections=["main"], k=30, mode=mode)  # type: ignore[arg-type]
        assert found and all(r.collection == "main" for r in found)


def test_vector_index_reloads_after_indexing(store: DocumentStore, corpus: dict[str, Path],
                                             make_indexer: IndexerFactory,
                                             embedder: Embedder) -> None:
    index = VectorIndex(store, embedder.model_id)
    query = embedder.embed(["volcano magma"])[0]
    assert index.search(query, None, 5) == []
    add_collection(store, [corpus["volcano"].parent])
    make_indexer().run(make_indexer().scan("docs"))
    hits = index.search(query, None, 5)
    assert len(hits) == 5 and hits[0][1] >= hits[-1][1]
    matrix = index.refresh().matrix
    assert matrix.dtype == np.float32 and np.allclose(np.linalg.norm(matrix, axis=1), 1, atol=1e-3)


def test_results_locate_the_passage(store: DocumentStore, corpus: dict[str, Path],
                                    make_indexer: IndexerFactory, retriever: Retriever) -> None:
    add_collection(store, [corpus["volcano"].parent])
    make_indexer().run(make_indexer().scan("docs"))
    best = retriever.search("Pompeii buried under ash", k=1)[0]
    assert best.path == str(corpus["volcano"])
    assert best.line_start <= 7 <= best.line_end and "line" in best.location
    assert best.snippet.endswith("79.")
    lines = corpus["volcano"].read_text().split("\n")
    assert "Pompeii" in "\n".join(lines[best.line_start - 1:best.line_end])
    assert best.vector_rank is not None or best.text_rank is not None


def test_text_only_search_works_without_a_model(store: DocumentStore,
                                                corpus: dict[str, Path],
                                                make_indexer: IndexerFactory) -> None:
    add_collection(store, [corpus["volcano"].parent])
    make_indexer().run(make_indexer().scan("docs"))
    plain = Retriever(store, embed_query=None, model_id=None)
    assert plain.search("Galilean moons", k=1)[0].path == str(corpus["astronomy"])


def test_a_reranker_reorders_the_first_results(store: DocumentStore, corpus: dict[str, Path],
                                               make_indexer: IndexerFactory,
                                               embedder: Embedder) -> None:
    from app.engine.reranker import QueryLikelihoodReranker

    add_collection(store, [corpus["volcano"].parent])
    make_indexer().run(make_indexer().scan("docs"))
    query = "What buried Pompeii?"
    embed = lambda q: embedder.embed([q])[0]  # noqa: E731
    plain = Retriever(store, embed_query=embed, model_id=embedder.model_id)
    with QueryLikelihoodReranker(n_threads=2, n_ctx=256) as model:
        reranked = Retriever(store, embed_query=embed, model_id=embedder.model_id,
                             reranker=model, rerank_top=3)
        before, after = plain.search(query, k=6), reranked.search(query, k=6)
        scores = model.score(query, [r.text for r in before[:3]])
    plain.close()
    reranked.close()
    by_score = [before[n].chunk_id for n in sorted(range(3), key=lambda n: -scores[n])]
    assert [r.chunk_id for r in after[:3]] == by_score
    assert [r.chunk_id for r in after[3:]] == [r.chunk_id for r in before[3:]]
