"""InferenceWorker on its QThread with the real engine, through Qt signals."""

from __future__ import annotations

import asyncio
import errno
import os
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from app.engine.llama import EngineConfig, LlamaEngine
from app.engine.requests import EmbedBatch, Generate, GenerateStream, SamplerConfig, UsageStats
from app.workers.inference import InferenceWorker

GREEDY = SamplerConfig.greedy()


def real_engine(progress: Callable[[float, str], None]) -> LlamaEngine:
    return LlamaEngine(EngineConfig(n_ctx=1024), progress=progress)


@pytest.fixture
def worker(qtbot: QtBot) -> Iterator[InferenceWorker]:
    threads_before = set(threading.enumerate())
    worker = InferenceWorker(real_engine)
    progress: list[float] = []
    worker.load_progressed.connect(lambda fraction, _stage: progress.append(fraction))
    with qtbot.waitSignal(worker.loaded, timeout=120_000):
        worker.start()
    assert progress[0] == 0.0 and progress[-1] == 1.0
    yield worker
    assert worker.shutdown()
    assert not worker.is_running()
    # A QThread that touched threading.current_thread() leaves a _DummyThread
    # record behind forever; the QThread itself is checked above.
    leftover = {t for t in threading.enumerate() if t not in threads_before
                and not isinstance(t, threading._DummyThread)}
    assert not leftover, f"dangling threads: {leftover}"


def test_stream_delivers_tokens_then_finished(qtbot: QtBot, worker: InferenceWorker) -> None:
    # Both from scratch: a second run of the same prompt with the cache on
    # re-reads only its last token, one token at a time, where SmolLM2 can
    # flip a near-tie (DESIGN.md, prompt cache); streaming is what is tested.
    reference = Generate(prompt="The ocean is", max_tokens=32, config=GREEDY,
                         cache_prompt=False)
    worker.submit(reference).result(timeout=120)
    received: list[str] = []
    request = GenerateStream(prompt="The ocean is", max_tokens=32, config=GREEDY,
                             cache_prompt=False)
    worker.token.connect(lambda rid, text: received.append(text) if rid == request.id else None)
    with qtbot.waitSignal(worker.finished, timeout=120_000,
                          check_params_cb=lambda rid, _usage: rid == request.id) as blocker:
        worker.submit(request)
    usage = blocker.args[1]
    assert isinstance(usage, UsageStats) and usage.completion_tokens == 32
    assert "".join(received) == reference.reply.result()[0]


def test_failure_arrives_as_a_readable_message(qtbot: QtBot, worker: InferenceWorker) -> None:
    request = Generate(prompt="Hi", max_tokens=0)
    with qtbot.waitSignal(worker.failed, timeout=60_000) as blocker:
        worker.submit(request)
    assert blocker.args == [request.id, "max_tokens must be at least 1 (got 0)."]
    follow = Generate(prompt="Hi", max_tokens=3, config=GREEDY)
    assert worker.submit(follow).result(timeout=60)[1].completion_tokens == 3


def test_cancel_stops_a_running_stream(qtbot: QtBot, worker: InferenceWorker) -> None:
    pieces: list[str] = []

    def cancel_at_the_third_piece(text: str) -> None:  # in the worker thread
        pieces.append(text)
        if len(pieces) == 3:
            worker.cancel(request)

    request = GenerateStream(prompt="Once upon a time", max_tokens=500, config=GREEDY,
                             callback=cancel_at_the_third_piece)
    with qtbot.waitSignal(worker.finished, timeout=120_000,
                          check_params_cb=lambda rid, _usage: rid == request.id) as blocker:
        worker.submit(request)
    usage = blocker.args[1]
    # The token loop reads the flag after every token: it stops at once.
    assert usage.finish_reason == "cancelled" and len(pieces) == 3


def test_cancel_from_the_gui_reaches_the_running_stream(
        qtbot: QtBot, worker: InferenceWorker) -> None:
    request = GenerateStream(prompt="Once upon a time", max_tokens=500, config=GREEDY)
    worker.token.connect(lambda rid, _text: worker.cancel(request) if rid == request.id else None)
    with qtbot.waitSignal(worker.finished, timeout=120_000,
                          check_params_cb=lambda rid, _usage: rid == request.id) as blocker:
        worker.submit(request)
    usage = blocker.args[1]
    assert usage.finish_reason == "cancelled" and usage.completion_tokens < 500


