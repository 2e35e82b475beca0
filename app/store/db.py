"""Open the one SQLite file: look before writing, then pragmas and migrations.

Order matters. A newer Lantern's database must be refused before anything is
written to it, and even `PRAGMA journal_mode=WAL` writes the file header. So:
1. read the 100-byte header directly (corrupt? newer user_version?);
2. look inside read-only (a newer version may sit in the -wal file);
3. open read-write, check again, and only then switch to WAL and migrate.
A file or folder this user may not write stops after step 2: the database
is used read-only, through `immutable` when there is no -wal file, so that
SQLite creates no side files.
"""

from __future__ import annotations

import os
import sqlite3
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from app.config import data_dir
from app.said import QT_TRANSLATE_NOOP
from app.store.errors import (
    DISK_FULL,
    DatabaseCorrupt,
    DatabaseUnreadable,
    DataFolderUnusable,
    StoreError,
)
from app.store.guard import BUSY_TIMEOUT_MS, disk_full, translate_error
from app.store.migrations import MIGRATIONS, Migration, migrate, read_state, verify

if TYPE_CHECKING:  # sqlite-utils loads on first open, not at import (startup time)
    from sqlite_utils import Database

DB_FILENAME = "lantern.db"
SQLITE_MAGIC = b"SQLite format 3\x00"
_SIDE_FILES = ("-wal", "-shm", "-journal")

Synchronous = Literal["OFF", "NORMAL", "FULL"]


class LanternConnection(sqlite3.Connection):
    """A connection that knows whether (and why) it may only read."""

    read_only_reason: str | None = None


def default_path() -> Path:
    """lantern.db in the user's data folder (LANTERN_DATA_DIR overrides)."""
    return data_dir() / DB_FILENAME


def open_database(
    path: Path,
    migrations: Sequence[Migration] = MIGRATIONS,
    *,
    synchronous: Synchronous = "FULL",
    read_only: bool = False,
) -> Database:
    """Open (creating if needed) and migrate. Raises StoreError subclasses.

    A file or folder this user may not write is opened read-only (reading
    works, a change raises DatabaseReadOnly), so no -wal/-shm files are left
    behind that would block writes once the permission is restored. So is an
    existing database on a full disk (a change raises DiskFull).

    synchronous=FULL fsyncs the WAL at each commit, so a power cut, not just
    a crash, keeps every committed message; commits are rare (one per user
    message, about one a second while an answer streams), so it is cheap.
    """
    path = Path(path)
    _check_before_writing(path, migrations)
    reason = "opened for reading only" if read_only else _why_not_writable(path)
    if reason is None and path.exists() and disk_full(path):
        # Opening for writing in WAL mode creates the -shm and -wal files: on a
        # full disk that failed (leaving a 3-byte -shm), and with it every
        # command, reading ones too. Read-only, nothing is created: the
        # conversations can still be read, searched and exported.
        reason = DISK_FULL
    if reason is not None:
        return _open_read_only(path, migrations, reason)
    try:
        conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None,
                               factory=LanternConnection)
    except sqlite3.Error as exc:
        raise _translate(path, exc) from exc
    try:
        conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS:d}")
        conn.execute("PRAGMA foreign_keys = ON")
        conn.execute(f"PRAGMA synchronous = {synchronous}")
        verify(path, read_state(conn), migrations)
        _switch_to_wal(conn)
        from sqlite_utils import Database

        db = Database(conn, recursive_triggers=False, execute_plugins=False)
        migrate(db, path, migrations)
    except sqlite3.Error as exc:
        conn.close()
        raise _translate(path, exc) from exc
    except BaseException:
        conn.close()
        raise
    return db


def _switch_to_wal(conn: sqlite3.Connection) -> None:
    """Switch a new file to WAL, waiting out another thread opening it too.

    Two connections creating the same new file can each hold a lock the
    other needs to change the journal mode; SQLite then answers "locked" at
    once, without calling the busy handler, so the wait is ours.
    """
    deadline = time.monotonic() + BUSY_TIMEOUT_MS / 1000
    while True:
        try:
            conn.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) or time.monotonic() > deadline:
                raise
            time.sleep(0.02)


def _why_not_writable(path: Path) -> str | None:
    """Why this user cannot write the database here, or None if it can.

    WAL needs the folder too: it creates lantern.db-wal and -shm beside the file.
    """
    folder = path.parent
    if not folder.is_dir():
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise DataFolderUnusable(folder, exc.strerror or str(exc)) from exc
    folder_writable = os.access(folder, os.W_OK | os.X_OK)
    if not path.exists():
        if not folder_writable:
            raise DataFolderUnusable(folder, QT_TRANSLATE_NOOP(
            "Store", "the folder is read-only for your user"))
        return None
    if not os.access(path, os.W_OK):
        return QT_TRANSLATE_NOOP(
            "Store", "the file is read-only for your user")
    if not folder_writable:
        return f"its folder {folder} is read-only for your user"
    for suffix in _SIDE_FILES:
        side = Path(f"{path}{suffix}")
        if _exists_read_only(side):
            return f"{side.name} is read-only for your user"
    return None


