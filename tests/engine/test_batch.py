"""Continuous batching (app.engine.batch): several requests in one llama.cpp batch.

Greedy prompts here continue counting, whose next tokens are far from any
tie: llama.cpp's batched matrix kernels (repacked weights, several rows at
once) round differently from its one-row kernels, so a near-tie can flip
between a batched and a lone run, as in llama-server; a sequence mixed up
with another (wrong position, wrong sequence id, wrong logits row) cannot
hide behind that.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.engine.errors import PromptTooLong
from app.engine.llama import EngineConfig, LlamaEngine
from app.engine.requests import Generate, GenerateStream, SamplerConfig
from tests.engine.conftest import THREADS

GREEDY = SamplerConfig.greedy()
COUNTS = ["1, 2, 3, 4, 5,", "10, 11, 12, 13,", "20, 21, 22, 23,", "40, 41, 42, 43,"]


@pytest.fixture(scope="module")
def engine(model_path: Path) -> Iterator[LlamaEngine]:
    engine = LlamaEngine(EngineConfig(model_path=model_path, n_ctx=512, n_threads=THREADS,
                                      n_parallel=4))
    yield engine
    engine.close()


def alone(engine: LlamaEngine, prompt: str, tokens: int = 10, **fields: Any) -> str:
    request = Generate(prompt=prompt, max_tokens=tokens, config=GREEDY, cache_prompt=False,
                       **fields)
    engine.run(request)
    return request.reply.result(timeout=300)[0]


def streams(prompts: list[str], events: list[tuple[int, str]], tokens: int = 10,
            **fields: Any) -> list[GenerateStream]:
    """Streams that log (index, piece) in the order the engine produced them."""
    return [GenerateStream(prompt=p, max_tokens=tokens, config=GREEDY, cache_prompt=False,
                           callback=lambda text, i=i: events.append((i, text)), **fields)
            for i, p in enumerate(prompts)]


def text_of(events: list[tuple[int, str]], index: int) -> str:
    return "".join(text for i, text in events if i == index)


def test_concurrent_streams_each_equal_the_request_alone(engine: LlamaEngine) -> None:
    expected = [alone(engine, p) for p in COUNTS]
    events: list[tuple[int, str]] = []
    requests = streams(COUNTS, events)
    engine.run_batch(requests)
    assert [text_of(events, i) for i in range(4)] == expected
    assert all(r.reply.result().finish_reason == "length" for r in requests)
    # Decoded together: every stream has a piece before any stream's last one.
    last = min(max(n for n, (i, _t) in enumerate(events) if i == k) for k in range(4))
    assert {i for i, _t in events[:last]} == {0, 1, 2, 3}


def test_cancelling_one_of_four_leaves_the_others_running(engine: LlamaEngine) -> None:
    events: list[tuple[int, str]] = []
    requests = streams(COUNTS, events)
    victim = requests[2]
    inner = victim.callback

    def cancel_after_three(text: str) -> None:
        inner(text)
        if len(text_of(events, 2)) and sum(1 for i, _t in events if i == 2) == 3:
            victim.cancel()

    victim.callback = cancel_after_three
    engine.run_batch(requests)
    assert victim.reply.result().finish_reason == "cancelled"
    assert victim.reply.result().completion_tokens <= 4
    for i in (0, 1, 3):
        assert requests[i].reply.result().finish_reason == "length"
        assert text_of(events, i) == alone(engine, COUNTS[i])


def test_a_request_joins_a_running_batch(engine: LlamaEngine) -> None:
    events: list[tuple[int, str]] = []
    first, second = streams(COUNTS[:2], events, tokens=16)
    handed: list[GenerateStream] = []

    def more() -> GenerateStream | None:
        if not handed and len(events) >= 3:  # the first is streaming
            handed.append(second)
            return second
        return None

    engine.run_batch([first], more)
    assert handed == [second]
    assert text_of(events, 1) == alone(engine, COUNTS[1], 16)
    assert text_of(events, 0) == alone(engine, COUNTS[0], 16)
    # It joined while the first was still decoding, not after it.
    first_of_second = next(n for n, (i, _t) in enumerate(events) if i == 1)
    last_of_first = max(n for n, (i, _t) in enumerate(events) if i == 0)
    assert first_of_second < last_of_first


def test_different_adapters_never_share_a_batch(engine: LlamaEngine,
                                                make_adapter: Any) -> None:
    engine.register_adapter("batch-a", make_adapter("batch-a", seed=11))
    try:
        expected = [alone(engine, COUNTS[0], lora_selection=(("batch-a", 1.0),)),
                    alone(engine, COUNTS[1]), alone(engine, COUNTS[2],
                                                     lora_selection=(("batch-a", 1.0),))]
        events: list[tuple[int, str]] = []
        with_a = streams([COUNTS[0]], events, lora_selection=(("batch-a", 1.0),))
        plain = streams(COUNTS[1:2], events)
        also_a = streams([COUNTS[2]], events, lora_selection=(("batch-a", 1.0),))
        for offset, request in ((1, plain[0]), (2, also_a[0])):  # their own event index
            request.callback = lambda text, k=offset: events.append((k, text))
        engine.run_batch([with_a[0], plain[0], also_a[0]])
        assert [text_of(events, i) for i in range(3)] == expected
        order = [i for i, _t in events]
        # The adapter group (0 and 2) ran together, then the plain request alone.
        assert max(n for n, i in enumerate(order) if i in (0, 2)) < order.index(1)
    finally:
        engine.unregister_adapter("batch-a")


def test_each_sequence_is_remembered_for_its_next_turn(engine: LlamaEngine) -> None:
    prompts = [f"Conversation {n}. " + "The lighthouse keeper wrote in the log. " * 8
               for n in range(3)]
    requests = [Generate(prompt=p, max_tokens=4, config=GREEDY) for p in prompts]
    engine.run_batch(requests)
    answers = [r.reply.result()[0] for r in requests]
    for prompt, answer in zip(prompts, answers, strict=True):
        follow_up = Generate(prompt=prompt + answer + " Then", max_tokens=2, config=GREEDY)
        engine.run(follow_up)
        usage = follow_up.reply.result()[1]
        assert usage.cached_tokens >= len(engine.tokenize_prompt(prompt)[0]) - 1


def test_a_prompt_too_long_is_refused_and_the_rest_run(engine: LlamaEngine) -> None:
    events: list[tuple[int, str]] = []
    fine = streams([COUNTS[0]], events)
    too_long = GenerateStream(prompt="word " * 2000, max_tokens=4, config=GREEDY)
    engine.run_batch([too_long, fine[0]])
    with pytest.raises(PromptTooLong, match="context holds 512"):
        too_long.reply.result()
    assert text_of(events, 0) == alone(engine, COUNTS[0])


def test_adapter_selections_take_turns_so_none_starves(engine: LlamaEngine,
                                                      make_adapter: Any) -> None:
    engine.register_adapter("batch-b", make_adapter("batch-b", seed=12))
    try:
        events: list[tuple[int, str]] = []
        plain = streams(COUNTS * 2, events, tokens=6)[:6]
        with_b = GenerateStream(prompt=COUNTS[1], max_tokens=6, config=GREEDY,
                                cache_prompt=False, lora_selection=(("batch-b", 1.0),),
                                callback=lambda text: events.append((9, text)))
        arriving = iter(plain[1:])

        def more() -> GenerateStream | None:  # plain ones keep coming once it streams
            return next(arriving, None) if events else None

        engine.run_batch([plain[0], with_b], more)
        order = [i for i, _t in events]
        # A turn takes the requests of its selection waiting when it starts:
        # the adapter's request had the next turn, before the plain ones that
        # came meanwhile; those then ran together.
        assert max(n for n, i in enumerate(order) if i == 0) < order.index(9)
        assert max(n for n, i in enumerate(order) if i == 9) < min(order.index(k)
                                                                   for k in range(1, 6))
        assert all(r.reply.result().finish_reason == "length" for r in [*plain, with_b])
    finally:
        engine.unregister_adapter("batch-b")
