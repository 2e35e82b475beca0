"""One bad request must never stop the engine (issue 37), at the defaults
users run (Parallel answers automatic): hostile schemas and grammars, a
prompt that is too long, embeddings and a client that leaves, all mixed
with good chats running at the same time. Every bad request is a 4xx naming
its field; every good one is answered exactly as alone; afterwards /health
is ok and a new chat is answered."""

from __future__ import annotations

import json
import logging
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import httpx
import pytest

from app.api.server import ApiServer
from tests.api.conftest import GREEDY, GREEDY_EXTRA

COUNTS = ["1, 2, 3, 4, 5,", "10, 11, 12, 13,", "20, 21, 22, 23,"]
CHAT = "/v1/chat/completions"
COMPLETIONS = "/v1/completions"
ASK = [{"role": "user", "content": "What is the weather in Paris?"}]
CITY = {"type": "object", "properties": {"city": {"$ref": "#/$defs/City"}},
        "$defs": {"City": {"type": "object", "properties": {"name": {"type": "string"}},
                           "required": ["name"]}}, "required": ["city"]}
TAGS = {"type": "object", "properties": {"tags": {"type": "array", "items": {"type": "string"},
                                                  "uniqueItems": True}}, "required": ["tags"]}


def tool(parameters: dict[str, Any], strict: bool | None = None) -> dict[str, Any]:
    function: dict[str, Any] = {"name": "weather", "parameters": parameters}
    if strict is not None:
        function["strict"] = strict
    return {"type": "function", "function": function}


def schema_format(schema: dict[str, Any], strict: bool = False) -> dict[str, Any]:
    return {"type": "json_schema", "json_schema": {"name": "x", "schema": schema,
                                                   "strict": strict}}


def chat(**fields: Any) -> tuple[str, dict[str, Any]]:
    return CHAT, {"messages": ASK, "max_tokens": 24, **GREEDY, **GREEDY_EXTRA, **fields}


# (path, body, expected status, a word the error names)
BAD: list[tuple[str, dict[str, Any], int, str]] = [
    (*chat(tools=[tool(CITY)], tool_choice="required"), 200, ""),
    (*chat(response_format=schema_format(TAGS, strict=True)), 400, "uniqueItems"),
    (*chat(response_format=schema_format(TAGS)), 200, ""),
    (*chat(tools=[tool({"type": "object", "properties": {"s": {
        "type": "string", "pattern": "(["}}})], tool_choice="required"), 400, "regex"),
    (*chat(tools=[tool({"type": "object", "properties": {"a": {
        "type": "array", "minItems": 5, "maxItems": 2}}})], tool_choice="required"),
     400, "maxItems"),
    (*chat(tools=[tool({"type": "object", "not": {"required": ["a"]},
                        "if": {"required": ["b"]}, "then": {"required": ["c"]}})],
           tool_choice="required"), 200, ""),
    (*chat(response_format=schema_format(
        {"type": "integer", "minimum": 1000000000000000000000000000000})), 400, "64 bits"),
    (COMPLETIONS, {"prompt": "x", "max_tokens": 4,
                   "json_schema": {"const": 18446744073709551616}}, 400, "64 bits"),
    (COMPLETIONS, {"prompt": "x", "max_tokens": 4, "grammar": "root ::= ("}, 400, "grammar"),
    (COMPLETIONS, {"prompt": "x", "max_tokens": 4, "grammar": 'root ::= "a"{1000000000}'},
     400, ""),
    (*chat(messages=[{"role": "user", "content": "word " * 3000}]), 400, "context"),
]


def post(server: ApiServer, path: str, body: dict[str, Any]) -> httpx.Response:
    return httpx.post(f"{server.url}{path}", json=body, timeout=600,
                      headers={"Authorization": "Bearer lantern-test-key-0123456789"})


def complete(server: ApiServer, prompt: str) -> str:
    reply = post(server, COMPLETIONS, {"prompt": prompt, "max_tokens": 10, **GREEDY,
                                       **GREEDY_EXTRA, "cache_prompt": False})
    assert reply.status_code == 200, reply.text
    return str(reply.json()["choices"][0]["text"])


def leave_mid_stream(server: ApiServer) -> int:
    """A streaming client that reads two events and hangs up."""
    body = {"prompt": COUNTS[0], "max_tokens": 400, "stream": True, **GREEDY}
    with httpx.stream("POST", f"{server.url}{COMPLETIONS}", json=body, timeout=600,
                      headers={"Authorization": "Bearer lantern-test-key-0123456789"}) as r:
        lines = r.iter_lines()
        next(lines), next(lines)
        return r.status_code


def embed(server: ApiServer) -> int:
    reply = post(server, "/v1/embeddings", {"input": [f"text {i}" for i in range(40)],
                                            "model": "any"})
    assert len(reply.json()["data"]) == 40
    return reply.status_code


def test_bad_requests_mixed_into_good_ones(server: ApiServer,
                                          caplog: pytest.LogCaptureFixture) -> None:
    expected = [complete(server, prompt) for prompt in COUNTS]
    with caplog.at_level(logging.ERROR), ThreadPoolExecutor(8) as pool:
        good = [pool.submit(complete, server, prompt) for prompt in COUNTS]
        bad = [pool.submit(post, server, path, body) for path, body, _s, _w in BAD]
        others = [pool.submit(leave_mid_stream, server), pool.submit(embed, server)]
        assert [f.result(timeout=600) for f in good] == expected
        for (_path, body, status, word), reply in zip(BAD, [f.result(600) for f in bad],
                                                     strict=True):
            assert reply.status_code == status, (json.dumps(body)[:200], reply.text)
            if status >= 400:
                error = reply.json()["error"]
                assert error["message"] and word in error["message"], error
        assert [f.result(timeout=600) for f in others] == [200, 200]
    assert "Exception in thread" not in caplog.text
    assert "never retrieved" not in caplog.text
    health = httpx.get(f"{server.url}/health", timeout=60)
    assert health.status_code == 200 and health.json()["status"] == "ok"
    assert complete(server, COUNTS[1]) == expected[1]


def test_a_tool_schema_with_defs_gives_a_call_with_them(server: ApiServer) -> None:
    path, body = chat(tools=[tool(CITY)], tool_choice="required", max_tokens=48)
    reply = post(server, path, body)
    assert reply.status_code == 200, reply.text
    call = reply.json()["choices"][0]["message"]["tool_calls"][0]["function"]
    assert call["name"] == "weather" and "name" in json.loads(call["arguments"])["city"]


def test_what_was_not_enforced_is_said(server: ApiServer) -> None:
    path, body = chat(response_format=schema_format(TAGS))
    reply = post(server, path, body)
    assert reply.status_code == 200, reply.text
    said = reply.headers["x-lantern-unenforced"]
    assert "uniqueItems at response_format.json_schema.schema.properties.tags" in said
