"""`lantern export` to a terminal escapes control characters; `-o FILE` and
pipes stay byte-exact (issue 26, item 15). A real pty, a real process."""

from __future__ import annotations

import os
import pty
import subprocess
import sys
from pathlib import Path

import pytest

from app.store import ChatStore
from tests.hostile.processes import REPO_ROOT, lantern_env

HOSTILE = "title\x1b]0;pwned\x07 \x1b[2J\x00 \u202eevil"


@pytest.fixture
def hostile_conversation(data_dir: Path) -> int:
    with ChatStore.open() as store:
        conversation = store.create_conversation(HOSTILE)
        store.add_user_message(conversation.id, f"body {HOSTILE}")
        return conversation.id


def on_a_pty(args: list[str], data_dir: Path) -> bytes:
    main, side = pty.openpty()
    process = subprocess.Popen([sys.executable, "-m", "app", *args], cwd=REPO_ROOT,
                               env=lantern_env(data_dir), stdout=side,
                               stderr=subprocess.DEVNULL)
    os.close(side)
    out = b""
    while True:
        try:
            chunk = os.read(main, 1 << 16)
        except OSError:  # EIO: the other side closed
            break
        if not chunk:
            break
        out += chunk
    os.close(main)
    assert process.wait(timeout=120) == 0
    return out


def test_export_to_a_terminal_escapes_control_characters(hostile_conversation: int,
                                                         data_dir: Path) -> None:
    shown = on_a_pty(["export", str(hostile_conversation), "--format", "md"], data_dir)
    for raw in (b"\x1b", b"\x07", b"\x00", "\u202e".encode()):
        assert raw not in shown
    assert b"\\x1b]0;pwned\\x07" in shown and b"\\u202eevil" in shown


def test_export_to_a_file_or_pipe_is_byte_exact(hostile_conversation: int, data_dir: Path,
                                               tmp_path: Path) -> None:
    out = tmp_path / "conversation.md"
    done = subprocess.run([sys.executable, "-m", "app", "export", str(hostile_conversation),
                           "-o", str(out)], cwd=REPO_ROOT, env=lantern_env(data_dir),
                          capture_output=True, timeout=120)
    assert done.returncode == 0
    assert f"body {HOSTILE}".encode() in out.read_bytes()
    piped = subprocess.run([sys.executable, "-m", "app", "export", str(hostile_conversation)],
                           cwd=REPO_ROOT, env=lantern_env(data_dir), capture_output=True,
                           timeout=120)
    assert piped.stdout == out.read_bytes()


def test_index_prints_a_collection_name_with_escapes_escaped(
        data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 40: `lantern index --collection NAME` printed the name raw."""
    from app.cli import main

    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "note.txt").write_text("The lighthouse keeper lit the lamp at dusk.\n")
    name = "red\x1b[31m \x1b]0;pwned\x07"
    assert main(["index", "--collection", name]) == 1  # no such collection yet
    assert main(["index", str(folder), "--collection", name]) == 0
    assert main(["index", "--list"]) == 0
    captured = capsys.readouterr()
    for shown in (captured.out, captured.err):
        assert "\x1b" not in shown and "\x07" not in shown
    assert "red\\x1b[31m \\x1b]0;pwned\\x07" in captured.err
    assert "red\\x1b[31m \\x1b]0;pwned\\x07: 1 indexed" in captured.out
