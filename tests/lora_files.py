"""Small LoRA adapter GGUFs for the default model, written with the `gguf`
package (docs/llama-notes.md, "LoRA adapters, per request"). Used by the engine tests,
the window's end-to-end test, the UI benchmark and the screenshots."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np


@dataclass(frozen=True)
class TensorShapes:
    arch: str
    """The base model's general.architecture: an adapter must name the same."""
    tensors: dict[str, list[int]]


def model_shapes(model_path: Path) -> TensorShapes:
    import gguf

    reader = gguf.GGUFReader(str(model_path))
    field = reader.fields["general.architecture"]
    arch = bytes(field.parts[field.data[0]]).decode()
    return TensorShapes(arch, {t.name: [int(n) for n in t.shape] for t in reader.tensors})


def write_lora(shapes: TensorShapes, target: Path, seed: int = 1, *, arch: str | None = None,
               rank: int = 8, value: float = 0.12, ne0_override: int | None = None,
               targets: tuple[str, ...] = ("attn_q", "attn_v")) -> Path:
    """Random rank-`rank` factors of magnitude `value` on `targets` of every block;
    `arch` (another architecture than the model's) and `ne0_override` make
    deliberately wrong adapters."""
    import gguf

    blocks = sorted({int(name.split(".")[1]) for name in shapes.tensors
                     if name.startswith("blk.")})
    writer = gguf.GGUFWriter(str(target), arch or shapes.arch)
    writer.add_type("adapter")
    writer.add_string("adapter.type", "lora")
    writer.add_float32("adapter.lora.alpha", float(rank))
    rng = np.random.default_rng(seed)
    for block in blocks:
        for name in targets:
            weight = f"blk.{block}.{name}.weight"
            ne0, ne1 = shapes.tensors[weight][:2]
            a = rng.uniform(-value, value, (rank, ne0_override or ne0)).astype(np.float32)
            b = rng.uniform(-value, value, (ne1, rank)).astype(np.float32)
            writer.add_tensor(weight + ".lora_a", a)
            writer.add_tensor(weight + ".lora_b", b)
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return target
