"""Walking a collection's folders and deciding what an index run must do.

A scan only looks: stat() every file, compare with what the store knows.
Reading and hashing happen in the run, file by file, so a scan of a large,
unchanged tree costs a directory walk and nothing more.
"""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from app.search.readers import reader_for
from app.store.doc_models import Collection, DocumentRecord, FileStamp, Folder
from app.store.paths import within

SKIPPED_FOLDERS = frozenset({"node_modules", "__pycache__", "venv"})
"""Besides hidden folders (.git, .venv...): tool output, never the user's writing."""

WorkReason = Literal["new", "changed", "resume", "reindex", "retry"]


@dataclass(frozen=True)
class FoundFile:
    path: str
    folder_id: int
    stamp: FileStamp


@dataclass(frozen=True)
class FileProblem:
    path: str
    message: str


@dataclass
class WalkResult:
    files: dict[str, FoundFile] = field(default_factory=dict)
    unsupported: list[str] = field(default_factory=list)
    problems: list[FileProblem] = field(default_factory=list)
    missing_folders: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class PlannedFile:
    path: str
    folder_id: int
    stamp: FileStamp
    reason: WorkReason
    document: DocumentRecord | None


@dataclass
class IndexPlan:
    collection: Collection
    model_id: str
    index_key: str
    work: list[PlannedFile]
    remove: list[DocumentRecord]
    unchanged: int
    unsupported: list[str]
    problems: list[FileProblem]
    missing_folders: list[str]

    @property
    def model_change(self) -> tuple[str, str] | None:
        """(old, new) when the collection holds another model's vectors."""
        old = self.collection.embedding_model_id
        if old and old != self.model_id and self.collection.chunks:
            return old, self.model_id
        return None

    @property
    def work_bytes(self) -> int:
        return sum(f.stamp.size for f in self.work)

    def summary(self) -> str:
        counts: dict[str, int] = {}
        for f in self.work:
            counts[f.reason] = counts.get(f.reason, 0) + 1
        parts = [f"{n} {reason}" for reason, n in counts.items()]
        parts += [f"{self.unchanged} unchanged", f"{len(self.remove)} removed"]
        if self.unsupported:
            parts.append(f"{len(self.unsupported)} unsupported")
        if self.problems:
            parts.append(f"{len(self.problems)} unreadable")
        return ", ".join(parts)


def walk_folders(folders: Sequence[Folder],
                 on_file: Callable[[int], None] = lambda _n: None) -> WalkResult:
    """Every indexable file under `folders`; directory symlinks are followed
    once each (a loop of them is walked once, not forever)."""
    result = WalkResult()
    seen_dirs: set[tuple[int, int]] = set()
    for folder in folders:
        if not os.path.isdir(folder.path):
            result.missing_folders.append(folder.path)
            continue
        for root, dirs, names in os.walk(folder.path, followlinks=True,
                                         onerror=lambda e: _walk_error(e, result)):
            try:
                info = os.stat(root)
            except OSError:  # removed while walking
                dirs[:] = []
                continue
            if (info.st_dev, info.st_ino) in seen_dirs:
                dirs[:] = []
                continue
            seen_dirs.add((info.st_dev, info.st_ino))
            dirs[:] = sorted(d for d in dirs if not _hidden(d) and d not in SKIPPED_FOLDERS
                             and _utf8_name(os.path.join(root, d), result, "folder"))
            for name in sorted(names):
                path = os.path.join(root, name)
                if not _hidden(name) and _utf8_name(path, result, "file"):
                    _visit(path, folder.id, result)
            on_file(len(result.files))
    return result


def stamp_of(path: str, folder: Folder) -> FileStamp | None:
    """The stamp `walk_folders` would give the file at `path` inside `folder`,
    or None when the walk would not list it (gone, hidden, unsupported...):
    what a folder watcher checks for one changed path instead of a walk."""
    if not indexable_under(path, folder) or reader_for(Path(path)) is None:
        return None
    try:
        info = os.stat(path)
    except OSError:
        return None
    return FileStamp(info.st_size, info.st_mtime_ns) if stat.S_ISREG(info.st_mode) else None


