"""The curated catalog as a table: each model's whole name (★ when it is the
one recommended for this computer), then badges for its size, parameters,
quantisation, context, what it can do and whether it fits this machine."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from app.models.catalog import CatalogEntry
from app.models.fit import FITS, TIGHT, Fit
from app.ui.locale_format import size as human
from app.ui.theme import SPACE, set_role
from app.workers.say import say

FIT_COLOURS = {FITS: "#1b7f3b", TIGHT: "#a86200"}
WONT_FIT_COLOUR = "#b3261e"
FIT_BADGES = {FITS: "badge-good", TIGHT: "badge-warn"}


def fit_text(fit: Fit) -> str:
    """"fits: 1.2 GB of 8.0 GB", in the window's language and number format."""
    needed, free = human(fit.total), human(fit.available)
    if fit.verdict == FITS:
        return QCoreApplication.translate("CatalogTable", "fits: {needed} of {free}").format(
            needed=needed, free=free)
    if fit.verdict == TIGHT:
        return QCoreApplication.translate("CatalogTable", "tight: {needed} of {free}").format(
            needed=needed, free=free)
    return QCoreApplication.translate("CatalogTable", "will not fit: {needed} of {free}").format(
        needed=needed, free=free)


def verdict_name(verdict: str) -> str:
    """"fits", "tight", "will not fit" in the window's language."""
    if verdict == FITS:
        return QCoreApplication.translate("CatalogTable", "fits")
    if verdict == TIGHT:
        return QCoreApplication.translate("CatalogTable", "tight")
    return QCoreApplication.translate("CatalogTable", "will not fit")


def provenance(entry: CatalogEntry) -> str:
    """Where the entry's SHA-256 comes from, in a sentence."""
    if entry.sha256 and entry.revision and entry.sources:
        return QCoreApplication.translate(
            "CatalogTable", "SHA-256 {sha}… at commit {commit}, as {sources} record it; "
            "checked again with Hugging Face and on every byte.").format(
            sha=entry.sha256[:12], commit=entry.revision[:10],
            sources=", ".join(source.label for source in entry.sources))
    return QCoreApplication.translate(
        "CatalogTable", "SHA-256 from Hugging Face for the commit pinned when the download "
        "starts; every byte is checked against it.")


def vision_note(entry: CatalogEntry) -> str:
    """What a vision model downloads beside the model, or "" for a text model."""
    if entry.projector is None:
        return ""
    return QCoreApplication.translate(
        "CatalogTable", "Sees images: its projector {file} ({size}, SHA-256 {sha}…) is "
        "downloaded and verified with the model ({total} in all).").format(
        file=entry.projector.file, size=human(entry.projector.size_bytes),
        sha=entry.projector.sha256[:12], total=human(entry.download_size))


def thinking_note(entry: CatalogEntry) -> str:
    """How the entry thinks, or "" for a model that does not."""
    if entry.thinking and entry.thinking_switch:
        return QCoreApplication.translate(
            "CatalogTable", "Thinks before it answers; the conversation's Thinking setting "
            "turns it off.")
    if entry.thinking:
        return QCoreApplication.translate("CatalogTable", "Always thinks before it answers.")
    return ""


Badge = tuple[str, str]
"""(text, role) of one badge."""


