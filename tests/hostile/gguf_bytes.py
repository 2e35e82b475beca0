"""Hand-built GGUF headers, honest and forged, for the hostile-file tests."""

from __future__ import annotations

import struct

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
