"""Which devices llama.cpp can run a model on, and where a loaded one runs.

The build loads its GPU backends at run time (GGML_BACKEND_DL,
scripts/llama_build.py): `native.llama_cpp()` loads every backend library
beside llama.cpp's own, and a backend whose system library is missing (no
Vulkan loader) or that finds no device simply registers none. So what a
machine has is asked of ggml's backend registry, through ctypes on libggml
(it exports the registry; the device calls live in libggml-base, which
libggml links, so one handle finds them all).

A CPU-type Vulkan device (Mesa's lavapipe, SwiftShader) is no GPU: llama.cpp's
Vulkan backend skips it unless GGML_VK_VISIBLE_DEVICES names it, and then
reports it as a GPU. That rule is llama.cpp's own; this module reports what
the backend registered.
"""

from __future__ import annotations

import ctypes
import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.engine.errors import EngineError
from app.said import QT_TRANSLATE_NOOP, Said

log = logging.getLogger("lantern.devices")

# enum ggml_backend_dev_type (ggml-backend.h)
BACKEND_NAMES = {"vulkan": "Vulkan", "cuda": "CUDA", "hip": "ROCm", "sycl": "SYCL",
                 "metal": "Metal"}
KINDS = ("cpu", "gpu", "igpu", "accel", "meta")
GPU_KINDS = ("gpu", "igpu")


@dataclass(frozen=True)
class Device:
    name: str
    """ggml's name: "Vulkan0", "CUDA0", "CPU"."""
    description: str
    """What the driver calls it: "NVIDIA GeForce RTX 4070", "llvmpipe (LLVM 15.0.6, 256 bits)"."""
    kind: str
    """One of KINDS."""
    backend: str
    """The backend that registered it: "Vulkan", "CUDA", "CPU"."""
    memory_free: int
    memory_total: int

    @property
    def is_gpu(self) -> bool:
        return self.kind in GPU_KINDS


@dataclass(frozen=True)
class Devices:
    backends: tuple[str, ...]
    """The backends llama.cpp loaded ("CPU", "Vulkan", ...)."""
    devices: tuple[Device, ...]

    @property
    def gpus(self) -> tuple[Device, ...]:
        return tuple(d for d in self.devices if d.is_gpu)

    @property
    def vram_free(self) -> int | None:
        """Free memory of the GPUs llama.cpp splits layers over; None without one."""
        gpus = self.gpus
        return sum(d.memory_free for d in gpus) if gpus else None

    def label(self) -> str:
        """The GPU a model would use ("Vulkan: NVIDIA ...") or why none."""
        gpus = self.gpus
        if not gpus:
            return str(no_gpu())
        return "; ".join(f"{d.backend}: {d.description}" for d in gpus)


CPU_ONLY = Devices(("CPU",), ())
"""What a machine without llama.cpp (or without any GPU backend) has."""


def no_gpu() -> Said:
    return QT_TRANSLATE_NOOP("Engine", "CPU only: no GPU found")


@dataclass(frozen=True)
class DeviceUse:
    """Where a loaded model runs: how many of its layers are on which GPU."""

    backend: str = ""
    """"Vulkan", "CUDA", ...; "" when every layer is on the CPU."""
    device: str = ""
    layers: int = 0
    """Layers on the GPU, counted as llama.cpp does (the output layer is one)."""
    total: int = 0
    why_cpu: str = ""
    """Why no layer is on a GPU, when none is (a Said: the window translates it)."""

    def summary(self) -> Said:
        if self.layers > 0:
            return QT_TRANSLATE_NOOP("Engine", "{backend}: {device}, {layers} of {total} "
                                     "layers").format(backend=self.backend, device=self.device,
                                                      layers=self.layers, total=self.total)
        if not self.why_cpu:
            return no_gpu()
        return QT_TRANSLATE_NOOP("Engine", "CPU only: {why}").format(why=self.why_cpu)


def offloaded_layers(requested: int, n_layer: int) -> int:
    """How many layers llama.cpp puts on the GPU for `requested` (-1: all),
    counting the output layer as it does ("offloaded 31/31 layers")."""
    return n_layer + 1 if requested < 0 else min(requested, n_layer + 1)


def use_of(devices: Devices, requested: int, n_layer: int, why_cpu: str = "") -> DeviceUse:
    """Where a model of `n_layer` layers loaded with `requested` GPU layers runs."""
    gpus = devices.gpus
    if not gpus:
        return DeviceUse(total=n_layer + 1, why_cpu=why_cpu)
    if requested == 0 or why_cpu:
        return DeviceUse(total=n_layer + 1, why_cpu=why_cpu or QT_TRANSLATE_NOOP(
            "Engine", "GPU layers set to 0"))
    first = gpus[0]
    return DeviceUse(first.backend, ", ".join(d.description for d in gpus),
                     offloaded_layers(requested, n_layer), n_layer + 1)


