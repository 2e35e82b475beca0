"""scripts/dev.py: where it cannot install the window's libraries, it says how."""

from __future__ import annotations

import importlib.util
import itertools
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


def test_pips_configuration_is_said_to_uv_as_its_own_options(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Read by the venv's real pip (`pip config list`): a PIP_* variable wins
    over the machine's files, as in pip, and each setting that decides what
    is installed becomes uv's option."""
    dev = load_dev()
    monkeypatch.setenv("PIP_FIND_LINKS", "/wheels/a /wheels/b")
    monkeypatch.setenv("PIP_INDEX_URL", "https://mirror.example/simple")
    monkeypatch.setenv("PIP_CERT", "/etc/ssl/mirror.pem")
    monkeypatch.setenv("PIP_DEFAULT_TIMEOUT", "60")  # changes nothing installed
    setup = dev.uv_options()
    assert setup is not None
    options, env = setup
    pairs = list(itertools.pairwise(options))
    assert ("--index-strategy", "unsafe-best-match") in pairs  # pip's rule: best on any index
    assert "--compile-bytecode" in options  # pip's default; uv's is source only
    assert ("--find-links", "/wheels/a") in pairs and ("--find-links", "/wheels/b") in pairs
    assert ("--index-url", "https://mirror.example/simple") in pairs
    assert env["SSL_CERT_FILE"] == "/etc/ssl/mirror.pem"


def test_a_pip_setting_uv_is_not_told_about_leaves_the_install_to_pip(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    dev = load_dev()
    monkeypatch.setenv("PIP_PRE", "1")  # pre-releases: uv would install other versions
    assert dev.uv_options() is None
    assert "'pre' has no uv equivalent here: pip installs" in capsys.readouterr().out


def test_pip_told_not_to_compile_installs_as_told(monkeypatch: pytest.MonkeyPatch) -> None:
    dev = load_dev()
    monkeypatch.setenv("PIP_NO_COMPILE", "1")
    assert dev.uv_options() is None  # pip honours it; uv would be told to compile


def test_the_suite_keeps_bytecode_and_shares_the_cores(monkeypatch: pytest.MonkeyPatch) -> None:
    dev = load_dev()
    monkeypatch.setenv("PYTHONDONTWRITEBYTECODE", "1")
    monkeypatch.delenv("LANTERN_THREADS", raising=False)
    spread, alone = dev.suite_environment(spread=True), dev.suite_environment(spread=False)
    assert "PYTHONDONTWRITEBYTECODE" not in spread and "PYTHONDONTWRITEBYTECODE" not in alone
    assert spread["LANTERN_THREADS"] == str(dev.THREADS_EACH) and "LANTERN_THREADS" not in alone
    monkeypatch.setenv("LANTERN_THREADS", "3")  # the caller's own count wins
    assert dev.suite_environment(spread=True)["LANTERN_THREADS"] == "3"
