"""A damaged or foreign file is reported, never overwritten, and can be set aside."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest

from app.store import ChatStore, DatabaseCorrupt, set_aside


def test_random_bytes_are_reported_and_left_alone(db_path: Path) -> None:
    db_path.write_bytes(os.urandom(8192))
    before = db_path.read_bytes()
    with pytest.raises(DatabaseCorrupt) as caught:
        ChatStore.open(db_path)
    assert str(db_path) in str(caught.value)
    assert "cannot be read" in str(caught.value) and "start a new one" in str(caught.value)
    assert db_path.read_bytes() == before
    assert sorted(p.name for p in db_path.parent.iterdir()) == ["lantern.db"]


def test_truncated_header_is_corrupt(db_path: Path) -> None:
    db_path.write_bytes(b"SQLite format 3\x00" + b"\x10")
    with pytest.raises(DatabaseCorrupt):
        ChatStore.open(db_path)


def test_damaged_schema_page_is_corrupt_and_untouched(db_path: Path) -> None:
    with ChatStore.open(db_path) as store:
        store.add_user_message(store.create_conversation().id, "hello")
    data = bytearray(db_path.read_bytes())
    data[100:4096] = b"\xff" * (4096 - 100)  # page 1 after the header: sqlite_master
    db_path.write_bytes(bytes(data))
    with pytest.raises(DatabaseCorrupt, match=r"malformed|not a database"):
        ChatStore.open(db_path)
    assert db_path.read_bytes() == bytes(data)


def test_set_aside_keeps_the_old_file_and_allows_a_new_one(db_path: Path) -> None:
    db_path.write_bytes(b"definitely not sqlite" * 100)
    Path(f"{db_path}-wal").write_bytes(b"wal bytes")
    with pytest.raises(DatabaseCorrupt) as caught:
        ChatStore.open(db_path)

    moved = set_aside(caught.value.path)

    assert moved.name.startswith("lantern.db.corrupt-")
    assert moved.read_bytes() == b"definitely not sqlite" * 100
    assert Path(f"{moved}-wal").read_bytes() == b"wal bytes"
    assert not db_path.exists() and not Path(f"{db_path}-wal").exists()
    with ChatStore.open(db_path) as store:
        assert store.list_conversations() == []


def test_set_aside_twice_in_one_second_does_not_clobber(db_path: Path) -> None:
    db_path.write_bytes(b"first")
    first = set_aside(db_path)
    db_path.write_bytes(b"second")
    second = set_aside(db_path)
    assert first != second
    assert first.read_bytes() == b"first" and second.read_bytes() == b"second"


def test_integrity_check_of_a_sound_file(store: ChatStore) -> None:
    store.add_user_message(store.create_conversation().id, "hi")
    assert store.check_integrity() == ["ok"]
    other = sqlite3.connect(store.path)
    try:
        assert other.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    finally:
        other.close()