# -- the registry, through ctypes ----------------------------------------------

def _functions(lib: ctypes.CDLL) -> dict[str, Any]:
    """Prototypes of our own (llama-cpp-python may set other argtypes on the
    library's cached function objects: these never touch them)."""
    size, ptr, text = ctypes.c_size_t, ctypes.c_void_p, ctypes.c_char_p
    signatures: dict[str, tuple[Any, ...]] = {
        "ggml_backend_reg_count": (size,),
        "ggml_backend_reg_get": (ptr, size),
        "ggml_backend_reg_name": (text, ptr),
        "ggml_backend_dev_count": (size,),
        "ggml_backend_dev_get": (ptr, size),
        "ggml_backend_dev_name": (text, ptr),
        "ggml_backend_dev_description": (text, ptr),
        "ggml_backend_dev_type": (ctypes.c_int, ptr),
        "ggml_backend_dev_backend_reg": (ptr, ptr),
        "ggml_backend_dev_memory": (None, ptr, ctypes.POINTER(size), ctypes.POINTER(size)),
    }
    return {name: ctypes.CFUNCTYPE(*sig)((name, lib)) for name, sig in signatures.items()}


def _text(raw: bytes | None) -> str:
    return (raw or b"").decode("utf-8", errors="replace")


def registry(lib: ctypes.CDLL) -> Devices:
    """The backends and devices ggml has registered, memory as of now."""
    f = _functions(lib)
    backends = tuple(_text(f["ggml_backend_reg_name"](f["ggml_backend_reg_get"](i)))
                     for i in range(f["ggml_backend_reg_count"]()))
    devices = []
    for i in range(f["ggml_backend_dev_count"]()):
        dev = f["ggml_backend_dev_get"](i)
        kind = f["ggml_backend_dev_type"](dev)
        free, total = ctypes.c_size_t(0), ctypes.c_size_t(0)
        f["ggml_backend_dev_memory"](dev, ctypes.byref(free), ctypes.byref(total))
        devices.append(Device(
            _text(f["ggml_backend_dev_name"](dev)), _text(f["ggml_backend_dev_description"](dev)),
            KINDS[kind] if 0 <= kind < len(KINDS) else "other",
            _text(f["ggml_backend_reg_name"](f["ggml_backend_dev_backend_reg"](dev))),
            free.value, total.value))
    return Devices(backends, tuple(devices))


def ggml_library() -> ctypes.CDLL:
    """The libggml whose registry libllama uses (native.linked_ggml: a wheel's
    copies of it each have their own), with the backends loaded."""
    from app.engine.native import linked_ggml, llama_cpp

    package = Path(str(llama_cpp().__file__)).resolve().parent
    library: ctypes.CDLL = linked_ggml(package / "lib")
    return library


def _backend_files(lib: ctypes.CDLL) -> list[tuple[str, Path]]:
    """(name, file) of each GPU backend library installed beside libggml."""
    folder = Path(lib._name).parent
    found = []
    for path in sorted(folder.glob("*ggml-*.*")):
        name = path.name.removeprefix("lib").split(".")[0].removeprefix("ggml-")
        if name not in ("base", "cpu") and not name.startswith("cpu-") and path.suffix in (
                ".so", ".dll", ".dylib"):
            found.append((name, path))
    return found


def missing_backends(devices: Devices, lib: ctypes.CDLL | None = None) -> list[tuple[str, str]]:
    """(backend, why) for each GPU backend installed that llama.cpp could
    not load because a library it needs is missing (no Vulkan loader): what
    dlopen says. A backend that loaded but found no device is not missing."""
    try:
        lib = lib or ggml_library()
    except (ImportError, OSError, AttributeError, EngineError):
        return []
    loaded = {b.lower() for b in devices.backends}
    missing = []
    for name, path in _backend_files(lib):
        if name in loaded:
            continue
        try:
            ctypes.CDLL(str(path))
        except OSError as exc:
            reason = str(exc).removeprefix(f"{path}: ")  # what it lacks, named by dlopen
            missing.append((BACKEND_NAMES.get(name, name), reason))
    return missing


def loaded() -> bool:
    """llama.cpp and its backends are loaded already, so `available()` waits
    for nothing (the window asks only then: an import still running in the
    engine's thread holds native's lock, and the GUI thread must not wait)."""
    from app.engine import native

    return native._module is not None


def available() -> Devices:
    """What this machine's llama.cpp can run on; CPU_ONLY when llama.cpp
    cannot be loaded or predates the backend registry."""
    try:
        return registry(ggml_library())
    except (ImportError, OSError, AttributeError, EngineError) as exc:
        log.debug("no backend registry: %s", exc)
        return CPU_ONLY
