"""A model's GGUF header is read once per version of its file, and the tensor
sizes that check it come from the libggml that loads it (issue 24: the
window's fit estimate, the engine's checks and its embedding-model refusal
all ask for the same header before a model loads)."""

from __future__ import annotations

import os
import time
from pathlib import Path

import llama_cpp

from app.engine.gguf_reader import RACY_S, ggml_type_sizes, read_file_header
from app.engine.model_files import check_gguf
from tests.hostile import gguf_bytes as g


def test_tensor_sizes_are_the_loading_librarys_own() -> None:
    sizes = ggml_type_sizes()
    assert sizes[llama_cpp.GGML_TYPE_F32] == (1, 4)
    assert sizes[llama_cpp.GGML_TYPE_F16] == (1, 2)
    assert sizes[llama_cpp.GGML_TYPE_Q8_0] == (32, 34)  # 32 int8 + one fp16 scale
    assert sizes[llama_cpp.GGML_TYPE_Q8_1] == (32, 36)  # the `gguf` package says 40
    assert sizes[llama_cpp.GGML_TYPE_Q4_K] == (256, 144)
    assert 4 not in sizes and 5 not in sizes  # Q4_2 and Q4_3, long removed


def test_the_bundled_models_tensors_end_where_its_file_does(model_path: Path) -> None:
    header = check_gguf(model_path)
    end, size = header.tensor_data_end or 0, model_path.stat().st_size
    alignment = header.metadata.get("general.alignment", 32)
    assert not header.unknown_types
    assert size - alignment < end <= size


def _settled(path: Path, data: bytes, age_s: float) -> None:
    path.write_bytes(data)
    past = time.time() - age_s
    os.utime(path, (past, past))


def test_a_settled_file_is_read_once_per_version(tmp_path: Path) -> None:
    path = tmp_path / "small.gguf"
    _settled(path, g.header([g.kv_u32(b"test.value", 1)]), age_s=60)
    first = read_file_header(path)
    assert read_file_header(path) is first
    assert first.metadata == {"test.value": 1}
    _settled(path, g.header([g.kv_u32(b"test.value", 2)]), age_s=30)  # same size, newer
    assert read_file_header(path).metadata == {"test.value": 2}


def test_a_file_written_just_now_is_read_again_each_time(tmp_path: Path) -> None:
    path = tmp_path / "small.gguf"
    path.write_bytes(g.header([g.kv_u32(b"test.value", 1)]))
    assert time.time() - path.stat().st_mtime < RACY_S
    first = read_file_header(path)
    path.write_bytes(g.header([g.kv_u32(b"test.value", 3)]))  # same size, maybe same mtime
    again = read_file_header(path)
    assert again is not first and again.metadata == {"test.value": 3}
