"""Reranking by query likelihood with the real bundled model."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from app.engine.errors import ModelLoadError
from app.engine.reranker import QueryLikelihoodReranker
from app.search.rerank import reorder

QUESTION = "How does Louisa Musgrove get injured at Lyme?"
ANSWER = ("Louisa jumped from the steps of the Cobb at Lyme, fell on the pavement "
          "and was taken up lifeless: she had hurt her head.")
OTHERS = ["Sir Walter Elliot never took up any book but the Baronetage.",
          "The price of wheat rose sharply after the poor harvest of that year."]


@pytest.fixture(scope="module")
def reranker(model_path: Path) -> Iterator[QueryLikelihoodReranker]:
    with QueryLikelihoodReranker(model_path, n_threads=2, n_ctx=256) as loaded:
        yield loaded


def test_the_answering_passage_scores_highest(reranker: QueryLikelihoodReranker) -> None:
    scores = reranker.score(QUESTION, [OTHERS[0], ANSWER, OTHERS[1]])
    assert len(scores) == 3 and all(s < 0 for s in scores)  # log probabilities
    assert reorder(["other", "answer", "other 2"], scores)[0] == "answer"


def test_a_passage_longer_than_the_context_is_cut_not_refused(
        reranker: QueryLikelihoodReranker) -> None:
    long = ANSWER + " " + " ".join(["Filler words about nothing in particular."] * 200)
    [score] = reranker.score(QUESTION, [long])
    assert score < 0


def test_reorder_sorts_only_the_scored_head() -> None:
    assert reorder(["a", "b", "c", "d"], [0.1, 0.9]) == ["b", "a", "c", "d"]
    assert reorder(["a", "b"], [0.5, 0.5]) == ["a", "b"]  # ties keep their order
    assert reorder([], []) == []


def test_a_missing_model_is_refused_with_a_reason(tmp_path: Path) -> None:
    with pytest.raises(ModelLoadError, match="not found"):
        QueryLikelihoodReranker(tmp_path / "nope.gguf")


def test_passages_scored_together_score_as_each_alone(model_path: Path,
                                                     reranker: QueryLikelihoodReranker) -> None:
    passages = [OTHERS[0], ANSWER, OTHERS[1], ANSWER + " It was a grave accident.", OTHERS[0]]
    together = reranker.score(QUESTION, passages)  # 4 in one call, then 1
    with QueryLikelihoodReranker(model_path, n_threads=2, n_ctx=256, parallel=1) as alone:
        one_by_one = alone.score(QUESTION, passages)
    # Each passage has its own sequence: nothing of another leaks into its score
    # (the same passage scores the same in either call); batched kernels round
    # a little differently from one-row ones, far below the gaps between passages.
    assert together == pytest.approx(one_by_one, rel=1e-3, abs=1e-2)
    assert together[0] == pytest.approx(together[4], rel=1e-3, abs=1e-2)
    assert together.index(max(together)) in (1, 3)
