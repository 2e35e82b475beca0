"""The HTTP layer's own defences, apart from the API's handlers.

- Host allow-list on loopback binds (as llama.cpp's server and Jupyter do):
  a DNS-rebinding page reaches 127.0.0.1 under its own name (`evil.com`),
  and the browser sends that name as Host; only loopback names are served.
- Redirects are built from the path alone, never from the Host header.
- Slowloris: a connection must finish its request headers within
  `header_timeout_s` (uvicorn's own timer starts only after a first
  response), and idle keep-alive connections close after `timeout_keep_alive`.
- Slow bodies: once the headers are in, the whole body must follow within
  `body_timeout_s` (a 408, then the connection closes); a body that trickles
  in a byte every few seconds, or stops short of its Content-Length, held a
  connection for as long as the client liked.
- An answer given before the body was read (401, 413): uvicorn went on
  reading and dropping the rest for as long as it came. Now the answer says
  `Connection: close` (a keep-alive client would otherwise send its next
  request into a connection about to close, and lose it), the server
  half-closes at once and drops what still arrives for `LINGER_S` at most
  (so a client still sending reads the answer, not a reset), then closes.
- At most `max_connections` connections at once; one more is answered 503
  (documented in docs/guide/api.md) and closed.
- Shutdown (SIGTERM, Ctrl+C, stop): running answers are cancelled first, so
  each stream ends with its `cancelled` chunk and `[DONE]` instead of a cut.
"""

from __future__ import annotations

import asyncio
import ipaddress
import json
from collections.abc import Callable, Iterable
from typing import Any

import h11
import uvicorn
from starlette.datastructures import URL
from starlette.requests import ClientDisconnect
from starlette.responses import RedirectResponse, Response
from starlette.types import ASGIApp, Receive, Scope, Send
from uvicorn.protocols.http.h11_impl import H11Protocol

from app.api.errors import ApiError

KEEP_ALIVE_TIMEOUT_S = 5
LINGER_S = 2.0
"""After an early answer: how long what the client still sends is dropped
before the connection closes (nginx's lingering_timeout is 5 s)."""
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


