"""Running coroutines from Qt slots on the qasync loop, with errors as messages.

asyncio is imported on first use: the window paints before its event loop
exists (app.ui.app), and asyncio's import (~10 ms) need not delay that.
"""

from __future__ import annotations

import contextlib
import itertools
import logging
import sys
import threading
from collections.abc import Callable, Coroutine
from concurrent.futures import Future
from typing import TYPE_CHECKING, Any, TypeVar

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, Slot

from app.workers.say import say

if TYPE_CHECKING:
    import asyncio

log = logging.getLogger("lantern.ui")
T = TypeVar("T")

_running: set[asyncio.Task[Any]] = set()
"""Strong references: asyncio keeps only weak ones to running tasks."""
_made: list[asyncio.AbstractEventLoop] = []
"""The loop ensure_event_loop made (closed by close_event_loop)."""


def ensure_event_loop() -> None:
    """asyncio on Qt's running loop (qasync), made on first need: the window
    paints before it, and its imports cost ~12 ms. A loop already running (a
    test's) is kept. An error in one of its callbacks goes to sys.excepthook,
    as a Qt slot's does (app.ui.app shows both in the status bar)."""
    import asyncio

    with contextlib.suppress(RuntimeError):
        asyncio.get_running_loop()
        return
    import qasync

    loop = qasync.QEventLoop(QCoreApplication.instance(), already_running=True)
    asyncio.set_event_loop(loop)
    errors_to_excepthook(loop)
    _made.append(loop)


def errors_to_excepthook(loop: asyncio.AbstractEventLoop) -> None:
    def handler(_loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        error = context.get("exception")
        if not isinstance(error, BaseException):
            error = RuntimeError(str(context.get("message", "an event loop callback failed")))
        sys.excepthook(type(error), error, error.__traceback__)

    loop.set_exception_handler(handler)


def close_event_loop() -> None:
    """After Qt's loop has returned: the loop ensure_event_loop made, closed."""
    import asyncio

    while _made:
        loop = _made.pop()
        loop.stop()  # qasync counts a loop made inside Qt's as running until stopped
        # qasync marked it as this thread's running loop (already_running);
        # asyncio has no public way back, and a closed loop left there would
        # be what the next get_running_loop() finds.
        asyncio.events._set_running_loop(None)
        loop.close()


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
    handed = [fn]

    def run() -> None:
        # The thread lets go of fn before the answer is set: the awaiting
        # coroutine's reference is then the last, released on the GUI thread
        # (fn may hold a widget; see when_done).
        work = handed.pop()
        try:
            outcome = work()
        except BaseException as exc:
            del work
            future.set_exception(exc)
        else:
            del work
            future.set_result(outcome)

    import asyncio

    threading.Thread(target=run, name=name, daemon=True).start()
    return await asyncio.wrap_future(future)


def when_done(future: Future[T], callback: Callable[[Future[T]], None]) -> None:
    """`callback(future)` on the GUI thread once `future` is done; called from
    the GUI thread.

    A worker thread settles the future. A callback run there, or only held by
    the future, could have its object (a bound method's `self`) released
    there, and a Qt object whose last reference goes in a worker thread is
    destroyed there, its timers still registered with the GUI thread's loop,
    which then fires them on freed memory (the UI suite's segfault, found in
    CI). So the GUI thread keeps the callback, and the worker sends only a
    number. A callback whose Qt object was destroyed meanwhile is dropped,
    as Qt drops a destroyed receiver's slots."""
    relay = _relay()
    token = relay.hold(callback)
    future.add_done_callback(lambda done: relay.settled.emit(token, done))


class _GuiThreadRelay(QObject):
    settled = Signal(int, object)
    """(token, future), emitted in whichever thread settled the future."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._waiting: dict[int, Callable[[Future[Any]], None]] = {}
        self._tokens = itertools.count()
        self.settled.connect(self._call)  # queued: this object lives in the GUI thread

    def hold(self, callback: Callable[[Future[Any]], None]) -> int:
        token = next(self._tokens)
        self._waiting[token] = callback
        return token

    @Slot(int, object)
    def _call(self, token: int, done: Future[Any]) -> None:
        callback = self._waiting.pop(token)
        owner = getattr(callback, "__self__", None)
        if isinstance(owner, QObject) and not shiboken6.isValid(owner):
            return
        callback(done)


_relays: list[_GuiThreadRelay] = []


def _relay() -> _GuiThreadRelay:
    """The application's relay, made on first need: the application's child,
    so it lives in the GUI thread and goes with the application."""
    app = QCoreApplication.instance()
    if app is None or QThread.currentThread() is not app.thread():
        raise RuntimeError("when_done is for the GUI thread of a running application")
    if not _relays or not shiboken6.isValid(_relays[-1]):
        _relays[:] = [_GuiThreadRelay(app)]
    return _relays[-1]
