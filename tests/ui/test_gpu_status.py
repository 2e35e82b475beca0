"""Where the model runs, in the real window with the real model (issue 41):
the status bar and the Models page say the device the engine reported, and
each answer's record says where it ran."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.config import Settings, save_settings
from app.engine.requests import SamplerConfig
from app.ui.services.engine_host import llama_factory
from app.ui.status_bar import LanternStatusBar
from tests.ui.conftest import close_window, open_window
from tests.ui.fakes import Script
from tests.ui.test_real_model import MODEL_MS, send


def test_the_device_line_shows_once_a_model_is_ready(qtbot: QtBot) -> None:
    status = LanternStatusBar()
    qtbot.addWidget(status)
    status.show()
    status.show_device("Vulkan: NVIDIA GeForce RTX 4070, 33 of 33 layers")
    assert status.device.isVisible()
    assert status.device.text() == "Vulkan: NVIDIA GeForce RTX 4070, 33 of 33 layers"
    status.show_model("loading", "Loading model", "Other")  # the next model: not known yet
    assert not status.device.isVisible() and status.device.text() == ""


@pytest.mark.slow
def test_the_window_says_where_the_model_runs_and_each_answer_records_it(
        qtbot: QtBot, qloop: object, data_dir: Path, thread_guard: None) -> None:
    settings = Settings(n_ctx=512, max_tokens=4, sampler=SamplerConfig.greedy())
    save_settings(settings)
    harness = open_window(qtbot, data_dir, Script(), settings, build=llama_factory)
    try:
        host = harness.window.host
        qtbot.waitUntil(lambda: host.state != "loading", timeout=MODEL_MS)
        assert host.state == "ready", host.load_error
        # No device is named to llama.cpp here: a machine without a GPU (these)
        # runs on the CPU, one with a GPU says which and how many layers.
        assert host.device == "CPU only: no GPU found" or " layers" in host.device
        assert harness.window.status.device.text() == host.device
        send(harness, qtbot, "Name a colour.")
        usage = harness.thread()[-1].usage
        assert usage is not None and usage.device == host.device
        harness.window.models.open()
        dialog = harness.window.models.dialog
        assert dialog is not None and host.device in dialog.machine.text()
        dialog.close()
    finally:
        close_window(harness)
