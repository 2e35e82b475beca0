"""Conversation settings' Thinking switch: offered when the loaded model's
chat template takes `enable_thinking`, sent with the conversation's requests
and saved with it."""

from __future__ import annotations

import pytest

from app.engine.requests import GenerateStream
from tests.ui.conftest import Harness
from tests.ui.fakes import Script


@pytest.fixture
def script() -> Script:
    return Script(takes_thinking=True)


def test_the_thinking_switch_is_sent_and_kept(harness: Harness) -> None:
    harness.wait_loaded()
    harness.settle()
    window = harness.window
    window.toggle_panel()
    switch = window.panel.thinking
    assert switch.isEnabled() and switch.currentData() == "default"
    harness.send("Think as you like")
    sent = harness.script.requests[-1]
    assert isinstance(sent, GenerateStream) and sent.enable_thinking is None
    switch.setCurrentIndex(switch.findData("off"))
    window.panel.flush()
    harness.settle()
    harness.send("Do not think")
    sent = harness.script.requests[-1]
    assert isinstance(sent, GenerateStream) and sent.enable_thinking is False
    conversation = harness.store.get_conversation(harness.thread()[0].conversation_id)
    assert conversation.thinking == "off"
