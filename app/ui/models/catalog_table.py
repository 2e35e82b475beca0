"""The curated catalog as a table: size, parameters, context, license, fit."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem

from app.models.catalog import CatalogEntry
from app.models.fit import FITS, TIGHT, Fit
from app.models.space import human

COLUMNS = ("Model", "Size", "Parameters", "Context", "License", "Fits this machine?")
FIT_COLOURS = {FITS: "#1b7f3b", TIGHT: "#a86200"}
WONT_FIT_COLOUR = "#b3261e"


def fit_text(fit: Fit) -> str:
    return f"{fit.verdict}: {human(fit.total)} of {human(fit.available)}"


class CatalogTable(QTableWidget):
    selected = Signal(object)
    """CatalogEntry or None."""

    def __init__(self) -> None:
        super().__init__(0, len(COLUMNS))
        self.setAccessibleName("Model catalog")
        self.setHorizontalHeaderLabels(COLUMNS)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.verticalHeader().setVisible(False)
        header = self.horizontalHeader()
        for column in range(len(COLUMNS)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        # Whole names (the table scrolls sideways when the page is narrow); the
        # license is the column that may be cut short (the note says it whole).
        license_column = COLUMNS.index("License")
        header.setSectionResizeMode(license_column, QHeaderView.ResizeMode.Interactive)
        self.setColumnWidth(license_column, 140)
        header.setStretchLastSection(True)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.setWordWrap(False)
        self.entries: list[CatalogEntry] = []
        self.itemSelectionChanged.connect(lambda: self.selected.emit(self.selected_entry()))

    def set_entries(self, entries: list[CatalogEntry], fits: dict[str, Fit],
                    marks: dict[str, str], recommended: str | None) -> None:
        """`marks`: id -> 'installed', 'downloading'... shown beside the name."""
        chosen = self.selected_entry()
        self.entries = list(entries)
        self.setRowCount(len(entries))
        for row, entry in enumerate(entries):
            name = entry.name + (" ★" if entry.id == recommended else "")
            if entry.id in marks:
                name += f"  ({marks[entry.id]})"
            fit = fits[entry.id]
            size = human(entry.download_size) if entry.size_bytes else \
                f"≈ {human(entry.download_size)}"
            cells = (name, size, entry.parameters,
                     f"{entry.context_length // 1024}K", entry.license, fit_text(fit))
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                best = "\n★ Recommended for this computer." if entry.id == recommended else ""
                item.setToolTip(f"{entry.name}: {entry.note}\n{entry.repo} / {entry.file}{best}")
                if column == len(cells) - 1:
                    item.setForeground(QColor(FIT_COLOURS.get(fit.verdict, WONT_FIT_COLOUR)))
                self.setItem(row, column, item)
        if chosen is not None and chosen in self.entries:
            self.selectRow(self.entries.index(chosen))

    def selected_entry(self) -> CatalogEntry | None:
        rows = self.selectionModel().selectedRows()
        return self.entries[rows[0].row()] if rows else None

    def select_id(self, entry_id: str) -> None:
        for row, entry in enumerate(self.entries):
            if entry.id == entry_id:
                self.selectRow(row)
                self.scrollTo(self.model().index(row, 0))
                self.setFocus(Qt.FocusReason.OtherFocusReason)
