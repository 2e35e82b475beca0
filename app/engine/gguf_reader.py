"""A GGUF header reader that trusts no number in the file.

Every length and count in a GGUF header is a 64-bit number anyone can set
(files on the hub are published by anyone): a string "2^40 bytes long" must
not allocate a terabyte, a header "with 2^62 tensors" must not loop for
ever. Each one is bounded by the bytes the file really has, and what the
header says about the tensor data is checked against the file's size, so
a truncated download or a forged header is refused at import, not at load.

Long arrays (the vocabulary) are skipped by their lengths and given as
their length: reading the bundled model's header takes milliseconds. A
local file's header is read once per version of the file
(`read_file_header`): loading a model asks for it three times (the
window's fit estimate, the engine's checks, its embedding-model refusal).
"""

from __future__ import annotations

import functools
import io
import struct
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

_SCALARS = {0: "<B", 1: "<b", 2: "<H", 3: "<h", 4: "<I", 5: "<i", 6: "<f", 7: "<?",
            10: "<Q", 11: "<q", 12: "<d"}
_U64 = struct.Struct("<Q")
STRING, ARRAY = 8, 9
MAX_DIMS = 8  # ggml's GGML_MAX_DIMS is 4; a little room, never 2^32
TENSOR_INFO_MIN = 8 + 4 + 4 + 8  # an empty name, no dims, type, offset
DEFAULT_ALIGNMENT = 32
MAX_ARRAY_DEPTH = 2
"""Arrays in arrays at most this deep: real files nest none (llama.cpp reads
no nested array), and each level was a Python frame (10,000 deep: a
RecursionError)."""
MAX_KEYS = 1 << 16
"""Metadata keys: real files have 20 to 60 (a vocabulary is one key's array)."""
MAX_TENSORS = 1 << 20
"""Tensors: the largest real files have a few thousand."""
MAX_KEY_BYTES = 1 << 16
MAX_STRING_BYTES = 64 << 20
"""One string value (a chat template is ~10 KB; read whole into memory)."""
MAX_KEPT_BYTES = 128 << 20
"""All the strings of a header read into memory (long arrays are skipped)."""
MAX_NAME_BYTES = 63
"""A tensor name: ggml's GGML_MAX_NAME (64) with its NUL."""
MAX_ELEMENTS = (1 << 63) - 1
"""ggml counts a tensor's elements and bytes in int64: a product past this
wraps around there (the GGUF loader advisories of 2025-2026)."""
NESTED_ARRAY = "its header nests arrays inside arrays more than {depth} deep (real model " \
    "files nest none)"


class GgufHeaderError(ValueError):
    """The header is not a GGUF header this reader can trust; says why."""


class TruncatedHeader(GgufHeaderError):
    """The bytes at hand end inside the header (read more of a remote file)."""


@dataclass
class GgufHeader:
    version: int
    metadata: dict[str, Any]
    tensor_count: int
    tensor_data_end: int | None = None
    """Where the last tensor's bytes end (None: metadata only was read)."""
    unknown_types: set[int] = field(default_factory=set)


