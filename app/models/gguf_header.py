"""The few GGUF header values the fit estimate needs, read without loading.

gguf.GGUFReader parses every tensor and turns each vocabulary entry into a
numpy object (about 25 s for the bundled model here); this reads only the
key-value section and skips arrays by their lengths (milliseconds).
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

from app.models.errors import ModelsError

_SCALARS = {0: "<B", 1: "<b", 2: "<H", 3: "<h", 4: "<I", 5: "<i", 6: "<f", 7: "<?",
            10: "<Q", 11: "<q", 12: "<d"}
STRING, ARRAY = 8, 9


class TruncatedHeader(ModelsError):
    """The bytes at hand end inside the header (read more of a remote file)."""


@dataclass(frozen=True)
class ModelShape:
    architecture: str
    name: str
    layers: int
    heads: int
    kv_heads: int
    key_length: int
    value_length: int
    embedding_length: int
    vocab_size: int
    context_length: int
    file_size: int


class _Reader:
    def __init__(self, handle: BinaryIO) -> None:
        self.handle = handle

    def unpack(self, fmt: str) -> Any:
        size = struct.calcsize(fmt)
        data = self.handle.read(size)
        if len(data) != size:
            raise TruncatedHeader("the file ends inside its GGUF header")
        return struct.unpack(fmt, data)[0]

    def string(self) -> str:
        length = self.unpack("<Q")
        return self.handle.read(length).decode("utf-8", errors="replace")

    def value(self, kind: int) -> Any:
        if kind in _SCALARS:
            return self.unpack(_SCALARS[kind])
        if kind == STRING:
            return self.string()
        if kind == ARRAY:
            item_kind, count = self.unpack("<I"), self.unpack("<Q")
            if item_kind in _SCALARS and count > 64:  # long arrays: their length is enough
                self.handle.seek(count * struct.calcsize(_SCALARS[item_kind]), 1)
                return count
            if item_kind == STRING and count > 64:
                for _ in range(count):
                    self.handle.seek(self.unpack("<Q"), 1)
                return count
            return [self.value(item_kind) for _ in range(count)]
        raise ModelsError(f"unknown GGUF value type {kind}")


def read_metadata(path: Path) -> dict[str, Any]:
    """Header keys; long arrays are given as their length."""
    with path.open("rb") as handle:
        return read_metadata_from(handle, path.name)


def read_metadata_from(handle: BinaryIO, name: str) -> dict[str, Any]:
    """The same from an open file, or the first bytes of a remote one."""
    reader = _Reader(handle)
    if handle.read(4) != b"GGUF":
        raise ModelsError(f"{name} is not a GGUF model file.")
    version = reader.unpack("<I")
    if version not in (2, 3):
        raise ModelsError(f"{name} uses GGUF version {version}, not supported.")
    reader.unpack("<Q")  # tensor count
    count = reader.unpack("<Q")
    meta: dict[str, Any] = {}
    for _ in range(count):
        key = reader.string()
        meta[key] = reader.value(reader.unpack("<I"))
    return meta


def _most(value: Any, default: int) -> int:
    if isinstance(value, list):  # per-layer values (some architectures)
        return max(int(v) for v in value) if value else default
    return int(value) if value is not None else default


def read_shape(path: Path) -> ModelShape:
    return shape_of(read_metadata(path), path.stem, path.stat().st_size)


def shape_of(meta: dict[str, Any], stem: str, file_size: int) -> ModelShape:
    """The fit's inputs from header keys (of a file here, or on the hub)."""
    arch = str(meta.get("general.architecture", ""))

    def key(name: str) -> Any:
        return meta.get(f"{arch}.{name}")

    layers = _most(key("block_count"), 0)
    embedding = _most(key("embedding_length"), 0)
    heads = _most(key("attention.head_count"), 1)
    if not arch or not layers or not embedding:
        raise ModelsError(f"{stem} does not describe its layers; is it a chat model?")
    head_dim = embedding // max(heads, 1)
    tokens = meta.get("tokenizer.ggml.tokens")
    vocab = tokens if isinstance(tokens, int) else len(tokens or [])
    return ModelShape(
        architecture=arch, name=str(meta.get("general.name") or stem),
        layers=layers, heads=heads, kv_heads=_most(key("attention.head_count_kv"), heads),
        key_length=_most(key("attention.key_length"), head_dim),
        value_length=_most(key("attention.value_length"), head_dim),
        embedding_length=embedding, vocab_size=_most(key("vocab_size"), vocab),
        context_length=_most(key("context_length"), 0), file_size=file_size,
    )
