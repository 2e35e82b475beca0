"""The documents panel: collections and folders, indexing progress with Pause
and Cancel, files that could not be indexed, and search.

Everything slow happens in the IndexingWorker's threads: the panel calls
it, awaits the returned futures through qasync, and applies what the
worker's signals report. Dialogs are opened from slots, never from inside
a running task (a nested event loop there would re-enter the task).
"""

from __future__ import annotations

import os
from collections.abc import Coroutine
from concurrent.futures import Future
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QLineEdit,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from app.engine.remote.embedders import RemoteEmbedding, embedding_choices
from app.engine.remote.registry import shared_registry
from app.search.progress import Progress
from app.ui.documents.collections_view import CollectionsView, ProblemsView, format_counts
from app.ui.documents.document_results import ResultList
from app.ui.documents.document_search import SearchBox
from app.ui.documents.indexing_status import IndexingStatus, empty_text, idle_text
from app.ui.documents.new_collection import NewCollectionDialog
from app.ui.documents.passage_dialog import Opener
from app.ui.services.tasks import spawn
from app.ui.services.worker_calls import result_or_report
from app.ui.theme import PANEL_MIN_WIDTH
from app.workers.doc_overview import CollectionInfo
from app.workers.indexing import IndexingWorker

if TYPE_CHECKING:  # the indexer (numpy) loads in the indexing thread
    from app.search.indexer import IndexReport

T = TypeVar("T")


def report_text(report: IndexReport, name: str) -> str:
    if report.cancelled:
        return "Cancelled. What was indexed is kept; Re-index carries on."
    parts = [f"{len(report.indexed):,} indexed"]
    if report.unchanged:
        parts.append(f"{report.unchanged:,} unchanged")
    parts += [f"{len(items):,} {label}" for items, label in (
        (report.removed, "removed"), (report.failed, "failed"), (report.skipped, "skipped"))
        if items]
    return f"“{name}” is up to date: {', '.join(parts)}."


