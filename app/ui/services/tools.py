"""ToolService: the window's MCP servers and Lantern's own tools.

It owns one McpServer (app.tools.mcp_client) per configured server; each
runs on its own thread, and their status changes reach the GUI thread as a
queued Qt signal. Nothing starts unless the user starts it or marked it
"start with Lantern". Keyring look-ups (a URL server's secret header) run
in a worker thread, never here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from types import ModuleType

from PySide6.QtCore import QObject, Signal

from app.engine.errors import EngineError
from app.json_files import DamagedJson, JsonFileError
from app.tools.approvals import FILE_NAME, ApprovalFile
from app.tools.base import LANTERN, Tool, ToolInfo
from app.tools.builtin import DateTimeTool, DocumentSearchTool, Search
from app.tools.mcp_client import McpServer, ServerState, ServerStatus, server_tools
from app.tools.servers import ServerConfig, ServerConfigError, ServerList, import_mcp_servers
from app.tools.toolbox import ToolBox, tool_key
from app.ui.services.tasks import in_thread, spawn
from app.workers.say import say


def _keys() -> ModuleType:
    """The keyring (tens of milliseconds to import) loads with the first secret."""
    from app.engine.remote import keys

    return keys


@dataclass(frozen=True)
class ServerRow:
    """One server as the Tools page shows it."""

    config: ServerConfig
    status: ServerStatus


class ToolService(QObject):
    changed = Signal()
    """A server was added, removed, started, stopped or failed (any thread)."""
    error = Signal(str)

    def __init__(self, servers: ServerList | None = None) -> None:
        super().__init__()
        self.list = servers or ServerList()
        self._servers: dict[str, McpServer] = {}
        self._retired: list[McpServer] = []
        self.problems: list[str] = []
        self._approvals = ApprovalFile(self.list.path.with_name(FILE_NAME))
        self.always_allowed: set[str] = self._read_approvals()
        self.reload()

    # -- the list ------------------------------------------------------------

    def reload(self) -> None:
        configs, self.problems = self.list.load()
        wanted = {c.name: c for c in configs}
        for name in [n for n in self._servers if n not in wanted]:
            self._retire(self._servers.pop(name))
        for name, config in wanted.items():
            current = self._servers.get(name)
            if current is not None and replace(current.config, autostart=config.autostart) \
                    == config:
                current.config = config  # only "start with Lantern" changed: keep it running
            else:
                if current is not None:
                    self._retire(current)
                self._servers[name] = McpServer(config, on_change=self._status_changed)
        self.changed.emit()

    def _retire(self, server: McpServer) -> None:
        """Stopped now, joined at shutdown (its thread ends by itself)."""
        server.stop()
        self._retired.append(server)

    def rows(self) -> list[ServerRow]:
        return [ServerRow(s.config, s.status) for s in self._servers.values()]

    def server(self, name: str) -> McpServer | None:
        return self._servers.get(name)

    def add(self, config: ServerConfig, secret: str = "", *, replacing: str | None = None,
            ) -> None:
        """Save the server (and its secret, in the keyring, off this thread)."""
        self.list.put(config, replacing=replacing)
        if secret:
            self._save_secret(config.name, secret)
        self.reload()

    def remove(self, name: str) -> None:
        self.list.remove(name)
        self._in_thread(lambda: _keys().delete_key(name, _keys().MCP_SERVICE))
        self.reload()

    def import_json(self, text: str) -> list[str]:
        """Add the servers of an `mcpServers` JSON; returns the names added.
        A name already there is skipped (said in the returned problems)."""
        added: list[str] = []
        for config, headers in import_mcp_servers(text):
            try:
                self.list.put(config)
            except ServerConfigError as exc:
                self.error.emit(say(exc))
                continue
            if config.header and headers.get(config.header):
                self._save_secret(config.name, headers[config.header])
            added.append(config.name)
        self.reload()
        return added

    def set_autostart(self, name: str, on: bool) -> None:
        self.list.set_autostart(name, on)
        self.reload()

    # -- running -------------------------------------------------------------

    def start(self, name: str) -> None:
        server = self._servers.get(name)
        if server is None or server.status.state in (ServerState.STARTING, ServerState.RUNNING):
            return
        if server.config.is_http and server.config.header:
            spawn(self._start_with_secret(name), self.error.emit)
            return
        self._restart(name, None)

    async def _start_with_secret(self, name: str) -> None:
        """The keyring is read in a worker thread: it may ask the user to unlock it."""
        try:
            secret = await in_thread(lambda: _keys().load_key(name, _keys().MCP_SERVICE),
                                     "lantern-keyring")
        except EngineError as exc:
            self.error.emit(say(exc))
            return
        self._restart(name, secret)

    def _restart(self, name: str, secret: str | None) -> None:
        old = self._servers.get(name)
        if old is None:
            return
        server = McpServer(old.config, secret=secret, on_change=self._status_changed)
        self._servers[name] = server
        self._retired.append(old)  # stopped already (or never started)
        server.start()

    def stop(self, name: str) -> None:
        server = self._servers.get(name)
        if server is not None:
            server.stop()

    def start_marked(self) -> None:
        """At launch: only the servers the user marked "start with Lantern"."""
        for server in list(self._servers.values()):
            if server.config.autostart:
                self.start(server.config.name)

    def shutdown(self, timeout_s: float = 5.0) -> None:
        every = [*self._servers.values(), *self._retired]
        for server in every:
            server.stop()
        for server in every:
            server.join(timeout_s)

    def _status_changed(self, _status: ServerStatus) -> None:
        self.changed.emit()  # from a server's thread: Qt queues it to the GUI

    def _save_secret(self, name: str, secret: str) -> None:
        self._in_thread(lambda: _keys().save_key(name, secret, _keys().MCP_SERVICE))

    def _in_thread(self, work: Callable[[], None]) -> None:
        async def run() -> None:
            try:
                await in_thread(work, "lantern-keyring")
            except (EngineError, OSError) as exc:
                self.error.emit(say(exc))
        spawn(run(), self.error.emit)

    # -- tools ---------------------------------------------------------------

    def available(self) -> list[ToolInfo]:
        """Every tool a conversation may turn on: Lantern's, then each running
        server's."""
        infos = [DateTimeTool.info, DocumentSearchTool.info]
        for server in self._servers.values():
            infos += [tool.info for tool in server_tools(server)]
        return infos

    def toolbox(self, keys: tuple[str, ...], search: Search | None) -> tuple[
            ToolBox, DocumentSearchTool | None]:
        """The tools a conversation turned on (those that can run now), and its
        document search tool (whose sources go with the answer), if on."""
        tools: list[Tool] = []
        documents = None
        if f"{LANTERN}/{DateTimeTool.info.name}" in keys:
            tools.append(DateTimeTool())
        if f"{LANTERN}/{DocumentSearchTool.info.name}" in keys and search is not None:
            documents = DocumentSearchTool(search)
            tools.append(documents)
        for server in self._servers.values():
            tools += [t for t in server_tools(server) if tool_key(t.info) in keys]
        return ToolBox(tools), documents

    # -- "Always allow" ------------------------------------------------------

    def allow_always(self, key: str) -> None:
        """Remember an approval (a key from app.tools.toolbox.approval_key)."""
        self.always_allowed.add(key)
        try:
            self._approvals.add(key)
        except (JsonFileError, DamagedJson) as exc:
            self.error.emit(self.tr("'Always allow' is kept for this session only: "
                                    "{exc}").format(exc=say(exc)))

    def forget_approvals(self) -> None:
        self.always_allowed.clear()
        try:
            self._approvals.forget()
        except (JsonFileError, DamagedJson) as exc:
            self.error.emit(say(exc))

    def _read_approvals(self) -> set[str]:
        try:
            return self._approvals.load()
        except (JsonFileError, DamagedJson):
            return set()
