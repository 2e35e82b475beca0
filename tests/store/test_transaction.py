"""app.store.sql.transaction: a failed COMMIT must not leave the transaction open.

SQLite keeps a transaction open when its COMMIT fails (a deferred foreign key
still violated, SQLITE_BUSY): the next statement on the connection would run
inside it, and be lost with it (issue 33, item 11)."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.store.sql import transaction


@pytest.fixture
def conn(tmp_path: Path) -> Iterator[sqlite3.Connection]:
    path = tmp_path / "t.db"
    conn = sqlite3.connect(path, isolation_level=None)  # as the store opens them
    conn.executescript("""
        PRAGMA foreign_keys = ON;
        CREATE TABLE parent (id INTEGER PRIMARY KEY);
        CREATE TABLE child (id INTEGER PRIMARY KEY,
                            parent_id INTEGER REFERENCES parent(id) DEFERRABLE INITIALLY DEFERRED);
        CREATE TABLE note (text TEXT);
    """)
    yield conn
    conn.close()


def _notes_seen_by_another_connection(conn: sqlite3.Connection) -> list[str]:
    path = conn.execute("PRAGMA database_list").fetchone()[2]
    with sqlite3.connect(path) as other:
        return [row[0] for row in other.execute("SELECT text FROM note")]


def test_a_commit_that_fails_rolls_back_and_the_next_write_stands_alone(
        conn: sqlite3.Connection) -> None:
    with pytest.raises(sqlite3.IntegrityError, match="FOREIGN KEY"), transaction(conn):
        conn.execute("INSERT INTO child (parent_id) VALUES (42)")  # checked at COMMIT
    assert not conn.in_transaction
    assert conn.execute("SELECT count(*) FROM child").fetchone() == (0,)
    conn.execute("INSERT INTO note VALUES ('after')")  # autocommit: saved at once
    assert _notes_seen_by_another_connection(conn) == ["after"]


def test_a_transaction_that_commits_is_saved(conn: sqlite3.Connection) -> None:
    with transaction(conn):
        conn.execute("INSERT INTO parent (id) VALUES (42)")
        conn.execute("INSERT INTO child (parent_id) VALUES (42)")
        conn.execute("INSERT INTO note VALUES ('inside')")
    assert not conn.in_transaction
    assert _notes_seen_by_another_connection(conn) == ["inside"]


def test_an_error_inside_rolls_back(conn: sqlite3.Connection) -> None:
    with pytest.raises(RuntimeError), transaction(conn):
        conn.execute("INSERT INTO note VALUES ('lost')")
        raise RuntimeError("the caller failed")
    assert not conn.in_transaction
    assert _notes_seen_by_another_connection(conn) == []
