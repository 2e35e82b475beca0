"""Writing a small LoRA adapter GGUF for the default model (the approach of
tests/engine/conftest.py's make_adapter), for the end-to-end test, the
benchmark and the screenshots."""

from __future__ import annotations

from pathlib import Path

import numpy as np


def write_adapter(model_path: Path, target: Path, seed: int = 1, *, rank: int = 8,
                  value: float = 0.08, targets: tuple[str, ...] = ("attn_q", "attn_v")) -> Path:
    import gguf

    reader = gguf.GGUFReader(str(model_path))
    shapes = {t.name: [int(n) for n in t.shape] for t in reader.tensors}
    blocks = sorted({int(name.split(".")[1]) for name in shapes if name.startswith("blk.")})
    writer = gguf.GGUFWriter(str(target), "gemma3")
    writer.add_type("adapter")
    writer.add_string("adapter.type", "lora")
    writer.add_float32("adapter.lora.alpha", float(rank))
    rng = np.random.default_rng(seed)
    for block in blocks:
        for name in targets:
            weight = f"blk.{block}.{name}.weight"
            ne0, ne1 = shapes[weight][:2]
            a = rng.uniform(-value, value, (rank, ne0)).astype(np.float32)
            b = rng.uniform(-value, value, (ne1, rank)).astype(np.float32)
            writer.add_tensor(weight + ".lora_a", a)
            writer.add_tensor(weight + ".lora_b", b)
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return target
