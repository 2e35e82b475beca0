"""The default model's test adapter, for the window's end-to-end test, the UI
benchmark and the screenshots (the writer is shared with the engine tests)."""

from __future__ import annotations

from pathlib import Path

from tests.lora_files import model_shapes, write_lora


def write_adapter(model_path: Path, target: Path, seed: int = 1, *, rank: int = 8,
                  value: float = 0.12, targets: tuple[str, ...] = ("attn_q", "attn_v")) -> Path:
    return write_lora(model_shapes(model_path), target, seed, rank=rank, value=value,
                      targets=targets)
