"""Real-model fixtures: the bundled default model run by real llama.cpp."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path

import numpy as np
import pytest

from app.engine.llama import EngineConfig, LlamaEngine
from app.engine.model_files import default_chat_model

N_CTX = 2048
THREADS = max(1, os.cpu_count() or 1)


@pytest.fixture(scope="session")
def model_path() -> Path:
    return default_chat_model()


@pytest.fixture(scope="session")
def engine(model_path: Path) -> Iterator[LlamaEngine]:
    engine = LlamaEngine(EngineConfig(model_path=model_path, n_ctx=N_CTX, n_threads=THREADS))
    yield engine
    engine.close()


@pytest.fixture(scope="session")
def raw_llm(model_path: Path) -> object:
    """Plain llama-cpp-python on the same file and settings: the reference."""
    import llama_cpp

    return llama_cpp.Llama(str(model_path), n_ctx=N_CTX, n_threads=THREADS,
                           n_threads_batch=THREADS, n_batch=512, swa_full=True, verbose=False)


AdapterFactory = Callable[..., Path]


@pytest.fixture(scope="session")
def make_adapter(model_path: Path, tmp_path_factory: pytest.TempPathFactory) -> AdapterFactory:
    """Write a rank-8 LoRA adapter GGUF for the default model (see LLAMA_NOTES)."""
    import gguf

    reader = gguf.GGUFReader(str(model_path))
    shapes = {t.name: [int(n) for n in t.shape] for t in reader.tensors}
    folder = tmp_path_factory.mktemp("adapters")

    def make(name: str, seed: int, *, arch: str = "gemma3", rank: int = 8,
             value: float = 0.08, ne0_override: int | None = None,
             targets: tuple[str, ...] = ("attn_q", "attn_v")) -> Path:
        path = folder / f"{name}.gguf"
        writer = gguf.GGUFWriter(str(path), arch)
        writer.add_type("adapter")
        writer.add_string("adapter.type", "lora")
        writer.add_float32("adapter.lora.alpha", float(rank))
        rng = np.random.default_rng(seed)
        for block in range(18):
            for target in targets:
                weight = f"blk.{block}.{target}.weight"
                ne0, ne1 = shapes[weight][:2]
                ne0 = ne0_override or ne0
                a = rng.uniform(-value, value, (rank, ne0)).astype(np.float32)
                b = rng.uniform(-value, value, (ne1, rank)).astype(np.float32)
                writer.add_tensor(weight + ".lora_a", a)
                writer.add_tensor(weight + ".lora_b", b)
        writer.write_header_to_file()
        writer.write_kv_data_to_file()
        writer.write_tensors_to_file()
        writer.close()
        return path

    return make
