"""The API key: made once, private to the user, kept across starts."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from app.api.keys import load_or_create_key, regenerate_key


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.mark.skipif(os.name != "posix", reason="file modes are POSIX")
def test_key_is_made_once_with_mode_0600(tmp_path: Path) -> None:
    path = tmp_path / "data" / "api-key"
    key = load_or_create_key(path)
    assert key.startswith("lantern-") and len(key) > 40
    assert mode(path) == 0o600
    assert load_or_create_key(path) == key
    path.chmod(0o644)  # loosened by hand: tightened again, same key
    assert load_or_create_key(path) == key and mode(path) == 0o600


def test_regenerated_key_replaces_the_old_one(tmp_path: Path) -> None:
    path = tmp_path / "api-key"
    old = load_or_create_key(path)
    new = regenerate_key(path)
    assert new != old and load_or_create_key(path) == new


def test_an_emptied_key_file_gets_a_new_key(tmp_path: Path) -> None:
    path = tmp_path / "api-key"
    load_or_create_key(path)
    path.write_text("\n")
    assert load_or_create_key(path).startswith("lantern-")
