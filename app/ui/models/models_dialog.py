"""The Models page: catalog with fit, any Hugging Face GGUF, the download
queue, and the installed models with their own settings. It only shows and
asks; ModelsRoom (room.py) does the work, off the GUI thread."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
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
from app.ui.models.catalog_table import CatalogTable, provenance, thinking_note, vision_note
from app.ui.models.download_rows import DownloadsList
from app.ui.models.embedding_panel import EmbeddingPanel
from app.ui.models.hub_results import HubSearch
from app.ui.models.installed_panel import InstalledPanel
from app.ui.screen_fit import within_screen
from app.ui.theme import SPACE, set_role
from app.workers.say import say


def _section(title: str, *widgets: QWidget) -> QWidget:
    """A heading over its widgets, without a group box's frame and margins:
    at 1366x768 and 150 % the pane has about 310 px of height, and two frames
    took 40 of them."""
    section = QWidget()
    column = QVBoxLayout(section)
    column.setContentsMargins(0, 0, 0, 0)
    column.setSpacing(SPACE.s)
    heading = QLabel(title)
    heading.setWordWrap(True)
    set_role(heading, "muted")
    column.addWidget(heading)
    for widget in widgets:
        column.addWidget(widget, 1 if isinstance(widget, CatalogTable) else 0)
    return section


class _PaneColumn(QVBoxLayout):
    """A pane's column that QScrollArea sizes by its minimum: for a layout with
    height-for-width (any wrapped label) it takes the preferred heights as
    the least, so the Discover pane scrolled wherever its catalog could not
    be as tall as it likes, though everything fitted."""

    def hasHeightForWidth(self) -> bool:
        return False


class _Fitting(QScrollArea):
    """A pane that fills its tab; only on a screen smaller than its least size
    (800×600 at 150 %) does it scroll, instead of the dialog leaving the screen.
    `optional` shows only where it fits beside the rest (a short laptop screen
    at 150 % gives the pane about 300 px): it must be something the pane also
    offers another way."""

    def __init__(self, pane: QWidget, optional: QWidget | None = None) -> None:
        super().__init__()
        self.setWidget(pane)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self._optional = optional

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._optional is not None:
            self._place_optional(self._optional)

    def _place_optional(self, optional: QWidget) -> None:
        pane, host = self.widget(), optional.parentWidget()
        assert pane is not None and host is not None
        least = pane.minimumSizeHint().height()
        if optional.isHidden():  # what it would add: itself and the gap above it
            layout = host.layout()
            spacing = layout.spacing() if layout is not None else 0
            least += optional.sizeHint().height() + max(spacing, 0)
        fits = self.viewport().height() >= least
        if fits == optional.isHidden():
            optional.setVisible(fits)


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
        # Room for a usual note from the start: selecting a model must not
        # shrink the table above it (a longer one takes a row or two of it).
        self.note.setMinimumHeight(self.note.fontMetrics().lineSpacing() * 3)
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
        self.hub_repo.textChanged.connect(self._hub_typed)
        self.hub_file.textChanged.connect(self._hub_typed)
        self.hub_repo.returnPressed.connect(self.download.click)
        self.hub_file.returnPressed.connect(self.download.click)
        self.hub_search.file_chosen.connect(self._hub_file_chosen)

    def _layout(self) -> None:
        """Three panes, as a person thinks of models: find one (Discover),
        the ones here (Installed), the ones coming (Downloads). Each pane
        fits the dialog; only a list inside one scrolls, never a page."""
        hub = QWidget()
        hub_row = QHBoxLayout(hub)
        hub_row.setContentsMargins(0, 0, 0, 0)
        hub_row.addWidget(self.hub_repo, 3)
        hub_row.addWidget(self.hub_file, 2)
        # The one Download, for what is chosen in the catalog or on Hugging Face.
        action = QHBoxLayout()
        action.setSpacing(SPACE.m)
        action.addWidget(self.chosen, 1)
        action.addWidget(self.download)
        discover = QWidget()
        column = _PaneColumn(discover)
        column.setContentsMargins(SPACE.m, SPACE.m, SPACE.m, SPACE.s)
        column.setSpacing(SPACE.m)
        self.catalog.setMinimumHeight(self.catalog.fontMetrics().lineSpacing() * 6)
        column.addWidget(_section(self.tr("Catalog: instruction-tuned models "
                                          "(★ recommended for this computer)"),
                                  self.catalog, self.note), 1)
        # As tall as it needs (one line until a search shows results): the
        # catalog takes the rest of the pane.
        column.addWidget(_section(self.tr("Any GGUF model on Hugging Face (verified by its "
                                          "SHA-256)"), self.hub_search, hub), 0)
        column.addLayout(action)
        downloads = QWidget()
        rows = QVBoxLayout(downloads)
        rows.addWidget(self.downloads, 1)
        rows.addStretch(0)  # under the one-line "No downloads", not around it
        self.downloads.emptied.connect(lambda _empty: self._name_downloads())
        self.panes = QTabWidget()
        self.panes.setAccessibleName(self.tr("Models"))
        # The address row is the search box's second way in (it takes a pasted
        # link, and owner/repo finds the repository's files): where the pane is
        # short it gives its room to the catalog.
        self.panes.addTab(_Fitting(discover, optional=hub), self.tr("Discover"))
        self.panes.addTab(_Fitting(self.installed_tabs), self.tr("Installed"))
        self._downloads_pane = _Fitting(downloads)
        self.panes.addTab(self._downloads_pane, self.tr("Downloads"))
        page = QVBoxLayout(self)
        page.addWidget(self.machine)
        page.addWidget(self.panes, 1)
        page.addWidget(self.message)

    def _name_downloads(self) -> None:
        """The Downloads pane's tab says how many there are."""
        count = len(self.downloads.rows)
        self.panes.setTabText(self.panes.indexOf(self._downloads_pane),
                              self.tr("Downloads (%n)", "", count) if count
                              else self.tr("Downloads"))

    def show_pane(self, name: str) -> None:
        """"discover", "installed" or "downloads"."""
        pane = {"discover": 0, "installed": 1, "downloads": 2}[name]
        self.panes.setCurrentIndex(pane)

    def _entry_selected(self, entry: CatalogEntry | None) -> None:
        if entry is None:
            if not self._from_hub:
                self._choose(None)
            return
        self.note.setText(
            self.tr("<b>{name}</b> ({parameters}, {quantization}, %Ln token(s) of context): "
                    "{note}<br><small>{repo} / {file} · {license}</small>", "",
                    entry.context_length)
            .format(name=entry.name, parameters=entry.parameters,
                    quantization=entry.quantization, note=say(entry.note), repo=entry.repo,
                    file=entry.file, license=entry.license)
            + "".join(f"<br><small>{escape(line, quote=False)}</small>"
                      for line in (vision_note(entry), thinking_note(entry),
                                   provenance(entry)) if line))
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
