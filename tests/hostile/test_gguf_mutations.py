"""Lantern reads a GGUF header fully before llama.cpp sees the file (issue
40, item 2): every count, length, offset and nesting is checked, and every
file ends as a model or one clear error line, whatever its bytes."""

from __future__ import annotations

import io
import random
import struct
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.cli import main
from app.engine.errors import ModelLoadError
from app.engine.gguf_reader import GgufHeader, GgufHeaderError, read_header
from app.engine.model_files import check_gguf
from app.models.errors import ModelsError
from app.models.registry import Registry
from tests.hostile import gguf_bytes as g
from tests.hostile.gguf_mutations import (
    Header,
    generated_header,
    mutate,
    nested_arrays,
    small_real_header,
)
from tests.hostile_json import examples


@pytest.fixture(scope="module")
def headers(model_file: Path, tmp_path_factory: pytest.TempPathFactory) -> list[Header]:
    return [small_real_header(model_file), generated_header(tmp_path_factory.mktemp("gen"))]


def _one_line(message: str) -> None:
    assert message and "\n" not in message and "Traceback" not in message


def test_arrays_nested_10000_deep_are_one_clear_error(tmp_path: Path, data_dir: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "deep.gguf"
    path.write_bytes(nested_arrays(10_000))
    with pytest.raises(ModelLoadError, match="nests arrays inside arrays") as raised:
        check_gguf(path)
    _one_line(str(raised.value))
    for command in (["models", "info", str(path)], ["models", "import", str(path)],
                    ["chat", "hi", "--model", str(path)]):
        assert main(command) == 1
        err = capsys.readouterr().err.strip()
        _one_line(err)
        assert "deep.gguf" in err and "nests arrays" in err, command


def test_one_nested_array_as_the_gguf_package_writes_it_is_read(headers: list[Header]) -> None:
    generated = headers[1]
    header = read_header(io.BytesIO(generated.data), generated.size, tensors=True)
    assert header.metadata["x.nested"] == [[1, 2], [3, 4]]
    assert header.tensor_data_end is not None and header.tensor_data_end <= generated.size


def _with_tensor(dims: list[int], kind: int = 0, offset: int = 0, name: bytes = b"w",
                 twice: bool = False) -> bytes:
    infos = g.tensor_info(name, dims, kind, offset) * (2 if twice else 1)
    body = g.header([], tensor_count=2 if twice else 1) + infos
    return body + bytes(-len(body) % 32) + b"\0" * 256


@pytest.mark.parametrize(("forged", "says"), [
    (_with_tensor([2**32, 2**32]), "more than a 64-bit count holds"),
    (_with_tensor([2**62, 4]), "more than a 64-bit count holds"),
    (_with_tensor([16], offset=7), "not a multiple of the file's alignment"),
    (_with_tensor([16], offset=2**63 - 32), "past what a 64-bit offset holds"),
    (_with_tensor([33], kind=2), "not a multiple of its type's blocks of 32"),  # q4_0
    (_with_tensor([16], name=b"n" * 64), "a tensor name of 64 bytes"),
    (_with_tensor([16], twice=True), "the tensor 'w' twice"),
    (g.header([g.kv_u32(b"k", 1), g.kv_u32(b"k", 2)]), "the key 'k' twice"),
    (g.header([g.string(b"k" * 70000) + struct.pack("<II", g.UINT32, 1)]), "a key of 70,000"),
    (g.header([], tensor_count=2**21) + b"\0" * (24 << 21), "2,097,152 tensors"),
])
def test_forged_tensor_tables_and_keys_are_refused(forged: bytes, says: str,
                                                   tmp_path: Path) -> None:
    path = tmp_path / "forged.gguf"
    path.write_bytes(forged)
    with pytest.raises(ModelLoadError) as raised:
        check_gguf(path)
    _one_line(str(raised.value))
    assert "forged.gguf" in str(raised.value) and says in str(raised.value)


def _read(header: Header, data: bytes) -> GgufHeader | None:
    try:
        return read_header(io.BytesIO(data), header.size, tensors=True)
    except GgufHeaderError as exc:
        _one_line(str(exc))
        return None


@examples(400)
@given(st.randoms(use_true_random=False), st.integers(1, 4), st.integers(0, 1))
def test_damaged_real_headers_end_as_a_model_or_one_clear_error(
        headers: list[Header], rng: random.Random, edits: int, which: int) -> None:
    header = headers[which]
    _read(header, mutate(header.data, rng, edits))


@examples(40)
@given(st.randoms(use_true_random=False), st.integers(1, 3))
def test_damaged_model_files_end_as_a_model_or_one_clear_error(
        model_file: Path, headers: list[Header], tmp_path_factory: pytest.TempPathFactory,
        rng: random.Random, edits: int) -> None:
    """The bundled model's whole header (its 49,152-token vocabulary too),
    damaged, in a file of the model's size, through every check a load makes."""
    with model_file.open("rb") as source:
        read_header(source, model_file.stat().st_size, tensors=True)
        whole = source.tell()
        source.seek(0)
        data = mutate(source.read(whole), rng, edits)
    path = tmp_path_factory.mktemp("m") / "damaged.gguf"
    with path.open("wb") as out:
        out.write(data)
        out.truncate(model_file.stat().st_size)  # sparse: the tensor data's size, no bytes
    try:
        check_gguf(path)
    except ModelLoadError as exc:
        _one_line(str(exc))
        assert "damaged.gguf" in str(exc)


def test_a_damaged_model_is_refused_at_import_in_one_line(headers: list[Header], tmp_path: Path,
                                                          data_dir: Path) -> None:
    path = tmp_path / "damaged.gguf"
    path.write_bytes(mutate(headers[0].data, random.Random(3), 2))
    try:
        Registry(data_dir / "models.json").import_file(path, copy=False)
    except ModelsError as exc:
        _one_line(str(exc))