class _Reader:
    def __init__(self, handle: BinaryIO, size: int | None) -> None:
        self.handle = handle
        self.size = size
        """The whole file's size when known (bounds every length), else None."""
        self.kept = 0
        """Bytes of strings read into memory so far (bounded: MAX_KEPT_BYTES)."""

    def left(self) -> int | None:
        return None if self.size is None else self.size - self.handle.tell()

    def unpack(self, fmt: str) -> Any:
        size = struct.calcsize(fmt)
        data = self.handle.read(size)
        if len(data) != size:
            raise TruncatedHeader("the file ends inside its GGUF header")
        return struct.unpack(fmt, data)[0]

    def length(self, count: int, each: int, what: str) -> int:
        """`count` items of `each` bytes, refused if the file cannot hold them."""
        left = self.left()
        if left is not None and count * each > left:
            raise GgufHeaderError(f"its header claims {what} of {count} items, more than "
                                  f"the {left} bytes left in the file hold (cut short, or "
                                  "not a real model)")
        return count

    def skip(self, count: int) -> None:
        if self.size is None:  # a partial remote read: read through (BytesIO)
            if len(self.handle.read(count)) != count:
                raise TruncatedHeader("the file ends inside its GGUF header")
            return
        self.handle.seek(count, io.SEEK_CUR)

    def skip_strings(self, count: int) -> None:
        """Skip `count` length-prefixed strings (a vocabulary: 262k of them in
        Gemma's), walking 1 MiB reads rather than two calls per string. A
        string inside what was read is inside the file; only one that runs
        past it is checked against the bytes the file has left (this loop is
        most of the time of reading a header: it runs at each model load)."""
        unpack_length = _U64.unpack_from
        read = self.handle.read
        buf, pos, end = b"", 0, 0
        for _ in range(count):
            if end - pos < 8:
                buf, pos = buf[pos:] + read(1 << 20), 0
                end = len(buf)
                if end < 8:
                    raise TruncatedHeader("the file ends inside its GGUF header")
            length = unpack_length(buf, pos)[0]
            pos += 8 + length
            if pos > end:  # a long string: jump over the rest of it
                beyond, left = pos - end, self.left()
                if left is not None and beyond > left:
                    raise GgufHeaderError(f"its header claims a string of {length} bytes, "
                                          "more than the file holds (cut short, or not a "
                                          "real model)")
                self.skip(beyond)
                buf, pos, end = b"", 0, 0
        self.handle.seek(pos - end, io.SEEK_CUR)  # give back what was read ahead

    def string(self, most: int = MAX_STRING_BYTES, what: str = "a string") -> str:
        length = self.length(self.unpack("<Q"), 1, what)
        if length > most:
            raise GgufHeaderError(f"its header has {what} of {length:,} bytes, more than the "
                                  f"{most:,} any model file uses")
        self.kept += length
        if self.kept > MAX_KEPT_BYTES:
            raise GgufHeaderError(f"its header's strings add up to more than {MAX_KEPT_BYTES:,} "
                                  "bytes, more than any model file has")
        data = self.handle.read(length)
        if len(data) != length:
            raise TruncatedHeader("the file ends inside its GGUF header")
        return data.decode("utf-8", errors="replace")

    def value(self, kind: int, depth: int = 0) -> Any:
        if kind in _SCALARS:
            return self.unpack(_SCALARS[kind])
        if kind == STRING:
            return self.string()
        if kind == ARRAY:
            return self.array(depth)
        raise GgufHeaderError(f"it uses an unknown GGUF value type {kind}")

    def array(self, depth: int) -> Any:
        """An array's items; a long array's length only (its items skipped)."""
        item_kind, count = self.unpack("<I"), self.unpack("<Q")
        if item_kind in _SCALARS:
            each = struct.calcsize(_SCALARS[item_kind])
            self.length(count, each, "an array")
            if count > 64:  # long arrays: their length is enough
                self.skip(count * each)
                return count
        elif item_kind == STRING:
            self.length(count, 8, "an array of strings")
            if count > 64:
                self.skip_strings(count)
                return count
        elif item_kind == ARRAY:
            if depth + 1 >= MAX_ARRAY_DEPTH:
                raise GgufHeaderError(NESTED_ARRAY.format(depth=MAX_ARRAY_DEPTH))
            self.length(count, 12, "an array of arrays")
            if count > 64:  # walked, not kept (each item is small, there may be many)
                for _ in range(count):
                    self.array(depth + 1)
                return count
        else:
            raise GgufHeaderError(f"it uses an unknown GGUF value type {item_kind}")
        return [self.value(item_kind, depth + 1) for _ in range(count)]


def read_header(handle: BinaryIO, size: int | None, *, tensors: bool = False) -> GgufHeader:
    """The header of a GGUF file open at its start. `size`: the file's size
    (None for the first bytes of a remote file whose size is not trusted).
    With `tensors`, the tensor table is read too and `tensor_data_end` set."""
    reader = _Reader(handle, size)
    if handle.read(4) != b"GGUF":
        raise GgufHeaderError("it is not a GGUF model file")
    version = reader.unpack("<I")
    if version not in (2, 3):
        raise GgufHeaderError(f"it uses GGUF version {version}, which is not supported")
    tensor_count = _most(reader.length(reader.unpack("<Q"), TENSOR_INFO_MIN, "a tensor table"),
                         MAX_TENSORS, "tensors")
    count = _most(reader.length(reader.unpack("<Q"), 4 + 8 + 4, "a key table"), MAX_KEYS, "keys")
    meta: dict[str, Any] = {}
    for _ in range(count):
        key = reader.string(MAX_KEY_BYTES, "a key")
        if key in meta:  # llama.cpp refuses these too; which one would win?
            raise GgufHeaderError(f"its header has the key {key[:80]!r} twice")
        meta[key] = reader.value(reader.unpack("<I"))
    header = GgufHeader(version, meta, tensor_count)
    if tensors:
        _read_tensors(reader, header)
    return header


def _most(count: int, most: int, what: str) -> int:
    if count > most:
        raise GgufHeaderError(f"its header claims {count:,} {what}, more than the {most:,} any "
                              "model file has")
    return count


RACY_S = 2.0
"""A file modified this recently is read again at every call: its timestamp
(kept at the kernel's coarse clock, a few ms) may not yet tell two writes of
the same size apart (git's "racily clean" entries)."""


