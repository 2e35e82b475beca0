"""Fixtures for the store tests: a database file per test."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from app.store import ChatStore


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "lantern.db"


@pytest.fixture
def store(db_path: Path) -> Iterator[ChatStore]:
    with ChatStore.open(db_path) as opened:
        yield opened

