"""How many of a model's layers go on the GPU, and the CPU when the GPU fails.

"Automatic" (n_gpu_layers -1, the default) puts as many layers on the GPU
as its free memory holds with the chosen context's KV cache
(app.models.fit.gpu_layers), the rest on the CPU; an explicit number is
honored; a machine without a GPU gets 0, exactly as a CPU-only build.

A GPU backend can still fail while the model loads (out of device memory,
a driver error): the model is then loaded again on the CPU, and the engine
carries one notice saying so, instead of failing.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from app import interrupt
from app.engine.devices import Devices, DeviceUse, available, missing_backends, use_of
from app.engine.errors import EngineError
from app.said import QT_TRANSLATE_NOOP, Said

log = logging.getLogger("lantern.engine")

T = TypeVar("T")


AutoLayers = Callable[[int], int]
"""Free GPU memory -> the layers that fit there (app.models.fit.auto_gpu_layers)."""


@dataclass(frozen=True)
class Placement:
    layers: int
    """n_gpu_layers for llama.cpp (-1: all)."""
    devices: Devices
    why_cpu: str = ""
    """A sentence (app.said.Said: the window translates it)."""
    notice: Said | None = None
    """A GPU backend that is installed but could not be loaded: said once."""


def placement(requested: int, auto: AutoLayers | None = None) -> Placement:
    """The layers to ask llama.cpp for: `requested` when >= 0 and a GPU is
    there; -1: `auto(free GPU memory)` (every layer without `auto`); 0
    without a GPU."""
    devices = available()
    if not devices.gpus:
        return _cpu_only(devices)
    if requested >= 0 or auto is None:
        return Placement(requested, devices)
    layers = auto(devices.vram_free or 0)
    why = "" if layers else QT_TRANSLATE_NOOP(
        "Engine", "the model does not fit in the GPU's free memory")
    return Placement(layers, devices, why)


def _cpu_only(devices: Devices) -> Placement:
    """No GPU: and if a GPU backend is installed but could not be loaded (no
    Vulkan loader, say), why, and the one notice that says what to install."""
    missing = missing_backends(devices)
    if not missing:
        return Placement(0, devices)
    name, reason = missing[0]
    why = QT_TRANSLATE_NOOP("Engine", "no GPU found (the {backend} backend could not be "
                            "loaded: {reason})").format(backend=name, reason=reason)
    notice = (QT_TRANSLATE_NOOP(
        "Engine", "The Vulkan backend could not be loaded ({reason}), so the model runs on the "
        "CPU. To use a GPU, install the Vulkan loader (Debian and Ubuntu: libvulkan1) and the "
        "GPU's driver.") if name == "Vulkan" else QT_TRANSLATE_NOOP(
        "Engine", "The {backend} backend could not be loaded ({reason}), so the model runs on "
        "the CPU. To use a GPU, install the GPU's driver.")).format(backend=name, reason=reason)
    return Placement(0, devices, why, notice)


def load_placed(load: Callable[[int], T], n_layer: Callable[[T], int],
                place: Placement) -> tuple[T, DeviceUse, Said | None]:
    """`load(n_gpu_layers)`, and where the model runs; when a load with GPU
    layers fails, the same load on the CPU and the one notice that says so."""
    if place.layers == 0:
        loaded = load(0)
        return loaded, use_of(place.devices, 0, n_layer(loaded), place.why_cpu), place.notice
    try:
        loaded = load(place.layers)
    except EngineError as exc:
        if interrupt.requested():
            raise  # Ctrl+C stopped the load: nothing to fall back to
        backend = place.devices.gpus[0].backend
        log.warning("%s could not load the model; loading it on the CPU: %s", backend, exc)
        loaded = load(0)
        notice = QT_TRANSLATE_NOOP(
            "Engine", "The {backend} backend could not load the model ({reason}); it runs on "
            "the CPU instead, more slowly. Lower the GPU layers in the Models page, or set "
            "them to 0 to silence this.").format(backend=backend, reason=_first_sentence(exc))
        why = QT_TRANSLATE_NOOP("Engine", "the {backend} backend failed").format(
            backend=backend)
        return loaded, use_of(place.devices, 0, n_layer(loaded), why), notice
    return loaded, use_of(place.devices, place.layers, n_layer(loaded)), None


def _first_sentence(exc: EngineError) -> str:
    """What failed, without the advice meant for a CPU load ("the file may be
    damaged"): the GPU's failure is not the file's."""
    return str(exc).split(". ")[0].rstrip(".")
