"""Will a model fit this machine? Weights + KV cache + compute buffers,
from the GGUF header (or the catalog before the file is here), against
available RAM, and VRAM where llama.cpp has a GPU backend.

The terms follow what llama.cpp allocates and touches (measured on the
small models at 512-8192 tokens of context, see bench/README.md):
- weights: the file, memory-mapped; a forward pass reads all of it; a vision
  model's projector (app/models/vision.py) is loaded beside it, so its
  file counts with the weights;
- KV cache: layers x context x KV heads x (key + value size) x 2 bytes (f16),
  for every layer, times the sequences decoded together (EngineConfig.
  n_parallel: each has its own stream of the context size); llama.cpp
  rounds the context up to 256. Sliding-window layers now keep only about
  window + 512 cells (no swa_full), so this errs high for Gemma 3;
- compute: the batch's activations, the logits and the runtime itself,
  plus, only without flash attention, the attention scores of one 512-token
  batch against the whole context (one f32 matrix per head). Flash
  attention (the engine's default, "auto", which the CPU backend takes)
  never makes that matrix: measured on SmolLM2 135M, 189 MB at 2048 tokens
  and 238 MB at 4096 against 237 / 322 MB estimated with it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

import psutil

from app.config import PARALLEL_RANGE
from app.models.errors import ModelsError
from app.models.gguf_header import ModelShape
from app.models.space import human
from app.said import QT_TRANSLATE_NOOP

if TYPE_CHECKING:  # the catalog (~2 ms) is not on the model's way to loading
    from app.engine.devices import Devices, DeviceUse
    from app.engine.llama import EngineConfig
    from app.models.catalog import CatalogEntry

N_UBATCH = 512
RUNTIME_BYTES = 24 << 20
ACTIVATION_FLOATS_PER_EMBEDDING = 24
FITS, TIGHT, TOO_BIG = "fits", "tight", "will not fit"
COMFORT = 0.8
"""Above this share of the free memory the system starts to swap under load."""


@dataclass(frozen=True)
class Machine:
    available_ram: int
    total_ram: int
    gpu_backend: bool = False
    """llama.cpp has a GPU it can offload to (app.engine.devices)."""
    vram_free: int | None = None
    devices: Devices | None = None
    """The devices llama.cpp sees (app.engine.devices); None: not asked."""


def this_machine(gpu_backend: bool | None = None) -> Machine:
    """RAM now, and the GPU llama.cpp sees (None: ask it, which loads the
    native library; False: do not ask, say CPU only)."""
    memory = psutil.virtual_memory()
    if gpu_backend is False:
        return Machine(memory.available, memory.total)
    from app.engine.devices import available

    devices = available()
    return Machine(memory.available, memory.total, bool(devices.gpus), devices.vram_free,
                   devices)


def shape_from_catalog(entry: CatalogEntry) -> ModelShape:
    arch = entry.architecture
    return ModelShape(
        architecture="", name=entry.name, layers=arch.layers, heads=arch.heads,
        kv_heads=arch.kv_heads, key_length=arch.head_dim, value_length=arch.head_dim,
        embedding_length=arch.embedding_length, vocab_size=arch.vocab_size,
        context_length=entry.context_length, file_size=entry.download_size,
    )


def with_projector(shape: ModelShape, projector: Path | None) -> ModelShape:
    """The shape of a model and its projector: the projector's file counts
    with the weights (both are in memory while the model is loaded)."""
    if projector is None:
        return shape
    try:
        size = projector.stat().st_size
    except OSError:
        return shape  # the load says the projector is missing
    return replace(shape, file_size=shape.file_size + size)


def read_pair_shape(path: Path) -> ModelShape:
    """The fit's inputs for the installed model or GGUF at `path`, with its projector."""
    from app.models.gguf_header import read_shape
    from app.models.vision import projector_for

    return with_projector(read_shape(path), projector_for(path))


@dataclass(frozen=True)
class Fit:
    n_ctx: int
    weights: int
    kv_cache: int
    compute: int
    available: int
    where: str
    """RAM or VRAM: the memory the verdict is about."""
    verdict: str
    gpu_layers: int = 0
    """Layers on the GPU (llama.cpp's count, the output layer included)."""
    layers: int = 0
    """All the model's layers, counted the same way."""

    @property
    def total(self) -> int:
        return self.weights + self.kv_cache + self.compute

    def summary(self) -> str:
        text = (f"{self.verdict}: needs about {human(self.total)} (model {human(self.weights)}"
                f" + context {human(self.kv_cache)} + buffers {human(self.compute)}) "
                f"for {self.n_ctx} tokens; {human(self.available)} {self.where} available")
        if self.gpu_layers:
            text += f"; {self.gpu_layers} of {self.layers} layers on the GPU"
        return text


