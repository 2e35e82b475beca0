"""The download queue: one row per download with progress and its buttons."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.models.downloads import CANCELLED, DONE
from app.models.jobs import DOWNLOADING, FAILED, PAUSED, QUEUED, DownloadJob
from app.models.transfer import Progress
from app.ui.locale_format import size as human
from app.ui.services.formatting import offline, plain_error
from app.ui.theme import set_role


def state_text(state: str) -> str:
    if state == QUEUED:
        return QCoreApplication.translate("DownloadRows", "Waiting to start")
    if state == PAUSED:
        return QCoreApplication.translate("DownloadRows", "Paused")
    if state == DOWNLOADING:
        return QCoreApplication.translate("DownloadRows", "Starting…")
    return state


def describe(job: DownloadJob, progress: Progress | None) -> str:
    if progress is not None:
        eta = progress.eta_s
        left = (QCoreApplication.translate("DownloadRows", "{time} left").format(
            time=f"{int(eta) // 60}:{int(eta) % 60:02d}") if eta is not None else "…")
        return QCoreApplication.translate("DownloadRows", "{done} of {total} · {speed}/s · {left}"
                                          ).format(done=human(progress.done),
                                                   total=human(progress.total),
                                                   speed=human(progress.speed_bps), left=left)
    if job.state == FAILED:
        said = plain_error(job.error)
        if said == offline():
            if job.done:
                return QCoreApplication.translate(
                    "DownloadRows", "{offline} {kept} is kept. Press Retry when you are back "
                    "online.").format(offline=offline(), kept=human(job.done))
            return QCoreApplication.translate(
                "DownloadRows", "{offline} Press Retry when you are back online.").format(
                    offline=offline())
        return said
    if job.state == PAUSED and job.done:
        return QCoreApplication.translate("DownloadRows", "Paused · {kept} kept").format(
            kept=human(job.done))
    return state_text(job.state)


class DownloadRow(QFrame):
    def __init__(self, job: DownloadJob) -> None:
        super().__init__()
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAccessibleName(self.tr("Download {name}").format(name=job.name))
        self.name = QLabel(self.tr("<b>{name}</b>").format(name=job.name))
        self.bar = QProgressBar()
        self.bar.setRange(0, 1000)
        self.bar.setAccessibleName(self.tr("{name} progress").format(name=job.name))
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self.pause = QPushButton(self.tr("Pause"))
        self.cancel = QPushButton(self.tr("Cancel"))
        grid = QGridLayout(self)
        grid.addWidget(self.name, 0, 0)
        grid.addWidget(self.pause, 0, 1)
        grid.addWidget(self.cancel, 0, 2)
        grid.addWidget(self.bar, 1, 0, 1, 3)
        grid.addWidget(self.detail, 2, 0, 1, 3)
        grid.setColumnStretch(0, 1)
        self.update_from(job, None)

    def update_from(self, job: DownloadJob, progress: Progress | None) -> None:
        self.job = job
        total = (progress.total if progress else job.total_size) or 0
        done = progress.done if progress else job.done
        self.bar.setValue(int(1000 * done / total) if total else 0)
        self.detail.setText(describe(job, progress))
        running = job.state in (DOWNLOADING, QUEUED)
        self.pause.setText(self.tr("Pause") if running
                           else self.tr("Retry") if job.state == FAILED else self.tr("Resume"))
        set_role(self.detail, "error" if job.state == FAILED else "")
        named = (self.tr("Pause {name}") if running else self.tr("Retry {name}")
                 if job.state == FAILED else self.tr("Resume {name}"))
        self.pause.setAccessibleName(named.format(name=job.name))
        self.cancel.setAccessibleName(self.tr("Cancel {name}").format(name=job.name))


class DownloadsList(QWidget):
    """The rows in a scroll area; with none, a one-line hint and no more room
    than that (the catalog above gets the height)."""

    pause_requested = Signal(str)
    resume_requested = Signal(str)
    cancel_requested = Signal(str)
    emptied = Signal(bool)
    """True when the last row went, False when the first came."""

    ROWS_MIN_HEIGHT = 150
    """With rows: a row's bytes, speed and time left stay in view."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: dict[str, DownloadRow] = {}
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        self.empty = QLabel(self.tr("No downloads. Choose a model in the catalog and press "
                                    "Download."))
        set_role(self.empty, "muted")
        self.empty.setWordWrap(True)
        column.addWidget(self.empty)
        holder = QWidget()
        self._layout = QVBoxLayout(holder)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.addStretch(1)
        self.rows_area = QScrollArea()
        self.rows_area.setWidgetResizable(True)
        self.rows_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.rows_area.setWidget(holder)
        self.rows_area.setMinimumHeight(self.ROWS_MIN_HEIGHT)
        self.rows_area.hide()
        column.addWidget(self.rows_area, 1)
        self._show_empty(True)

    def is_empty(self) -> bool:
        return not self.rows

    def _show_empty(self, empty: bool) -> None:
        self.empty.setVisible(empty)
        self.rows_area.setVisible(not empty)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum if empty
                           else QSizePolicy.Policy.Preferred)

    def update_job(self, job: DownloadJob, progress: Progress | None) -> None:
        was_empty = self.is_empty()
        row = self.rows.get(job.id)
        if job.state in (DONE, CANCELLED):
            if row is not None:
                self.rows.pop(job.id)
                row.deleteLater()
        elif row is None:
            row = DownloadRow(job)
            row.pause.clicked.connect(lambda _c=False, r=row: self._toggle(r))
            row.cancel.clicked.connect(lambda _c=False, r=row: self.cancel_requested.emit(r.job.id))
            self.rows[job.id] = row
            self._layout.insertWidget(self._layout.count() - 1, row)
        else:
            row.update_from(job, progress)
        if self.is_empty() != was_empty:
            self._show_empty(self.is_empty())
            self.emptied.emit(self.is_empty())

    def _toggle(self, row: DownloadRow) -> None:
        if row.job.state in (DOWNLOADING, QUEUED):
            self.pause_requested.emit(row.job.id)
        else:
            self.resume_requested.emit(row.job.id)
