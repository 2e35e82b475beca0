"""Killing the process mid-answer loses at most the last second, never the question."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from app.store import ChatStore

CHILD = Path(__file__).with_name("_stream_child.py")


def stream_text(length: int) -> str:
    text, i = "", 0
    while len(text) < length:
        text += f"w{i} "
        i += 1
    return text[:length]


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_sigkill_mid_answer_keeps_question_and_partial_answer(db_path: Path) -> None:
    child = subprocess.Popen([sys.executable, str(CHILD), str(db_path)],
                             stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout is not None
        ready = child.stdout.readline().split()
        assert ready[0] == "ready", ready
        cid, user_id, answer_id = map(int, ready[1:])
        saved = [int(child.stdout.readline().split()[1]) for _ in range(2)]
        os.kill(child.pid, signal.SIGKILL)  # mid-answer, no cleanup at all
        child.wait(timeout=30)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
        if child.stdout is not None:
            child.stdout.close()
    assert child.returncode == -signal.SIGKILL

    with ChatStore.open(db_path) as store:
        assert store.check_integrity() == ["ok"]
        question, answer = store.thread(cid)
        assert (question.id, question.content) == (user_id, "Please write a very long answer. ✓")
        assert answer.id == answer_id and answer.parent_id == user_id
        assert not answer.complete and answer.status == "interrupted"
        # Everything the child reported saved is there, in order, and nothing else.
        assert len(answer.content) >= saved[-1] > saved[0] > 0
        assert answer.content == stream_text(len(answer.content))
        assert answer.model == "fake.gguf"
