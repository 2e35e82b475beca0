"""The Models page: catalog with fit, any Hugging Face GGUF, the download
queue, and the installed models with their own settings. It only shows and
asks; ModelsRoom (room.py) does the work, off the GUI thread."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.models.catalog import CatalogEntry
from app.ui.models.catalog_table import CatalogTable
from app.ui.models.download_rows import DownloadsList
from app.ui.models.embedding_panel import EmbeddingPanel
from app.ui.models.hub_results import HubSearch
from app.ui.models.installed_panel import InstalledPanel
from app.ui.screen_fit import within_screen
from app.ui.theme import set_role


def _group(title: str, *widgets: QWidget) -> QGroupBox:
    box = QGroupBox(title)
    column = QVBoxLayout(box)
    for widget in widgets:
        column.addWidget(widget)
    return box


class ModelsDialog(QDialog):
    catalog_download = Signal(object)
    """CatalogEntry."""
    hub_download = Signal(str, str)
    """(URL or owner/repo, file name)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Models"))
        self.setAccessibleName(self.tr("Models"))
        within_screen(self, QSize(1240, 760))
        self.machine = QLabel()
        self.machine.setAccessibleName(self.tr("This machine"))
        self.catalog = CatalogTable()
        self.note = QLabel(self.tr("Select a model to read about it."))
        self.note.setWordWrap(True)
        # Room for the longest note from the start: selecting a model must not
        # shrink the table above it.
        self.note.setMinimumHeight(self.note.fontMetrics().lineSpacing() * 4)
        self.note.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.download = QPushButton(self.tr("Download"))
        self.download.setEnabled(False)
        self.hub_repo = QLineEdit()
        self.hub_repo.setPlaceholderText(self.tr("https://huggingface.co/…/resolve/main/model.gguf "
                                         "or owner/repo"))
        self.hub_repo.setAccessibleName(self.tr("Hugging Face URL or repository"))
        self.hub_file = QLineEdit()
        self.hub_file.setPlaceholderText(self.tr("file name (with owner/repo)"))
        self.hub_file.setAccessibleName(self.tr("GGUF file name"))
        self.hub_go = QPushButton(self.tr("Download this file"))
        self.hub_go.setAccessibleName(self.tr("Download from Hugging Face"))
        self.hub_search = HubSearch()
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setAccessibleName(self.tr("Models message"))
        self.downloads = DownloadsList()
        self.installed = InstalledPanel()
        self.embedding = EmbeddingPanel()
        self.installed_tabs = QTabWidget()
        self.installed_tabs.setAccessibleName(self.tr("Installed models"))
        self.installed_tabs.addTab(self.installed, self.tr("Chat models"))
        self.installed_tabs.addTab(self.embedding, self.tr("Embedding models (documents)"))
        self._wire()
        self._layout()

    def _wire(self) -> None:
        self.catalog.selected.connect(self._entry_selected)
        self.catalog.doubleClicked.connect(lambda _i: self._download_selected())
        self.download.clicked.connect(self._download_selected)
        self.hub_go.clicked.connect(
            lambda: self.hub_download.emit(self.hub_repo.text(), self.hub_file.text()))
        self.hub_repo.returnPressed.connect(self.hub_go.click)
        self.hub_search.file_chosen.connect(self._hub_file_chosen)

    def _layout(self) -> None:
        catalog_buttons = QHBoxLayout()
        catalog_buttons.addWidget(self.note, 1)
        catalog_buttons.addWidget(self.download, 0, Qt.AlignmentFlag.AlignTop)
        notes = QWidget()
        notes.setLayout(catalog_buttons)
        hub = QWidget()
        hub_row = QHBoxLayout(hub)
        hub_row.setContentsMargins(0, 0, 0, 0)
        hub_row.addWidget(self.hub_repo, 3)
        hub_row.addWidget(self.hub_file, 2)
        hub_row.addWidget(self.hub_go)
        left = QWidget()
        left_column = QVBoxLayout(left)
        left_column.setContentsMargins(0, 0, 0, 0)
        left_column.addWidget(_group(self.tr("Catalog: instruction-tuned models "
                                             "(★ recommended for this computer)"),
                                     self.catalog, notes), 3)
        left_column.addWidget(_group(self.tr("Any GGUF model on Hugging Face (verified by its "
                                             "SHA-256)"), self.hub_search, hub), 2)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(self.downloads)
        scroll.setMinimumHeight(150)  # a row's bytes, speed and time left stay in view
        right = QWidget()
        right_column = QVBoxLayout(right)
        right_column.setContentsMargins(0, 0, 0, 0)
        downloads = _group(self.tr("Downloads"), scroll)
        downloads.setObjectName("downloadsBox")
        right_column.addWidget(downloads, 2)
        right_column.addWidget(_group(self.tr("Installed"), self.installed_tabs), 3)
        split = QSplitter()
        split.addWidget(left)
        split.addWidget(right)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setSizes([800, 440])
        # On a small screen (or at 150%) the page scrolls rather than growing
        # past the screen's edge: every button stays reachable.
        page = QScrollArea()
        page.setWidgetResizable(True)
        page.setFrameShape(QScrollArea.Shape.NoFrame)
        page.setWidget(split)
        column = QVBoxLayout(self)
        column.addWidget(self.machine)
        column.addWidget(page, 1)
        column.addWidget(self.message)

    def _entry_selected(self, entry: CatalogEntry | None) -> None:
        self.download.setEnabled(entry is not None)
        if entry is not None:
            self.note.setText(
                self.tr("<b>{name}</b> ({parameters}, {quantization}, %n token(s) of context): "
                        "{note}<br><small>{repo} / {file} · {license}</small>", "",
                        entry.context_length)
                .format(name=entry.name, parameters=entry.parameters,
                        quantization=entry.quantization, note=entry.note, repo=entry.repo,
                        file=entry.file, license=entry.license))
            self.download.setAccessibleName(self.tr("Download {name}").format(name=entry.name))

    def _download_selected(self) -> None:
        entry = self.catalog.selected_entry()
        if entry is not None:
            self.catalog_download.emit(entry)

    def _hub_file_chosen(self, found: object) -> None:
        """A file in the search results: the download row below names it."""
        if found is not None:
            self.hub_repo.setText(getattr(found, "repo", ""))
            self.hub_file.setText(getattr(found, "file", ""))

    def show_message(self, text: str, error: bool = False) -> None:
        set_role(self.message, "error" if error else "")
        self.message.setText(text)