class DocumentsPanel(QWidget):
    error = Signal(str)
    """A message for the status bar (also shown in the panel)."""

    def __init__(self, worker: IndexingWorker, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Documents"))
        self.setMinimumWidth(PANEL_MIN_WIDTH)
        self.worker = worker
        self._names: dict[int, str] = {}
        self._running: int | None = None
        self._progress: Progress | None = None
        self._select_after: int | None = None
        self.collections = CollectionsView()
        self.status = IndexingStatus()
        self.problems = ProblemsView()
        self.search_box = SearchBox(worker)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addWidget(self.collections)
        layout.addWidget(self.status)
        layout.addWidget(self.problems)
        layout.addWidget(self.search_box, 1)
        self._connect()
        worker.refresh()

    @property
    def opener(self) -> Opener:
        """How files are opened (tests replace it)."""
        return self.search_box.opener

    @opener.setter
    def opener(self, opener: Opener) -> None:
        self.search_box.opener = opener

    @property
    def query(self) -> QLineEdit:
        return self.search_box.query

    @property
    def results(self) -> ResultList:
        return self.search_box.results

    def search(self) -> None:
        self.search_box.search()

    def _connect(self) -> None:
        worker, status, view = self.worker, self.status, self.collections
        worker.overview_changed.connect(self._apply_overview)
        worker.run_started.connect(self._run_started)
        worker.progressed.connect(self._progressed)
        worker.finished.connect(self._finished)
        worker.failed.connect(self._failed)
        worker.waiting.connect(self._waiting)
        worker.confirmation_needed.connect(self._confirmation_needed)
        status.pause_toggled.connect(self._pause)
        status.cancel_requested.connect(worker.cancel)
        status.confirmed.connect(lambda cid: worker.reindex(cid, confirm_model_change=True))
        status.declined.connect(lambda cid: status.show_text(
            f"“{self._name(cid)}” keeps its old vectors: search finds its documents by "
            "words only until it is re-indexed."))
        view.selected.connect(self._show_selected)
        view.new_button.clicked.connect(self.new_collection)
        view.add_button.clicked.connect(lambda: self.add_folder())
        view.reindex_button.clicked.connect(self.reindex_selected)
        view.remove_button.clicked.connect(self.remove_selected)
        self.search_box.error.connect(self._show_error)

    def _run(self, coroutine: Coroutine[Any, Any, Any]) -> None:
        spawn(coroutine, self._show_error)

    def _show_error(self, message: str) -> None:
        self.status.show_text(message, error=True)
        self.error.emit(message)

    def _name(self, collection_id: int) -> str:
        return self._names.get(collection_id, "this collection")

    def focus_search(self) -> None:
        self.search_box.query.setFocus()
        self.search_box.query.selectAll()

    # -- what the worker reports ---------------------------------------------

    def _apply_overview(self, infos: list[CollectionInfo]) -> None:
        self._names = {i.id: i.name for i in infos}
        self.collections.set_overview(infos)
        if self._select_after in self._names:
            self.collections.select_collection(self._select_after)
            self._select_after = None
        self.search_box.set_collections(infos)
        idle = self._running is None and self.status.state.text() in (idle_text(), empty_text())
        if idle:  # nothing to be up to date with yet: say how to begin
            self.status.show_text(empty_text() if not infos else idle_text())

    def _show_selected(self) -> None:
        info = self.collections.current()
        for button in (self.collections.reindex_button, self.collections.remove_button):
            button.setEnabled(info is not None)
        if info is None:
            self.collections.counts.setText(
                self.tr("Press New… to make a collection from a folder.") if not self._names
                else self.tr("Select a collection to see its files."))
            self.problems.set_problems([], 0)
            return
        counts = format_counts(info, self._pending(info))
        remote = RemoteEmbedding.parse(info.collection.embedding_model_id)
        if remote is not None:
            counts = self.tr("{counts} · embedded by {model}").format(counts=counts,
                                                                     model=remote.model_id)
        self.collections.counts.setText(counts)
        self.problems.set_problems(info.problems, info.count("failed") + info.count("skipped"))

    def _pending(self, info: CollectionInfo) -> int | None:
        """While a collection is indexed, the files the run has still to do."""
        progress = self._progress
        if info.id != self._running or progress is None or progress.state == "scanning":
            return None
        return max(info.count("embedding"), progress.files_total - progress.files_done)

    def _run_started(self, collection_id: int) -> None:
        self._running, self._progress = collection_id, None
        self.status.forget(collection_id)
        self.status.set_running(True)
        self.status.set_paused(self.worker.paused)
        self.status.show_text(self.tr("Looking for changes in “{name}”…").format(
            name=self._name(collection_id)))

    def _progressed(self, progress: Progress) -> None:
        self._progress = progress
        if self._running is None:  # the panel was opened during the run
            self._running = self.worker.running_collection
        if self._running is not None:
            self.status.show_progress(progress, self._name(self._running))
        self.status.set_paused(self.worker.paused)
        self._show_selected()

    def _ended(self) -> None:
        self._running, self._progress = None, None
        self.status.set_running(False)
        self.status.set_paused(False)
        self._show_selected()

    def _finished(self, collection_id: int, report: IndexReport) -> None:
        self._ended()
        known = collection_id in self._names
        self.status.show_text(report_text(report, self._name(collection_id)) if known
                              else idle_text())

    def _failed(self, collection_id: int, message: str) -> None:
        self._ended()
        self._show_error(message)

    def _waiting(self, collection_id: int, message: str) -> None:
        """The remote engine is unreachable: not a failure, the run goes on later."""
        self._ended()
        self.status.show_text(f"“{self._name(collection_id)}”: {message}")
        self.error.emit(message)

    def _confirmation_needed(self, collection_id: int, message: str) -> None:
        self._ended()
        self.status.show_text(f"“{self._name(collection_id)}” waits for an answer below.")
        self.status.ask(collection_id, message)

    def _pause(self, pause: bool) -> None:
        if pause:
            self.worker.pause()
        else:
            self.worker.resume()
        self.status.set_paused(self.worker.paused)

    # -- collections and folders -----------------------------------------------

    def choose_folder(self) -> str | None:
        path = QFileDialog.getExistingDirectory(self, self.tr("Add a folder to search"),
                                                os.path.expanduser("~"))
        return path or None

    def confirm(self, title: str, text: str) -> bool:
        answer = QMessageBox.question(self, title, text)
        return answer == QMessageBox.StandardButton.Yes

    def ask_new(self) -> tuple[str, str, RemoteEmbedding | None] | None:
        """Folder, name and embedding model of a new collection, in one dialog."""
        choices = embedding_choices(self.worker.config.registry or shared_registry())
        dialog = NewCollectionDialog(choices, "all-MiniLM-L6-v2", self.choose_folder, self)
        return dialog.chosen() if dialog.exec() == QDialog.DialogCode.Accepted else None

    def new_collection(self) -> None:
        asked = self.ask_new()
        if asked is not None:
            name, folder, embedding = asked
            self._run(self._create(name, folder, embedding))

    async def _call(self, future: Future[T]) -> T | None:
        return await result_or_report(future, self._show_error)

    async def _create(self, name: str, folder: str,
                      embedding: RemoteEmbedding | None = None) -> None:
        created = await self._call(self.worker.create_collection(name, embedding))
        if created is None:
            return
        self._select_after = created.id
        await self._add_folder(created.id, folder)

    def add_folder(self, collection_id: int | None = None) -> None:
        if collection_id is None:
            current = self.collections.current()
            if current is None:
                self.new_collection()
                return
            collection_id = current.id
        path = self.choose_folder()
        if path:
            self._run(self._add_folder(collection_id, path))

    async def _add_folder(self, collection_id: int, path: str) -> None:
        await self._call(self.worker.add_folder(collection_id, path))

    def reindex_selected(self) -> None:
        info = self.collections.current()
        if info is not None:
            self.worker.reindex(info.id)

    def remove_selected(self) -> None:
        info, folder = self.collections.current(), self.collections.current_folder()
        if folder is not None:
            if self.confirm(self.tr("Remove folder"), self.tr(
                    "Stop searching {path}?\n\nIts documents leave the index; the files "
                    "themselves stay where they are.").format(path=folder.path)):
                self._run(self._call(self.worker.remove_folder(folder.id)))
        elif info is not None and self.confirm(
                self.tr("Remove collection"),
                self.tr("Remove the collection “{name}” and its index?\n\nThe files "
                        "themselves stay where they are.").format(name=info.name)):
            self._run(self._call(self.worker.remove_collection(info.id)))
