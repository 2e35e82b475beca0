"""The download queue, persisted as JSON so downloads survive quitting.

Written atomically (temp file, fsync, rename) after every state change, so
a crash or SIGKILL leaves the previous or the next queue, never half of one.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from app.json_files import DamagedJson, JsonFileError, locked, read_json, set_aside, write_json

log = logging.getLogger("lantern.models")

QUEUED, DOWNLOADING, PAUSED, FAILED = "queued", "downloading", "paused", "failed"
RESUMABLE = {QUEUED, DOWNLOADING}
"""A job 'downloading' when the queue was read was interrupted: pick it up again."""


@dataclass
class DownloadJob:
    id: str
    name: str
    repo: str
    file: str
    revision: str
    """What was asked for: a branch, tag or commit."""
    dest: str
    catalog_id: str | None = None
    commit: str | None = None
    """The commit the download is pinned to once the hub has named it."""
    sha256: str | None = None
    size: int | None = None
    validator: str | None = None
    state: str = QUEUED
    error: str = ""
    done: int = 0
    """Bytes here so far, of both files for a vision model."""
    projector_file: str | None = None
    """A vision model's projector in the same repository and commit, fetched
    first, into projector_dest; the job is done when both files are."""
    projector_dest: str | None = None
    projector_sha256: str | None = None
    projector_size: int | None = None
    projector_validator: str | None = None

    @property
    def total_size(self) -> int | None:
        """Both files' bytes (None until the hub has said the sizes)."""
        if self.size is None or (self.projector_file and self.projector_size is None):
            return None
        return self.size + (self.projector_size or 0)


_TEXT_FIELDS = ("id", "name", "repo", "file", "revision", "dest", "state")


class JobStore:
    """The queue file; every method is safe to call from any thread and from
    several Lantern processes: each change re-reads the file under its lock
    and changes only the job it is about (app/json_files.py)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()
        self._jobs: dict[str, DownloadJob] = self._read()

    def _read(self) -> dict[str, DownloadJob]:
        try:
            raw = read_json(self.path)
        except JsonFileError as exc:  # unreadable is not damaged: leave it be
            log.warning("the download queue %s", exc)
            return dict(getattr(self, "_jobs", {}))
        except DamagedJson as exc:
            self._set_aside(exc)
            return {}
        items = raw.get("jobs") if isinstance(raw, dict) else []
        known = {f.name for f in fields(DownloadJob)}
        jobs = {}
        for item in items if isinstance(items, list) else []:
            try:
                job = DownloadJob(**{k: v for k, v in item.items() if k in known})
            except (AttributeError, TypeError):
                continue  # not a job this Lantern can resume
            if not all(isinstance(getattr(job, name), str) for name in _TEXT_FIELDS):
                continue
            jobs[job.id] = job
        return jobs

    def _set_aside(self, problem: DamagedJson) -> None:
        try:
            with locked(self.path):
                try:
                    read_json(self.path)
                    return  # repaired by another process meanwhile
                except DamagedJson:
                    damaged = set_aside(self.path)
        except JsonFileError as exc:
            log.warning("%s; it could not be set aside: %s", problem, exc)
            return
        log.warning("%s; kept as %s, the queue starts empty", problem, damaged)

    def _change(self, job_id: str, change: Callable[[DownloadJob | None], DownloadJob | None],
                ) -> DownloadJob | None:
        """Apply `change` to one job as the file has it now, and save."""
        with self._lock:
            applied = False
            try:
                with locked(self.path):
                    self._jobs = self._read()
                    result, applied = self._apply(job_id, change), True
                    write_json(self.path, {"jobs": [asdict(j) for j in self._jobs.values()]})
            except JsonFileError as exc:
                # A full disk must not stop the queue: the previous file stays
                # whole, this state lives on in memory and is written next time.
                log.warning("could not save the download queue: %s", exc)
                if not applied:
                    result = self._apply(job_id, change)
            return DownloadJob(**asdict(result)) if result else None

    def _apply(self, job_id: str, change: Callable[[DownloadJob | None], DownloadJob | None],
               ) -> DownloadJob | None:
        result = change(self._jobs.get(job_id))
        if result is None:
            self._jobs.pop(job_id, None)
        else:
            self._jobs[job_id] = result
        return result

    def all(self) -> list[DownloadJob]:
        """The queue as the file has it now (other processes may have changed it)."""
        with self._lock:
            if self.path.exists():
                self._jobs = self._read()
            return [DownloadJob(**asdict(j)) for j in self._jobs.values()]

    def get(self, job_id: str) -> DownloadJob | None:
        with self._lock:
            job = self._jobs.get(job_id)
            return DownloadJob(**asdict(job)) if job else None

    def put(self, job: DownloadJob) -> None:
        self._change(job.id, lambda _old: DownloadJob(**asdict(job)))

    def update(self, job_id: str, **changes: Any) -> DownloadJob | None:
        def apply(job: DownloadJob | None) -> DownloadJob | None:
            if job is not None:
                for key, value in changes.items():
                    setattr(job, key, value)
            return job
        return self._change(job_id, apply)

    def remove(self, job_id: str) -> None:
        self._change(job_id, lambda _old: None)

    def next_runnable(self) -> DownloadJob | None:
        with self._lock:
            job = next((j for j in self._jobs.values() if j.state in RESUMABLE), None)
            return DownloadJob(**asdict(job)) if job else None
