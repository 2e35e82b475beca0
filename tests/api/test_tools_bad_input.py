"""Bad tools, tool results and output constraints: a 400 in OpenAI's error
shape naming the field, before anything reaches the engine; the server stays up."""

from __future__ import annotations

from typing import Any

import httpx
import openai
import pytest

from tests.api.test_bad_input import CHAT, error_of, still_up

pytestmark = pytest.mark.slow
ASK = [{"role": "user", "content": "What is the weather in Paris?"}]
WEATHER = {"type": "function", "function": {
    "name": "get_weather", "description": "Current weather in a city",
    "parameters": {"type": "object", "properties": {"city": {"type": "string"}},
                   "required": ["city"]}}}
CALL = {"id": "call_1", "type": "function",
        "function": {"name": "get_weather", "arguments": '{"city": "Paris"}'}}


def _with_call(arguments: str = '{"city": "Paris"}', answered: str = "call_1"
               ) -> list[dict[str, Any]]:
    call = {**CALL, "function": {**CALL["function"], "arguments": arguments}}
    return [*ASK, {"role": "assistant", "content": None, "tool_calls": [call]},
            {"role": "tool", "tool_call_id": answered, "content": "18 C, sunny"}]


BAD: list[tuple[dict[str, Any], str, str]] = [
    ({"tools": [{"type": "function", "function": {"description": "no name"}}]},
     "tools.0.function.name", "Field required"),
    ({"tools": [{"type": "function", "function": {"name": ""}}]},
     "tools.0.function.name", "at least 1 character"),
    ({"tools": [{"type": "function", "function": {"name": "has space"}}]},
     "tools.0.function.name", "letters, digits"),
    ({"tools": [WEATHER, WEATHER]}, "tools.1.function.name", "given twice"),
    ({"tools": [{"type": "function", "function": {
        "name": "f", "parameters": {"type": "object", "properties": {"x": {"type": "nope"}}}}}]},
     "tools.0.function.parameters", "unknown type 'nope'"),
    ({"tools": [{"type": "function", "function": {"name": "f", "parameters": {
        "type": "array"}}}]}, "tools.0.function.parameters", "must be an object schema"),
    ({"tools": [{"type": "retrieval"}]}, "tools.0.type", "'function'"),
    ({"tools": [WEATHER], "tool_choice": {"type": "function", "function": {"name": "nope"}}},
     "tool_choice.function.name", "not among the tools"),
    ({"tool_choice": "required"}, "tool_choice", "needs tools"),
    ({"tools": [WEATHER], "tool_choice": "sometimes"}, "tool_choice", "'auto'"),
    ({"messages": _with_call(answered="call_9")}, "messages.2.tool_call_id",
     "no earlier assistant message made"),
    ({"messages": [*ASK, {"role": "tool", "content": "18 C"}]}, "messages.1.tool_call_id",
     "without 'tool_call_id'"),
    ({"messages": _with_call(arguments="{city: Paris")},
     "messages.1.tool_calls.0.function.arguments", "must be JSON text"),
    ({"messages": [{"role": "user", "content": "hi", "tool_calls": [CALL]}]},
     "messages.0.tool_calls", "Only assistant messages"),
    ({"response_format": {"type": "json_schema", "json_schema": {
        "name": "x", "schema": {"type": "object", "properties": {"a": {"type": "integr"}}}}}},
     "response_format.json_schema.schema", "unknown type 'integr'"),
    ({"response_format": {"type": "json_schema", "json_schema": {
        "name": "x", "schema": {"type": "object", "required": "a"}}}},
     "response_format.json_schema.schema", "'required' must be a list"),
    ({"response_format": {"type": "json_schema"}}, "response_format.json_schema",
     "needs 'json_schema'"),
    ({"response_format": {"type": "xml"}}, "response_format.type", "'json_schema'"),
    ({"top_logprobs": 3}, "top_logprobs", "needs logprobs: true"),
    ({"logprobs": True, "top_logprobs": 21}, "top_logprobs", "less than or equal to 20"),
]


@pytest.mark.parametrize(("extra", "param", "words"), BAD)
def test_bad_tools_and_constraints_name_the_field(http: httpx.Client, extra: dict[str, Any],
                                                  param: str, words: str) -> None:
    error = error_of(http.post(CHAT, json={"messages": ASK, "max_tokens": 4, **extra}), 400)
    assert error["param"] == param, error
    assert words in error["message"], error
    assert error["type"] == "invalid_request_error"


COMPLETIONS_BAD: list[tuple[dict[str, Any], str, str]] = [
    ({"json_schema": {"type": "object", "properties": {"n": {"type": "numbr"}}}},
     "json_schema", "unknown type 'numbr'"),
    ({"grammar": "answer ::= \"yes\""}, "grammar", "no 'root ::= ...' rule"),
    ({"grammar": 'root ::= "a"', "json_schema": {}}, "grammar", "not both"),
    ({"logprobs": 21}, "logprobs", "less than or equal to 20"),
]


@pytest.mark.parametrize(("extra", "param", "words"), COMPLETIONS_BAD)
def test_bad_completion_constraints_name_the_field(http: httpx.Client, extra: dict[str, Any],
                                                   param: str, words: str) -> None:
    body = {"prompt": "A list:", "max_tokens": 4, **extra}
    error = error_of(http.post("/v1/completions", json=body), 400)
    assert error["param"] == param, error
    assert words in error["message"], error


def test_the_openai_client_sees_the_400_and_the_server_stays_up(
        client: openai.OpenAI, http: httpx.Client) -> None:
    with pytest.raises(openai.BadRequestError) as raised:
        client.chat.completions.create(
            model="lantern", messages=_with_call(answered="call_404"),  # type: ignore[arg-type]
            tools=[WEATHER], max_tokens=4)  # type: ignore[list-item]
    assert raised.value.status_code == 400
    body: Any = raised.value.body
    assert body["param"] == "messages.2.tool_call_id"
    still_up(http)
