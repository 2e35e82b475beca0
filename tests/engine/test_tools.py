"""Tool calls on the real default model: forced calls parse and validate,
streamed deltas reassemble, "auto" stays free text unless the model calls,
"none" shows no tools, and a tool result gets an answer."""

from __future__ import annotations

import json
from typing import Any

import jsonschema
import pytest

from app.domain import ToolCallDelta, ToolSpec
from app.engine.errors import RequestError
from app.engine.llama import LlamaEngine
from app.engine.requests import Generate, GenerateStream, SamplerConfig, UsageStats

GREEDY = SamplerConfig.greedy()
WEATHER = ToolSpec("get_weather", "The current weather in a city", {
    "type": "object", "properties": {"city": {"type": "string", "maxLength": 30},
                                     "unit": {"enum": ["C", "F"]}},
    "required": ["city"]})
TIME = ToolSpec("get_time", "The time now in a time zone", {
    "type": "object", "properties": {"zone": {"type": "string", "maxLength": 30}},
    "required": ["zone"]})
TOOLS = (WEATHER, TIME)
ASK = [{"role": "user", "content": "What is the weather in Paris?"}]


def stream(engine: LlamaEngine, **fields: Any
           ) -> tuple[str, list[ToolCallDelta], UsageStats, GenerateStream]:
    pieces: list[str] = []
    deltas: list[ToolCallDelta] = []
    fields.setdefault("config", GREEDY)
    fields.setdefault("prompt", ASK)
    fields.setdefault("max_tokens", 120)
    request = GenerateStream(tools=TOOLS, callback=pieces.append, on_tool_call=deltas.append,
                             **fields)
    engine.run(request)
    usage = request.reply.result(timeout=300)
    return "".join(pieces), deltas, usage, request


@pytest.mark.parametrize("config", [GREEDY, SamplerConfig(temperature=1.0, seed=3)])
def test_a_required_call_parses_and_validates(engine: LlamaEngine,
                                              config: SamplerConfig) -> None:
    text, deltas, usage, request = stream(engine, tool_choice="required", config=config)
    assert usage.finish_reason == "tool_calls" and request.tool_calls
    assert text == ""  # the call markup never reaches the answer text
    specs = {tool.name: tool for tool in TOOLS}
    for index, call in enumerate(request.tool_calls):
        jsonschema.validate(json.loads(call.arguments), dict(specs[call.name].parameters))
        first = next(d for d in deltas if d.index == index)
        assert (first.id, first.name) == (call.id, call.name) and call.id.startswith("call_")
        assert "".join(d.arguments for d in deltas if d.index == index) == call.arguments
    assert len({call.id for call in request.tool_calls}) == len(request.tool_calls)


def test_a_named_choice_calls_that_tool_once(engine: LlamaEngine) -> None:
    _text, _deltas, usage, request = stream(engine, tool_choice="get_time")
    assert usage.finish_reason == "tool_calls"
    assert [call.name for call in request.tool_calls] == ["get_time"]


def test_no_parallel_calls_means_one(engine: LlamaEngine) -> None:
    _text, _deltas, _usage, request = stream(engine, tool_choice="required",
                                             parallel_tool_calls=False)
    assert len(request.tool_calls) == 1


def test_generate_fills_the_calls_too(engine: LlamaEngine) -> None:
    request = Generate(prompt=ASK, max_tokens=120, config=GREEDY, tools=TOOLS,
                       tool_choice="get_weather")
    engine.run(request)
    text, usage = request.reply.result(timeout=300)
    assert (text, usage.finish_reason) == ("", "tool_calls")
    assert json.loads(request.tool_calls[0].arguments)["city"]


def test_auto_leaves_a_plain_answer_free(engine: LlamaEngine) -> None:
    ask = [{"role": "user", "content": "Say hello."}]
    text, deltas, usage, request = stream(engine, prompt=ask, tool_choice="auto",
                                          max_tokens=24)
    if not request.tool_calls:  # a small model may call anyway; then it must be valid
        assert usage.finish_reason in ("stop", "length") and not deltas and text
    else:
        assert usage.finish_reason == "tool_calls"


def test_none_shows_no_tools(engine: LlamaEngine) -> None:
    with_tools = engine.tokenize_prompt(ASK, TOOLS)[0]
    plain = engine.tokenize_prompt(ASK)[0]
    assert len(with_tools) > len(plain)
    _text, deltas, usage, request = stream(engine, tool_choice="none", max_tokens=8)
    assert usage.prompt_tokens == len(plain) and not request.tool_calls and not deltas


def test_a_round_trip_with_a_tool_result_answers(engine: LlamaEngine) -> None:
    _text, _deltas, _usage, first = stream(engine, tool_choice="get_weather")
    call = first.tool_calls[0]
    turns = [*ASK,
             {"role": "assistant", "content": "", "tool_calls": [
                 {"id": call.id, "type": "function",
                  "function": {"name": call.name, "arguments": call.arguments}}]},
             {"role": "tool", "tool_call_id": call.id, "content": '{"sky": "sunny", "c": 24}'}]
    _text, _deltas, usage, _request = stream(engine, prompt=turns, tool_choice="none",
                                             max_tokens=24)
    assert usage.finish_reason in ("stop", "length") and usage.completion_tokens > 0


def test_tools_and_a_schema_together_are_refused(engine: LlamaEngine) -> None:
    from app.domain import OutputConstraint

    with pytest.raises(RequestError, match="cannot both offer tools and constrain"):
        stream(engine, tool_choice="required", constraint=OutputConstraint(json_schema={}))


CANONICAL = {
    "hermes": '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n</tool_call>',
    "generic": '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n'
               "</tool_call>",
    "llama3": '{"name": "get_weather", "parameters": {"city": "Paris"}}',
    "mistral": '[TOOL_CALLS][{"name": "get_weather", "arguments": {"city": "Paris"}}]',
    "mistral-args": '[TOOL_CALLS]get_weather[ARGS]{"city": "Paris"}',
    "phi4": '<|tool_call|>[{"name": "get_weather", "arguments": {"city": "Paris"}}]'
            "<|/tool_call|>",
    "gemma": '<|tool_call>call:get_weather{"city": "Paris"}<tool_call|>',
}


@pytest.mark.parametrize("family", sorted(CANONICAL))
def test_every_familys_grammar_takes_its_call_and_auto_takes_prose(engine: LlamaEngine,
                                                                   family: str) -> None:
    from app.engine.tool_calls import FORMATS, tool_grammar

    fmt, text = FORMATS[family], CANONICAL[family]

    def takes(choice: str, said: str) -> bool:
        grammar = tool_grammar(fmt, TOOLS, choice, True, engine._special_token)
        matcher = engine.guides.compile(grammar)
        tokens = engine._llm.tokenize(said.encode(), add_bos=False, special=True)
        return bool(matcher.consume_tokens(tokens) and matcher.is_accepting())

    assert takes("required", text) and takes("get_weather", text)
    assert not takes("get_time", text)
    assert takes("auto", "Plain words, no call.")
    assert takes("auto", text)
    assert not takes("required", "Plain words, no call.")
    calls = fmt.parser(TOOLS).feed(text)
    assert calls, "the parser reads what the grammar writes"
