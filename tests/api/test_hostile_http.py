"""The HTTP layer against a hostile client (issue 26, items 6, 8, 9, 16, 17):
a real server, raw sockets and http.client where a library would hide what
the server does."""

from __future__ import annotations

import contextlib
import http.client
import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

import httpx
import pytest

from app.api.server import ApiServer
from tests.api.conftest import API_KEY, GREEDY, GREEDY_EXTRA, ServerFactory

KEYED = {"Authorization": f"Bearer {API_KEY}", "Content-Type": "application/json"}


def connection(server: ApiServer) -> http.client.HTTPConnection:
    return http.client.HTTPConnection("127.0.0.1", server.port, timeout=600)


def post(conn: http.client.HTTPConnection, path: str, body: bytes,
         headers: dict[str, str] | None = None) -> tuple[int, dict[str, object]]:
    conn.request("POST", path, body=body, headers=headers or KEYED)
    response = conn.getresponse()
    return response.status, json.loads(response.read() or b"{}")


# -- 8: lone surrogates -------------------------------------------------------

SURROGATE_BODIES = [
    ("/v1/chat/completions", {"messages": [{"role": "user", "content": "a\\ud800"}]},
     "messages[0].content"),
    ("/v1/chat/completions", {"messages": [{"role": "user", "content": "a\\udce9"}],
                              "stream": True}, "messages[0].content"),
    ("/v1/completions", {"prompt": "caf\\udce9"}, "prompt"),
    ("/v1/completions", {"prompt": ["ok", "x\\ud800"], "stream": True}, "prompt[1]"),
    ("/v1/embeddings", {"input": ["fine", "\\udfff"]}, "input[1]"),
]


@pytest.mark.parametrize(("path", "body", "field"), SURROGATE_BODIES)
def test_lone_surrogates_are_a_400_naming_the_field(server: ApiServer, path: str,
                                                    body: dict[str, object],
                                                    field: str) -> None:
    raw = json.dumps({"model": "any", "max_tokens": 2, **body}).replace("\\\\u", "\\u")
    with contextlib.closing(connection(server)) as conn:
        status, answer = post(conn, path, raw.encode())
    assert status == 400, answer
    error = answer["error"]
    assert isinstance(error, dict) and error["param"] == field
    assert "lone surrogate" in str(error["message"])


# -- 9: deep nesting and huge integers, keep-alive kept -----------------------

@pytest.mark.parametrize("body", [b"[" * 100_000, b'{"a":' * 50_000 + b"1" + b"}" * 50_000,
                                  b'{"max_tokens": ' + b"9" * 5000 + b"}",
                                  b'{"messages": ' + b"[" * 80 + b"]" * 80 + b"}"])
def test_hostile_json_is_400_invalid_json_on_the_same_connection(server: ApiServer,
                                                                 body: bytes) -> None:
    with contextlib.closing(connection(server)) as conn:
        conn.connect()
        first_socket = conn.sock
        for _ in range(5):
            status, answer = post(conn, "/v1/chat/completions", body)
            assert status == 400 and answer["error"]["code"] == "invalid_json"  # type: ignore[index]
            assert conn.sock is first_socket, "the server closed the keep-alive connection"
        conn.request("GET", "/v1/models", headers=KEYED)
        response = conn.getresponse()
        response.read()
        assert response.status == 200 and conn.sock is first_socket


# -- 16: Host header, redirects, /health --------------------------------------

@dataclass(frozen=True)
class Answer:
    status: int
    headers: dict[str, str]
    body: bytes


def get(server: ApiServer, path: str, host: str, key: bool = True) -> Answer:
    headers = {"Host": host, **({"Authorization": f"Bearer {API_KEY}"} if key else {})}
    with contextlib.closing(connection(server)) as conn:
        conn.request("GET", path, headers=headers)
        response = conn.getresponse()
        return Answer(response.status, {k.lower(): v for k, v in response.getheaders()},
                      response.read())


@pytest.mark.parametrize("host", ["evil.com", "evil.com:8765", "127.0.0.1.evil.com",
                                  "localhost.evil.com", "[::2]:80"])
def test_a_foreign_host_header_is_refused(server: ApiServer, host: str) -> None:
    response = get(server, "/v1/models", host)
    assert response.status == 403
    assert json.loads(response.body)["error"]["code"] == "host_not_allowed"


@pytest.mark.parametrize("host", ["localhost", "127.0.0.1:1234", "[::1]:8765", "LOCALHOST",
                                  "app.localhost", "127.0.0.2"])
def test_loopback_host_names_are_served(server: ApiServer, host: str) -> None:
    assert get(server, "/v1/models", host).status == 200


