"""How llama.cpp is compiled for Lantern: which backends, with which flags.

One definition, used by scripts/dev.py (the llama-cpp-python wheel), by the
installers, and by bench/llama_cpp_tools.py (llama.cpp's own binaries, so the
peer runs the same kernels).

What is built when (measured on a 2-core x86-64 machine, docs/gpu.md):
- always: the CPU backend with a portable AVX2 baseline (no -march=native:
  it enables AMX kernels that die with SIGILL on these VMs and would break
  other users' CPUs), and llama.cpp's multimodal library (mtmd) for images;
- Linux and Windows: the Vulkan backend too (NVIDIA, AMD and Intel GPUs),
  as a backend *loaded at run time* (GGML_BACKEND_DL): without a GPU or
  without the Vulkan loader the same install runs on the CPU;
- macOS: llama.cpp's Metal default;
- CUDA only when asked: `LANTERN_GPU_BACKENDS=cuda` (or `vulkan,cuda`), as
  its kernels take far longer to compile; it needs `nvcc` on PATH.
`LANTERN_GPU_BACKENDS=none` builds the CPU-only wheel.

The backends are part of the wheelhouse key, so changing them rebuilds.
"""

from __future__ import annotations

import os
import platform
import shutil
import subprocess
import sys
from pathlib import Path

LLAMA_VERSION = "0.3.36"
X86_64 = platform.machine().lower() in {"x86_64", "amd64"}
CPU_FLAGS = ("-DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON "
             "-DGGML_F16C=ON -DGGML_BMI2=ON").split() if X86_64 else ["-DGGML_NATIVE=OFF"]
KNOWN_BACKENDS = ("vulkan", "cuda")
# Debian 12's Vulkan headers (1.3.239) lack vk::LayerSettingEXT, which
# llama.cpp's Vulkan backend uses; the next release's headers are fetched
# (never installed system-wide) into the build cache. glslc, the shader
# compiler, is Debian 12's own package.
VULKAN_HEADER_PACKAGES = ("libvulkan-dev", "spirv-headers")
VULKAN_HEADERS_SUITE = "trixie"
VULKAN_SYSTEM_PACKAGES = ("glslc", "libvulkan1")


def cache_root() -> Path:
    return Path(os.environ.get("LANTERN_WHEELHOUSE", Path.home() / ".cache" / "lantern-build"))


def chosen_backends() -> tuple[str, ...]:
    """The GPU backends this machine's install builds."""
    asked = os.environ.get("LANTERN_GPU_BACKENDS")
    if asked is not None:
        names = tuple(n.strip().lower() for n in asked.split(",") if n.strip())
        unknown = [n for n in names if n not in (*KNOWN_BACKENDS, "none")]
        if unknown:
            raise SystemExit(f"LANTERN_GPU_BACKENDS: unknown backend {unknown[0]!r}; "
                             f"choose from {', '.join(KNOWN_BACKENDS)} or none")
        return tuple(n for n in names if n != "none")
    if sys.platform == "darwin":
        return ()  # Metal is llama.cpp's default there
    return ("vulkan",)


def flags(backends: tuple[str, ...]) -> list[str]:
    """The CMake flags that decide what is built (no machine paths: they key
    the wheelhouse)."""
    out = list(CPU_FLAGS)
    if backends:
        out.append("-DGGML_BACKEND_DL=ON")
    out += [f"-DGGML_{name.upper()}=ON" for name in backends]
    return out


def vulkan_headers() -> Path | None:
    """An include folder with Vulkan headers new enough, fetched once; None
    (and a line saying why) when this machine cannot get them."""
    system = Path("/usr/include/vulkan/vulkan_structs.hpp")
    if system.is_file() and "LayerSettingEXT" in system.read_text(errors="replace"):
        return Path("/usr/include")
    folder = cache_root() / "vulkan-headers" / VULKAN_HEADERS_SUITE
    include = folder / "root" / "usr" / "include"
    if (include / "vulkan" / "vulkan.hpp").is_file():
        return include
    if shutil.which("apt-get") is None or shutil.which("dpkg") is None:
        print("Vulkan headers 1.4 not found and no apt-get to fetch them: building "
              "without the Vulkan backend (set LANTERN_GPU_BACKENDS=none to silence this).")
        return None
    return _fetch_debian_headers(folder)


def _fetch_debian_headers(folder: Path) -> Path | None:
    sources = folder / "etc"
    for sub in ("lists/partial", "archives/partial"):
        (folder / sub).mkdir(parents=True, exist_ok=True)
    sources.mkdir(parents=True, exist_ok=True)
    (sources / f"{VULKAN_HEADERS_SUITE}.sources").write_text(
        f"Types: deb\nURIs: http://deb.debian.org/debian\nSuites: {VULKAN_HEADERS_SUITE}\n"
        "Components: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n")
    apt = ["apt-get", "-qq", "-o", "Dir::Etc::sourcelist=/dev/null",
           "-o", f"Dir::Etc::sourceparts={sources}", "-o", f"Dir::State::Lists={folder / 'lists'}",
           "-o", f"Dir::Cache={folder}"]
    try:
        subprocess.run([*apt, "update"], check=True)
        subprocess.run([*apt, "download", *VULKAN_HEADER_PACKAGES], check=True, cwd=folder)
        for deb in folder.glob("*.deb"):
            subprocess.run(["dpkg", "-x", str(deb), str(folder / "root")], check=True)
    except (subprocess.CalledProcessError, OSError) as exc:
        print(f"Could not fetch Vulkan headers ({exc}): building without the Vulkan backend.")
        return None
    return folder / "root" / "usr" / "include"


def build_environment(backends: tuple[str, ...]
                      ) -> tuple[tuple[str, ...], list[str], dict[str, str]]:
    """(backends that can really be built here, CMake args with machine paths,
    environment): a backend whose tools are missing is dropped, saying so."""
    env = dict(os.environ)
    args = list(CPU_FLAGS)
    kept: list[str] = []
    for name in backends:
        if name == "vulkan":
            include = vulkan_headers()
            glslc = shutil.which("glslc")
            loader = _vulkan_loader()
            if include is None or glslc is None or loader is None:
                if include is not None:
                    print("glslc or the Vulkan loader is missing (Debian: apt-get install "
                          f"{' '.join(VULKAN_SYSTEM_PACKAGES)}): building without Vulkan.")
                continue
            args += [f"-DVulkan_INCLUDE_DIR={include}", f"-DVulkan_LIBRARY={loader}",
                     f"-DVulkan_GLSLC_EXECUTABLE={glslc}",
                     f"-DSPIRV-Headers_DIR={include.parent / 'share' / 'cmake' / 'SPIRV-Headers'}"]
            env["CPATH"] = os.pathsep.join(filter(None, [str(include), env.get("CPATH")]))
        elif name == "cuda" and shutil.which("nvcc") is None:
            print("CUDA asked for, but nvcc is not on PATH: building without CUDA.")
            continue
        kept.append(name)
    return tuple(kept), args + flags(tuple(kept))[len(CPU_FLAGS):], env


def _vulkan_loader() -> str | None:
    for folder in ("/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64",
                   "/usr/lib"):
        for name in ("libvulkan.so", "libvulkan.so.1"):
            if (Path(folder) / name).exists():
                return str(Path(folder) / name)
    return None
