"""The documents panel's indexing box: what runs, how far, Pause and Cancel,
and the question a new embedding model asks before re-embedding."""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication, QLocale, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.search.progress import Progress
from app.ui.services.formatting import SEP
from app.ui.theme import set_role


def idle_text() -> str:
    return QCoreApplication.translate("IndexingStatus",
                                      "Up to date. Folders are watched for changes.")


def empty_text() -> str:
    return QCoreApplication.translate(
        "IndexingStatus", "No collections yet. A collection is one or more folders whose "
        "documents you can search here and use in a conversation.")


def format_eta(seconds: float) -> str:
    """"about 40 s left", "about 3 min left", "about 1 h 05 min left"."""
    if seconds < 60:
        return QCoreApplication.translate("IndexingStatus", "about {seconds} s left").format(
            seconds=max(5, round(seconds / 5) * 5))
    minutes = round(seconds / 60)
    if minutes < 60:
        return QCoreApplication.translate(
            "IndexingStatus", "about {minutes} min left").format(minutes=minutes)
    hours, minutes = divmod(minutes, 60)
    return QCoreApplication.translate(
        "IndexingStatus", "about {hours} h {minutes} min left").format(
        hours=hours, minutes=f"{minutes:02d}")


def format_progress(progress: Progress) -> str:
    """"312 / 1,204 files · 2,840 chunks · about 3 min left"."""
    parts = [COUNTS.files_of(progress.files_done, progress.files_total),
             COUNTS.chunks(progress.chunks_embedded)]
    if progress.state == "paused":
        parts.append(QCoreApplication.translate("IndexingStatus", "paused"))
    elif progress.state == "indexing" and progress.eta_s is not None:
        parts.append(format_eta(progress.eta_s))
    return SEP.join(parts)


def _count(value: int) -> str:
    """1204 -> "1,204" in English, "1.204" in German (QLocale's grouping)."""
    return QLocale().toString(value)


class IndexingCounts(QObject):
    """The counting sentences, with Qt's plural forms: lupdate marks a plural
    (`%n`) only in `self.tr` of a class, not in a module-level translate.
    `%Ln` writes the number with the locale's digit grouping."""

    def files_of(self, done: int, total: int) -> str:
        """"312 / 1,204 files" (the plural follows the total)."""
        return self.tr("{done} / %Ln file(s)", "", total).format(done=_count(done))

    def chunks(self, count: int) -> str:
        return self.tr("%Ln chunk(s)", "", count)

    def looking(self, name: str, found: int) -> str:
        return self.tr("Looking for changes in “{name}”… %Ln file(s) found", "", found).format(
            name=name)


COUNTS = IndexingCounts()


def describe_state(progress: Progress, name: str) -> str:
    if progress.state == "scanning":
        return COUNTS.looking(name, progress.files_total)
    if progress.state == "paused":
        return QCoreApplication.translate(
            "IndexingStatus", "Indexing “{name}” is paused.").format(name=name)
    if progress.state == "cancelled":
        return QCoreApplication.translate(
            "IndexingStatus", "Cancelled. What was indexed is kept; Re-index carries on.")
    if progress.state == "done":
        return QCoreApplication.translate(
            "IndexingStatus", "“{name}” is indexed.").format(name=name)
    current = os.path.basename(progress.current) if progress.current else ""
    if current:
        return QCoreApplication.translate(
            "IndexingStatus", "Indexing “{name}”: {file}").format(name=name, file=current)
    return QCoreApplication.translate("IndexingStatus", "Indexing “{name}”…").format(name=name)


