"""Retrieval quality guard: on a small labelled corpus, the default hybrid ranking
ties or beats both of its parts (vectors alone, full text alone) at recall@1
and recall@5, through the real indexer, embedding model, store and Retriever.

The corpus is 16 sections of the Python reference from bench/corpora/pyref
(51 chunks at the default chunking) and the 21 questions of
bench/corpora/pyref.json about them; bench/search_quality.py measures the
same on all three corpora. Recorded there for this subset (bench/README.md):
vector 0.619 / 0.905, full text 0.667 / 0.952, hybrid 0.714 / 0.952.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from app.engine.embedder import Embedder
from app.search.indexer import Indexer
from app.search.retrieve import Retriever, SearchMode
from app.store.documents import DocumentStore

BENCH = Path(__file__).resolve().parents[2] / "bench" / "corpora"
SECTIONS = """assert augassign calls continue del execmodel function global integers lambda
nonlocal pass raise truth while with""".split()


def relevant(result_path: str, text: str, question: dict[str, str]) -> bool:
    """Same rule as the benchmark: from the named file and holding the evidence."""
    return (Path(result_path).stem == question["file"]
            and " ".join(question["evidence"].split()) in " ".join(text.split()))


def recall(retriever: Retriever, questions: list[dict[str, str]], mode: SearchMode,
           cut: int) -> float:
    found = 0
    for q in questions:
        results = retriever.search(q["question"], k=cut, mode=mode)
        found += any(relevant(r.path, r.text, q) for r in results)
    return found / len(questions)


@pytest.fixture(scope="module")
def indexed(tmp_path_factory: pytest.TempPathFactory,
            embedder: Embedder) -> tuple[Path, list[dict[str, str]]]:
    root = tmp_path_factory.mktemp("quality")
    docs = root / "pyref"
    docs.mkdir()
    for name in SECTIONS:
        shutil.copy(BENCH / "pyref" / f"{name}.rst", docs)
    spec = json.loads((BENCH / "pyref.json").read_text(encoding="utf-8"))
    questions = [q for q in spec["questions"] if q["file"] in SECTIONS]
    with DocumentStore.open(root / "lantern.db") as store:
        store.add_folder(store.ensure_collection("pyref").id, docs)
        indexer = Indexer(store, embedder.embed, model_id=embedder.model_id,
                          tokenize=embedder.tokenize, model_max_tokens=embedder.n_ctx)
        report = indexer.run(indexer.scan("pyref"))
        assert report.chunks_embedded > len(SECTIONS)
    return root / "lantern.db", questions


def test_hybrid_ties_or_beats_both_parts(indexed: tuple[Path, list[dict[str, str]]],
                                         embedder: Embedder) -> None:
    db, questions = indexed
    assert len(questions) >= 20
    with DocumentStore.open(db) as store:
        retriever = Retriever(store, embed_query=lambda q: embedder.embed([q])[0],
                              model_id=embedder.model_id)
        try:
            for cut in (1, 5):
                vector = recall(retriever, questions, "vector", cut)
                text = recall(retriever, questions, "text", cut)
                hybrid = recall(retriever, questions, "hybrid", cut)
                assert hybrid >= max(vector, text), (
                    f"recall@{cut}: hybrid {hybrid:.3f}, vector {vector:.3f}, text {text:.3f}")
        finally:
            retriever.close()
