"""Ctrl+C for the command line: one process-wide flag, raised at safe points.

Python runs a signal handler between two bytecodes of the main thread. When
that moment falls inside a ctypes callback from llama.cpp (its log or its
progress callback while a model loads), the KeyboardInterrupt the default
handler raises is printed as "Exception ignored" and dropped, and the command
carries on as if nothing happened. So `lantern`'s handler also sets a flag
that survives: native calls that call back into Python run `shielded()`,
where the handler only sets the flag, and the flag is raised as
KeyboardInterrupt when the call returns; a model load's progress callback
(app.engine.native) returns False once the flag is set, which makes llama.cpp
abort the load at once instead of finishing it.

`phase(name)` is a test hook: with LANTERN_TEST_PHASES=FD in the environment
the process writes each phase's name to that file descriptor as it enters
it (stderr is silenced while llama.cpp loads a model), and with
LANTERN_TEST_PAUSE=NAME it waits in that phase until Ctrl+C arrives, so that
a test can interrupt each phase on an event, not after a guessed delay.
"""

from __future__ import annotations

import os
import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType

PHASES_ENV = "LANTERN_TEST_PHASES"
PAUSE_ENV = "LANTERN_TEST_PAUSE"
PAUSE_LIMIT_S = 120.0
"""A paused phase goes on after this long even without Ctrl+C (a test that
never sends it fails on its own assertion, not on a hang)."""

_requested = threading.Event()
_shield_depth = 0  # the main thread's only: signal handlers run there alone
_deferred = False  # Ctrl+C came inside the shield: raised when it ends


def install() -> None:
    """Handle SIGINT with the flag; call once, early, in the main thread."""
    global _deferred
    _requested.clear()
    _deferred = False
    signal.signal(signal.SIGINT, _on_sigint)


def _on_sigint(_signum: int, _frame: FrameType | None) -> None:
    global _deferred
    _requested.set()
    if _shield_depth > 0:
        _deferred = True
        return
    raise KeyboardInterrupt


def requested() -> bool:
    """Whether Ctrl+C was pressed (in any thread's view)."""
    return _requested.is_set()


@contextmanager
def shielded() -> Iterator[None]:
    """In the main thread: Ctrl+C inside the block only sets the flag, and is
    raised when the block ends (at once if the block was ending anyway with
    another error: the interrupt is what the user asked for). Elsewhere a
    no-op: only the main thread ever runs the handler."""
    global _shield_depth, _deferred
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    _shield_depth += 1
    try:
        yield
    finally:
        _shield_depth -= 1
        if _shield_depth == 0 and _deferred:
            _deferred = False
            raise KeyboardInterrupt


def phase(name: str) -> None:
    """Announce (and, when asked to, pause in) a phase; see the module doc."""
    target = os.environ.get(PHASES_ENV)
    if not target:
        return
    try:
        os.write(int(target), f"{name}\n".encode())
    except (OSError, ValueError):
        return
    if os.environ.get(PAUSE_ENV) == name:
        _requested.wait(PAUSE_LIMIT_S)
