"""The window's first paint: work that waits for it, and a trace of startup.

Everything the first paint does not need (loading the model, then opening
the conversation database, which loads sqlite-utils, and listing
conversations: see app.ui.app) runs after it, so a person sees the window at
once (`after_first_paint`).

With `LANTERN_STARTUP_TRACE=FILE` the real `lantern` process appends one
JSON line per milestone (`painted`: the first paint, with the heavy modules
already loaded at that moment; `ready`: the model loaded) with wall-clock
time, then quits once the model is ready, so `bench/bench_ui.py` measures
the real entry point and `tests/ui/test_first_paint.py` what it loads.
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

TRACE_ENV = "LANTERN_STARTUP_TRACE"
HEAVY_MODULES = ("sqlite_utils", "numpy", "gguf", "markdown_it", "pygments", "pydantic",
                 "llama_cpp", "starlette", "httpx", "psutil", "app.models.downloads",
                 "app.engine.constraints", "app.tools", "app.ui.services.tools", "zoneinfo",
                 "filelock", "importlib.metadata", "app.store.chats",
                 "app.ui.documents.sources_view", "app.api.keys", "app.engine.prompts",
                 "asyncio", "qasync", "app.ui.services.controller",
                 "app.ui.chat.conversation_panel", "app.ui.server.local_server",
                 "app.ui.chat.message_widget", "app.engine.requests", "app.workers.inference",
                 "PIL")
"""Not needed to paint the window: each costs milliseconds to hundreds of them
(the tools stack: MCP, the tool loop, zoneinfo for the date tool; filelock is
for writing settings, importlib.metadata for finding the bundled model; the
database code opens after the paint, an answer's sources view with the first
one, the API key with the server, the prompt code in the model's thread;
asyncio, the controller, the conversation panel and the API server attach
with the window's services, app.ui.main_window.MainWindow.attach_services;
the message widgets come with the first message, the engine's worker and its
request types when the model starts loading; PIL, which reads attached images,
with the first image)."""


PAINT_WAIT_MS = 1000
"""A window that never paints (started minimized or hidden) still starts its
work after this long: the model must load whether or not anyone looks."""


class _FirstPaint(QObject):
    def __init__(self, widget: QWidget, callback: Callable[[], None]) -> None:
        super().__init__(widget)
        self._callback: Callable[[], None] | None = callback
        self._widget = widget
        widget.installEventFilter(self)
        QTimer.singleShot(PAINT_WAIT_MS, self, self._fire)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            # After this paint has reached the screen, not inside it.
            QTimer.singleShot(0, self, self._fire)
        return False

    def _fire(self) -> None:
        callback, self._callback = self._callback, None
        if callback is not None:
            self._widget.removeEventFilter(self)
            callback()


def after_first_paint(widget: QWidget, callback: Callable[[], None]) -> None:
    """Run `callback` once, on the event loop, right after `widget` first paints
    (or after PAINT_WAIT_MS if it does not paint by then)."""
    _FirstPaint(widget, callback)


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
            self.mark("painted", loaded=[m for m in HEAVY_MODULES if m in sys.modules],
                      cpu_s=time.process_time())
        return False

    def mark(self, milestone: str, **extra: object) -> None:
        with self._path.open("a") as out:
            out.write(json.dumps({"milestone": milestone, "at": time.time(), **extra}) + "\n")

    def model_state(self, state: str, _detail: str) -> None:
        if state in ("ready", "failed"):
            self.mark(state, cpu_s=time.process_time())
            QApplication.quit()


def trace_startup(window: QWidget) -> StartupTrace | None:
    target = os.environ.get(TRACE_ENV)
    return StartupTrace(Path(target), window) if target else None
