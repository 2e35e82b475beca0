"""Tools, output constraints and logprobs mapped onto each kind of server, and
their replies read back (the pure mapping functions; no network).

Sources for the shapes: OpenAI's chat completions reference (tools,
tool_choice, response_format json_schema, logprobs/top_logprobs, streamed
delta.tool_calls with index/id/function), llama.cpp's tools/server/README.md
(`json_schema` and `grammar` on /completion and /v1/completions, logprobs as
`logprobs.content`), vLLM's docs/features/structured_outputs.md
(response_format on both endpoints; grammars are its own EBNF, not GBNF) and
Ollama's docs/api.md (`format` takes a JSON Schema or "json"; `tools` on
/api/chat; a message's tool_calls carry arguments as an object; no tool_choice).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from app.domain import OutputConstraint, ToolSpec
from app.engine.errors import RequestError
from app.engine.remote.dialects import OllamaDialect, OpenAIDialect, Tally
from app.engine.remote.kinds import ServerKind
from app.engine.requests import Generate, SamplerConfig

CHAT = [{"role": "user", "content": "Weather in Paris?"}]
WEATHER = ToolSpec("get_weather", "Current weather",
                   {"type": "object", "properties": {"city": {"type": "string"}},
                    "required": ["city"]})
SCHEMA = {"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]}


def request(prompt: Any = CHAT, **fields: Any) -> Generate:
    return Generate(prompt=prompt, max_tokens=32, config=SamplerConfig.greedy(), **fields)


def body(kind: ServerKind, **fields: Any) -> dict[str, Any]:
    return OpenAIDialect(kind, "m").generation(request(**fields), stream=True).body


def test_tools_and_a_named_choice_go_as_openai_fields() -> None:
    sent = body(ServerKind.LLAMA_CPP, tools=(WEATHER,), tool_choice="get_weather",
                parallel_tool_calls=False)
    assert sent["tools"] == [{"type": "function", "function": {
        "name": "get_weather", "description": "Current weather",
        "parameters": WEATHER.parameters}}]
    assert sent["tool_choice"] == {"type": "function", "function": {"name": "get_weather"}}
    assert sent["parallel_tool_calls"] is False
    assert body(ServerKind.VLLM, tools=(WEATHER,), tool_choice="required")[
        "tool_choice"] == "required"


def test_schemas_grammars_and_logprobs_per_endpoint() -> None:
    schema = OutputConstraint(json_schema=SCHEMA)
    chat = body(ServerKind.LM_STUDIO, constraint=schema)
    assert chat["response_format"] == {"type": "json_schema", "json_schema": {
        "name": "answer", "schema": SCHEMA, "strict": True}}
    assert body(ServerKind.OPENAI, constraint=OutputConstraint(json_schema={}))[
        "response_format"] == {"type": "json_object"}
    raw = body(ServerKind.LLAMA_CPP, prompt="Count:", constraint=schema, logprobs=3)
    assert raw["json_schema"] == SCHEMA and "response_format" not in raw
    assert raw["logprobs"] == 3
    vllm_raw = body(ServerKind.VLLM, prompt="Count:", constraint=schema)
    assert vllm_raw["response_format"]["json_schema"]["schema"] == SCHEMA
    grammar = body(ServerKind.LANTERN, prompt="Say:", constraint=OutputConstraint(
        grammar='root ::= "yes" | "no"'))
    assert grammar["grammar"] == 'root ::= "yes" | "no"'
    chat_logprobs = body(ServerKind.VLLM, logprobs=2)
    assert (chat_logprobs["logprobs"], chat_logprobs["top_logprobs"]) == (True, 2)


@pytest.mark.parametrize(("kind", "fields", "reason"), [
    (ServerKind.VLLM, {"prompt": "x", "constraint": OutputConstraint(grammar='root ::= "a"')},
     "no llama.cpp grammar"),
    (ServerKind.OPENAI, {"prompt": "x", "constraint": OutputConstraint(json_schema=SCHEMA)},
     "plain-text completion to a JSON Schema"),
    (ServerKind.LM_STUDIO, {"logprobs": 0}, "reports no logprobs"),
    (ServerKind.OLLAMA, {"tools": (WEATHER,), "tool_choice": "required"},
     "cannot be made to call a tool"),
    (ServerKind.LLAMA_CPP, {"prompt": "x", "tools": (WEATHER,)}, "tools need chat messages"),
    (ServerKind.LLAMA_CPP_PYTHON, {"constraint": OutputConstraint(json_schema={
        "type": "object", "properties": {"age": {"type": "integer", "maximum": 9}}})},
     "ignores the schema keyword 'maximum'"),
])
def test_what_a_server_cannot_honour_is_refused_with_the_reason(
        kind: ServerKind, fields: dict[str, Any], reason: str) -> None:
    dialect = (OllamaDialect if kind is ServerKind.OLLAMA else OpenAIDialect)(kind, "m")
    with pytest.raises(RequestError, match=reason) as refused:
        dialect.generation(request(**{"prompt": CHAT, **fields}), stream=False)
    assert kind.value in str(refused.value)


def test_ollama_gets_format_tools_and_object_arguments() -> None:
    history = [*CHAT, {"role": "assistant", "content": "", "tool_calls": [
        {"id": "c1", "type": "function",
         "function": {"name": "get_weather", "arguments": '{"city": "Paris"}'}}]},
        {"role": "tool", "tool_call_id": "c1", "content": "18 C"}]
    sent = OllamaDialect(ServerKind.OLLAMA, "m").generation(
        request(prompt=history, tools=(WEATHER,), constraint=OutputConstraint(
            json_schema=SCHEMA)), stream=True).body
    assert sent["format"] == SCHEMA and sent["tools"][0]["function"]["name"] == "get_weather"
    assert sent["messages"][1]["tool_calls"][0]["function"]["arguments"] == {"city": "Paris"}
    assert history[1]["tool_calls"][0]["function"]["arguments"] == '{"city": "Paris"}'


def _chunk(delta: dict[str, Any], finish: str | None = None) -> dict[str, Any]:
    return {"choices": [{"index": 0, "delta": delta, "finish_reason": finish}]}


def test_streamed_openai_tool_calls_become_deltas_and_calls() -> None:
    dialect, tally = OpenAIDialect(ServerKind.LLAMA_CPP, "m"), Tally()
    events = [
        _chunk({"role": "assistant", "content": None}),
        _chunk({"tool_calls": [{"index": 0, "id": "call_a", "type": "function",
                                "function": {"name": "get_weather", "arguments": ""}}]}),
        _chunk({"tool_calls": [{"index": 0, "function": {"arguments": '{"city": '}}]}),
        _chunk({"tool_calls": [{"index": 0, "function": {"arguments": '"Paris"}'}}]}),
        _chunk({"tool_calls": [{"index": 1, "id": "call_b", "type": "function",
                                "function": {"name": "get_weather",
                                             "arguments": '{"city": "Oslo"}'}}]}),
        _chunk({}, finish="tool_calls"),
    ]
    deltas = []
    for event in events:
        assert dialect.parse_event(event, tally) == ""
        deltas += tally.deltas
        tally.deltas.clear()
    assert [(d.index, d.id, d.name) for d in deltas if d.id] == [
        (0, "call_a", "get_weather"), (1, "call_b", "get_weather")]
    assert "".join(d.arguments for d in deltas if d.index == 0) == '{"city": "Paris"}'
    calls = tally.calls.calls()
    assert [(c.id, json.loads(c.arguments)) for c in calls] == [
        ("call_a", {"city": "Paris"}), ("call_b", {"city": "Oslo"})]
    assert tally.finish_reason == "tool_calls"


def test_whole_replies_with_calls_and_logprobs() -> None:
    dialect, tally = OpenAIDialect(ServerKind.VLLM, "m"), Tally()
    reply = {"choices": [{"index": 0, "finish_reason": "tool_calls", "message": {
        "role": "assistant", "content": None, "tool_calls": [
            {"id": "x1", "type": "function",
             "function": {"name": "get_weather", "arguments": '{"city": "Rome"}'}}]},
        "logprobs": {"content": [{"token": "Hi", "logprob": -0.5, "bytes": [72, 105],
                                  "top_logprobs": [{"token": "Hi", "logprob": -0.5},
                                                   {"token": "Yo", "logprob": -1.5}]}]}}]}
    dialect.parse_event(reply, tally)
    assert [c.arguments for c in tally.calls.calls()] == ['{"city": "Rome"}']
    assert tally.logprobs[0].token == "Hi" and tally.logprobs[0].top[1] == ("Yo", -1.5)
    ollama, olla_tally = OllamaDialect(ServerKind.OLLAMA, "m"), Tally()
    ollama.parse_event({"message": {"role": "assistant", "content": "", "tool_calls": [
        {"function": {"name": "get_weather", "arguments": {"city": "Lima"}}}]},
        "done": False}, olla_tally)
    ollama.parse_event({"message": {"content": ""}, "done": True, "done_reason": "stop"},
                       olla_tally)
    (call,) = olla_tally.calls.calls()
    assert json.loads(call.arguments) == {"city": "Lima"} and call.id.startswith("call_")


def test_a_property_named_like_a_keyword_is_not_the_keyword() -> None:
    named = {"type": "object", "properties": {"maximum": {"type": "string"}},
             "required": ["maximum"]}
    sent = body(ServerKind.LLAMA_CPP_PYTHON, constraint=OutputConstraint(json_schema=named))
    assert sent["response_format"] == {"type": "json_object", "schema": named}
