"""FolderWatcher: settled creations, changes and deletions of indexable files,
found by rescanning (the fallback when the OS cannot watch the folders) and
from the OS's own notifications (issue 22, defect 7)."""

from __future__ import annotations

import os
import shutil
import time
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


def _settled(watcher: FolderWatcher, seen: int, expected: Changes) -> None:
    """Poll as the app does until what the polls reported adds up to
    `expected` (each kind in any order), and not one path more.

    The OS's events for one burst can arrive over some time on a busy
    machine (a rename after a mkdir later than the first event); waiting
    for a quiet moment of fixed length read a late burst as half a change
    (issue 33). A late event here only means one more round of polls."""
    assert watcher.wait_for_events(seen)
    got = Changes()
    deadline = time.monotonic() + 120  # a guard against a hang, not a measure
    while _key(got) != _key(expected):
        assert time.monotonic() < deadline and all(
            set(a) <= set(b) for a, b in zip(_key(got), _key(expected), strict=True)), (
            f"reported {got}, expected {expected}")
        # The next event, or the app's next poll: a change is reported once it
        # has held still from one poll to the next.
        watcher.wait_for_events(watcher.events_seen, timeout_s=0.2)
        found = watcher.poll()
        got = Changes(got.created + found.created, got.modified + found.modified,
                      got.deleted + found.deleted)
    assert not watcher.poll()


def _key(changes: Changes) -> tuple[list[str], list[str], list[str]]:
    return sorted(changes.created), sorted(changes.modified), sorted(changes.deleted)


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
    _settled(notified, seen, Changes(created=[str(tmp_path / "new.txt")],
                                     modified=[str(tmp_path / "edit.md")],
                                     deleted=[str(tmp_path / "gone.txt")]))
    assert counting.walks == 0  # only the named paths were looked at


def test_folders_made_moved_and_removed_are_seen(notified: FolderWatcher,
                                                 tmp_path: Path) -> None:
    seen = notified.events_seen
    (tmp_path / "new").mkdir()
    (tmp_path / "new" / "a.txt").write_text("a")
    (tmp_path / "old").rename(tmp_path / "moved")
    _settled(notified, seen, Changes(created=[str(tmp_path / "moved" / "inside.txt"),
                                              str(tmp_path / "new" / "a.txt")],
                                     deleted=[str(tmp_path / "old" / "inside.txt")]))
    seen = notified.events_seen
    shutil.rmtree(tmp_path / "new")
    _settled(notified, seen, Changes(deleted=[str(tmp_path / "new" / "a.txt")]))


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
