"""What every store object shares: one connection, owned by one thread."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any, TypeVar

from app.store.db import read_only_reason
from app.store.errors import DatabaseCorrupt, read_only_error
from app.store.guard import raise_translated
from app.store.sql import transaction

if TYPE_CHECKING:  # sqlite-utils loads on first open, not at import (startup time)
    from sqlite_utils import Database

_S = TypeVar("_S", bound="StoreConnection")


class StoreConnection:
    """A database connection with Lantern's transaction helper; a context manager.

    Subclasses are decorated with `app.store.guard.translate_errors`, so a
    damaged page or a refused write found by any method is a StoreError.
    """

    def __init__(self, db: Database, path: Path) -> None:
        self.db = db
        self.path = path
        self.read_only_reason = read_only_reason(db)
        """Why this store may only read; None when it may write."""

    def close(self) -> None:
        self.db.close()

    def __enter__(self: _S) -> _S:
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()

    @contextmanager
    def transaction(self) -> Iterator[None]:
        """Group several changes into one transaction (nests)."""
        try:
            with transaction(self.db.conn):
                yield
        except sqlite3.Error as exc:
            raise_translated(self.path, exc, self.read_only_reason)
            raise

    def check_writable(self) -> None:
        """Before a command writes: refuse a read-only or damaged database.

        Damage in the middle of the file shows only when a query reaches it;
        a command that is about to save must know before its first write, so
        that nothing is ever written into a damaged file. quick_check reads
        every page once (about a second per few hundred MB).
        """
        if self.read_only_reason is not None:
            raise read_only_error(self.path, self.read_only_reason)
        try:
            rows = [row[0] for row in self.db.execute("PRAGMA quick_check").fetchall()]
        except sqlite3.Error as exc:
            raise_translated(self.path, exc, self.read_only_reason)
            raise
        if rows != ["ok"]:
            raise DatabaseCorrupt(self.path, f"damaged: {rows[0]}")

    def _rows(self, sql: str, params: Sequence[Any] = ()) -> list[dict[str, Any]]:
        # A list, not sqlite-utils' generator: a half-read SELECT would keep
        # its read transaction (and an old snapshot) open until collected.
        return list(self.db.query(sql, params))