class IndexingStatus(QGroupBox):
    pause_toggled = Signal(bool)
    """True: the user asked to pause; False: to resume."""
    cancel_requested = Signal()
    confirmed = Signal(int)
    """(collection id) — re-embed with the new model."""
    declined = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Indexing"))
        self.setAccessibleName(self.tr("Indexing"))
        layout = QVBoxLayout(self)
        self.state = QLabel(idle_text())
        self.state.setAccessibleName(self.tr("Indexing state"))
        self.state.setTextFormat(Qt.TextFormat.PlainText)
        self.state.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.setAccessibleName(self.tr("Indexing progress"))
        self.progress.setTextVisible(True)
        self.progress.setVisible(False)
        self.pause_button = QPushButton(self.tr("Pause"))
        self.pause_button.setAccessibleName(self.tr("Pause indexing"))
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setAccessibleName(self.tr("Cancel indexing"))
        row = QHBoxLayout()
        row.addWidget(self.pause_button)
        row.addWidget(self.cancel_button)
        row.addStretch(1)
        layout.addWidget(self.state)
        layout.addWidget(self.progress)
        layout.addLayout(row)
        layout.addWidget(self._build_question())
        self.pause_button.clicked.connect(self._toggle_pause)
        self.cancel_button.clicked.connect(self.cancel_requested)
        self._paused = False
        self._questions: dict[int, str] = {}
        self.set_running(False)

    def _build_question(self) -> QFrame:
        self.question = QFrame()
        self.question.setFrameShape(QFrame.Shape.StyledPanel)
        self.question.setAccessibleName(self.tr("Embedding model changed"))
        box = QVBoxLayout(self.question)
        self.question_text = QLabel()
        self.question_text.setAccessibleName(self.tr("Embedding model question"))
        self.question_text.setTextFormat(Qt.TextFormat.PlainText)
        self.question_text.setWordWrap(True)
        self.reembed_button = QPushButton(self.tr("Re-embed"))
        self.reembed_button.setAccessibleName(self.tr("Re-embed with the new model"))
        self.later_button = QPushButton(self.tr("Not now"))
        self.later_button.setAccessibleName(self.tr("Keep the old vectors for now"))
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.later_button)
        row.addWidget(self.reembed_button)
        box.addWidget(self.question_text)
        box.addLayout(row)
        self.reembed_button.clicked.connect(lambda: self._answer(True))
        self.later_button.clicked.connect(lambda: self._answer(False))
        self.question.setVisible(False)
        return self.question

    # -- a run ---------------------------------------------------------------

    def set_running(self, running: bool) -> None:
        """Pause and Cancel are there while a run is."""
        self.pause_button.setVisible(running)
        self.cancel_button.setVisible(running)
        if not running:
            self.progress.setVisible(False)

    def set_paused(self, paused: bool) -> None:
        self._paused = paused
        self.pause_button.setText(self.tr("Resume") if paused else self.tr("Pause"))
        self.pause_button.setAccessibleName(self.tr("Resume indexing") if paused
                                            else self.tr("Pause indexing"))

    def _toggle_pause(self) -> None:
        self.pause_toggled.emit(not self._paused)

    def show_progress(self, progress: Progress, name: str) -> None:
        self.set_running(progress.state not in ("done", "cancelled"))
        self.show_text(describe_state(progress, name))
        if progress.state == "scanning":
            self.progress.setRange(0, 0)  # busy: the total is not known yet
        else:
            self.progress.setRange(0, max(progress.files_total, 1))
            self.progress.setValue(progress.files_done)
        text = format_progress(progress)
        self.progress.setFormat(text)
        self.progress.setToolTip(text)
        self.progress.setAccessibleDescription(text)
        self.progress.setVisible(progress.state not in ("done", "cancelled"))

    def show_text(self, text: str, *, error: bool = False) -> None:
        self.state.setText(text)
        set_role(self.state, "error" if error else "")

    # -- the model-change question ---------------------------------------------

    def ask(self, collection_id: int, message: str) -> None:
        self._questions[collection_id] = message
        self._show_question()

    def forget(self, collection_id: int) -> None:
        self._questions.pop(collection_id, None)
        self._show_question()

    @property
    def asking(self) -> int | None:
        return next(iter(self._questions), None)

    def _show_question(self) -> None:
        asking = self.asking
        self.question.setVisible(asking is not None)
        if asking is not None:
            self.question_text.setText(self._questions[asking])

    def _answer(self, yes: bool) -> None:
        asking = self.asking
        if asking is not None:
            self.forget(asking)
            (self.confirmed if yes else self.declined).emit(asking)
