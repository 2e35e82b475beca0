"""A live `lantern serve`, at default settings, fuzzed (issue 40, item 7).

A few hundred hostile bodies (tests/api/fuzz_bodies.py: from the endpoints'
own schemas, and real requests mutated) go to every endpoint: OpenAI's,
the Responses API, Anthropic's and Ollama's, hostile images in each shape
among them. Then hostile images again, to a server of a model that reads
them (the tiny vision model and its projector), so that every image that
passes the checks goes on into llama.cpp's vision encoder. Pass: no answer
is a 5xx, none takes longer than its bound (the client's timeout fails the
test), and afterwards /health is true and a plain greedy request gets the
very answer it got before. The long run, with good traffic beside it and
memory watched, is bench/bench_fuzz_api.py.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
from hypothesis import HealthCheck, Phase, example, given, settings
from hypothesis.strategies import SearchStrategy

from tests.api.fuzz_bodies import FOUND, encoded, image_requests, named, requests

REPO = Path(__file__).resolve().parents[2]
KEY = "fuzz-test-key"
BOUND_S = 300.0
"""The longest any one request may take: each generates a few tokens at most
(well under a second alone; minutes only on a 2-core machine shared by many
test runs), so only a hang reaches it."""
EXAMPLES = 160
IMAGE_EXAMPLES = 80

GOOD = {"model": "any", "messages": [{"role": "user", "content": "Name a colour."}],
        "max_tokens": 8, "temperature": 0}


@dataclass
class Served:
    url: str
    process: subprocess.Popen[str]
    chat_model: str = ""
    embedding_model: str = ""


def start_serve(data_dir: Path, *extra: str) -> Served:
    """`lantern serve --port 0` at default settings, once it listens."""
    env = {**os.environ, "LANTERN_DATA_DIR": str(data_dir), "LANTERN_API_KEY": KEY,
           "PYTHONPATH": str(REPO)}
    process = subprocess.Popen([sys.executable, "-m", "app", "serve", "--port", "0", *extra],
                               cwd=REPO, env=env, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    assert process.stdout is not None
    first = process.stdout.readline()
    if "listening on" not in first:
        process.kill()
        raise AssertionError(f"lantern serve did not start: {process.communicate()}")
    served = Served(first.split("listening on ")[1].strip().removesuffix("/v1"), process)
    served.chat_model, served.embedding_model = model_names(served.url)
    return served


def model_names(url: str) -> tuple[str, str]:
    """(chat, embedding) model names, as Ollama's listing and show give them."""
    names = {"chat": "", "embedding": ""}
    with httpx.Client(base_url=url, timeout=BOUND_S,
                      headers={"Authorization": f"Bearer {KEY}"}) as client:
        for entry in client.get("/api/tags").json()["models"]:
            shown = client.post("/api/show", json={"model": entry["name"]}).json()
            kind = "embedding" if "embedding" in shown["capabilities"] else "chat"
            names[kind] = names[kind] or entry["name"]
    return names["chat"], names["embedding"]


def stop_serve(served: Served) -> str:
    served.process.terminate()
    try:
        return served.process.communicate(timeout=60)[1]
    except subprocess.TimeoutExpired:
        served.process.kill()
        raise


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    running = start_serve(tmp_path_factory.mktemp("fuzz-data"))
    yield running
    err = stop_serve(running)
    assert "Traceback" not in err, err


@pytest.fixture(scope="module")
def vision_served(tmp_path_factory: pytest.TempPathFactory,
                  vision_model: tuple[Path, Path]) -> Iterator[Served]:
    model, projector = vision_model
    running = start_serve(tmp_path_factory.mktemp("fuzz-vision"), "--model", str(model),
                          "--mmproj", str(projector))
    yield running
    err = stop_serve(running)
    assert "Traceback" not in err, err


def send(client: httpx.Client, served: Served, request: tuple[str, str, object]
         ) -> tuple[int, bytes]:
    """One request, read to its end (a stream too), within BOUND_S."""
    method, path, body = request
    sent = encoded(named(body, served.chat_model, served.embedding_model))
    with client.stream(method, f"{served.url}{path}", content=sent,
                       headers={"Content-Type": "application/json"}) as response:
        return response.status_code, response.read()


def good_answer(client: httpx.Client, url: str) -> str:
    reply = client.post(f"{url}/v1/chat/completions", json=GOOD)
    assert reply.status_code == 200, reply.text
    text: str = reply.json()["choices"][0]["message"]["content"]
    return text


def fuzzed(served: Served, strategy: SearchStrategy[Any], examples: int) -> Counter[int]:
    """`examples` requests drawn from `strategy`, each a 4xx or an answer;
    the server healthy and answering as before afterwards. The statuses."""
    statuses: Counter[int] = Counter()
    with httpx.Client(timeout=BOUND_S, headers={"Authorization": f"Bearer {KEY}"}) as client:
        before = good_answer(client, served.url)
        failures: list[str] = []

        def one(request: tuple[str, str, object]) -> None:
            try:
                status, answer = send(client, served, request)
            except httpx.TransportError as exc:  # a connection closed with no answer
                status, answer = -1, repr(exc).encode()
            statuses[status] += 1
            if not 0 < status < 500:
                failures.append(f"{status} {request[0]} {request[1]} "
                                f"{encoded(request[2])[:600]!r}: {answer[:300]!r}")
            assert 0 < status < 500, failures[-1]

        test = given(strategy)(one)
        for found in FOUND:  # what the long fuzz found, first, every time
            test = example(found)(test)
        # No shrinking: a failure is reported with its exact body at once
        # (shrinking a request that took BOUND_S would take many more).
        settings(max_examples=examples, derandomize=True, deadline=None, database=None,
                 suppress_health_check=list(HealthCheck),
                 phases=[Phase.explicit, Phase.generate])(test)()
        health = client.get(f"{served.url}/health")
        assert health.status_code == 200 and health.json()["status"] == "ok", health.text
        assert good_answer(client, served.url) == before  # no request changed another
    return statuses


def test_hostile_bodies_get_4xx_or_an_answer_and_harm_nothing(served: Served) -> None:
    statuses = fuzzed(served, requests(), EXAMPLES)
    assert statuses[200] and statuses[400], statuses  # hostile, and some still answered


def test_hostile_images_to_a_model_that_reads_them(vision_served: Served) -> None:
    statuses = fuzzed(vision_served, image_requests(), IMAGE_EXAMPLES)
    # Pictures of every format and mode went on into the vision encoder, and
    # were answered; the rest were refused.
    assert statuses[200] >= IMAGE_EXAMPLES // 5 and statuses[400], statuses
