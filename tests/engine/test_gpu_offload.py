"""How many layers go on the GPU, what the fit says, and the CPU fallback,
on the bundled model's real shape (no GPU needed: the arithmetic and the
fallback's rules; tests/engine/test_gpu_vulkan.py runs them on a device)."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.engine.devices import CPU_ONLY, Device, Devices, available, offloaded_layers, use_of
from app.engine.errors import EngineError, ModelLoadError
from app.engine.offload import Placement, load_placed, placement
from app.models.fit import (
    FITS,
    Machine,
    compute_bytes,
    estimate,
    gpu_layers,
    kv_cache_bytes,
    planned_use,
)
from app.models.gguf_header import ModelShape, read_shape

GIB = 1 << 30
GPU = Device("Vulkan0", "Test GPU", "gpu", "Vulkan", 8 * GIB, 8 * GIB)
ONE_GPU = Devices(("CPU", "Vulkan"), (GPU,))


@pytest.fixture(scope="module")
def shape(model_path: Path) -> ModelShape:
    return read_shape(model_path)


def needs(shape: ModelShape, n_ctx: int) -> int:
    return shape.file_size + kv_cache_bytes(shape, n_ctx) + compute_bytes(shape, n_ctx)


def test_automatic_layers_are_all_when_the_model_fits_and_none_without_room(
        shape: ModelShape) -> None:
    total = shape.layers + 1
    assert gpu_layers(shape, 4096, needs(shape, 4096) * 2) == total
    assert gpu_layers(shape, 4096, 0) == 0
    some = gpu_layers(shape, 4096, needs(shape, 4096) // 2)
    assert 0 < some < total
    # more context, more KV cache per layer: fewer layers in the same memory
    assert gpu_layers(shape, 8192, needs(shape, 4096) // 2) < some


def test_the_fit_of_automatic_layers_is_judged_on_the_memory_they_use(
        shape: ModelShape) -> None:
    roomy = Machine(16 * GIB, 32 * GIB, True, needs(shape, 4096) * 2, ONE_GPU)
    fit = estimate(shape, 4096, roomy)
    assert (fit.where, fit.verdict, fit.gpu_layers, fit.layers) == (
        "VRAM", FITS, shape.layers + 1, shape.layers + 1)
    assert f"{fit.gpu_layers} of {fit.layers} layers on the GPU" in fit.summary()
    assert str(planned_use(fit, roomy).summary()) == (
        f"Vulkan: Test GPU, {fit.layers} of {fit.layers} layers")
    partly = Machine(16 * GIB, 32 * GIB, True, needs(shape, 4096) // 2, ONE_GPU)
    part = estimate(shape, 4096, partly)
    assert part.where == "RAM" and 0 < part.gpu_layers < part.layers  # the rest is on the CPU
    cpu = Machine(16 * GIB, 32 * GIB)
    assert estimate(shape, 4096, cpu).gpu_layers == 0
    assert str(planned_use(estimate(shape, 4096, cpu), cpu).summary()) == (
        "CPU only: no GPU found")
    zero = estimate(shape, 4096, roomy, n_gpu_layers=0)
    assert str(planned_use(zero, roomy, 0).summary()) == "CPU only: GPU layers set to 0"


def test_layers_are_counted_as_llama_cpp_counts_them() -> None:
    # llama.cpp: "offloaded min(n_gpu_layers, n_layer + 1)/(n_layer + 1) layers to GPU"
    assert offloaded_layers(-1, 30) == 31
    assert offloaded_layers(10, 30) == 10
    assert offloaded_layers(999, 30) == 31
    assert use_of(ONE_GPU, -1, 30).summary() == "Vulkan: Test GPU, 31 of 31 layers"
    assert use_of(CPU_ONLY, -1, 30).summary() == "CPU only: no GPU found"


def test_this_machine_without_a_named_device_has_no_gpu() -> None:
    """The test process names no Vulkan device (GGML_VK_VISIBLE_DEVICES), so a
    machine without a GPU (these) registers the CPU only, and the engine
    loads no layer on a GPU: exactly the CPU build's behaviour."""
    found = available()
    if found.gpus:
        pytest.skip(f"this machine has a GPU: {found.label()}")
    assert "CPU" in found.backends and any(d.kind == "cpu" for d in found.devices)
    assert placement(-1).layers == 0 and placement(12).layers == 0


class Loads:
    """A load that a GPU refuses: what llama.cpp's failing load raises."""

    def __init__(self) -> None:
        self.asked: list[int] = []

    def __call__(self, layers: int) -> str:
        self.asked.append(layers)
        if layers:
            raise ModelLoadError("Could not load model.gguf: unable to allocate Vulkan0 buffer")
        return "model on the CPU"


def test_a_load_the_gpu_refuses_is_done_again_on_the_cpu_with_one_notice() -> None:
    loads = Loads()
    loaded, use, notice = load_placed(loads, lambda _m: 30, Placement(-1, ONE_GPU))
    assert loaded == "model on the CPU" and loads.asked == [-1, 0]
    assert str(use.summary()) == "CPU only: the Vulkan backend failed"
    assert notice is not None and "unable to allocate Vulkan0 buffer" in notice
    assert notice.startswith("The Vulkan backend could not load the model")


def test_a_model_the_cpu_cannot_load_either_fails_with_the_cpus_reason() -> None:
    def broken(layers: int) -> str:
        raise ModelLoadError(f"Could not load model.gguf: damaged ({layers} layers)")

    with pytest.raises(EngineError, match=r"damaged \(0 layers\)"):
        load_placed(broken, lambda _m: 30, Placement(-1, ONE_GPU))


def test_without_a_gpu_the_model_loads_once_with_no_layer_there() -> None:
    loads = Loads()
    _loaded, use, notice = load_placed(loads, lambda _m: 30, Placement(0, CPU_ONLY))
    assert loads.asked == [0] and notice is None and use.layers == 0
    assert use.summary() == "CPU only: no GPU found"


def test_a_vision_models_projector_takes_gpu_memory_too(
        shape: ModelShape, model_path: Path, tmp_path: Path) -> None:
    from app.engine.llama import EngineConfig
    from app.models.fit import auto_gpu_layers

    projector = tmp_path / "mmproj-test.gguf"
    projector.write_bytes(bytes(shape.file_size))  # as large as the model itself
    vram = needs(shape, 4096) // 2
    alone = auto_gpu_layers(EngineConfig(model_path=model_path))(vram)
    paired = auto_gpu_layers(EngineConfig(model_path=model_path, projector_path=projector))(vram)
    assert 0 < paired < alone


def test_a_load_stopped_by_ctrl_c_is_not_done_again_on_the_cpu(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from app import interrupt

    monkeypatch.setattr(interrupt, "requested", lambda: True)  # as after Ctrl+C
    loads = Loads()
    with pytest.raises(EngineError):
        load_placed(loads, lambda _m: 30, Placement(-1, ONE_GPU))
    assert loads.asked == [-1]
