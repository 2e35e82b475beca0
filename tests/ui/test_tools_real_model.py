"""End to end with the real bundled model and a required tool choice: the
call reaches the real MCP server (mcp-server-time), the result is stored
and shown, the answer follows; the window, opened afterwards on the same
database (a restart), shows the call."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.store import ChatStore
from tests.ui.conftest import WAIT_MS, close_window, open_window
from tests.ui.fakes import Script

pytestmark = pytest.mark.slow
TIME_SERVER = f"{sys.executable} -m mcp_server_time --local-timezone UTC"
TIME_TOOLS = {"get_current_time", "convert_time"}


def test_cli_calls_the_real_server_saves_the_call_and_the_window_shows_it(
        data_dir: Path, qtbot: QtBot, qloop: object, thread_guard: None) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "app", "chat", "What time is it in Tokyo?", "--mcp",
         TIME_SERVER, "--approve-all-tools", "--tool-choice", "required", "--conversation",
         "new", "--ctx", "2048",
         "--max-tokens", "128", "--temperature", "0"],
        env={**os.environ, "LANTERN_DATA_DIR": str(data_dir),
             "PYTHONPATH": str(Path(__file__).resolve().parents[2])},
        capture_output=True, text=True, timeout=1500, check=False)
    err = done.stderr
    assert done.returncode == 0, err
    assert "[mcp] " in err and "get_current_time" in err
    assert "[tool call] " in err and ("[tool result] " in err or "[tool error] " in err)
    with ChatStore.open(data_dir / "lantern.db") as store:
        conversation = store.list_conversations()[0]
        thread = store.thread(conversation.id)
    roles = [m.role for m in thread]
    assert roles[:3] == ["user", "assistant", "tool"] and roles[-1] == "assistant"
    calling, result, answer = thread[1], thread[2], thread[-1]
    assert calling.tool_calls and calling.tool_calls[0].name in TIME_TOOLS
    assert result.tool_result is not None and result.tool_result.name in TIME_TOOLS
    assert result.content  # what the real server said (a time, or its error)
    assert answer.complete
    harness = open_window(qtbot, data_dir, Script())
    try:
        harness.controller.open_conversation(conversation.id)
        qtbot.waitUntil(lambda: bool(harness.window.chat_view.tool_views()), timeout=WAIT_MS)
        view = harness.window.chat_view.tool_views()[0]
        assert view.step.name == result.tool_result.name
        assert view.result.toPlainText() == result.content
    finally:
        close_window(harness)
