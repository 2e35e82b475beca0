"""A second real embedding model for tests: the default all-MiniLM-L6-v2 GGUF
with CLS pooling instead of mean pooling (and its own name), so its vectors
really differ while it loads in a fraction of a second. Written by changing
two header values in place; every other byte is the default model's."""

from __future__ import annotations

import shutil
import struct
from pathlib import Path

from app.engine.bert_gguf import default_embedding_model_path

CLS_POOLING = 2
NAME = b"all-MiniLM-L6-v2"
VARIANT_NAME = b"cls-MiniLM-L6-v2"


def cls_pooling_model(dest: Path) -> Path:
    """The variant at `dest` (made once)."""
    if dest.is_file():
        return dest
    data = bytearray(default_embedding_model_path().read_bytes())
    key = b"bert.pooling_type"
    at = data.index(struct.pack("<Q", len(key)) + key) + 8 + len(key)
    kind = struct.unpack_from("<I", data, at)[0]
    assert kind == 4, "pooling_type is a uint32 (GGUF type 4)"
    struct.pack_into("<I", data, at + 4, CLS_POOLING)
    name_at = data.index(NAME)
    data[name_at:name_at + len(NAME)] = VARIANT_NAME
    dest.parent.mkdir(parents=True, exist_ok=True)
    tmp = dest.with_suffix(".tmp")
    tmp.write_bytes(bytes(data))
    shutil.move(tmp, dest)
    return dest
