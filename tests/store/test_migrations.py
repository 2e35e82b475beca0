"""Schema migrations: from nothing, from every earlier version, and refusals."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from sqlite_utils import Database

from app.store import ChatStore, NewerSchemaError, NotALanternDatabase, open_database
from app.store.migrations import MIGRATIONS, MIGRATIONS_TABLE, Migration

KNOWN = [name for name, _ in MIGRATIONS]


def schema_of(path: Path) -> tuple[int, list[str]]:
    conn = sqlite3.connect(path)
    try:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        rows = conn.execute(f"SELECT name FROM {MIGRATIONS_TABLE} ORDER BY position")
        names = [r[0] for r in rows]
    finally:
        conn.close()
    return version, names


def files_in(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in folder.iterdir()}


def test_there_are_at_least_two_migrations_with_unique_names() -> None:
    assert len(KNOWN) >= 2
    assert len(set(KNOWN)) == len(KNOWN)


@pytest.mark.parametrize("create_file", [False, True], ids=["no-file", "empty-file"])
def test_new_database_gets_every_migration(db_path: Path, create_file: bool) -> None:
    if create_file:
        db_path.touch()
    ChatStore.open(db_path).close()
    assert schema_of(db_path) == (len(KNOWN), KNOWN)
    conn = sqlite3.connect(db_path)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    conn.close()


def test_pragmas_are_set_on_every_connection(store: ChatStore) -> None:
    def pragma(name: str) -> object:
        return store.db.execute(f"PRAGMA {name}").fetchone()[0]

    assert pragma("foreign_keys") == 1
    assert pragma("busy_timeout") >= 5000
    assert pragma("journal_mode") == "wal"
    assert pragma("synchronous") == 2  # FULL


def _fill_version_1(path: Path) -> None:
    """Rows as Lantern with only the first migration would have written them."""
    conn = sqlite3.connect(path)
    with conn:
        conn.execute("INSERT INTO conversations (id, title, created_at, updated_at) "
                     "VALUES (1, 'Old chat', 1.0, 2.0)")
        conn.execute("INSERT INTO messages (id, conversation_id, parent_id, role, content, "
                     "created_at, updated_at) VALUES (1, 1, NULL, 'user', "
                     "'what is a lighthouse keeper', 1.0, 1.0)")
        conn.execute("INSERT INTO messages (id, conversation_id, parent_id, role, content, "
                     "created_at, updated_at, complete) VALUES (2, 1, 1, 'assistant', "
                     "'someone who tends the lamp', 2.0, 2.0, 0)")
        conn.execute("UPDATE conversations SET tip_message_id = 2 WHERE id = 1")
    conn.close()


@pytest.mark.parametrize("version", range(len(MIGRATIONS)))
def test_upgrade_from_each_earlier_version(db_path: Path, version: int) -> None:
    if version == 0:
        db_path.touch()
    else:
        open_database(db_path, MIGRATIONS[:version]).close()
        assert schema_of(db_path) == (version, KNOWN[:version])
        _fill_version_1(db_path)

    with ChatStore.open(db_path) as store:
        assert schema_of(db_path) == (len(KNOWN), KNOWN)
        if version:
            # The old rows survive, and the search index covers them.
            assert [m.content for m in store.thread(1)] == [
                "what is a lighthouse keeper", "someone who tends the lamp"]
            assert store.thread(1)[1].status == "interrupted"
            assert [h.message_id for h in store.search("lamp")] == [2]
            assert [h.message_id for h in store.search("lighthouse")] == [1]


def _pretend_newer(path: Path, *, extra: str = "0099_from_the_future") -> None:
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute(f"INSERT INTO {MIGRATIONS_TABLE} VALUES (?, ?, 0)", [len(KNOWN) + 1, extra])
    conn.execute(f"PRAGMA user_version = {len(KNOWN) + 1}")
    conn.close()


def test_newer_database_is_refused_and_left_byte_for_byte(db_path: Path) -> None:
    with ChatStore.open(db_path) as store:
        store.add_user_message(store.create_conversation().id, "keep me")
    _pretend_newer(db_path)
    before = files_in(db_path.parent)
    assert list(before) == ["lantern.db"]  # a clean close leaves no -wal/-shm

    with pytest.raises(NewerSchemaError) as caught:
        ChatStore.open(db_path)

    message = str(caught.value)
    assert f"schema {len(KNOWN) + 1}" in message
    assert f"knows {len(KNOWN)}" in message
    assert "newer version of Lantern" in message and str(db_path) in message
    assert files_in(db_path.parent) == before


def test_unknown_migration_name_is_refused(db_path: Path) -> None:
    ChatStore.open(db_path).close()
    conn = sqlite3.connect(db_path, isolation_level=None)
    conn.execute(f"UPDATE {MIGRATIONS_TABLE} SET name = 'forked' WHERE position = 2")
    conn.close()
    before = files_in(db_path.parent)
    with pytest.raises(NewerSchemaError):
        ChatStore.open(db_path)
    assert files_in(db_path.parent) == before


def test_newer_schema_still_in_the_wal_is_seen_and_not_checkpointed(db_path: Path) -> None:
    """A newer Lantern is running (its last commits are only in the -wal file)."""
    ChatStore.open(db_path).close()
    main_before = db_path.read_bytes()
    newer = sqlite3.connect(db_path, isolation_level=None)
    try:
        newer.execute("PRAGMA journal_mode = WAL")
        newer.execute("PRAGMA wal_autocheckpoint = 0")
        newer.execute(f"INSERT INTO {MIGRATIONS_TABLE} VALUES ({len(KNOWN) + 1}, 'x', 0)")
        newer.execute(f"PRAGMA user_version = {len(KNOWN) + 1}")
        with pytest.raises(NewerSchemaError):
            ChatStore.open(db_path)
        assert db_path.read_bytes() == main_before
    finally:
        newer.close()


def test_other_programs_database_is_refused_untouched(db_path: Path) -> None:
    conn = sqlite3.connect(db_path)
    conn.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY, total REAL)")
    conn.commit()
    conn.close()
    before = files_in(db_path.parent)
    with pytest.raises(NotALanternDatabase):
        ChatStore.open(db_path)
    assert files_in(db_path.parent) == before


def test_failed_migration_leaves_previous_version(db_path: Path) -> None:
    def broken(db: Database) -> None:
        db.execute("CREATE TABLE half_done (x)")
        raise RuntimeError("migration bug")

    ChatStore.open(db_path).close()
    with pytest.raises(RuntimeError, match="migration bug"):
        open_database(db_path, (*MIGRATIONS, ("0099_broken", broken))).close()
    assert schema_of(db_path) == (len(KNOWN), KNOWN)
    assert "half_done" not in Database(db_path).table_names()


def test_adding_a_migration_is_one_entry(db_path: Path) -> None:
    def add_bookmarks(db: Database) -> None:
        db.execute("CREATE TABLE bookmarks (id INTEGER PRIMARY KEY, name TEXT NOT NULL)")

    with ChatStore.open(db_path) as store:
        store.add_user_message(store.create_conversation().id, "before the upgrade")
    later: tuple[Migration, ...] = (*MIGRATIONS, ("0099_bookmarks", add_bookmarks))
    db = open_database(db_path, later)
    assert "bookmarks" in db.table_names()
    db.close()
    assert schema_of(db_path) == (len(later), [name for name, _ in later])
    # ...and this version of the code now refuses that database.
    with pytest.raises(NewerSchemaError):
        ChatStore.open(db_path)


def test_reopening_applies_nothing_twice(db_path: Path) -> None:
    for _ in range(3):
        ChatStore.open(db_path).close()
    assert schema_of(db_path) == (len(KNOWN), KNOWN)
