"""The engine-owner thread (app.engine.owner), on the real bundled model:
chats before embeddings, a bug that escapes a job restarts the engine, a
stall is noticed by the heartbeat and the engine restarts, /health's states
follow. Every wait is on an event or a future."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.engine.errors import EngineError
from app.engine.llama import EngineConfig, LlamaEngine
from app.engine.owner import EMBED_CHUNK, EngineOwner, OwnerEvents
from app.engine.requests import EmbedBatch, Generate, GenerateStream, Request, SamplerConfig
from tests.engine.conftest import THREADS

GREEDY = SamplerConfig.greedy()
PROMPT = "1, 2, 3, 4, 5,"


class States:
    """The owner's health changes, waitable."""

    def __init__(self) -> None:
        self.seen: list[str] = []
        self._changed = threading.Condition()

    def add(self, state: str) -> None:
        with self._changed:
            self.seen.append(state)
            self._changed.notify_all()

    def wait_for(self, *states: str) -> None:
        """Until `states` were seen in this order (others may come between)."""
        def seen() -> bool:
            it = iter(self.seen)
            return all(any(s == want for s in it) for want in states)
        with self._changed:
            assert self._changed.wait_for(seen, timeout=600), self.seen


def make_owner(model_path: Path, engine_type: type[LlamaEngine] = LlamaEngine,
               parallel: int = 2, **options: Any) -> tuple[EngineOwner, States, list[int]]:
    states, loads = States(), []

    def load(progress: Any) -> LlamaEngine:
        loads.append(1)
        return engine_type(EngineConfig(model_path=model_path, n_ctx=512, n_threads=THREADS,
                                        n_parallel=parallel), progress)
    owner = EngineOwner(load, OwnerEvents(health_changed=states.add), **options)
    owner.start_and_wait()
    return owner, states, loads


def generate(tokens: int = 6) -> Generate:
    return Generate(prompt=PROMPT, max_tokens=tokens, config=GREEDY, cache_prompt=False)


@pytest.fixture(scope="module")
def expected(model_path: Path) -> str:
    engine = LlamaEngine(EngineConfig(model_path=model_path, n_ctx=512, n_threads=THREADS))
    try:
        request = generate()
        engine.run(request)
        return request.reply.result(timeout=600)[0]
    finally:
        engine.close()


@pytest.fixture
def owner(model_path: Path) -> Iterator[EngineOwner]:
    owner, _states, _loads = make_owner(model_path)
    yield owner
    owner.shutdown()


class ChatArrives(LlamaEngine):
    """A real engine; when the first chunk of a long embedding runs, a chat
    is submitted to its owner (as a user's message arriving meanwhile)."""

    owner: EngineOwner | None = None
    chat: Generate | None = None

    def run(self, request: Request) -> None:
        if isinstance(request, EmbedBatch) and ChatArrives.chat is None:
            assert ChatArrives.owner is not None
            ChatArrives.chat = generate()
            ChatArrives.owner.submit(ChatArrives.chat)
        super().run(request)


def test_a_chat_goes_before_the_rest_of_a_long_embedding(model_path: Path) -> None:
    ChatArrives.chat = None
    owner, _states, _loads = make_owner(model_path, ChatArrives)
    ChatArrives.owner = owner
    try:
        embedding = EmbedBatch(texts=[f"text number {i}" for i in range(EMBED_CHUNK * 6)])
        owner.submit(embedding)
        vectors = embedding.reply.result(timeout=600)
        chat = ChatArrives.chat
        assert chat is not None and chat.reply.done()  # settled before the embedding
        assert chat.reply.result(timeout=0)[0]
        assert len(vectors) == EMBED_CHUNK * 6 and len(embedding.token_counts) == len(vectors)
    finally:
        owner.shutdown()


class FailsOnce(LlamaEngine):
    """A real engine whose first batch hits a bug outside any request's own
    work, after it took its first request."""

    failed = threading.Event()

    def run_batch(self, requests: Any, more: Any = None, beat: Any = None) -> None:
        if not FailsOnce.failed.is_set():
            FailsOnce.failed.set()
            more()
            raise RuntimeError("a bug in the batch loop")
        super().run_batch(requests, more, beat)


def test_a_bug_that_escapes_a_job_restarts_the_engine(model_path: Path,
                                                      expected: str) -> None:
    FailsOnce.failed.clear()
    owner, states, loads = make_owner(model_path, FailsOnce)
    try:
        first, waiting = generate(), generate()
        owner.submit(first)
        owner.submit(waiting)
        error = first.reply.exception(timeout=600)
        assert isinstance(error, EngineError) and "restarted" in str(error)
        # The request that had not started runs on the engine loaded again.
        assert waiting.reply.result(timeout=600)[0] == expected
        states.wait_for("ready", "restarting", "ready")
        assert len(loads) == 2 and owner.health() == "ready"
        again = generate()
        owner.submit(again)
        assert again.reply.result(timeout=600)[0] == expected
    finally:
        owner.shutdown()


def test_a_stalled_engine_is_noticed_and_replaced(model_path: Path, expected: str) -> None:
    owner, states, loads = make_owner(model_path, stall_s=0.5)
    gate = threading.Event()

    def hang(_text: str) -> None:
        gate.wait()
    stuck = GenerateStream(prompt="hold", max_tokens=4, config=GREEDY, callback=hang)
    try:
        owner.submit(stuck)
        error = stuck.reply.exception(timeout=600)  # the watchdog settles it
        assert isinstance(error, EngineError) and "no progress" in str(error)
        states.wait_for("ready", "restarting", "ready")
        owner.stall_s = 600.0  # the new thread's answers may be slow on a busy machine
        assert len(loads) == 2
        again = generate()
        owner.submit(again)
        assert again.reply.result(timeout=600)[0] == expected
    finally:
        gate.set()  # the abandoned thread returns, sees it was replaced, and exits
        owner.shutdown()


def test_requests_after_shutdown_fail_with_a_message(owner: EngineOwner) -> None:
    owner.shutdown()
    late: Request = generate()
    owner.submit(late)
    assert "shutting down" in str(late.reply.exception(timeout=60))
    assert owner.health() == "stopped"
