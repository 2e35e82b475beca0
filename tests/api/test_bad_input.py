"""Bad requests over raw HTTP: a clear OpenAI-format 4xx, and the server stays up."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from app.api.options import ServerOptions, UnsafeBind, check_bind
from app.api.server import ApiServer
from app.engine.owner import EngineOwner
from app.engine.requests import GenerateStream, SamplerConfig
from tests.api.conftest import API_KEY, GREEDY, ServerFactory

pytestmark = pytest.mark.slow
CHAT = "/v1/chat/completions"
HELLO = [{"role": "user", "content": "Hello"}]


def error_of(response: httpx.Response, status: int) -> dict[str, Any]:
    assert response.status_code == status, response.text
    error: dict[str, Any] = response.json()["error"]
    assert error["message"] and error["type"]
    return error


def still_up(http: httpx.Client) -> None:
    assert http.get("/health").json()["status"] == "ok"
    ok = http.post(CHAT, json={"messages": HELLO, "max_tokens": 2, **GREEDY})
    assert ok.status_code == 200 and ok.json()["choices"][0]["message"]["content"] is not None


def test_the_key_is_required_everywhere_but_health(server: ApiServer) -> None:
    with httpx.Client(base_url=server.url, timeout=60) as anonymous:
        assert anonymous.get("/health").status_code == 200
        for method, path in [("GET", "/v1/models"), ("POST", CHAT), ("POST", "/v1/embeddings"),
                             ("GET", "/lora-adapters"), ("GET", "/nowhere")]:
            error = error_of(anonymous.request(method, path, json={}), 401)
            assert "No API key" in error["message"]
            assert error["code"] == "invalid_api_key"
        wrong = anonymous.get("/v1/models", headers={"Authorization": "Bearer not-the-key"})
        assert "not valid" in error_of(wrong, 401)["message"]
        basic = anonymous.get("/v1/models", headers={"Authorization": f"Basic {API_KEY}"})
        error_of(basic, 401)


@pytest.mark.parametrize(("body", "param", "words"), [
    ({"messages": "hello"}, "messages", "valid list"),
    ({"messages": HELLO, "max_tokens": "ten"}, "max_tokens", "valid integer"),
    ({"messages": HELLO, "temperature": "hot"}, "temperature", "valid number"),
    ({"messages": HELLO, "temperature": 5}, "temperature", "less than or equal to 2"),
    ({"messages": HELLO, "max_tokens": 0}, "max_tokens", "greater than or equal to 1"),
    ({"messages": [{"role": "wizard", "content": "hi"}]}, "messages.0.role", "'user'"),
    ({"messages": []}, "messages", "at least 1"),
    ({"messages": HELLO, "stream": "yes"}, "stream", "valid boolean"),
    ({"messages": HELLO, "n": 17}, "n", "less than or equal to 16"),
    ({"messages": HELLO, "stop": [""]}, "stop", "non-empty"),
    ({"messages": HELLO, "lora": [{"scale": 1.0}]}, "lora.0", "'id' or a 'name'"),
    ({}, "messages", "Field required"),
])
def test_wrong_types_and_values(http: httpx.Client, body: dict[str, Any], param: str,
                                words: str) -> None:
    error = error_of(http.post(CHAT, json=body), 400)
    assert error["param"] == param
    assert words in error["message"]


def test_malformed_json_and_not_an_object(http: httpx.Client) -> None:
    broken = http.post(CHAT, content=b'{"messages": [',
                       headers={"Content-Type": "application/json"})
    assert "not valid JSON" in error_of(broken, 400)["message"]
    listed = http.post(CHAT, json=[1, 2])
    assert "JSON object" in error_of(listed, 400)["message"]
    still_up(http)


def test_huge_body_is_refused(http: httpx.Client) -> None:
    huge = {"messages": [{"role": "user", "content": "x" * (33 << 20)}]}  # over 32 MiB
    error = error_of(http.post(CHAT, json=huge), 413)
    assert "too large" in error["message"] and "limit is 33,554,432 bytes" in error["message"]
    still_up(http)


def test_unknown_adapter_and_over_long_prompt(http: httpx.Client) -> None:
    error = error_of(http.post(CHAT, json={"messages": HELLO, "lora": [{"name": "nope"}]}), 400)
    assert "Unknown adapter 'nope'" in error["message"] and "bold, calm" in error["message"]
    error = error_of(http.post(CHAT, json={"messages": HELLO, "lora": [{"id": 9}]}), 400)
    assert "Unknown adapter id 9" in error["message"]
    long_prompt = {"messages": [{"role": "user", "content": "word " * 5000}], "max_tokens": 2}
    for stream in (False, True):
        error = error_of(http.post(CHAT, json={**long_prompt, "stream": stream}), 400)
        assert error["code"] == "context_length_exceeded"
        assert "context holds 2048" in error["message"]
    still_up(http)


def test_unknown_route_and_method(http: httpx.Client) -> None:
    assert "no endpoint" in error_of(http.get("/v2/things"), 404)["message"]
    assert "not allowed" in error_of(http.get(CHAT), 405)["message"]


def test_unknown_fields_ignored_unless_strict(http: httpx.Client,
                                              make_server: ServerFactory) -> None:
    body = {"messages": HELLO, "max_tokens": 2, "mirostat_mode": 2, "some_new_field": True}
    assert http.post(CHAT, json=body).status_code == 200
    strict = make_server(strict=True)
    with httpx.Client(base_url=strict.url, timeout=600,
                      headers={"Authorization": f"Bearer {API_KEY}"}) as client:
        error = error_of(client.post(CHAT, json=body), 400)
        assert "mirostat_mode, some_new_field" in error["message"]
        assert "strict" in error["message"]
        for nested in NESTED_UNKNOWN:
            plain = {"messages": HELLO, "max_tokens": 2, **nested["body"]}
            error = error_of(client.post(CHAT, json=plain), 400)
            assert error["param"] == nested["path"] and error["code"] == "unknown_field"
            assert f"Unknown field(s): {nested['path']}." in error["message"]
    for nested in NESTED_UNKNOWN:  # not strict: the same bodies are answered
        assert http.post(CHAT, json={"messages": HELLO, "max_tokens": 2,
                                     **nested["body"]}).status_code == 200


NESTED_UNKNOWN: list[dict[str, Any]] = [
    {"body": {"messages": [{"role": "user", "content": "Hi", "audio": {"id": "a"}}]},
     "path": "messages.0.audio"},
    {"body": {"messages": [{"role": "user", "content": [
        {"type": "text", "text": "Hi", "cache_control": {"type": "ephemeral"}}]}]},
     "path": "messages.0.content.0.cache_control"},
    {"body": {"lora": [{"name": "bold", "scale": 0.0, "weight": 1}]}, "path": "lora.0.weight"},
    {"body": {"stream_options": {"include_usage": True, "chunked": 1}},
     "path": "stream_options.chunked"},
    {"body": {"response_format": {"type": "text", "verbosity": "low"}},
     "path": "response_format.verbosity"},
]


def test_cors_headers_only_for_listed_origins(http: httpx.Client,
                                              make_server: ServerFactory) -> None:
    plain = http.get("/v1/models", headers={"Origin": "http://localhost:3000"})
    assert plain.status_code == 200 and "access-control-allow-origin" not in plain.headers
    listed = make_server(cors_origins=("http://localhost:3000",))
    with httpx.Client(base_url=listed.url, timeout=60,
                      headers={"Authorization": f"Bearer {API_KEY}"}) as client:
        allowed = client.get("/v1/models", headers={"Origin": "http://localhost:3000"})
        assert allowed.headers["access-control-allow-origin"] == "http://localhost:3000"
        other = client.get("/v1/models", headers={"Origin": "http://evil.example"})
        assert "access-control-allow-origin" not in other.headers
        preflight = httpx.options(f"{listed.url}{CHAT}", headers={
            "Origin": "http://localhost:3000", "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "authorization,content-type"})
        assert preflight.status_code == 200
        assert preflight.headers["access-control-allow-origin"] == "http://localhost:3000"


@pytest.fixture
def blocked_engine(engine_thread: EngineOwner) -> Iterator[threading.Event]:
    """Holds the engine's thread inside a request until the event is set."""
    gate = threading.Event()
    holder = GenerateStream(prompt="hold", max_tokens=2, config=SamplerConfig.greedy(),
                            callback=lambda _text: gate.wait())
    engine_thread.submit(holder)
    yield gate
    gate.set()
    holder.reply.result(timeout=600)


