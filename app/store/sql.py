"""Transactions on connections opened in autocommit mode.

The store opens connections with `isolation_level=None` so Python's sqlite3
never starts or commits a transaction behind our back; every multi-row change
goes through `transaction()` instead.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def transaction(conn: sqlite3.Connection) -> Iterator[None]:
    """One write transaction; joins the outer one when nested.

    BEGIN IMMEDIATE takes the write lock up front, waiting out other writers
    through busy_timeout. A deferred transaction that reads and then writes
    can instead fail at once with "database is locked" when another
    connection wrote in between, and the busy timeout does not help there.
    """
    if conn.in_transaction:
        yield
        return
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield
        conn.execute("COMMIT")
    except BaseException:
        # Some errors (disk full) already rolled back. A COMMIT that failed (a
        # deferred foreign key, SQLITE_BUSY) did not: the transaction is still
        # open, and the next statement would run, and be lost, inside it.
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
