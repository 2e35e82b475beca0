"""A real X display for tests that open Lantern's real window (xcb, not offscreen).

Xvfb is the X server, xdotool finds the window by its title as a window
manager would, and ImageMagick's `import` photographs the screen. Tests that
need them skip with the Debian package to install when one is missing.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest

TOOLS = {"Xvfb": "xvfb", "xdotool": "xdotool", "import": "imagemagick",
         "identify": "imagemagick"}
SCREEN = "1280x800x24"


def require_x_tools() -> None:
    for tool, package in TOOLS.items():
        if shutil.which(tool) is None:
            pytest.skip(f"{tool} is missing: install the Debian package {package}")


XVFB_TRIES = 3
"""Servers started before one takes a connection."""
XVFB_ARGS = ("-nolisten", "tcp", "-noreset")
"""`-noreset`: an X server resets when its last client leaves, and a client
connecting during the reset is refused. xdotool's polls for the window come
and go while a loaded machine is still starting the app, which then failed
with "could not connect to display :0" (twice in busy runs)."""


@contextmanager
def xvfb_display() -> Iterator[str]:
    """A fresh Xvfb server on a free display number, taking connections; yields ':N'."""
    require_x_tools()
    for _ in range(XVFB_TRIES):
        server, display = _start_xvfb()
        if display and _answers(display) and server.poll() is None:
            break
        _stop(server)
    else:
        raise AssertionError(f"Xvfb did not take a connection in {XVFB_TRIES} starts")
    try:
        yield display
    finally:
        _stop(server)


def _start_xvfb() -> tuple[subprocess.Popen[bytes], str]:
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", SCREEN,
                               *XVFB_ARGS], pass_fds=(write,),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    return server, f":{number}" if number else ""


def _answers(display: str) -> bool:
    """The server at `display` takes a connection (xdotool asks it its size)."""
    return subprocess.run(["xdotool", "getdisplaygeometry"], env=dict(os.environ, DISPLAY=display),
                          capture_output=True, timeout=30, check=False).returncode == 0


def _stop(server: subprocess.Popen[bytes]) -> None:
    server.terminate()
    server.wait(timeout=10)


def window_env(display: str, home: Path, base: Mapping[str, str] | None = None
               ) -> dict[str, str]:
    """An environment as a desktop session gives it: a display, a new HOME,
    no Qt platform override (so Qt picks xcb itself)."""
    env = {k: v for k, v in (base if base is not None else os.environ).items()
           if not k.startswith(("QT_", "XDG_", "WAYLAND"))}
    env.update(DISPLAY=display, HOME=str(home))
    return env


def wait_for_window(display: str, title: str, app: subprocess.Popen[str],
                    timeout: float = 60.0) -> str:
    """The X window id of a visible window with exactly this title; fails at
    once with the app's own output if it exits first."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", f"^{title}$"],
                               env=dict(os.environ, DISPLAY=display), capture_output=True,
                               text=True, timeout=30, check=False).stdout.split()
        if found:
            return found[0]
        if app.poll() is not None:
            out, err = app.communicate()
            raise AssertionError(f"exited with {app.returncode} before showing a window:\n"
                                 f"{out[-2000:]}\n{err[-4000:]}")
        time.sleep(0.2)
    raise AssertionError(f"no window titled {title!r} after {timeout:.0f} s")


@dataclass
class Geometry:
    x: int
    y: int
    width: int
    height: int


def window_geometry(display: str, window: str) -> Geometry:
    out = subprocess.run(["xdotool", "getwindowgeometry", "--shell", window],
                         env=dict(os.environ, DISPLAY=display), capture_output=True,
                         text=True, timeout=10, check=True).stdout
    values = dict(line.split("=", 1) for line in out.split())
    return Geometry(int(values["X"]), int(values["Y"]), int(values["WIDTH"]),
                    int(values["HEIGHT"]))


def screenshot(display: str, path: Path) -> Path:
    subprocess.run(["import", "-display", display, "-window", "root", str(path)],
                   timeout=30, check=True)
    return path


@dataclass
class WindowRun:
    """What a person would have seen: the window's place, how many colours the
    screen showed, and how the program ended after Ctrl+Q."""

    geometry: Geometry
    colours: int
    returncode: int
    stderr: str


def run_window(command: list[str], env_for: Callable[[str], dict[str, str]], shot: Path,
               timeout: float = 60.0) -> WindowRun:
    """Start `command` on a fresh Xvfb, wait for its window titled Lantern,
    photograph the screen to `shot`, then quit it with real key presses."""
    with xvfb_display() as display:
        app = subprocess.Popen(command, env=env_for(display), stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
        try:
            window = wait_for_window(display, "Lantern", app, timeout=timeout)
            geometry = window_geometry(display, window)
            colours = painted_colours(display, shot)
            # XTEST key presses to the focused window, as a keyboard sends them.
            subprocess.run(["xdotool", "windowfocus", "--sync", window, "key", "ctrl+q"],
                           env={"DISPLAY": display, "PATH": "/usr/bin:/bin"}, check=True,
                           timeout=30)
            _out, err = app.communicate(timeout=120)
        finally:
            if app.poll() is None:
                app.send_signal(signal.SIGKILL)
                _out, err = app.communicate()
    return WindowRun(geometry, colours, app.returncode, err)


PAINT_WAIT_S = 15.0
"""How long a mapped window may take to show its first paint: the window is
found by its title as soon as it is mapped, and under load (three Xvfbs at
once) its contents can reach the X server a moment later."""


def painted_colours(display: str, shot: Path) -> int:
    """The colours of the screen once the window has painted (a blank screen
    has one); photographed again until then, at most PAINT_WAIT_S."""
    deadline = time.monotonic() + PAINT_WAIT_S
    colours = unique_colours(screenshot(display, shot))
    while colours <= 1 and time.monotonic() < deadline:
        time.sleep(0.25)
        colours = unique_colours(screenshot(display, shot))
    return colours


def unique_colours(path: Path) -> int:
    """How many distinct colours a picture has: 1 for a blank screen, a few
    hundred for a window with text and controls."""
    out = subprocess.run(["identify", "-format", "%k", str(path)], capture_output=True,
                         text=True, timeout=30, check=True).stdout
    return int(out.strip())
