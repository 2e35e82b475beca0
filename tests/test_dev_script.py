"""scripts/dev.py: where it cannot install the window's libraries, it says how."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

DEV = Path(__file__).resolve().parent.parent / "scripts" / "dev.py"


def load_dev() -> ModuleType:
    spec = importlib.util.spec_from_file_location("lantern_dev_script", DEV)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_without_root_it_prints_the_packages_and_the_command(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    dev = load_dev()
    missing = {"libxcb-icccm4": ["libxcb-icccm.so.4"], "libxcb-keysyms1": ["libxcb-keysyms.so.1"]}
    monkeypatch.setattr(dev, "missing_window_libraries", lambda: missing)
    monkeypatch.setattr(dev, "can_apt", lambda: False)
    assert dev.ensure_window_libraries() is False
    err = capsys.readouterr().err
    assert "libxcb-icccm.so.4, libxcb-keysyms.so.1" in err
    assert "sudo apt-get install libxcb-icccm4 libxcb-keysyms1" in err


def test_run_stops_before_opening_a_window_that_cannot_open(
        monkeypatch: pytest.MonkeyPatch) -> None:
    dev = load_dev()
    monkeypatch.setattr(dev, "install", lambda: False)
    launched: list[object] = []
    monkeypatch.setattr(dev.subprocess, "run", lambda *a, **k: launched.append(a))
    assert dev.main(["run"]) == 1
    assert launched == []


@pytest.mark.skipif(sys.platform != "linux", reason="ldd and Debian packages are Linux's")
def test_the_check_reads_the_real_qt_install() -> None:
    """On this (set-up) machine the real check runs and finds nothing missing."""
    dev = load_dev()
    assert dev.missing_window_libraries() == {}