def test_interactive_requests_run_before_background_batches(
        worker: InferenceWorker) -> None:
    order: list[str] = []
    blocker = GenerateStream(prompt="Once upon a time", max_tokens=30, config=GREEDY)
    background = EmbedBatch(texts=["indexing chunk"] * 4)
    interactive = Generate(prompt="Hello", max_tokens=2, config=GREEDY)
    background.reply.add_done_callback(lambda _f: order.append("background"))
    interactive.reply.add_done_callback(lambda _f: order.append("interactive"))
    worker.submit(blocker)
    worker.submit(background, background=True)
    worker.submit(interactive)
    background.reply.result(timeout=120)
    assert order == ["interactive", "background"]
    assert len(background.reply.result()[0]) > 0


def test_reply_futures_are_awaitable_from_coroutines(worker: InferenceWorker) -> None:
    async def ask() -> tuple[str, UsageStats]:
        request = Generate(prompt="Hello", max_tokens=3, config=GREEDY)
        return await asyncio.wrap_future(worker.submit(request))

    # A thread of its own: the UI tests keep a qasync loop running in this one
    # (the window's own awaiting of replies is covered there).
    with ThreadPoolExecutor(1) as pool:
        text, usage = pool.submit(asyncio.run, ask()).result(timeout=120)
    assert usage.completion_tokens == 3 and isinstance(text, str)


def test_engine_calls_run_on_the_worker_thread(worker: InferenceWorker) -> None:
    def where(engine: Any) -> tuple[int, str]:
        return threading.get_ident(), engine.model_name

    ident, name = worker.call(where).result(timeout=30)
    assert name == "SmolLM2 135M Instruct" and ident != threading.get_ident()


def test_load_failure_is_reported_and_requests_fail_cleanly(
        qtbot: QtBot, tmp_path: Path) -> None:
    missing = tmp_path / "missing.gguf"
    worker = InferenceWorker(lambda p: LlamaEngine(EngineConfig(model_path=missing), p))
    with qtbot.waitSignal(worker.load_failed, timeout=30_000) as blocker:
        worker.start()
    assert "Model file not found" in blocker.args[0]
    request = Generate(prompt="Hi", max_tokens=2)
    with pytest.raises(Exception, match="not loaded"):
        worker.submit(request).result(timeout=30)
    assert worker.shutdown()


def test_requests_still_queued_at_shutdown_fail_through_the_signal_too(
        qtbot: QtBot, worker: InferenceWorker) -> None:
    started = threading.Event()
    running = GenerateStream(prompt="Once upon a time", max_tokens=400, config=GREEDY,
                             callback=lambda _text: started.set())
    queued = Generate(prompt="Hi", max_tokens=2, config=GREEDY)
    failed: list[tuple[int, str]] = []
    worker.failed.connect(lambda rid, message: failed.append((rid, message)))
    worker.submit(running)
    assert started.wait(120)
    worker.submit(queued)
    assert worker.shutdown()
    with pytest.raises(Exception, match="shutting down"):
        queued.reply.result(timeout=0)
    qtbot.waitUntil(lambda: (queued.id, "Lantern is shutting down.") in failed, timeout=10_000)


def test_a_full_disk_stops_the_disk_cache_with_one_notice_in_the_window(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from app.engine import disk_cache

    def no_space(*args: Any) -> Iterator[bytes]:  # the writer's first write finds the disk full
        yield next(iter(encode(*args)))
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    encode = disk_cache.encode
    monkeypatch.setattr(disk_cache, "encode", no_space)

    def engine_with_disk_cache(progress: Callable[[float, str], None]) -> LlamaEngine:
        engine = real_engine(progress)
        disk_cache.attach(engine, True, 64, tmp_path, min_tokens=8)
        return engine

    worker = InferenceWorker(engine_with_disk_cache)
    notices: list[str] = []
    worker.notice.connect(notices.append)
    with qtbot.waitSignal(worker.loaded, timeout=120_000):
        worker.start()
    try:
        prompts = ["The lighthouse keeper wrote in his log every night about the sea.",
                   "The ferry crossed the bay twice a day, in fog and in sunshine alike."]
        with qtbot.waitSignal(worker.notice, timeout=120_000):
            worker.submit(Generate(prompt=prompts[0], max_tokens=4, config=GREEDY))
        answer = worker.submit(Generate(prompt=prompts[1], max_tokens=4, config=GREEDY))
        assert answer.result(timeout=120)[1].completion_tokens == 4  # the chat goes on
        assert worker.call(lambda engine: engine.cache.disk.flush(60)).result(timeout=120)
        QCoreApplication.processEvents()  # a second notice, had the writer sent one
    finally:
        assert worker.shutdown()
    assert len(notices) == 1
    assert notices[0].startswith("The disk is full: the prompt cache on disk stopped saving")
    assert "Nothing was lost" in notices[0] and "Free some space" in notices[0]
    assert not list(tmp_path.glob("*.lkv")) and not list(tmp_path.glob("*.tmp"))
