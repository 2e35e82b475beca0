"""Running coroutines from Qt slots on the qasync loop, with errors as messages."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine
from typing import Any

log = logging.getLogger("lantern.ui")

_running: set[asyncio.Task[Any]] = set()
"""Strong references: asyncio keeps only weak ones to running tasks."""


def spawn(coroutine: Coroutine[Any, Any, Any],
          on_error: Callable[[str], None]) -> asyncio.Task[Any]:
    """Start a coroutine; an unexpected exception is logged and reported as text."""
    task = asyncio.ensure_future(coroutine)
    _running.add(task)

    def done(finished: asyncio.Task[Any]) -> None:
        _running.discard(finished)
        if finished.cancelled():
            return
        error = finished.exception()
        if error is not None:
            log.error("background task failed", exc_info=error)
            on_error(f"Something went wrong: {error}")

    task.add_done_callback(done)
    return task


def pending() -> int:
    """How many spawned tasks have not finished (tests wait for 0)."""
    return len(_running)
