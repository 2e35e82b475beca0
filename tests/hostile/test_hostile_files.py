"""Forged and cut-short files: GGUF headers, pipes and devices (issue 26,
items 10, 11 and 14). Each ends in one clear message, never a traceback."""

from __future__ import annotations

import os
import struct
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.cli import main
from app.engine.errors import ModelLoadError
from app.engine.model_files import check_gguf
from app.models.errors import ModelsError
from app.models.gguf_header import read_metadata
from app.models.registry import Registry
from tests.hostile import gguf_bytes as g
from tests.hostile_json import examples


@pytest.mark.parametrize("claimed", [2**40, 2**63, 2**64 - 1])
def test_models_info_on_a_huge_string_length(claimed: int, tmp_path: Path, data_dir: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    forged = tmp_path / "forged.gguf"
    forged.write_bytes(g.huge_string_key(claimed))
    assert main(["models", "info", str(forged)]) == 1
    err = capsys.readouterr().err
    assert "forged.gguf cannot be read" in err and "more than" in err
    with pytest.raises(ModelLoadError, match="cannot be used"):
        check_gguf(forged)


def test_a_truncated_model_is_refused_at_import(model_file: Path, tmp_path: Path,
                                                data_dir: Path) -> None:
    cut = tmp_path / "cut.gguf"
    with model_file.open("rb") as whole:
        cut.write_bytes(whole.read(1 << 20))
    registry = Registry(data_dir / "models.json")
    with pytest.raises(ModelsError, match="cut short"):  # inside the header
        registry.import_file(cut, copy=False)
    with model_file.open("rb") as whole:
        cut.write_bytes(whole.read(32 << 20))
    size = model_file.stat().st_size
    with pytest.raises(ModelsError, match=f"is truncated: its tensors need {size:,} bytes"):
        registry.import_file(cut, copy=False)
    assert registry.all()[1:] == []


@pytest.mark.parametrize("forged", [
    g.header([], tensor_count=2**62),                      # 2^62 tensors
    g.header([], kv_count=2**62),                          # 2^62 keys
    g.with_tensor(1 << 40, b"\0" * 64),                    # 4 TB of data in 64 bytes
    g.header([g.string(b"k") + struct.pack("<IIQ", g.ARRAY, 4, 2**61)]),  # array
])
def test_forged_counts_are_refused_at_import(forged: bytes, tmp_path: Path,
                                             data_dir: Path) -> None:
    path = tmp_path / "forged.gguf"
    path.write_bytes(forged)
    with pytest.raises(ModelsError):
        Registry(data_dir / "models.json").import_file(path, copy=False)


def test_a_whole_small_model_is_accepted(tmp_path: Path, data_dir: Path) -> None:
    path = tmp_path / "small.gguf"
    path.write_bytes(g.with_tensor(16, b"\0" * 64))
    check_gguf(path)
    assert Registry(data_dir / "models.json").import_file(path, copy=False).id == "small"


def _specials(tmp_path: Path) -> dict[str, Path]:
    fifo = tmp_path / "pipe.gguf"
    os.mkfifo(fifo)
    link = tmp_path / "zero.gguf"
    link.symlink_to("/dev/zero")
    return {"named pipe (FIFO)": fifo, "character device": Path("/dev/zero"),
            "character device ": link}


def test_pipes_and_devices_are_named_as_what_they_are(tmp_path: Path, data_dir: Path,
                                                      capsys: pytest.CaptureFixture[str],
                                                      ) -> None:
    for kind, path in _specials(tmp_path).items():
        assert main(["models", "import", str(path)]) == 1
        assert f"is a {kind.strip()}, not a model file" in capsys.readouterr().err
        assert main(["chat", "hi", "--model", str(path)]) == 1
        assert f"is a {kind.strip()}, not a model file" in capsys.readouterr().err


def test_a_pipe_as_an_adapter_is_named(tmp_path: Path, data_dir: Path,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    fifo = _specials(tmp_path)["named pipe (FIFO)"]
    assert main(["chat", "hi", "--max-tokens", "1", "--ctx", "256", "--lora", str(fifo)]) == 1
    assert "pipe.gguf is a named pipe (FIFO), not an adapter file" in capsys.readouterr().err


# -- every generated header: accepted, or one clear error --------------------

lengths = st.one_of(st.integers(0, 64), st.sampled_from([2**31, 2**32, 2**40, 2**62, 2**63,
                                                         2**64 - 1]))
kinds = st.one_of(st.integers(0, 13), st.sampled_from([2**31, 2**32 - 1]))


@st.composite
def forged_headers(draw: st.DrawFn) -> bytes:
    parts = [b"GGUF", struct.pack("<I", draw(st.sampled_from([1, 2, 3, 3, 3, 4])))]
    parts.append(struct.pack("<QQ", draw(lengths), draw(lengths)))
    for _ in range(draw(st.integers(0, 4))):
        parts.append(struct.pack("<Q", draw(lengths)) + draw(st.binary(max_size=12)))
        parts.append(struct.pack("<I", draw(kinds)))
        parts.append(draw(st.binary(max_size=24)))
    if draw(st.booleans()):
        parts.append(g.tensor_info(b"t", draw(st.lists(lengths, max_size=5)),
                                   draw(kinds), draw(lengths)))
    data = b"".join(parts)
    return data[:draw(st.integers(0, len(data)))] if draw(st.booleans()) else data


@examples(300)
@given(forged_headers())
def test_generated_headers_end_in_success_or_one_clear_error(
        tmp_path_factory: pytest.TempPathFactory, data: bytes) -> None:
    path = tmp_path_factory.mktemp("h") / "generated.gguf"
    path.write_bytes(data)
    try:
        check_gguf(path)
    except ModelLoadError as exc:
        assert "generated.gguf" in str(exc) and "\n" not in str(exc)
    try:
        read_metadata(path)
    except ModelsError as exc:
        assert "generated.gguf" in str(exc)
