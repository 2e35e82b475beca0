"""The user's MCP server list: checked entries, the mcpServers import, the file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.tools.servers import (
    ServerConfig,
    ServerConfigError,
    ServerList,
    command_server,
    import_mcp_servers,
)

CLAUDE_DESKTOP = """{
  "mcpServers": {
    "time": {"command": "uvx", "args": ["mcp-server-time", "--local-timezone=Europe/Paris"]},
    "files": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem", "/tmp"],
              "env": {"DEBUG": "1"}},
    "remote": {"url": "https://example.test/mcp", "headers": {"Authorization": "Bearer abc"}}
  }
}"""


def test_import_reads_claude_desktop_lm_studio_and_cursor_lists() -> None:
    imported = dict((c.name, (c, h)) for c, h in import_mcp_servers(CLAUDE_DESKTOP))
    time, _ = imported["time"]
    assert (time.command, time.args) == ("uvx", ("mcp-server-time",
                                                 "--local-timezone=Europe/Paris"))
    files, _ = imported["files"]
    assert dict(files.env) == {"DEBUG": "1"}
    remote, headers = imported["remote"]
    assert remote.is_http and remote.header == "Authorization"
    assert headers == {"Authorization": "Bearer abc"}
    # the bare object (without "mcpServers") is taken too
    bare = json.dumps(json.loads(CLAUDE_DESKTOP)["mcpServers"])
    assert [c.name for c, _ in import_mcp_servers(bare)] == ["time", "files", "remote"]


@pytest.mark.parametrize(("text", "said"), [
    ("not json", "This is not JSON"),
    ("[]", "Expected {\"mcpServers\""),
    ('{"mcpServers": {"x": {"command": "a", "args": "b"}}}', "mcpServers.x.args must be a list"),
    ('{"mcpServers": {"x": {}}}', "needs either a command or a URL"),
    ('{"mcpServers": {"x": {"url": "ftp://h"}}}', "must start with http"),
    ('{"mcpServers": {"x/y": {"command": "a"}}}', "A server's name"),
])
def test_import_refuses_what_it_cannot_use_saying_what(text: str, said: str) -> None:
    with pytest.raises(ServerConfigError, match=said.replace("(", r"\(")):
        import_mcp_servers(text)


def test_a_command_line_splits_like_a_shell() -> None:
    config = command_server("t", "uvx mcp-server-time --local-timezone 'Asia/Tokyo'")
    assert (config.command, config.args) == (
        "uvx", ("mcp-server-time", "--local-timezone", "Asia/Tokyo"))
    assert config.describe() == "uvx mcp-server-time --local-timezone Asia/Tokyo"
    with pytest.raises(ServerConfigError, match="empty"):
        command_server("t", "  ")
    with pytest.raises(ServerConfigError, match="Cannot read the command"):
        command_server("t", "uvx 'unclosed")


def test_the_list_file_round_trips_and_keeps_names_unique(tmp_path: Path) -> None:
    servers = ServerList(tmp_path / "mcp-servers.json")
    assert servers.load() == ([], [])
    servers.put(ServerConfig("time", command="uvx", args=("mcp-server-time",)))
    servers.put(ServerConfig("web", url="http://127.0.0.1:1/mcp", header="X-Key"))
    with pytest.raises(ServerConfigError, match="already there"):
        servers.put(ServerConfig("web", command="x"))
    servers.set_autostart("time", True)
    servers.put(ServerConfig("clock", command="uvx"), replacing="time")
    loaded, problems = servers.load()
    assert problems == []
    assert [(s.name, s.autostart) for s in loaded] == [("clock", False), ("web", False)]
    assert "X-Key" in servers.path.read_text() and "secret" not in servers.path.read_text()
    assert [s.name for s in servers.remove("clock")] == ["web"]


def test_a_damaged_entry_is_said_and_the_rest_still_load(tmp_path: Path) -> None:
    path = tmp_path / "mcp-servers.json"
    path.write_text(json.dumps({"servers": [{"name": "ok", "command": "a"}, {"name": 3},
                                            {"name": "both", "command": "a", "url": "http://h"}]}))
    loaded, problems = ServerList(path).load()
    assert [s.name for s in loaded] == ["ok"]
    assert len(problems) == 2 and "server 2 skipped" in problems[0]
    path.write_text("{broken")
    loaded, problems = ServerList(path).load()
    assert loaded == [] and "is not valid JSON" in problems[0]
