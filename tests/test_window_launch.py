"""`lantern` opens its real window on a real X display, as a user starts it.

The other UI tests run offscreen, which needs none of the X libraries the
xcb platform plugin links; this one runs the installed entry point on Xvfb
with no Qt platform override, so a missing system library fails here.
"""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tests.xvfb import (
    screenshot,
    unique_colours,
    wait_for_window,
    window_env,
    window_geometry,
    xvfb_display,
)

LANTERN = Path(sys.executable).parent / "lantern"
pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="X11 is Linux's")


def test_lantern_opens_its_window_on_x11(tmp_path: Path) -> None:
    if not LANTERN.exists():
        pytest.skip(f"{LANTERN} is not installed (run scripts/dev.py install)")
    with xvfb_display() as display:
        env = window_env(display, tmp_path / "home")
        env["LANTERN_DATA_DIR"] = str(tmp_path / "data")
        app = subprocess.Popen([str(LANTERN)], env=env, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
        try:
            window = wait_for_window(display, "Lantern", app)
            geometry = window_geometry(display, window)
            shot = screenshot(display, tmp_path / "window.png")
            colours = unique_colours(shot)
            # Real key presses (XTEST) to the focused window: Ctrl+Q quits.
            subprocess.run(["xdotool", "windowfocus", "--sync", window, "key", "ctrl+q"],
                           env={"DISPLAY": display, "PATH": "/usr/bin:/bin"}, check=True,
                           timeout=30)
            _out, err = app.communicate(timeout=60)
        finally:
            if app.poll() is None:
                app.send_signal(signal.SIGKILL)
                app.communicate()
    assert "Could not load the Qt platform plugin" not in err, err
    assert app.returncode == 0, err
    assert geometry.width >= 600 and geometry.height >= 400, geometry
    assert geometry.x + geometry.width <= 1280 and geometry.y + geometry.height <= 800, \
        f"the window does not fit the 1280x800 screen: {geometry}"
    assert colours > 50, f"the screen looks blank: {colours} colours"
