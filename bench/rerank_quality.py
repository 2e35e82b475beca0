"""Reranking the new fusion's top results with a language model: gain and cost per query.

    .venv/bin/python bench/search_quality.py --rerank-questions 6 --rerank-top 10
        [--rerank-model PATH] [--rerank-threads N]

For the first N questions of each corpus: the default fusion's top K
chunks are scored by app.engine.reranker.QueryLikelihoodReranker (log
P(question | passage) under the chat model; by default the bundled one,
which was Gemma 3 270M base when bench/README.md's results were taken) and
reordered; the rest of the ranking stays. Reported side by side with the
fusion alone on the same questions: recall@1, recall@5, MRR@10, and the
reranking's wall time per query (the fusion itself costs milliseconds: bench_search.py latency).
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from quality_corpora import CORPORA, Labelled, database

from app.engine.reranker import QueryLikelihoodReranker
from app.search.fusion import DEFAULT_FUSION
from app.search.rerank import reorder
from app.store.documents import DocumentStore


def rerank_report(names: Sequence[str], corpora: dict[str, list[Labelled]], questions: int,
                  top: int, model: Path | None = None, threads: int = 2) -> None:
    from search_quality import fused, scores

    fusion = fused(DEFAULT_FUSION)
    with QueryLikelihoodReranker(model, n_threads=threads, n_ctx=256) as reranker:
        print(f"\nReranking the top {top} with {reranker.path.name} "
              f"(query likelihood, {threads} threads), first {questions} questions per corpus")
        print("| Corpus | Ranking | R@1 | R@5 | MRR@10 | wall per query |")
        print("|---|---|---|---|---|---|")
        for name in names:
            subset = corpora[name][:questions]
            reranked: dict[str, list[int]] = {}
            seconds = []
            with DocumentStore.open(database(CORPORA[name])) as store:
                for x in subset:
                    ids = fusion(x)
                    texts = store.chunks(ids[:top])
                    start = time.perf_counter()
                    reranked[x.question] = reorder(
                        ids, reranker.score(x.question, [texts[c].text for c in ids[:top]]))
                    seconds.append(time.perf_counter() - start)
            base = scores(fusion, subset)
            again = scores(lambda x, done=reranked: done[x.question], subset)
            print(f"| {name} | new fusion | {base[0]:.3f} | {base[1]:.3f} | {base[2]:.3f} | "
                  "(milliseconds) |")
            print(f"| {name} | new fusion + rerank top {top} | {again[0]:.3f} | {again[1]:.3f} "
                  f"| {again[2]:.3f} | {statistics.median(seconds):.1f} s median, "
                  f"{max(seconds):.1f} s max |")
