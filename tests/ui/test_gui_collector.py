"""Cyclic garbage is collected on the GUI thread only (app.ui.gui_collector):
a worker thread that collected a window's objects deadlocked the suite once."""

from __future__ import annotations

import gc
import threading
from typing import ClassVar

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.ui.gui_collector import GuiThreadCollector

CYCLES = 2000


class _Cycle:
    finalized_on: ClassVar[list[str]] = []

    def __init__(self) -> None:
        self.me = self

    def __del__(self) -> None:
        _Cycle.finalized_on.append(threading.current_thread().name)


def _garbage_and_allocations() -> None:
    # Past the young generation's threshold (700 objects more than freed):
    # automatic collection would run here, in this thread, and finalize them.
    for _ in range(CYCLES):
        _Cycle()


def test_a_workers_cycles_wait_for_the_gui_thread(qapp: QApplication, qtbot: QtBot) -> None:
    collector = GuiThreadCollector(interval_ms=60_000)  # collected by hand below
    collector.start()
    try:
        gc.collect()
        _Cycle.finalized_on.clear()
        worker = threading.Thread(target=_garbage_and_allocations, name="worker")
        worker.start()
        worker.join()
        assert not gc.isenabled()
        assert _Cycle.finalized_on == []
        assert collector.collect_due() >= CYCLES
        assert set(_Cycle.finalized_on) == {threading.current_thread().name}
    finally:
        collector.stop()
    assert gc.isenabled()


def test_the_timer_collects_once_the_thresholds_are_passed(
        qapp: QApplication, qtbot: QtBot) -> None:
    collector = GuiThreadCollector(interval_ms=10)
    collector.start()
    try:
        gc.collect()
        _Cycle.finalized_on.clear()
        _garbage_and_allocations()
        qtbot.waitUntil(lambda: len(_Cycle.finalized_on) >= CYCLES, timeout=5000)
    finally:
        collector.stop()


def test_what_the_start_made_is_frozen_out_of_later_collections(
        qapp: QApplication, qtbot: QtBot) -> None:
    collector = GuiThreadCollector(interval_ms=60_000)
    collector.start(freeze=True)
    try:
        assert gc.get_freeze_count() > 1000
        _Cycle.finalized_on.clear()
        _garbage_and_allocations()  # made after the freeze: still collected
        assert collector.collect_due() >= CYCLES
        assert len(_Cycle.finalized_on) == CYCLES
    finally:
        collector.stop()
        gc.unfreeze()
