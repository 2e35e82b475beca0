"""Windows and macOS recipes, checked as far as a Linux machine allows."""

from __future__ import annotations

import configparser
import plistlib
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from app import __version__
from tests.elf_probe import PROBE_PACKAGE, linked_to_a_missing_library

PACKAGING = Path(__file__).resolve().parents[2] / "packaging"


def test_info_plist_is_valid_and_complete() -> None:
    text = (PACKAGING / "macos" / "Info.plist").read_text().replace("@VERSION@", __version__)
    plist = plistlib.loads(text.encode())
    for key in ("CFBundleIdentifier", "CFBundleName", "CFBundleExecutable",
                "CFBundleIconFile", "CFBundlePackageType", "LSMinimumSystemVersion"):
        assert plist.get(key), key
    assert plist["CFBundleShortVersionString"] == __version__
    assert plist["CFBundlePackageType"] == "APPL"
    assert plist["CFBundleExecutable"] == "lantern"  # the spec's EXE name
    assert (PACKAGING.parent / "resources" / "icons" / plist["CFBundleIconFile"]).is_file()
    assert plist["NSHighResolutionCapable"] is True


def test_dmg_script_passes_shellcheck() -> None:
    if shutil.which("shellcheck") is None:
        pytest.skip("shellcheck is missing (Debian package shellcheck)")
    result = subprocess.run(["shellcheck", str(PACKAGING / "macos" / "build_dmg.sh")],
                            capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout


def test_ci_and_dev_scripts_pass_shellcheck() -> None:
    if shutil.which("shellcheck") is None:
        pytest.skip("shellcheck is missing (Debian package shellcheck)")
    script = PACKAGING.parent / ".ci" / "run"
    result = subprocess.run(["shellcheck", str(script)], capture_output=True, text=True,
                            check=False)
    assert result.returncode == 0, result.stdout


def inno_sections(path: Path) -> configparser.ConfigParser:
    # Inno Setup files are INI-like once ; comments and #preprocessor lines go.
    lines = [line for line in path.read_text().splitlines()
             if not line.lstrip().startswith((";", "#"))]
    parser = configparser.ConfigParser(strict=False, allow_no_value=True,
                                       delimiters=("=",), interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read_string("\n".join(lines))
    return parser


def test_inno_setup_script_is_consistent() -> None:
    script = PACKAGING / "windows" / "lantern.iss"
    sections = inno_sections(script)
    assert {"Setup", "Files", "Icons", "Run", "UninstallDelete"} <= set(sections.sections())
    setup = sections["Setup"]
    assert setup["AppVersion"] == "{#AppVersion}"
    assert setup["PrivilegesRequired"] == "lowest"
    icon = (script.parent / setup["SetupIconFile"].replace("\\", "/")).resolve()
    assert icon.is_file()
    files = " ".join(sections["Files"].keys())
    assert re.search(r'dist\\lantern\\\*', files)
    # User data must never be in what the uninstaller deletes.
    assert "LOCALAPPDATA" not in " ".join(sections["UninstallDelete"].keys()).upper()


def test_a_bundle_missing_a_library_fails_its_build(tmp_path: Path) -> None:
    """PyInstaller only warns when it cannot find a library; the build must not."""
    sys.path.insert(0, str(PACKAGING))
    from linux_links import MissingLibraries, system_needs

    bundle = tmp_path / "bundle"
    (bundle / "_internal").mkdir(parents=True)
    linked_to_a_missing_library(tmp_path, bundle / "lantern", shared=False)
    with pytest.raises(MissingLibraries, match=f"sudo apt-get install {PROBE_PACKAGE}"):
        system_needs(bundle)