def indexable_under(path: str, folder: Folder) -> bool:
    """Whether a walk of `folder` goes to `path`: inside it, through no hidden
    or skipped folder, under a name that is UTF-8."""
    relative = os.path.relpath(path, folder.path)
    if relative == "." or relative.startswith(os.pardir) or shown_name(path) != path:
        return relative == "."
    *dirs, name = relative.split(os.sep)
    return not _hidden(name) and not any(_hidden(d) or d in SKIPPED_FOLDERS for d in dirs)


def shown_name(path: str) -> str:
    """A path for people and the database: bytes that are not UTF-8 become U+FFFD."""
    return path.encode("utf-8", "surrogateescape").decode("utf-8", "replace")


def _utf8_name(path: str, result: WalkResult, kind: str) -> bool:
    """True if `path` is valid UTF-8; else list it as a problem and leave it out.

    Old disks and archives hold names in other encodings (Latin-1 "café" is
    b"caf\\xe9"); Python gives them back with surrogates, which cannot be
    stored as text, so one such name once stopped the whole run.
    """
    if shown_name(path) == path:
        return True
    what = "file" if kind == "file" else "folder (nothing in it is indexed)"
    result.problems.append(FileProblem(
        shown_name(path), f"the {what} name is not valid UTF-8 (the bad bytes are shown "
        "as \N{REPLACEMENT CHARACTER}); rename it to index it"))
    return False


def _hidden(name: str) -> bool:
    return name.startswith(".")


def _walk_error(exc: OSError, result: WalkResult) -> None:
    where = exc.filename or "?"
    result.problems.append(FileProblem(str(where), f"folder cannot be listed: {exc.strerror}"))


def _visit(path: str, folder_id: int, result: WalkResult) -> None:
    if path in result.files:
        return
    if reader_for(Path(path)) is None:
        result.unsupported.append(path)
        return
    try:
        info = os.stat(path)
    except OSError as exc:
        message = ("a symbolic link that loops back on itself" if exc.errno == errno.ELOOP
                   else "a broken link" if isinstance(exc, FileNotFoundError)
                   else f"cannot be read: {exc.strerror}")
        result.problems.append(FileProblem(path, message))
        return
    if stat.S_ISDIR(info.st_mode):
        return  # a folder named like a file ("notes.txt/") is walked as a folder
    if not stat.S_ISREG(info.st_mode):
        result.problems.append(FileProblem(path, "not a regular file (a pipe, socket or "
                                                 "device); nothing to read"))
        return
    result.files[path] = FoundFile(path, folder_id, FileStamp(info.st_size, info.st_mtime_ns))


def plan_run(collection: Collection, model_id: str, index_key: str, walk: WalkResult,
             known: Sequence[DocumentRecord]) -> IndexPlan:
    """Compare the files found with the documents the store knows."""
    plan = IndexPlan(collection, model_id, index_key, [], [], 0, walk.unsupported,
                     walk.problems, walk.missing_folders)
    by_path = {doc.path: doc for doc in known}
    problem_paths = {p.path for p in walk.problems}
    for doc in known:
        gone = doc.path not in walk.files and doc.path not in problem_paths
        if gone and not any(within(doc.path, m) for m in walk.missing_folders):
            plan.remove.append(doc)
    for path, found in walk.files.items():
        record = by_path.get(path)
        reason = _reason(record, found.stamp, index_key)
        if reason is None:
            plan.unchanged += 1
        else:
            plan.work.append(PlannedFile(path, found.folder_id, found.stamp, reason, record))
    return plan


def _reason(doc: DocumentRecord | None, stamp: FileStamp, key: str) -> WorkReason | None:
    if doc is None:
        return "new"
    if doc.status == "failed":
        return "retry"  # cheap, and a fixed permission does not change mtime
    if doc.stamp != stamp:
        return "changed"  # the run hashes it: an equal hash costs nothing more
    if doc.status == "skipped":
        return None
    if doc.index_key != key:
        return "reindex"
    return "resume" if doc.status == "embedding" else None
