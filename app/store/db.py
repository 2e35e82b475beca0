"""Open the one SQLite file: look before writing, then pragmas and migrations.

Order matters. A newer Lantern's database must be refused before anything is
written to it, and even `PRAGMA journal_mode=WAL` writes the file header. So:
1. read the 100-byte header directly (corrupt? newer user_version?);
2. look inside read-only (a newer version may sit in the -wal file);
3. open read-write, check again, and only then switch to WAL and migrate.
"""

from __future__ import annotations

import os
import sqlite3
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Literal

from sqlite_utils import Database

from app.config import data_dir
from app.store.errors import DatabaseCorrupt, StoreError
from app.store.migrations import MIGRATIONS, Migration, migrate, read_state, verify

DB_FILENAME = "lantern.db"
BUSY_TIMEOUT_MS = 5000
SQLITE_MAGIC = b"SQLite format 3\x00"
_SIDE_FILES = ("-wal", "-shm", "-journal")

_CORRUPT_CODES = {11, 26}  # SQLITE_CORRUPT, SQLITE_NOTADB
_UNREADABLE_CODES = {3, 10, 14}  # SQLITE_PERM, SQLITE_IOERR, SQLITE_CANTOPEN

Synchronous = Literal["OFF", "NORMAL", "FULL"]


def default_path() -> Path:
    """lantern.db in the user's data folder (LANTERN_DATA_DIR overrides)."""
    return data_dir() / DB_FILENAME


def open_database(
    path: Path,
    migrations: Sequence[Migration] = MIGRATIONS,
    *,
    synchronous: Synchronous = "FULL",
) -> Database:
    """Open (creating if needed) and migrate. Raises StoreError subclasses.

    synchronous=FULL fsyncs the WAL at each commit, so a power cut, not just
    a crash, keeps every committed message; commits are rare (one per user
    message, about one a second while an answer streams), so it is cheap.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    _check_before_writing(path, migrations)
    try:
        conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None)
    except sqlite3.Error as exc:
        raise _translate(path, exc) from exc
    try:
        conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS:d}")
        conn.execute("PRAGMA foreign_keys = ON")
        conn.execute(f"PRAGMA synchronous = {synchronous}")
        verify(path, read_state(conn), migrations)
        conn.execute("PRAGMA journal_mode = WAL")
        db = Database(conn, recursive_triggers=False, execute_plugins=False)
        migrate(db, path, migrations)
    except sqlite3.Error as exc:
        conn.close()
        raise _translate(path, exc) from exc
    except BaseException:
        conn.close()
        raise
    return db


def _check_before_writing(path: Path, migrations: Sequence[Migration]) -> None:
    try:
        with path.open("rb") as f:
            header = f.read(100)
    except FileNotFoundError:
        return
    except OSError as exc:
        raise DatabaseCorrupt(path, f"unreadable: {exc.strerror or exc}") from exc
    if not header:
        return  # SQLite treats an empty file as a new database
    if len(header) < 100 or not header.startswith(SQLITE_MAGIC):
        raise DatabaseCorrupt(path, "not an SQLite database")
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


def _connect_read_only(path: Path) -> sqlite3.Connection:
    # Without a -wal file the main file is the whole truth and `immutable`
    # reads it without creating side files. With one, the newest commits may
    # be in it, so read through SQLite's normal read-only mode instead.
    side_files = any(Path(f"{path}{suffix}").exists() for suffix in _SIDE_FILES)
    mode = "mode=ro" if side_files else "immutable=1"
    uri = f"{path.resolve().as_uri()}?{mode}"
    conn = sqlite3.connect(uri, uri=True, timeout=BUSY_TIMEOUT_MS / 1000)
    conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS:d}")
    return conn


def _translate(path: Path, exc: sqlite3.Error) -> StoreError:
    code = getattr(exc, "sqlite_errorcode", None)
    primary = code & 0xFF if isinstance(code, int) else None
    text = str(exc)
    if primary in _CORRUPT_CODES or "not a database" in text or "malformed" in text:
        return DatabaseCorrupt(path, text)
    if primary in _UNREADABLE_CODES:
        return DatabaseCorrupt(path, f"unreadable: {text}")
    if primary in (5, 6):  # SQLITE_BUSY, SQLITE_LOCKED
        return StoreError(
            f"The conversation database {path} stayed busy for more than "
            f"{BUSY_TIMEOUT_MS // 1000} seconds ({text}). Close other Lantern windows "
            "and try again."
        )
    return StoreError(f"The conversation database {path} could not be opened: {text}")


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