def kv_cache_bytes(shape: ModelShape, n_ctx: int) -> int:
    cells = -(-n_ctx // 256) * 256
    return shape.layers * cells * shape.kv_heads * (shape.key_length + shape.value_length) * 2


def compute_bytes(shape: ModelShape, n_ctx: int, flash_attention: bool = True) -> int:
    scores = 0 if flash_attention else N_UBATCH * n_ctx * shape.heads * 4
    activations = N_UBATCH * shape.embedding_length * 4 * ACTIVATION_FLOATS_PER_EMBEDDING
    return scores + activations + shape.vocab_size * 4 * 2 + RUNTIME_BYTES


def gpu_layers(shape: ModelShape, n_ctx: int, vram_free: int, n_parallel: int = 1,
               flash_attention: bool = True) -> int:
    """"Automatic" GPU layers: as many as comfortably fit in `vram_free`,
    each with its share of the weights and of the KV cache, beside the
    compute buffers (which the GPU holds once any layer is there). Counted
    as llama.cpp counts them: the model's layers plus the output layer."""
    total = shape.layers + 1
    per_layer = (shape.file_size + kv_cache_bytes(shape, n_ctx) * max(1, n_parallel)) / total
    room = vram_free * COMFORT - compute_bytes(shape, n_ctx, flash_attention)
    if per_layer <= 0:
        return total
    return max(0, min(total, int(room // per_layer)))


def estimate(shape: ModelShape, n_ctx: int, machine: Machine, n_gpu_layers: int = -1,
             n_parallel: int = 1, flash_attention: bool = True) -> Fit:
    """The fit with `n_gpu_layers` on the GPU (-1: automatic); without a GPU
    (or with 0 layers) everything is in RAM. A model only partly on the GPU
    is judged on the RAM its other layers need."""
    n_ctx = n_ctx or shape.context_length
    weights, kv = shape.file_size, kv_cache_bytes(shape, n_ctx) * max(1, n_parallel)
    compute = compute_bytes(shape, n_ctx, flash_attention)
    total = shape.layers + 1
    vram = machine.vram_free if machine.gpu_backend else None
    layers = 0
    if vram is not None:
        layers = (gpu_layers(shape, n_ctx, vram, n_parallel, flash_attention)
                  if n_gpu_layers < 0 else min(n_gpu_layers, total))
    if layers == total or (layers and n_gpu_layers >= 0):
        need = int(layers / total * (weights + kv)) + compute
        return Fit(n_ctx, weights, kv, compute, vram or 0, "VRAM",
                   _verdict(need, vram or 0), layers, total)
    need = int((1 - layers / total) * (weights + kv)) + compute
    return Fit(n_ctx, weights, kv, compute, machine.available_ram, "RAM",
               _verdict(need, machine.available_ram), layers, total)


def planned_use(fit: Fit, machine: Machine, n_gpu_layers: int = -1) -> DeviceUse:
    """Where a model with this fit would run here ("Vulkan: <GPU>, 31 of 31
    layers", "CPU only: no GPU found"), as the engine will say once loaded."""
    from app.engine.devices import CPU_ONLY, use_of

    devices = machine.devices or CPU_ONLY
    why = ""
    if devices.gpus and not fit.gpu_layers:
        why = ("GPU layers set to 0" if n_gpu_layers == 0 else
               "the model does not fit in the GPU's free memory")
    return use_of(devices, fit.gpu_layers, max(0, fit.layers - 1), why)


def _verdict(need: int, available: int) -> str:
    if need <= available * COMFORT:
        return FITS
    return TIGHT if need <= available else TOO_BIG


def recommended(entries: list[CatalogEntry], machine: Machine,
                n_ctx: int = 4096) -> CatalogEntry | None:
    """The first choice (by recommend_rank) that comfortably fits this machine."""
    ranked = sorted((e for e in entries if e.recommend_rank), key=lambda e: e.recommend_rank or 0)
    for entry in ranked:
        if estimate(shape_from_catalog(entry), n_ctx, machine).verdict == FITS:
            return entry
    return None


AUTO_PARALLEL = PARALLEL_RANGE[1]
""""Parallel answers: auto" decodes up to this many sequences together (the
most the setting allows), as many as the KV budget below lets fit."""
KV_SHARE = 0.25
"""The automatic choice gives the sequences' KV caches at most this share of
the memory the model runs in (RAM, or VRAM when offloaded), on top of the
whole fitting comfortably: a small model's caches are small (SmolLM2 135M:
about 94 MB per 4,096-token sequence), so 8 clients decode at once instead
of queueing, while a 7B model's (512 MB and more each) stay at a few."""


def parallel_sequences(setting: int, shape: ModelShape, n_ctx: int, machine: Machine,
                       n_gpu_layers: int = 0, flash_attention: bool = True) -> int:
    """How many sequences to decode together: `setting` (0 = auto: the most up
    to AUTO_PARALLEL that comfortably fit and whose KV caches stay within
    KV_SHARE of the memory, at least 1)."""
    if setting > 0:
        return setting
    for n in range(AUTO_PARALLEL, 1, -1):
        fit = estimate(shape, n_ctx, machine, n_gpu_layers, n, flash_attention)
        if fit.verdict == FITS and fit.kv_cache <= fit.available * KV_SHARE:
            return n
    return 1


def parallel_refusal(n_parallel: int, shape: ModelShape, n_ctx: int, machine: Machine,
                     n_gpu_layers: int = 0, flash_attention: bool = True) -> str | None:
    """Why `n_parallel` sequences of `n_ctx` tokens cannot be loaded here, or None."""
    if n_parallel <= 1:
        return None
    fit = estimate(shape, n_ctx, machine, n_gpu_layers, n_parallel, flash_attention)
    if fit.verdict != TOO_BIG:
        return None
    return QT_TRANSLATE_NOOP(
        "Engine", "{n} parallel answers of {tokens} tokens each need about {total} (context "
        "{context}), but only {available} {where} is available. Choose fewer parallel answers "
        "(or automatic) or a smaller context size in Settings.").format(
            n=n_parallel, tokens=f"{n_ctx:,}", total=human(fit.total),
            context=human(fit.kv_cache), available=human(fit.available), where=fit.where)


def parallel_for_model(setting: int, path: Path, n_ctx: int, n_gpu_layers: int = 0,
                       flash_attention: bool = True,
                       projector: Path | None = None) -> tuple[int, str | None]:
    """`parallel_sequences` for the GGUF at `path` (and its `projector`) on this
    machine, and why that many cannot load here (None: they can). A header it
    cannot read gives 1."""
    from app.models.gguf_header import read_shape

    try:
        shape = with_projector(read_shape(path), projector)
    except (OSError, ModelsError, ValueError):
        return max(1, setting), None  # llama.cpp's own load says what is wrong
    machine = this_machine()
    n = parallel_sequences(setting, shape, n_ctx, machine, n_gpu_layers, flash_attention)
    return n, parallel_refusal(n, shape, n_ctx, machine, n_gpu_layers, flash_attention)


def parallel_of(config: EngineConfig, setting: int) -> int:
    """The sequences `setting` (0 = auto) gives this engine's model and context
    on this machine; ModelLoadError says why they would not fit."""
    from app.engine.errors import ModelLoadError
    from app.engine.model_files import default_chat_model

    n, refusal = parallel_for_model(setting, config.model_path or default_chat_model(),
                                    config.n_ctx, config.n_gpu_layers,
                                    config.flash_attention != "off", config.projector_path)
    if refusal is not None:
        raise ModelLoadError(refusal)
    return n


def auto_gpu_layers(config: EngineConfig) -> Callable[[int], int]:
    """What "automatic" GPU layers give this engine's model and context, as a
    function of the GPU's free memory (the engine asks once it has found the
    GPU: app.engine.offload). -1 (all) when the header cannot be read:
    llama.cpp's own load then says what is wrong."""
    from app.engine.model_files import default_chat_model
    from app.models.gguf_header import read_shape

    path = config.model_path or default_chat_model()

    def layers(vram_free: int) -> int:
        try:  # a vision model's projector is on the GPU too
            shape = with_projector(read_shape(path), config.projector_path)
        except (OSError, ModelsError, ValueError):
            return -1
        return gpu_layers(shape, config.n_ctx, vram_free, config.n_parallel,
                          config.flash_attention != "off")

    return layers
