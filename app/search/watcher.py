"""FolderWatcher: which indexable files appeared, changed or went away.

Polling, not OS notifications: one code path on every platform and file
system (network shares and some FUSE mounts send no events), no thread of
its own, trivially testable. The app's indexing worker calls `poll()` every
few seconds and, when something changed, scans and runs the indexer for
that collection. A file is reported once its size and mtime held still for
one poll, so a file still being written is indexed once, when complete.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from app.search.scan import walk_folders
from app.store.doc_models import FileStamp, Folder


@dataclass
class Changes:
    created: list[str] = field(default_factory=list)
    modified: list[str] = field(default_factory=list)
    deleted: list[str] = field(default_factory=list)

    def __bool__(self) -> bool:
        return bool(self.created or self.modified or self.deleted)


class FolderWatcher:
    def __init__(self, folders: Sequence[Folder]) -> None:
        self.folders = list(folders)
        self._known = self._snapshot()
        self._unsettled: dict[str, FileStamp | None] = {}

    def _snapshot(self) -> dict[str, FileStamp]:
        walk = walk_folders(self.folders)
        return {path: found.stamp for path, found in walk.files.items()}

    def poll(self) -> Changes:
        """Changes since the last poll that have settled (see module doc)."""
        now = self._snapshot()
        changes = Changes()
        for path in set(now) | set(self._known) | set(self._unsettled):
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
