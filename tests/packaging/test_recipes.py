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


VULKAN_LOADER = Path("/usr/lib/x86_64-linux-gnu/libvulkan.so.1")


def linked_to_the_vulkan_loader(work: Path, output: Path) -> Path:
    """A shared library that links libvulkan.so.1, as llama.cpp's Vulkan
    backend (libggml-vulkan.so) does."""
    if shutil.which("gcc") is None or shutil.which("ldd") is None:
        pytest.skip("gcc or ldd is missing: install the Debian packages gcc and libc-bin")
    if not VULKAN_LOADER.exists():
        pytest.skip("the Vulkan loader is not installed (Debian package libvulkan1)")
    (work / "backend.c").write_text(
        "int vkGetInstanceProcAddr(void);\nint use(void) { return vkGetInstanceProcAddr(); }\n")
    output.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run(["gcc", "-shared", "-fPIC", "-o", output, work / "backend.c",
                    "-l:libvulkan.so.1", f"-L{VULKAN_LOADER.parent}"], check=True)
    return output


def test_the_deb_depends_on_the_systems_vulkan_loader(tmp_path: Path) -> None:
    """A bundle with the Vulkan backend takes the loader from the system: the
    .deb's Depends names libvulkan1 (issue 41)."""
    sys.path.insert(0, str(PACKAGING))
    from linux_links import system_needs

    bundle = tmp_path / "bundle"
    linked_to_the_vulkan_loader(tmp_path, bundle / "_internal" / "llama_cpp" / "lib" /
                                "libggml-vulkan.so")
    needs = system_needs(bundle)
    assert "libvulkan1" in needs.depends, needs.depends
    assert "libvulkan1" in needs.control_fields()


def test_a_bundle_carrying_the_vulkan_loader_fails_its_build(tmp_path: Path) -> None:
    """A copy of the build machine's loader would not find the user's GPU
    drivers; the spec drops it and the build refuses a bundle that has one."""
    sys.path.insert(0, str(PACKAGING))
    from linux_links import MissingLibraries, system_needs, system_only

    assert system_only("libvulkan.so.1") and system_only("Vulkan-1.dll")
    assert not system_only("libggml-vulkan.so") and not system_only("ggml-vulkan.dll")
    bundle = tmp_path / "bundle"
    (bundle / "_internal").mkdir(parents=True)
    (bundle / "_internal" / "libvulkan.so.1").write_bytes(b"\x7fELF")
    with pytest.raises(MissingLibraries, match=r"libvulkan\.so\.1, which must come from "
                                               r"the system"):
        system_needs(bundle)
    spec = (PACKAGING / "lantern.spec").read_text()
    assert "a.binaries = [entry for entry in a.binaries if not system_only(entry[0])]" in spec
