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
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.ui.app import create_window
from app.ui.first_paint import HEAVY_MODULES, PAINT_WAIT_MS
from app.ui.services import tasks
from tests.ui.conftest import WAIT_MS
from tests.ui.fakes import Script, fake_factory


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
        assert window.chats.is_running() and window.indexing is not None
        qtbot.waitUntil(window.indexing.is_running, timeout=WAIT_MS)
    finally:
        window.close()
        qtbot.waitUntil(lambda: tasks.pending() == 0, timeout=WAIT_MS)
        assert not window.host.is_running() and not window.chats.is_running()
        window.deleteLater()


IMPORTED_AFTER_QT = """
import sys
import app.ui.app
names = list(sys.modules)
for name in names[names.index("PySide6"):]:
    if name.startswith("app.") and not name.startswith("app.ui"):
        print(name, sys.modules[name].__file__)
"""

LOADS_QT = ("import importlib, sys; importlib.import_module(sys.argv[1]); "
            "print('PySide6' in sys.modules)")


def test_qt_free_modules_load_before_pyside6() -> None:
    """app.ui.QT_FREE_FIRST must name every Qt-free module the window imports:
    one imported after PySide6 has its source read by PySide6 (see app/ui)."""
    listing = subprocess.run([sys.executable, "-c", IMPORTED_AFTER_QT], capture_output=True,
                             text=True, timeout=120, check=True).stdout.split("\n")
    # A module that itself names PySide6 needs Qt; the rest may need it through
    # an import (app.workers.chat_thread via job_thread), which only a fresh
    # interpreter can tell.
    unsure = [name for name, _, file in (line.partition(" ") for line in listing if line)
              if "PySide6" not in Path(file).read_text(encoding="utf-8")]
    qt_free = [name for name in unsure
               if subprocess.run([sys.executable, "-c", LOADS_QT, name], capture_output=True,
                                 text=True, timeout=120, check=True).stdout.strip() == "False"]
    assert qt_free == [], f"add to app.ui.QT_FREE_FIRST (or a module it imports): {qt_free}"


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
