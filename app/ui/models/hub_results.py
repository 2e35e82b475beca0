"""Hugging Face search on the Models page: a search box and the results as
repositories holding their GGUF files, each file with badges for its size,
quantisation and fit, as the catalog shows them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
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

from app.models.hub_search import FileFit, HubFile, RepoResult
from app.ui.locale_format import size as human
from app.ui.models.catalog_table import FIT_BADGES, Badges, fit_text
from app.workers.say import say


def file_badges(found: FileFit) -> list[tuple[str, str]]:
    """(text, role) of a file's badges: size, fit, quantisation (the catalog's order)."""
    fit = (fit_text(found.fit), FIT_BADGES.get(found.fit.verdict, "badge-bad")) \
        if found.fit is not None \
        else (QCoreApplication.translate("HubSearch", "fit unknown"), "badge")
    return [(human(found.file.size), "badge"), fit, (found.file.quantization, "badge")]


class _Results(QTreeWidget):
    def sizeHint(self) -> QSize:
        # A repository and a few of its files, not QTreeView's 192 px: the
        # list scrolls inside, and asking for more made the Discover pane
        # scroll at its usual 1240x760, Download cut at its foot.
        rows = 5 * (self.fontMetrics().lineSpacing() + 4) + self.header().sizeHint().height()
        return QSize(super().sizeHint().width(), rows + 2 * self.frameWidth())


def is_address(text: str) -> bool:
    """A web address (a Hugging Face file's link), not words to search for."""
    return "://" in text or text.startswith(("huggingface.co/", "hf.co/"))


class HubSearch(QWidget):
    search_requested = Signal(str)
    address_pasted = Signal(str)
    """A Hugging Face file's link in the search box: download it."""
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
        self.results = _Results()
        self.results.setAccessibleName(self.tr("Hugging Face results"))
        self.results.setColumnCount(2)
        self.results.setHeaderLabels([self.tr("Repository / file"),
                                      self.tr("Size, fit and kind")])
        self.results.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.results.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Fixed)
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
        if is_address(text):  # a file's link, pasted: that file is what is wanted
            self.address_pasted.emit(text)
        elif text:
            self.go.setEnabled(False)
            self.search_requested.emit(text)

    def searching_ended(self) -> None:
        self.go.setEnabled(True)

    def show_results(self, results: list[RepoResult]) -> None:
        self.searching_ended()
        self.results.clear()
        self.results.setVisible(True)
        widest = 0
        for result in results:
            top = QTreeWidgetItem([result.repo.repo])
            top.setToolTip(0, result.repo.repo)
            self.results.addTopLevelItem(top)
            widest = max(widest, self._badge_cell(top, self._repo_badges(result)))
            for found in result.files:
                child = QTreeWidgetItem([found.file.file])
                child.setToolTip(0, found.file.file)
                child.setData(0, Qt.ItemDataRole.UserRole, found.file)
                top.addChild(child)
                widest = max(widest, self._badge_cell(child, file_badges(found)))
            top.setExpanded(True)
        self.results.setColumnWidth(1, max(widest, self.results.header().sectionSizeHint(1)))
        if not results:
            self.results.addTopLevelItem(QTreeWidgetItem([self.tr("No GGUF model matches.")]))

    def _repo_badges(self, result: RepoResult) -> list[tuple[str, str]]:
        badges = [(self.tr("%n download(s)", "", result.repo.downloads), "badge")]
        if result.repo.gated:
            badges.append((self.tr("gated"), "badge-warn"))
        if result.projector and result.files:  # its projector downloads with any of them
            badges.append((QCoreApplication.translate("CatalogTable", "Sees images"), "badge"))
        if result.error or not result.files:
            badges.append((say(result.error) if result.error
                           else self.tr("no single-file GGUF model"), "badge-bad"))
        return badges

    def _badge_cell(self, item: QTreeWidgetItem, badges: list[tuple[str, str]]) -> int:
        """Badges in the item's second column; returns their width."""
        item.setData(1, Qt.ItemDataRole.AccessibleTextRole, " · ".join(t for t, _ in badges))
        cell = Badges(badges)
        self.results.setItemWidget(item, 1, cell)
        return cell.sizeHint().width()

    def badges(self, item: QTreeWidgetItem) -> list[str]:
        """The badges' texts of a result row (for tests and screen readers)."""
        cell = self.results.itemWidget(item, 1)
        return [label.text() for label in cell.labels] if isinstance(cell, Badges) else []

    def selected_file(self) -> HubFile | None:
        items = self.results.selectedItems()
        data = items[0].data(0, Qt.ItemDataRole.UserRole) if items else None
        return data if isinstance(data, HubFile) else None
