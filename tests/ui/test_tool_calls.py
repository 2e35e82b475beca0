"""Tool calls in the window: the fake engine calls tools (filling
request.tool_calls, settled by the real settle()); the tools are a real MCP
server (tests/tools/misbehaving_server.py) that the window's ToolService
starts. Approval, Deny, Always allow, Stop during a hanging tool, the round
limit and a server that dies mid-conversation."""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from app.domain import ToolCall
from app.engine.requests import GenerateStream
from app.tools.mcp_client import ServerState
from app.tools.servers import ServerConfig, ServerList
from app.tools.toolbox import origin_key
from app.ui.chat.tool_call_view import ToolCallView
from tests.tools.servers import MISBEHAVING
from tests.ui.conftest import WAIT_MS, Harness, close_window, open_window
from tests.ui.fakes import Script

SERVER = "misbehaving"


def answers_a_result(request: GenerateStream) -> bool:
    return isinstance(request.prompt, list) and request.prompt[-1].get("role") == "tool"


def calls_once(name: str, arguments: dict[str, object]) -> object:
    """The model calls `name` once per question, then answers from its result."""
    def make(request: GenerateStream) -> list[ToolCall]:
        if answers_a_result(request):
            return []
        return [ToolCall("call_1", name, json.dumps(arguments))]
    return make


@pytest.fixture
def tooled(thread_guard: None, qtbot: QtBot, qloop: asyncio.AbstractEventLoop,
           data_dir: Path, script: Script, tmp_path: Path) -> Iterator[Harness]:
    """The window with the misbehaving MCP server configured and started."""
    ServerList(data_dir / "mcp-servers.json").put(ServerConfig(
        SERVER, command=sys.executable, args=(str(MISBEHAVING),),
        env={"MISBEHAVE_CANCELLED_FILE": str(tmp_path / "cancelled"),
             "MISBEHAVE_STARTED_FILE": str(tmp_path / "started")}))
    harness = open_window(qtbot, data_dir, script)
    tools = harness.window.tools
    tools.start(SERVER)
    qtbot.waitUntil(lambda: tools.rows()[0].status.state is ServerState.RUNNING,
                    timeout=WAIT_MS)
    harness.wait_loaded()
    yield harness
    close_window(harness)


def use_tools(harness: Harness, *names: str, ask: bool = True, rounds: int = 6) -> None:
    controller = harness.controller
    controller.set_conversation_settings(replace(
        controller.conversation_settings(), tools=tuple(f"{SERVER}/{n}" for n in names)))
    harness.window.apply_settings(replace(harness.window.settings, tool_approval=ask,
                                          tool_rounds=rounds))


def pending(harness: Harness, state: str) -> ToolCallView:
    view = harness.window.chat_view
    harness.qtbot.waitUntil(lambda: any(v.step.state == state for v in view.tool_views()),
                            timeout=WAIT_MS)
    return next(v for v in view.tool_views() if v.step.state == state)


def test_a_call_asks_first_then_runs_and_the_answer_follows(tooled: Harness) -> None:
    tooled.script.tool_calls = calls_once("echo", {"text": "hi"})
    use_tools(tooled, "echo")
    steps: list[tuple[str, str]] = []
    tooled.controller.tool_step.connect(lambda step: steps.append((step.state, step.arguments)))
    tooled.type_and_send("Say hi through the echo tool")
    asking = pending(tooled, "asking")
    writing = [arguments for state, arguments in steps if state == "writing"]
    assert writing and writing[-1] == '{"text": "hi"}'  # shown while the model wrote it
    assert len(writing) > 1 and steps.index(("asking", writing[-1])) > len(writing) - 1
    assert asking.question.isVisibleTo(asking) and asking.expanded
    assert "echo from misbehaving" in asking.question_text.text()
    assert '"text": "hi"' in asking.arguments.toPlainText()
    tooled.qtbot.mouseClick(asking.allow_once, _left())
    tooled.wait_idle()
    thread = tooled.thread()
    assert [m.role for m in thread] == ["user", "assistant", "tool", "assistant"]
    assert thread[1].tool_calls[0].name == "echo"
    assert thread[2].content == "echo: hi" and not thread[2].tool_result.is_error  # type: ignore[union-attr]
    final_prompt = tooled.script.requests[-1].prompt
    assert {"role": "tool", "tool_call_id": "call_1", "content": "echo: hi"} in final_prompt
    shown = tooled.window.chat_view.tool_views()
    assert len(shown) == 1 and shown[0].step.state == "done"
    assert shown[0].result.toPlainText() == "echo: hi" and not shown[0].expanded
    shown[0].copy()
    assert QGuiApplication.clipboard().text() == 'echo({"text": "hi"})\n\necho: hi'
    assert tooled.widgets()[-1].text.startswith("Echo:")  # the answer after the call


def test_deny_is_told_to_the_model(tooled: Harness) -> None:
    tooled.script.tool_calls = calls_once("echo", {"text": "secret"})
    use_tools(tooled, "echo")
    tooled.type_and_send("Echo my secret")
    tooled.qtbot.mouseClick(pending(tooled, "asking").deny, _left())
    tooled.wait_idle()
    result = tooled.thread()[2]
    assert result.tool_result is not None and result.tool_result.is_error
    assert "did not allow" in result.content
    last = tooled.script.requests[-1].prompt
    assert any(m.get("role") == "tool" and "did not allow" in m["content"] for m in last)


