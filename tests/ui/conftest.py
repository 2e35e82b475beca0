"""UI test fixtures: the real window over a fake engine, offscreen.

`qloop` makes the qasync loop the running asyncio loop while pytest-qt
spins Qt's event loop, so the window's coroutines run inside qtbot waits.
Every window is closed at the end of its test and must leave no thread,
no pending task and no running worker behind.
"""

from __future__ import annotations

import asyncio
import subprocess
import sys
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
import qasync
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.config import Settings, load_settings
from app.store import ChatStore, Message
from app.ui import i18n
from app.ui.chat.message_widget import MessageWidget
from app.ui.main_window import MainWindow
from app.ui.services import tasks
from app.ui.services.engine_host import EngineHost, FactoryBuilder
from app.workers.chat_thread import ChatThread
from tests.ui.fakes import Script, fake_factory

WAIT_MS = 120_000
"""How long a test waits for what it waits on, at most: a guard against a hang,
never a measure. It returns as soon as the event happens; 10 s failed on a
busy 2-core machine with nothing wrong (issue 33)."""
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session", autouse=True)
def english_catalog(qapp: QApplication, tmp_path_factory: pytest.TempPathFactory,
                    ) -> Iterator[None]:
    """The window in English as `lantern` shows it: with the English catalog's
    plural forms ("1 token", "2 tokens"), compiled here from its source so
    the tests need no install step."""
    folder = tmp_path_factory.mktemp("translations")
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    subprocess.run([str(lrelease), "-silent", str(ROOT / "resources" / "translations" /
                                                   "lantern_en.ts"),
                    "-qm", str(i18n.qm_path("en", folder))], check=True)
    installed = i18n.install("en", folder)
    yield
    installed.remove()


@pytest.fixture(scope="session")
def qloop(qapp: QApplication) -> Iterator[asyncio.AbstractEventLoop]:
    loop = qasync.QEventLoop(qapp, already_running=True)
    asyncio.set_event_loop(loop)
    yield loop
    asyncio.events._set_running_loop(None)
    loop.stop()  # qasync: with already_running, stopping and closing are the caller's
    loop.close()  # (left open, each worker warned "unclosed event loop" at its exit)


@pytest.fixture
def script() -> Script:
    return Script()


@dataclass
class Harness:
    """The window under test, plus helpers that act like a person would."""

    qtbot: QtBot
    window: MainWindow
    store: ChatStore
    script: Script
    saved: list[Settings] = field(default_factory=list)

    @property
    def controller(self):  # type: ignore[no-untyped-def]
        return self.window.controller

    def wait_loaded(self) -> None:
        self.qtbot.waitUntil(lambda: self.window.host.state == "ready", timeout=WAIT_MS)

    def type_and_send(self, text: str) -> None:
        editor = self.window.composer.editor
        editor.setFocus()
        self.window.composer.set_text(text)
        self.qtbot.keyClick(editor, Qt.Key.Key_Return)

    def settle(self) -> None:
        """Wait until the window's coroutines (its store reads and writes in
        the chats thread among them) have all finished."""
        self.qtbot.waitUntil(lambda: tasks.pending() == 0, timeout=WAIT_MS)

    def wait_idle(self) -> None:
        self.qtbot.waitUntil(lambda: not self.controller.busy, timeout=WAIT_MS)
        self.qtbot.waitUntil(lambda: tasks.pending() == 0, timeout=WAIT_MS)

    def send(self, text: str) -> MessageWidget:
        """Send and wait for the whole answer; returns the answer's widget."""
        self.type_and_send(text)
        # waitUntil treats a None result as success: always return a bool.
        self.qtbot.waitUntil(
            lambda: self.controller.busy or self.controller.conversation is not None,
            timeout=WAIT_MS)
        self.wait_idle()
        return self.widgets()[-1]

    def widgets(self) -> list[MessageWidget]:
        return self.window.chat_view.message_widgets()

    def thread(self) -> list[Message]:
        conversation = self.controller.conversation
        assert conversation is not None
        return self.store.thread(conversation.id)


def open_window(qtbot: QtBot, data_dir: Path, script: Script,
                settings: Settings | None = None,
                build: FactoryBuilder | None = None) -> Harness:
    """The window over the fake engine (or `build`'s), shown, its worker started."""
    settings = settings or load_settings()
    store = ChatStore.open(data_dir / "lantern.db")  # the test's own reading connection
    chats = ChatThread(data_dir / "lantern.db", flush_interval=0.05)
    chats.start()
    host = EngineHost(settings, build or fake_factory(script))
    saved: list[Settings] = []

    def save(chosen: Settings, old: Settings) -> None:
        from app.config import save_settings

        saved.append(chosen)
        save_settings(chosen, since=old)

    window = MainWindow(chats, host, settings, save=save)
    window.show()
    # Window shortcuts (Ctrl+R...) only reach the active window; a window
    # from the previous test may still hold activation for a moment.
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=WAIT_MS)
    host.start()
    return Harness(qtbot, window, store, script, saved)


def close_window(harness: Harness) -> None:
    harness.window.close()
    harness.qtbot.waitUntil(lambda: tasks.pending() == 0, timeout=WAIT_MS)
    assert not harness.window.host.is_running()
    assert not harness.window.chats.is_running()
    harness.store.close()
    harness.window.deleteLater()


@pytest.fixture
def thread_guard() -> Iterator[None]:
    """Fails the test if it leaves a thread running."""
    threads_before = set(threading.enumerate())
    yield None
    # A QThread that touched threading.current_thread() leaves a _DummyThread
    # record behind forever; the QThread itself is checked in close_window.
    leftover = {t for t in threading.enumerate() if t not in threads_before
                and not isinstance(t, threading._DummyThread)}
    assert not leftover, f"dangling threads: {leftover}"


@pytest.fixture
def harness(thread_guard: None, qtbot: QtBot, qloop: asyncio.AbstractEventLoop,
            data_dir: Path, script: Script) -> Iterator[Harness]:
    opened = open_window(qtbot, data_dir, script)
    yield opened
    close_window(opened)
