"""A request names the model it was prepared for (issue 22, defects 5 and 8).

An answer queued for one model was handed over to the next worker when the
model switched and ran there, saved under the first model's name; and the
document sources were budgeted for the app's context, not the answering
model's own or a remote engine's.
"""

from __future__ import annotations

import threading
from dataclasses import replace
from pathlib import Path
from typing import Any

from app.config import Settings
from app.engine.remote.registry import EngineSpec, Route, shared_registry
from app.models.registry import InstalledModel, ModelSettings, Registry
from app.ui.services.tasks import spawn
from tests.ui.conftest import WAIT_MS, Harness, close_window, open_window
from tests.ui.fakes import Script
from tests.ui.test_chat_with_documents import StandInDocuments


def test_a_queued_answer_never_runs_on_the_model_switched_to(
        qtbot: object, data_dir: Path, script: Script, qloop: object,
        tmp_path: Path) -> None:
    settings = Settings(model_path=str(tmp_path / "model-a.gguf"), max_tokens=20)
    harness = open_window(qtbot, data_dir, script, settings)  # type: ignore[arg-type]
    try:
        harness.wait_loaded()
        host = harness.window.host
        gate = threading.Event()
        spawn(host.call(lambda _engine: gate.wait(30)), lambda message: None)  # A is busy
        submitted: list[object] = []
        submit = host.submit
        host.submit = lambda request, background=False: (  # type: ignore[method-assign]
            submitted.append(request), submit(request, background))[1]
        harness.type_and_send("Which model answers me?")
        harness.qtbot.waitUntil(lambda: bool(submitted), timeout=WAIT_MS)  # queued behind
        b = str(tmp_path / "model-b.gguf")
        spawn(host.restart(replace(settings, model_path=b)), lambda message: None)
        harness.qtbot.waitUntil(lambda: host.engine_settings.model_path == b,
                                timeout=WAIT_MS)  # what is queued moves to B's worker
        gate.set()
        harness.wait_idle()
        harness.qtbot.waitUntil(lambda: host.state == "ready", timeout=WAIT_MS)
        answer = harness.thread()[-1]
        assert answer.role == "assistant" and answer.model == "model-a"
        assert "model-b" not in script.ran_by  # never answered by another model
        assert answer.status == "failed" and answer.error is not None
        assert "prepared for model-a" in answer.error and "Regenerate" in answer.error
    finally:
        close_window(harness)


def test_sources_are_budgeted_for_the_answering_models_context(harness: Harness,
                                                                tmp_path: Path) -> None:
    harness.wait_loaded()
    documents = StandInDocuments()
    seen: list[int] = []
    prepare = documents.prepare

    async def recording(*args: object, n_ctx: int, max_tokens: int, **more: Any) -> object:
        seen.append(n_ctx)
        return await prepare(*args, n_ctx=n_ctx, max_tokens=max_tokens,  # type: ignore[arg-type]
                             **more)

    documents.prepare = recording  # type: ignore[method-assign]
    harness.controller.documents = documents
    host = harness.window.host
    assert harness.window.settings.n_ctx == 4096
    # The new chat's own model, chosen in the header, has its own smaller context.
    small = tmp_path / "small.gguf"
    small.write_bytes(b"GGUF")
    Registry().add(InstalledModel("small", "Small", str(small), "imported",
                                  settings=ModelSettings(n_ctx=1024)))
    harness.window.model_choice.route_chosen(Route("", "small"))
    harness.qtbot.waitUntil(lambda: host.state == "ready" and host.engine_settings.n_ctx
                            == 1024, timeout=WAIT_MS)
    harness.send("What did keepers do?")
    assert seen == [1024]
    # A remote engine's context, as its connection test found it.
    shared_registry().put(EngineSpec("gpu-box", "http://127.0.0.1:9", n_ctx=2048,
                                     models=("llama",)))
    shared_registry().choose(harness.controller.conversation_id, Route("gpu-box", "llama"))
    harness.send("And lighthouses?")
    assert seen == [1024, 2048]
    assert harness.thread()[-1].model == "llama @ gpu-box"