class QuietDisconnects:
    """The outermost ASGI layer: a client that went away while its body was
    read (or was cut off by the body deadline) is no server error, so
    Starlette's ClientDisconnect ends the request without a logged traceback."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        try:
            await self.app(scope, receive, send)
        except ClientDisconnect:
            return


def slash_redirect(path: str, query: str, known: Iterable[str]) -> Response | None:
    """A 307 from `/v1/models/` to `/v1/models`, built from the path only (a
    relative Location: no Host header can make it point elsewhere)."""
    bare = "/" + path.strip("/")
    if path == bare or bare not in set(known):
        return None
    return RedirectResponse(str(URL(path=bare, query=query)), status_code=307)


class EarlyAnswerConnection(h11.Connection):
    """h11's server side, saying `Connection: close` on an answer that starts
    before the request's body is all in. The header is added to the bytes, not
    to h11's event: told, h11 would have uvicorn close at once, and a client
    still sending would get a reset instead of the answer (see _linger)."""

    said_close = False

    def send_with_data_passthrough(self, event: h11.Event) -> list[bytes] | None:
        parts = super().send_with_data_passthrough(event)  # send() comes through here
        if (isinstance(event, h11.Response) and parts and self.their_state is h11.SEND_BODY
                and not any(name == b"connection" for name, _value in event.headers)):
            self.said_close = True
            head = b"".join(parts)  # ends with the blank line after the headers
            parts = [head[:-2] + b"connection: close\r\n\r\n"]
        return parts


class GuardedH11Protocol(H11Protocol):
    """uvicorn's h11 protocol with deadlines for each request's headers and
    body, an end to early-answered connections, and a cap on connections."""

    header_timeout_s = 10.0
    body_timeout_s = 60.0
    max_connections = 64

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.conn = EarlyAnswerConnection(h11.SERVER, self.conn._max_incomplete_event_size)
        self._header_timer: asyncio.TimerHandle | None = None
        self._body_timer: asyncio.TimerHandle | None = None
        self._lingering = False

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        if len(self.connections) > self.max_connections:
            self._refuse(503, "Too many connections are open to this server at once "
                              f"(at most {self.max_connections}). Close idle ones, or "
                              "try again in a moment.", "too_many_connections")
            return
        self._arm()

    def data_received(self, data: bytes) -> None:
        if self._lingering:
            return  # the rest of a body that was answered already
        if self._header_timer is None and self.conn.their_state is h11.IDLE:
            self._arm()  # the next request on a kept-alive connection
        super().data_received(data)
        state = self.conn.their_state
        if state is not h11.IDLE:
            self._disarm()
        if state is h11.SEND_BODY and self._body_timer is None:
            self._body_timer = self.loop.call_later(self.body_timeout_s, self._body_too_slow)
        elif state is not h11.SEND_BODY:
            self._stop_body_timer()

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        self._stop_body_timer()
        super().connection_lost(exc)

    def on_response_complete(self) -> None:
        super().on_response_complete()
        said_close = isinstance(self.conn, EarlyAnswerConnection) and self.conn.said_close
        early = self.conn.their_state is h11.SEND_BODY or said_close
        if early and not self.transport.is_closing():
            self._linger()  # answered before the body was all read (401, 413)

    def _linger(self) -> None:
        self._lingering = True
        self._stop_body_timer()
        self._unset_keepalive_if_required()
        if self.transport.can_write_eof():
            self.transport.write_eof()
        self.loop.call_later(LINGER_S, self.transport.close)

    def _arm(self) -> None:
        self._disarm()
        self._header_timer = self.loop.call_later(self.header_timeout_s, self._too_slow)

    def _disarm(self) -> None:
        if self._header_timer is not None:
            self._header_timer.cancel()
            self._header_timer = None

    def _stop_body_timer(self) -> None:
        if self._body_timer is not None:
            self._body_timer.cancel()
            self._body_timer = None

    def _too_slow(self) -> None:
        self._header_timer = None
        if self.conn.their_state is h11.IDLE and not self.transport.is_closing():
            self.transport.close()  # headers still incomplete: a slowloris, or a dead client

    def _body_too_slow(self) -> None:
        self._body_timer = None
        if self.conn.their_state is not h11.SEND_BODY or self.transport.is_closing():
            return
        if self.cycle is not None and not self.cycle.response_started:
            self._refuse(408, f"The request body did not arrive within "
                              f"{self.body_timeout_s:g} seconds of its headers; the "
                              "connection is closed. Send the whole body at once.",
                         "request_timeout")
            self.cycle.disconnected = True  # the handler's next read ends it
            self.cycle.message_event.set()
        else:
            self.transport.close()

    def _refuse(self, status: int, message: str, code: str) -> None:
        """Answer outside the ASGI app (it has not begun, or cannot finish
        reading) and close: the connection is not used again."""
        body = json.dumps({"error": {"message": message, "type": "invalid_request_error",
                                     "param": None, "code": code}}).encode()
        reason = h11_reason(status)
        head = (f"HTTP/1.1 {status} {reason}\r\ncontent-type: application/json\r\n"
                f"content-length: {len(body)}\r\nconnection: close\r\n\r\n")
        self.transport.write(head.encode("latin-1") + body)
        self.transport.close()


def h11_reason(status: int) -> str:
    return {408: "Request Timeout", 503: "Service Unavailable"}.get(status, "Error")


def protocol_with(header_timeout_s: float, body_timeout_s: float = 60.0,
                  max_connections: int = 64) -> type[GuardedH11Protocol]:
    return type("LanternH11Protocol", (GuardedH11Protocol,),
                {"header_timeout_s": header_timeout_s, "body_timeout_s": body_timeout_s,
                 "max_connections": max_connections})


class StoppingServer(uvicorn.Server):
    """uvicorn.Server that runs `before_shutdown` (cancel the running answers)
    before it waits for open responses to finish."""

    def __init__(self, config: uvicorn.Config, before_shutdown: Callable[[], None]) -> None:
        super().__init__(config)
        self._before_shutdown = before_shutdown

    async def shutdown(self, sockets: list[Any] | None = None) -> None:
        self._before_shutdown()
        await super().shutdown(sockets)
