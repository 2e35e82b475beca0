"""Retrieval quality on three labelled corpora: each retriever alone, old and new fusion.

    .venv/bin/python bench/search_quality.py [--corpora austen pyref packages]
                                             [--rerank-questions N] [--rerank-top K]

Corpora and their labels: bench/quality_corpora.py (indexed on first use into
the cache folder: Austen takes 10-15 minutes of embedding on the 2-core VM,
the other two about a minute each).

Reported per corpus: recall@1, recall@5 (a relevant chunk first / among the
first five) and MRR@10 for vector only, full text only (BM25), the old
default (weighted reciprocal rank fusion fitted to Austen), the new default
(`app.search.fusion.DEFAULT_FUSION`), and the new fusion's family with its
parameters chosen by leave-one-corpus-out cross-validation: for each corpus
the grid point is picked on the other two corpora only, by the smallest
margin over the better single retriever (at recall@1 and @5), then MRR, and
scored on the held-out corpus. --rerank-questions N also reranks the new
fusion's top K with a language model (bench/rerank_quality.py) for the
first N questions of each corpus and reports gain and cost side by side.
"""

from __future__ import annotations

import argparse
import itertools
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from quality_corpora import CORPORA, Labelled, index, label

from app.engine.embedder import Embedder
from app.search.fusion import DEFAULT_FUSION, Fusion, RankFusion, ScoreFusion

OLD_FUSION = RankFusion(vector_weight=0.5, text_weight=1.0, k=1.0, depth=50)
"""The default before issue 14, fitted to the Austen questions."""

Ranking = Callable[[Labelled], list[int]]
Scores = tuple[float, float, float]
"""(recall@1, recall@5, MRR@10)."""

GRID = [ScoreFusion(vector_weight=v, text_weight=1.0 - v, sharpness=g, depth=d)
        for v, g, d in itertools.product((0.3, 0.4, 0.5, 0.6, 0.7), (0.0, 0.5, 1.0, 2.0),
                                         (20, 50))]


def vector_only(x: Labelled) -> list[int]:
    return [c for c, _ in x.vector]


def text_only(x: Labelled) -> list[int]:
    return [c for c, _ in x.text]


def fused(fusion: Fusion) -> Ranking:
    return lambda x: [r.chunk_id for r in fusion.fuse(x.vector, x.text)]


def scores(ranking: Ranking, labels: Sequence[Labelled]) -> Scores:
    r1 = r5 = mrr = 0.0
    for x in labels:
        ids = ranking(x)
        r1 += bool(ids) and ids[0] in x.relevant
        r5 += any(c in x.relevant for c in ids[:5])
        mrr += next((1 / n for n, c in enumerate(ids[:10], 1) if c in x.relevant), 0.0)
    n = len(labels) or 1
    return r1 / n, r5 / n, mrr / n


def margin(fusion: Fusion, labels: Sequence[Labelled]) -> tuple[float, float]:
    """(worst margin over the better single retriever at recall@1 and @5, MRR)."""
    v, t, f = scores(vector_only, labels), scores(text_only, labels), \
        scores(fused(fusion), labels)
    return min(f[0] - max(v[0], t[0]), f[1] - max(v[1], t[1])), f[2]


def choose(corpora: dict[str, list[Labelled]]) -> ScoreFusion:
    """The grid point whose worst margin over these corpora is best, then mean MRR."""
    def key(f: ScoreFusion) -> tuple[float, float]:
        margins = [margin(f, labels) for labels in corpora.values()]
        return min(m for m, _ in margins), sum(r for _, r in margins) / len(margins)
    return max(GRID, key=key)


def describe(f: Fusion) -> str:
    if isinstance(f, RankFusion):
        return f"RRF w_v={f.vector_weight:g} w_t={f.text_weight:g} k={f.k:g}"
    return (f"standard scores x confidence, w_v={f.vector_weight:g} "
            f"w_t={f.text_weight:g} sharpness={f.sharpness:g} depth={f.depth}")


def gather(names: Sequence[str]) -> dict[str, list[Labelled]]:
    out = {}
    with Embedder() as embedder:
        for name in names:
            db = index(CORPORA[name], embedder)
            out[name] = label(CORPORA[name], db, lambda q: embedder.embed([q])[0],
                              embedder.model_id)
    return out


def report(corpora: dict[str, list[Labelled]]) -> None:
    cross: dict[str, ScoreFusion] = {}
    if len(corpora) > 1:
        for held_out in corpora:
            cross[held_out] = choose({n: x for n, x in corpora.items() if n != held_out})
    rows: list[tuple[str, Callable[[str], Ranking]]] = [
        ("vector only", lambda _: vector_only),
        ("full text only (BM25)", lambda _: text_only),
        (f"hybrid, old default ({describe(OLD_FUSION)})", lambda _: fused(OLD_FUSION)),
        (f"hybrid, new default ({describe(DEFAULT_FUSION)})", lambda _: fused(DEFAULT_FUSION)),
    ]
    if cross:
        rows.append(("hybrid, new family, leave-one-corpus-out CV",
                     lambda name: fused(cross[name])))
        on_all = choose(corpora)
        rows.append((f"hybrid, new family chosen on all corpora ({describe(on_all)})",
                     lambda _: fused(on_all)))
    names = list(corpora)
    print("| Ranking | " + " | ".join(f"{n} R@1 | {n} R@5 | {n} MRR@10" for n in names) + " |")
    print("|---|" + "---|" * 3 * len(names))
    for title, ranking in rows:
        cells = [f"{v:.3f}" for n in names for v in scores(ranking(n), corpora[n])]
        print(f"| {title} | " + " | ".join(cells) + " |")
    print("\nquestions: " + ", ".join(f"{n} {len(x)}" for n, x in corpora.items()))
    for name, f in cross.items():
        print(f"CV: held out {name}, chosen on the others: {describe(f)}")
    for name, labels in corpora.items():
        by_kind = {k: [x for x in labels if x.kind == k] for k in {x.kind for x in labels}}
        for kind, subset in sorted(by_kind.items()):
            cells = ", ".join(f"{t} {s[0]:.2f}/{s[1]:.2f}" for t, s in (
                ("V", scores(vector_only, subset)), ("T", scores(text_only, subset)),
                ("old", scores(fused(OLD_FUSION), subset)),
                ("new", scores(fused(DEFAULT_FUSION), subset))))
            print(f"  {name} {kind} ({len(subset)}): R@1/R@5 {cells}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpora", nargs="+", default=list(CORPORA), choices=list(CORPORA))
    parser.add_argument("--rerank-questions", type=int, default=0)
    parser.add_argument("--rerank-top", type=int, default=10)
    parser.add_argument("--rerank-model", type=Path)
    parser.add_argument("--rerank-threads", type=int, default=2)
    args = parser.parse_args()
    corpora = gather(args.corpora)
    report(corpora)
    if args.rerank_questions:
        from rerank_quality import rerank_report

        rerank_report(args.corpora, corpora, args.rerank_questions, args.rerank_top,
                      args.rerank_model, args.rerank_threads)


if __name__ == "__main__":
    main()
