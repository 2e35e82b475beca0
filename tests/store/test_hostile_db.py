"""Databases that are not ours, damaged in the middle, read-only or unreadable (issue 16).

Whatever Lantern refuses, the file stays byte for byte as the user left it
and no side files appear. Permission cases need another user than root (for
whom chmod changes nothing); they run the command line as one in
tests/commands/test_hostile_databases.py. Here the read-only path is asked
for directly.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from app.store import (
    ChatStore,
    DatabaseCorrupt,
    NewerSchemaError,
    NotALanternDatabase,
    StoreError,
)
from app.store.documents import DocumentStore
from app.store.errors import DatabaseReadOnly, DatabaseUnreadable, DataFolderUnusable
from tests.store.hostile_files import damage_middle, files_in, foreign_database, saved_chats


@pytest.mark.parametrize("version", [0, 3, 7, 1000])
def test_other_programs_database_is_left_alone_whatever_its_version(
        db_path: Path, version: int) -> None:
    foreign_database(db_path, version)
    before = files_in(db_path.parent)
    with pytest.raises(NotALanternDatabase) as caught:
        ChatStore.open(db_path)
    assert "not a Lantern one" in str(caught.value)
    assert "newer version" not in str(caught.value)
    assert files_in(db_path.parent) == before


def test_empty_database_with_a_version_is_not_ours(db_path: Path) -> None:
    conn = sqlite3.connect(db_path)
    conn.execute("PRAGMA user_version = 5")
    conn.close()
    before = files_in(db_path.parent)
    with pytest.raises(NotALanternDatabase):
        ChatStore.open(db_path)
    assert files_in(db_path.parent) == before


def test_a_newer_lantern_is_still_recognised(db_path: Path) -> None:
    ChatStore.open(db_path).close()
    conn = sqlite3.connect(db_path, isolation_level=None)
    conn.execute("INSERT INTO _lantern_migrations VALUES (99, '0099_future', 0)")
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    with pytest.raises(NewerSchemaError, match="newer version of Lantern"):
        ChatStore.open(db_path)


def test_damage_in_the_middle_is_found_before_writing(db_path: Path) -> None:
    saved_chats(db_path)
    damage_middle(db_path)
    before = files_in(db_path.parent)
    # The header and schema are intact, so the file opens; the damage is
    # found by the first query that reaches it, or by the check before writing.
    with ChatStore.open(db_path) as store:
        with pytest.raises(DatabaseCorrupt) as caught:
            store.search("lighthouse")
        assert "left untouched" in str(caught.value)
        with pytest.raises(DatabaseCorrupt):
            store.check_writable()
    assert files_in(db_path.parent) == before


def test_damage_found_by_any_method_is_the_same_error(db_path: Path) -> None:
    saved_chats(db_path)
    damage_middle(db_path)
    with ChatStore.open(db_path) as store:
        failures = []
        for call in (lambda: store.list_conversations(limit=1000),
                     lambda: [store.thread(c) for c in range(1, 40)],
                     lambda: store.search("keeper", order="rank")):
            try:
                call()
            except StoreError as exc:
                failures.append(exc)
        assert failures and all(isinstance(e, DatabaseCorrupt) for e in failures)


def test_read_only_open_reads_refuses_writes_and_leaves_no_side_files(db_path: Path) -> None:
    saved_chats(db_path)
    before = files_in(db_path.parent)
    with ChatStore.open(db_path, read_only=True) as store:
        assert len(store.list_conversations()) == 30
        assert store.search("lighthouse")
        with pytest.raises(DatabaseReadOnly) as caught:
            store.create_conversation("new")
        assert "saved nothing" in str(caught.value)
        with pytest.raises(DatabaseReadOnly):
            store.check_writable()
    with DocumentStore.open(db_path, read_only=True) as docs:
        assert docs.list_collections() == []
        with pytest.raises(DatabaseReadOnly):
            docs.create_collection("notes")
    assert files_in(db_path.parent) == before


def test_a_folder_where_the_database_should_be(db_path: Path) -> None:
    db_path.mkdir()
    with pytest.raises(DatabaseUnreadable) as caught:
        ChatStore.open(db_path)
    assert "folder" in str(caught.value) and "move it aside" not in str(caught.value)


def test_a_data_folder_that_cannot_exist(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    with pytest.raises(DataFolderUnusable) as caught:
        ChatStore.open(blocker / "data" / "lantern.db")
    assert str(blocker / "data") in str(caught.value)
    assert blocker.read_text() == "not a folder"
