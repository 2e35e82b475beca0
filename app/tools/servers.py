"""The MCP servers a user added: how each is reached, and the file they live in.

A server is a command run over stdio (program, arguments, environment) or
a streamable HTTP URL. A URL's secret header value (an API key, a bearer
token) is never in this file: it lives in the OS keyring under
app.engine.remote.keys.MCP_SERVICE, looked up when the server starts
(app.ui.services.tools).

`import_mcp_servers` reads the `mcpServers` JSON that Claude Desktop, LM
Studio and Cursor share, so a user can paste their existing list.
"""

from __future__ import annotations

import json
import re
import shlex
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from app.config import data_dir
from app.json_files import MISSING, DamagedJson, JsonFileError, read_json, update_json
from app.said import QT_TRANSLATE_NOOP

FILE_NAME = "mcp-servers.json"

_NAME = re.compile(r"^[A-Za-z0-9 _.\-]{1,64}$")


class ServerConfigError(ValueError):
    """A server entry that cannot be used; the message says what to fix."""


@dataclass(frozen=True)
class ServerConfig:
    name: str
    command: str = ""
    args: tuple[str, ...] = ()
    env: Mapping[str, str] = field(default_factory=dict)
    url: str = ""
    header: str = ""
    """The HTTP header that carries the secret (its value is in the keyring)."""
    autostart: bool = False
    """Start with the app; off unless the user marks it (nothing runs uninvited)."""

    @property
    def is_http(self) -> bool:
        return bool(self.url)

    def first_problem(self) -> str | None:
        if not _NAME.match(self.name):
            return QT_TRANSLATE_NOOP(
                "Tools", "A server's name must be 1-64 letters, digits, spaces, '_', '-' or '.' "
                "(got {name!r}).").format(name=self.name)
        if bool(self.command) == bool(self.url):
            return QT_TRANSLATE_NOOP(
                "Tools", "Server {name!r} needs either a command or a URL, not both.").format(
                    name=self.name)
        if self.url and not re.match(r"^https?://", self.url):
            return QT_TRANSLATE_NOOP(
                "Tools", "Server {name!r}: the URL must start with http:// or https://.").format(
                    name=self.name)
        if self.header and not re.match(r"^[A-Za-z0-9\-]+$", self.header):
            return QT_TRANSLATE_NOOP(
                "Tools", "Server {name!r}: {header!r} is not an HTTP header name.").format(
                    name=self.name, header=self.header)
        return None

    def identity(self) -> str:
        """What the server is, as far as approvals go: its command and
        arguments, or its URL. Not its name (any server may take any name),
        so a changed command is a different server and is asked about again."""
        return f"{'url' if self.url else 'command'} {self.describe()}"

    def describe(self) -> str:
        """How it is reached, in one line (shown beside its name)."""
        if self.url:
            return self.url
        return shlex.join([self.command, *self.args])


def command_server(name: str, command_line: str) -> ServerConfig:
    """A stdio server from one command line, split like a shell would
    (`lantern chat --mcp "uvx mcp-server-time"`)."""
    try:
        words = shlex.split(command_line)
    except ValueError as exc:
        raise ServerConfigError(QT_TRANSLATE_NOOP(
            "Tools", "Cannot read the command {command!r}: {reason}.").format(
                command=command_line, reason=exc)) from exc
    if not words:
        raise ServerConfigError(QT_TRANSLATE_NOOP("Tools", "The MCP server command is empty."))
    return _checked(ServerConfig(name=name, command=words[0], args=tuple(words[1:])))


def _checked(config: ServerConfig) -> ServerConfig:
    problem = config.first_problem()
    if problem:
        raise ServerConfigError(problem)
    return config


