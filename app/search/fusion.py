"""Fusing the vector and full-text candidate lists of one query into one ranking.

Two methods:

- `ScoreFusion` (the default): each list's scores become standard scores
  (how many standard deviations above that list's own mean over its
  candidates), so cosine similarities and BM25 scores, on unrelated scales,
  become comparable per query; each list is then weighted by how confident
  it is for this query: the standard score of its own best hit, i.e. how
  far its winner stands out from the rest. A query whose words are rare
  gives BM25 a clear winner and BM25 the say; a paraphrase gives BM25 a flat
  list and the vectors the say. Chosen by leave-one-corpus-out
  cross-validation over three labelled corpora (bench/search_quality.py,
  bench/README.md), where it tied or beat both retrievers alone on each.
- `RankFusion`: weighted reciprocal rank fusion, the earlier default,
  which looks at ranks only; its weight pair was fitted to one corpus.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

Hits = Sequence[tuple[int, float]]
"""(chunk id, score: higher is better), best first."""


@dataclass(frozen=True)
class Ranked:
    chunk_id: int
    score: float
    vector_rank: int | None
    """1-based rank among vector neighbours; None if not among them."""
    text_rank: int | None


@dataclass(frozen=True)
class RankFusion:
    """score = w_v / (k + rank_v) + w_t / (k + rank_t); an absent list adds nothing."""

    vector_weight: float = 1.0
    text_weight: float = 1.0
    k: float = 60.0
    """RRF's damping constant: larger flattens the difference between ranks."""
    depth: int = 50
    """Candidates taken from each list before fusing."""

    def fuse(self, vector: Hits, text: Hits) -> list[Ranked]:
        v_rank = {cid: n for n, (cid, _) in enumerate(vector[:self.depth], start=1)}
        t_rank = {cid: n for n, (cid, _) in enumerate(text[:self.depth], start=1)}
        scores: dict[int, float] = {}
        for cid, n in v_rank.items():
            scores[cid] = scores.get(cid, 0.0) + self.vector_weight / (self.k + n)
        for cid, n in t_rank.items():
            scores[cid] = scores.get(cid, 0.0) + self.text_weight / (self.k + n)
        return _ordered(scores, v_rank, t_rank)


@dataclass(frozen=True)
class ScoreFusion:
    """score = a_v c_v^g z_v + a_t c_t^g z_t, with z a standard score within its
    list, c = the list's best z (its confidence), a the base weights, g `sharpness`."""

    vector_weight: float = 0.5
    text_weight: float = 0.5
    sharpness: float = 1.0
    """0: fixed weights; larger: trust the more confident list more."""
    depth: int = 50

    def fuse(self, vector: Hits, text: Hits) -> list[Ranked]:
        v_rank = {cid: n for n, (cid, _) in enumerate(vector[:self.depth], start=1)}
        # FTS5 gives a word found in over half of the chunks an idf of ~0, so
        # chunks that match only such words score ~0: no evidence, and a list
        # padded with them would look confident about its few real matches.
        text = [(cid, s) for cid, s in text[:self.depth] if s > NO_EVIDENCE]
        t_rank = {cid: n for n, (cid, _) in enumerate(text, start=1)}
        v_z, v_floor, v_conf = _standard(vector[:self.depth])
        t_z, t_floor, t_conf = _standard(text)
        w_v = self.vector_weight * v_conf ** self.sharpness
        w_t = self.text_weight * t_conf ** self.sharpness
        scores = {cid: w_v * v_z.get(cid, v_floor) + w_t * t_z.get(cid, t_floor)
                  for cid in v_rank.keys() | t_rank.keys()}
        return _ordered(scores, v_rank, t_rank)


NO_EVIDENCE = 1e-3
"""A -bm25 score at or below this matched only words that are in most chunks."""

Fusion = ScoreFusion | RankFusion

DEFAULT_FUSION: Fusion = ScoreFusion(vector_weight=0.5, text_weight=0.5, sharpness=1.0, depth=20)
"""The grid point bench/search_quality.py picks on all three corpora. With one
corpus held out, the same rule picked w_v 0.4-0.6 and sharpness 0-2, and
each pick tied or beat both retrievers on the corpus it had not seen
(bench/README.md, "Retrieval quality")."""


def _standard(hits: Hits) -> tuple[dict[int, float], float, float]:
    """({chunk: standard score}, the score an absent chunk gets, confidence).

    An absent chunk scored at most the list's last score, so it gets the
    lowest standard score. One hit, or all equal, says nothing about which
    is better: every z is 0 and the confidence is nil.
    """
    if len(hits) < 2:
        return {cid: 0.0 for cid, _ in hits}, 0.0, 0.0
    values = [s for _, s in hits]
    mean = math.fsum(values) / len(values)
    spread = math.sqrt(math.fsum((s - mean) ** 2 for s in values) / len(values))
    if spread <= 1e-12:
        return {cid: 0.0 for cid, _ in hits}, 0.0, 0.0
    z = {cid: (s - mean) / spread for cid, s in hits}
    return z, min(z.values()), max(0.0, max(z.values()))


def _ordered(scores: dict[int, float], v_rank: dict[int, int],
             t_rank: dict[int, int]) -> list[Ranked]:
    # Ties go to the better vector rank, then the better text rank.
    order = sorted(scores, key=lambda c: (-scores[c], v_rank.get(c, 10**9),
                                          t_rank.get(c, 10**9)))
    return [Ranked(c, scores[c], v_rank.get(c), t_rank.get(c)) for c in order]
