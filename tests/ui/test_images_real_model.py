"""End to end: images in the real window over the real engine.

A tiny random-weight vision model (tests/vision_model.py, with its projector
beside it) is loaded by llama.cpp: the window learns that it reads images,
an attached image reaches it and its tokens count in the answer's prompt;
the bundled text-only model is refused before anything is sent. The vision
model's answers are noise: what is checked is the path, not the words.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from PIL import Image
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.config import Settings, save_settings
from app.engine.cpu_threads import chat_threads
from app.engine.requests import SamplerConfig
from app.images import cannot_read_images
from app.ui.services.engine_host import llama_factory
from tests.ui.conftest import Harness, close_window, open_window
from tests.ui.fakes import Script

MODEL_MS = 600_000  # a loaded 2-core machine can take minutes


def open_real(qtbot: QtBot, data_dir: Path, model: str) -> Harness:
    settings = Settings(model_path=model, n_ctx=2048, n_threads=chat_threads(),
                        max_tokens=4, sampler=SamplerConfig.greedy())
    save_settings(settings)
    harness = open_window(qtbot, data_dir, Script(), settings, build=llama_factory)
    qtbot.waitUntil(lambda: harness.window.host.state != "loading", timeout=MODEL_MS)
    assert harness.window.host.state == "ready", harness.window.host.load_error
    return harness


def count(harness: Harness, messages: list[dict[str, Any]]) -> int:
    """The prompt of these messages, counted by the loaded model in its thread."""
    counted = asyncio.ensure_future(harness.window.host.call(
        lambda engine: engine.count_prompt(messages)))
    harness.qtbot.waitUntil(counted.done, timeout=MODEL_MS)
    return int(counted.result())


def attach(harness: Harness, path: Path) -> None:
    composer = harness.window.composer
    composer.attach([str(path)])
    harness.qtbot.waitUntil(lambda: not composer.reading and len(composer.images) == 1,
                            timeout=MODEL_MS)


@pytest.mark.slow
def test_a_real_vision_model_reads_the_attached_image(
        qtbot: QtBot, qloop: object, data_dir: Path, tmp_path: Path, thread_guard: None,
        vision_model: tuple[Path, Path]) -> None:
    picture = tmp_path / "red.png"
    Image.new("RGB", (96, 64), "red").save(picture)
    harness = open_real(qtbot, data_dir, str(vision_model[0]))
    try:
        assert harness.window.host.sees_images
        attach(harness, picture)
        assert not harness.window.composer.notice.isVisible()
        harness.send("Describe it.")
        question, answer = harness.thread()[-2:]
        assert len(question.images) == 1 and answer.complete, answer.error
        assert answer.usage is not None
        # The image's own tokens are in the prompt, beyond its text's.
        text_only = count(harness, [{"role": "user", "content": "Describe it."}])
        assert answer.usage.prompt_tokens > text_only + 8
    finally:
        close_window(harness)


@pytest.mark.slow
def test_the_bundled_text_model_is_refused_before_sending(
        qtbot: QtBot, qloop: object, data_dir: Path, tmp_path: Path,
        thread_guard: None) -> None:
    picture = tmp_path / "red.png"
    Image.new("RGB", (96, 64), "red").save(picture)
    harness = open_real(qtbot, data_dir, "")
    try:
        assert not harness.window.host.sees_images
        attach(harness, picture)
        harness.type_and_send("Describe it.")
        composer = harness.window.composer
        assert composer.notice.text() == cannot_read_images(harness.window.host.model_name)
        assert composer.text == "Describe it." and len(composer.images) == 1
        harness.settle()
        assert harness.controller.conversation is None
        qtbot.mouseClick(composer.models_button, Qt.MouseButton.LeftButton)
        room = harness.window.models
        assert room is not None and room.dialog is not None
        qtbot.waitUntil(room.dialog.isVisible, timeout=MODEL_MS)
        room.dialog.close()
    finally:
        close_window(harness)
