"""Running coroutines from Qt slots on the qasync loop, with errors as messages.

asyncio is imported on first use: the window paints before its event loop
exists (app.ui.app), and asyncio's import (~10 ms) need not delay that.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Coroutine
from concurrent.futures import Future
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QCoreApplication, QObject

from app.workers.say import say

if TYPE_CHECKING:
    import asyncio

log = logging.getLogger("lantern.ui")
T = TypeVar("T")

_running: set[asyncio.Task[Any]] = set()
"""Strong references: asyncio keeps only weak ones to running tasks."""


def spawn(coroutine: Coroutine[Any, Any, Any], on_error: Callable[[str], None],
          owner: QObject | None = None) -> asyncio.Task[Any]:
    """Start a coroutine; an unexpected exception is logged and reported as text.
    With an `owner` (a dialog's widget that shows the result), the coroutine is
    cancelled when the owner is destroyed, and whatever it ends with is not
    reported: a dialog closed while it looked something up has no widgets
    left to show it in (a `finally:` that re-enables a button would fail)."""
    import asyncio

    task = asyncio.ensure_future(coroutine)
    _running.add(task)
    orphaned: list[bool] = []
    if owner is not None:
        def owner_gone(_owner: object = None) -> None:
            orphaned.append(True)
            task.cancel()

        owner.destroyed.connect(owner_gone)

    def done(finished: asyncio.Task[Any]) -> None:
        _running.discard(finished)
        if finished.cancelled():
            return
        error = finished.exception()
        if error is not None and orphaned:
            log.debug("a closed dialog's task ended with %r", error)
        elif error is not None:
            log.error("background task failed", exc_info=error)
            on_error(QCoreApplication.translate("App", "Something went wrong: {error}").format(
                error=say(error)))

    task.add_done_callback(done)
    return task


def pending() -> int:
    """How many spawned tasks have not finished (tests wait for 0)."""
    return len(_running)


async def in_thread(fn: Callable[[], T], name: str) -> T:
    """fn() on a short-lived plain thread, awaited on the loop (qasync's own
    executor would leave QThreads running after the window closes)."""
    future: Future[T] = Future()

    def run() -> None:
        try:
            future.set_result(fn())
        except BaseException as exc:
            future.set_exception(exc)

    import asyncio

    threading.Thread(target=run, name=name, daemon=True).start()
    return await asyncio.wrap_future(future)
