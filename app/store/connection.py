"""What every store object shares: one connection, owned by one thread."""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractContextManager
from pathlib import Path
from types import TracebackType
from typing import Any, TypeVar

from sqlite_utils import Database

from app.store.sql import transaction

_S = TypeVar("_S", bound="StoreConnection")


class StoreConnection:
    """A database connection with Lantern's transaction helper; a context manager."""

    def __init__(self, db: Database, path: Path) -> None:
        self.db = db
        self.path = path

    def close(self) -> None:
        self.db.close()

    def __enter__(self: _S) -> _S:
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()

    def transaction(self) -> AbstractContextManager[None]:
        """Group several changes into one transaction (nests)."""
        return transaction(self.db.conn)

    def _rows(self, sql: str, params: Sequence[Any] = ()) -> list[dict[str, Any]]:
        # A list, not sqlite-utils' generator: a half-read SELECT would keep
        # its read transaction (and an old snapshot) open until collected.
        return list(self.db.query(sql, params))
