"""Moving pieces of text and of tool calls from the engine's thread to the event
loop, and noticing when a client has gone so its generation stops."""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import AsyncIterator, Callable
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any, TypeVar

from starlette.requests import Request as HttpRequest

from app.domain import ToolCallDelta

T = TypeVar("T")


@dataclass(frozen=True)
class ReasoningDelta:
    """A streamed piece of the model's thinking (reasoning_content)."""

    text: str


Piece = str | ToolCallDelta | ReasoningDelta
_END = object()


class PieceChannel:
    """Pieces pushed in the engine's thread (text, and pieces of tool calls)
    arrive in order in the event loop, followed by the end once the reply has
    settled.

    The per-token path is kept short on both sides, because the engine's
    thread and the event loop take turns on the GIL: a push is a deque
    append plus, only when the loop has no wake-up pending yet, one
    `call_soon_threadsafe` (a self-pipe write); pieces that arrive while the
    loop is busy ride along with that wake-up and leave as one SSE event.
    """

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self._loop = loop
        self._items: deque[object] = deque()  # append/popleft are atomic
        self._ready = asyncio.Event()
        self._wake_pending = False
        self._closed = False
        self.prompt_tokens = 0
        """The prompt's tokens, known once it has been read (before the first piece)."""

    def prefill(self, _read: int, total: int) -> None:
        self.prompt_tokens = total

    def push(self, text: str) -> None:
        self._post(text)

    def push_call(self, delta: ToolCallDelta) -> None:
        self._post(delta)

    def push_reasoning(self, text: str) -> None:
        self._post(ReasoningDelta(text))

    def end(self, _reply: Future[Any]) -> None:
        self._post(_END)

    def _post(self, item: object) -> None:
        self._items.append(item)
        if self._wake_pending or self._closed:
            return  # the pending wake-up finds this item too
        self._wake_pending = True
        try:
            self._loop.call_soon_threadsafe(self._wake)
        except RuntimeError:  # the loop has closed (server stopped); nobody listens
            self._closed = True

    def _wake(self) -> None:
        # Cleared before the reader drains, so an item appended after the
        # drain always schedules a wake-up of its own.
        self._wake_pending = False
        self._ready.set()

    async def wait_started(self) -> None:
        """Until the first piece or the end has arrived."""
        while not self._items:
            self._ready.clear()
            if self._items:
                break
            await self._ready.wait()

    async def pieces(self) -> AsyncIterator[Piece]:
        """Pieces as they come; pieces that queued up meanwhile are joined
        (text to text, a call's arguments to the same call's)."""
        while True:
            await self.wait_started()
            parts: list[Piece] = []
            ended = False
            while self._items:
                item = self._items.popleft()
                if item is _END:
                    ended = True
                    break
                assert isinstance(item, str | ToolCallDelta | ReasoningDelta)
                _join(parts, item)
            for part in parts:
                yield part
            if ended:
                return


def _join(parts: list[Piece], item: Piece) -> None:
    last = parts[-1] if parts else None
    if isinstance(item, str) and isinstance(last, str):
        parts[-1] = last + item
    elif isinstance(item, ReasoningDelta) and isinstance(last, ReasoningDelta):
        parts[-1] = ReasoningDelta(last.text + item.text)
    elif (isinstance(item, ToolCallDelta) and isinstance(last, ToolCallDelta)
          and item.id is None and item.index == last.index):
        parts[-1] = ToolCallDelta(last.index, last.id, last.name, last.arguments + item.arguments)
    else:
        parts.append(item)


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
    """Wait for a reply without turning its cancellation into ours. The
    caller reads `reply`; the asyncio copy's error is marked as read here, or
    asyncio logs "Future exception was never retrieved" for every refusal."""
    copy = asyncio.wrap_future(reply)
    await asyncio.wait({copy})
    if not copy.cancelled():
        copy.exception()
    return reply
