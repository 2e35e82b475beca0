"""Work that one Lantern process at a time may do: index one collection,
write one conversation. A lock file beside the database (`filelock`, a
kernel lock the OS releases when a process dies) plus a note of who holds
it, so the second process can say whom it waits for.

No Qt; the search layer and the commands use it.
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from filelock import FileLock, Timeout

POLL_S = 0.25


def lock_file(database: Path, what: str) -> Path:
    """`.lantern.db.index-3.lock` for what="index-3" beside lantern.db."""
    return database.with_name(f".{database.name}.{what}.lock")


def holder(path: Path) -> str:
    """Who holds the lock at `path`, as its holder wrote it (or "another process")."""
    try:
        return path.with_suffix(".owner").read_text(encoding="utf-8").strip() or \
            "another Lantern process"
    except (OSError, UnicodeDecodeError):
        return "another Lantern process"


@contextlib.contextmanager
def held(path: Path, *, on_wait: Callable[[str], None],
         cancelled: Callable[[], bool] = lambda: False) -> Iterator[bool]:
    """Hold the lock at `path` (waiting for it, and saying once whom for);
    yields False without it if `cancelled` turns true while waiting."""
    lock = FileLock(path, thread_local=False)
    waited = False
    while True:
        try:
            lock.acquire(timeout=POLL_S)
            break
        except Timeout:
            if not waited:
                on_wait(holder(path))
                waited = True
            if cancelled():
                yield False
                return
    owner = path.with_suffix(".owner")
    try:
        with contextlib.suppress(OSError):
            owner.write_text(f"Lantern process {os.getpid()} ({_command()}, since "
                             f"{time.strftime('%H:%M:%S')})", encoding="utf-8")
        yield True
    finally:
        with contextlib.suppress(OSError):
            owner.unlink()
        lock.release()


def _command() -> str:
    args = sys.argv[1:3]
    return "lantern " + " ".join(args) if args else "the window"
