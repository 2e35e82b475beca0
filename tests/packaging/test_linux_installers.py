"""The frozen bundle, AppImage and .deb, built and run as a user would.

Slow (minutes): marked `installers`, run by CI through the README's test
command; `python3 scripts/dev.py test -m "not installers"` leaves them out.
Every run happens with a scrubbed environment, a fresh HOME and no project
virtualenv on PATH, so only what the bundle carries can be used.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from app import __version__
from app.engine.model_files import DEFAULT_CHAT_MODEL_FILE
from tests.xvfb import run_window

ROOT = Path(__file__).resolve().parents[2]
pytestmark = [pytest.mark.installers, pytest.mark.skipif(
    sys.platform != "linux", reason="Linux installers are built on Linux")]
TOOLS = {"mksquashfs": "squashfs-tools", "dpkg-deb": "dpkg-dev", "gcc": "gcc"}


def clean_run(command: list[str | Path], home: Path, timeout: int = 300
              ) -> subprocess.CompletedProcess[str]:
    env = {"HOME": str(home), "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8",
           "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run([str(c) for c in command], env=env, capture_output=True,
                          text=True, timeout=timeout, check=False)


def build(target: str, *options: str) -> Path:
    for tool, package in TOOLS.items():
        if shutil.which(tool) is None:
            pytest.skip(f"{tool} is missing: install the Debian package {package}")
    if not Path("/usr/include/squashfuse/squashfuse.h").exists():
        pytest.skip("libsquashfuse-dev is missing")
    result = subprocess.run([sys.executable, str(ROOT / "packaging" / "build.py"), target,
                             *options],
                            capture_output=True, text=True, timeout=1800, check=False)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    return Path(result.stdout.strip().splitlines()[-1])


@pytest.fixture(scope="module")
def bundle() -> Path:
    return build("bundle")


def system_copies_of_bundled_libraries(bundle: Path) -> list[Path]:
    """The system's files for each library the bundle carries itself."""
    found = []
    for lib in (bundle / "_internal").glob("lib*.so*"):
        for folder in (Path("/usr/lib/x86_64-linux-gnu"), Path("/lib/x86_64-linux-gnu")):
            if (folder / lib.name).exists():
                found.append((folder / lib.name).resolve())
                break
    return sorted(set(found))


def hiding(files: list[Path], command: list[str | Path]) -> list[str | Path]:
    """`command` in a mount namespace where these files read as empty, as on a
    desktop that never installed them (root and unshare needed)."""
    script = 'for f in "$@"; do mount --bind /dev/null "$f"; done; exec '
    script += " ".join(f"'{c}'" for c in command)
    return ["unshare", "--mount", "sh", "-c", script, "sh", *files]


def can_hide() -> bool:
    return os.geteuid() == 0 and shutil.which("unshare") is not None and subprocess.run(
        ["unshare", "--mount", "mount", "--bind", "/dev/null", "/dev/null"],
        capture_output=True, check=False).returncode == 0


def assert_window_opens(command: list[str | Path], home: Path, shot: Path) -> None:
    """The real window (xcb on Xvfb), photographed, then quit with Ctrl+Q."""
    def env_for(display: str) -> dict[str, str]:
        return {"HOME": str(home), "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8",
                "DISPLAY": display}

    seen = run_window([str(c) for c in command], env_for, shot, timeout=180)
    assert seen.returncode == 0, seen.stderr[-3000:]
    assert seen.colours > 50, f"the window looks blank ({seen.colours} colours): {shot}"


def assert_selftest_passes(result: subprocess.CompletedProcess[str]) -> None:
    assert result.returncode == 0, result.stdout + result.stderr
    assert "selftest passed" in result.stdout
    assert "embedding: 384 dimensions" in result.stdout


def test_bundle_runs_selftest_without_python(bundle: Path, tmp_path: Path) -> None:
    assert (bundle / "_internal" / "models" / DEFAULT_CHAT_MODEL_FILE).is_file()
    assert (bundle / "VERSION").read_text().strip() == __version__
    assert not list((bundle / "_internal").rglob("libvulkan.so*")), "the loader is the system's"
    result = clean_run([bundle / "lantern", "selftest"], tmp_path)
    assert_selftest_passes(result)
    assert not (tmp_path / ".cache" / "Lantern" / "models").exists()  # nothing to assemble
    version = clean_run([bundle / "lantern", "--version"], tmp_path)
    assert version.stdout.strip() == f"Lantern {__version__}"


def test_bundle_opens_its_window(bundle: Path, tmp_path: Path) -> None:
    assert_window_opens([bundle / "lantern"], tmp_path / "home", tmp_path / "bundle.png")


