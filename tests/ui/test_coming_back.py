"""Coming back: an answer cut short by quitting says so and keeps its token
counts; a relaunch reopens the last conversation, the window's size, the
navigation rail folded or not and the drafts; the list says which
conversations are answering and its times stay current."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.said import said_in
from app.ui.chat import conversations
from app.ui.chat.conversations import ID_ROLE, SUBTITLE_ROLE
from app.ui.services.answer import QUIT_NOTE
from tests.ui.conftest import WAIT_MS, Harness, close_window, open_window
from tests.ui.fakes import Script


def test_an_answer_cut_short_by_quitting_says_so_with_its_counts(
        qtbot: QtBot, qloop: object, data_dir: Path, script: Script) -> None:
    script.answer = lambda _prompt: "word " * 400  # in pieces of 4 characters
    script.delay_s = 0.01  # a long answer: the window is closed while it streams
    first = open_window(qtbot, data_dir, script)
    try:
        first.wait_loaded()
        first.type_and_send("tell me a long story")
        qtbot.waitUntil(lambda: len(first.widgets()) == 2
                        and len(first.widgets()[-1].text.split()) >= 3, timeout=WAIT_MS)
        conversation = first.controller.conversation
        assert conversation is not None
    finally:
        close_window(first)
    script.delay_s = 0.0
    again = open_window(qtbot, data_dir, script)
    try:
        again.wait_loaded()
        answer = again.store.thread(conversation.id)[-1]
        assert answer.status == "interrupted" and answer.error == str(QUIT_NOTE)
        assert said_in(answer.error) is not None  # saved without its language
        assert answer.usage is not None
        # every piece the engine made is counted, those the window showed at least
        assert answer.usage.completion_tokens >= len(answer.content) // 4 >= 3
        assert answer.usage.prompt_tokens > 0
        again.window.open_conversation(conversation.id)
        qtbot.waitUntil(lambda: len(again.widgets()) == 2, timeout=WAIT_MS)
        widget = again.widgets()[-1]
        assert widget.status.isVisibleTo(widget)
        assert "Lantern was closed while this answer was being written" in widget.status.text()
        assert not widget.usage.text().startswith("0 tokens")
        assert widget.continue_button.isVisibleTo(widget)  # and it can be finished
    finally:
        close_window(again)


def test_a_relaunch_reopens_the_last_conversation_size_and_drafts(
        qtbot: QtBot, qloop: object, data_dir: Path, script: Script) -> None:
    first = open_window(qtbot, data_dir, script)
    try:
        first.wait_loaded()
        first.window.resize(700, 560)  # within the offscreen screen (800 x 600)
        first.send("the first conversation")
        older = first.controller.conversation
        assert older is not None
        first.window.composer.set_text("half a thought for the first")
        first.window.new_chat()
        assert first.window.composer.text == ""  # the draft stays with its conversation
        first.send("the second conversation")
        shown = first.controller.conversation
        assert shown is not None
        first.window.composer.set_text("unsent words")
        first.window.open_conversation(older.id)
        qtbot.waitUntil(lambda: first.controller.conversation_id == older.id, timeout=WAIT_MS)
        assert first.window.composer.text == "half a thought for the first"
        first.window.open_conversation(shown.id)
        qtbot.waitUntil(lambda: first.controller.conversation_id == shown.id, timeout=WAIT_MS)
        assert first.window.composer.text == "unsent words"
        size = first.window.size()
    finally:
        close_window(first)
    again = open_window(qtbot, data_dir, script)
    try:
        window = again.window
        assert window.size() == size
        qtbot.waitUntil(lambda: again.controller.conversation_id == shown.id, timeout=WAIT_MS)
        assert window.composer.text == "unsent words"
        assert again.widgets()[0].text == "the second conversation"
        window.open_conversation(older.id)
        qtbot.waitUntil(lambda: again.controller.conversation_id == older.id, timeout=WAIT_MS)
        assert window.composer.text == "half a thought for the first"
    finally:
        close_window(again)


def test_the_list_says_which_conversations_are_answering_and_times_stay_current(
        harness: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    harness.wait_loaded()
    window = harness.window
    listed = window.conversations.list
    harness.send("a first conversation")
    first = harness.controller.conversation
    assert first is not None
    harness.script.answer = lambda _prompt: "word " * 400
    harness.script.delay_s = 0.01  # long enough to go on behind another conversation
    harness.type_and_send("a long answer please")

    def subtitle(conversation_id: int) -> str:
        for row in range(listed.count()):
            if listed.item(row).data(ID_ROLE) == conversation_id:
                return str(listed.item(row).data(SUBTITLE_ROLE))
        return ""

    harness.qtbot.waitUntil(lambda: harness.controller.busy, timeout=WAIT_MS)
    window.new_chat()  # the answer goes on in the background
    harness.qtbot.waitUntil(lambda: subtitle(first.id).startswith("Answering…"),
                            timeout=WAIT_MS)
    harness.script.delay_s = 0.0
    harness.qtbot.waitUntil(lambda: not harness.controller.answers.making_any,
                            timeout=30_000)
    harness.qtbot.waitUntil(lambda: not subtitle(first.id).startswith("Answering…"),
                            timeout=WAIT_MS)
    # The clock's tick tells the times again (as an hour later would).
    monkeypatch.setattr(conversations, "relative_time", lambda _when, now=None: "an hour ago")
    window.conversations.clock.timeout.emit()
    assert subtitle(first.id) == "an hour ago"


def test_a_damaged_window_memory_is_a_first_start(
        qtbot: QtBot, qloop: object, data_dir: Path, script: Script) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "window.json").write_text('{"conversation": 7, "drafts": [1', encoding="utf-8")
    harness = open_window(qtbot, data_dir, script)
    try:
        harness.wait_loaded()
        assert harness.controller.conversation is None and harness.window.composer.text == ""
    finally:
        close_window(harness)
    assert '"drafts": {}' in (data_dir / "window.json").read_text(encoding="utf-8")


def test_the_rail_comes_back_folded_or_not(
        qtbot: QtBot, qloop: object, data_dir: Path, script: Script) -> None:
    first = open_window(qtbot, data_dir, script)
    try:
        first.wait_loaded()
        assert not first.window.rail.folded  # names under the icons on a first start
        qtbot.mouseClick(first.window.rail.fold_button, Qt.MouseButton.LeftButton)
        assert first.window.rail.folded
    finally:
        close_window(first)
    again = open_window(qtbot, data_dir, script)
    try:
        rail = again.window.rail
        assert rail.folded and rail.fold_button.isChecked()
        assert rail.fold_button.accessibleName() == "Show the names"
        qtbot.mouseClick(rail.fold_button, Qt.MouseButton.LeftButton)  # unfolded again
        assert not rail.folded
    finally:
        close_window(again)
    third = open_window(qtbot, data_dir, script)
    try:
        assert not third.window.rail.folded
    finally:
        close_window(third)
