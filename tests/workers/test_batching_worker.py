"""Continuous batching in the window's InferenceWorker (real engine, two
sequences): two conversations answer at once, Stop ends only its own
answer, and the window's answers take a free sequence before the API's.

Counting prompts, cache off: see tests/engine/test_batch.py on near-ties.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.engine.llama import EngineConfig, LlamaEngine
from app.engine.model_files import default_chat_model
from app.engine.requests import API_PRIORITY, Generate, GenerateStream, SamplerConfig
from app.workers.inference import InferenceWorker
from tests.engine.conftest import THREADS

GREEDY = SamplerConfig.greedy()
COUNTS = ["1, 2, 3, 4, 5,", "10, 11, 12, 13,", "20, 21, 22, 23,", "40, 41, 42, 43,"]
WAIT_S = 300


@pytest.fixture(scope="module")
def worker(qapp: QApplication) -> Iterator[InferenceWorker]:
    def load(progress: Callable[[float, str], None]) -> LlamaEngine:
        config = EngineConfig(model_path=default_chat_model(), n_ctx=512, n_threads=THREADS,
                              n_parallel=2)
        return LlamaEngine(config, progress)

    worker = InferenceWorker(load)
    worker.start()
    loaded = worker.call(lambda engine: engine)  # runs once the model has loaded
    assert isinstance(loaded.result(WAIT_S), LlamaEngine)
    qapp.processEvents()
    yield worker
    assert worker.shutdown(60_000)


def alone(worker: InferenceWorker, prompt: str, tokens: int) -> str:
    request = Generate(prompt=prompt, max_tokens=tokens, config=GREEDY, cache_prompt=False)
    return worker.submit(request).result(WAIT_S)[0]


class Events:
    """(index, piece) as the engine produced them, across the requests."""

    def __init__(self) -> None:
        self.log: list[tuple[int, str]] = []
        self._lock = threading.Lock()

    def stream(self, index: int, prompt: str, tokens: int, **fields: object) -> GenerateStream:
        def on_piece(text: str) -> None:
            with self._lock:
                self.log.append((index, text))
        return GenerateStream(prompt=prompt, max_tokens=tokens, config=GREEDY,
                              cache_prompt=False, callback=on_piece, **fields)  # type: ignore[arg-type]

    def text(self, index: int) -> str:
        return "".join(t for i, t in self.log if i == index)

    def first(self, index: int) -> int:
        return next(n for n, (i, _t) in enumerate(self.log) if i == index)

    def last(self, index: int) -> int:
        return max(n for n, (i, _t) in enumerate(self.log) if i == index)


def test_two_conversations_answer_at_once(qtbot: QtBot, worker: InferenceWorker) -> None:
    assert worker.parallel == 2
    expected = [alone(worker, p, 16) for p in COUNTS[:2]]
    events = Events()
    streams = [events.stream(i, p, 16) for i, p in enumerate(COUNTS[:2])]
    seen: dict[int, str] = {}
    worker.token.connect(lambda rid, text: seen.__setitem__(rid, seen.get(rid, "") + text))
    for request in streams:
        worker.submit(request)
    usages = [r.reply.result(WAIT_S) for r in streams]
    assert [events.text(i) for i in range(2)] == expected
    assert all(u.finish_reason == "length" for u in usages)
    assert events.first(1) < events.last(0) and events.first(0) < events.last(1)
    # The window's own signal carries each answer under its own id.
    qtbot.waitUntil(lambda: [seen.get(r.id) for r in streams] == expected, timeout=WAIT_S * 1000)


def test_stop_ends_only_its_own_answer(qtbot: QtBot, worker: InferenceWorker) -> None:
    expected = alone(worker, COUNTS[0], 24)
    events = Events()
    keep, stop = events.stream(0, COUNTS[0], 24), events.stream(1, COUNTS[1], 400)
    inner = stop.callback

    def stop_after_two(text: str) -> None:
        inner(text)
        if sum(1 for i, _t in events.log if i == 1) == 2:
            worker.cancel(stop)  # what the window's Stop calls, from any thread

    stop.callback = stop_after_two
    worker.submit(keep)
    worker.submit(stop)
    assert stop.reply.result(WAIT_S).finish_reason == "cancelled"
    assert keep.reply.result(WAIT_S).finish_reason == "length"
    assert events.text(0) == expected
    assert stop.reply.result().completion_tokens < 400


def test_the_window_takes_a_free_sequence_before_waiting_api_requests(
        worker: InferenceWorker) -> None:
    events = Events()
    gate = threading.Event()
    running = [events.stream(i, COUNTS[i], 12, priority=API_PRIORITY) for i in range(2)]
    inner = running[0].callback

    def hold_until_queued(text: str) -> None:
        inner(text)
        gate.wait(WAIT_S)  # both sequences busy until everything below is queued

    running[0].callback = hold_until_queued
    for request in running:
        worker.submit(request)
    waiting = [events.stream(2 + i, COUNTS[2 + i], 4, priority=API_PRIORITY)
               for i in range(2)]
    window = events.stream(4, COUNTS[0], 4)
    for request in [*waiting, window]:
        worker.submit(request)
    gate.set()
    for request in [*running, *waiting, window]:
        request.reply.result(WAIT_S)
    assert events.first(4) < min(events.first(2), events.first(3))
