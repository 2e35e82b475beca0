"""The Linux installers built from the frozen bundle: AppImage and .deb."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

from linux_links import system_needs

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "resources" / "icons"
DESKTOP = ROOT / "resources" / "lantern.desktop"
RUNTIME_SOURCE = ROOT / "packaging" / "linux" / "appimage_runtime.c"
RUNTIME_LIBS = ["-lsquashfuse", "-lz", "-llzma", "-lzstd", "-llz4", "-llzo2"]
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
APPRUN = """#!/bin/sh
# Started by the AppImage runtime with APPDIR set to this folder.
HERE="$(dirname "$(readlink -f "$0")")"
exec "$HERE/usr/lib/lantern/lantern" "$@"
"""


def run(*args: str | Path) -> None:
    print("+", " ".join(str(a) for a in args), flush=True)
    subprocess.run([str(a) for a in args], check=True)


def build_runtime(work: Path) -> Path:
    """Compile Lantern's FUSE-free AppImage runtime, statically linked."""
    out = work / "runtime"
    run("gcc", "-O2", "-Wall", "-Wno-format-truncation", "-static", "-o", out,
        RUNTIME_SOURCE, "-I/usr/include/squashfuse", *RUNTIME_LIBS)
    run("strip", out)
    return out


def _copy_tree(bundle: Path, dest: Path) -> None:
    shutil.copytree(bundle, dest, symlinks=True)


def build_appdir(bundle: Path, work: Path) -> Path:
    appdir = work / "Lantern.AppDir"
    shutil.rmtree(appdir, ignore_errors=True)
    _copy_tree(bundle, appdir / "usr" / "lib" / "lantern")
    (appdir / "AppRun").write_text(APPRUN)
    (appdir / "AppRun").chmod(0o755)
    shutil.copy2(DESKTOP, appdir / "lantern.desktop")
    shutil.copy2(ICONS / "lantern-256.png", appdir / "lantern.png")
    os.symlink("lantern.png", appdir / ".DirIcon")
    for size in ICON_SIZES:
        target = appdir / "usr" / "share" / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        target.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ICONS / f"lantern-{size}.png", target / "lantern.png")
    return appdir


APPIMAGE_ZSTD_LEVEL = 15
"""The released image's squashfs compression: 22.9 s on 2 cores, 3.8 % smaller
than level 9's 3.6 s. A throwaway image (the tests') may take less."""


def build_appimage(bundle: Path, dist: Path, version: str,
                   zstd_level: int = APPIMAGE_ZSTD_LEVEL) -> Path:
    work = ROOT / "build" / "appimage"
    work.mkdir(parents=True, exist_ok=True)
    appdir = build_appdir(bundle, work)
    image = work / "image.squashfs"
    image.unlink(missing_ok=True)
    run("mksquashfs", appdir, image, "-root-owned", "-noappend", "-comp", "zstd",
        "-Xcompression-level", str(zstd_level), "-quiet")
    runtime = build_runtime(work)
    out = dist / f"Lantern-{version}-x86_64.AppImage"
    with out.open("wb") as target:
        target.write(runtime.read_bytes())
        with image.open("rb") as source:
            shutil.copyfileobj(source, target, 1 << 20)
        # AppImage type 2 magic in the ELF identification padding.
        target.seek(8)
        target.write(b"AI\x02")
    out.chmod(0o755)
    return out


CONTROL = """Package: lantern
Version: {version}
Architecture: amd64
Maintainer: Lantern developers <lantern@localhost>
Installed-Size: {size_kb}
{system_needs}
Section: utils
Priority: optional
Homepage: https://lantern.invalid
Description: Private, local AI chat and document search
 Lantern runs a GGUF language model on your own machine with llama.cpp:
 chat, LoRA adapters, prompt caching and document search. Nothing leaves
 the machine. Ships a small default chat model and embedding model.
"""

MAINTAINER_SCRIPT = """#!/bin/sh
# Menus and icon caches notice the change. User data (conversations, settings,
# caches in each user's home) is never touched, on upgrade or on removal.
# DPKG_ROOT is set when dpkg installs into another root (dpkg --root).
set -e
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$DPKG_ROOT/usr/share/applications" || true
fi
# Only a theme that exists has a cache to refresh (creating one would leave
# a file behind that no package owns).
if [ -f "$DPKG_ROOT/usr/share/icons/hicolor/index.theme" ] &&
   command -v gtk-update-icon-cache >/dev/null 2>&1; then
    gtk-update-icon-cache -q -t "$DPKG_ROOT/usr/share/icons/hicolor" || true
fi
"""


def build_deb(bundle: Path, dist: Path, version: str) -> Path:
    root = ROOT / "build" / "deb" / "root"
    shutil.rmtree(root.parent, ignore_errors=True)
    _copy_tree(bundle, root / "opt" / "lantern")
    (root / "usr" / "bin").mkdir(parents=True)
    os.symlink("/opt/lantern/lantern", root / "usr" / "bin" / "lantern")
    apps = root / "usr" / "share" / "applications"
    apps.mkdir(parents=True)
    shutil.copy2(DESKTOP, apps / "lantern.desktop")
    for size in ICON_SIZES:
        target = root / "usr" / "share" / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        target.mkdir(parents=True)
        shutil.copy2(ICONS / f"lantern-{size}.png", target / "lantern.png")
    _write_control(root, version, system_needs(bundle).control_fields())
    out = dist / f"lantern_{version}_amd64.deb"
    # zstd, as Ubuntu and Debian 12 build theirs: the models inside barely
    # compress, and on 2 cores zstd -3 took 1.4 s where gzip -6 took 21 s, for a
    # 3 % smaller package (dpkg reads zstd since 1.21.18, Debian 12, Ubuntu 22.04).
    run("dpkg-deb", "--root-owner-group", "-Zzstd", "-z3", "--build", root, out)
    return out


def _write_control(root: Path, version: str, needs: str) -> None:
    debian = root / "DEBIAN"
    debian.mkdir()
    size_kb = sum(f.stat().st_size for f in root.rglob("*") if f.is_file()) // 1024
    (debian / "control").write_text(CONTROL.format(version=version, size_kb=size_kb,
                                                   system_needs=needs))
    for name in ("postinst", "postrm"):
        (debian / name).write_text(MAINTAINER_SCRIPT)
        (debian / name).chmod(0o755)