def _exists_read_only(side: Path) -> bool:
    # One atomic look: another thread opening the same new database creates
    # and deletes its -journal many times a second, so exists() then access()
    # can see a file vanish in between and call it read-only.
    try:
        os.close(os.open(side, os.O_WRONLY))
    except FileNotFoundError:
        return False
    except PermissionError:
        return True
    return False


def _open_read_only(path: Path, migrations: Sequence[Migration], reason: str) -> Database:
    if not path.exists():
        raise StoreError(QT_TRANSLATE_NOOP(
            "Store", "There is no conversation database at {path} yet.").format(path=path))
    try:
        conn = _connect_read_only(path)
        conn.read_only_reason = reason
        conn.execute("PRAGMA query_only = ON")
        state = read_state(conn)
    except sqlite3.Error as exc:
        raise _translate(path, exc) from exc
    verify(path, state, migrations)
    if len(state.applied) < len(migrations):
        conn.close()
        raise StoreError(QT_TRANSLATE_NOOP(
            "Store", "The conversation database {path} was made by an older Lantern and needs "
            "an upgrade, but {reason}. Make it writable once so Lantern can upgrade it."
        ).format(path=path, reason=reason))
    from sqlite_utils import Database

    return Database(conn, recursive_triggers=False, execute_plugins=False)


def read_only_reason(db: Database) -> str | None:
    """Why `db` only reads (None: it may write)."""
    return getattr(db.conn, "read_only_reason", None)


def _check_before_writing(path: Path, migrations: Sequence[Migration]) -> None:
    try:
        with path.open("rb") as f:
            header = f.read(100)
    except FileNotFoundError:
        return
    except NotADirectoryError as exc:
        raise DataFolderUnusable(path.parent, QT_TRANSLATE_NOOP(
            "Store", "part of that path is a file")) from exc
    except PermissionError as exc:
        raise DatabaseUnreadable(path, QT_TRANSLATE_NOOP(
            "Store", "your user has no permission to read it")) from exc
    except IsADirectoryError as exc:
        raise DatabaseUnreadable(path, QT_TRANSLATE_NOOP(
            "Store", "it is a folder, not a file")) from exc
    except OSError as exc:
        raise DatabaseUnreadable(path, exc.strerror or str(exc)) from exc
    if not header:
        return  # SQLite treats an empty file as a new database
    if len(header) < 100 or not header.startswith(SQLITE_MAGIC):
        raise DatabaseCorrupt(path, QT_TRANSLATE_NOOP(
            "Store", "not an SQLite database"))
    try:
        conn = _connect_read_only(path)
        try:
            state = read_state(conn)
        finally:
            conn.close()
    except sqlite3.Error as exc:
        error = _translate(path, exc)
        if isinstance(error, DatabaseCorrupt):
            raise error from exc
        # E.g. a hot rollback journal that only a writer may replay: the
        # read-write path below checks the schema again before it writes.
        return
    verify(path, state, migrations)


def _connect_read_only(path: Path) -> LanternConnection:
    # Without a -wal file the main file is the whole truth and `immutable`
    # reads it without creating side files. With one, the newest commits may
    # be in it, so read through SQLite's normal read-only mode instead.
    side_files = any(Path(f"{path}{suffix}").exists() for suffix in _SIDE_FILES)
    mode = "mode=ro" if side_files else "immutable=1"
    uri = f"{path.resolve().as_uri()}?{mode}"
    conn = sqlite3.connect(uri, uri=True, timeout=BUSY_TIMEOUT_MS / 1000,
                           isolation_level=None, factory=LanternConnection)
    conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS:d}")
    return conn


def _translate(path: Path, exc: sqlite3.Error) -> StoreError:
    error = translate_error(path, exc, opening=True)
    assert error is not None  # opening=True always gives one
    return error


def set_aside(path: Path) -> Path:
    """Move a damaged database (and its -wal/-shm) out of the way; return the new path.

    Nothing is deleted: the user or support can still try to recover it.
    """
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime())
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    counter = 1
    while target.exists():
        target = path.with_name(f"{path.name}.corrupt-{stamp}-{counter}")
        counter += 1
    for suffix in _SIDE_FILES:
        side = Path(f"{path}{suffix}")
        if side.exists():
            os.replace(side, Path(f"{target}{suffix}"))
    os.replace(path, target)
    return target
