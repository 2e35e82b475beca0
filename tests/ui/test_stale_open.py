"""A conversation still being read when Ctrl+N comes is not shown afterwards,
so the next message starts a new conversation (issue 22, defect 11)."""

from __future__ import annotations

import threading

from PySide6.QtCore import Qt

from tests.ui.conftest import Harness


def test_ctrl_n_wins_over_an_open_still_being_read(harness: Harness) -> None:
    harness.wait_loaded()
    harness.send("first conversation")
    first = harness.controller.conversation
    assert first is not None
    harness.qtbot.keyClick(harness.window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    gate = threading.Event()
    harness.window.chats.call(lambda _store: gate.wait(30))  # the chats thread is slow
    harness.controller.open_conversation(first.id)
    harness.qtbot.keyClick(harness.window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    gate.set()
    harness.settle()
    assert harness.controller.conversation is None  # still the new chat
    assert harness.window.chat_view.message_widgets() == []
    harness.send("second conversation")
    second = harness.controller.conversation
    assert second is not None and second.id != first.id
    assert [m.content for m in harness.store.thread(first.id) if m.role == "user"] \
        == ["first conversation"]
