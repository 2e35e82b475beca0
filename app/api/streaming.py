"""Moving pieces of text from the engine's thread to the event loop, and
noticing when a client has gone so its generation stops."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Callable
from concurrent.futures import Future
from typing import Any, TypeVar

from starlette.requests import Request as HttpRequest

T = TypeVar("T")
_END = object()


class PieceChannel:
    """Pieces pushed in the engine's thread arrive in order in the event loop,
    followed by the end once the reply has settled."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self._loop = loop
        self._items: asyncio.Queue[object] = asyncio.Queue()
        self._head: list[object] = []

    def push(self, text: str) -> None:
        self._post(text)

    def end(self, _reply: Future[Any]) -> None:
        self._post(_END)

    def _post(self, item: object) -> None:
        # RuntimeError: the loop has closed (server stopped); nobody listens.
        with contextlib.suppress(RuntimeError):
            self._loop.call_soon_threadsafe(self._items.put_nowait, item)

    async def wait_started(self) -> None:
        """Until the first piece or the end has arrived."""
        if not self._head:
            self._head.append(await self._items.get())

    async def pieces(self) -> AsyncIterator[str]:
        """Text as it comes; pieces that queued up meanwhile are joined."""
        while True:
            item = self._head.pop() if self._head else await self._items.get()
            parts: list[str] = []
            while item is not _END:
                parts.append(str(item))
                if self._items.empty():
                    break
                item = self._items.get_nowait()
            if parts:
                yield "".join(parts)
            if item is _END:
                return


class DisconnectWatch:
    """Calls `on_gone` when the client closes the connection before the end."""

    def __init__(self, request: HttpRequest, on_gone: Callable[[], None]) -> None:
        self._request = request
        self._on_gone = on_gone
        self._task = asyncio.get_running_loop().create_task(self._watch())

    async def _watch(self) -> None:
        while True:
            message = await self._request.receive()
            if message["type"] == "http.disconnect":
                self._on_gone()
                return

    def stop(self) -> None:
        self._task.cancel()


async def settled(reply: Future[T]) -> Future[T]:
    """Wait for a reply without turning its cancellation into ours."""
    await asyncio.wait({asyncio.wrap_future(reply)})
    return reply
