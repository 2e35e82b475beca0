"""The window on a full disk (issue 40, item 5): the conversation database
opens for reading only, and the window says why nothing can be changed,
instead of refusing the file and starting with an empty in-memory store."""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.store import ChatStore
from app.ui.app import DatabaseCheck, OpenedReadOnly
from app.workers.say import say
from tests.hostile.test_odd_states import fill


@pytest.fixture
def full_disk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    if os.geteuid() != 0 or shutil.which("mount") is None:
        pytest.skip("mounting a small tmpfs needs root (CI runs as root)")
    disk = tmp_path / "small"
    disk.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", str(disk)],
                      capture_output=True).returncode != 0:
        pytest.skip("cannot mount a tmpfs here")
    monkeypatch.setenv("LANTERN_DATA_DIR", str(disk))
    try:
        yield disk
    finally:
        subprocess.run(["umount", "-l", str(disk)], check=False)


def test_the_window_opens_a_database_on_a_full_disk_read_only(qtbot: QtBot,
                                                               full_disk: Path) -> None:
    with ChatStore.open() as store:
        store.add_user_message(store.create_conversation("kept").id, "hello")
    fill(full_disk)
    check = DatabaseCheck()
    with qtbot.waitSignal(check.checked) as blocker:
        check.start()
    [result] = blocker.args
    assert isinstance(result, OpenedReadOnly), result
    assert result.path == full_disk / "lantern.db"
    assert "is full" in say(result.why) and "read" in say(result.why)
    with ChatStore.open() as store:  # what the window then shows
        assert [c.title for c in store.list_conversations()] == ["kept"]
