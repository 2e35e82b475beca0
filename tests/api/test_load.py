"""Load: 50 concurrent streaming clients, some leaving mid-way, against the API
served from the window's own process through the real InferenceWorker.

Every completed answer is whole, every left one is cancelled in the engine,
nothing hangs, a window request goes before the API's queue, and the GUI
thread's timer keeps ticking throughout.
"""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from app.api.catalog import Catalog
from app.api.options import ServerOptions
from app.api.server import ApiServer
from app.engine.llama import LlamaEngine
from app.engine.requests import GenerateStream, SamplerConfig, UsageStats
from app.workers.inference import InferenceWorker
from tests.api.conftest import API_KEY, GREEDY, GREEDY_EXTRA, engine_config

pytestmark = pytest.mark.slow
WAIT_MS = 900_000
COMPLETERS, LEAVERS = 40, 10
SHORT, LONG = 4, 200
PROMPT = "The three primary colours are"
COUNTING = "1, 2, 3, 4, 5, 6,"


class Probe:
    """A GUI-thread timer that notes, at each tick, whether the API was serving
    then: ticks while it served say the window's event loop kept turning
    (liveness, counted by events, never by how long a gap was)."""

    def __init__(self, serving: Callable[[], bool], interval_ms: int = 20) -> None:
        self.ticks_while_serving = 0
        self._serving = serving
        self._timer = QTimer()
        self._timer.timeout.connect(self._tick)
        self._timer.start(interval_ms)

    def _tick(self) -> None:
        if self._serving():
            self.ticks_while_serving += 1

    def stop(self) -> None:
        self._timer.stop()


@pytest.fixture
def window_worker(qtbot: QtBot, model_path: Path) -> Iterator[InferenceWorker]:
    worker = InferenceWorker(lambda progress: LlamaEngine(engine_config(model_path), progress))
    with qtbot.waitSignal(worker.loaded, timeout=WAIT_MS):
        worker.start()
    yield worker
    assert worker.shutdown(60_000)


async def _stream(client: httpx.AsyncClient, prompt: str, max_tokens: int,
                  leave: bool) -> tuple[str, list[dict[str, Any]], bool]:
    body = {"prompt": prompt, "max_tokens": max_tokens, "stream": True, **GREEDY, **GREEDY_EXTRA}
    chunks: list[dict[str, Any]] = []
    done = False
    async with client.stream("POST", "/v1/completions", json=body) as response:
        assert response.status_code == 200
        async for line in response.aiter_lines():
            if not line.startswith("data: "):
                continue
            if line == "data: [DONE]":
                done = True
                break
            chunks.append(json.loads(line[6:]))
            if leave and any(c["choices"][0]["text"] for c in chunks):
                break  # closing the stream early drops the connection
    text = "".join(c["choices"][0]["text"] for c in chunks)
    return text, chunks, done


async def _load(url: str) -> list[tuple[str, list[dict[str, Any]], bool]]:
    limits = httpx.Limits(max_connections=COMPLETERS + LEAVERS + 5)
    async with httpx.AsyncClient(base_url=url, timeout=WAIT_MS / 1000, limits=limits,
                                 headers={"Authorization": f"Bearer {API_KEY}"}) as client:
        jobs = [_stream(client, COUNTING, LONG, True) if i % 5 == 2
                else _stream(client, PROMPT, SHORT, False)
                for i in range(COMPLETERS + LEAVERS)]
        return await asyncio.gather(*jobs)


def test_fifty_streaming_clients_some_leaving(qtbot: QtBot,
                                              window_worker: InferenceWorker) -> None:
    usages: list[UsageStats] = []

    def on_finished(_request_id: int, result: object) -> None:
        # A stream's result is its UsageStats; a whole answer's is (text, usage).
        usages.append(result if isinstance(result, UsageStats) else result[1])  # type: ignore[index]

    window_worker.finished.connect(on_finished)
    catalog = Catalog(model_id="gemma")
    server = ApiServer(window_worker, lambda: catalog,
                       ServerOptions(api_key=API_KEY, port=0, queue_limit=64))
    server.start()
    reference = httpx.post(f"{server.url}/v1/completions", headers={
        "Authorization": f"Bearer {API_KEY}"}, timeout=600, json={
        "prompt": PROMPT, "max_tokens": SHORT, **GREEDY, **GREEDY_EXTRA}).json()
    expected = reference["choices"][0]["text"]

    results: list[tuple[str, list[dict[str, Any]], bool]] = []
    errors: list[BaseException] = []

    def run_clients() -> None:
        try:
            results.extend(asyncio.run(_load(server.url)))
        except BaseException as exc:
            errors.append(exc)

    runner = threading.Thread(target=run_clients, daemon=True)
    probe = Probe(lambda: server.queue.busy or server.queue.waiting > 0)
    runner.start()
    # A window request sent while API requests queue runs before them.
    qtbot.waitUntil(lambda: server.queue.waiting >= 10 or bool(errors), timeout=WAIT_MS)
    assert not errors, errors
    window_request = GenerateStream(prompt=PROMPT, max_tokens=SHORT,
                                    config=SamplerConfig.greedy())
    window_worker.submit(window_request)
    qtbot.waitUntil(window_request.reply.done, timeout=WAIT_MS)
    waiting_when_window_done = server.queue.waiting
    qtbot.waitUntil(lambda: not runner.is_alive(), timeout=WAIT_MS)
    probe.stop()
    assert not errors, errors
    qtbot.waitUntil(lambda: len(usages) == 1 + COMPLETERS + LEAVERS + 1, timeout=WAIT_MS)
    server.stop()

    assert waiting_when_window_done > 0
    completed = [r for i, r in enumerate(results) if i % 5 != 2]
    left = [r for i, r in enumerate(results) if i % 5 == 2]
    assert len(completed) == COMPLETERS and len(left) == LEAVERS
    for text, chunks, done in completed:
        assert done and text == expected
        assert chunks[-1]["choices"][0]["finish_reason"] in {"length", "stop"}
    assert all(not done and text for text, _chunks, done in left)
    cancelled = [u for u in usages if u.finish_reason == "cancelled"]
    assert len(cancelled) == LEAVERS
    assert all(u.completion_tokens < LONG for u in cancelled)
    assert all(u.completion_tokens <= SHORT for u in usages if u.finish_reason != "cancelled")
    assert server.queue.waiting == 0 and not server.queue.busy
    # Liveness, not speed: a GUI thread blocked by the API would not tick while
    # the API serves. (A limit on the longest gap between ticks failed on busy
    # machines without anything being wrong: issue 33.)
    assert probe.ticks_while_serving > 0
