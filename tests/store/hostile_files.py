"""Files a hostile user (or an old disk) hands Lantern: shared by store and command tests."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

from app.engine.requests import UsageStats
from app.store import ChatStore
from app.store.migrations import MIGRATIONS_TABLE

PAGE = 4096


def files_in(folder: Path) -> dict[str, str]:
    """Every file's name and SHA-256: what 'left untouched' is checked against."""
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.iterdir()) if p.is_file()}


def saved_chats(path: Path, count: int = 30) -> None:
    """A real Lantern database with enough text to span many pages."""
    with ChatStore.open(path) as store:
        for n in range(count):
            cid = store.create_conversation(f"Chat {n}").id
            store.add_user_message(cid, f"Question {n} about the lighthouse keeper. " * 20)
            writer = store.begin_answer(cid)
            writer.append(f"Answer {n}: the keeper tends the lamp. " * 40)
            writer.finish(UsageStats())


def damage_middle(path: Path) -> None:
    """Overwrite data pages in the middle; the header, the schema and every
    table's root page stay intact, so the file still opens."""
    conn = sqlite3.connect(path)
    roots = max(row[0] or 0 for row in conn.execute("SELECT rootpage FROM sqlite_master"))
    conn.close()
    data = bytearray(path.read_bytes())
    pages = len(data) // PAGE
    assert pages >= roots + 8, "the database is too small to damage in the middle"
    for number in range(roots + 2, pages - 1):  # 1-based page numbers
        data[(number - 1) * PAGE:number * PAGE] = b"\xa5" * PAGE
    path.write_bytes(bytes(data))


def foreign_database(path: Path, version: int) -> None:
    """Another program's SQLite file, with its own user_version."""
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE t (x)")
    conn.execute("INSERT INTO t VALUES ('theirs')")
    conn.execute(f"PRAGMA user_version = {version:d}")
    conn.commit()
    conn.close()


def newer_database(path: Path) -> None:
    """A database a newer Lantern wrote."""
    saved_chats(path, count=2)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute(f"INSERT INTO {MIGRATIONS_TABLE} VALUES (99, '0099_future', 0)")
    conn.execute("PRAGMA user_version = 99")
    conn.close()
