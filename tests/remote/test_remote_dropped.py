"""A server killed mid-answer (SIGKILL): the answer so far is kept and saved
as interrupted, the worker stays up, and the next request says the engine
is unreachable. Through the real InferenceWorker thread and the real store."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.engine.remote import RemoteConfig, RemoteEngine
from app.engine.requests import Generate, GenerateStream, SamplerConfig, UsageStats
from app.store import ChatStore
from app.workers.inference import InferenceWorker
from tests.remote.servers import ServerProcess, llama_cpp_server

pytestmark = pytest.mark.slow
STORY = [{"role": "user", "content": "Tell a long story about a lighthouse."}]


@pytest.fixture
def doomed_server(chat_model: Path, tmp_path: Path) -> Iterator[ServerProcess]:
    server = llama_cpp_server(chat_model, "doomed", tmp_path / "doomed.log",
                              "--n_ctx", "1024", "--chat_format", "chatml")
    yield server
    server.stop()


@pytest.fixture
def worker(qtbot: QtBot, doomed_server: ServerProcess) -> Iterator[InferenceWorker]:
    def connect(progress: Callable[[float, str], None]) -> RemoteEngine:
        return RemoteEngine(RemoteConfig(doomed_server.url), progress=progress)

    worker = InferenceWorker(connect)
    with qtbot.waitSignal(worker.loaded, timeout=60_000) as loaded:
        worker.start()
    assert loaded.args == ["doomed (llama-cpp-python server)"]
    yield worker
    assert worker.shutdown()


def test_killed_server_leaves_an_interrupted_answer_that_can_continue(
        qtbot: QtBot, worker: InferenceWorker, doomed_server: ServerProcess,
        tmp_path: Path) -> None:
    with ChatStore.open(tmp_path / "lantern.db") as store:
        conversation = store.create_conversation()
        store.add_user_message(conversation.id, STORY[0]["content"])
        writer = store.begin_answer(conversation.id, model="doomed")
        pieces: list[str] = []

        def on_piece(text: str) -> None:  # in the worker thread
            pieces.append(text)
            if len(pieces) == 5:
                doomed_server.kill()

        request = GenerateStream(prompt=STORY, max_tokens=400, config=SamplerConfig.greedy(),
                                 callback=on_piece)
        with qtbot.waitSignal(worker.finished, timeout=120_000,
                              check_params_cb=lambda rid, _u: rid == request.id) as done:
            worker.submit(request)
        usage = done.args[1]
        assert isinstance(usage, UsageStats) and usage.finish_reason == "interrupted"
        assert len(pieces) >= 5
        for piece in pieces:
            writer.append(piece)
        saved = writer.finish(usage)
        assert saved.content == "".join(pieces) and not saved.complete
        assert saved.status == "interrupted"
        # An interrupted answer can be continued like a stopped one.
        resumed = store.resume_answer(saved.id)
        resumed.append(" and then")
        finished = resumed.finish(UsageStats(finish_reason="stop"))
        assert finished.content == "".join(pieces) + " and then" and finished.complete

    assert worker.is_running()
    after = Generate(prompt=STORY, max_tokens=4)
    with qtbot.waitSignal(worker.failed, timeout=60_000,
                          check_params_cb=lambda rid, _m: rid == after.id) as failed:
        worker.submit(after)
    assert "is unreachable" in failed.args[1]
    assert doomed_server.url in failed.args[1]
