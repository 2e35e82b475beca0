"""Stop while the real model reads a long pasted prompt (issue 39): the
placeholder's progress moves per chunk, Stop takes effect at the next chunk
(not after the whole prompt), the answer ends as stopped, the question is
kept whole, and the engine answers the next conversation as usual."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from app.config import Settings, save_settings
from app.engine.cpu_threads import chat_threads
from app.engine.requests import SamplerConfig
from app.store.models import Message
from app.ui.services.engine_host import llama_factory
from tests.ui.conftest import Harness, close_window, open_window
from tests.ui.fakes import Script

MODEL_MS = 600_000  # a loaded 2-core machine can take minutes
PARAGRAPH = ("Paragraph {n}. The lighthouse keeper wrote in the log that the lamp was "
             "trimmed at dusk, the lens polished, and the fog bell checked twice before "
             "the night watch began on the rocky northern shore.\n")
LONG_TEXT = "".join(PARAGRAPH.format(n=n) for n in range(90)) + "Summarise the log."


@pytest.mark.slow
def test_stop_while_reading_a_long_prompt(qtbot: QtBot, qloop: object, data_dir: Path,
                                          thread_guard: None) -> None:
    settings = Settings(n_ctx=8192, n_threads=chat_threads(), max_tokens=8,
                        sampler=SamplerConfig.greedy())
    save_settings(settings)
    harness = open_window(qtbot, data_dir, Script(), settings, build=llama_factory)
    reads: list[tuple[int, int]] = []
    first_chunk, go_on = threading.Event(), threading.Event()

    def heard(_request_id: int, read: int, total: int) -> None:
        """In the engine's thread, before its next chunk: the first chunk
        read holds the engine until Stop was pressed, so the test does not
        race the model's speed."""
        reads.append((read, total))
        if read > 0 and not first_chunk.is_set():
            first_chunk.set()
            go_on.wait(MODEL_MS / 1000)

    try:
        qtbot.waitUntil(lambda: harness.window.host.state != "loading", timeout=MODEL_MS)
        assert harness.window.host.state == "ready", harness.window.host.load_error
        harness.controller.answers.prompt_read.connect(
            heard, Qt.ConnectionType.DirectConnection)
        paste_and_send(harness, LONG_TEXT)
        qtbot.waitUntil(first_chunk.is_set, timeout=MODEL_MS)
        answer = harness.widgets()[-1]
        qtbot.waitUntil(lambda: "Reading the conversation" in answer.usage.text()
                        and "% (512 of" in answer.usage.text(), timeout=MODEL_MS)
        stop = harness.window.composer.stop_button
        assert stop.isVisible()
        stop.click()
        go_on.set()
        harness.wait_idle()
        check_stopped(harness, reads)
        harness.window.new_chat()  # a short one: the engine goes on after the cut reading
        again = send(harness, "Name one colour.")
        assert again.status == "complete" and again.usage is not None
        assert again.usage.completion_tokens > 0
    finally:
        go_on.set()
        close_window(harness)


def paste_and_send(harness: Harness, text: str) -> None:
    """As a person does: the text pasted into the composer, then Enter."""
    editor = harness.window.composer.editor
    editor.setFocus()
    QGuiApplication.clipboard().setText(text)
    harness.qtbot.keyClick(editor, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert harness.window.composer.text == text
    harness.qtbot.keyClick(editor, Qt.Key.Key_Return)


def check_stopped(harness: Harness, reads: list[tuple[int, int]]) -> None:
    total = reads[-1][1]
    assert total > 2_000, reads  # several thousand tokens: several chunks of 512
    read = max(r for r, _ in reads)
    assert 0 < read < total, reads  # stopped within the prompt's reading
    assert read <= 2 * 512, reads  # at most the chunk that was running when Stop came
    question, answer = harness.thread()[-2:]
    assert question.role == "user" and question.content == LONG_TEXT and question.complete
    assert answer.role == "assistant" and answer.status == "stopped"
    assert answer.finish_reason == "cancelled"


def send(harness: Harness, text: str) -> Message:
    harness.type_and_send(text)
    harness.qtbot.waitUntil(lambda: harness.controller.conversation is not None
                            and len(harness.thread()) == 2, timeout=MODEL_MS)
    harness.qtbot.waitUntil(lambda: not harness.controller.busy, timeout=MODEL_MS)
    harness.settle()
    question, answer = harness.thread()
    assert question.content == text
    return answer
