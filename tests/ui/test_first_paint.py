"""`lantern` paints its window before it loads what the first paint does not need.

Timing is measured in bench/bench_ui.py; what can be checked exactly is
which heavy modules were already imported when the window first painted
(each costs tens to hundreds of milliseconds): none of them.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from app.ui.first_paint import HEAVY_MODULES


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
