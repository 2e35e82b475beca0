"""The download queue, persisted as JSON so downloads survive quitting.

Written atomically (temp file, fsync, rename) after every state change, so
a crash or SIGKILL leaves the previous or the next queue, never half of one.
"""

from __future__ import annotations

import json
import logging
import os
import tempfile
import threading
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

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


class JobStore:
    """The queue file; every method is safe to call from any thread."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()
        self._jobs: dict[str, DownloadJob] = self._read()

    def _read(self) -> dict[str, DownloadJob]:
        try:
            raw = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return {}
        except (OSError, ValueError):
            self.path.replace(self.path.with_suffix(".json.damaged"))
            return {}
        known = {f.name for f in fields(DownloadJob)}
        jobs = [DownloadJob(**{k: v for k, v in item.items() if k in known})
                for item in raw.get("jobs", []) if isinstance(item, dict)]
        return {job.id: job for job in jobs}

    def _write(self) -> None:
        data: dict[str, Any] = {"jobs": [asdict(j) for j in self._jobs.values()]}
        tmp = ""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=self.path.parent, prefix=".downloads-")
            with os.fdopen(fd, "w", encoding="utf-8") as out:
                json.dump(data, out, indent=2)
                out.flush()
                os.fsync(out.fileno())
            os.replace(tmp, self.path)
        except OSError as exc:
            # A full disk must not stop the queue: the previous file stays
            # whole, this state lives on in memory and is written next time.
            log.warning("could not save the download queue: %s", exc)
            if tmp:
                Path(tmp).unlink(missing_ok=True)

    def all(self) -> list[DownloadJob]:
        with self._lock:
            return [DownloadJob(**asdict(j)) for j in self._jobs.values()]

    def get(self, job_id: str) -> DownloadJob | None:
        with self._lock:
            job = self._jobs.get(job_id)
            return DownloadJob(**asdict(job)) if job else None

    def put(self, job: DownloadJob) -> None:
        with self._lock:
            self._jobs[job.id] = DownloadJob(**asdict(job))
            self._write()

    def update(self, job_id: str, **changes: Any) -> DownloadJob | None:
        with self._lock:
            job = self._jobs.get(job_id)
            if job is None:
                return None
            for key, value in changes.items():
                setattr(job, key, value)
            self._write()
            return DownloadJob(**asdict(job))

    def remove(self, job_id: str) -> None:
        with self._lock:
            if self._jobs.pop(job_id, None) is not None:
                self._write()

    def next_runnable(self) -> DownloadJob | None:
        with self._lock:
            job = next((j for j in self._jobs.values() if j.state in RESUMABLE), None)
            return DownloadJob(**asdict(job)) if job else None
