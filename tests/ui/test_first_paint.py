"""`lantern` paints its window before it loads what the first paint does not need.

Timing is measured in bench/bench_ui.py; what can be checked exactly is
which heavy modules were already imported when the window first painted
(each costs tens to hundreds of milliseconds): none of them.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

import app.ui.app as window_app
from app.ui.app import create_window
from app.ui.first_paint import HEAVY_MODULES, PAINT_WAIT_MS
from app.ui.main_window import MainWindow
from app.ui.services import tasks
from app.workers.chat_thread import ChatThread
from tests.ui.conftest import WAIT_MS
from tests.ui.fakes import Script, fake_factory


def _close(qtbot: QtBot, window: MainWindow) -> None:
    window.close()
    qtbot.waitUntil(lambda: tasks.pending() == 0, timeout=WAIT_MS)
    window.deleteLater()


@dataclass
class Loading:
    window: MainWindow
    gate: threading.Event
    """Set: the model's load goes on and ends."""


@pytest.fixture
def loading(qtbot: QtBot, qloop: asyncio.AbstractEventLoop, data_dir: Path,
            monkeypatch: pytest.MonkeyPatch) -> Iterator[Loading]:
    """The real window, painted, its model still loading until `gate` is set
    (and the conversations waiting for it); closed at the end."""
    monkeypatch.setattr(window_app, "LIST_WAIT_MS", 60_000)
    gate = threading.Event()
    window = create_window(fake_factory(Script(load_gate=gate)))
    try:
        qtbot.waitUntil(window.host.is_running, timeout=PAINT_WAIT_MS + WAIT_MS)
        yield Loading(window, gate)
    finally:
        gate.set()
        _close(qtbot, window)


