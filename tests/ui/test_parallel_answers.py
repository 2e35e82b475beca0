"""End to end with the real model decoding two sequences ("Parallel answers:
2"): a second conversation answers while the first streams, Stop ends only
the answer on screen, and Regenerate while an answer streams stops it (its
text kept as a version of its own) and writes the new version after it.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.config import Settings, save_settings
from app.engine.cpu_threads import chat_threads
from app.engine.requests import SamplerConfig
from app.ui.services.engine_host import llama_factory
from tests.ui.conftest import Harness, close_window, open_window
from tests.ui.fakes import Script

MODEL_MS = 600_000
COUNT = "Count from 1 to 1000, one number per line."  # a long answer, greedy


def start(harness: Harness, qtbot: QtBot, text: str, max_tokens: int) -> int:
    """Send `text` in a new conversation; its id once its answer streams."""
    controller = harness.controller
    controller.new_conversation()
    controller.set_conversation_settings(replace(controller.conversation_settings(),
                                                 max_tokens=max_tokens))
    received: list[int] = []
    controller.answer_text.connect(lambda message_id, _text: received.append(message_id))
    harness.type_and_send(text)
    qtbot.waitUntil(lambda: bool(received), timeout=MODEL_MS)
    assert controller.conversation is not None
    return int(controller.conversation.id)


@pytest.mark.slow
def test_two_conversations_answer_at_once_and_stop_is_their_own(
        qtbot: QtBot, qloop: object, data_dir: Path, thread_guard: None) -> None:
    settings = Settings(n_ctx=1024, n_threads=chat_threads(), max_tokens=400,
                        sampler=SamplerConfig.greedy(), parallel_answers=2)
    save_settings(settings)
    harness = open_window(qtbot, data_dir, Script(), settings, build=llama_factory)
    controller, answers = harness.controller, harness.controller.answers
    try:
        qtbot.waitUntil(lambda: harness.window.host.state != "loading", timeout=MODEL_MS)
        assert harness.window.host.state == "ready", harness.window.host.load_error
        first = start(harness, qtbot, COUNT, 400)
        second = start(harness, qtbot, COUNT, 400)
        assert answers.busy_in(first) and answers.busy_in(second)  # both at once

        controller.stop()  # on screen: the second conversation
        qtbot.waitUntil(lambda: not answers.busy_in(second), timeout=MODEL_MS)
        stopped = harness.thread()[-1]
        assert stopped.status == "stopped" and stopped.content
        assert answers.busy_in(first)  # the first goes on

        controller.open_conversation(first)
        qtbot.waitUntil(lambda: controller.conversation_id == first and controller.busy,
                        timeout=MODEL_MS)
        shown = controller.conversation_settings()  # the new version: short
        controller.set_conversation_settings(replace(shown, max_tokens=8))
        assert controller.regenerate()  # while the first version streams
        qtbot.waitUntil(lambda: len(harness.store.siblings(
            harness.thread()[-1].id)) == 2 and harness.thread()[-1].complete, timeout=MODEL_MS)
        versions = harness.store.siblings(harness.thread()[-1].id)
        assert [v.status for v in versions] == ["stopped", "complete"]
        assert all(v.content for v in versions)
    finally:
        close_window(harness)
