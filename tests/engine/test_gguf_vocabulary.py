"""The header reader skips long string arrays (a vocabulary) by their lengths,
and still refuses a string that runs past the end of the file."""

from __future__ import annotations

import io
import struct

import pytest

from app.engine.gguf_reader import GgufHeaderError, TruncatedHeader, read_header
from tests.hostile import gguf_bytes as g


def vocabulary(words: list[bytes], claimed_last: int | None = None) -> bytes:
    items = [g.string(w) for w in words[:-1]] + [g.string(words[-1], claimed_last)]
    array = struct.pack("<IQ", g.STRING, len(words)) + b"".join(items)
    key = g.string(b"tokenizer.ggml.tokens") + struct.pack("<I", g.ARRAY) + array
    return g.header([key, g.kv_u32(b"after", 7)])


def read(data: bytes, whole_file: bool = True) -> dict[str, object]:
    """`whole_file=False`: the first bytes of a remote file, size unknown."""
    return read_header(io.BytesIO(data), len(data) if whole_file else None).metadata


def test_a_long_vocabulary_is_skipped_and_the_keys_after_it_are_read() -> None:
    # Strings long and short, some across the 1 MiB read-ahead.
    words = [b"w%d" % i * (1 + i % 5) for i in range(3000)] + [b"x" * (1 << 20), b"end"]
    assert read(vocabulary(words)) == {"tokenizer.ggml.tokens": len(words), "after": 7}


def test_a_string_past_the_end_of_the_file_is_refused() -> None:
    data = vocabulary([b"tok%d" % i for i in range(100)], claimed_last=1 << 40)
    with pytest.raises(GgufHeaderError, match="claims a string of 1099511627776 bytes"):
        read(data)


def test_a_vocabulary_cut_short_is_truncated() -> None:
    data = vocabulary([b"tok%d" % i for i in range(100)])
    with pytest.raises(TruncatedHeader):
        read(data[:200], whole_file=False)
