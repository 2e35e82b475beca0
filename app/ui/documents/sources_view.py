"""Chat with documents, the two widgets (the service the controller calls is
app.ui.services.document_chat):

- SourcesView lists an answer's sources under it, marking the ones it
  cites; each opens its passage (and from there the file).
- CollectionPicker chooses a conversation's collections.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Sequence

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtWidgets import (
    QGroupBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.search.prompting import cited_numbers
from app.store.doc_models import MessageSource, passage_name, where_in_file
from app.ui.documents.passage_dialog import (
    Opener,
    Passage,
    open_file,
    open_or_say,
    show_passage,
)
from app.ui.services.tasks import spawn
from app.ui.theme import set_role
from app.workers.doc_overview import CollectionInfo
from app.workers.indexing import IndexingWorker
from app.workers.say import say


def source_label(source: MessageSource) -> str:
    """"[1] report.pdf, page 2, lines 3-9" or '[2] guide.md, "Install", lines 4-30'."""
    where = say(passage_name(where_in_file(source.page, source.line_start, source.line_end),
                             source.heading))
    name = os.path.basename(source.path)
    return f"[{source.number}] {name}, {where}" if where else f"[{source.number}] {name}"


class SourcesView(QWidget):
    """Numbered sources under an answer; the cited ones in bold."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Sources"))
        self.opener: Opener = open_file
        self.buttons: list[QToolButton] = []
        self.sources: list[MessageSource] = []
        self.cited: list[int] = []
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 4, 0, 0)
        self._layout.setSpacing(0)
        self.title = QLabel(self.tr("Sources"))
        set_role(self.title, "muted")
        self._layout.addWidget(self.title)
        self.setVisible(False)

    def set_sources(self, sources: Sequence[MessageSource], answer: str) -> None:
        for button in self.buttons:
            button.deleteLater()
        self.sources = list(sources)
        self.cited = cited_numbers(answer, len(self.sources))
        self.buttons = [self._button(s, s.number in self.cited) for s in self.sources]
        for button in self.buttons:
            self._layout.addWidget(button, 0, Qt.AlignmentFlag.AlignLeft)
        self.setVisible(bool(self.sources))

    def _button(self, source: MessageSource, cited: bool) -> QToolButton:
        button = QToolButton()
        label = source_label(source)
        button.setText(label)
        button.setAutoRaise(True)
        button.setAccessibleName((self.tr("Source {label}, cited") if cited
                                  else self.tr("Source {label}")).format(label=label))
        tip = (self.tr("{path}\nCited in the answer") if cited
               else self.tr("{path}\nNot cited in the answer"))
        button.setToolTip(tip.format(path=source.path))
        font = button.font()
        font.setBold(cited)
        button.setFont(font)
        button.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        button.clicked.connect(lambda: self.show_source(source))
        button.customContextMenuRequested.connect(
            lambda pos: self._menu(button, source, pos))
        return button

    def show_source(self, source: MessageSource) -> None:
        show_passage(Passage.of_source(source), self.opener, self)

    def _menu(self, button: QToolButton, source: MessageSource, pos: QPoint) -> None:
        menu = QMenu(self)
        menu.addAction("Show passage", lambda: self.show_source(source))
        menu.addAction("Open file", lambda: open_or_say(self.opener, source.path, self))
        menu.exec(button.mapToGlobal(pos))


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
