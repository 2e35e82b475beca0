"""Which document collections a conversation answers from: a section of the
conversation panel, built with the window (so it imports no more than the
first paint needs; the answer's sources are app.ui.documents.sources_view)."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGroupBox, QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from app.ui.services.tasks import spawn

if TYPE_CHECKING:
    from app.workers.doc_overview import CollectionInfo
    from app.workers.indexing import IndexingWorker


class CollectionPicker(QGroupBox):
    """Which collections a conversation answers from, saved as they are ticked.
    A new conversation (no id yet) keeps the choice until save_for(id)."""

    chosen = Signal(list)
    """Collection ids, after the user ticked or unticked one."""
    error = Signal(str)

    def __init__(self, worker: IndexingWorker, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Answer from documents"))
        self.setAccessibleName(self.tr("Answer from documents"))
        self.worker = worker
        self.conversation_id: int | None = None
        self._selected: set[int] = set()
        self._loads = 0
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Collections this conversation answers from"))
        self.list.setMaximumHeight(120)
        self.empty = QLabel(self.tr("No collections yet: add folders in the documents panel "
                                    "(Ctrl+D)."))
        self.empty.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.list)
        layout.addWidget(self.empty)
        self.list.itemChanged.connect(self._ticked)
        worker.overview_changed.connect(self._set_collections)
        self._set_collections([])

    def selected_ids(self) -> list[int]:
        return sorted(self._selected)

    def _set_collections(self, infos: list[CollectionInfo]) -> None:
        self.list.blockSignals(True)  # filling the list is not the user ticking
        self.list.clear()
        for info in infos:
            item = QListWidgetItem(info.name)
            item.setData(Qt.ItemDataRole.UserRole, info.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if info.id in self._selected
                               else Qt.CheckState.Unchecked)
            self.list.addItem(item)
        self.list.blockSignals(False)
        self.list.setVisible(bool(infos))
        self.empty.setVisible(not infos)

    def _items(self) -> list[QListWidgetItem]:
        items = [self.list.item(n) for n in range(self.list.count())]
        return [item for item in items if item is not None]

    def _show_selection(self) -> None:
        self.list.blockSignals(True)
        for item in self._items():
            ticked = item.data(Qt.ItemDataRole.UserRole) in self._selected
            item.setCheckState(Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked)
        self.list.blockSignals(False)

    def show_conversation(self, conversation_id: int | None) -> None:
        """Show (and from now on save) this conversation's choice; None: a new chat."""
        self.conversation_id = conversation_id
        self._loads += 1
        self._selected = set()
        self._show_selection()
        if conversation_id is not None:
            spawn(self._load(conversation_id, self._loads), self.error.emit)

    async def _load(self, conversation_id: int, load: int) -> None:
        found = await asyncio.wrap_future(self.worker.conversation_collections(conversation_id))
        if load == self._loads:  # not switched to another conversation meanwhile
            self._selected = {c.id for c in found}
            self._show_selection()

    def _ticked(self, item: QListWidgetItem) -> None:
        cid = item.data(Qt.ItemDataRole.UserRole)
        if item.checkState() == Qt.CheckState.Checked:
            self._selected.add(cid)
        else:
            self._selected.discard(cid)
        if self.conversation_id is not None:
            self.save_for(self.conversation_id)
        self.chosen.emit(self.selected_ids())

    def save_for(self, conversation_id: int) -> None:
        """Save the choice for this conversation (a new chat just got its id)."""
        self.conversation_id = conversation_id
        spawn(self._save(conversation_id, self.selected_ids()), self.error.emit)

    async def _save(self, conversation_id: int, ids: list[int]) -> None:
        await asyncio.wrap_future(self.worker.set_conversation_collections(conversation_id, ids))
