"""Continuous batching through the API: a real `lantern serve --parallel 4`
and the real openai client, several clients at once.

Greedy prompts continue counting (far from any near-tie between llama.cpp's
batched and one-row kernels, see tests/engine/test_batch.py), and every
request runs with the prompt cache off, so a request alone and the same
request in a batch are compared like with like.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from pathlib import Path
from typing import Any

import httpx
import openai
import pytest

from app.api.catalog import AdapterInfo
from tests.api.conftest import GREEDY, GREEDY_EXTRA

pytestmark = pytest.mark.slow
COUNTS = ["1, 2, 3, 4, 5,", "10, 11, 12, 13,", "20, 21, 22, 23,", "40, 41, 42, 43,"]
TOKENS = 12
COLD = {**GREEDY_EXTRA, "cache_prompt": False}


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory,
           adapters: list[AdapterInfo]) -> Iterator[tuple[str, str]]:
    data = tmp_path_factory.mktemp("batching-serve")
    env = dict(os.environ, LANTERN_DATA_DIR=str(data / "data"))
    command = [sys.executable, "-m", "app", "serve", "--port", "0", "--ctx", "512",
               "--parallel", "4", *[f"--lora={a.path}" for a in adapters]]
    with subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          text=True, env=env) as process:
        assert process.stdout is not None and process.stderr is not None
        first = process.stdout.readline()
        assert "listening on http://127.0.0.1:" in first, first + process.stderr.read()
        url = first.split("listening on ")[1].strip()
        process.stdout.readline()
        yield url, (data / "data" / "api-key").read_text().strip()
        process.send_signal(signal.SIGINT)
        process.communicate(timeout=60)
        assert process.returncode == 130  # Ctrl+C: stopped, as every command (issue 40)


@pytest.fixture(scope="module")
def client(served: tuple[str, str]) -> openai.OpenAI:
    url, key = served
    return openai.OpenAI(base_url=url, api_key=key, max_retries=0, timeout=600)


def complete(client: openai.OpenAI, prompt: str, tokens: int = TOKENS, **extra: Any) -> str:
    reply = client.completions.create(model="any", prompt=prompt, max_tokens=tokens,
                                      extra_body={**COLD, **extra}, **GREEDY)
    return reply.choices[0].text


class Log:
    """(client, event) in the order the clients saw them, across threads."""

    def __init__(self) -> None:
        self.events: list[tuple[int, str]] = []
        self._lock = threading.Lock()

    def add(self, who: int, what: str) -> None:
        with self._lock:
            self.events.append((who, what))

    def index(self, who: int, what: str) -> int:
        return self.events.index((who, what))


def stream(client: openai.OpenAI, who: int, prompt: str, log: Log, tokens: int = TOKENS,
           leave_after: int | None = None, **extra: Any) -> str:
    pieces: list[str] = []
    with client.completions.create(model="any", prompt=prompt, max_tokens=tokens,
                                   stream=True, extra_body={**COLD, **extra},
                                   **GREEDY) as chunks:
        for chunk in chunks:
            if chunk.choices and chunk.choices[0].text:
                if not pieces:
                    log.add(who, "first")
                pieces.append(chunk.choices[0].text)
                if leave_after is not None and len(pieces) >= leave_after:
                    break  # leaving closes the connection: the server cancels it
    log.add(who, "end")
    return "".join(pieces)


def together(*jobs: Any) -> list[str]:
    with ThreadPoolExecutor(len(jobs)) as pool:
        return [f.result(timeout=600) for f in [pool.submit(*job) for job in jobs]]


def test_four_concurrent_streams_each_equal_the_request_alone(client: openai.OpenAI) -> None:
    expected = [complete(client, p) for p in COUNTS]
    log = Log()
    got = together(*[(stream, client, i, p, log) for i, p in enumerate(COUNTS)])
    assert got == expected
    # Decoded together: every client had its first piece before any stream ended.
    first_end = min(log.index(i, "end") for i in range(4))
    assert all(log.index(i, "first") < first_end for i in range(4))


def test_eight_streams_on_four_sequences_all_finish_whole(client: openai.OpenAI) -> None:
    prompts = COUNTS * 2
    expected = [complete(client, p, 6) for p in COUNTS] * 2
    log = Log()
    got = together(*[(stream, client, i, p, log, 6) for i, p in enumerate(prompts)])
    assert got == expected


def health(served: tuple[str, str]) -> dict[str, Any]:
    url, key = served
    reply = httpx.get(url.removesuffix("/v1") + "/health",
                      headers={"Authorization": f"Bearer {key}"}, timeout=60)
    return reply.json()["queue"]  # type: ignore[no-any-return]


def test_a_client_leaving_mid_batch_leaves_the_others_running(
        client: openai.OpenAI, served: tuple[str, str]) -> None:
    expected = [complete(client, p, 24) for p in COUNTS]
    log = Log()
    leaver = (stream, client, 2, COUNTS[2], log, 400, 3)
    got = together(*[leaver if i == 2 else (stream, client, i, p, log, 24)
                     for i, p in enumerate(COUNTS)])
    assert [got[i] for i in (0, 1, 3)] == [expected[i] for i in (0, 1, 3)]
    assert expected[2].startswith(got[2])
    for _poll in range(600):  # the leaver settles within a token or two of leaving
        recent = health(served)["recent"][-4:]
        if len({r["outcome"] for r in recent} & {"cancelled"}):
            break
    outcomes = sorted(r["outcome"] for r in recent)
    assert outcomes == ["cancelled", "length", "length", "length"]
    assert next(r for r in recent if r["outcome"] == "cancelled")["completion_tokens"] < 400


def test_a_request_joins_a_running_batch(client: openai.OpenAI) -> None:
    expected = [complete(client, COUNTS[0], 48), complete(client, COUNTS[1], 4)]
    log = Log()
    streaming = threading.Event()
    original = log.add

    def add(who: int, what: str) -> None:
        original(who, what)
        if (who, what) == (0, "first"):
            streaming.set()

    log.add = add  # type: ignore[method-assign]
    with ThreadPoolExecutor(1) as pool:
        first = pool.submit(stream, client, 0, COUNTS[0], log, 48)
        assert streaming.wait(600)
        joined = complete(client, COUNTS[1], 4)
        log.add(1, "end")
        assert first.result(600) == expected[0]
    assert joined == expected[1]
    # The second answered while the first still streamed: it did not wait for it.
    assert log.index(1, "end") < log.index(0, "end")


def test_different_adapters_in_flight_together(client: openai.OpenAI,
                                               adapters: list[AdapterInfo]) -> None:
    bold, calm = ([{"name": a.name, "scale": 1.0}] for a in adapters)
    selections: list[list[dict[str, Any]]] = [bold, calm, bold, []]
    expected = [complete(client, p, lora=s) for p, s in zip(COUNTS, selections, strict=True)]
    assert len(set(expected)) > 1  # the adapters change the answers
    log = Log()
    got = together(*[(partial(stream, lora=s), client, i, p, log)
                     for i, (p, s) in enumerate(zip(COUNTS, selections, strict=True))])
    assert got == expected


def test_each_conversation_finds_its_cache_after_running_beside_another(
        client: openai.OpenAI) -> None:
    talks = [f"Conversation {n}. " + "The lighthouse keeper wrote in the log. " * 8
             for n in range(3)]

    def turn(prompt: str) -> Any:
        return client.completions.create(model="any", prompt=prompt, max_tokens=3,
                                         extra_body=GREEDY_EXTRA, **GREEDY)

    with ThreadPoolExecutor(3) as pool:
        firsts = list(pool.map(turn, talks))
    for talk, first in zip(talks, firsts, strict=True):  # one after the other: switches
        follow = turn(talk + first.choices[0].text + " Then")
        cached = follow.usage.prompt_tokens_details.cached_tokens
        assert cached >= first.usage.prompt_tokens - 1


def test_parallel_answers_that_cannot_fit_are_refused_with_a_message(tmp_path: Path) -> None:
    env = dict(os.environ, LANTERN_DATA_DIR=str(tmp_path / "data"))
    done = subprocess.run([sys.executable, "-m", "app", "serve", "--port", "0",
                           "--parallel", "8", "--ctx", "16000000"],
                          capture_output=True, text=True, env=env, timeout=300)
    assert done.returncode == 1
    assert "8 parallel answers of 16,000,000 tokens" in done.stderr
    assert "Choose fewer parallel answers" in done.stderr
