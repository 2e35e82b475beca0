"""Download progress for `lantern models download`: a bar on a terminal,
plain lines (every 10 %) when the output is a file or a pipe."""

from __future__ import annotations

import sys
from typing import TextIO

from app.models.jobs import DownloadJob
from app.models.space import human
from app.models.transfer import Progress

BAR = 30


def eta_text(seconds: float | None) -> str:
    if seconds is None:
        return "--:--"
    seconds = int(seconds)
    return f"{seconds // 3600}:{seconds // 60 % 60:02d}:{seconds % 60:02d}" if seconds >= 3600 \
        else f"{seconds // 60}:{seconds % 60:02d}"


def progress_text(progress: Progress) -> str:
    return (f"{progress.fraction * 100:5.1f}%  {human(progress.done)} of "
            f"{human(progress.total)}  {human(progress.speed_bps)}/s  "
            f"{eta_text(progress.eta_s)} left")


class ProgressPrinter:
    def __init__(self, out: TextIO | None = None) -> None:
        self.out = out or sys.stdout
        self.tty = self.out.isatty()
        self._last_tenth: dict[str, int] = {}
        self._bar_open = False

    def __call__(self, job: DownloadJob, progress: Progress | None) -> None:
        if progress is None:
            self._state(job)
        elif self.tty:
            filled = int(progress.fraction * BAR)
            bar = "#" * filled + "-" * (BAR - filled)
            self.out.write(f"\r{job.name[:28]:28} [{bar}] {progress_text(progress)}\x1b[K")
            self.out.flush()
            self._bar_open = True
        else:
            tenth = int(progress.fraction * 10)
            if tenth > self._last_tenth.get(job.id, -1):
                self._last_tenth[job.id] = tenth
                print(f"{job.name}: {progress_text(progress)}", file=self.out, flush=True)

    def _state(self, job: DownloadJob) -> None:
        if self._bar_open:
            self.out.write("\n")
            self._bar_open = False
        messages = {
            "queued": "queued", "downloading": "downloading",
            "paused": f"paused, {human(job.done)} kept; run `lantern models download` to resume",
            "failed": f"failed: {job.error}", "done": f"installed and verified ({job.dest})",
            "cancelled": "cancelled, partial file deleted",
        }
        print(f"{job.name}: {messages.get(job.state, job.state)}", file=self.out, flush=True)
