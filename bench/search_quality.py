"""Retrieval quality on labelled questions: vector-only vs full-text-only vs hybrid.

    .venv/bin/python bench/search_quality.py [--rebuild]

Corpus: three Austen novels (bench/austen_corpus.py), indexed with the app's
own Indexer, default chunking and the default embedding model; the index is
kept in the cache folder and reused (--rebuild makes it again; about 15
minutes of embedding on the 2-core dev VM). Questions: bench/search_questions.json,
each with the novel and a verbatim evidence phrase; a chunk is relevant when
it is from that novel and contains the phrase.

Reported: recall@5 (a relevant chunk among the first five) and MRR@10, for
vector-only, text-only, plain RRF (equal weights, k=60) and weighted RRF.
The weights are chosen by a grid search with two-fold cross-validation
(tuned on the even questions, scored on the odd ones, and the reverse), so
the hybrid's number is not just the grid's best fit to the same questions.
"""

from __future__ import annotations

import argparse
import itertools
import json
import shutil
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from austen_corpus import corpus_dir

from app.config import cache_dir
from app.engine.embedder import Embedder
from app.search.indexer import Indexer
from app.search.retrieve import DEFAULT_FUSION, Fusion, fuse
from app.search.vector_index import VectorIndex
from app.store.chunk_search import or_query
from app.store.documents import DocumentStore

NOVELS = ("prideprejudice", "persuasion", "northangerabbey")
QUESTIONS = Path(__file__).with_name("search_questions.json")
DEPTH = 50


@dataclass
class Labelled:
    question: str
    relevant: set[int]
    vector: list[int]
    text: list[int]


def build_index(rebuild: bool) -> Path:
    folder = cache_dir() / "bench" / "austen-quality"
    db = cache_dir() / "bench" / "austen-quality.db"
    if rebuild:
        for side in ("", "-wal", "-shm"):
            Path(f"{db}{side}").unlink(missing_ok=True)
    folder.mkdir(parents=True, exist_ok=True)
    for name in NOVELS:
        if not (folder / f"{name}.txt").exists():
            shutil.copy(corpus_dir() / f"{name}.txt", folder)
    return db


def index(db: Path, embedder: Embedder) -> None:
    with DocumentStore.open(db) as store:
        collection = store.ensure_collection("austen")
        store.add_folder(collection.id, db.with_suffix(""))
        indexer = Indexer(store, embedder.embed, model_id=embedder.model_id,
                          tokenize=embedder.tokenize, model_max_tokens=embedder.n_ctx)
        plan = indexer.scan("austen")
        if plan.work:
            print(f"indexing: {plan.summary()}", file=sys.stderr)
            report = indexer.run(plan)
            print(f"  {report.chunks_embedded} chunks in {report.elapsed_s:.0f} s",
                  file=sys.stderr)


def label(db: Path, embedder: Embedder) -> list[Labelled]:
    spec = json.loads(QUESTIONS.read_text())["questions"]
    out = []
    with DocumentStore.open(db) as store:
        vectors = VectorIndex(store, embedder.model_id)
        rows = store.db.execute("""SELECT k.id, k.text, d.path FROM chunks k
                                   JOIN documents d ON d.id = k.document_id""").fetchall()
        for q in spec:
            evidence = " ".join(q["evidence"].split())
            relevant = {cid for cid, text, path in rows
                        if Path(path).stem == q["file"] and evidence in " ".join(text.split())}
            if not relevant:
                raise SystemExit(f"labelling error: {q['evidence']!r} is in no chunk")
            query_vector = embedder.embed([q["question"]])[0]
            vector = [c for c, _ in vectors.search(query_vector, None, DEPTH)]
            match = or_query(q["question"])
            text = [c for c, _ in store.text_search(match, None, DEPTH)] if match else []
            out.append(Labelled(q["question"], relevant, vector, text))
    return out


def scores(ranked: Sequence[Sequence[int]], labels: Sequence[Labelled]) -> tuple[float, float]:
    """(recall@5, MRR@10)."""
    recall = mrr = 0.0
    for ids, item in zip(ranked, labels, strict=True):
        recall += any(c in item.relevant for c in ids[:5])
        mrr += next((1 / n for n, c in enumerate(ids[:10], 1) if c in item.relevant), 0.0)
    return recall / len(labels), mrr / len(labels)


def hybrid(labels: Sequence[Labelled], fusion: Fusion) -> list[list[int]]:
    return [[r.chunk_id for r in fuse(x.vector[:fusion.depth], x.text[:fusion.depth], fusion)]
            for x in labels]


# Coarse on purpose: with ~40 questions one question is 0.023 of recall, and
# a fine grid fits noise (a 90-point grid's best lost 0.12 under cross-validation).
GRID = [Fusion(vector_weight=v, text_weight=1.0, k=k, depth=50)
        for v, k in itertools.product((0.5, 1.0, 2.0), (1, 10, 60))]


def best(labels: Sequence[Labelled]) -> Fusion:
    return max(GRID, key=lambda f: scores(hybrid(labels, f), labels))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rebuild", action="store_true")
    args = parser.parse_args()
    db = build_index(args.rebuild)
    with Embedder() as embedder:
        index(db, embedder)
        labels = label(db, embedder)
    even, odd = labels[::2], labels[1::2]
    tuned_even, tuned_odd = best(even), best(odd)
    cross = [scores(hybrid(odd, tuned_even), odd), scores(hybrid(even, tuned_odd), even)]
    cv_recall = (cross[0][0] * len(odd) + cross[1][0] * len(even)) / len(labels)
    cv_mrr = (cross[0][1] * len(odd) + cross[1][1] * len(even)) / len(labels)
    tuned_all = best(labels)
    rows = [
        ("vector only", scores([x.vector for x in labels], labels)),
        ("full text only (BM25)", scores([x.text for x in labels], labels)),
        ("hybrid, plain RRF (k=60, equal weights)", scores(hybrid(labels, Fusion()), labels)),
        (f"hybrid, app default {_describe(DEFAULT_FUSION)}",
         scores(hybrid(labels, DEFAULT_FUSION), labels)),
        ("hybrid, tuned by 2-fold cross-validation", (cv_recall, cv_mrr)),
        (f"hybrid, best on all questions {_describe(tuned_all)}",
         scores(hybrid(labels, tuned_all), labels)),
    ]
    print(f"{len(labels)} questions\n")
    print("| Ranking | recall@5 | MRR@10 |\n|---|---|---|")
    for name, (recall, mrr) in rows:
        print(f"| {name} | {recall:.3f} | {mrr:.3f} |")
    print(f"\nfolds chose {_describe(tuned_even)} (even) and {_describe(tuned_odd)} (odd)")
    for x in labels:
        v, t = (x.relevant & set(x.vector[:5])), (x.relevant & set(x.text[:5]))
        h = x.relevant & {r.chunk_id for r in fuse(x.vector, x.text, DEFAULT_FUSION)[:5]}
        print(f"  {'V' if v else '-'}{'T' if t else '-'}{'H' if h else '-'}  {x.question}")


def _describe(f: Fusion) -> str:
    return f"(w_vector={f.vector_weight}, w_text={f.text_weight}, k={f.k:g}, depth={f.depth})"


if __name__ == "__main__":
    main()
