"""The Models page: catalog with fit, any Hugging Face GGUF, the download
queue, and the installed models with their own settings. It only shows and
asks; ModelsRoom (room.py) does the work, off the GUI thread."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QDialog,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.models.catalog import CatalogEntry
from app.ui.elided_label import ElidedLabel
from app.ui.models.catalog_table import CatalogTable, provenance, thinking_note
from app.ui.models.download_rows import DownloadsList
from app.ui.models.embedding_panel import EmbeddingPanel
from app.ui.models.hub_results import HubSearch
from app.ui.models.installed_panel import InstalledPanel
from app.ui.screen_fit import within_screen
from app.ui.theme import SPACE, set_role

RIGHT_SHARE = 2 / 5
"""The downloads and installed models' share of the width, beside the catalog."""


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
        self.machine.setWordWrap(True)  # one line is wider than a small screen at 150 %
        self.machine.setAccessibleName(self.tr("This machine"))
        self.catalog = CatalogTable()
        self.note = QLabel(self.tr("Select a model to read about it."))
        self.note.setWordWrap(True)
        # Room for the longest note from the start: selecting a model must not
        # shrink the table above it.
        self.note.setMinimumHeight(self.note.fontMetrics().lineSpacing() * 4)
        self.note.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # One Download, for what is chosen: a catalog model, a Hugging Face
        # search result, or a URL / owner/repo typed below.
        self.download = QPushButton(self.tr("Download"))
        set_role(self.download, "primary")
        self.download.setEnabled(False)
        self.chosen = ElidedLabel(self.tr("Choose a model in the catalog or on Hugging Face."))
        self.chosen.setAccessibleName(self.tr("Model to download"))
        self._from_hub = False
        self.hub_repo = QLineEdit()
        self.hub_repo.setPlaceholderText(self.tr("https://huggingface.co/…/resolve/main/model.gguf "
                                         "or owner/repo"))
        self.hub_repo.setAccessibleName(self.tr("Hugging Face URL or repository"))
        self.hub_file = QLineEdit()
        self.hub_file.setPlaceholderText(self.tr("file name (with owner/repo)"))
        self.hub_file.setAccessibleName(self.tr("GGUF file name"))
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
        self.catalog.horizontalHeader().sectionResized.connect(
            lambda *_: self._lay_out_columns(self.width()))
        self.catalog.filled.connect(lambda: self._lay_out_columns(self.width()))
        self.hub_repo.textChanged.connect(self._hub_typed)
        self.hub_file.textChanged.connect(self._hub_typed)
        self.hub_repo.returnPressed.connect(self.download.click)
        self.hub_file.returnPressed.connect(self.download.click)
        self.hub_search.file_chosen.connect(self._hub_file_chosen)

    def _layout(self) -> None:
        hub = QWidget()
        hub_row = QHBoxLayout(hub)
        hub_row.setContentsMargins(0, 0, 0, 0)
        hub_row.addWidget(self.hub_repo, 3)
        hub_row.addWidget(self.hub_file, 2)
        left = QWidget()
        left_column = QVBoxLayout(left)
        left_column.setContentsMargins(0, 0, 0, 0)
        self.catalog.setMinimumHeight(self.catalog.fontMetrics().lineSpacing() * 9)
        left_column.addWidget(_group(self.tr("Catalog: instruction-tuned models "
                                             "(★ recommended for this computer)"),
                                     self.catalog, self.note), 3)
        left_column.addWidget(_group(self.tr("Any GGUF model on Hugging Face (verified by its "
                                             "SHA-256)"), self.hub_search, hub), 2)
        right = QWidget()
        self._right_column = QVBoxLayout(right)
        self._right_column.setContentsMargins(0, 0, 0, 0)
        self._downloads_box = _group(self.tr("Downloads"), self.downloads)
        self._downloads_box.setObjectName("downloadsBox")
        self._right_column.addWidget(self._downloads_box)
        self.downloads.emptied.connect(self._downloads_emptied)
        right_column = self._right_column
        self.installed_tabs.setMinimumHeight(self.fontMetrics().lineSpacing() * 16)
        right_column.addWidget(_group(self.tr("Installed"), self.installed_tabs), 3)
        sheet = QWidget()
        self._columns = QBoxLayout(QBoxLayout.Direction.LeftToRight, sheet)
        self._columns.setContentsMargins(0, 0, 0, 0)
        self._columns.addWidget(left, round(10 * (1 - RIGHT_SHARE)))
        self._columns.addWidget(right, round(10 * RIGHT_SHARE))
        # On a small screen (or at 150%) the columns stack and the page
        # scrolls rather than growing past the screen's edge.
        page = QScrollArea()
        page.setWidgetResizable(True)
        page.setFrameShape(QScrollArea.Shape.NoFrame)
        page.setWidget(sheet)
        # The one Download stays in view below the page, whatever it scrolls.
        action = QHBoxLayout()
        action.setSpacing(SPACE.m)
        action.addWidget(self.chosen, 1)
        action.addWidget(self.download)
        column = QVBoxLayout(self)
        column.addWidget(self.machine)
        column.addWidget(page, 1)
        column.addWidget(self.message)
        column.addLayout(action)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._lay_out_columns(event.size().width())

    def _lay_out_columns(self, width: int) -> None:
        """Side by side when the catalog's whole names and badges fit beside the
        downloads; below it otherwise (a small screen, 150 %, a long catalog)."""
        catalog = self.catalog
        needed = (catalog.horizontalHeader().length() + catalog.verticalScrollBar().sizeHint()
                  .width() + 4 * SPACE.xl)
        beside = width * (1 - RIGHT_SHARE) >= needed
        self._columns.setDirection(QBoxLayout.Direction.LeftToRight if beside
                                   else QBoxLayout.Direction.TopToBottom)
        # Stacked, the page scrolls: the catalog shows all its rows (no table
        # scrolling inside the scrolling page); beside, it shares the height.
        catalog.setMinimumHeight(catalog.fontMetrics().lineSpacing() * 9 if beside
                                 else catalog.whole_height())

    def _downloads_emptied(self, empty: bool) -> None:
        """An empty queue is one line; its height goes to the other boxes."""
        self._right_column.setStretchFactor(self._downloads_box, 0 if empty else 2)

    @property
    def stacked(self) -> bool:
        return self._columns.direction() == QBoxLayout.Direction.TopToBottom

    def _entry_selected(self, entry: CatalogEntry | None) -> None:
        if entry is None:
            if not self._from_hub:
                self._choose(None)
            return
        self.note.setText(
            self.tr("<b>{name}</b> ({parameters}, {quantization}, %n token(s) of context): "
                    "{note}<br><small>{repo} / {file} · {license}</small>", "",
                    entry.context_length)
            .format(name=entry.name, parameters=entry.parameters,
                    quantization=entry.quantization, note=entry.note, repo=entry.repo,
                    file=entry.file, license=entry.license)
            + "".join(f"<br><small>{escape(line, quote=False)}</small>"
                      for line in (thinking_note(entry), provenance(entry)) if line))
        self._from_hub = False
        self.hub_search.results.clearSelection()
        self._choose(entry.name)

    def _choose(self, name: str | None) -> None:
        """What Download will fetch, said beside it."""
        self.download.setEnabled(name is not None)
        self.chosen.setText(self.tr("Download: {name}").format(name=name) if name else
                            self.tr("Choose a model in the catalog or on Hugging Face."))
        self.download.setAccessibleName(self.tr("Download {name}").format(name=name) if name
                                        else self.tr("Download"))

    def _hub_typed(self) -> None:
        repo, file = self.hub_repo.text().strip(), self.hub_file.text().strip()
        if not repo:
            if self._from_hub:
                self._from_hub = False
                self._choose(None)
            return
        self._from_hub = True
        self.catalog.clearSelection()
        self.note.setText(self.tr("Select a model to read about it."))
        self._choose(f"{repo} / {file}" if file else repo)

    def _download_selected(self) -> None:
        if self._from_hub:
            self.hub_download.emit(self.hub_repo.text(), self.hub_file.text())
            return
        entry = self.catalog.selected_entry()
        if entry is not None:
            self.catalog_download.emit(entry)

    def _hub_file_chosen(self, found: object) -> None:
        """A file in the search results: the row below and Download name it."""
        if found is not None:
            self.hub_repo.setText(getattr(found, "repo", ""))
            self.hub_file.setText(getattr(found, "file", ""))

    def show_message(self, text: str, error: bool = False) -> None:
        set_role(self.message, "error" if error else "")
        self.message.setText(text)