def test_a_full_queue_answers_429_at_once(make_server: ServerFactory,
                                          engine_thread: EngineOwner,
                                          blocked_engine: threading.Event) -> None:
    server = make_server(queue_limit=1)
    running = engine_thread.parallel  # handed to the engine at once (its sequences)
    results: list[int] = []
    body = {"messages": HELLO, "max_tokens": 2, **GREEDY}
    headers = {"Authorization": f"Bearer {API_KEY}"}

    def post() -> None:
        results.append(httpx.post(f"{server.url}{CHAT}", json=body, headers=headers,
                                  timeout=600).status_code)

    waiting = [threading.Thread(target=post) for _ in range(running + 1)]
    for thread in waiting:
        thread.start()
    while server.queue.waiting < 1:  # `running` handed to the engine, one waiting
        threading.Event().wait(0.01)
    refused = httpx.post(f"{server.url}{CHAT}", json=body, headers=headers, timeout=60)
    error = error_of(refused, 429)
    assert error["code"] == "queue_full" and refused.headers["retry-after"]
    blocked_engine.set()
    for thread in waiting:
        thread.join(600)
    assert results == [200] * (running + 1)


def test_binding_beyond_loopback_needs_a_choice_and_warns() -> None:
    assert check_bind(ServerOptions(api_key="k", host="127.0.0.1")) is None
    assert check_bind(ServerOptions(api_key="k", host="::1")) is None
    assert check_bind(ServerOptions(api_key="k", host="localhost")) is None
    with pytest.raises(UnsafeBind, match="--allow-remote"):
        check_bind(ServerOptions(api_key="k", host="0.0.0.0"))
    warning = check_bind(ServerOptions(api_key="k", host="0.0.0.0", allow_remote=True))
    assert warning is not None and "Warning" in warning
