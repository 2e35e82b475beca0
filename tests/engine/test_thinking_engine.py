"""Thinking split off by the real engine: a grammar makes the bundled model
write a `<think>` section (it is no reasoning model), real llama.cpp decodes it."""

from __future__ import annotations

from typing import Any

from app.domain import OutputConstraint
from app.engine.llama import LlamaEngine
from app.engine.requests import Generate, GenerateStream, SamplerConfig

THINK_THEN_ANSWER = OutputConstraint(grammar=(
    'root ::= "<think>" thought "</think>" "\\n\\n" answer\n'
    'thought ::= [a-z ]{3,40}\n'
    'answer ::= [A-Za-z]{1,12} "."\n'))
NEVER_CLOSES = OutputConstraint(grammar='root ::= "<think>" [a-z ]{60,200}\n')
QUESTION = [{"role": "user", "content": "What colour is the sky? Think first."}]


def stream(engine: LlamaEngine, **fields: Any) -> tuple[GenerateStream, list[str], list[str]]:
    answer: list[str] = []
    reasoning: list[str] = []
    # Uncached, so that streamed and whole runs are the same computation:
    # under a grammar, near-ties decide and a replayed last token can flip them.
    fields.setdefault("max_tokens", 60)
    request = GenerateStream(prompt=QUESTION, config=SamplerConfig.greedy(),
                             callback=answer.append, on_reasoning=reasoning.append,
                             cache_prompt=False, **fields)
    engine.run(request)
    request.reply.result(timeout=120)
    return request, answer, reasoning


def test_thinking_goes_to_reasoning_and_the_answer_keeps_no_tags(engine: LlamaEngine) -> None:
    request, answer, reasoning = stream(engine, constraint=THINK_THEN_ANSWER)
    usage = request.reply.result()
    text = "".join(answer)
    assert text and "<think>" not in text and "</think>" not in text and not text[0].isspace()
    assert request.reasoning and "".join(reasoning) == request.reasoning
    assert request.reasoning == request.reasoning.strip()
    assert 0 < usage.reasoning_tokens < usage.completion_tokens  # counted in usage

    whole = Generate(prompt=QUESTION, config=SamplerConfig.greedy(), max_tokens=60,
                     constraint=THINK_THEN_ANSWER, cache_prompt=False)
    engine.run(whole)
    assert whole.reply.result(timeout=120)[0] == text and whole.reasoning == request.reasoning


def test_reasoning_format_none_keeps_the_tags_in_the_text(engine: LlamaEngine) -> None:
    request, answer, reasoning = stream(engine, constraint=THINK_THEN_ANSWER,
                                        split_reasoning=False)
    split, _, _ = stream(engine, constraint=THINK_THEN_ANSWER)
    text = "".join(answer)
    assert text.startswith("<think>") and "</think>" in text and not reasoning
    assert split.reasoning in text and request.reasoning == ""
    assert request.reply.result().reasoning_tokens == 0


def test_a_section_that_never_closes_is_all_thinking(engine: LlamaEngine) -> None:
    request, answer, reasoning = stream(engine, constraint=NEVER_CLOSES, max_tokens=12)
    usage = request.reply.result()
    assert usage.finish_reason == "length"
    assert answer == [] and request.reasoning and "".join(reasoning) == request.reasoning
    assert usage.reasoning_tokens == usage.completion_tokens == 12


def test_raw_text_prompts_are_not_split(engine: LlamaEngine) -> None:
    request = Generate(prompt="<think>", config=SamplerConfig.greedy(), max_tokens=24,
                       constraint=OutputConstraint(grammar='root ::= [a-z ]{6,12} "</think>"\n'))
    engine.run(request)
    text, _ = request.reply.result(timeout=120)
    assert text.endswith("</think>") and request.reasoning == ""
