"""Real-model fixtures: the bundled default model run by real llama.cpp."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from app.engine.cpu_threads import chat_threads
from app.engine.llama import EngineConfig, LlamaEngine
from app.engine.model_files import default_chat_model
from tests.lora_files import model_shapes, write_lora

N_CTX = 2048
THREADS = chat_threads()  # LANTERN_THREADS: scripts/dev.py gives each worker its share


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
    """Plain llama-cpp-python on the same file and settings: the reference.
    The engine's flash attention "auto" is on for CPU backends, and it runs
    the small sliding-window cache, as llama.cpp's own tools do."""
    import llama_cpp

    from app.engine.native import load_backends

    load_backends(llama_cpp)  # the build loads them at run time (not only once an engine ran)
    return llama_cpp.Llama(str(model_path), n_ctx=N_CTX, n_threads=THREADS,
                           n_threads_batch=THREADS, n_batch=512, flash_attn=True,
                           swa_full=False, verbose=False)


AdapterFactory = Callable[..., Path]


@pytest.fixture(scope="session")
def make_adapter(model_path: Path, tmp_path_factory: pytest.TempPathFactory) -> AdapterFactory:
    """Write a rank-8 LoRA adapter GGUF for the default model (docs/llama-notes.md)."""
    shapes = model_shapes(model_path)
    folder = tmp_path_factory.mktemp("adapters")

    def make(name: str, seed: int, **options: Any) -> Path:
        return write_lora(shapes, folder / f"{name}.gguf", seed, **options)

    return make
