"""FolderWatcher: settled creations, changes and deletions of indexable files,
found by rescanning (the fallback when the OS cannot watch the folders) and
from the OS's own notifications (issue 22, defect 7)."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.search import watcher as watcher_module
from app.search.watcher import FALLBACK_RESCAN_S, Changes, FolderWatcher
from app.store.doc_models import Folder


def test_reports_settled_changes(tmp_path: Path) -> None:
    (tmp_path / "keep.txt").write_text("stays")
    (tmp_path / "edit.md").write_text("before")
    (tmp_path / "gone.txt").write_text("bye")
    watcher = FolderWatcher([Folder(1, 1, str(tmp_path))], notify=False, rescan_s=0)
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
    watcher = FolderWatcher([Folder(1, 1, str(tmp_path))], notify=False, rescan_s=0)
    growing = tmp_path / "log.txt"
    for size in range(1, 4):
        growing.write_text("x" * size)
        os.utime(growing, ns=(size, size))
        assert not watcher.poll()
    assert watcher.poll().created == [str(growing)]


class _CountingWalks:
    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.walks = 0
        real = watcher_module.walk_folders

        def counted(*args: Any, **kwargs: Any) -> Any:
            self.walks += 1
            return real(*args, **kwargs)
        monkeypatch.setattr(watcher_module, "walk_folders", counted)


def _settled(watcher: FolderWatcher, seen: int) -> Changes:
    """Wait for the OS's events about what the test just did, then poll until
    the changes held still for one poll (two polls)."""
    assert watcher.wait_for_events(seen)
    # The OS delivers one burst's events over a few milliseconds (a rename
    # after a mkdir can come later than the first event): wait until none
    # has come for a moment, so the polls below see the whole burst.
    while watcher.wait_for_events(watcher.events_seen, timeout_s=0.3):
        pass
    assert not watcher.poll()  # seen changing
    return watcher.poll()


@pytest.fixture
def notified(tmp_path: Path) -> Iterator[FolderWatcher]:
    (tmp_path / "keep.txt").write_text("stays")
    (tmp_path / "edit.md").write_text("before")
    (tmp_path / "gone.txt").write_text("bye")
    (tmp_path / "old").mkdir()
    (tmp_path / "old" / "inside.txt").write_text("deep")
    watcher = FolderWatcher([Folder(1, 1, str(tmp_path))])
    assert watcher.notified
    yield watcher
    watcher.close()


def test_an_idle_collection_is_never_walked(notified: FolderWatcher,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    counting = _CountingWalks(monkeypatch)
    for _ in range(50):  # 50 polls = four minutes of the app's idle polling
        assert not notified.poll()
    assert counting.walks == 0


def test_changes_come_from_the_os_without_a_walk(notified: FolderWatcher, tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    counting = _CountingWalks(monkeypatch)
    seen = notified.events_seen
    (tmp_path / "new.txt").write_text("hello")
    (tmp_path / "edit.md").write_text("after, longer")
    (tmp_path / "gone.txt").unlink()
    (tmp_path / ".hidden.txt").write_text("never")
    (tmp_path / "photo.jpg").write_bytes(b"\xff\xd8")  # not indexable: never reported
    changes = _settled(notified, seen)
    assert changes.created == [str(tmp_path / "new.txt")]
    assert changes.modified == [str(tmp_path / "edit.md")]
    assert changes.deleted == [str(tmp_path / "gone.txt")]
    assert counting.walks == 0  # only the named paths were looked at
    assert not notified.poll()


def test_folders_made_moved_and_removed_are_seen(notified: FolderWatcher,
                                                 tmp_path: Path) -> None:
    seen = notified.events_seen
    (tmp_path / "new").mkdir()
    (tmp_path / "new" / "a.txt").write_text("a")
    (tmp_path / "old").rename(tmp_path / "moved")
    changes = _settled(notified, seen)
    assert sorted(changes.created) == [str(tmp_path / "moved" / "inside.txt"),
                                       str(tmp_path / "new" / "a.txt")]
    assert changes.deleted == [str(tmp_path / "old" / "inside.txt")]
    seen = notified.events_seen
    shutil.rmtree(tmp_path / "new")
    assert _settled(notified, seen).deleted == [str(tmp_path / "new" / "a.txt")]


def test_a_slow_full_rescan_catches_what_no_event_said(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    now = [0.0]
    watcher = FolderWatcher([Folder(1, 1, str(tmp_path))], clock=lambda: now[0])
    try:
        watcher.close()  # as on a share that sends no events
        counting = _CountingWalks(monkeypatch)
        (tmp_path / "quiet.txt").write_text("no event")
        assert not watcher.poll() and counting.walks == 0  # not at every poll
        now[0] += FALLBACK_RESCAN_S
        assert not watcher.poll()  # the slow rescan: seen changing
        assert watcher.poll().created == [str(tmp_path / "quiet.txt")]
        assert counting.walks == 1
    finally:
        watcher.close()
