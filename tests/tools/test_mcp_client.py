"""The MCP client against real servers the tests start: each on its own
owner thread, every failure a status or an error outcome with its reason."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.tools.mcp_client import RESULT_LIMIT, McpServer, ServerState, server_tools
from app.tools.servers import ServerConfig
from tests.tools.servers import (
    MISBEHAVING,
    everything_program,
    everything_stdio,
    free_port,
    http_server,
    misbehaving,
    time_server,
)

WAIT = 60


@pytest.fixture
def started() -> Iterator[list[McpServer]]:
    """Servers a test started; all stopped and joined after it."""
    servers: list[McpServer] = []
    yield servers
    for server in servers:
        server.stop()
        server.join(WAIT)
        assert server.status.state in (ServerState.STOPPED, ServerState.FAILED)


def start(config: ServerConfig, servers: list[McpServer], **kwargs: object) -> McpServer:
    server = McpServer(config, **kwargs)  # type: ignore[arg-type]
    servers.append(server)
    server.start().result(WAIT)
    return server


def test_time_server_lists_its_tools_and_answers(started: list[McpServer]) -> None:
    server = start(time_server(), started)
    assert server.status.state is ServerState.RUNNING
    tools = {tool.info.name: tool for tool in server_tools(server)}
    assert {"get_current_time", "convert_time"} <= set(tools)
    assert tools["get_current_time"].info.description
    assert "timezone" in tools["get_current_time"].info.parameters["properties"]
    outcome = tools["get_current_time"].call({"timezone": "Asia/Tokyo"}).result(WAIT)
    assert not outcome.is_error
    assert json.loads(outcome.text)["timezone"] == "Asia/Tokyo"


def test_a_stopped_server_says_so_and_its_calls_fail_plainly(started: list[McpServer]) -> None:
    server = start(time_server(), started)
    server.stop()
    server.join(WAIT)
    assert server.status.state is ServerState.STOPPED
    outcome = server.call("get_current_time", {"timezone": "UTC"}).result(WAIT)
    assert outcome.is_error and "stopped" in outcome.text


def test_a_missing_program_fails_to_start_with_its_name(started: list[McpServer]) -> None:
    server = start(ServerConfig("ghost", command="no-such-mcp-server-anywhere"), started)
    assert server.status.state is ServerState.FAILED
    assert "no-such-mcp-server-anywhere" in server.status.message
    assert "not found" in server.status.message


def test_a_server_that_exits_at_start_shows_its_stderr(started: list[McpServer]) -> None:
    server = start(misbehaving(MISBEHAVE_AT_START="1"), started)
    assert server.status.state is ServerState.FAILED
    assert "could not start" in server.status.message
    assert "refusing to start (MISBEHAVE_AT_START)" in server.status.message


def test_a_server_that_never_answers_at_start_times_out(started: list[McpServer]) -> None:
    silent = ServerConfig("silent", command=sys.executable,
                          args=("-c", "import time; time.sleep(60)"))
    server = start(silent, started, start_timeout_s=1.0)
    assert server.status.state is ServerState.FAILED
    assert "did not start within 1 s" in server.status.message


def test_error_results_and_huge_results(started: list[McpServer]) -> None:
    server = start(misbehaving(), started)
    failed = server.call("fail", {"reason": "on purpose"}).result(WAIT)
    assert failed.is_error and "fail" in failed.text
    huge = server.call("huge", {}).result(WAIT)
    assert not huge.is_error
    assert huge.text.startswith("x" * RESULT_LIMIT)
    assert "984,000 more characters of this result were left out" in huge.text
    assert server.call("echo", {"text": "still here"}).result(WAIT).text == "echo: still here"


def test_cancelling_a_hanging_call_cancels_it_on_the_server(
        started: list[McpServer], tmp_path: Path) -> None:
    mark, running = tmp_path / "cancelled", tmp_path / "started"
    server = start(misbehaving(MISBEHAVE_CANCELLED_FILE=str(mark),
                               MISBEHAVE_STARTED_FILE=str(running)), started)
    hanging = server.call("hang", {})
    assert server.call("echo", {"text": "beside"}).result(WAIT).text == "echo: beside"
    for _ in range(WAIT * 10):  # running on the server, not only sent
        if running.exists():
            break
        server.call("echo", {"text": "tick"}).result(WAIT)
    assert running.exists() and not hanging.done()
    hanging.cancel()
    assert hanging.cancelled()
    # the server saw notifications/cancelled: its handler was cancelled
    for _ in range(WAIT * 10):
        if mark.exists():
            break
        server.call("echo", {"text": "tick"}).result(WAIT)
    assert mark.read_text() == "cancelled"
    assert server.status.state is ServerState.RUNNING


def test_a_server_that_dies_mid_call_says_why_and_fails_later_calls(
        started: list[McpServer]) -> None:
    server = start(misbehaving(), started)
    crashed = server.call("crash", {}).result(WAIT)
    assert crashed.is_error
    assert "ended while running crash" in crashed.text
    assert "crashing on purpose" in crashed.text
    assert server.status.state is ServerState.FAILED
    later = server.call("echo", {"text": "anyone?"}).result(WAIT)
    assert later.is_error and "ended while running crash" in later.text


def test_server_everything_over_stdio(started: list[McpServer]) -> None:
    server = start(everything_stdio(), started)
    assert server.status.state is ServerState.RUNNING, server.status.message
    names = {tool.name for tool in server.status.tools}
    assert {"echo", "get-sum"} <= names
    assert server.call("echo", {"message": "hello"}).result(WAIT).text == "Echo: hello"
    assert "5" in server.call("get-sum", {"a": 2, "b": 3}).result(WAIT).text


def test_server_everything_over_streamable_http(started: list[McpServer]) -> None:
    port = free_port()
    with http_server([str(everything_program()), "streamableHttp"], port,
                     env={"PORT": str(port)}) as url:
        server = start(ServerConfig("everything-http", url=url), started)
        assert server.status.state is ServerState.RUNNING, server.status.message
        assert server.call("echo", {"message": "over http"}).result(WAIT).text == \
            "Echo: over http"
        server.stop()
        server.join(WAIT)


def test_sdk_server_over_streamable_http_with_a_header(
        started: list[McpServer]) -> None:
    port = free_port()
    with http_server([sys.executable, str(MISBEHAVING), "http", str(port)], port) as url:
        server = start(ServerConfig("sdk-http", url=url, header="X-Api-Key"), started,
                       secret="s3cret")
        assert server.status.state is ServerState.RUNNING, server.status.message
        assert server.call("echo", {"text": "hi"}).result(WAIT).text == "echo: hi"
        server.stop()
        server.join(WAIT)


def test_stop_while_starting_stops_it_once_started(started: list[McpServer]) -> None:
    server = McpServer(time_server())
    started.append(server)
    server.start()
    server.stop()  # before it answered the handshake
    server.join(WAIT)
    assert server.status.state is ServerState.STOPPED
