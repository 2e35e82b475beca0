"""End to end: the real window, the real default model, a real LoRA adapter.

The answer appears and is saved, the adapter that made it is recorded and
shown, and the second turn reuses the prompt cache (cached tokens > 0).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.config import AdapterSpec, Settings, save_settings
from app.engine.cpu_threads import chat_threads
from app.engine.model_files import default_chat_model
from app.engine.requests import SamplerConfig
from app.ui.chat.message_widget import MessageWidget
from app.ui.services.engine_host import llama_factory
from tests.ui.adapters import write_adapter
from tests.ui.conftest import Harness, close_window, open_window
from tests.ui.fakes import Script

MODEL_MS = 600_000  # a loaded 2-core machine can take minutes


@pytest.mark.slow
def test_real_model_answers_saves_and_reuses_the_prompt_cache(
        qtbot: QtBot, qloop: object, data_dir: Path, tmp_path: Path,
        thread_guard: None) -> None:
    adapter = write_adapter(default_chat_model(), tmp_path / "tiny.gguf", seed=5, value=0.01)
    settings = Settings(n_ctx=1024, n_threads=chat_threads(), max_tokens=16,
                        sampler=SamplerConfig.greedy(),
                        adapters=[AdapterSpec("tiny", str(adapter), 0.5)])
    save_settings(settings)
    harness = open_window(qtbot, data_dir, Script(), settings, build=llama_factory)
    try:
        qtbot.waitUntil(lambda: harness.window.host.state != "loading", timeout=MODEL_MS)
        assert harness.window.host.state == "ready", harness.window.host.load_error
        assert harness.window.host.registered == {"tiny"}
        row = harness.window.panel.adapter_row("tiny")
        assert row is not None
        row.check.setChecked(True)  # at its default scale, 0.5
        harness.window.panel.flush()

        first = send(harness, qtbot, "Name three colours.")
        saved = harness.thread()[-1]
        assert saved.complete and saved.content.strip() and first.text == saved.content
        assert saved.model == harness.window.host.model_name != "default model"
        assert saved.lora == (("tiny", 0.5),)
        assert saved.usage is not None and saved.usage.completion_tokens > 0
        assert "LoRA: tiny×0.5" in first.usage.text()

        second = send(harness, qtbot, "And three animals?")
        check_refusal_reason(harness, qtbot, tmp_path)
        usage = harness.thread()[-1].usage
        assert usage is not None and usage.cached_tokens > 0
        assert f"(cached {usage.cached_tokens})" in second.usage.text()
        assert usage.cached_tokens >= harness.thread()[-3].usage.prompt_tokens  # type: ignore[union-attr]
    finally:
        close_window(harness)


def check_refusal_reason(harness: Harness, qtbot: QtBot, tmp_path: Path) -> None:
    """The settings dialog refuses a broken adapter with llama.cpp's reason."""
    broken = tmp_path / "broken.gguf"
    broken.write_bytes(b"GGUF" + bytes(40))  # a header and nothing after it
    harness.window.open_settings()
    dialog = harness.window.settings_dialog
    assert dialog is not None
    dialog.adapter_path.setText(str(broken))
    dialog.add_adapter_button.click()
    qtbot.waitUntil(lambda: "refused" in dialog.adapter_message.text(), timeout=MODEL_MS)
    message = dialog.adapter_message.text()
    assert message.startswith("Adapter broken.gguf was refused: ")
    assert dialog.adapter_table.rowCount() == 1  # only "tiny"
    dialog.reject()


def send(harness: Harness, qtbot: QtBot, text: str) -> MessageWidget:
    harness.type_and_send(text)
    qtbot.waitUntil(lambda: not harness.controller.busy, timeout=MODEL_MS)
    return harness.widgets()[-1]
