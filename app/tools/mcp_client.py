"""One MCP server, reached through the official `mcp` SDK, on its own thread.

Each server gets one owner thread running one asyncio loop: the SDK's
client session is entered, used and closed there and nowhere else. Other
threads (the window's workers, the CLI) only ever get futures back, so
none of them waits on a server unless it chooses to. Cancelling a call's
future cancels its task, and the SDK then sends the server
`notifications/cancelled` for it.

A server that fails to start says why, with the end of what it wrote to
stderr; one that dies later fails its calls with the same, and its state
says so; neither takes anything else down.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import tempfile
import threading
from collections.abc import Callable, Mapping
from concurrent.futures import Future
from dataclasses import dataclass
from enum import Enum
from typing import IO, TYPE_CHECKING, Any, TextIO, cast

from app.said import QT_TRANSLATE_NOOP, Said
from app.tools.base import ToolInfo, ToolOutcome, done
from app.tools.servers import ServerConfig

if TYPE_CHECKING:  # the SDK loads when a server starts, not with the app
    from mcp.client import Client
    from mcp_types import CallToolResult

log = logging.getLogger(__name__)

RESULT_LIMIT = 16_000
"""Characters of one result the model sees; the rest is cut, and it says so."""
STDERR_TAIL = 2_000


class ServerState(str, Enum):
    STOPPED = "stopped"
    STARTING = "starting"
    RUNNING = "running"
    FAILED = "failed"


@dataclass(frozen=True)
class ServerStatus:
    state: ServerState = ServerState.STOPPED
    tools: tuple[ToolInfo, ...] = ()
    message: str = ""
    """Why it failed or stopped, with the end of its stderr; "" when fine."""


def _flatten(exc: BaseException) -> BaseException:
    """The first real error inside the SDK's (nested) exception groups."""
    inner = getattr(exc, "exceptions", None)  # a (Base)ExceptionGroup
    while inner:
        exc = inner[0]
        inner = getattr(exc, "exceptions", None)
    return exc


def _reason(exc: BaseException) -> str | Said:
    exc = _flatten(exc)
    if isinstance(exc, FileNotFoundError):
        return QT_TRANSLATE_NOOP("Tools", "the program was not found ({what})").format(
            what=exc.filename or exc)
    text = str(exc).strip() or type(exc).__name__
    return text


def result_text(result: CallToolResult) -> str:
    """A tool result as the text the model reads and the chat shows."""
    parts: list[str] = []
    for block in result.content:
        kind = getattr(block, "type", "")
        if kind == "text":
            parts.append(block.text)  # type: ignore[union-attr]
        elif kind in ("image", "audio"):
            size = len(getattr(block, "data", "") or "") * 3 // 4
            parts.append(f"[{kind}: {getattr(block, 'mime_type', '')}, about {size} bytes]")
        elif kind == "resource":
            resource = block.resource  # type: ignore[union-attr]
            parts.append(getattr(resource, "text", None) or f"[resource {resource.uri}]")
        elif kind == "resource_link":
            parts.append(f"[link: {block.name} {block.uri}]")  # type: ignore[union-attr]
    if not parts and result.structured_content is not None:
        parts.append(json.dumps(result.structured_content, ensure_ascii=False))
    return "\n".join(parts)


def clipped(text: str, limit: int = RESULT_LIMIT) -> str:
    if len(text) <= limit:
        return text
    return (f"{text[:limit]}\n[… {len(text) - limit:,} more characters of this result "
            "were left out]")