def test_appimage_runs_selftest(bundle: Path, tmp_path: Path) -> None:
    # zstd level 3, not the release's 15: the same format and runtime, and
    # ~19 s less of both cores (packaging/packaging_linux.py).
    appimage = build("appimage", "--zstd-level", "3")
    assert appimage.read_bytes()[8:11] == b"AI\x02"
    result = clean_run([appimage, "--appimage-extract-and-run", "selftest"], tmp_path)
    assert_selftest_passes(result)
    # Its window opens on a desktop that lacks the libraries it carries.
    command: list[str | Path] = [appimage, "--appimage-extract-and-run"]
    hidden = system_copies_of_bundled_libraries(bundle)
    if can_hide():
        assert any("libxcb-icccm" in f.name for f in hidden), hidden
        command = hiding(hidden, command)
    assert_window_opens(command, tmp_path / "home", tmp_path / "appimage.png")


def dpkg(root: Path, *args: str | Path) -> subprocess.CompletedProcess[str]:
    # A clean root: an empty dpkg database and nothing else. Dependencies
    # are the host's, hence --force-depends; scripts run without chroot.
    return subprocess.run(["dpkg", f"--root={root}", "--force-depends",
                           "--force-script-chrootless", "--force-not-root",
                           *[str(a) for a in args]],
                          capture_output=True, text=True, timeout=600, check=False)


def clean_root(path: Path) -> Path:
    for folder in ("var/lib/dpkg/info", "var/lib/dpkg/updates", "var/lib/dpkg/triggers"):
        (path / folder).mkdir(parents=True)
    (path / "var/lib/dpkg/status").touch()
    return path


def repack_with_version(deb: Path, version: str, work: Path) -> Path:
    unpacked = work / "unpacked"
    subprocess.run(["dpkg-deb", "-R", deb, unpacked], check=True)
    control = unpacked / "DEBIAN" / "control"
    control.write_text(control.read_text().replace(f"Version: {__version__}",
                                                   f"Version: {version}"))
    out = work / f"lantern_{version}_amd64.deb"
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Znone", "--build", unpacked, out],
                   check=True, capture_output=True)
    return out


def test_deb_installs_upgrades_and_uninstalls_cleanly(bundle: Path, tmp_path: Path) -> None:
    deb = build("deb")
    contents = subprocess.run(["dpkg-deb", "--contents", deb], capture_output=True,
                              text=True, check=True).stdout
    for expected in ("./opt/lantern/lantern", "./usr/bin/lantern -> /opt/lantern/lantern",
                     "./usr/share/applications/lantern.desktop",
                     "./usr/share/icons/hicolor/256x256/apps/lantern.png"):
        assert expected in contents
    depends = subprocess.run(["dpkg-deb", "-f", deb, "Depends"], capture_output=True,
                             text=True, check=True).stdout
    names = [d.strip().split()[0] for d in depends.split(",")]
    assert {"libc6", "libxcb1", "libgl1"} <= set(names), depends
    if list((bundle / "_internal").rglob("libggml-vulkan.so*")):  # the system's loader (issue 41)
        assert "libvulkan1" in names, depends
    # Read from what the bundle links, so every one is a real, installed package.
    known = subprocess.run(["dpkg-query", "-W", "-f", "${Package}\n", *names],
                           capture_output=True, text=True, check=False).stdout.split()
    assert sorted(known) == sorted(names), depends
    root, home = clean_root(tmp_path / "root"), tmp_path / "home"
    installed = dpkg(root, "-i", deb)
    assert installed.returncode == 0, installed.stderr
    binary = root / "opt" / "lantern" / "lantern"
    assert_selftest_passes(clean_run([binary, "selftest"], home))
    assert_window_opens([binary], home, tmp_path / "deb.png")

    saved = clean_run([binary, "chat", "Hello", "--conversation", "new", "--max-tokens", "4",
                       "--ctx", "512"], home)
    assert saved.returncode == 0, saved.stderr
    upgrade = repack_with_version(deb, __version__ + ".1", tmp_path)
    assert dpkg(root, "-i", upgrade).returncode == 0
    history = clean_run([binary, "history"], home)
    assert "Hello" in history.stdout, history.stdout + history.stderr

    removed = dpkg(root, "--purge", "lantern")
    assert removed.returncode == 0, removed.stderr
    left = [p for p in root.rglob("*") if "var/lib/dpkg" not in str(p) and not p.is_dir()]
    assert left == [], f"files left after uninstall: {left[:10]}"
    assert list((home / ".local" / "share" / "Lantern").glob("*.db")), "user data was removed"
