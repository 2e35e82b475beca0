"""The downloads, in sight from the chat window: a button in the status bar
that says how the model downloads go (hidden while there are none) and
opens a list of them, newest first, each with its progress, a failed one
with Retry. ModelsRoom feeds it the same job events as the Models page."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QMenu, QToolButton

from app.models.downloads import CANCELLED, DONE
from app.models.jobs import DOWNLOADING, FAILED, QUEUED, DownloadJob
from app.models.transfer import Progress
from app.ui.models.download_rows import describe
from app.ui.theme import set_role


class DownloadsIndicator(QToolButton):
    retry_requested = Signal(str)
    """A failed download's job id: take it up again."""
    open_requested = Signal()
    """Show the Models page with its downloads."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("downloadsIndicator")
        self.setAccessibleName(self.tr("Downloads"))  # until it has something to say
        self.setAutoRaise(True)
        self.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.list = QMenu(self)
        self.list.aboutToShow.connect(self.fill_list)
        self.setMenu(self.list)
        self.jobs: dict[str, tuple[DownloadJob, Progress | None]] = {}
        """By job id, oldest first (newest last)."""
        self.setVisible(False)

    def update_job(self, job: DownloadJob, progress: Progress | None) -> None:
        if job.state in (DONE, CANCELLED):
            self.jobs.pop(job.id, None)
        else:
            self.jobs[job.id] = (job, progress)
        self._say()

    def _say(self) -> None:
        """The button's words: a failure first, else how far they are."""
        self.setVisible(bool(self.jobs))
        failed = [job for job, _ in self.jobs.values() if job.state == FAILED]
        running = [(job, progress) for job, progress in self.jobs.values()
                   if job.state in (DOWNLOADING, QUEUED)]
        if failed:
            text = self.tr("Download stopped: %n model(s)", "", len(failed))
        elif running:
            done = sum((p.done if p else j.done) for j, p in running)
            total = sum((p.total if p else (j.total_size or 0)) for j, p in running)
            text = self.tr("Downloading: {percent}%").format(
                percent=round(100 * done / total) if total else 0)
        else:
            text = self.tr("Downloads paused")
        self.setText(text)
        self.setAccessibleName(text)
        self.setToolTip(self.tr("Model downloads: click for the list"))
        set_role(self, "error" if failed else "")

    def fill_list(self) -> None:
        """The list, made when it opens: newest first, a failed one with Retry."""
        self.list.clear()
        for job, progress in reversed(self.jobs.values()):
            line = self.list.addAction(self.tr("{name}: {state}").format(
                name=job.name, state=describe(job, progress)))
            line.setEnabled(False)  # a line to read
            if job.state == FAILED:
                self.list.addAction(self.tr("Retry {name}").format(name=job.name),
                                    partial(self.retry_requested.emit, job.id))
        self.list.addSeparator()
        self.list.addAction(self.tr("Show downloads…"), self.open_requested.emit)
