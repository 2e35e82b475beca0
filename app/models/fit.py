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

import shutil
import subprocess
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
    vram_free: int | None = None


def this_machine(gpu_backend: bool | None = None) -> Machine:
    memory = psutil.virtual_memory()
    if gpu_backend is None:
        gpu_backend = _llama_has_gpu()
    return Machine(memory.available, memory.total, gpu_backend,
                   _nvidia_free_vram() if gpu_backend else None)


def _llama_has_gpu() -> bool:
    try:
        import llama_cpp
    except (ImportError, OSError):
        return False
    return bool(llama_cpp.llama_supports_gpu_offload())


def _nvidia_free_vram() -> int | None:
    tool = shutil.which("nvidia-smi")
    if tool is None:
        return None
    try:
        out = subprocess.run([tool, "--query-gpu=memory.free", "--format=csv,noheader,nounits"],
                             capture_output=True, text=True, timeout=5, check=True).stdout
        return max(int(line) for line in out.split()) << 20
    except (OSError, ValueError, subprocess.SubprocessError):
        return None


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

    @property
    def total(self) -> int:
        return self.weights + self.kv_cache + self.compute

    def summary(self) -> str:
        return (f"{self.verdict}: needs about {human(self.total)} (model {human(self.weights)}"
                f" + context {human(self.kv_cache)} + buffers {human(self.compute)}) "
                f"for {self.n_ctx} tokens; {human(self.available)} {self.where} available")


def kv_cache_bytes(shape: ModelShape, n_ctx: int) -> int:
    cells = -(-n_ctx // 256) * 256
    return shape.layers * cells * shape.kv_heads * (shape.key_length + shape.value_length) * 2


def compute_bytes(shape: ModelShape, n_ctx: int, flash_attention: bool = True) -> int:
    scores = 0 if flash_attention else N_UBATCH * n_ctx * shape.heads * 4
    activations = N_UBATCH * shape.embedding_length * 4 * ACTIVATION_FLOATS_PER_EMBEDDING
    return scores + activations + shape.vocab_size * 4 * 2 + RUNTIME_BYTES


def estimate(shape: ModelShape, n_ctx: int, machine: Machine, n_gpu_layers: int = 0,
             n_parallel: int = 1, flash_attention: bool = True) -> Fit:
    n_ctx = n_ctx or shape.context_length
    weights, kv = shape.file_size, kv_cache_bytes(shape, n_ctx) * max(1, n_parallel)
    compute = compute_bytes(shape, n_ctx, flash_attention)
    on_gpu = machine.gpu_backend and n_gpu_layers != 0 and machine.vram_free is not None
    if on_gpu:
        share = 1.0 if n_gpu_layers < 0 else min(1.0, n_gpu_layers / shape.layers)
        need = int(share * (weights + kv)) + compute
        return Fit(n_ctx, weights, kv, compute, machine.vram_free or 0, "VRAM",
                   _verdict(need, machine.vram_free or 0))
    need = weights + kv + compute
    return Fit(n_ctx, weights, kv, compute, machine.available_ram, "RAM",
               _verdict(need, machine.available_ram))


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
