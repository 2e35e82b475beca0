"""One window per data folder, and the window sees what other programs write.

A second `lantern` on the same data folder asks the first to come forward
and ends; another folder is another window. When another process writes
the database (as `lantern chat --conversation ID` does), the list and the
open conversation show it without a reload."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from pytestqt.qtbot import QtBot

from app.ui.app import bring_forward
from app.ui.single_instance import SingleInstance
from tests.ui.conftest import WAIT_MS, Harness

ROOT = Path(__file__).resolve().parents[2]


def test_a_second_launch_raises_the_first_and_ends(qtbot: QtBot, data_dir: Path,
                                                   tmp_path: Path) -> None:
    first = SingleInstance(data_dir)
    assert first.claim()
    try:
        elsewhere = SingleInstance(tmp_path / "elsewhere")
        assert elsewhere.claim()  # another folder: a window of its own
        elsewhere.close()
        for _launch in range(2):  # each later launch knocks again
            with qtbot.waitSignal(first.raise_requested, timeout=WAIT_MS):
                # The real `lantern`, as a person starts it a second time.
                launched = subprocess.run(
                    [sys.executable, "-m", "app"], cwd=ROOT, capture_output=True, text=True,
                    timeout=120, env={**os.environ, "LANTERN_DATA_DIR": str(data_dir),
                                      "QT_QPA_PLATFORM": "offscreen"})
            assert launched.returncode == 0, launched.stderr
        assert not SingleInstance(data_dir).claim()  # still the first's
    finally:
        first.close()
    again = SingleInstance(data_dir)
    assert again.claim()  # closed (or ended): the next launch is the first
    again.close()


def test_the_first_window_comes_forward(harness: Harness) -> None:
    window, qtbot = harness.window, harness.qtbot
    window.showMinimized()
    qtbot.waitUntil(window.isMinimized, timeout=WAIT_MS)
    bring_forward(window)
    qtbot.waitUntil(lambda: not window.isMinimized() and window.isVisible(), timeout=WAIT_MS)


def write_from_another_process(database: Path, code: str) -> None:
    subprocess.run([sys.executable, "-c", "from app.store import ChatStore\n"
                    f"store = ChatStore.open({str(database)!r})\n{code}\nstore.close()"],
                   cwd=ROOT, check=True, timeout=120)


def test_what_another_program_writes_shows_without_a_reload(harness: Harness,
                                                            data_dir: Path) -> None:
    window, qtbot = harness.window, harness.qtbot
    harness.wait_loaded()
    harness.send("Written here")
    harness.settle()
    conversation = window.controller.conversation
    assert conversation is not None
    qtbot.waitUntil(lambda: window.db_watch is not None, timeout=WAIT_MS)
    shown = len(harness.widgets())
    write_from_another_process(
        data_dir / "lantern.db",
        f"store.add_user_message({conversation.id}, 'Written by lantern chat')\n"
        "new = store.create_conversation('From the terminal')\n"
        "store.add_user_message(new.id, 'Hello from elsewhere')")
    qtbot.waitUntil(lambda: window.conversations.list.count() == 2, timeout=WAIT_MS)
    titles = [window.conversations.list.item(r).text()
              for r in range(window.conversations.list.count())]
    assert "From the terminal" in titles
    qtbot.waitUntil(lambda: len(harness.widgets()) == shown + 1, timeout=WAIT_MS)
    assert harness.widgets()[-1].text == "Written by lantern chat"


def test_writes_that_change_no_conversation_refresh_nothing(
        qtbot: QtBot, data_dir: Path, thread_guard: None) -> None:
    """Indexing commits often on its own connection to the same file: the
    watch says nothing until a conversation really changes."""
    from app.store import ChatStore
    from app.ui.db_watch import DatabaseWatch
    from app.workers.chat_thread import ChatThread

    database = data_dir / "lantern.db"
    other = ChatStore.open(database)
    conversation = other.create_conversation("Watched")
    chats = ChatThread(database)
    chats.start()
    watch = DatabaseWatch(chats, database)
    changes: list[None] = []
    watch.changed.connect(lambda: changes.append(None))
    try:
        qtbot.waitUntil(lambda: watch._seen is not None and not watch._checking,
                        timeout=WAIT_MS)
        with other.transaction():  # a commit that changes no conversation
            other.db.execute("UPDATE conversations SET model = model")
        watch.check()
        qtbot.waitUntil(lambda: not watch._checking, timeout=WAIT_MS)
        assert changes == []
        with qtbot.waitSignal(watch.changed, timeout=WAIT_MS):
            other.add_user_message(conversation.id, "A real change")
    finally:
        watch.stop()
        chats.shutdown()
        other.close()
