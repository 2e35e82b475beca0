"""The documents panel's search box: query, scope, results, and what to do
with a result (show the passage, open the file)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.ui.documents.document_results import ResultList
from app.ui.documents.passage_dialog import (
    Opener,
    Passage,
    open_file,
    open_or_say,
    show_passage,
)
from app.ui.services.tasks import spawn
from app.ui.services.worker_calls import result_or_report
from app.workers.doc_overview import CollectionInfo
from app.workers.indexing import IndexingWorker

if TYPE_CHECKING:  # retrieval (numpy) loads with the first search
    from app.search.retrieve import SearchResult

RESULTS = 20


class SearchBox(QGroupBox):
    error = Signal(str)

    def __init__(self, worker: IndexingWorker, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Search"))
        self.setAccessibleName(self.tr("Search documents"))
        self.worker = worker
        self.opener: Opener = open_file
        self._searches = 0
        self.query = QLineEdit()
        self.query.setAccessibleName(self.tr("Search query"))
        self.query.setPlaceholderText(self.tr("Search your documents, then press Enter"))
        self.query.setClearButtonEnabled(True)
        self.scope = QComboBox()
        self.scope.setAccessibleName(self.tr("Search in"))
        self.scope.addItem(self.tr("All collections"), None)
        self.results = ResultList()
        self.result_info = QLabel()
        self.result_info.setAccessibleName(self.tr("Search result count"))
        self.show_button = QPushButton(self.tr("Show passage"))
        self.show_button.setAccessibleName(self.tr("Show the passage"))
        self.show_button.setToolTip(self.tr("Show the passage (Enter)"))
        self.open_button = QPushButton(self.tr("Open file"))
        self.open_button.setAccessibleName(self.tr("Open the file"))
        self.open_button.setToolTip(self.tr("Open the document (Ctrl+Enter)"))
        self._lay_out()
        self._connect()
        self._enable_actions()

    def _lay_out(self) -> None:
        actions = QHBoxLayout()
        actions.addWidget(self.result_info, 1)
        actions.addWidget(self.show_button)
        actions.addWidget(self.open_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.query)
        layout.addWidget(self.scope)
        layout.addWidget(self.results, 1)
        layout.addLayout(actions)

    def _connect(self) -> None:
        self.query.returnPressed.connect(self.search)
        self.scope.currentIndexChanged.connect(lambda _i: self.search(quiet=True))
        self.results.passage_requested.connect(self.show_result)
        self.results.file_requested.connect(self.open_result)
        self.results.currentItemChanged.connect(lambda *_: self._enable_actions())
        self.show_button.clicked.connect(lambda: self._with_current(self.show_result))
        self.open_button.clicked.connect(lambda: self._with_current(self.open_result))

    def set_collections(self, infos: list[CollectionInfo]) -> None:
        """Refill the scope, keeping the chosen collection while it exists."""
        chosen = self.scope.currentData()
        self.scope.blockSignals(True)  # refilling it is not the user choosing
        self.scope.clear()
        self.scope.addItem(self.tr("All collections"), None)
        for info in infos:
            self.scope.addItem(info.name, info.id)
        self.scope.setCurrentIndex(max(0, self.scope.findData(chosen)))
        self.scope.blockSignals(False)

    def search(self, quiet: bool = False) -> None:
        """Search for the query; quiet: only if there is one (the scope changed)."""
        text = self.query.text().strip()
        if not text:
            if not quiet:
                self.results.set_results([])
                self.result_info.setText("")
            return
        scope = self.scope.currentData()
        spawn(self._search(text, None if scope is None else [scope]), self.error.emit)

    async def _search(self, text: str, collection_ids: list[int] | None) -> None:
        self._searches += 1
        mine = self._searches
        self.result_info.setText(self.tr("Searching…"))
        found = await result_or_report(self.worker.search(text, collection_ids, RESULTS),
                                       self.error.emit)
        if mine != self._searches:
            return  # a newer search is under way
        self.results.set_results(found or [])
        if found is None:
            self.result_info.setText(self.tr("The search failed."))
        else:
            self.result_info.setText(self.tr("%n passage(s)", "", len(found)) if found
                                     else self.tr("Nothing matches “{text}”.").format(text=text))
        self._enable_actions()

    def _enable_actions(self) -> None:
        chosen = self.results.current_result() is not None
        self.show_button.setEnabled(chosen)
        self.open_button.setEnabled(chosen)

    def _with_current(self, action: Callable[[SearchResult], None]) -> None:
        result = self.results.current_result()
        if result is not None:
            action(result)

    def show_result(self, result: SearchResult) -> None:
        show_passage(Passage.of_result(result), self.opener, self)

    def open_result(self, result: SearchResult) -> None:
        if not open_or_say(self.opener, result.path, self):
            self.error.emit(self.tr("Could not open {path}.").format(path=result.path))
