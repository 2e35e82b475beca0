"""FolderWatcher: settled creations, changes and deletions of indexable files."""

from __future__ import annotations

import os
from pathlib import Path

from app.search.watcher import FolderWatcher
from app.store.doc_models import Folder


def test_reports_settled_changes(tmp_path: Path) -> None:
    (tmp_path / "keep.txt").write_text("stays")
    (tmp_path / "edit.md").write_text("before")
    (tmp_path / "gone.txt").write_text("bye")
    watcher = FolderWatcher([Folder(1, 1, str(tmp_path))])
    assert not watcher.poll()

    (tmp_path / "new.txt").write_text("hello")
    (tmp_path / "edit.md").write_text("after, longer")
    (tmp_path / "gone.txt").unlink()
    (tmp_path / "photo.jpg").write_bytes(b"\xff\xd8")  # not indexable: never reported
    assert not watcher.poll()  # seen changing: reported once it holds still
    changes = watcher.poll()
    assert changes.created == [str(tmp_path / "new.txt")]
    assert changes.modified == [str(tmp_path / "edit.md")]
    assert changes.deleted == [str(tmp_path / "gone.txt")]
    assert not watcher.poll()


def test_a_file_still_being_written_waits(tmp_path: Path) -> None:
    watcher = FolderWatcher([Folder(1, 1, str(tmp_path))])
    growing = tmp_path / "log.txt"
    for size in range(1, 4):
        growing.write_text("x" * size)
        os.utime(growing, ns=(size, size))
        assert not watcher.poll()
    assert watcher.poll().created == [str(growing)]
