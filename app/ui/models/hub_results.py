"""Hugging Face search on the Models page: a search box and the results as
repositories holding their GGUF files, with quantisation, size and fit."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.models.hub_search import HubFile, RepoResult
from app.ui.locale_format import size as human
from app.ui.models.catalog_table import FIT_COLOURS, WONT_FIT_COLOUR, fit_text

COLUMNS = ("Repository / file", "Quant", "Size", "Fits this machine?")


class HubSearch(QWidget):
    search_requested = Signal(str)
    file_chosen = Signal(object)
    """HubFile or None: the selected file (None: a repository row or nothing)."""

    def __init__(self) -> None:
        super().__init__()
        self.query = QLineEdit()
        self.query.setPlaceholderText(self.tr("Search Hugging Face for GGUF models (e.g. qwen "
                                              "1.5b)"))
        self.query.setAccessibleName(self.tr("Search Hugging Face"))
        self.go = QPushButton(self.tr("Search"))
        self.go.setAccessibleName(self.tr("Search Hugging Face now"))
        self.results = QTreeWidget()
        self.results.setAccessibleName(self.tr("Hugging Face results"))
        self.results.setColumnCount(len(COLUMNS))
        self.results.setHeaderLabels(COLUMNS)
        self.results.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.results.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, len(COLUMNS)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.results.setVisible(False)
        self.go.clicked.connect(self._search)
        self.query.returnPressed.connect(self._search)
        self.results.itemSelectionChanged.connect(
            lambda: self.file_chosen.emit(self.selected_file()))
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.query, 1)
        row.addWidget(self.go)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(row)
        layout.addWidget(self.results, 1)

    def _search(self) -> None:
        text = self.query.text().strip()
        if text:
            self.go.setEnabled(False)
            self.search_requested.emit(text)

    def searching_ended(self) -> None:
        self.go.setEnabled(True)

    def show_results(self, results: list[RepoResult]) -> None:
        self.searching_ended()
        self.results.clear()
        self.results.setVisible(True)
        for result in results:
            repo = result.repo
            note = result.error or ("" if result.files else "no single-file GGUF model")
            top = QTreeWidgetItem([f"{repo.repo}  ·  {repo.downloads:,} downloads"
                                   + ("  ·  gated" if repo.gated else ""), "", "", note])
            top.setToolTip(0, repo.repo)
            self.results.addTopLevelItem(top)
            for found in result.files:
                fit = fit_text(found.fit) if found.fit else "unknown"
                child = QTreeWidgetItem([found.file.file, found.file.quantization,
                                         human(found.file.size), fit])
                child.setData(0, Qt.ItemDataRole.UserRole, found.file)
                if found.fit is not None:
                    child.setForeground(3, QColor(FIT_COLOURS.get(found.fit.verdict,
                                                                  WONT_FIT_COLOUR)))
                top.addChild(child)
            top.setExpanded(True)
        if not results:
            self.results.addTopLevelItem(QTreeWidgetItem(["No GGUF model matches."]))

    def selected_file(self) -> HubFile | None:
        items = self.results.selectedItems()
        data = items[0].data(0, Qt.ItemDataRole.UserRole) if items else None
        return data if isinstance(data, HubFile) else None
