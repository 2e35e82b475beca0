"""The window's system libraries are read from what Qt links, not listed by hand."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from app.system_libs import (
    WINDOW_BINARIES,
    debian_package,
    explain,
    link_report,
    missing_packages,
    owning_packages,
    pyside_dir,
    window_binaries,
)
from tests.elf_probe import PROBE_PACKAGE, PROBE_SONAME, linked_to_a_missing_library

pytestmark = pytest.mark.skipif(sys.platform != "linux" or shutil.which("ldd") is None,
                                reason="ldd and ELF libraries are Linux's")


def test_package_names_follow_debian_policy() -> None:
    assert debian_package("libxcb-icccm.so.4") == "libxcb-icccm4"
    assert debian_package("libxkbcommon-x11.so.0") == "libxkbcommon-x11-0"
    assert debian_package("libdbus-1.so.3") == "libdbus-1-3"
    assert debian_package("libGL.so.1") == "libgl1"
    assert debian_package("libglib-2.0.so.0") == "libglib2.0-0"


def test_the_naming_rule_matches_the_packages_installed_here() -> None:
    """Every system library the window links, where dpkg knows its owner, is
    in the package the rule predicts: so a missing one is named right too."""
    if shutil.which("dpkg") is None:
        pytest.skip("dpkg is missing: not a Debian system")
    pyside = pyside_dir()
    assert pyside is not None
    report = link_report(window_binaries(pyside), pyside.parent)
    assert report.system, "Qt's window links no system library? ldd output changed"
    checked = 0
    for soname, path in report.system.items():
        owners = owning_packages([path])
        if owners and not soname.startswith("ld-linux"):
            assert debian_package(soname) in owners, (soname, owners)
            checked += 1
    assert checked >= 10


def test_a_missing_library_is_named_with_its_package(tmp_path: Path) -> None:
    """A real ELF file linked against a library that is then removed."""
    fake_pyside = tmp_path / "fake"
    linked_to_a_missing_library(
        tmp_path, fake_pyside / "Qt" / "plugins" / "platforms" / "libqxcb.so", shared=True)
    missing = missing_packages(fake_pyside)
    assert missing == {PROBE_PACKAGE: [PROBE_SONAME]}
    message = explain(missing)
    assert f"sudo apt-get install {PROBE_PACKAGE}" in message
    assert PROBE_SONAME in message


def test_the_window_plugins_are_found_in_the_wheel() -> None:
    pyside = pyside_dir()
    assert pyside is not None
    names = {p.name for p in window_binaries(pyside, WINDOW_BINARIES)}
    assert {"libqxcb.so", "QtWidgets.abi3.so"} <= names
