"""Ctrl+C stops `lantern chat` within a token or two (issue 22, defect 1).

A real `lantern chat` process on the real default model gets a real SIGINT
once its answer is streaming: it must stop, save the answer so far as
cancelled, and exit 130 (the shell's code for "ended by Ctrl+C").
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from app.store import ChatStore

REPO = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGINT is POSIX")


def test_ctrl_c_stops_the_answer_saves_it_and_exits_130(data_dir: Path) -> None:
    env = {**os.environ, "LANTERN_DATA_DIR": str(data_dir), "PYTHONPATH": str(REPO),
           "PYTHONUNBUFFERED": "1"}
    with subprocess.Popen(
            [sys.executable, "-m", "app", "chat", "Tell me a very long story.",
             "--max-tokens", "2000", "--temperature", "0", "--conversation", "new"],
            cwd=REPO, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE) as process:
        assert process.stdout is not None
        first = process.stdout.read(8)  # the answer is streaming
        process.send_signal(signal.SIGINT)
        try:
            _rest, err = process.communicate(timeout=120)  # a hang is the bug, not speed
        except subprocess.TimeoutExpired:
            process.kill()
            raise
    assert first
    assert process.returncode == 130, err.decode()
    assert b"Traceback" not in err
    with ChatStore.open() as store:
        [conversation] = store.list_conversations()
        answer = store.thread(conversation.id)[-1]
    assert answer.role == "assistant"
    assert answer.finish_reason == "cancelled"
    assert answer.content and answer.content.startswith(first.decode("utf-8", "ignore")[:4])
    assert answer.usage.completion_tokens < 2000
