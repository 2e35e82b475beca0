"""The few GGUF header values the fit estimate needs, read without loading.

gguf.GGUFReader parses every tensor and turns each vocabulary entry into a
numpy object (about 25 s for the bundled model here); this reads only the
key-value section and skips arrays by their lengths (milliseconds).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

from app.engine.gguf_reader import GgufHeaderError, read_file_header, read_header
from app.engine.gguf_reader import TruncatedHeader as GgufTruncated
from app.models.errors import ModelsError
from app.said import QT_TRANSLATE_NOOP


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


def read_metadata(path: Path) -> dict[str, Any]:
    """Header keys; long arrays are given as their length. Read once per
    version of the file (the engine's checks read the same header)."""
    try:
        with _said_as_models_error(path.name):
            return dict(read_file_header(path).metadata)
    except OSError as exc:
        raise ModelsError(QT_TRANSLATE_NOOP("Models", "Cannot read {path}: {reason}.").format(
            path=path, reason=exc.strerror or exc)) from exc


def read_metadata_from(handle: BinaryIO, name: str, size: int | None = None,
                       ) -> dict[str, Any]:
    """The same from an open file, or the first bytes of a remote one; every
    length in the header is bounded by `size` (the file's) when known."""
    with _said_as_models_error(name):
        return read_header(handle, size).metadata


@contextmanager
def _said_as_models_error(name: str) -> Iterator[None]:
    try:
        yield
    except GgufTruncated as exc:
        raise TruncatedHeader(f"{name}: {exc}") from None
    except GgufHeaderError as exc:
        raise ModelsError(QT_TRANSLATE_NOOP("Models", "{name} cannot be read: {reason}.").format(
            name=name, reason=exc)) from None


def _most(value: Any, default: int) -> int:
    """A whole number from the header (the largest of per-layer values, as some
    architectures give); anything else in a forged header is said, not raised."""
    values = value if isinstance(value, list) else [value]
    if value is None or not values:
        return default
    if not all(isinstance(v, int | float) and not isinstance(v, bool) and v == v
               and abs(v) < 2**63 for v in values):
        raise ModelsError(f"the header holds {str(value)[:40]!r} where a number belongs")
    return max(int(v) for v in values)


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
        raise ModelsError(QT_TRANSLATE_NOOP(
            "Models", "{name} does not describe its layers; is it a chat model?").format(name=stem))
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
