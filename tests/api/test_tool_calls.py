"""Tool calls through the real openai client against a real server on the
bundled model: a required call parses and validates against the tool's
schema, a named choice calls that tool, streamed deltas reassemble to the
whole call, and a round trip with a `tool` message answers. No model's exact
words are asserted: only that calls parse and validate."""

from __future__ import annotations

import json
from typing import Any

import jsonschema
import openai
import pytest

from tests.api.conftest import GREEDY, GREEDY_EXTRA

pytestmark = pytest.mark.slow
ASK: Any = [{"role": "user", "content": "What is the weather like in Paris today?"}]
WEATHER_PARAMETERS = {"type": "object", "properties": {
    "city": {"type": "string", "maxLength": 40},
    "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]}},
    "required": ["city", "unit"]}
TIME_PARAMETERS = {"type": "object", "properties": {
    "zone": {"type": "string", "maxLength": 40}}, "required": ["zone"]}
TOOLS: Any = [
    {"type": "function", "function": {"name": "get_weather", "description":
                                      "The current weather in a city",
                                      "parameters": WEATHER_PARAMETERS}},
    {"type": "function", "function": {"name": "get_time", "description":
                                      "The current time in a time zone",
                                      "parameters": TIME_PARAMETERS}},
]
SCHEMAS = {"get_weather": WEATHER_PARAMETERS, "get_time": TIME_PARAMETERS}


def _create(client: openai.OpenAI, **extra: Any) -> Any:
    settings = {"model": "lantern", "messages": ASK, "tools": TOOLS, "max_tokens": 80,
                **GREEDY, "extra_body": GREEDY_EXTRA, **extra}
    return client.chat.completions.create(**settings)


def _valid(call: Any) -> dict[str, Any]:
    assert call.type == "function" and call.id
    arguments: dict[str, Any] = json.loads(call.function.arguments)
    jsonschema.validate(arguments, SCHEMAS[call.function.name])
    return arguments


def test_a_required_call_parses_and_validates(client: openai.OpenAI) -> None:
    reply = _create(client, tool_choice="required")
    choice = reply.choices[0]
    assert choice.finish_reason == "tool_calls"
    assert choice.message.tool_calls
    for call in choice.message.tool_calls:
        _valid(call)
    assert len({call.id for call in choice.message.tool_calls}) == len(
        choice.message.tool_calls)


def test_a_named_choice_calls_that_tool(client: openai.OpenAI) -> None:
    reply = _create(client, tool_choice={"type": "function", "function": {"name": "get_time"}})
    calls = reply.choices[0].message.tool_calls
    assert calls and {call.function.name for call in calls} == {"get_time"}
    for call in calls:
        _valid(call)


def test_streamed_deltas_reassemble_to_the_whole_call(client: openai.OpenAI) -> None:
    whole = _create(client, tool_choice="required").choices[0].message.tool_calls
    calls: dict[int, dict[str, str]] = {}
    finish = None
    for chunk in _create(client, tool_choice="required", stream=True):
        if not chunk.choices:
            continue
        choice = chunk.choices[0]
        finish = choice.finish_reason or finish
        for delta in choice.delta.tool_calls or []:
            if delta.index not in calls:  # the first piece: id, type and name, once
                assert delta.id and delta.type == "function" and delta.function.name
                calls[delta.index] = {"id": delta.id, "name": delta.function.name,
                                      "arguments": ""}
            else:
                assert delta.id is None and not (delta.function and delta.function.name)
            calls[delta.index]["arguments"] += (delta.function.arguments or "")
    assert finish == "tool_calls"
    assert [(c["name"], json.loads(c["arguments"])) for _, c in sorted(calls.items())] == [
        (call.function.name, json.loads(call.function.arguments)) for call in whole]


def test_a_round_trip_with_a_tool_result_answers(client: openai.OpenAI) -> None:
    call = _create(client, tool_choice="required").choices[0].message.tool_calls[0]
    history = [*ASK, {"role": "assistant", "content": None, "tool_calls": [
        {"id": call.id, "type": "function",
         "function": {"name": call.function.name, "arguments": call.function.arguments}}]},
        {"role": "tool", "tool_call_id": call.id,
         "content": json.dumps({"temperature": 18, "sky": "sunny"})}]
    answer = _create(client, messages=history, tool_choice="none", max_tokens=24)
    choice = answer.choices[0]
    assert choice.finish_reason in {"stop", "length"}
    assert choice.message.content and not choice.message.tool_calls


def test_responses_api_function_calls_whole_and_streamed(client: openai.OpenAI) -> None:
    tools: Any = [{"type": "function", "name": t["function"]["name"],
                   "description": t["function"]["description"],
                   "parameters": t["function"]["parameters"]} for t in TOOLS]
    settings: Any = {"model": "lantern", "input": ASK[0]["content"], "tools": tools,
                     "tool_choice": "required", "max_output_tokens": 80, **GREEDY,
                     "extra_body": GREEDY_EXTRA}
    whole = client.responses.create(**settings)
    calls = [item for item in whole.output if item.type == "function_call"]
    assert calls and whole.status == "completed"
    for call in calls:
        jsonschema.validate(json.loads(call.arguments), SCHEMAS[call.name])
    events = list(client.responses.create(**settings, stream=True))
    pieces: dict[str, str] = {}
    for event in events:
        if event.type == "response.function_call_arguments.delta":
            pieces[event.item_id] = pieces.get(event.item_id, "") + event.delta
    done = [e for e in events if e.type == "response.function_call_arguments.done"]
    assert [e.arguments for e in done] == list(pieces.values())
    assert [json.loads(e.arguments) for e in done] == [json.loads(c.arguments) for c in calls]
    assert events[-1].type == "response.completed"
    result: Any = [*ASK, *[{"type": "function_call", "call_id": c.call_id, "name": c.name,
                            "arguments": c.arguments} for c in calls],
                   *[{"type": "function_call_output", "call_id": c.call_id,
                      "output": "18 C and sunny"} for c in calls]]
    answer = client.responses.create(**{**settings, "input": result, "tool_choice": "none",
                                        "max_output_tokens": 24})
    assert answer.output_text
