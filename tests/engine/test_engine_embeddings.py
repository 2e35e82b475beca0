"""Embed and EmbedBatch through the engine, apart from the chat context."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from app.engine.errors import Cancelled
from app.engine.llama import LlamaEngine
from app.engine.requests import Embed, EmbedBatch, Generate, SamplerConfig


def norm(vector: list[float]) -> float:
    return math.sqrt(sum(v * v for v in vector))


def cosine(a: list[float], b: list[float]) -> float:
    return sum(x * y for x, y in zip(a, b, strict=True)) / (norm(a) * norm(b))


def test_embed_and_batch_give_unit_vectors_that_agree(engine: LlamaEngine) -> None:
    single = Embed(text="The lighthouse keeper lit the lamp.")
    batch = EmbedBatch(texts=["The lighthouse keeper lit the lamp.", "Stock prices fell."])
    engine.run(single)
    engine.run(batch)
    one, (same, other) = single.reply.result(), batch.reply.result()
    assert abs(norm(one) - 1.0) < 1e-4 and abs(norm(other) - 1.0) < 1e-4
    assert cosine(one, same) > 0.9999
    assert cosine(one, other) < 0.5


def test_embedding_never_disturbs_the_chat_prompt_cache(engine: LlamaEngine) -> None:
    messages = [{"role": "user", "content": "Tell me about lighthouses and their keepers."}]
    first = Generate(prompt=messages, max_tokens=8, config=SamplerConfig.greedy())
    engine.run(first)
    answer, _ = first.reply.result()
    live_before = engine.cache.live_tokens
    engine.run(EmbedBatch(texts=["an unrelated text to embed"] * 3))
    assert engine.cache.live_tokens == live_before
    follow = [*messages, {"role": "assistant", "content": answer},
              {"role": "user", "content": "Why?"}]
    second = Generate(prompt=follow, max_tokens=4, config=SamplerConfig.greedy())
    engine.run(second)
    assert second.reply.result()[1].cached_tokens > 0


def test_cancelled_embedding_is_refused(engine: LlamaEngine) -> None:
    request = EmbedBatch(texts=["x"])
    request.cancel()
    engine.run(request)
    with pytest.raises(Cancelled):
        request.reply.result()


def test_empty_batch_gives_no_vectors(engine: LlamaEngine) -> None:
    request = EmbedBatch(texts=[])
    engine.run(request)
    assert request.reply.result() == []


def test_a_request_names_another_embedding_model(engine: LlamaEngine,
                                                 tmp_path: Path) -> None:
    """A collection made by another model embeds with that model: the engine
    loads it beside the configured one, and the configured one is untouched."""
    from app.engine.embedder import Embedder
    from tests.embedding_variant import cls_pooling_model

    other = cls_pooling_model(tmp_path / "cls-minilm.gguf")
    text = "The lighthouse keeper lit the lamp."
    mine, theirs, mine_again = (Embed(text=text), Embed(text=text, model_path=str(other)),
                                Embed(text=text))
    for request in (mine, theirs, mine_again):
        engine.run(request)
    reference = Embedder(other)
    try:
        expected = reference.embed([text])[0]
    finally:
        reference.close()
    assert cosine(theirs.reply.result(), expected) > 0.9999
    assert cosine(theirs.reply.result(), mine.reply.result()) < 0.99  # another model
    assert mine_again.reply.result() == mine.reply.result()


def test_a_missing_embedding_model_is_a_clear_error(engine: LlamaEngine,
                                                    tmp_path: Path) -> None:
    from app.engine.errors import ModelLoadError

    request = Embed(text="x", model_path=str(tmp_path / "gone.gguf"))
    engine.run(request)
    with pytest.raises(ModelLoadError, match="is gone; re-index the collection"):
        request.reply.result()
