"""A worker thread's future, answered on the GUI thread (tasks.when_done).

The UI suite once crashed in CI (a segfault in the test after
test_disk_full_banner): the disk watch's done callback, run in the chats
thread, held the last reference to a parentless watch, so the watch and its
running QTimer were destroyed in that thread; the GUI thread's loop then fired
the timer on freed memory. These tests fail with a plain add_done_callback."""

from __future__ import annotations

import threading
from concurrent.futures import Future

import shiboken6
from PySide6.QtCore import QObject, QTimer
from pytestqt.qtbot import QtBot

from app.ui.services.tasks import when_done

WAIT_MS = 10_000


class Ticking(QObject):
    """A parentless Qt object with a running timer, as the disk watch was."""

    def __init__(self, log: list[tuple[str, threading.Thread]]) -> None:
        super().__init__()
        self.log = log
        self.timer = QTimer(self)
        self.timer.start(5)

    def settled(self, done: Future[int]) -> None:
        self.log.append((f"settled {done.result()}", threading.current_thread()))

    def __del__(self) -> None:
        self.log.append(("released", threading.current_thread()))


def settle_in_a_worker(future: Future[int], value: int) -> None:
    worker = threading.Thread(target=lambda: future.set_result(value), name="worker")
    worker.start()
    worker.join()


def test_the_callback_and_the_last_reference_stay_on_the_gui_thread(qtbot: QtBot) -> None:
    log: list[tuple[str, threading.Thread]] = []
    future: Future[int] = Future()
    ticking = Ticking(log)
    when_done(future, ticking.settled)
    del ticking  # the callback holds the only reference now

    settle_in_a_worker(future, 7)

    qtbot.waitUntil(lambda: len(log) == 2, timeout=WAIT_MS)
    gui = threading.main_thread()
    assert log == [("settled 7", gui), ("released", gui)]


def test_a_destroyed_objects_callback_is_dropped(qtbot: QtBot) -> None:
    log: list[tuple[str, threading.Thread]] = []
    future: Future[int] = Future()
    ticking, witness = Ticking(log), Ticking(log)
    when_done(future, ticking.settled)
    when_done(future, witness.settled)  # settles after the dropped one: something to wait on
    shiboken6.delete(ticking)

    settle_in_a_worker(future, 3)

    qtbot.waitUntil(lambda: any(what == "settled 3" for what, _ in log), timeout=WAIT_MS)
    assert [what for what, _ in log] == ["settled 3"]  # the witness's only


def test_a_future_already_done_is_answered_at_once(qtbot: QtBot) -> None:
    log: list[tuple[str, threading.Thread]] = []
    future: Future[int] = Future()
    future.set_result(1)
    ticking = Ticking(log)
    when_done(future, ticking.settled)
    assert log == [("settled 1", threading.main_thread())]
