"""Real GGUF headers, made small, and ways to damage them: for the property
test of the header reader (tests/hostile/test_gguf_mutations.py) and its
long fuzz (bench/gguf_fuzz.py).

A real header is rewritten with its long arrays (the vocabulary, the merges)
cut to 70 items, still past the reader's 64 that it skips rather than keeps:
the structure is the real file's (its keys, types, tensor table, offsets
and the size its data claims), and reading it takes well under a
millisecond instead of the whole vocabulary's ~70 ms.
"""

from __future__ import annotations

import random
import struct
from dataclasses import dataclass
from pathlib import Path
from typing import Any

SCALARS = {0: "<B", 1: "<b", 2: "<H", 3: "<h", 4: "<I", 5: "<i", 6: "<f", 7: "<?",
           10: "<Q", 11: "<q", 12: "<d"}
STRING, ARRAY = 8, 9
KEEP = 70
INTERESTING = (0, 1, 2, 7, 8, 9, 12, 63, 64, 65, 255, 2**31 - 1, 2**31, 2**32 - 1, 2**32,
               2**40, 2**62, 2**63 - 1, 2**63, 2**64 - 1)


@dataclass(frozen=True)
class Header:
    name: str
    data: bytes
    """The header's bytes, up to the end of its tensor table."""
    size: int
    """The size of the whole file it heads (its tensor data included)."""


def _string(text: bytes) -> bytes:
    return struct.pack("<Q", len(text)) + text


def _value(kind: int, value: Any, sub: list[int]) -> bytes:
    if kind in SCALARS:
        return struct.pack(SCALARS[kind], value)
    if kind == STRING:
        return _string(value if isinstance(value, bytes) else str(value).encode())
    items = list(value)[:KEEP]
    return struct.pack("<IQ", sub[0], len(items)) + b"".join(
        _value(sub[0], item, sub[1:]) for item in items)


def small_real_header(path: Path) -> Header:
    """`path`'s header with its long arrays cut short (see the module's note)."""
    import gguf

    reader = gguf.GGUFReader(str(path))
    kvs = []
    for name, field in reader.fields.items():
        if name.startswith("GGUF."):  # the reader's own entries (version, counts)
            continue
        kinds = [int(t) for t in field.types]
        kvs.append(_string(name.encode()) + struct.pack("<I", kinds[0])
                   + _value(kinds[0], field.contents(), kinds[1:]))
    infos = [_string(t.name.encode()) + struct.pack("<I", len(t.shape))
             + b"".join(struct.pack("<Q", int(n)) for n in t.shape)
             + struct.pack("<IQ", int(t.tensor_type), int(t.data_offset) - reader.data_offset)
             for t in reader.tensors]
    data = (b"GGUF" + struct.pack("<IQQ", 3, len(infos), len(kvs)) + b"".join(kvs)
            + b"".join(infos))
    alignment = reader.alignment
    start = -(-len(data) // alignment) * alignment
    return Header(path.name, data, start + path.stat().st_size - reader.data_offset)


def generated_header(folder: Path) -> Header:
    """A small model written by the `gguf` package: every value type, a
    nested array, tensors of four types."""
    import gguf
    import numpy as np

    path = folder / "generated.gguf"
    writer = gguf.GGUFWriter(str(path), "llama")
    writer.add_name("generated")
    writer.add_uint32("llama.context_length", 2048)
    writer.add_int64("x.int64", -5)
    writer.add_float64("x.float64", 0.5)
    writer.add_bool("x.bool", True)
    writer.add_array("x.strings", [f"token{i}" for i in range(100)])
    writer.add_array("x.ints", list(range(100)))
    writer.add_array("x.nested", [[1, 2], [3, 4]])
    writer.add_string("tokenizer.chat_template", "{{ messages[0]['content'] }}")
    writer.add_tensor("f32", np.zeros((4, 32), dtype=np.float32))
    writer.add_tensor("f16", np.zeros((2, 64), dtype=np.float16))
    q = gguf.GGMLQuantizationType
    writer.add_tensor("q8", np.zeros((2, 34), dtype=np.uint8), raw_dtype=q.Q8_0)
    writer.add_tensor("q4", np.zeros((2, 18), dtype=np.uint8), raw_dtype=q.Q4_0)
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    whole = path.read_bytes()
    reader = gguf.GGUFReader(str(path))
    return Header("generated.gguf", whole[:reader.data_offset], len(whole))


def mutate(data: bytes, rng: random.Random, edits: int) -> bytes:
    """`data` with `edits` random damages: numbers overwritten with the values
    that break readers, bytes flipped, spans cut out or repeated, an end cut."""
    out = bytearray(data)
    for _ in range(edits):
        at = rng.randrange(len(out)) if out else 0
        choice = rng.randrange(6)
        if choice == 0:
            out[at:at + 8] = struct.pack("<Q", rng.choice(INTERESTING))
        elif choice == 1:
            out[at:at + 4] = struct.pack("<I", rng.choice(INTERESTING) & 0xFFFFFFFF)
        elif choice == 2 and out:
            out[at] = rng.randrange(256)
        elif choice == 3:
            del out[at:at + rng.randrange(1, 64)]
        elif choice == 4:
            out[at:at] = out[at:at + rng.randrange(1, 64)] * rng.randrange(1, 4)
        else:
            del out[rng.randrange(len(out) + 1):]
    return bytes(out)


def nested_arrays(depth: int) -> bytes:
    """A header whose one key holds arrays nested `depth` deep."""
    body = struct.pack("<IQ", 4, 0)  # the innermost: an empty u32 array
    for _ in range(depth - 1):
        body = struct.pack("<IQ", ARRAY, 1) + body
    return (b"GGUF" + struct.pack("<IQQ", 3, 0, 1) + _string(b"deep") + struct.pack("<I", ARRAY)
            + body)