def _strings(value: Any, what: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ServerConfigError(f"{what} must be a list of strings.")
    return tuple(value)


def _string_map(value: Any, what: str) -> dict[str, str]:
    if not isinstance(value, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in value.items()):
        raise ServerConfigError(f"{what} must map names to strings.")
    return dict(value)


def _one_imported(name: str, raw: Any) -> tuple[ServerConfig, dict[str, str]]:
    """One `mcpServers` entry, and the HTTP headers it carried (secrets)."""
    where = f"mcpServers.{name}"
    if not isinstance(raw, dict):
        raise ServerConfigError(f"{where} must be an object.")
    url = raw.get("url") or raw.get("serverUrl") or ""
    if not isinstance(url, str):
        raise ServerConfigError(f"{where}.url must be text.")
    headers = _string_map(raw.get("headers", {}), f"{where}.headers")
    config = ServerConfig(
        name=name, command=str(raw.get("command", "")),
        args=_strings(raw.get("args", []), f"{where}.args"),
        env=_string_map(raw.get("env", {}), f"{where}.env"), url=url,
        header=next(iter(headers), ""),
    )
    return _checked(config), headers


def import_mcp_servers(text: str) -> list[tuple[ServerConfig, dict[str, str]]]:
    """The servers of a Claude Desktop / LM Studio / Cursor `mcpServers`
    JSON (the whole file, or only its `mcpServers` object), each with the
    headers it named (to go to the keyring, not to our file)."""
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ServerConfigError(QT_TRANSLATE_NOOP("Tools", "This is not JSON: {reason}.").format(
            reason=exc)) from exc
    if isinstance(raw, dict) and "mcpServers" in raw:
        raw = raw["mcpServers"]
    if not isinstance(raw, dict) or not raw:
        raise ServerConfigError(QT_TRANSLATE_NOOP(
            "Tools", 'Expected {{"mcpServers": {{"name": {{"command": ..., "args": [...]}}}}}}.'
        ).format())
    return [_one_imported(name, entry) for name, entry in raw.items()]


def _to_json(config: ServerConfig) -> dict[str, Any]:
    return {"name": config.name, "command": config.command, "args": list(config.args),
            "env": dict(config.env), "url": config.url, "header": config.header,
            "autostart": config.autostart}


def _from_json(raw: Any) -> ServerConfig:
    if not isinstance(raw, dict) or not isinstance(raw.get("name"), str):
        raise ServerConfigError("a server entry must be an object with a name")
    config = ServerConfig(
        name=raw["name"], command=str(raw.get("command", "")),
        args=_strings(raw.get("args", []), "args"),
        env=_string_map(raw.get("env", {}), "env"), url=str(raw.get("url", "")),
        header=str(raw.get("header", "")), autostart=raw.get("autostart") is True,
    )
    return _checked(config)


class ServerList:
    """The user's servers in `mcp-servers.json`, through app.json_files:
    atomic writes, and read-modify-write under the cross-process lock (the
    window, its workers and `lantern` commands may all touch it)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or data_dir() / FILE_NAME

    def load(self) -> tuple[list[ServerConfig], list[str]]:
        """The servers, and a line per entry that could not be read (left
        out and said, never silently dropped)."""
        try:
            raw = read_json(self.path)
        except (JsonFileError, DamagedJson) as exc:
            return [], [f"{exc}; no MCP servers loaded."]
        return _parsed(raw, self.path)

    def _change(self, change: Callable[[list[ServerConfig]], list[ServerConfig]],
                ) -> list[ServerConfig]:
        def apply(raw: Any) -> tuple[Any, list[ServerConfig]]:
            servers = change(_parsed(raw, self.path)[0])
            return {"servers": [_to_json(s) for s in servers]}, servers

        return update_json(self.path, apply)

    def save(self, servers: list[ServerConfig]) -> None:
        self._change(lambda _old: list(servers))

    def put(self, config: ServerConfig, *, replacing: str | None = None) -> list[ServerConfig]:
        """Add `config`, or put it in the place of the server named `replacing`;
        names stay unique."""
        _checked(config)

        def change(servers: list[ServerConfig]) -> list[ServerConfig]:
            others = [s for s in servers if s.name != replacing]
            if any(s.name == config.name for s in others):
                raise ServerConfigError(QT_TRANSLATE_NOOP(
                    "Tools", "A server named {name!r} is already there.").format(name=config.name))
            at = next((i for i, s in enumerate(servers) if s.name == replacing), len(others))
            others.insert(at, config)
            return others

        return self._change(change)

    def remove(self, name: str) -> list[ServerConfig]:
        return self._change(lambda servers: [s for s in servers if s.name != name])

    def set_autostart(self, name: str, on: bool) -> list[ServerConfig]:
        return self._change(lambda servers: [
            replace(s, autostart=on) if s.name == name else s for s in servers])


def _parsed(raw: Any, path: Path) -> tuple[list[ServerConfig], list[str]]:
    if raw is MISSING:
        return [], []
    entries = raw.get("servers", []) if isinstance(raw, dict) else []
    servers: list[ServerConfig] = []
    problems: list[str] = []
    for index, entry in enumerate(entries if isinstance(entries, list) else []):
        try:
            servers.append(_from_json(entry))
        except ServerConfigError as exc:
            problems.append(f"{path}: server {index + 1} skipped: {exc}")
    return servers, problems
