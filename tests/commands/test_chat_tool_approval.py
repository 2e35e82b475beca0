"""`lantern chat --mcp` asks before a tool runs (issue 33, defect 6).

It used to run every call of the servers it was given without a word.
Now: --approve-all-tools runs them all and says so once at the start; a
terminal is asked per call (yes / no / always); with no terminal to ask,
the call is refused and the message names the flag. On the bundled model
with a required tool choice, against the real mcp-server-time.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import threading
from collections.abc import Coroutine
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypeVar, cast

import pytest

from app.commands._chat_tools import CliHost
from app.domain import ToolCall
from app.engine.llama import LlamaEngine
from app.engine.requests import GenerateStream
from app.tools.approvals import FILE_NAME
from app.tools.base import ToolInfo
from app.tools.loop import Approval
from app.tools.toolbox import origin_key

TIME_SERVER = f"{sys.executable} -m mcp_server_time --local-timezone UTC"
TIME_TOOLS = {"get_current_time", "convert_time"}
QUESTION = "[tool call?] "
WAIT_S = 600


def _command(*extra: str) -> list[str]:
    return [sys.executable, "-m", "app", "chat", "What time is it in Tokyo?", "--mcp",
            TIME_SERVER, "--tool-choice", "required", "--max-tool-rounds", "1",
            "--ctx", "2048", "--max-tokens", "48", "--temperature", "0", *extra]


def _env(data_dir: Path) -> dict[str, str]:
    return {**os.environ, "LANTERN_DATA_DIR": str(data_dir),
            "PYTHONPATH": str(Path(__file__).resolve().parents[2])}


def _piped(data_dir: Path, *extra: str) -> str:
    """Run with stdin a pipe (no terminal); returns stderr."""
    done = subprocess.run(_command(*extra), env=_env(data_dir), stdin=subprocess.DEVNULL,
                          capture_output=True, text=True, timeout=WAIT_S, check=False)
    assert done.returncode == 0, done.stderr
    return done.stderr


@pytest.mark.slow
def test_approve_all_tools_is_said_once_and_the_call_runs(data_dir: Path) -> None:
    err = _piped(data_dir, "--approve-all-tools")
    assert err.count("--approve-all-tools: every tool call runs without asking") == 1
    assert err.index("--approve-all-tools:") < err.index("[tool call] ")
    assert "did not allow" not in err and QUESTION not in err
    assert "[tool result] " in err or "[tool error] " in err


@pytest.mark.slow
def test_without_a_terminal_a_call_is_refused_naming_the_flag(data_dir: Path) -> None:
    err = _piped(data_dir)
    assert "no terminal to ask" in err and "add --approve-all-tools" in err
    assert "[tool call] " not in err  # never started on the server
    assert "The user did not allow this call" in err  # what the model was told


@pytest.mark.slow
def test_a_terminal_is_asked_and_always_is_remembered_for_that_server(
        data_dir: Path) -> None:
    err = _in_a_terminal(data_dir, answer="a")
    assert err.count(QUESTION) == 1 and "[tool call] " in err
    written = json.loads((data_dir / FILE_NAME).read_text())
    remembered = {origin_key(e["origin"], e["tool"]) for e in written["always_allowed"]}
    assert remembered & {origin_key(f"command {TIME_SERVER}", name) for name in TIME_TOOLS}


def _in_a_terminal(data_dir: Path, answer: str) -> str:
    """Run with stdin a pseudo-terminal; `answer` is typed when the question
    appears. Returns stderr."""
    pty = pytest.importorskip("pty")  # POSIX terminals
    master, slave = pty.openpty()
    err = bytearray()
    asked = threading.Event()
    with subprocess.Popen(_command(), env=_env(data_dir), stdin=slave,
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE) as process:
        os.close(slave)

        def read_stderr() -> None:
            assert process.stderr is not None
            while chunk := process.stderr.read1(4096):
                err.extend(chunk)
                if QUESTION.encode() in err:
                    asked.set()
            asked.set()  # ended: whatever was said is all there is

        reader = threading.Thread(target=read_stderr, daemon=True)
        reader.start()
        try:
            assert asked.wait(WAIT_S)
            os.write(master, f"{answer}\n".encode())
            process.wait(WAIT_S)
            reader.join(WAIT_S)
        finally:
            os.close(master)
            if process.poll() is None:
                process.kill()
    text = err.decode("utf-8", "replace")
    assert process.returncode == 0, text
    return text


T = TypeVar("T")


def run_alone(coroutine: Coroutine[Any, Any, T]) -> T:
    """`asyncio.run` on a thread of its own: in a run that mixes files (pytest
    -n), the UI tests' qasync loop may already be running on this one."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


@pytest.mark.parametrize(("typed", "approval"), [
    ("y\n", Approval.ONCE), ("yes\n", Approval.ONCE), ("n\n", Approval.DENY),
    ("\n", Approval.DENY), ("maybe\nalways\n", Approval.ALWAYS), ("A\n", Approval.ALWAYS)])
def test_the_terminal_question_takes_yes_no_always(
        typed: str, approval: Approval, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    pty = pytest.importorskip("pty")  # POSIX terminals
    master, slave = pty.openpty()
    with open(slave, encoding="utf-8") as terminal, open(master, "wb", buffering=0) as keys:
        monkeypatch.setattr(sys, "stdin", terminal)
        keys.write(typed.encode())
        host = CliHost(cast(LlamaEngine, None), lambda _prompt: cast(GenerateStream, None))
        got = run_alone(host.approve(ToolCall("c1", "get_current_time", "{}"),
                                       ToolInfo("get_current_time", source="mcp1")))
    assert got is approval
    asked = capsys.readouterr().err
    assert asked.count(QUESTION) == typed.count("\n")  # asked again after "maybe"


def test_the_question_escapes_what_the_model_wrote(monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    pty = pytest.importorskip("pty")
    master, slave = pty.openpty()
    with open(slave, encoding="utf-8") as terminal, open(master, "wb", buffering=0) as keys:
        monkeypatch.setattr(sys, "stdin", terminal)
        keys.write(b"n\n")
        host = CliHost(cast(LlamaEngine, None), lambda _prompt: cast(GenerateStream, None))
        run_alone(host.approve(ToolCall("c1", "echo", '{"text": "\x1b[2J\u202e"}'),
                                 ToolInfo("echo", source="mcp1")))
    asked = capsys.readouterr().err
    assert "\x1b" not in asked and "\u202e" not in asked
    assert "\\x1b[2J\\u202e" in asked