def read_file_header(path: Path) -> GgufHeader:
    """The header and tensor table of the GGUF file at `path`, read once per
    version of the file (its size, modification time and inode); callers
    must not change it. Raises what read_header and opening the file raise."""
    info = path.stat()
    if time.time() - info.st_mtime < RACY_S:
        return _read_path(str(path), info.st_size)
    return _read_version(str(path.resolve()), info.st_size, info.st_mtime_ns, info.st_ino)


@functools.lru_cache(maxsize=16)
def _read_version(path: str, size: int, _mtime_ns: int, _inode: int) -> GgufHeader:
    return _read_path(path, size)


def _read_path(path: str, size: int) -> GgufHeader:
    with open(path, "rb") as handle:
        return read_header(handle, size, tensors=True)


@functools.cache
def ggml_type_sizes() -> dict[int, tuple[int, int]]:
    """(values per block, bytes per block) of each tensor type, asked of the
    libggml that will load the file (llama-cpp-python's). Not the `gguf`
    package's table: that package lags the library (it gives q8_1 40 bytes a
    block where ggml has 36, and lacks q2_0), and importing it loads its
    writer, numpy and yaml, ~23 ms before every model load. Empty when the
    library cannot load: every tensor's type is then unknown, and no size is
    checked (loading the model will say what is wrong with the library)."""
    import ctypes

    try:
        import llama_cpp
        from llama_cpp._ggml import libggml
    except (ImportError, OSError):  # the engine's load says so; headers still read
        return {}
    block, type_size = libggml.ggml_blck_size, libggml.ggml_type_size
    block.restype, block.argtypes = ctypes.c_int64, [ctypes.c_int]
    type_size.restype, type_size.argtypes = ctypes.c_size_t, [ctypes.c_int]
    # Removed and deprecated types have no blocks: they count as unknown.
    return {kind: (block(kind), type_size(kind)) for kind in range(llama_cpp.GGML_TYPE_COUNT)
            if block(kind) > 0}


def _read_tensors(reader: _Reader, header: GgufHeader) -> None:
    infos: list[tuple[str, list[int], int, int]] = []
    names: set[str] = set()
    for _ in range(header.tensor_count):
        name = reader.string(MAX_NAME_BYTES, "a tensor name")
        if name in names:
            raise GgufHeaderError(f"its header has the tensor {name!r} twice")
        names.add(name)
        dims = reader.unpack("<I")
        if dims > MAX_DIMS:
            raise GgufHeaderError(f"a tensor claims {dims} dimensions")
        shape = [reader.unpack("<Q") for _ in range(dims)]
        infos.append((name, shape, reader.unpack("<I"), reader.unpack("<Q")))
    alignment = header.metadata.get("general.alignment", DEFAULT_ALIGNMENT)
    if not isinstance(alignment, int) or alignment <= 0 or alignment & (alignment - 1):
        raise GgufHeaderError(f"its general.alignment {alignment!r} is not a power of two")
    start = -(-reader.handle.tell() // alignment) * alignment
    header.tensor_data_end = max((_tensor_end(header, start, alignment, info) for info in infos),
                                 default=0)  # no tensors: no data, no padding needed


def _tensor_end(header: GgufHeader, start: int, alignment: int,
                info: tuple[str, list[int], int, int]) -> int:
    """Where a tensor's bytes end in the file (0 for a type this ggml does not
    know: its size is unknown). Its element count, byte count and offset are
    refused where int64 arithmetic would wrap (llama.cpp's is int64)."""
    name, shape, kind, offset = info
    elements = 1
    for n in shape:
        elements *= n
        if elements > MAX_ELEMENTS or n > MAX_ELEMENTS:
            raise GgufHeaderError(f"the tensor {name!r} claims {_shape(shape)} elements, more "
                                  "than a 64-bit count holds")
    if offset % alignment:
        raise GgufHeaderError(f"the tensor {name!r} starts at offset {offset:,}, which is not "
                              f"a multiple of the file's alignment ({alignment})")
    block, type_size = ggml_type_sizes().get(kind, (0, 0))
    if not block:
        header.unknown_types.add(kind)
        return 0
    if shape and shape[0] % block:
        raise GgufHeaderError(f"the tensor {name!r} has rows of {shape[0]:,} values, not a "
                              f"multiple of its type's blocks of {block}")
    end = start + offset + -(-elements // block) * type_size
    if end > MAX_ELEMENTS:
        raise GgufHeaderError(f"the tensor {name!r} claims to end at byte {end:,}, past what a "
                              "64-bit offset holds")
    return end


def _shape(shape: list[int]) -> str:
    return " x ".join(f"{n:,}" for n in shape)
