"""Which system libraries Qt's window needs, read from what its binaries link.

Qt's wheels carry Qt itself but link the X11/xcb (and Wayland) client
libraries of the system. A missing one makes Qt abort with "Could not load
the Qt platform plugin" and no name of the library. Here the list is not
kept by hand: `ldd` on the plugins and modules the window loads says which
libraries are needed and which are missing, and Debian's library package
naming turns a missing soname into the package that provides it.

Used by `scripts/dev.py` (install what is missing, or print the command), by
the packaging (the .deb's `Depends:` from what the bundle links outside
itself) and by `lantern` itself before it opens the window. Stdlib only, no
Qt: it must run where Qt cannot start.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import sys
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

# The binaries a window on X11 loads (relative to the PySide6 package):
# the modules Lantern imports, the xcb platform plugin with its GL
# integrations, input methods, icon and image plugins, the portal theme.
WINDOW_BINARIES = (
    "QtCore.abi3.so", "QtGui.abi3.so", "QtWidgets.abi3.so",
    "Qt/plugins/platforms/libqxcb.so",
    "Qt/plugins/xcbglintegrations/*.so",
    "Qt/plugins/platforminputcontexts/libcomposeplatforminputcontextplugin.so",
    "Qt/plugins/platforminputcontexts/libibusplatforminputcontextplugin.so",
    "Qt/plugins/imageformats/libqsvg.so", "Qt/plugins/imageformats/libqico.so",
    "Qt/plugins/iconengines/libqsvgicon.so",
    "Qt/plugins/platformthemes/libqxdgdesktopportal.so",
)
# A Wayland session uses these first and falls back to X11 (XWayland) when
# they cannot load, so they are recommended rather than required.
WAYLAND_BINARIES = (
    "Qt/plugins/platforms/libqwayland.so",
    "Qt/plugins/wayland-shell-integration/libxdg-shell.so",
    "Qt/plugins/wayland-graphics-integration-client/libqt-plugin-wayland-egl.so",
    "Qt/plugins/wayland-decoration-client/libbradient.so",
)
# Debian names a library package after its soname (policy 8.1: libfoo.so.6
# is in libfoo6, libfoo-1.so.3 in libfoo-1-3); these few do not follow it.
PACKAGE_EXCEPTIONS = {
    "libglib-2.0.so.0": "libglib2.0-0", "libgobject-2.0.so.0": "libglib2.0-0",
    "libgio-2.0.so.0": "libglib2.0-0", "libgthread-2.0.so.0": "libglib2.0-0",
    "libgmodule-2.0.so.0": "libglib2.0-0", "libstdc++.so.6": "libstdc++6",
    "libgcc_s.so.1": "libgcc-s1", "libz.so.1": "zlib1g",
    "libc.so.6": "libc6", "libm.so.6": "libc6", "libdl.so.2": "libc6",
    "libpthread.so.0": "libc6", "librt.so.1": "libc6", "libGLdispatch.so.0": "libglvnd0",
    "libbrotlicommon.so.1": "libbrotli1", "libbrotlidec.so.1": "libbrotli1",
    "libbrotlienc.so.1": "libbrotli1",
}
_LDD_LINE = re.compile(r"^\s*(\S+)\s+=>\s+(not found|\S+)")


@dataclass
class LinkReport:
    """What a set of binaries links against outside a given folder."""

    missing: dict[str, list[str]] = field(default_factory=dict)  # soname -> needed by
    system: dict[str, Path] = field(default_factory=dict)  # soname -> resolved file

    def merge(self, other: LinkReport) -> None:
        for soname, users in other.missing.items():
            self.missing.setdefault(soname, []).extend(users)
        self.system.update(other.system)


def pyside_dir() -> Path | None:
    """The installed PySide6 package folder, found without importing Qt."""
    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations)))


def window_binaries(pyside: Path, patterns: Iterable[str] = WINDOW_BINARIES) -> list[Path]:
    found: list[Path] = []
    for pattern in patterns:
        found += sorted(pyside.glob(pattern))
    return found


def ldd(binary: Path, env: Mapping[str, str] | None = None) -> dict[str, str]:
    """soname -> resolved path, or "not found"."""
    import subprocess  # here, not in `lantern`'s way to its window (window_can_start)

    result = subprocess.run(["ldd", str(binary)], capture_output=True, text=True,
                            env=dict(env) if env is not None else None, check=False)
    links: dict[str, str] = {}
    for line in result.stdout.splitlines():
        match = _LDD_LINE.match(line)
        if match:
            links[match.group(1)] = match.group(2)
    return links


def link_report(binaries: Iterable[Path], inside: Path,
                env: Mapping[str, str] | None = None) -> LinkReport:
    """Missing libraries, and those resolved outside `inside` (the system's)."""
    report = LinkReport()
    inside = inside.resolve()
    for binary in binaries:
        for soname, target in ldd(binary, env).items():
            if target == "not found":
                report.missing.setdefault(soname, []).append(binary.name)
            elif not Path(target).resolve().is_relative_to(inside):
                report.system[soname] = Path(target)
    return report


def debian_package(soname: str) -> str:
    """The Debian/Ubuntu package that ships a library, by the naming policy."""
    if soname in PACKAGE_EXCEPTIONS:
        return PACKAGE_EXCEPTIONS[soname]
    match = re.match(r"^(.+?)\.so\.(\d+)", soname)
    if not match:
        return soname.removesuffix(".so").lower()
    base, version = match.group(1).lower(), match.group(2)
    return f"{base}-{version}" if base[-1].isdigit() else f"{base}{version}"


def owning_packages(files: Iterable[Path]) -> set[str]:
    """Installed packages that own these files (`dpkg -S`), without arch suffix."""
    import shutil
    import subprocess

    if shutil.which("dpkg") is None:
        return set()
    candidates: set[str] = set()
    for file in files:
        # Merged /usr: dpkg may know /lib/x86_64-linux-gnu/x where ldd says
        # /usr/lib/..., or the other way round; ask for both (misses are ignored).
        text = str(file)
        candidates |= {text, text.removeprefix("/usr") if text.startswith("/usr/")
                       else "/usr" + text}
    result = subprocess.run(["dpkg", "-S", *sorted(candidates)], capture_output=True,
                            text=True, check=False)
    owners: set[str] = set()
    for line in result.stdout.splitlines():
        packages, _, _path = line.partition(": ")
        owners.update(p.split(":")[0].strip() for p in packages.split(","))
    return owners


def missing_packages(pyside: Path, *, wayland: bool = False) -> dict[str, list[str]]:
    """Debian package -> sonames it would provide, for what the window lacks."""
    patterns = WINDOW_BINARIES + (WAYLAND_BINARIES if wayland else ())
    # pyside.parent: shiboken6 is a sibling package of the same wheels.
    report = link_report(window_binaries(pyside, patterns), pyside.parent)
    packages: dict[str, list[str]] = {}
    for soname in sorted(report.missing):
        if soname.startswith(("libQt6", "libpyside", "libshiboken")):
            continue  # Qt's own, from the wheel: a broken install, not a system library
        packages.setdefault(debian_package(soname), []).append(soname)
    return packages


def install_command(packages: Iterable[str]) -> str:
    return "sudo apt-get install " + " ".join(sorted(packages))


def explain(packages: Mapping[str, list[str]]) -> str:
    """A message a person can act on: which libraries, which packages, the command."""
    sonames = sorted(s for names in packages.values() for s in names)
    return ("Lantern's window needs system libraries that are not installed: "
            + ", ".join(sonames) + ".\nOn Debian or Ubuntu, install them with:\n  "
            + install_command(packages) + "\nOn other systems, install the packages "
            "that provide these files (the xcb-util libraries of X11).")


def window_can_start() -> str | None:
    """None when Qt's xcb plugin can load; otherwise what to install.

    Cheap on the happy path: one dlopen of the plugin that Qt loads next anyway.
    """
    if sys.platform != "linux" or os.environ.get("QT_QPA_PLATFORM", "xcb") != "xcb":
        return None
    pyside = pyside_dir()
    if pyside is None or not (plugin := pyside / "Qt/plugins/platforms/libqxcb.so").is_file():
        return None
    import ctypes

    try:
        ctypes.CDLL(str(plugin))
    except OSError as error:
        import shutil

        packages = missing_packages(pyside) if shutil.which("ldd") else {}
        return explain(packages) if packages else f"Qt's window plugin cannot load: {error}"
    return None


def main(argv: list[str]) -> int:
    """`python -m app.system_libs [--wayland]`: JSON {package: [sonames]} of what
    the window lacks (used by scripts/dev.py)."""
    pyside = pyside_dir()
    if pyside is None:
        print("PySide6 is not installed", file=sys.stderr)
        return 2
    print(json.dumps(missing_packages(pyside, wayland="--wayland" in argv)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
