"""A conversation grown past a small context keeps answering (real model,
--ctx 512): the oldest turns are left out and usage says how many, or a
summary the model wrote stands in for them; an answer that fills the
context stops saying so."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.engine.context_fit import (
    SUMMARY_LEAD,
    Summary,
    drop_oldest_turns,
    fit_with_summary,
    tidy_summary,
    with_summary,
)
from app.engine.errors import HistoryTooLong, NeedsSummary, PromptTooLong
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


def ask(engine: LlamaEngine, messages: list[dict[str, Any]], policy: str,
        summary: Summary | None = None) -> Any:
    request = Generate(prompt=messages, max_tokens=16, config=SamplerConfig.greedy(),
                       context_policy=policy, summary=summary)
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


def summarise(engine: LlamaEngine, needed: NeedsSummary) -> str:
    """What the window does with NeedsSummary: run its prompt on the same engine."""
    request = Generate(prompt=needed.prompt, max_tokens=needed.max_tokens,
                       config=SamplerConfig.greedy(), cache_prompt=False)
    engine.run(request)
    text, usage = request.reply.result(timeout=300)
    assert usage.prompt_tokens + needed.max_tokens <= 512  # the summary's prompt fits
    return str(text).strip()


def test_under_summarise_a_written_summary_stands_in_for_the_oldest_turns(
        small: LlamaEngine) -> None:
    messages = conversation(40)
    stored = [dict(m) for m in messages]
    summary: Summary | None = None
    for _round in range(8):  # each round folds more turns into the summary
        try:
            text, usage = ask(small, messages, "summarise", summary)
            break
        except NeedsSummary as needed:
            assert needed.covers % 2 == 0 and needed.covers > (summary.covers if summary else 0)
            assert needed.folded == needed.covers - (summary.covers if summary else 0)
            summary = Summary(summarise(small, needed), needed.covers)
            assert summary.text
    else:
        pytest.fail("the conversation never fitted beside its summary")
    assert summary is not None and text.strip()
    assert usage.summarised_messages == usage.dropped_messages == summary.covers
    assert usage.prompt_tokens + 16 <= 512
    sent = with_summary(messages, summary)
    assert SUMMARY_LEAD in sent[0]["content"] and summary.text in sent[0]["content"]
    assert len(small.tokenize_prompt(sent).tokens) == usage.prompt_tokens
    assert messages == stored  # the conversation itself is untouched

    edited = Summary("The user asked for colours; every answer was blue.", summary.covers)
    _text, usage = ask(small, messages, "summarise", edited)  # an edit is what is used
    assert usage.prompt_tokens == len(small.tokenize_prompt(with_summary(messages, edited)).tokens)
    assert usage.summarised_messages == edited.covers


def test_two_hundred_turns_answer_under_summarise_cheaply(small: LlamaEngine) -> None:
    """The 200-turn conversation: the first round folds as many of the oldest
    turns as its prompt holds, and a stored summary of most of them answers
    at once (no rounds of summarising in the test)."""
    messages = conversation(200)
    with pytest.raises(NeedsSummary) as needed:
        ask(small, messages, "summarise")
    first = needed.value
    assert first.covers % 2 == 0 and 0 < first.covers < 400
    assert len(small.tokenize_prompt(first.prompt).tokens) + first.max_tokens <= 512
    summary = Summary("The user asked for a colour 195 times; the answer was blue.", 390)
    text, usage = ask(small, messages, "summarise", summary)
    assert text.strip() and usage.summarised_messages == 390
    assert usage.prompt_tokens + 16 <= 512


def test_a_summary_that_cannot_fit_beside_the_latest_turn_falls_back_to_dropping() -> None:
    messages = conversation(6)
    messages[-1] = {"role": "user", "content": "x" * 150}
    words = lambda kept: sum(len(str(m["content"])) for m in kept)  # noqa: E731
    fitted = fit_with_summary(messages, words, 200, None, 1000)
    assert fitted.fallback and fitted.summarised_messages == 0
    assert fitted.messages[-1] == messages[-1] and fitted.dropped_messages == 12


def test_an_answer_that_fills_the_context_says_so(small: LlamaEngine) -> None:
    last = next(n for n in range(40, 300)  # a count that ends near the context's end
                if len(small.tokenize_prompt(", ".join(map(str, range(1, n)))).tokens) > 470)
    counting = ", ".join(map(str, range(1, last))) + ","
    room = 512 - len(small.tokenize_prompt(counting).tokens)
    assert 0 < room < 64
    request = Generate(prompt=counting, max_tokens=200, config=SamplerConfig.greedy())
    small.run(request)
    _text, usage = request.reply.result(timeout=300)
    assert usage.finish_reason == "length" and usage.context_full
    assert usage.completion_tokens == room
    request = Generate(prompt=counting, max_tokens=4, config=SamplerConfig.greedy())
    small.run(request)
    _text, usage = request.reply.result(timeout=300)
    assert usage.finish_reason == "length" and not usage.context_full  # max_tokens, not the context


def test_a_written_summary_is_tidied() -> None:
    looping = "The user bakes bread. The user bakes bread.\nThe user bakes bread. It rises"
    assert tidy_summary(looping, cut_short=True) == "The user bakes bread."
    assert tidy_summary(looping, cut_short=False) == "The user bakes bread. It rises"
    echoed = "The user bakes bread.\nUser: How long should it rise?\nAssistant: An hour."
    assert tidy_summary(echoed, cut_short=False) == "The user bakes bread."
