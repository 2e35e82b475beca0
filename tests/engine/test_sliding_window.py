"""The prefix cache with the small sliding-window cache (Gemma 3, window 512).

The window layers keep only about the last window of positions, so a reuse
that rolls the live state far back needs positions that are gone: it must
restore a window checkpoint, or evaluate from scratch, never decode from a
broken window. Output with the cache equals output without it, bit for bit
with flash attention off (with it on, a reuse's single-token kernel rounds
differently: see test_prompt_cache.exact_engine).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from app.engine.llama import EngineConfig, LlamaEngine
from app.engine.requests import Generate, SamplerConfig, UsageStats
from tests.engine.conftest import N_CTX, THREADS
from tests.gemma_model import gemma_base_model


@pytest.fixture(scope="module")
def gemma() -> Iterator[LlamaEngine]:
    engine = LlamaEngine(EngineConfig(model_path=gemma_base_model(), n_ctx=N_CTX,
                                      n_threads=THREADS, flash_attention="off"))
    yield engine
    engine.close()


def text_of(engine: LlamaEngine, tokens: int, topic: str) -> str:
    """Prose about `topic` that tokenizes to about `tokens` tokens."""
    sentences = [f"Note {i} on {topic}: the keeper logged the weather at dawn."
                 for i in range(tokens)]
    text = ""
    for sentence in sentences:
        if len(engine.tokenize_prompt(text + sentence)[0]) > tokens:
            break
        text += sentence + " "
    return text


def complete(engine: LlamaEngine, prompt: str, cache: bool) -> tuple[str, UsageStats]:
    request = Generate(prompt=prompt, max_tokens=6, config=SamplerConfig.greedy(),
                       cache_prompt=cache)
    engine.run(request)
    return request.reply.result(timeout=300)


def test_the_model_runs_the_small_window_cache(gemma: LlamaEngine) -> None:
    assert gemma.cache.n_swa == 512


def test_regenerate_after_the_window_moved_on_restores_a_checkpoint(
        gemma: LlamaEngine) -> None:
    first = text_of(gemma, 530, "lighthouses")
    expected, _ = complete(gemma, first, cache=False)
    complete(gemma, first, cache=True)
    # A longer turn pushes the window past what a resume at `first` needs.
    complete(gemma, first + text_of(gemma, 530, "harbours"), cache=True)
    again, usage = complete(gemma, first, cache=True)
    assert usage.cached_tokens == usage.prompt_tokens - 1
    assert again == expected


def test_a_reuse_the_window_cannot_serve_starts_from_scratch(gemma: LlamaEngine) -> None:
    shared = text_of(gemma, 300, "tides")
    long_prompt = shared + text_of(gemma, 800, "storms")
    complete(gemma, long_prompt, cache=True)
    edited = shared + "Then the fog came in."
    expected, _ = complete(gemma, edited, cache=False)
    complete(gemma, long_prompt, cache=True)
    answer, usage = complete(gemma, edited, cache=True)
    assert usage.cached_tokens == 0
    assert answer == expected


def test_a_reuse_inside_the_window_keeps_its_prefix(gemma: LlamaEngine) -> None:
    long_prompt = text_of(gemma, 1100, "ships")
    head = long_prompt[: len(long_prompt) * 3 // 4]
    expected, _ = complete(gemma, head + " And so", cache=False)
    complete(gemma, long_prompt, cache=True)
    answer, usage = complete(gemma, head + " And so", cache=True)
    assert usage.cached_tokens > 600
    assert answer == expected
