"""`lantern` opens its real window on a real X display, as a user starts it.

The other UI tests run offscreen, which needs none of the X libraries the
xcb platform plugin links; this one runs the installed entry point on Xvfb
with no Qt platform override, so a missing system library fails here.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.xvfb import run_window, window_env

LANTERN = Path(sys.executable).parent / "lantern"
pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="X11 is Linux's")


def test_lantern_opens_its_window_on_x11(tmp_path: Path) -> None:
    if not LANTERN.exists():
        pytest.skip(f"{LANTERN} is not installed (run scripts/dev.py install)")

    def env_for(display: str) -> dict[str, str]:
        env = window_env(display, tmp_path / "home")
        env["LANTERN_DATA_DIR"] = str(tmp_path / "data")
        return env

    seen = run_window([str(LANTERN)], env_for, tmp_path / "window.png")
    assert "Could not load the Qt platform plugin" not in seen.stderr, seen.stderr
    assert seen.returncode == 0, seen.stderr
    size = seen.geometry
    assert size.width >= 600 and size.height >= 400, size
    assert size.x + size.width <= 1280 and size.y + size.height <= 800, \
        f"the window does not fit the 1280x800 screen: {size}"
    assert seen.colours > 50, f"the screen looks blank: {seen.colours} colours"
