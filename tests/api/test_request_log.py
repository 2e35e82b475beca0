"""The server tells whoever asked of each request it answered (the window's
request log): time, client, method, path, status, duration, tokens."""

from __future__ import annotations

import threading

import httpx
import openai

from app.api.request_log import RequestRecord, tokens_in
from tests.api.conftest import API_KEY, ServerFactory


def test_each_request_is_recorded_once_answered(make_server: ServerFactory) -> None:
    records: list[RequestRecord] = []
    three = threading.Event()

    def sink(record: RequestRecord) -> None:
        records.append(record)
        if len(records) == 3:
            three.set()

    server = make_server(on_request=sink)
    client = openai.OpenAI(base_url=f"{server.url}/v1", api_key=API_KEY, max_retries=0)
    reply = client.chat.completions.create(
        model="x", messages=[{"role": "user", "content": "Say hi"}], max_tokens=4,
        temperature=0.0)
    streamed = client.chat.completions.create(
        model="x", messages=[{"role": "user", "content": "Say hi"}], max_tokens=3,
        stream=True, stream_options={"include_usage": True})
    usage = [chunk.usage for chunk in streamed if chunk.usage is not None][-1]
    assert httpx.get(f"{server.url}/v1/models").status_code == 401  # no key
    assert three.wait(60)
    plain, stream, refused = records
    assert (plain.method, plain.path, plain.status, plain.client) == (
        "POST", "/v1/chat/completions", 200, "127.0.0.1")
    assert reply.usage is not None and plain.tokens == reply.usage.completion_tokens
    assert stream.tokens == usage.completion_tokens and stream.status == 200
    assert (refused.method, refused.path, refused.status, refused.tokens) == (
        "GET", "/v1/models", 401, None)
    assert all(r.duration_ms > 0 and r.started > 0 for r in records)


def test_a_broken_sink_never_breaks_the_answer(make_server: ServerFactory) -> None:
    def sink(_record: RequestRecord) -> None:
        raise RuntimeError("the log is broken")

    server = make_server(on_request=sink)
    assert httpx.get(f"{server.url}/health").status_code == 200


def test_the_token_count_of_each_protocol() -> None:
    assert tokens_in(b'{"usage": {"prompt_tokens": 9, "completion_tokens": 7}}') == 7
    assert tokens_in(b'event: message_delta\ndata: {"usage": {"output_tokens": 12}}') == 12
    assert tokens_in(b'{"done": true, "prompt_eval_count": 4, "eval_count": 21}') == 21
    assert tokens_in(b'{"object": "list", "data": []}') is None
