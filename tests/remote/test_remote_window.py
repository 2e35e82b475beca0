"""A conversation in the window answered by a remote engine: llama-cpp-python's
server on 127.0.0.1 with the real default model. The local engine is the UI
tests' fake (it must not be asked); the worker, window and store run as in
the app, with the EngineRouter between the worker and the engines."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.config import Settings
from app.engine.remote.probe import check_connection
from app.engine.remote.registry import EngineSpec, Route, shared_registry
from app.engine.router import EngineRouter
from app.ui.engines.engines_dialog import EnginesDialog
from app.ui.services import tasks
from app.ui.services.engine_host import FactoryBuilder
from app.workers.inference import Engine, EngineFactory
from tests.remote.conftest import CHAT_ALIAS
from tests.remote.servers import ServerProcess, free_port
from tests.ui.conftest import Harness, close_window, open_window
from tests.ui.conftest import qloop as qloop  # the qasync loop fixture
from tests.ui.fakes import FakeEngine, Script

pytestmark = pytest.mark.slow
REMOTE_MS = 180_000
CHOICE = f"gpu-box · {CHAT_ALIAS}"


def routed(script: Script) -> FactoryBuilder:
    def build(_settings: object) -> EngineFactory:
        def load(progress: Callable[[float, str], None]) -> Engine:
            return EngineRouter(FakeEngine(script, progress), shared_registry())
        return load
    return build


@pytest.fixture
def harness(qtbot: QtBot, qloop: asyncio.AbstractEventLoop, data_dir: Path,
            chat_server: ServerProcess) -> Iterator[Harness]:
    info = check_connection(chat_server.url, None)
    shared_registry().put(EngineSpec.found("gpu-box", chat_server.url, info))
    script = Script()
    opened = open_window(qtbot, data_dir, script, Settings(max_tokens=12),
                         build=routed(script))
    opened.wait_loaded()
    yield opened
    close_window(opened)


def test_a_conversation_runs_on_the_remote_engine(harness: Harness,
                                                 chat_server: ServerProcess) -> None:
    window = harness.window
    section = window.engine_section
    index = section.choice.findText(CHOICE)
    assert index > 0, [section.choice.itemText(i) for i in range(section.choice.count())]
    section.choice.setCurrentIndex(index)
    # What llama-cpp-python's server cannot do is greyed, with the reason.
    assert not window.panel.lora_box.isEnabled()
    assert "cannot choose LoRA adapters per request" in window.panel.lora_box.toolTip()
    assert not window.panel.cache.isEnabled()
    assert ("Prompt cache off: not available — llama-cpp-python's server cannot turn its "
            "prompt cache off for one request; keep the prompt cache on for this "
            "conversation or answer with another engine.", False) in section.features.texts()
    assert f"{CHAT_ALIAS} @ gpu-box" in window.header.summary.text()

    served = chat_server.log().count("POST /v1/chat/completions")
    harness.type_and_send("Name three colours of the rainbow.")
    harness.qtbot.waitUntil(lambda: harness.controller.conversation is not None,
                            timeout=REMOTE_MS)
    harness.qtbot.waitUntil(lambda: not harness.controller.busy, timeout=REMOTE_MS)
    harness.qtbot.waitUntil(lambda: tasks.pending() == 0, timeout=REMOTE_MS)
    user, answer = harness.thread()
    assert answer.content and answer.complete and answer.model == f"{CHAT_ALIAS} @ gpu-box"
    assert answer.usage is not None and answer.usage.completion_tokens > 0
    assert chat_server.log().count("POST /v1/chat/completions") == served + 1
    assert harness.script.requests == [], "the local engine was not asked"
    assert harness.widgets()[-1].message.content == answer.content
    # The new chat kept the engine chosen for it before its first message.
    assert shared_registry().route_for(user.conversation_id) == Route("gpu-box", CHAT_ALIAS)


def test_engines_dialog_adds_a_server_by_address_and_key(harness: Harness,
                                                         chat_server: ServerProcess) -> None:
    from app.engine.remote.keys import load_key

    window = harness.window
    window.open_engines()
    dialog = window.findChild(EnginesDialog)
    assert dialog is not None
    qtbot = harness.qtbot
    # A wrong address: a clear message, nothing saved, the window goes on.
    dialog.url.setText(f"http://127.0.0.1:{free_port()}")
    with qtbot.waitSignal(dialog.tested, timeout=REMOTE_MS) as failed:
        qtbot.mouseClick(dialog.test_button, Qt.MouseButton.LeftButton)
    assert failed.args == [False] and "is unreachable" in dialog.status.text()
    assert not dialog.save_button.isEnabled()

    dialog.name.setText("team")
    dialog.url.setText(chat_server.url + "/v1")
    dialog.key.setText("sk-team-secret-42")
    with qtbot.waitSignal(dialog.tested, timeout=REMOTE_MS) as passed:
        qtbot.mouseClick(dialog.test_button, Qt.MouseButton.LeftButton)
    assert passed.args == [True]
    assert dialog.status.text().startswith("Connected: llama-cpp-python server")
    assert dialog.model.currentText() == CHAT_ALIAS
    greyed = [text for text, enabled in dialog.features.texts() if not enabled]
    assert any(text.startswith("LoRA adapters: not available") for text in greyed)
    with qtbot.waitSignal(dialog.changed, timeout=REMOTE_MS):
        qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    spec = shared_registry().get("team")
    assert spec is not None and spec.kind == "llama-cpp-python server"
    assert spec.models == (CHAT_ALIAS,)
    assert load_key(spec.base_url) == "sk-team-secret-42"
    assert "sk-team-secret-42" not in shared_registry().path.read_text()
    assert window.engine_section.choice.findText(f"team · {CHAT_ALIAS}") > 0
    dialog.reject()


def test_a_server_with_adapters_offers_its_own_in_the_panel(harness: Harness) -> None:
    # As a connection test to `lantern serve` with two adapters records it.
    shared_registry().put(EngineSpec("lab", "http://lab:8765", kind="Lantern",
                                     models=("gemma",), adapters=("bold", "calm"),
                                     embedding_models=("all-MiniLM-L6-v2",)))
    vllm = EngineSpec("vllm", "http://vllm:8000", kind="vLLM", models=("llama",),
                      adapters=("sql-lora",))
    shared_registry().put(vllm)
    window = harness.window
    section, panel = window.engine_section, window.panel
    window.open_engines()
    dialog = window.findChild(EnginesDialog)
    assert dialog is not None
    dialog.changed.emit()  # as after a save: the choices are read again
    dialog.reject()
    section.choice.setCurrentIndex(section.choice.findText("lab · gemma"))
    assert panel.lora_box.isEnabled() and panel.cache.isEnabled()
    assert panel.adapter_row("bold") is not None and panel.adapter_row("calm") is not None
    assert all(enabled for _text, enabled in section.features.texts())
    section.choice.setCurrentIndex(section.choice.findText("vllm · llama"))
    assert panel.adapter_row("sql-lora") is not None and panel.adapter_row("bold") is None
    lines = dict(section.features.texts())
    assert lines["LoRA adapters: one at a time, as the model name, at scale 1"] is True
    assert lines["Prompt cache: off per conversation (a private cache salt)"] is True
    section.choice.setCurrentIndex(0)  # back to this computer: the local library
    assert panel.adapter_row("sql-lora") is None and panel.lora_box.isEnabled()


def test_closing_the_window_with_the_engines_dialog_open_stops_its_thread(
        harness: Harness) -> None:
    harness.window.open_engines()
    dialog = harness.window.findChild(EnginesDialog)
    assert dialog is not None and dialog.calls.is_running()
    calls = dialog.calls
    harness.window.close()
    assert not calls.is_running()
