"""The JSON files Lantern keeps, safe with several Lantern processes at once.

The window, `lantern serve` and any number of `lantern models ...` may run
together and update the same models.json, download queue, remote engines,
settings and api-key. Three rules make that safe:

- every write is atomic: a temp file in the same folder, fsync, os.replace,
  fsync the folder, so a reader (or a crash) sees the old file or the new
  one, never half of one;
- every read-modify-write holds a lock file beside the JSON (`filelock`: a
  kernel lock, released by the OS when a process dies, so a kill -9 never
  leaves a stale lock) and re-reads the file under it, so one process never
  writes back a list that misses another's entry;
- a file that cannot be *read* (permissions, I/O) is an error, not damage:
  only text that is really not JSON counts as damaged.

No Qt; every layer may use it.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:  # imported with the first lock (~9 ms of imports): reads need none
    from filelock import FileLock

T = TypeVar("T")

LOCK_TIMEOUT_S = 30.0
"""Long enough for any other process's read-modify-write (milliseconds) even on
a slow disk; a lock held longer means a stuck process, which is said."""

MISSING: Any = object()
"""What `read_json` returns when there is no file yet."""


class JsonFileError(OSError):
    """The file could not be read, locked or written; the message says why."""


class DamagedJson(ValueError):
    """The file is there and readable but is not UTF-8 JSON."""


def lock_path(path: Path) -> Path:
    return path.with_name(f".{path.name}.lock")


_locks: dict[Path, tuple[threading.RLock, FileLock]] = {}
_locks_guard = threading.Lock()


def _lock_for(path: Path) -> tuple[threading.RLock, FileLock]:
    """One thread lock and one file lock per file in this process: the thread
    lock keeps this process's threads apart (the file lock alone would count
    them as re-entries), the file lock other processes."""
    from filelock import FileLock

    key = Path(os.path.abspath(path))
    with _locks_guard:
        if key not in _locks:
            _locks[key] = (threading.RLock(), FileLock(lock_path(key), thread_local=False))
        return _locks[key]


@contextlib.contextmanager
def locked(path: Path, timeout: float = LOCK_TIMEOUT_S) -> Iterator[None]:
    """Hold `path`'s lock across threads and processes (re-entrant in a thread)."""
    from filelock import Timeout

    thread_lock, file_lock = _lock_for(path)
    if not thread_lock.acquire(timeout=timeout):
        raise JsonFileError(f"{path} is still being changed by this process after "
                            f"{timeout:.0f} s.")
    try:
        try:
            file_lock.acquire(timeout=timeout)
        except Timeout as exc:
            raise JsonFileError(f"{path} is being changed by another Lantern process that "
                                f"has not finished after {timeout:.0f} s; try again.") from exc
        except OSError as exc:
            raise JsonFileError(_os_message(path.parent, "could not be locked", exc)) from exc
        try:
            yield
        finally:
            file_lock.release()
    finally:
        thread_lock.release()


def read_json(path: Path) -> Any:
    """The parsed file; MISSING if there is none; DamagedJson if it is not
    JSON; JsonFileError if it cannot be read (which is not damage)."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return MISSING
    except OSError as exc:
        raise JsonFileError(_os_message(path, "cannot be read", exc)) from exc
    try:
        return json.loads(data.decode("utf-8"))
    except (ValueError, RecursionError) as exc:  # not UTF-8, not JSON, absurdly deep
        raise DamagedJson(f"{path} is not valid JSON ({exc})") from exc


def write_json(path: Path, data: Any, *, indent: int | None = 2) -> None:
    """Replace `path` atomically with `data` as JSON."""
    write_text_atomic(path, json.dumps(data, indent=indent) + "\n")


def write_text_atomic(path: Path, text: str, *, mode: int | None = None,
                      encoding: str = "utf-8") -> None:
    """Replace `path` atomically (temp file, fsync, rename, fsync the folder).
    `mode` (e.g. 0o600) is set on the temp file before any byte is written."""
    tmp = ""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}-", suffix=".tmp")
        if mode is not None:
            with contextlib.suppress(OSError):  # Windows keeps ACLs, not modes
                os.chmod(tmp, mode)
        with os.fdopen(fd, "w", encoding=encoding) as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
        tmp = ""
        _fsync_folder(path.parent)
    except OSError as exc:
        raise JsonFileError(_os_message(path, "could not be saved", exc)) from exc
    finally:
        if tmp:
            Path(tmp).unlink(missing_ok=True)


def update_json(path: Path, change: Callable[[Any], tuple[Any, T]]) -> T:
    """Read-modify-write under the lock: `change(current)` gets the file as it
    is now (MISSING if absent; a damaged file raises DamagedJson) and returns
    (what to write, what to return). Returning the same object unchanged
    still writes; raise inside `change` to write nothing."""
    with locked(path):
        new, result = change(read_json(path))
        write_json(path, new)
        return result


KEEP_DAMAGED = 5
"""Earlier damaged copies kept beside the latest, each named by its date."""


def set_aside(path: Path) -> Path:
    """Move a damaged file to `<name>.damaged` so it is kept for a person to
    look at; returns where it went. An earlier `<name>.damaged` is not lost:
    it is renamed `<name>.damaged.<its date>`, and the KEEP_DAMAGED newest of
    those are kept (a file damaged again and again keeps its history)."""
    damaged = path.with_name(path.name + ".damaged")
    try:
        _date_earlier(damaged)
        path.replace(damaged)
    except OSError as exc:
        raise JsonFileError(_os_message(path, "could not be set aside", exc)) from exc
    return damaged


def _date_earlier(damaged: Path) -> None:
    import time

    try:
        stamp = time.strftime("%Y-%m-%dT%H-%M-%S", time.gmtime(damaged.stat().st_mtime))
    except FileNotFoundError:
        return
    dated = damaged.with_name(f"{damaged.name}.{stamp}")
    number = 1
    while dated.exists():  # two in the same second
        number += 1
        dated = damaged.with_name(f"{damaged.name}.{stamp}-{number}")
    damaged.replace(dated)
    earlier = sorted(damaged.parent.glob(f"{damaged.name}.*"), key=lambda p: p.stat().st_mtime)
    for old in earlier[:-KEEP_DAMAGED]:
        old.unlink(missing_ok=True)


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX; Windows cannot open folders)."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _os_message(path: Path, what: str, exc: OSError) -> str:
    return f"{path} {what}: {exc.strerror or exc}."