def test_the_slash_redirect_is_built_from_the_path_only(server: ApiServer) -> None:
    response = get(server, "/v1/models/?x=1", "localhost:9")
    assert response.status == 307
    assert response.headers["location"] == "/v1/models?x=1"


def test_health_tells_nothing_without_the_key(server: ApiServer) -> None:
    anonymous = json.loads(get(server, "/health", "localhost", key=False).body)
    assert anonymous == {"status": "ok"}
    keyed = json.loads(get(server, "/health", "localhost").body)
    assert "model" in keyed and "queue" in keyed


def test_a_remote_bind_does_not_check_host(make_server: ServerFactory) -> None:
    server = make_server(host="0.0.0.0", allow_remote=True)
    assert get(server, "/v1/models", "lantern.example:80").status == 200


# -- 17: slowloris; SIGTERM mid-stream ----------------------------------------

def test_trickled_headers_are_cut_off(make_server: ServerFactory) -> None:
    server = make_server(header_timeout_s=1.0)
    sockets = [socket.create_connection(("127.0.0.1", server.port)) for _ in range(40)]
    for sock in sockets:
        sock.sendall(b"GET /v1/models HTTP/1.1\r\nHost: localhost\r\nX-Slow: ")
        sock.settimeout(0.2)
    open_ones = list(sockets)
    deadline = time.monotonic() + 60  # the server's limit is 1 s; this only bounds the test
    while open_ones and time.monotonic() < deadline:
        for sock in list(open_ones):
            try:
                sock.sendall(b"a")
                if sock.recv(1) == b"":
                    open_ones.remove(sock)
            except TimeoutError:
                continue
            except OSError:  # reset or broken pipe: closed by the server
                open_ones.remove(sock)
    for sock in sockets:
        sock.close()
    assert not open_ones, f"{len(open_ones)} trickling connections were still open"
    assert get(server, "/v1/models", "localhost").status == 200  # still serving


@pytest.fixture
def serve_process(tmp_path: Path) -> Iterator[tuple[subprocess.Popen[str], str]]:
    env = dict(os.environ, LANTERN_DATA_DIR=str(tmp_path / "data"), LANTERN_API_KEY=API_KEY)
    with subprocess.Popen([sys.executable, "-m", "app", "serve", "--port", "0", "--ctx", "512"],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                          env=env) as process:
        assert process.stdout is not None
        first = process.stdout.readline()
        assert "listening on http://127.0.0.1:" in first
        yield process, first.split("listening on ")[1].strip()
        if process.poll() is None:
            process.kill()


def test_sigterm_ends_streams_with_cancelled_and_done(
        serve_process: tuple[subprocess.Popen[str], str]) -> None:
    process, url = serve_process
    body = {"model": "any", "prompt": "1, 2, 3, 4, 5,", "max_tokens": 400, "stream": True,
            **GREEDY, **GREEDY_EXTRA}
    lines = []
    with httpx.Client(timeout=120, headers=KEYED) as client, \
            client.stream("POST", f"{url}/completions", json=body) as response:
        for line in response.iter_lines():
            if line:
                lines.append(line)
            if len(lines) == 3:
                process.send_signal(signal.SIGTERM)
    assert lines[-1] == "data: [DONE]"
    last = json.loads(lines[-2].removeprefix("data: "))
    assert last["choices"][0]["finish_reason"] == "cancelled"
    assert process.wait(timeout=60) in (0, -signal.SIGTERM)  # uvicorn re-raises the signal


# -- 6: an abandoned embeddings request stops between texts -------------------

def test_an_abandoned_embedding_batch_stops_between_texts(server: ApiServer) -> None:
    before = len(server.queue.recent)
    texts = [f"passage {i}: " + "the lighthouse keeper wrote in the log " * 30
             for i in range(256)]
    with pytest.raises(httpx.ReadTimeout), httpx.Client(timeout=1.0, headers=KEYED) as leaving:
        leaving.post(f"{server.url}/v1/embeddings", json={"model": "any", "input": texts})
    deadline = time.monotonic() + 300
    while len(server.queue.recent) == before and time.monotonic() < deadline:
        time.sleep(0.05)
    assert server.queue.recent[-1].outcome == "cancelled"
    with httpx.Client(timeout=600, headers=KEYED) as client:  # the server answers at once
        reply = client.post(f"{server.url}/v1/completions",
                            json={"model": "any", "prompt": "Hi", "max_tokens": 1})
    assert reply.status_code == 200


def test_urls_are_loopback(server: ApiServer) -> None:
    assert urlsplit(server.url).hostname == "127.0.0.1"
