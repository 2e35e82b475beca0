"""The Models page's embedding models: which one new document collections
embed with, and the collections with the model that made their vectors,
each offered a re-index with the chosen one (with progress)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.models.registry import InstalledModel
from app.ui.locale_format import size as human
from app.ui.models.sources import source_name


@dataclass(frozen=True)
class CollectionRow:
    id: int
    name: str
    passages: int
    made_by: str
    """The model's name as its vectors are tagged ('' : not indexed yet)."""
    current: bool
    """Made by the model chosen for new collections (or nothing to re-embed)."""


class EmbeddingPanel(QWidget):
    use_requested = Signal(object)
    """InstalledModel: make it the model for new collections."""
    reindex_requested = Signal(int)
    import_requested = Signal()
    remove_requested = Signal(object)
    gpu_toggled = Signal(bool)
    """The "Use the GPU for the embedding model" box was changed by the user."""

    def __init__(self) -> None:
        super().__init__()
        self.models: list[InstalledModel] = []
        self.rows: list[CollectionRow] = []
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Embedding models"))
        self.use = QPushButton(self.tr("Use for new collections"))
        self.import_button = QPushButton(self.tr("Import file…"))
        self.remove = QPushButton(self.tr("Remove"))
        self.remove.setAccessibleName(self.tr("Remove the embedding model"))
        self.collections = QListWidget()
        self.collections.setAccessibleName(self.tr(
            "Document collections and their embedding model"))
        self.reindex = QPushButton(self.tr("Re-index with the chosen model"))
        self.gpu = QCheckBox(self.tr("Use the GPU for the embedding model"))
        self.gpu.setToolTip(self.tr("When the computer has a GPU that llama.cpp can use, "
                                    "embedding runs there too (the chat model reloads)."))
        self.gpu.clicked.connect(self.gpu_toggled)
        self.reindex.setEnabled(False)
        self.progress = QProgressBar()
        self.progress.setVisible(False)
        self.progress_text = QLabel()
        self.progress_text.setWordWrap(True)
        self.use.clicked.connect(self._use)
        self.import_button.clicked.connect(self.import_requested)
        self.remove.clicked.connect(self._remove)
        self.list.currentRowChanged.connect(
            lambda row: self.remove.setEnabled(0 <= row < len(self.models)
                                               and self.models[row].source != "bundled"))
        self.reindex.clicked.connect(self._reindex)
        self.collections.currentRowChanged.connect(lambda _r: self._selection_changed())
        self._running: int | None = None
        self._layout()

    def _layout(self) -> None:
        buttons = QHBoxLayout()
        buttons.addWidget(self.use)
        buttons.addWidget(self.remove)
        buttons.addWidget(self.import_button)
        note = QLabel(self.tr("Collections keep the model that made their vectors; searching one "
                      "always embeds the question with that model."))
        note.setWordWrap(True)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.list, 2)
        column.addLayout(buttons)
        column.addWidget(note)
        column.addWidget(self.gpu)
        column.addWidget(self.collections, 2)
        column.addWidget(self.reindex)
        column.addWidget(self.progress)
        column.addWidget(self.progress_text)

    def set_models(self, models: list[InstalledModel], chosen_path: str) -> None:
        self.models = list(models)
        self.list.clear()
        for model in models:
            line = source_name(model.source)
            if model.size:
                line = self.tr("{source} · {size}").format(source=line, size=human(model.size))
            if model.path == chosen_path:
                line = self.tr("{details} · used for new collections").format(details=line)
            name = self.tr("all-MiniLM-L6-v2 (built in)") if model.id == "built-in-embedding" \
                else model.name
            item = QListWidgetItem(f"{name}\n{line}")
            item.setData(Qt.ItemDataRole.UserRole, model.id)
            self.list.addItem(item)
        paths = [m.path for m in models]
        self.list.setCurrentRow(paths.index(chosen_path) if chosen_path in paths else 0)

    def set_collections(self, rows: list[CollectionRow]) -> None:
        chosen = self.selected_collection()
        self.rows = list(rows)
        self.collections.clear()
        for row in rows:
            made = (self.tr("made by {model}").format(model=row.made_by) if row.made_by
                    else self.tr("not indexed yet"))
            line = self.tr("{name}: %n passage(s), {made}", "", row.passages).format(
                name=row.name, made=made)
            if not row.current:
                line = self.tr("{line}  ·  another model than the chosen one").format(line=line)
            self.collections.addItem(line)
        ids = [r.id for r in rows]
        if chosen is not None and chosen.id in ids:
            self.collections.setCurrentRow(ids.index(chosen.id))
        self._selection_changed()

    def selected_collection(self) -> CollectionRow | None:
        index = self.collections.currentRow()
        return self.rows[index] if 0 <= index < len(self.rows) else None

    def show_run(self, collection_id: int | None, fraction: float, text: str) -> None:
        """Progress of the run on `collection_id`; None hides it."""
        self._running = collection_id
        self.progress.setVisible(collection_id is not None)
        self.progress.setValue(round(fraction * 100))
        self.progress_text.setText(text)
        self._selection_changed()

    def _selection_changed(self) -> None:
        row = self.selected_collection()
        self.reindex.setEnabled(row is not None and not row.current and self._running is None)

    def _use(self) -> None:
        index = self.list.currentRow()
        if 0 <= index < len(self.models):
            self.use_requested.emit(self.models[index])

    def _remove(self) -> None:
        index = self.list.currentRow()
        if 0 <= index < len(self.models):
            self.remove_requested.emit(self.models[index])

    def _reindex(self) -> None:
        row = self.selected_collection()
        if row is not None:
            self.reindex.setEnabled(False)
            self.reindex_requested.emit(row.id)
