"""Odd numbers and odd data folders get a message, never a traceback
(issue 26, items 12 and 13)."""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.cli import main
from app.store import ChatStore
from tests.hostile.processes import tiny_gguf


@pytest.mark.parametrize(("option", "value"), [
    ("--port", "99999"), ("--port", "-1"), ("--queue-limit", "0"), ("--queue-limit", "-1"),
    ("--max-body-kb", "-1"), ("--max-body-kb", "0"),
])
def test_serve_numbers_are_range_checked(option: str, value: str, data_dir: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["serve", option, value])
    assert exit_.value.code == 2
    assert f"argument {option}: {value} is out of range: use" in capsys.readouterr().err


def _bad_key(kind: str, data: Path) -> None:
    data.mkdir(parents=True, exist_ok=True)
    key = data / "api-key"
    if kind == "not ASCII":
        key.write_bytes("lantern-clé\n".encode())
    elif kind == "a folder":
        key.mkdir()
    else:
        key.symlink_to(data / "nowhere")


@pytest.mark.parametrize(("kind", "said"), [
    ("not ASCII", "is not plain ASCII text; delete it"),
    ("a folder", "is not a file; remove it"),
    ("a dangling link", "is a link to nothing"),
])
def test_serve_with_an_odd_key_file(kind: str, said: str, data_dir: Path,
                                    capsys: pytest.CaptureFixture[str],
                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("LANTERN_API_KEY", raising=False)
    _bad_key(kind, data_dir)
    assert main(["serve", "--port", "0"]) == 2
    assert said in capsys.readouterr().err


@pytest.mark.parametrize("argv", [["serve", "--port", "0"], ["models", "list"],
                                  ["models", "info", "x"], ["history"]])
def test_a_data_folder_that_is_a_file(argv: list[str], data_dir: Path,
                                      capsys: pytest.CaptureFixture[str],
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("LANTERN_API_KEY", raising=False)
    data_dir.parent.mkdir(parents=True, exist_ok=True)
    data_dir.write_text("not a folder")
    assert main(argv) == 2
    assert "is a file, not a folder" in capsys.readouterr().err


@pytest.mark.parametrize("content", ['[]', '{"models": {"a": 1}}', '{"models": [{"a": 1}]}',
                                     '{"models": [1, "x", null]}', '{"models": [{"id": 5}]}'])
def test_malformed_models_json_is_set_aside_and_said(content: str, data_dir: Path,
                                                     capsys: pytest.CaptureFixture[str],
                                                     caplog: pytest.LogCaptureFixture,
                                                     tmp_path: Path) -> None:
    data_dir.mkdir(parents=True)
    (data_dir / "models.json").write_text(content)
    assert main(["models", "list"]) == 0
    said = caplog.text  # a warning: on stderr outside pytest
    assert "models.json" in said and "kept as" in said
    assert (data_dir / "models.json.damaged").read_text() == content
    assert main(["models", "import", str(tiny_gguf(tmp_path / "m.gguf")), "--in-place"]) == 0
    assert "Imported" in capsys.readouterr().out


def test_an_unreadable_models_json_is_not_called_damaged(data_dir: Path,
                                                        capsys: pytest.CaptureFixture[str],
                                                        ) -> None:
    data_dir.mkdir(parents=True)
    (data_dir / "models.json").mkdir()  # unreadable as a file: EISDIR, not damage
    assert main(["models", "list"]) == 1
    assert "cannot be read" in capsys.readouterr().err
    assert (data_dir / "models.json").is_dir() and not (data_dir / "models.json.damaged").exists()


@pytest.fixture
def read_only_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    if os.geteuid() != 0 or shutil.which("mount") is None:
        pytest.skip("mounting a read-only tmpfs needs root (CI runs as root)")
    path = tmp_path / "ro"
    path.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "ro,size=1m", "tmpfs", str(path)],
                          capture_output=True, text=True)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.strip()}")
    monkeypatch.setenv("LANTERN_DATA_DIR", str(path))
    monkeypatch.delenv("LANTERN_API_KEY", raising=False)
    yield path
    subprocess.run(["umount", "-l", str(path)], check=False)


@pytest.mark.parametrize(("argv", "code"), [
    (["models", "import", "FILE"], 1), (["models", "use", "smollm2-135m-instruct"], 1),
    (["serve", "--port", "0"], 2),
])
def test_a_read_only_data_folder(argv: list[str], code: int, read_only_data: Path,
                                 tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    argv = [str(tiny_gguf(tmp_path / "m.gguf")) if a == "FILE" else a for a in argv]
    assert main(argv) == code
    err = capsys.readouterr().err
    assert "Read-only file system" in err or "read-only" in err
    assert "Traceback" not in err


def fill(disk: Path) -> None:
    """Take every byte left on `disk` (a tmpfs): whole pages, then single
    bytes, until the kernel says ENOSPC; statvfs then reports 0 free."""
    with (disk / "filler").open("wb", buffering=0) as filler:
        for size in (1 << 16, 4096, 1):
            with contextlib.suppress(OSError):
                while True:
                    filler.write(bytes(size))
    assert shutil.disk_usage(disk).free == 0


def test_a_full_disk_still_reads_and_exports(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 40, item 5: with the database closed on a full disk, reading
    commands open it read-only and work (opening for writing in WAL mode
    needs the -shm and -wal files, and failed for every command, leaving a
    3-byte -shm behind); a command that would save says what it cannot do."""
    if os.geteuid() != 0 or shutil.which("mount") is None:
        pytest.skip("mounting a small tmpfs needs root (CI runs as root)")
    disk = tmp_path / "small"
    disk.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", str(disk)],
                      capture_output=True).returncode != 0:
        pytest.skip("cannot mount a tmpfs here")
    try:
        monkeypatch.setenv("LANTERN_DATA_DIR", str(disk))
        with ChatStore.open() as store:
            store.add_user_message(store.create_conversation("kept").id, "hello lighthouse")
        notes = tmp_path / "notes"
        notes.mkdir()
        (notes / "keeper.txt").write_text("The lighthouse keeper wrote in the log.\n")
        assert main(["index", str(notes)]) == 0, capsys.readouterr().err
        assert not (disk / "lantern.db-shm").exists()
        fill(disk)
        other = tmp_path / "other"
        other.mkdir()
        for argv in (["history"], ["history", "--search", "lighthouse"], ["search", "keeper"],
                     ["export", "1", "-o", str(other / "x.md")], ["export", "1"]):
            assert main(argv) == 0, capsys.readouterr().err
            out = capsys.readouterr().out
            assert "kept" in out or "lighthouse" in out or argv[-1].endswith("x.md"), out
        assert main(["index", str(notes)]) == 1  # a write: refused, saying why
        assert "is full" in capsys.readouterr().err
        assert "hello lighthouse" in (other / "x.md").read_text()
        assert main(["chat", "hi", "--conversation", "new"]) == 1
        err = capsys.readouterr().err
        assert "is full" in err and "no conversation can be started" in err, err
        assert "saved nothing" not in err and "permission" not in err
        assert [p.name for p in disk.iterdir() if p.name.endswith(("-shm", "-wal"))] == []
    finally:
        subprocess.run(["umount", "-l", str(disk)], check=False)
