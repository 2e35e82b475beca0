"""Prompt cache: reuse under the same adapters, never across them."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from app.engine.llama import EngineConfig, LlamaEngine
from app.engine.requests import Generate, GenerateStream, SamplerConfig, UsageStats
from tests.engine.conftest import N_CTX, THREADS

GREEDY = SamplerConfig.greedy()
SYSTEM = {"role": "system", "content": "You are a careful assistant who answers in full sentences."}


def turn(engine: LlamaEngine, messages: list[dict[str, str]], cache: bool,
         **fields: Any) -> tuple[str, UsageStats]:
    request = Generate(prompt=messages, max_tokens=24, config=GREEDY, cache_prompt=cache,
                       **fields)
    engine.run(request)
    return request.reply.result(timeout=120)


def conversation(first_answer: str) -> list[dict[str, str]]:
    return [SYSTEM, {"role": "user", "content": "Tell me about lighthouses."},
            {"role": "assistant", "content": first_answer},
            {"role": "user", "content": "And who keeps them?"}]


@pytest.fixture
def fresh_engine(model_path: Path) -> Any:
    engine = LlamaEngine(EngineConfig(model_path=model_path, n_ctx=N_CTX, n_threads=THREADS))
    yield engine
    engine.close()


@pytest.fixture
def exact_engine(model_path: Path) -> Any:
    """Flash attention off: on CPU its single-token kernel (a reuse evaluates
    the last prompt token alone) computes K·Q in f16 and its batched one does
    not, so logits differ by up to ~1 and near-ties can flip, as in
    llama.cpp's own server. Without it a reuse is bit for bit the same."""
    engine = LlamaEngine(EngineConfig(model_path=model_path, n_ctx=N_CTX, n_threads=THREADS,
                                      flash_attention="off"))
    yield engine
    engine.close()


def test_cache_on_and_off_give_identical_greedy_output(exact_engine: LlamaEngine) -> None:
    first = [SYSTEM, {"role": "user", "content": "Tell me about lighthouses."}]
    off_1, _ = turn(exact_engine, first, cache=False)
    on_1, _ = turn(exact_engine, first, cache=True)
    assert on_1 == off_1
    off_2, _ = turn(exact_engine, conversation(off_1), cache=False)
    on_2, _ = turn(exact_engine, conversation(on_1), cache=True)
    assert on_2 == off_2


def test_second_turn_reports_cached_tokens_only_with_cache_on(
        fresh_engine: LlamaEngine) -> None:
    first = [SYSTEM, {"role": "user", "content": "Tell me about lighthouses."}]
    answer, usage_1 = turn(fresh_engine, first, cache=True)
    assert usage_1.cached_tokens == 0
    _, usage_2 = turn(fresh_engine, conversation(answer), cache=True)
    assert usage_2.cached_tokens >= usage_1.prompt_tokens - 1
    assert usage_2.cached_tokens < usage_2.prompt_tokens

    answer, _ = turn(fresh_engine, first, cache=False)
    _, usage_off = turn(fresh_engine, conversation(answer), cache=False)
    assert usage_off.cached_tokens == 0


def test_switching_conversations_restores_remembered_state(
        fresh_engine: LlamaEngine) -> None:
    long_a = [SYSTEM, {"role": "user", "content": "Describe the sea in detail. " * 12}]
    long_b = [SYSTEM, {"role": "user", "content": "Describe the desert at night. " * 12}]
    text_a, _ = turn(fresh_engine, long_a, cache=True)
    turn(fresh_engine, long_b, cache=True)  # conversation B replaces A in the live context
    follow_up = [*long_a, {"role": "assistant", "content": text_a},
                 {"role": "user", "content": "Shorter, please."}]
    _, usage = turn(fresh_engine, follow_up, cache=True)
    a_tokens = len(fresh_engine.tokenize_prompt(long_a)[0])
    assert usage.cached_tokens >= a_tokens - 1
    assert len(fresh_engine.cache.remembered) >= 1


def test_cache_off_remembers_nothing(fresh_engine: LlamaEngine) -> None:
    first = [SYSTEM, {"role": "user", "content": "Tell me about lighthouses."}]
    turn(fresh_engine, first, cache=False)
    assert fresh_engine.cache.live_tokens == []
    _, usage = turn(fresh_engine, first, cache=True)
    assert usage.cached_tokens == 0


def test_ram_budget_is_respected(model_path: Path) -> None:
    engine = LlamaEngine(EngineConfig(model_path=model_path, n_ctx=N_CTX,
                                      n_threads=THREADS, cache_ram_bytes=4 << 20))
    try:
        for topic in ("rivers", "mountains", "forests", "cities"):
            prompt = [SYSTEM, {"role": "user", "content": f"Write about {topic}. " * 10}]
            turn(engine, prompt, cache=True)
        assert engine.cache.remembered.used_bytes <= 4 << 20
    finally:
        engine.close()


def test_a_long_prompt_reports_its_reading_once_per_chunk(engine: LlamaEngine) -> None:
    """GenerateStream.on_prefill hears after what was reused and after each
    n_batch (512) chunk, ending at the whole prompt, before the first token."""
    events: list[tuple[str, int, int]] = []
    long_text = " ".join(f"Lighthouse {i} stands on the rocks." for i in range(150))
    messages = [SYSTEM, {"role": "user", "content": long_text}]
    request = GenerateStream(
        prompt=messages, max_tokens=4, config=GREEDY, cache_prompt=False,
        on_prefill=lambda read, total: events.append(("read", read, total)),
        callback=lambda text: events.append(("text", len(text), 0)))
    engine.run(request)
    usage = request.reply.result(timeout=120)
    reads = [(read, total) for kind, read, total in events if kind == "read"]
    total = usage.prompt_tokens
    assert total > 1024  # three chunks at least
    assert reads[0] == (0, total) and reads[-1] == (total, total)
    assert [read for read, _ in reads[1:-1]] == list(range(512, total, 512))
    first_text = next(i for i, event in enumerate(events) if event[0] == "text")
    assert all(kind == "read" for kind, _, _ in events[:first_text])

    cached: list[tuple[int, int]] = []
    for _ in range(2):  # the second run reuses the first's state: one report of it
        cached.clear()
        again = GenerateStream(prompt=messages, max_tokens=4, config=GREEDY,
                               cache_prompt=True,
                               on_prefill=lambda read, total: cached.append((read, total)))
        engine.run(again)
        again.reply.result(timeout=120)
    assert cached[0][0] >= total - 1 and cached[-1] == (total, total)
