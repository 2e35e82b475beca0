"""llama.cpp's own binaries, built from the source llama-cpp-python vendors.

    .venv/bin/python bench/llama_cpp_tools.py build     # once, about 10 minutes on 2 cores

`llama-bench`, `llama-server` and `llama-batched-bench` are compiled from
the llama.cpp inside the llama-cpp-python sdist of the version Lantern
pins, with the same GGML flags as scripts/dev.py (so the peer runs exactly
the kernels Lantern runs), into a folder outside the repository keyed by
version and flags, like the wheelhouse: a fresh clone on this machine
reuses it, a new machine builds it. Benches call `find()`, which never
builds: without the binaries they say so in one line and go on.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scripts.dev import LLAMA_CMAKE_ARGS, LLAMA_VERSION

TOOLS = ("llama-bench", "llama-server", "llama-batched-bench")
# LLAVA_BUILD is llama-cpp-python's own switch, not llama.cpp's.
GGML_FLAGS = [f for f in LLAMA_CMAKE_ARGS.split() if not f.startswith("-DLLAVA_BUILD")]
EXTRA_FLAGS = ["-DCMAKE_BUILD_TYPE=Release", "-DBUILD_SHARED_LIBS=OFF",
               "-DLLAMA_BUILD_TESTS=OFF", "-DLLAMA_BUILD_EXAMPLES=OFF",
               "-DLLAMA_USE_PREBUILT_UI=OFF", "-DLLAMA_BUILD_UI=OFF", "-DLLAMA_OPENSSL=OFF"]
MISSING = ("llama.cpp's own binaries are not built, so they are left out; build them once "
           "with `.venv/bin/python bench/llama_cpp_tools.py build` (about 10 minutes)")


def cache_root() -> Path:
    return Path(os.environ.get("LANTERN_WHEELHOUSE", Path.home() / ".cache" / "lantern-build"))


def bin_dir() -> Path:
    key = hashlib.sha256(f"{LLAMA_VERSION} {' '.join(GGML_FLAGS)}".encode()).hexdigest()[:12]
    return cache_root() / f"llama.cpp-{LLAMA_VERSION}-{key}" / "bin"


def find() -> dict[str, Path] | None:
    """The three binaries, or None when they have not been built here."""
    found = {name: bin_dir() / name for name in TOOLS}
    return found if all(p.is_file() for p in found.values()) else None


def vendored_source() -> Path:
    """vendor/llama.cpp of the pinned sdist, downloaded and unpacked once."""
    src = cache_root() / "src"
    tree = src / f"llama_cpp_python-{LLAMA_VERSION}" / "vendor" / "llama.cpp"
    if tree.is_dir():
        return tree
    src.mkdir(parents=True, exist_ok=True)
    archive = src / f"llama_cpp_python-{LLAMA_VERSION}.tar.gz"
    if not archive.is_file():
        subprocess.run([sys.executable, "-m", "pip", "download",
                        f"llama-cpp-python=={LLAMA_VERSION}", "--no-deps", "--no-binary",
                        ":all:", "-d", str(src)], check=True)
    with tarfile.open(archive) as tar:
        tar.extractall(src, filter="data")
    return tree


def build() -> dict[str, Path]:
    """Configure and compile the three tools (niced: the machine is shared)."""
    if (found := find()) is not None:
        return found
    source, target = vendored_source(), bin_dir()
    work = target.parent / "build"
    nice = ["nice", "-n", "19"] if shutil.which("nice") else []
    generator = ["-G", "Ninja"] if shutil.which("ninja") else []
    subprocess.run([*nice, "cmake", "-S", str(source), "-B", str(work), *generator,
                    *GGML_FLAGS, *EXTRA_FLAGS], check=True)
    jobs = os.environ.get("CMAKE_BUILD_PARALLEL_LEVEL", str(os.cpu_count() or 2))
    subprocess.run([*nice, "cmake", "--build", str(work), "-j", jobs, "--target", *TOOLS],
                   check=True)
    target.mkdir(parents=True, exist_ok=True)
    for name in TOOLS:
        shutil.copy2(work / "bin" / name, target / name)
    found = find()
    assert found is not None
    return found


if __name__ == "__main__":
    if sys.argv[1:] != ["build"]:
        sys.exit(__doc__)
    for name, path in build().items():
        print(f"{name}: {path}")
