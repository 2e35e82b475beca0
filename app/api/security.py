"""The key check, as plain ASGI middleware so it guards every route alike."""

from __future__ import annotations

import secrets
from collections.abc import Callable

from starlette.datastructures import Headers
from starlette.types import ASGIApp, Receive, Scope, Send

from app.api.dialects import error_response
from app.api.errors import unauthorized
from app.api.http_guard import host_name, is_loopback_name

OPEN_PATHS = frozenset({"/health"})
KEY_OK = "lantern_key_ok"
"""Set in the request's state on open paths: whether the right key came too."""


def _presented_key(scope: Scope) -> str | None:
    for name, value in scope.get("headers", ()):
        if name == b"authorization":
            scheme, _, token = value.decode("latin-1").partition(" ")
            return token.strip() if scheme.lower() == "bearer" else ""
        if name == b"x-api-key":
            return str(value.decode("latin-1")).strip()
    return None


class ApiKeyMiddleware:
    """401 for any request without the right `Authorization: Bearer <key>`
    (or `X-Api-Key`), except /health and CORS preflights."""

    def __init__(self, app: ASGIApp, api_key: str,
                 live_key: Callable[[], str] | None = None,
                 keyless_port: Callable[[], int | None] = lambda: None) -> None:
        if not api_key:
            raise ValueError("The API server needs an API key.")
        self.app = app
        self._key = api_key.encode("utf-8")
        self._live = live_key
        self._keyless_port = keyless_port

    def _current(self) -> bytes:
        return self._key if self._live is None else self._live().encode("utf-8")

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] == "OPTIONS" or self._keyless(scope):
            await self.app(scope, receive, send)
            return
        presented = _presented_key(scope)
        if scope["path"] in OPEN_PATHS:  # open, but says more to a client with the key
            current = self._current()
            scope.setdefault("state", {})[KEY_OK] = bool(
                presented and current and secrets.compare_digest(presented.encode("utf-8"),
                                                                 current))
            await self.app(scope, receive, send)
            return
        if presented is None:
            error = unauthorized("No API key was sent. Send it as 'Authorization: Bearer "
                                 "<key>' (or 'x-api-key: <key>'); Lantern shows the key in "
                                 "Settings → Local API server, and `lantern serve` prints "
                                 "where it is kept.")
        elif not (current := self._current()) or not secrets.compare_digest(
                presented.encode("utf-8"), current):
            error = unauthorized("The API key is not valid. Copy the current key from "
                                 "Settings → Local API server (it changes when regenerated).")
        else:
            await self.app(scope, receive, send)
            return
        await error_response(error, scope["path"], Headers(scope=scope))(scope, receive, send)

    def _keyless(self, scope: Scope) -> bool:
        """Arrived on Ollama's address (`--ollama`: loopback only, and asked
        for), under a loopback name: a rebinding page's Host gets the key check."""
        port = self._keyless_port()
        server = scope.get("server")
        if port is None or server is None or server[1] != port:
            return False
        host = next((v.decode("latin-1") for k, v in scope.get("headers", ()) if k == b"host"),
                    "127.0.0.1")
        return is_loopback_name(host_name(host))
