"""A conversation grown past a small context keeps answering (real model,
--ctx 512): the oldest turns are left out and usage says how many."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.engine.context_fit import drop_oldest_turns
from app.engine.errors import HistoryTooLong, PromptTooLong
from app.engine.llama import EngineConfig, LlamaEngine
from app.engine.requests import Generate, SamplerConfig
from tests.engine.conftest import THREADS


def conversation(turns: int) -> list[dict[str, Any]]:
    messages: list[dict[str, Any]] = [{"role": "system", "content": "Be brief."}]
    for n in range(turns):
        messages += [{"role": "user", "content": f"Question {n}: name a colour."},
                     {"role": "assistant", "content": f"Answer {n}: the colour blue."}]
    return [*messages, {"role": "user", "content": "What colour is the sky? One word."}]


@pytest.fixture(scope="module")
def small(model_path: Path) -> Iterator[LlamaEngine]:
    engine = LlamaEngine(EngineConfig(model_path=model_path, n_ctx=512, n_threads=THREADS))
    yield engine
    engine.close()


def ask(engine: LlamaEngine, messages: list[dict[str, Any]], policy: str) -> Any:
    request = Generate(prompt=messages, max_tokens=16, config=SamplerConfig.greedy(),
                       context_policy=policy)
    engine.run(request)
    return request.reply.result(timeout=300)


@pytest.mark.parametrize("turns", [40, 200])
def test_a_conversation_past_the_context_keeps_answering(small: LlamaEngine,
                                                         turns: int) -> None:
    messages = conversation(turns)
    stored = [dict(m) for m in messages]
    with pytest.raises(PromptTooLong, match=r"context holds 512"):
        ask(small, messages, "refuse")  # the API's policy: refused, with the numbers
    text, usage = ask(small, messages, "drop_oldest")
    assert text.strip() and usage.finish_reason in ("stop", "length")
    assert usage.prompt_tokens + 16 <= 512
    assert usage.dropped_messages % 2 == 0 and 0 < usage.dropped_messages < 2 * turns
    whole = len(small.tokenize_prompt(messages).tokens)
    assert usage.dropped_tokens == whole - usage.prompt_tokens
    kept = [messages[0], *messages[1 + usage.dropped_messages:]]
    assert len(small.tokenize_prompt(kept).tokens) == usage.prompt_tokens
    assert messages == stored  # the conversation itself is untouched


def test_stop_and_ask_refuses_with_the_numbers(small: LlamaEngine) -> None:
    """A conversation set to "stop and ask": nothing runs, the error says how
    far over the room the context leaves (512 less 16 for the answer) it is."""
    messages = conversation(40)
    whole = len(small.tokenize_prompt(messages).tokens)
    with pytest.raises(HistoryTooLong) as refused:
        ask(small, messages, "ask")
    assert (refused.value.prompt_tokens, refused.value.budget) == (whole, 512 - 16)
    assert refused.value.over_by == whole - 496 > 0
    assert f"the prompt is {whole} tokens, {whole - 496} over the 496" in str(refused.value)
    text, usage = ask(small, conversation(2), "ask")  # what fits is answered as ever
    assert text.strip() and usage.dropped_messages == 0


def test_only_whole_oldest_turns_go_and_the_system_prompt_stays() -> None:
    messages = conversation(10)
    fitted = drop_oldest_turns(messages, lambda kept: sum(len(m["content"]) for m in kept), 200)
    assert fitted.messages[0] == messages[0] and fitted.messages[-1] == messages[-1]
    assert fitted.messages[1]["role"] == "user" and fitted.dropped_messages % 2 == 0
    assert sum(len(m["content"]) for m in fitted.messages) <= 200
    one_more = [messages[0], *messages[1 + fitted.dropped_messages - 2:]]
    assert sum(len(m["content"]) for m in one_more) > 200  # the fewest were dropped
    assert drop_oldest_turns(messages, lambda _kept: 1, 200).dropped_messages == 0
