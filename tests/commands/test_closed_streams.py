"""Closed and broken standard streams (issue 40, item 4): a closed stdin is
empty input, a closed stdout swallows what is printed, and a reader that went
away (`lantern history | head -3`) ends the command quietly, as Unix tools do.
Real processes, with the streams closed by a real shell."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from app.cli import SIGPIPE_EXIT
from app.store import ChatStore

REPO = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX streams and shells")


def env(data_dir: Path) -> dict[str, str]:
    return {**os.environ, "LANTERN_DATA_DIR": str(data_dir), "PYTHONPATH": str(REPO)}


def closed(data_dir: Path, redirects: str, *argv: str) -> subprocess.CompletedProcess[str]:
    """`lantern ARGV` run by sh with `redirects` (e.g. "<&- >&-"); stderr kept
    on a file when the redirects close it too."""
    script = f'exec "$@" {redirects}'
    return subprocess.run(["sh", "-c", script, "sh", sys.executable, "-m", "app", *argv],
                          cwd=REPO, env=env(data_dir), capture_output=True, text=True,
                          timeout=300)


def with_reader_gone(data_dir: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    """`lantern ARGV` writing into a pipe whose reader has already closed it:
    every write fails with EPIPE, deterministically (`| head` races)."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        return subprocess.run([sys.executable, "-m", "app", *argv], cwd=REPO,
                              env=env(data_dir), stdout=write_end, stderr=subprocess.PIPE,
                              text=True, timeout=300)
    finally:
        os.close(write_end)


def saved_conversation(title: str = "kept") -> None:
    with ChatStore.open() as store:  # in the data_dir fixture's folder
        store.add_user_message(store.create_conversation(title).id, "hello")


def test_import_from_a_closed_stdin_is_empty_input(data_dir: Path) -> None:
    done = closed(data_dir, "<&-", "import", "-")
    assert done.returncode == 1
    assert "Standard input is not valid JSON" in done.stderr
    assert "Traceback" not in done.stderr


def test_chat_with_stdin_and_stdout_closed(data_dir: Path) -> None:
    done = closed(data_dir, "<&- >&-", "chat", "hi", "--max-tokens", "3",
                  "--conversation", "new")
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert "[conversation 1]" in done.stderr
    with ChatStore.open() as store:  # the database was not written through "stdout"
        [conversation] = store.list_conversations()
        assert store.thread(conversation.id)[-1].complete


def test_history_into_a_closed_pipe_is_quiet(data_dir: Path) -> None:
    saved_conversation()
    for argv in (["history"], ["history", "--search", "hello"], ["export", "1"]):
        done = with_reader_gone(data_dir, *argv)
        assert (done.returncode, done.stderr) == (SIGPIPE_EXIT, ""), argv


def test_chat_into_a_closed_pipe_stops_and_keeps_the_answer(data_dir: Path) -> None:
    done = with_reader_gone(data_dir, "chat", "Tell me a long story.", "--max-tokens", "200",
                            "--conversation", "new")
    assert done.returncode == SIGPIPE_EXIT, done.stderr
    assert "Broken pipe" not in done.stderr and "Traceback" not in done.stderr
    with ChatStore.open() as store:
        [conversation] = store.list_conversations()
        answer = store.thread(conversation.id)[-1]
    assert answer.finish_reason == "cancelled"  # stopped at once, not run to the end