@pytest.mark.slow
def test_the_window_paints_before_the_heavy_modules_load(tmp_path: Path) -> None:
    trace = tmp_path / "trace.jsonl"
    env = {"LANTERN_DATA_DIR": str(tmp_path / "data"), "LANTERN_STARTUP_TRACE": str(trace),
           "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}
    env["LANTERN_CACHE_DIR"] = os.environ["LANTERN_CACHE_DIR"]  # the shared model cache
    done = subprocess.run([sys.executable, "-m", "app"], env=env, capture_output=True,
                          text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    marks = {m["milestone"]: m for m in map(json.loads, trace.read_text().splitlines())}
    assert marks["painted"]["loaded"] == [], (
        f"imported before the first paint: {marks['painted']['loaded']} "
        f"(of {HEAVY_MODULES}); import them where they are first used")
    assert marks["painted"]["at"] < marks["ready"]["at"]


def test_a_window_that_never_paints_still_loads_the_model(
        qtbot: QtBot, qloop: asyncio.AbstractEventLoop, data_dir: Path) -> None:
    """Started minimized or hidden: no paint, but the work must start anyway."""
    window = create_window(fake_factory(Script()))
    window.hide()
    try:
        qtbot.waitUntil(lambda: window.host.state == "ready",
                        timeout=PAINT_WAIT_MS + WAIT_MS)
        # The database opens off the GUI thread, then its thread starts.
        qtbot.waitUntil(window.chats.is_running, timeout=WAIT_MS)
        assert window.indexing is not None
        qtbot.waitUntil(window.indexing.is_running, timeout=WAIT_MS)
    finally:
        window.close()
        qtbot.waitUntil(lambda: tasks.pending() == 0, timeout=WAIT_MS)
        assert not window.host.is_running() and not window.chats.is_running()
        window.deleteLater()


def test_the_conversations_open_once_the_model_has_loaded(
        qtbot: QtBot, loading: Loading) -> None:
    """After the paint the model loads alone (its imports and llama.cpp's log
    lines need the interpreter); the conversations and rooms open once it has
    loaded, or after LIST_WAIT_MS."""
    window = loading.window
    assert not window.chats.is_running() and window.models is None
    loading.gate.set()
    # The steps after the model run one per event-loop turn (in_turns).
    qtbot.waitUntil(lambda: window.chats.is_running() and window.models is not None,
                    timeout=WAIT_MS)
    assert window.host.state == "ready"


def test_a_slow_model_does_not_hide_the_conversations(
        qtbot: QtBot, qloop: asyncio.AbstractEventLoop, data_dir: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(window_app, "LIST_WAIT_MS", 50)
    loading = threading.Event()
    window = create_window(fake_factory(Script(load_gate=loading)))
    try:
        qtbot.waitUntil(lambda: window.chats.is_running() and window.models is not None,
                        timeout=PAINT_WAIT_MS + WAIT_MS)
        assert window.host.state == "loading"
    finally:
        loading.set()
        _close(qtbot, window)


def test_a_message_typed_while_the_model_loads_is_answered_once_it_has(
        qtbot: QtBot, loading: Loading) -> None:
    """The window paints without its services (the controller, the panel...);
    the first key press attaches them before it is delivered, so what is typed
    and sent before the model and the database are ready is kept and answered."""
    window = loading.window
    assert not window.attached and window.host.state == "loading"
    # As a person types: through the window (its QWindow), to the composer.
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.composer.editor,
                    timeout=WAIT_MS)
    for character in "Hello early":
        QTest.keyClick(window.windowHandle(), ord(character))
    assert window.attached and window.composer.text == "Hello early"
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_Return)
    assert not window.chats.is_running()  # the message waits for the database
    loading.gate.set()
    qtbot.waitUntil(lambda: len(window.chat_view.message_widgets()) == 2
                    and not window.controller.busy, timeout=WAIT_MS)
    answer = window.chat_view.message_widgets()[-1]
    assert answer.body.toPlainText().startswith("Echo: Hello early")
    assert window.header.title.text() == "Hello early"


def test_a_click_before_the_model_is_ready_finds_the_panel(
        qtbot: QtBot, loading: Loading) -> None:
    window = loading.window
    assert not window.attached
    button = window.header.settings_button
    QTest.mouseClick(window.windowHandle(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier,
                     button.mapTo(window, button.rect().center()))
    assert window.attached
    qtbot.waitUntil(window.panel.isVisible, timeout=WAIT_MS)


def test_a_shortcut_before_the_model_is_ready_finds_the_controller(
        qtbot: QtBot, loading: Loading) -> None:
    """Shortcuts are the window's actions; they never pass the window's
    QWindow as key presses (Qt's shortcut map takes them first), so each
    action attaches the services itself."""
    window = loading.window
    assert not window.attached
    window.panel_action.trigger()  # Ctrl+Shift+S
    assert window.attached
    qtbot.waitUntil(window.panel.isVisible, timeout=WAIT_MS)


def test_before_its_services_attach_the_header_shows_the_new_chats_budget(
        loading: Loading) -> None:
    window = loading.window
    before = window.header.budget.text()
    assert not window.attached and before.startswith("≈ ") and " / " in before
    window.attach_services()
    window.chat.update_budget()  # the controller's estimate (the model cannot count yet)
    assert window.header.budget.text() == before


def test_a_window_closed_before_its_services_attach_shuts_down(loading: Loading) -> None:
    window = loading.window
    assert not window.attached
    loading.gate.set()  # the worker's load returns, then it sees the stop
    window.close()
    assert not window.host.is_running() and not window.chats.is_running()


def test_the_services_attach_once_the_model_is_ready(
        qtbot: QtBot, qloop: asyncio.AbstractEventLoop, data_dir: Path) -> None:
    """Nobody touched the window: the model's readiness attaches them, and
    what became ready before (the thinking switch, the header) is applied."""
    window = create_window(fake_factory(Script(takes_thinking=True)))
    try:
        qtbot.waitUntil(lambda: window.attached and window.chats.is_running(),
                        timeout=PAINT_WAIT_MS + WAIT_MS)
        assert window.host.state == "ready"
        assert window.panel.thinking.isEnabled()
    finally:
        _close(qtbot, window)


def test_the_steps_after_the_model_stop_once_the_window_has_shut_down(
        qtbot: QtBot, qloop: asyncio.AbstractEventLoop, data_dir: Path) -> None:
    """They run one per event-loop turn (in_turns), so a quit can come between
    two of them; what is left must not run on a window that has shut down."""
    window = create_window(fake_factory(Script()))
    ran: list[str] = []
    try:
        qtbot.waitUntil(lambda: window.attached and window.models is not None,
                        timeout=PAINT_WAIT_MS + WAIT_MS)
        window_app.in_turns(window, [lambda: ran.append("first"), window.shut_down,
                                     lambda: ran.append("after the shutdown")])
        qtbot.waitUntil(lambda: not window.host.is_running(), timeout=WAIT_MS)
        # The next step's turn was scheduled before this timer: once it has
        # fired, so has that turn (not a wait of some milliseconds: issue 33).
        turned: list[bool] = []
        QTimer.singleShot(1, lambda: turned.append(True))
        qtbot.waitUntil(lambda: bool(turned), timeout=WAIT_MS)
        assert ran == ["first"]
    finally:
        _close(qtbot, window)


SOURCES_READ = """
import sys
import app.ui.app
feature = sys.modules["PySide6.support.feature"]
print(sorted(name for name in feature.pyside_feature_dict if name.startswith("app")))
"""


def test_pyside6_reads_the_source_of_no_module_of_the_window() -> None:
    """PySide6's own `__import__` reads the source of every module imported
    after it (see app/ui); the window puts the plain one back first thing."""
    done = subprocess.run([sys.executable, "-c", SOURCES_READ], capture_output=True,
                          text=True, timeout=120, check=True)
    assert done.stdout.strip() == "[]", f"sources read by PySide6: {done.stdout}"


def test_before_the_tool_picker_exists_the_panel_keeps_the_tools(qtbot: QtBot) -> None:
    """The tool picker is made after the first paint (MainWindow.tools): a
    setting changed before then must not switch the conversation's tools off."""
    from app.domain import ConversationSettings, SamplerConfig
    from app.ui.chat.conversation_panel import ConversationPanel

    panel = ConversationPanel()
    qtbot.addWidget(panel)
    chosen = ConversationSettings("", SamplerConfig(), (), True, ("lantern/now",), 64)
    panel.set_values(chosen, [])
    assert panel.tool_picker is None
    assert panel.value().tools == ("lantern/now",) and panel.value().max_tokens == 64


def test_the_database_opens_off_the_gui_thread(
        qtbot: QtBot, qloop: asyncio.AbstractEventLoop, data_dir: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Opening and migrating it (sqlite-utils' import, the migrations) would
    freeze the window for ~60 ms right after the model is ready."""
    from app.store.chats import ChatStore

    opened_on: list[str] = []
    real_open = ChatStore.open.__func__  # type: ignore[attr-defined]

    def spy(cls: type[ChatStore], *args: object, **kwargs: object) -> ChatStore:
        opened_on.append(threading.current_thread().name)
        return real_open(cls, *args, **kwargs)  # type: ignore[no-any-return]

    monkeypatch.setattr(ChatStore, "open", classmethod(spy))
    window = create_window(fake_factory(Script()))
    try:
        qtbot.waitUntil(window.chats.is_running, timeout=PAINT_WAIT_MS + WAIT_MS)
        qtbot.waitUntil(lambda: len(opened_on) >= 2, timeout=WAIT_MS)  # checked, then served
        assert threading.main_thread().name not in opened_on, opened_on
        assert (data_dir / "lantern.db").is_file()
    finally:
        _close(qtbot, window)


def test_a_damaged_database_is_still_asked_about_at_start(
        qtbot: QtBot, qloop: asyncio.AbstractEventLoop, data_dir: Path) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    database = data_dir / "lantern.db"
    database.write_bytes(b"SQLite format 3\x00" + b"\xff" * 4000)
    asked: list[str] = []

    def answer_yes() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, answer_yes)
            return
        asked.append(box.text())
        box.button(QMessageBox.StandardButton.Yes).click()

    QTimer.singleShot(0, answer_yes)
    window = create_window(fake_factory(Script()))
    try:
        qtbot.waitUntil(window.chats.is_running, timeout=PAINT_WAIT_MS + WAIT_MS)
        assert asked and "Move it aside" in asked[0]
        qtbot.waitUntil(lambda: "moved to" in window.status.message.toolTip(), timeout=WAIT_MS)
        assert database.is_file() and len(list(data_dir.glob("lantern.db*"))) >= 2
    finally:
        _close(qtbot, window)


def test_a_model_changed_while_the_first_loads_keeps_the_start_up_going(
        qtbot: QtBot, loading: Loading) -> None:
    """Choosing another model while the first still loads: the new worker
    waits, not started, for the old load to end. The start-up steps took that
    for a closed window (`host.is_running()`), so the conversations' database
    never opened for the session (issue 33, item 2)."""
    window = loading.window
    tasks.spawn(window.host.restart(window.settings), window.status.show_error)
    qtbot.waitUntil(lambda: window.host.state == "loading" and not window.host.is_running(),
                    timeout=WAIT_MS)  # the restart now waits for the first load
    ran: list[str] = []
    window_app.in_turns(window, [lambda: ran.append("step")])
    window_app.when_model_settles(window.host, lambda: ran.append("settled"), at_most_ms=1)
    chats = ChatThread()
    window_app.start_chats(chats, window)
    try:
        qtbot.waitUntil(lambda: chats.is_running() and sorted(ran) == ["settled", "step"],
                        timeout=WAIT_MS)
    finally:
        chats.shutdown()
    loading.gate.set()
    qtbot.waitUntil(lambda: window.host.state == "ready" and window.host.is_running()
                    and window.chats.is_running(), timeout=WAIT_MS)


def test_a_window_closed_during_a_restart_starts_no_model(
        qtbot: QtBot, loading: Loading) -> None:
    window = loading.window
    tasks.spawn(window.host.restart(window.settings), window.status.show_error)
    qtbot.waitUntil(lambda: not window.host.is_running(), timeout=WAIT_MS)
    window.close()
    assert window.host.closed
    loading.gate.set()
    qtbot.waitUntil(lambda: tasks.pending() == 0, timeout=WAIT_MS)
    assert not window.host.is_running()
