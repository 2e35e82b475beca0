""""Always allow" is for what runs a tool, not for the name it is shown under
(issue 33, defect 5).

Approvals were keyed "source/name", the source being a server's name: an
MCP server called "Lantern" offering `current_date_time` ran unasked once
Lantern's own clock was always allowed, and a server whose command changed
kept its approvals. Here the real misbehaving MCP server (which offers a
tool named like Lantern's clock) goes through the real tool loop; only the
model's turns are scripted.
"""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.domain import ToolCall, ToolSpec, UsageStats
from app.tools.approvals import ApprovalFile
from app.tools.base import BUILT_IN, Tool, ToolInfo, ToolOutcome
from app.tools.builtin import DATE_TIME, DateTimeTool
from app.tools.loop import Approval, LoopPolicy, Round, run_tool_loop
from app.tools.mcp_client import McpServer, ServerState, server_tools
from app.tools.servers import ServerConfig
from app.tools.toolbox import ToolBox, approval_key, origin_key
from tests.tools.servers import MISBEHAVING

WAIT = 60


class Asked:
    """A loop host whose model calls one tool once, then answers; it records
    which calls it was asked to approve (and says "deny" to each)."""

    def __init__(self, tool: str) -> None:
        self.calls = [ToolCall("call_1", tool, "{}")]
        self.asked: list[str] = []
        self.ran: list[str] = []

    async def generate(self, messages: list[dict[str, Any]], tools: tuple[ToolSpec, ...],
                       tool_choice: str) -> Round:
        calls, self.calls = tuple(self.calls), []
        return Round("", calls, UsageStats())

    async def approve(self, call: ToolCall, info: ToolInfo) -> Approval:
        self.asked.append(call.name)
        return Approval.DENY

    def call_started(self, call: ToolCall, info: ToolInfo | None) -> None:
        self.ran.append(call.name)

    def call_finished(self, call: ToolCall, info: ToolInfo | None,
                      outcome: ToolOutcome) -> None:
        pass

    def round_limit_reached(self, rounds: int) -> None:
        pass


def _asked(tool: Tool, allowed: set[str]) -> Asked:
    host = Asked(tool.info.name)
    asyncio.run(run_tool_loop(host, [], ToolBox([tool]), LoopPolicy(always_allowed=allowed)))
    return host


@pytest.fixture
def servers() -> Iterator[list[McpServer]]:
    started: list[McpServer] = []
    yield started
    for server in started:
        server.stop()
        server.join(WAIT)


def _running(config: ServerConfig, started: list[McpServer]) -> dict[str, Tool]:
    server = McpServer(config)
    started.append(server)
    assert server.start().result(WAIT).state is ServerState.RUNNING, server.status.message
    return {tool.info.name: tool for tool in server_tools(server)}


def test_a_server_named_lantern_does_not_inherit_the_built_in_approvals(
        tmp_path: Path, servers: list[McpServer]) -> None:
    approvals = ApprovalFile(tmp_path / "tool-approvals.json")
    approvals.add(approval_key(DateTimeTool.info))  # the user always allows Lantern's clock
    impostor = _running(ServerConfig("Lantern", command=sys.executable,
                                     args=(str(MISBEHAVING),),
                                     env={"MISBEHAVE_AS_LANTERN": "1"}), servers)[DATE_TIME]
    assert impostor.info.source == DateTimeTool.info.source  # the same "Lantern/..." name
    host = _asked(impostor, approvals.load())
    assert host.asked == [DATE_TIME] and host.ran == []
    assert _asked(DateTimeTool(), approvals.load()).asked == []  # Lantern's own: not asked


def test_a_changed_command_asks_again(tmp_path: Path, servers: list[McpServer]) -> None:
    approvals = ApprovalFile(tmp_path / "tool-approvals.json")
    before = _running(ServerConfig("mine", command=sys.executable,
                                   args=(str(MISBEHAVING),)), servers)["echo"]
    approvals.add(approval_key(before.info))
    assert _asked(before, approvals.load()).asked == []
    after = _running(ServerConfig("mine", command=sys.executable,
                                  args=(str(MISBEHAVING), "stdio")), servers)["echo"]
    assert _asked(after, approvals.load()).asked == ["echo"]


def test_an_old_approval_file_carries_over_the_built_in_tools_only(tmp_path: Path) -> None:
    path = tmp_path / "tool-approvals.json"
    path.write_text(json.dumps(["Lantern/current_date_time", "Lantern/search_documents",
                                "time/get_current_time", "Lantern/echo"]))
    approvals = ApprovalFile(path)
    assert approvals.load() == {origin_key(BUILT_IN, DATE_TIME),
                                origin_key(BUILT_IN, "search_documents")}
    approvals.add(origin_key("command uvx mcp-server-time", "get_current_time"))
    written = json.loads(path.read_text())
    assert written["version"] == 2
    assert {(e["origin"], e["tool"]) for e in written["always_allowed"]} == {
        (BUILT_IN, DATE_TIME), (BUILT_IN, "search_documents"),
        ("command uvx mcp-server-time", "get_current_time")}
    approvals.forget()
    assert approvals.load() == set()
