"""Hand-built GGUF headers, honest and forged, for the hostile-file tests."""

from __future__ import annotations

import shutil
import struct
from pathlib import Path

STRING, ARRAY, UINT32 = 8, 9, 4


def string(text: bytes, claimed: int | None = None) -> bytes:
    return struct.pack("<Q", len(text) if claimed is None else claimed) + text


def kv_u32(key: bytes, value: int) -> bytes:
    return string(key) + struct.pack("<I", UINT32) + struct.pack("<I", value)


def header(kvs: list[bytes], tensor_count: int = 0, kv_count: int | None = None) -> bytes:
    count = len(kvs) if kv_count is None else kv_count
    return b"GGUF" + struct.pack("<IQQ", 3, tensor_count, count) + b"".join(kvs)


def tensor_info(name: bytes, dims: list[int], kind: int = 0, offset: int = 0) -> bytes:
    return (string(name) + struct.pack("<I", len(dims)) + b"".join(struct.pack("<Q", d)
                                                                 for d in dims)
            + struct.pack("<IQ", kind, offset))


def huge_string_key(claimed: int) -> bytes:
    """One key whose string claims `claimed` bytes (and has 5)."""
    return header([string(b"abcde", claimed)])


def with_tensor(elements: int, data: bytes) -> bytes:
    """One F32 tensor of `elements` values, followed by `data` as its bytes."""
    body = header([], tensor_count=1) + tensor_info(b"w", [elements])
    body += bytes(-len(body) % 32)
    return body + data


def with_chat_template(model: Path, template: str, target: Path) -> Path:
    """A copy of `model` whose `tokenizer.chat_template` is `template`: the
    header rewritten, the tensor data moved to the new aligned start (tensor
    offsets are relative to it, so they stay as they are)."""
    from app.engine.gguf_reader import DEFAULT_ALIGNMENT, read_header

    with model.open("rb") as source:
        header = read_header(source, model.stat().st_size, tensors=True)
        infos_end = source.tell()
        alignment = header.metadata.get("general.alignment", DEFAULT_ALIGNMENT)
        source.seek(0)
        head = source.read(infos_end)
        key = string(b"tokenizer.chat_template") + struct.pack("<I", STRING)
        at = head.index(key) + len(key)
        (old_length,) = struct.unpack_from("<Q", head, at)
        head = head[:at] + string(template.encode()) + head[at + 8 + old_length:]
        with target.open("wb") as out:
            out.write(head + bytes(-len(head) % alignment))
            source.seek(-(-infos_end // alignment) * alignment)
            shutil.copyfileobj(source, out, 1 << 20)
    return target
