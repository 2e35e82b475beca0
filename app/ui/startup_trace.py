"""Startup milestones for `bench/bench_ui.py`, written only when asked.

With `LANTERN_STARTUP_TRACE=FILE` the real `lantern` process appends one
JSON line per milestone (`painted`: the window's first paint; `ready`: the
model loaded) with wall-clock time, then quits once the model is ready, so
the benchmark measures the real entry point rather than a copy of it.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QWidget

TRACE_ENV = "LANTERN_STARTUP_TRACE"


class StartupTrace(QObject):
    def __init__(self, path: Path, window: QWidget) -> None:
        super().__init__(window)
        self._path = path
        self._window = window
        self._painted = False
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self._painted and event.type() == QEvent.Type.Paint:
            self._painted = True
            self.mark("painted")
        return False

    def mark(self, milestone: str) -> None:
        with self._path.open("a") as out:
            out.write(json.dumps({"milestone": milestone, "at": time.time()}) + "\n")

    def model_state(self, state: str, _detail: str) -> None:
        if state in ("ready", "failed"):
            self.mark(state)
            QApplication.quit()


def trace_startup(window: QWidget) -> StartupTrace | None:
    target = os.environ.get(TRACE_ENV)
    return StartupTrace(Path(target), window) if target else None
