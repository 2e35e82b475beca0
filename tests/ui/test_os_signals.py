"""Ctrl+C in the terminal (SIGINT) and a session's SIGTERM close the real
`lantern` window as its close button does, at once, without a traceback."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from app.ui.os_signals import SIGNALS, CloseOnSignals

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")


def _started(tmp_path: Path, preexec: Callable[[], object] | None = None,
             ) -> tuple[subprocess.Popen[str], Path]:
    data = tmp_path / "data"
    env = dict(os.environ, LANTERN_DATA_DIR=str(data), QT_QPA_PLATFORM="offscreen",
               HOME=str(tmp_path))
    def as_a_terminal_starts_it() -> None:
        # Whatever this test process inherited or was left with by an earlier
        # test in it (an ignored or blocked SIGINT) is not what a shell gives.
        for number in SIGNALS:
            signal.signal(number, signal.SIG_DFL)
        signal.pthread_sigmask(signal.SIG_SETMASK, set())
        if preexec is not None:
            preexec()

    window = subprocess.Popen([sys.executable, "-m", "app"], env=env, text=True,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              preexec_fn=as_a_terminal_starts_it)
    database = data / "lantern.db"
    deadline = time.monotonic() + 120
    # The database is opened once the model is ready: the window is all up.
    while not database.exists() and window.poll() is None and time.monotonic() < deadline:
        time.sleep(0.1)
    assert window.poll() is None, window.communicate()[1][-3000:]
    # Signalled at once: the rooms are being built in the turns after this, the
    # moment a close that ran inside one of them never ended the process.
    return window, database


def _closed_by(window: subprocess.Popen[str], number: int) -> str:
    """Send `number`, wait for the window to end (killed if it does not);
    what it wrote to stderr."""
    try:
        window.send_signal(number)
        _out, err = window.communicate(timeout=60)
    finally:
        if window.poll() is None:
            window.kill()
            window.communicate()
    return err


@pytest.mark.parametrize("number", [signal.SIGINT, signal.SIGTERM])
def test_a_signal_closes_the_window_cleanly(tmp_path: Path, number: int) -> None:
    window, database = _started(tmp_path)
    err = _closed_by(window, number)
    assert window.returncode == 0, err[-3000:]
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err[-3000:]
    with sqlite3.connect(database) as db:
        assert db.execute("PRAGMA quick_check").fetchone() == ("ok",)


def test_a_signal_the_process_was_started_ignoring_stays_ignored(tmp_path: Path) -> None:
    """As under nohup: SIGINT ignored by whoever started `lantern`."""
    window, _database = _started(
        tmp_path, preexec=lambda: signal.signal(signal.SIGINT, signal.SIG_IGN))
    # Read from the kernel, not waited for: still ignored once the window is
    # up means no handler of Lantern's replaced SIG_IGN, so a SIGINT is dropped.
    ignored = _ignored_signals(window.pid)
    err = _closed_by(window, signal.SIGTERM)
    assert signal.SIGINT in ignored, "Lantern replaced the SIGINT its starter ignored"
    assert window.returncode == 0, err[-3000:]


def test_a_signal_the_process_was_started_blocking_still_closes_it(tmp_path: Path) -> None:
    """A mask inherited from a launcher's thread: Ctrl+C must still work."""
    window, database = _started(
        tmp_path, preexec=lambda: signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT}))
    err = _closed_by(window, signal.SIGINT)
    assert window.returncode == 0, err[-3000:]
    with sqlite3.connect(database) as db:
        assert db.execute("PRAGMA quick_check").fetchone() == ("ok",)


def _ignored_signals(pid: int) -> set[int]:
    """The signals a process ignores (the SigIgn mask in /proc/PID/status)."""
    status = Path(f"/proc/{pid}/status")
    if not status.exists():
        pytest.skip("no /proc to read a process's signal dispositions from")
    mask = next(int(line.split()[1], 16) for line in status.read_text().splitlines()
                if line.startswith("SigIgn:"))
    return {number for number in range(1, 65) if mask >> (number - 1) & 1}


class _Window(QWidget):
    def __init__(self) -> None:
        super().__init__()
        self.closed_inside: list[bool] = []
        self.building = False

    def closeEvent(self, event: QCloseEvent) -> None:
        self.closed_inside.append(self.building)
        event.accept()


def test_a_signal_in_the_middle_of_python_closes_after_it(qtbot: QtBot) -> None:
    """The handler runs between any two bytecodes of the GUI thread, e.g. halfway
    through building a room; the window closes once that code is done, never
    inside it (a close there shut down without the half-built room)."""
    window = _Window()
    qtbot.addWidget(window)
    window.show()
    before = {number: signal.getsignal(number) for number in SIGNALS}
    mask = signal.pthread_sigmask(signal.SIG_BLOCK, [])
    try:
        for number in SIGNALS:  # as a terminal starts `lantern`, whatever this process had
            signal.signal(number, signal.default_int_handler)
        CloseOnSignals(window)
        window.building = True
        os.kill(os.getpid(), signal.SIGINT)  # its handler runs before the next line
        for _ in range(1000):  # more bytecodes of the same "room"
            pass
        window.building = False
        qtbot.waitUntil(lambda: bool(window.closed_inside))
        assert window.closed_inside == [False]
    finally:
        signal.set_wakeup_fd(-1)
        signal.pthread_sigmask(signal.SIG_SETMASK, mask)
        for number, handler in before.items():
            signal.signal(number, handler)
