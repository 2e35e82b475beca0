"""Optional reranking of the best results by a model (off unless one is given).

A `Reranker` scores passages for a question (higher is more relevant):
app.engine.reranker.QueryLikelihoodReranker runs a GGUF language model for
it. Only the first `top` results are scored, as a model costs seconds per
passage on a CPU where retrieval costs milliseconds (bench/README.md,
"Reranking"); the rest keep their order after them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, TypeVar

T = TypeVar("T")


class Reranker(Protocol):
    def score(self, question: str, passages: Sequence[str]) -> list[float]: ...


def reorder(items: Sequence[T], scores: Sequence[float]) -> list[T]:
    """The first len(scores) items by score, best first (ties keep their
    order), then the rest as they were."""
    head = sorted(range(len(scores)), key=lambda n: -scores[n])
    return [items[n] for n in head] + list(items[len(scores):])
