"""Waiting on the download manager's events, without sleeps."""

from __future__ import annotations

import threading
from collections.abc import Callable

from app.models.jobs import DownloadJob
from app.models.transfer import Progress

Event = tuple[DownloadJob, Progress | None]


class EventLog:
    def __init__(self) -> None:
        self.events: list[Event] = []
        self._changed = threading.Condition()

    def __call__(self, job: DownloadJob, progress: Progress | None) -> None:
        with self._changed:
            self.events.append((job, progress))
            self._changed.notify_all()

    def wait_for(self, test: Callable[[DownloadJob, Progress | None], bool],
                 timeout_s: float = 120) -> Event:
        with self._changed:
            found: list[Event] = []

            def seen() -> bool:
                found[:] = [e for e in self.events if test(*e)]
                return bool(found)

            if not self._changed.wait_for(seen, timeout_s):
                raise AssertionError("the expected download event never came")
            return found[0]

    def states(self) -> list[str]:
        return [job.state for job, progress in self.events if progress is None]
