"""What the frozen bundle needs from the system it runs on, read from its ELF files.

PyInstaller copies the libraries it can find on the build machine and only
warns about the ones it cannot: a build machine without, say,
libxcb-icccm4 makes a bundle whose window cannot open anywhere. So the
finished bundle is checked here (every library resolves, inside it or on the
system), and the .deb's `Depends:` is derived from what resolves outside it.
"""

from __future__ import annotations

import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from app.system_libs import (  # noqa: E402
    WAYLAND_BINARIES,
    WINDOW_BINARIES,
    LinkReport,
    debian_package,
    explain,
    link_report,
    owning_packages,
    window_binaries,
)

_GLIBC = re.compile(r"GLIBC_(\d+)\.(\d+)")
SYSTEM_ONLY = ("libvulkan.so", "vulkan-1.dll")
"""Libraries the bundle must take from the system, never carry: the Vulkan
loader finds the machine's own GPU drivers (its ICD files), and a copy from
the build machine would not match them. The .deb depends on it (libvulkan1);
without it, llama.cpp's Vulkan backend does not load and the CPU runs.
(vulkan-1.dll: Windows' loader, installed with every GPU driver.)"""


def system_only(name: str) -> bool:
    """A file the bundle must not carry (SYSTEM_ONLY), by its file name."""
    return Path(name).name.lower().startswith(SYSTEM_ONLY)


class MissingLibraries(RuntimeError):
    """The bundle links libraries that neither it nor the build machine has."""


@dataclass
class SystemNeeds:
    depends: list[str]
    recommends: list[str]
    glibc: tuple[int, int]

    def control_fields(self) -> str:
        glibc = f"libc6 (>= {self.glibc[0]}.{self.glibc[1]})"
        depends = [glibc, *(p for p in self.depends if p != "libc6")]
        lines = [f"Depends: {', '.join(depends)}"]
        if self.recommends:
            lines.append(f"Recommends: {', '.join(self.recommends)}")
        return "\n".join(lines)


def internal(bundle: Path) -> Path:
    return bundle / "_internal"


def _core_binaries(bundle: Path) -> list[Path]:
    """The executable and every library outside Qt's plugin folders (Python
    extensions, llama.cpp, Qt's own libraries), plus the X11 window plugins."""
    plugins = internal(bundle) / "PySide6" / "Qt" / "plugins"
    files = [bundle / "lantern"]
    files += [p for p in internal(bundle).rglob("*.so*")
              if p.is_file() and not p.is_relative_to(plugins)]
    return files + window_binaries(internal(bundle) / "PySide6", WINDOW_BINARIES)


def _report(bundle: Path, binaries: list[Path]) -> LinkReport:
    # As the PyInstaller bootloader runs it: its folder first on the path.
    env = {"LD_LIBRARY_PATH": str(internal(bundle).resolve()), "PATH": "/usr/bin:/bin"}
    return link_report(binaries, bundle, env)


def glibc_needed(binaries: list[Path]) -> tuple[int, int]:
    newest = (2, 17)
    for binary in binaries:
        out = subprocess.run(["objdump", "-T", str(binary)], capture_output=True, text=True,
                             check=False).stdout
        for major, minor in _GLIBC.findall(out):
            newest = max(newest, (int(major), int(minor)))
    return newest


def system_needs(bundle: Path) -> SystemNeeds:
    """Packages the bundle needs (Depends) and those a Wayland session uses
    (Recommends); raises MissingLibraries naming what could not be found."""
    carried = [p for p in internal(bundle).rglob("*.so*") if system_only(p.name)]
    if carried:
        raise MissingLibraries(
            f"The bundle carries {carried[0].name}, which must come from the system (it "
            "finds the machine's GPU drivers): drop it from the bundle (lantern.spec).")
    core = _core_binaries(bundle)
    report = _report(bundle, core)
    if report.missing:
        packages: dict[str, list[str]] = {}
        for soname in report.missing:
            packages.setdefault(debian_package(soname), []).append(soname)
        raise MissingLibraries(
            "The bundle links libraries the build machine lacks, so it was built without "
            "them:\n" + explain(packages) + "\nInstall them, then build again.")
    depends = owning_packages(report.system.values())
    wayland = _report(bundle, window_binaries(internal(bundle) / "PySide6", WAYLAND_BINARIES))
    recommends = owning_packages(wayland.system.values()) - depends
    return SystemNeeds(sorted(depends), sorted(recommends), glibc_needed(core))
