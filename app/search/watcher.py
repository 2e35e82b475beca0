"""FolderWatcher: which indexable files appeared, changed or went away.

The operating system says what changed (inotify, FSEvents, ReadDirectoryChangesW,
through the `watchdog` package), so an idle collection costs nothing: no walk,
no stat, however many files it holds. Each poll looks only at the paths the
OS named (a folder's events: that folder walked again). A slow full rescan
still runs now and then, for what no event reports (network shares, some
FUSE mounts, a watch limit reached), and as the whole method when the OS
watch cannot start. The app's indexing worker calls `poll()` every few
seconds. A file is reported once its size and mtime held still for one
poll, so a file still being written is indexed once, when complete.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from watchdog.events import FileSystemEvent, FileSystemEventHandler

from app.search.scan import indexable_under, stamp_of, walk_folders
from app.store.doc_models import FileStamp, Folder

if TYPE_CHECKING:
    from watchdog.observers.api import BaseObserver

log = logging.getLogger("lantern.search.watcher")

RESCAN_S = 30 * 60.0
"""With OS notifications: a full rescan this often, for events that never came."""
FALLBACK_RESCAN_S = 60.0
"""Without them (the watch could not start): a full rescan this often."""
_IGNORED_EVENTS = frozenset({"opened", "closed_no_write"})


@dataclass
class Changes:
    created: list[str] = field(default_factory=list)
    modified: list[str] = field(default_factory=list)
    deleted: list[str] = field(default_factory=list)

    def __bool__(self) -> bool:
        return bool(self.created or self.modified or self.deleted)


class _Dirty(FileSystemEventHandler):
    """Paths the OS said changed since the last poll (filled by watchdog's thread)."""

    def __init__(self) -> None:
        super().__init__()
        self._lock = threading.Condition()
        self.files: set[str] = set()
        self.dirs: set[str] = set()
        self.count = 0

    def on_any_event(self, event: FileSystemEvent) -> None:
        kind = event.event_type
        if kind in _IGNORED_EVENTS:
            return
        paths = [os.fsdecode(p) for p in (event.src_path, event.dest_path) if p]
        with self._lock:
            if event.is_directory:
                if kind != "modified":  # a child's own event says what changed
                    self.dirs.update(paths)
            else:
                self.files.update(paths)
            self.count += 1
            self._lock.notify_all()

    def take(self) -> tuple[set[str], set[str]]:
        with self._lock:
            files, dirs, self.files, self.dirs = self.files, self.dirs, set(), set()
            return files, dirs

    def wait(self, seen: int, timeout_s: float) -> bool:
        """Until more than `seen` events came (tests: the OS is asynchronous)."""
        with self._lock:
            return self._lock.wait_for(lambda: self.count > seen, timeout_s)


class FolderWatcher:
    def __init__(self, folders: Sequence[Folder], *, notify: bool = True,
                 rescan_s: float | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.folders = list(folders)
        self._dirty = _Dirty()
        self._observer = self._watch() if notify else None
        self._rescan_s = rescan_s if rescan_s is not None else (
            RESCAN_S if self._observer is not None else FALLBACK_RESCAN_S)
        self._clock = clock
        self._known = self._snapshot()
        self._walked_at = clock()
        self._unsettled: dict[str, FileStamp | None] = {}

    @property
    def notified(self) -> bool:
        """Whether the OS tells this watcher about changes (else it rescans)."""
        return self._observer is not None and self._observer.is_alive()

    @property
    def events_seen(self) -> int:
        return self._dirty.count

    def wait_for_events(self, seen: int, timeout_s: float = 10.0) -> bool:
        return self._dirty.wait(seen, timeout_s)

    def _watch(self) -> BaseObserver | None:
        try:
            from watchdog.observers import Observer

            observer = Observer()
            for folder in self.folders:
                if os.path.isdir(folder.path):
                    observer.schedule(self._dirty, folder.path, recursive=True)
            observer.daemon = True
            observer.start()
        except (OSError, RuntimeError, ImportError) as exc:  # e.g. the inotify watch limit
            log.warning("Folder changes are found by rescanning every %.0f s: the system "
                        "would not watch the folders (%s).", FALLBACK_RESCAN_S, exc)
            return None
        return observer

    def close(self) -> None:
        observer, self._observer = self._observer, None
        if observer is not None:
            observer.stop()
            observer.join(5)

    def _snapshot(self) -> dict[str, FileStamp]:
        walk = walk_folders(self.folders)
        return {path: found.stamp for path, found in walk.files.items()}

    def poll(self) -> Changes:
        """Changes since the last poll that have settled (see module doc)."""
        interval = self._rescan_s if self.notified else min(self._rescan_s,
                                                             FALLBACK_RESCAN_S)
        if self._clock() - self._walked_at >= interval:
            self._dirty.take()  # the walk sees all of it
            now = self._snapshot()
            self._walked_at = self._clock()
            candidates = set(now) | set(self._known) | set(self._unsettled)
        else:
            now, candidates = self._look_at(*self._dirty.take())
        return self._settle(now, candidates)

    def _look_at(self, files: set[str], dirs: set[str]
                 ) -> tuple[dict[str, FileStamp], set[str]]:
        """Stamps of just the paths the OS named (and of those still settling)."""
        now: dict[str, FileStamp] = {}
        candidates = files | set(self._unsettled)
        for directory in dirs:
            inside = [f for f in self.folders if indexable_under(directory, f)]
            walk = walk_folders([Folder(f.id, f.collection_id, directory) for f in inside])
            now.update((path, found.stamp) for path, found in walk.files.items())
            prefix = directory.rstrip(os.sep) + os.sep
            candidates |= set(walk.files) | {p for p in self._known if p.startswith(prefix)}
        for path in candidates - set(now):
            stamp = next((s for f in self.folders if (s := stamp_of(path, f)) is not None),
                         None)
            if stamp is not None:
                now[path] = stamp
        return now, candidates

    def _settle(self, now: dict[str, FileStamp], candidates: set[str]) -> Changes:
        changes = Changes()
        for path in sorted(candidates):
            stamp, before = now.get(path), self._known.get(path)
            if stamp == before:
                self._unsettled.pop(path, None)
                continue
            if path in self._unsettled and self._unsettled[path] == stamp:
                del self._unsettled[path]
                self._report(changes, path, before, stamp)
            else:
                self._unsettled[path] = stamp  # seen changing: wait one more poll
        return changes

    def _report(self, changes: Changes, path: str, before: FileStamp | None,
                after: FileStamp | None) -> None:
        if after is None:
            changes.deleted.append(path)
            self._known.pop(path, None)
            return
        (changes.created if before is None else changes.modified).append(path)
        self._known[path] = after