class McpServer:
    """One configured server: start, call, stop; its status at any time."""

    def __init__(self, config: ServerConfig, *, secret: str | None = None,
                 on_change: Callable[[ServerStatus], None] = lambda _status: None,
                 start_timeout_s: float = 60.0, call_timeout_s: float | None = None) -> None:
        self.config = config
        self._secret = secret
        self._on_change = on_change
        self._start_timeout_s = start_timeout_s
        self._call_timeout_s = call_timeout_s
        self._lock = threading.Lock()
        self._status = ServerStatus()
        self._thread: threading.Thread | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._client: Client | None = None
        self._started: Future[ServerStatus] = Future()
        self._errlog: IO[str] | None = None
        self._stop_requested = threading.Event()

    @property
    def status(self) -> ServerStatus:
        with self._lock:
            return self._status

    def _set(self, status: ServerStatus) -> None:
        with self._lock:
            self._status = status
        try:
            self._on_change(status)
        except Exception:  # a listener's bug must not take the server down
            log.exception("MCP status listener failed")

    def start(self) -> Future[ServerStatus]:
        """Start the server (once); the future settles with its status once it
        runs or has failed. Never raises: a failure is a FAILED status."""
        with self._lock:
            if self._thread is not None and self._thread.is_alive():
                return self._started
            self._started = Future()
            self._stop_requested.clear()
            self._thread = threading.Thread(target=self._own, daemon=True,
                                            name=f"mcp {self.config.name}")
            self._status = ServerStatus(ServerState.STARTING)
        self._on_change(self._status)
        self._thread.start()
        return self._started

    def stop(self) -> None:
        """Ask the server to close (its process is ended); returns at once.
        One still starting closes as soon as it has started."""
        self._stop_requested.set()
        loop, stop = self._loop, self._stop
        if loop is not None and stop is not None:
            with contextlib.suppress(RuntimeError):  # the loop already closed
                loop.call_soon_threadsafe(stop.set)

    def join(self, timeout: float | None = None) -> None:
        thread = self._thread
        if thread is not None:
            thread.join(timeout)

    def call(self, name: str, arguments: Mapping[str, Any]) -> Future[ToolOutcome]:
        loop, client = self._loop, self._client
        status = self.status
        if status.state is not ServerState.RUNNING or loop is None or client is None:
            return done(ToolOutcome(status.message or (
                f"The MCP server {self.config.name!r} is {status.state.value}."), True))
        return asyncio.run_coroutine_threadsafe(self._call(client, name, dict(arguments)), loop)

    # -- on the owner thread ---------------------------------------------------

    def _own(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            loop.run_until_complete(self._main())
        finally:
            self._loop = None
            loop.close()

    def _stderr_size(self) -> int:
        errlog = self._errlog
        with contextlib.suppress(OSError, ValueError):
            if errlog is not None:
                errlog.flush()
                return errlog.seek(0, 2)
        return 0

    def _stderr_tail(self, since: int = 0) -> str:
        """The end of what the server wrote to stderr (after `since`)."""
        errlog = self._errlog
        if errlog is None:
            return ""
        with contextlib.suppress(OSError, ValueError):
            errlog.flush()
            errlog.seek(since)
            text = errlog.read().strip()
            return text[-STDERR_TAIL:]
        return ""

    def _failure(self, what: Said, since: int = 0, **values: object) -> Said:
        """`what` (a sentence about {name}) with the end of the server's stderr."""
        message = what.format(name=self.config.name, **values)
        tail = self._stderr_tail(since)
        if not tail:
            return message
        return QT_TRANSLATE_NOOP("Tools", "{message}\nIt wrote:\n{tail}").format(
            message=message, tail=tail)

    async def _main(self) -> None:
        self._stop = asyncio.Event()
        with tempfile.TemporaryFile("w+", encoding="utf-8", errors="replace") as errlog:
            self._errlog = errlog
            try:
                await self._session(errlog)
            except BaseException as exc:  # every failure is a status
                if isinstance(exc, KeyboardInterrupt | SystemExit):
                    raise
                started = self._started.done()
                if isinstance(exc, asyncio.CancelledError) and not started:
                    message = self._failure(QT_TRANSLATE_NOOP(
                        "Tools", "The MCP server {name!r} did not start within {seconds} s."),
                        seconds=f"{self._start_timeout_s:g}")
                elif started:
                    message = self._failure(QT_TRANSLATE_NOOP(
                        "Tools", "The MCP server {name!r} stopped: {reason}."),
                        reason=_reason(exc))
                else:
                    message = self._failure(QT_TRANSLATE_NOOP(
                        "Tools", "The MCP server {name!r} could not start: {reason}."),
                        reason=_reason(exc))
                self._settle(ServerStatus(ServerState.FAILED, message=message))
            else:
                if self.status.state is ServerState.FAILED:  # it died; keep why
                    return
                self._settle(ServerStatus(ServerState.STOPPED))
            finally:
                self._client = None
                self._errlog = None

    def _settle(self, status: ServerStatus) -> None:
        self._set(status)
        if not self._started.done():
            self._started.set_result(status)

    async def _session(self, errlog: IO[str]) -> None:
        from mcp.client import Client  # the SDK loads on first use

        task = asyncio.current_task()
        watchdog = asyncio.get_running_loop().call_later(
            self._start_timeout_s, task.cancel) if task else None
        async with contextlib.AsyncExitStack() as stack:
            transport = await self._transport(errlog, stack)
            # "legacy": the initialize handshake every server so far speaks,
            # without first probing for the 2026 discovery request.
            client = await stack.enter_async_context(Client(
                transport, read_timeout_seconds=self._call_timeout_s, mode="legacy"))
            tools = await self._list_tools(client)
            if watchdog is not None:
                watchdog.cancel()
            self._client = client
            self._settle(ServerStatus(ServerState.RUNNING, tools=tools))
            assert self._stop is not None
            if self._stop_requested.is_set():  # stopped while it was starting
                self._stop.set()
            await self._stop.wait()
            self._client = None

    async def _transport(self, errlog: IO[str], stack: contextlib.AsyncExitStack) -> Any:
        from mcp.client.stdio import StdioServerParameters, stdio_client

        config = self.config
        if not config.is_http:
            return stdio_client(StdioServerParameters(
                command=config.command, args=list(config.args), env=dict(config.env) or None),
                errlog=cast(TextIO, errlog))
        import httpx2
        from mcp.client.streamable_http import streamable_http_client

        headers = {config.header: self._secret} if config.header and self._secret else {}
        http = await stack.enter_async_context(httpx2.AsyncClient(
            headers=headers, timeout=httpx2.Timeout(30.0, read=300.0)))
        return streamable_http_client(config.url, http_client=http)

    async def _list_tools(self, client: Client) -> tuple[ToolInfo, ...]:
        found: list[ToolInfo] = []
        cursor: str | None = None
        for _page in range(100):  # a server whose pages never end cannot hang the start
            listing = await client.list_tools(cursor=cursor)
            found += [ToolInfo(tool.name, tool.description or "", dict(tool.input_schema),
                               self.config.name, self.config.identity())
                      for tool in listing.tools]
            cursor = listing.next_cursor
            if not cursor:
                break
        return tuple(found)

    async def _call(self, client: Client, name: str, arguments: dict[str, Any]) -> ToolOutcome:
        from mcp.shared.exceptions import MCPError
        from mcp_types import CONNECTION_CLOSED

        since = self._stderr_size()
        try:
            result = await client.call_tool(name, arguments)
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            closed = isinstance(exc, MCPError) and exc.code == CONNECTION_CLOSED
            if closed:  # the server is gone: said once, here, and in its state
                message = self._failure(QT_TRANSLATE_NOOP(
                    "Tools", "The MCP server {name!r} ended while running {tool}."), since,
                    tool=name)
                self._client = None
                self._set(ServerStatus(ServerState.FAILED, message=message))
                self.stop()
            else:
                message = self._failure(QT_TRANSLATE_NOOP(
                    "Tools", "The MCP server {name!r} could not run {tool}: {reason}."), since,
                    tool=name, reason=_reason(exc))
            return ToolOutcome(message, is_error=True)
        return ToolOutcome(clipped(result_text(result)), is_error=bool(result.is_error))


def server_tools(server: McpServer) -> list[McpTool]:
    """The running server's tools, each behind the one Tool interface."""
    return [McpTool(server, info) for info in server.status.tools]


@dataclass(frozen=True)
class McpTool:
    server: McpServer
    info: ToolInfo

    def call(self, arguments: Mapping[str, Any]) -> Future[ToolOutcome]:
        return self.server.call(self.info.name, arguments)
