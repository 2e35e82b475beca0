"""A record of each request the server answered, for whoever wants to show
them (the window's Server page keeps a live log). Plain ASGI, no Qt: the
sink is a callable that the server's thread calls once per request."""

from __future__ import annotations

import logging
import re
import time
from collections.abc import Callable
from dataclasses import dataclass

from starlette.types import ASGIApp, Message, Receive, Scope, Send

log = logging.getLogger("lantern.api")

TAIL_BYTES = 4096
"""How much of a response's end is kept to find its token count: usage comes
last in every protocol's body (and in a stream's last events)."""
_TOKENS = re.compile(rb'"(?:completion_tokens|output_tokens|eval_count)"\s*:\s*(\d+)')
"""OpenAI's usage, Anthropic's usage and Ollama's final object: tokens written."""


@dataclass(frozen=True)
class RequestRecord:
    started: float
    """Seconds since the epoch, when the request arrived."""
    client: str
    method: str
    path: str
    status: int
    """0 when the connection closed before an answer began."""
    duration_ms: float
    tokens: int | None
    """Tokens the model wrote for it, when the answer says (None otherwise)."""


def tokens_in(tail: bytes) -> int | None:
    found = _TOKENS.findall(tail)
    return int(found[-1]) if found else None


class RequestLogMiddleware:
    def __init__(self, app: ASGIApp, sink: Callable[[RequestRecord], None]) -> None:
        self.app = app
        self.sink = sink

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started, clock = time.time(), time.perf_counter()
        status = 0
        tail = bytearray()

        async def sending(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = int(message["status"])
            elif message["type"] == "http.response.body":
                tail.extend(message.get("body", b""))
                del tail[:-TAIL_BYTES]
            await send(message)

        try:
            await self.app(scope, receive, sending)
        finally:
            client = scope.get("client")
            record = RequestRecord(
                started, str(client[0]) if client else "", str(scope.get("method", "")),
                str(scope.get("path", "")), status,
                (time.perf_counter() - clock) * 1000, tokens_in(bytes(tail)))
            try:
                self.sink(record)
            except Exception:  # a broken log never breaks the answer
                log.exception("the request log failed")