def test_always_allow_stops_asking_for_that_tool(tooled: Harness) -> None:
    tooled.script.tool_calls = calls_once("echo", {"text": "one"})
    use_tools(tooled, "echo")
    tooled.type_and_send("first")
    tooled.qtbot.mouseClick(pending(tooled, "asking").allow_always, _left())
    tooled.wait_idle()
    identity = tooled.window.tools.rows()[0].config.identity()
    assert origin_key(identity, "echo") in tooled.window.tools.always_allowed
    steps: list[str] = []
    tooled.controller.tool_step.connect(lambda step: steps.append(step.state))
    tooled.script.tool_calls = calls_once("echo", {"text": "two"})
    tooled.send("second")
    assert "asking" not in steps and "running" in steps
    assert tooled.thread()[-2].content == "echo: two"


def test_stop_during_a_hanging_tool_cancels_its_request(tooled: Harness,
                                                        tmp_path: Path) -> None:
    tooled.script.tool_calls = calls_once("hang", {})
    use_tools(tooled, "hang", ask=False)
    tooled.type_and_send("wait forever")
    pending(tooled, "running")
    # On the server, not only sent: a Stop before the request has left this
    # process cancels it here, and the server has nothing to cancel.
    tooled.qtbot.waitUntil(lambda: (tmp_path / "started").exists(), timeout=WAIT_MS)
    tooled.window.composer.stop_requested.emit()
    tooled.wait_idle()
    result = tooled.thread()[-1]
    assert result.role == "tool" and "stopped this call" in result.content
    tooled.qtbot.waitUntil(lambda: (tmp_path / "cancelled").exists(), timeout=WAIT_MS)
    assert tooled.window.tools.rows()[0].status.state is ServerState.RUNNING
    assert not tooled.window.chat_view.tool_views()[-1].question.isVisibleTo(
        tooled.window.chat_view)


def test_the_round_limit_makes_the_model_answer(tooled: Harness) -> None:
    tooled.script.tool_calls = lambda _request: [ToolCall("call_x", "echo", '{"text": "again"}')]
    use_tools(tooled, "echo", ask=False, rounds=2)
    tooled.send("loop")
    requests = [r for r in tooled.script.requests if isinstance(r, GenerateStream)]
    assert len(requests) == 3
    assert requests[-1].tools == () and requests[-1].tool_choice == "auto"
    assert "called tools 2 times" in tooled.window.chat_view.notice
    roles = [m.role for m in tooled.thread()]
    assert roles == ["user", "assistant", "tool", "assistant", "tool", "assistant"]


def test_a_server_that_dies_mid_conversation_is_an_error_for_the_model(
        tooled: Harness) -> None:
    tooled.script.tool_calls = calls_once("crash", {})
    use_tools(tooled, "crash", ask=False)
    tooled.send("crash it")
    result = tooled.thread()[2]
    assert result.tool_result is not None and result.tool_result.is_error
    assert "ended while running crash" in result.content
    assert "crashing on purpose" in result.content
    assert tooled.thread()[-1].role == "assistant" and tooled.thread()[-1].complete
    assert tooled.window.tools.rows()[0].status.state is ServerState.FAILED
    view = tooled.window.chat_view.tool_views()[-1]
    assert view.step.state == "error" and "Traceback" not in view.result.toPlainText()


def _left():  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt
    return Qt.MouseButton.LeftButton


def test_the_call_is_shown_again_after_a_restart(
        thread_guard: None, qtbot: QtBot, qloop: asyncio.AbstractEventLoop,
        data_dir: Path, script: Script) -> None:
    ServerList(data_dir / "mcp-servers.json").put(ServerConfig(
        SERVER, command=sys.executable, args=(str(MISBEHAVING),), autostart=True))
    first = open_window(qtbot, data_dir, script)
    first.window.finish_after_paint()  # starts the servers marked "start with Lantern"
    qtbot.waitUntil(lambda: first.window.tools.rows()[0].status.state is ServerState.RUNNING,
                    timeout=WAIT_MS)
    first.wait_loaded()
    script.tool_calls = calls_once("echo", {"text": "remember me"})
    use_tools(first, "echo", ask=False)
    first.send("echo this")
    conversation_id = first.controller.conversation_id
    close_window(first)
    again = open_window(qtbot, data_dir, script)
    try:
        again.controller.open_conversation(conversation_id)
        qtbot.waitUntil(lambda: bool(again.window.chat_view.tool_views()), timeout=WAIT_MS)
        view = again.window.chat_view.tool_views()[0]
        assert view.step.name == "echo" and view.step.source == SERVER
        assert view.result.toPlainText() == "echo: remember me"
        assert again.controller.conversation.tools == (f"{SERVER}/echo",)
    finally:
        close_window(again)


@pytest.mark.parametrize("native", [True, False])
def test_ticking_a_tool_for_a_model_without_a_tool_format_says_so(
        thread_guard: None, qtbot: QtBot, qloop: asyncio.AbstractEventLoop, data_dir: Path,
        script: Script, native: bool) -> None:
    script.native_tools = native
    harness = open_window(qtbot, data_dir, script)
    try:
        harness.wait_loaded()
        assert harness.window.tools.available()  # makes the picker; Lantern's own tools
        picker = harness.window.panel.tool_picker
        assert picker is not None
        note = picker.no_tool_format
        assert not note.isVisibleTo(picker)  # nothing ticked yet
        check = picker.check_for(next(iter(picker._checks)))
        assert check is not None
        check.setChecked(True)
        assert note.isVisibleTo(picker) is not native
    finally:
        close_window(harness)
