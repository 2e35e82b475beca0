"""The HTTP layer's own defences, apart from the API's handlers.

- Host allow-list on loopback binds (as llama.cpp's server and Jupyter do):
  a DNS-rebinding page reaches 127.0.0.1 under its own name (`evil.com`),
  and the browser sends that name as Host; only loopback names are served.
- Redirects are built from the path alone, never from the Host header.
- Slowloris: a connection must finish its request headers within
  `header_timeout_s` (uvicorn's own timer starts only after a first
  response), and idle keep-alive connections close after `timeout_keep_alive`.
- Shutdown (SIGTERM, Ctrl+C, stop): running answers are cancelled first, so
  each stream ends with its `cancelled` chunk and `[DONE]` instead of a cut.
"""

from __future__ import annotations

import asyncio
import ipaddress
from collections.abc import Callable, Iterable
from typing import Any

import h11
import uvicorn
from starlette.datastructures import URL
from starlette.responses import RedirectResponse, Response
from starlette.types import ASGIApp, Receive, Scope, Send
from uvicorn.protocols.http.h11_impl import H11Protocol

from app.api.errors import ApiError

KEEP_ALIVE_TIMEOUT_S = 5
LOOPBACK_NAMES = frozenset({"localhost", "localhost.localdomain", "ip6-localhost",
                            "ip6-loopback"})


def host_name(header: str) -> str:
    """The name in a Host header, without its port ([::1]:8765 -> ::1)."""
    header = header.strip().lower()
    if header.startswith("["):
        return header[1:].split("]", 1)[0]
    return header.rsplit(":", 1)[0] if header.count(":") == 1 else header


def is_loopback_name(name: str) -> bool:
    if name in LOOPBACK_NAMES or name.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False


class HostGuardMiddleware:
    """403 for a request whose Host is not a loopback name (loopback binds only)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            host = next((v.decode("latin-1") for k, v in scope.get("headers", ())
                         if k == b"host"), None)
            # No Host at all (HTTP/1.0 tools) is no browser: a rebinding page always sends one.
            if host is not None and not is_loopback_name(host_name(host)):
                error = ApiError(403, f"Host {host!r} is not served: this server answers "
                                      "only to localhost / 127.0.0.1 / [::1] (it listens on "
                                      "this machine only). Use one of those in the URL.",
                                 kind="permission_error", code="host_not_allowed")
                await error.response()(scope, receive, send)
                return
        await self.app(scope, receive, send)


def slash_redirect(path: str, query: str, known: Iterable[str]) -> Response | None:
    """A 307 from `/v1/models/` to `/v1/models`, built from the path only (a
    relative Location: no Host header can make it point elsewhere)."""
    bare = "/" + path.strip("/")
    if path == bare or bare not in set(known):
        return None
    return RedirectResponse(str(URL(path=bare, query=query)), status_code=307)


class GuardedH11Protocol(H11Protocol):
    """uvicorn's h11 protocol with a deadline for each request's headers."""

    header_timeout_s = 10.0

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._header_timer: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._arm()

    def data_received(self, data: bytes) -> None:
        if self._header_timer is None and self.conn.their_state is h11.IDLE:
            self._arm()  # the next request on a kept-alive connection
        super().data_received(data)
        if self.conn.their_state is not h11.IDLE:
            self._disarm()

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        super().connection_lost(exc)

    def _arm(self) -> None:
        self._disarm()
        self._header_timer = self.loop.call_later(self.header_timeout_s, self._too_slow)

    def _disarm(self) -> None:
        if self._header_timer is not None:
            self._header_timer.cancel()
            self._header_timer = None

    def _too_slow(self) -> None:
        self._header_timer = None
        if self.conn.their_state is h11.IDLE and not self.transport.is_closing():
            self.transport.close()  # headers still incomplete: a slowloris, or a dead client


def protocol_with(header_timeout_s: float) -> type[GuardedH11Protocol]:
    return type("LanternH11Protocol", (GuardedH11Protocol,),
                {"header_timeout_s": header_timeout_s})


class StoppingServer(uvicorn.Server):
    """uvicorn.Server that runs `before_shutdown` (cancel the running answers)
    before it waits for open responses to finish."""

    def __init__(self, config: uvicorn.Config, before_shutdown: Callable[[], None]) -> None:
        super().__init__(config)
        self._before_shutdown = before_shutdown

    async def shutdown(self, sockets: list[Any] | None = None) -> None:
        self._before_shutdown()
        await super().shutdown(sockets)