def badge_slots(entry: CatalogEntry, fit: Fit) -> list[Badge | None]:
    """Every row's badges in the same slots (size, fit, parameters, quantisation,
    context, tools, thinking, images; None where the model lacks the capability),
    so that each kind of badge lines up down the table; ★ goes with the name.
    Fit comes second: it is what decides, and a narrow page (1366x768 at 150 %)
    must show it without the table's sideways scroll."""
    size = human(entry.download_size) if entry.size_bytes else f"≈ {human(entry.download_size)}"
    context = QCoreApplication.translate("CatalogTable", "{k}K context").format(
        k=entry.context_length // 1024)
    tools = QCoreApplication.translate("CatalogTable", "tools") if entry.tool_calling else None
    thinking = QCoreApplication.translate("CatalogTable", "thinking") if entry.thinking else None
    sees = QCoreApplication.translate("CatalogTable", "Sees images") if entry.vision else None
    return [(size, "badge"), (fit_text(fit), FIT_BADGES.get(fit.verdict, "badge-bad")),
            (entry.parameters, "badge"), (entry.quantization, "badge"),
            (context, "badge"), (tools, "badge") if tools else None,
            (thinking, "badge") if thinking else None,
            (sees, "badge") if sees else None]


class Badges(QWidget):
    """One row of badges, drawn over the (empty) cell it sits in; an empty
    slot keeps its room (hidden), so the next badge stays in its column."""

    def __init__(self, slots: Sequence[Badge | None]) -> None:
        super().__init__()
        row = QHBoxLayout(self)
        row.setContentsMargins(SPACE.s, SPACE.xs, SPACE.s, SPACE.xs)
        row.setSpacing(SPACE.s)
        self.row = row
        self.labels: list[QLabel] = []
        for badge in slots:
            label = QLabel(badge[0] if badge else "")
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            if badge:
                set_role(label, badge[1])
            else:
                policy = label.sizePolicy()
                policy.setRetainSizeWhenHidden(True)
                label.setSizePolicy(policy)
                label.hide()
            row.addWidget(label)
            self.labels.append(label)
        row.addStretch(1)

    def shown(self) -> list[str]:
        return [label.text() for label in self.labels if not label.isHidden()]


def _line_up(cells: list[Badges]) -> None:
    """Each slot as wide as its widest badge in any row."""
    for labels in zip(*(cell.labels for cell in cells), strict=True):
        for label in labels:
            label.ensurePolished()
        shown = [label.sizeHint().width() for label in labels if not label.isHidden()]
        for label in labels:
            if shown:
                label.setMinimumWidth(max(shown))
            else:  # no row has it: no empty column either
                policy = label.sizePolicy()
                policy.setRetainSizeWhenHidden(False)
                label.setSizePolicy(policy)
    for cell in cells:
        cell.row.invalidate()  # its size hint is asked for next


class CatalogTable(QTableWidget):
    _badges_width = 0  # the widest row of badges; a class default: Qt resizes during __init__
    selected = Signal(object)
    """CatalogEntry or None."""
    filled = Signal()
    """set_entries put new rows in."""

    def __init__(self) -> None:
        super().__init__(0, 2)
        self.setAccessibleName(self.tr("Model catalog"))
        self.setHorizontalHeaderLabels([self.tr("Model"), self.tr("Size, fit and kind")])
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.verticalHeader().setVisible(False)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header = self.horizontalHeader()
        # Whole names and every badge: each column is as wide as its widest
        # row (the table scrolls sideways when the page is narrower).
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Fixed)
        header.setStretchLastSection(False)
        # Over the names and the badges, which start at the left of their cells
        # (centred, "Size, fit and kind" floated over a wide column's middle).
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        header.sectionResized.connect(
            lambda section, _old, _new: self._fill_width() if section == 0 else None)
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
            self._fill_row(row, entry, fits[entry.id], marks.get(entry.id),
                           entry.id == recommended)
        cells = [cell for row in range(len(entries))
                 if isinstance(cell := self.cellWidget(row, 1), Badges)]
        if cells:
            _line_up(cells)
        widest = max((cell.sizeHint().width() for cell in cells), default=0)
        self._badges_width = max(widest, self.horizontalHeader().sectionSizeHint(1))
        self._fill_width()
        if chosen is not None and chosen in self.entries:
            self.selectRow(self.entries.index(chosen))
        self.filled.emit()

    def _fill_width(self) -> None:
        """The badges' column takes what the names leave of a wide table (no
        empty band at its right), never less than its badges need (a narrow
        table scrolls sideways instead of cutting them)."""
        spare = self.viewport().width() - self.columnWidth(0)
        self.setColumnWidth(1, max(self._badges_width, spare))

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:  # the window, or a scroll bar came or went
            self._fill_width()
        return super().viewportEvent(event)

    def whole_height(self) -> int:
        """The height that shows every row, with no vertical scrolling."""
        self.resizeRowsToContents()
        bar = self.horizontalScrollBar()
        return (self.horizontalHeader().sizeHint().height() + self.verticalHeader().length()
                + 2 * self.frameWidth() + (bar.sizeHint().height() if bar.maximum() else 0))

    def _fill_row(self, row: int, entry: CatalogEntry, fit: Fit, mark: str | None,
                  best: bool) -> None:
        name = entry.name + (" ★" if best else "") + (f"  ({mark})" if mark else "")
        slots = badge_slots(entry, fit)
        badges = [badge for badge in slots if badge is not None]
        tip = f"{entry.name}: {say(entry.note)}\n{entry.repo} / {entry.file}\n{entry.license}"
        if thinking := thinking_note(entry):
            tip += "\n" + thinking
        if best:
            tip += "\n★ " + self.tr("Recommended for this computer.")
        item = QTableWidgetItem(name)
        item.setToolTip(tip)
        self.setItem(row, 0, item)
        summary = QTableWidgetItem()  # the badges draw the text; this reads it out
        summary.setData(Qt.ItemDataRole.AccessibleTextRole, " · ".join(t for t, _ in badges))
        summary.setToolTip(tip)
        self.setItem(row, 1, summary)
        cell = Badges(slots)
        cell.setToolTip(tip)
        self.setCellWidget(row, 1, cell)

    def badges(self, row: int) -> list[str]:
        """The badges' texts on `row` (for tests and screen readers)."""
        cell = self.cellWidget(row, 1)
        return cell.shown() if isinstance(cell, Badges) else []

    def selected_entry(self) -> CatalogEntry | None:
        rows = self.selectionModel().selectedRows()
        return self.entries[rows[0].row()] if rows else None

    def select_id(self, entry_id: str) -> None:
        for row, entry in enumerate(self.entries):
            if entry.id == entry_id:
                self.selectRow(row)
                self.scrollTo(self.model().index(row, 0))
                self.setFocus(Qt.FocusReason.OtherFocusReason)
