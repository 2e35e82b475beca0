"""Fusing two candidate lists: rank fusion (the old default) and score fusion (the new)."""

from __future__ import annotations

from app.search.fusion import DEFAULT_FUSION, RankFusion, ScoreFusion


def ids(ranked: list) -> list[int]:  # type: ignore[type-arg]
    return [r.chunk_id for r in ranked]


def test_rank_fusion_rewards_agreement_and_weights_lists() -> None:
    equal = RankFusion(k=60).fuse([(1, 0.9), (2, 0.8), (3, 0.7)], [(3, 9.0), (4, 8.0), (1, 7.0)])
    assert ids(equal)[:2] == [1, 3]  # in both lists
    assert (equal[0].vector_rank, equal[0].text_rank) == (1, 3)
    text_heavy = RankFusion(vector_weight=0.2, text_weight=1.0, k=1).fuse(
        [(1, 0.9), (2, 0.8)], [(2, 5.0), (5, 4.0)])
    assert ids(text_heavy)[:2] == [2, 5]


def test_score_fusion_follows_the_confident_list() -> None:
    flat_vectors = [(n, 0.50 - n * 0.001) for n in range(1, 21)]
    # BM25 with one hit far above the rest (a rare word matched): it decides.
    peaked_text = [(15, 30.0)] + [(100 + n, 5.0 - n * 0.1) for n in range(19)]
    assert ids(ScoreFusion().fuse(flat_vectors, peaked_text))[0] == 15
    # The same lists the other way round: the vectors' clear winner decides.
    peaked_vectors = [(7, 0.9)] + [(200 + n, 0.3 - n * 0.001) for n in range(19)]
    flat_text = [(300 + n, 5.0 - n * 0.01) for n in range(20)]
    assert ids(ScoreFusion().fuse(peaked_vectors, flat_text))[0] == 7


def test_score_fusion_ranks_agreement_above_either_list_alone() -> None:
    vector = [(1, 0.80), (2, 0.78), (3, 0.60), (4, 0.55)]
    text = [(2, 12.0), (5, 11.5), (6, 4.0), (7, 3.0)]
    fused = ScoreFusion(sharpness=0.0).fuse(vector, text)
    assert ids(fused)[0] == 2
    assert (fused[0].vector_rank, fused[0].text_rank) == (2, 1)
    assert set(ids(fused)) == {1, 2, 3, 4, 5, 6, 7}


def test_score_fusion_copes_with_short_and_flat_lists() -> None:
    assert ids(ScoreFusion().fuse([], [])) == []
    assert ids(ScoreFusion().fuse([(1, 0.5)], [])) == [1]
    only_vectors = ScoreFusion().fuse([(1, 0.9), (2, 0.5), (3, 0.4)], [(9, 1.0)])
    assert ids(only_vectors)[:3] == [1, 2, 3]  # one text hit says nothing on its own
    tied = ScoreFusion().fuse([(1, 0.5), (2, 0.5)], [(3, 2.0), (4, 2.0)])
    assert len(tied) == 4 and all(r.score == 0.0 for r in tied)


def test_default_is_score_fusion() -> None:
    assert isinstance(DEFAULT_FUSION, ScoreFusion)
