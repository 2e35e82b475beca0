"""Every top-level window and dialog opens inside its screen: a 1280x720
screen at scale 1.0 and a 1400x900 screen at 1.5 (a 933x600 logical screen),
offscreen and under Xvfb (real xcb)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.xvfb import XVFB_ARGS, require_x_tools

PROBE = Path(__file__).with_name("fit_probe.py")
CASES = [(1280, 720, "1", ""), (1400, 900, "1.5", ""), (1400, 900, "1.5", "de"),
         (800, 600, "1.5", "")]
"""(screen width, height, scale factor, language: German's words run longest);
800x600 at 1.5 is a 533x400 logical screen: Settings and Models scroll inside."""


def _run(env: dict[str, str], data_dir: Path, language: str = "") -> dict[str, list[int]]:
    env = dict(env, LANTERN_DATA_DIR=str(data_dir), PYTHONPATH=str(PROBE.parents[2]))
    done = subprocess.run([sys.executable, str(PROBE), *([language] if language else [])],
                          env=env, capture_output=True,
                          text=True, timeout=180, check=False)
    for line in done.stdout.splitlines():
        if line.startswith("GEOMETRIES "):
            found: dict[str, list[int]] = json.loads(line[len("GEOMETRIES "):])
            return found
    raise AssertionError(f"the probe failed:\n{done.stdout[-2000:]}\n{done.stderr[-3000:]}")


def _assert_inside(found: dict[str, list[int]]) -> None:
    sx, sy, sw, sh = found.pop("screen")
    drawers = {name: found.pop(f"Side:{name}:drawer") for name in ("panel", "documents")}
    for name in drawers:  # a side panel opened alone: inside, and the window as it was
        assert found.pop(f"Side:{name}:window") == found["MainWindow"], name
        assert found[f"Side:{name}"][2] > 0, f"the {name} did not show"
    if sw < 600:  # 800x600 at 1.5: no room beside the chat, each is a drawer over it
        assert all(drawers.values()), drawers
    assert {"MainWindow"} < set(found)  # the dialogs were opened
    assert any(k.startswith("Models:") for k in found)
    assert any(k.startswith("Settings:") for k in found)
    for name, (x, y, w, h) in found.items():
        assert sx <= x and sy <= y and x + w <= sx + sw and y + h <= sy + sh, \
            f"{name} at {x},{y} {w}x{h} is not inside the screen {sw}x{sh}"


def _base_env(scale: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("QT_")}
    env["QT_SCALE_FACTOR"] = scale
    return env


@pytest.mark.parametrize("width,height,scale,language", CASES)
def test_windows_fit_the_screen_offscreen(tmp_path: Path, width: int, height: int,
                                         scale: str, language: str) -> None:
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "test", "x": 0, "y": 0,
                                               "width": width, "height": height,
                                               "logicalDpi": 96, "logicalBaseDpi": 96,
                                               "dpr": 1}]}))
    env = _base_env(scale)
    env["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
    found = _run(env, tmp_path / "data", language)
    assert found["screen"][2] == round(width / float(scale))
    _assert_inside(found)


@pytest.mark.parametrize("width,height,scale", [case[:3] for case in CASES if not case[3]])
def test_windows_fit_the_screen_under_xvfb(tmp_path: Path, width: int, height: int,
                                          scale: str) -> None:
    require_x_tools()
    server = subprocess.Popen(["Xvfb", "-displayfd", "1", "-screen", "0",
                               f"{width}x{height}x24", *XVFB_ARGS],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        assert server.stdout is not None
        display = server.stdout.readline().strip()
        env = _base_env(scale)
        env["DISPLAY"] = f":{display}"
        env["QT_QPA_PLATFORM"] = "xcb"
        _assert_inside(_run(env, tmp_path / "data"))
    finally:
        server.terminate()
        server.wait(timeout=10)
        if server.stdout is not None:
            server.stdout.close()


def test_a_remembered_size_comes_back_only_while_it_fits(
        qtbot: object, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtCore import QRect, QSize
    from PySide6.QtWidgets import QDialog

    from app.ui import screen_fit

    screen = QRect(0, 0, 1400, 900)
    monkeypatch.setattr(screen_fit, "available", lambda _widget: screen)
    dialog = QDialog()
    screen_fit.within_screen(dialog, QSize(600, 400))
    dialog.show()
    assert dialog.size() == QSize(600, 400)
    dialog.resize(1200, 800)
    dialog.hide()
    dialog.show()
    assert dialog.size() == QSize(1200, 800)  # as it was left: it fits
    dialog.hide()
    screen = QRect(0, 0, 933, 600)  # the same screen at 150 %
    again = QDialog()
    screen_fit.within_screen(again, QSize(600, 400))
    again.show()
    assert again.size() == QSize(600, 400)  # 1200x800 no longer fits
    assert again.x() + again.width() <= 933 and again.y() + again.height() <= 600
    again.close()
    dialog.close()
