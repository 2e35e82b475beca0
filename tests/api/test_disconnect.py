"""A client that leaves mid-stream stops its generation; one that leaves while
waiting never reaches the engine."""

from __future__ import annotations

import json
import threading

import httpx
import pytest

from app.api.server import ApiServer
from tests.api.conftest import API_KEY, GREEDY, GREEDY_EXTRA

pytestmark = pytest.mark.slow
BODY = {"prompt": "1, 2, 3, 4, 5, 6,", "max_tokens": 400, "stream": True,
        **GREEDY, **GREEDY_EXTRA}


def settled_count(server: ApiServer) -> int:
    return len(server.queue.recent)


def test_leaving_mid_stream_cancels_the_generation(server: ApiServer) -> None:
    before = settled_count(server)
    seen = 0
    with httpx.Client(base_url=server.url, timeout=600,
                      headers={"Authorization": f"Bearer {API_KEY}"}) as client, \
            client.stream("POST", "/v1/completions", json=BODY) as response:
        for line in response.iter_lines():
            if line.startswith("data: {") and json.loads(line[6:])["choices"][0]["text"]:
                seen += 1
                if seen == 3:
                    break
    done = threading.Event()
    while settled_count(server) == before and not done.wait(0.02):
        pass
    settled = server.queue.recent[-1]
    # Cancelled: it stopped when the client left, short of the 400 asked for.
    # How far short depends on how soon this loaded machine ran the server's
    # loop (a count bound here was a timing assertion, and flaked).
    assert settled.outcome == "cancelled"
    assert seen <= settled.completion_tokens < BODY["max_tokens"]
    health = httpx.get(f"{server.url}/health",
                       headers={"Authorization": f"Bearer {API_KEY}"}).json()
    assert health["status"] == "ok" and not health["queue"]["busy"]
