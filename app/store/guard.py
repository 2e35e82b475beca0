"""SQLite errors become StoreErrors a person can act on, wherever they happen.

Damage in the middle of a file is only found when a query reaches the bad
page, long after the file opened; a write to a read-only database fails only
when it is tried. Both must read the same as at open ("damaged, left
untouched", "read-only, nothing saved"), never as a traceback, so every
public method of the store classes goes through `translate_errors`.
"""

from __future__ import annotations

import functools
import shutil
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from app.said import QT_TRANSLATE_NOOP
from app.store.errors import (
    DatabaseCorrupt,
    DatabaseUnreadable,
    StoreError,
    read_only_error,
)

BUSY_TIMEOUT_MS = 5000
FULL_BELOW_BYTES = 1 << 20
"""Less free than this when an I/O error happens: the disk is what failed."""

_CORRUPT_CODES = {11, 26}  # SQLITE_CORRUPT, SQLITE_NOTADB
_READONLY = 8  # SQLITE_READONLY
_UNREADABLE_CODES = {3, 14}  # SQLITE_PERM, SQLITE_CANTOPEN
_IOERR, _FULL = 10, 13
_BUSY_CODES = {5, 6}  # SQLITE_BUSY, SQLITE_LOCKED

_T = TypeVar("_T", bound=type)


def primary_code(exc: sqlite3.Error) -> int | None:
    code = getattr(exc, "sqlite_errorcode", None)
    return code & 0xFF if isinstance(code, int) else None


_MESSAGES = {
    _FULL: QT_TRANSLATE_NOOP("Store", "The disk holding {path} is full; nothing more could be "
                             "saved (what was saved before is kept). Free some space and try "
                             "again."),
    _IOERR: QT_TRANSLATE_NOOP("Store", "The conversation database {path} could not be read or "
                              "written ({text}). Check the disk; the file was not changed "
                              "further."),
    **dict.fromkeys(_BUSY_CODES, QT_TRANSLATE_NOOP(
        "Store", "The conversation database {path} stayed busy for more than {seconds} seconds "
        "({text}). Close other Lantern windows and try again.")),
}


def translate_error(path: Path, exc: sqlite3.Error, *, read_only_reason: str | None = None,
                    opening: bool = False) -> StoreError | None:
    """The StoreError for `exc`, or None for errors that are programming bugs."""
    primary = primary_code(exc)
    text = str(exc)
    if primary in _CORRUPT_CODES or "not a database" in text or "malformed" in text:
        return DatabaseCorrupt(path, text)
    if primary == _READONLY or "readonly database" in text:
        return read_only_error(path, read_only_reason or text)
    if primary in _UNREADABLE_CODES:
        return DatabaseUnreadable(path, text)
    if primary == _IOERR and disk_full(path):  # e.g. no room for the -shm file
        primary = _FULL
    message = _MESSAGES.get(primary if primary is not None else -1)
    if message is None and opening:
        message = QT_TRANSLATE_NOOP("Store", "The conversation database {path} could not be "
                                    "opened: {text}")
    if message is None:
        return None
    return StoreError(message.format(path=path, text=text, seconds=BUSY_TIMEOUT_MS // 1000))


def disk_full(path: Path) -> bool:
    """Whether the disk holding `path` has no room left: SQLite reports a
    -shm (or -wal) file it cannot grow as an I/O error, not as SQLITE_FULL."""
    try:
        return shutil.disk_usage(path.parent).free < FULL_BELOW_BYTES
    except OSError:
        return False


def raise_translated(path: Path, exc: sqlite3.Error, read_only_reason: str | None) -> None:
    """Raise the StoreError for `exc` if there is one (chained), else return."""
    error = translate_error(path, exc, read_only_reason=read_only_reason)
    if error is not None:
        raise error from exc


def _guarded(method: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(method)
    def guarded(self: Any, *args: Any, **kwargs: Any) -> Any:
        try:
            return method(self, *args, **kwargs)
        except sqlite3.Error as exc:
            raise_translated(self.path, exc, getattr(self, "read_only_reason", None))
            raise
    return guarded


def translate_errors(cls: _T) -> _T:
    """Wrap the public methods `cls` defines (and __exit__) so SQLite errors on
    its `self.path` become StoreErrors."""
    for name, value in list(vars(cls).items()):
        public = not name.startswith("_") or name == "__exit__"
        wrappable = callable(value) and not isinstance(value, type | staticmethod)
        if public and wrappable:
            setattr(cls, name, _guarded(value))
    return cls
