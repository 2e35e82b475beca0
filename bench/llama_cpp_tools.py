"""llama.cpp's own binaries, built from the source llama-cpp-python vendors.

    .venv/bin/python bench/llama_cpp_tools.py build     # once, about 10 minutes on 2 cores
    LANTERN_GPU_BACKENDS=cuda .venv/bin/python bench/llama_cpp_tools.py build

`llama-bench`, `llama-server` and `llama-batched-bench` are compiled from
the llama.cpp inside the llama-cpp-python sdist of the version Lantern
pins, with the same GGML flags and GPU backends as Lantern's own build
(scripts/llama_build.py: LANTERN_GPU_BACKENDS chooses them, as for the
wheel), so the peer runs exactly the kernels Lantern runs. The tools are
static, so their backends are built in rather than loaded at run time
(GGML_BACKEND_DL needs shared libraries); the kernels are the same. They go
into a folder outside the repository keyed by version, flags and backends,
like the wheelhouse: a fresh clone on this machine reuses it, a new machine
builds it. Benches call `find()`, which never builds: without the binaries
they say so in one line and go on.
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

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))

import llama_build

LLAMA_VERSION = llama_build.LLAMA_VERSION
TOOLS = ("llama-bench", "llama-server", "llama-batched-bench")
EXTRA_FLAGS = ["-DCMAKE_BUILD_TYPE=Release", "-DBUILD_SHARED_LIBS=OFF",
               "-DLLAMA_BUILD_TESTS=OFF", "-DLLAMA_BUILD_EXAMPLES=OFF",
               "-DLLAMA_USE_PREBUILT_UI=OFF", "-DLLAMA_BUILD_UI=OFF", "-DLLAMA_OPENSSL=OFF"]
MISSING = ("llama.cpp's own binaries are not built, so they are left out; build them once "
           "with `.venv/bin/python bench/llama_cpp_tools.py build` (about 10 minutes)")


def cache_root() -> Path:
    return llama_build.cache_root()


def ggml_flags(backends: tuple[str, ...]) -> list[str]:
    """Lantern's flags for these backends, built in (static tools load none)."""
    return [f for f in llama_build.flags(backends) if f != "-DGGML_BACKEND_DL=ON"]


def bin_dir(backends: tuple[str, ...] | None = None) -> Path:
    chosen = llama_build.chosen_backends() if backends is None else backends
    flags = " ".join(ggml_flags(chosen))
    key = hashlib.sha256(f"{LLAMA_VERSION} {flags}".encode()).hexdigest()[:12]
    return cache_root() / f"llama.cpp-{LLAMA_VERSION}-{key}" / "bin"


def find(backends: tuple[str, ...] | None = None) -> dict[str, Path] | None:
    """The three binaries for these backends (None: the ones Lantern's build
    chooses here), or None when they have not been built here."""
    found = {name: bin_dir(backends) / name for name in TOOLS}
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


def build(backends: tuple[str, ...] | None = None) -> dict[str, Path]:
    """Configure and compile the three tools (niced: the machine is shared)
    with these GPU backends (None: the ones Lantern's build chooses here; a
    backend whose tools are missing is dropped, saying so, as for the wheel)."""
    wanted = llama_build.chosen_backends() if backends is None else backends
    kept, args, env = llama_build.build_environment(wanted)
    if (found := find(kept)) is not None:
        return found
    source, target = vendored_source(), bin_dir(kept)
    work = target.parent / "build"
    nice = ["nice", "-n", "19"] if shutil.which("nice") else []
    generator = ["-G", "Ninja"] if shutil.which("ninja") else []
    flags = [f for f in args if f != "-DGGML_BACKEND_DL=ON"]
    subprocess.run([*nice, "cmake", "-S", str(source), "-B", str(work), *generator,
                    *flags, *EXTRA_FLAGS], check=True, env=env)
    jobs = os.environ.get("CMAKE_BUILD_PARALLEL_LEVEL", str(os.cpu_count() or 2))
    subprocess.run([*nice, "cmake", "--build", str(work), "-j", jobs, "--target", *TOOLS],
                   check=True, env=env)
    target.mkdir(parents=True, exist_ok=True)
    for name in TOOLS:
        shutil.copy2(work / "bin" / name, target / name)
    found = find(kept)
    assert found is not None
    return found


if __name__ == "__main__":
    if sys.argv[1:] != ["build"]:
        sys.exit(__doc__)
    for name, path in build().items():
        print(f"{name}: {path}")
