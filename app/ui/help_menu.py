"""The Help menu's sheets: the keyboard shortcuts (made from the window's own
menus, so it never lists a key that does not work), About (version, the
llama.cpp build, the bundled models' licences) and where the data lives."""

from __future__ import annotations

import sys
from importlib import metadata
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSize, Qt, QUrl
from PySide6.QtGui import QDesktopServices, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app import __version__
from app.config import cache_dir, data_dir, settings_path
from app.ui.screen_fit import within_screen

BUNDLED_MODELS = (
    ("SmolLM2-135M-Instruct", "HuggingFaceTB on Hugging Face", "Apache-2.0"),
    ("all-MiniLM-L6-v2", "sentence-transformers", "Apache-2.0"),
)
"""The models Lantern ships with (the default chat and embedding models)."""
ABOUT_CHARS = 64
"""The About dialog's narrowest width, in average characters."""


def typed_keys() -> list[tuple[str, str]]:
    """Keys that belong to a widget, not to a menu action."""
    return [
        (QCoreApplication.translate("HelpSheets", "Send the message"),
         QCoreApplication.translate("HelpSheets", "Enter")),
        (QCoreApplication.translate("HelpSheets", "New line in the message"),
         QCoreApplication.translate("HelpSheets", "Shift+Enter")),
        (QCoreApplication.translate("HelpSheets", "Stop the answer"), "Esc"),
        (QCoreApplication.translate("HelpSheets", "Move between the rail's places"),
         QCoreApplication.translate("HelpSheets", "Up / Down"))]


class ShortcutsSheet(QDialog):
    """Every menu action that has a key, grouped by menu, then the typing keys."""

    def __init__(self, menus: dict[str, QMenu], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        self.tree = QTreeWidget()
        self.tree.setColumnCount(2)
        self.tree.setHeaderLabels([self.tr("Action"), self.tr("Keys")])
        self.tree.setRootIsDecorated(False)
        self.tree.setAccessibleName(self.tr("Keyboard shortcuts"))
        for menu in menus.values():
            rows = [(action.text().replace("&", ""), ", ".join(
                k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts()))
                for action in menu.actions() if action.shortcuts()]
            if rows:
                self._group(menu.title().replace("&", ""), rows)
        self._group(self.tr("Typing"), typed_keys())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tree)
        layout.addWidget(buttons)
        self.ensurePolished()  # measured in the font the theme gives it
        self.tree.resizeColumnToContents(0)
        self.tree.resizeColumnToContents(1)
        # Wide enough for both columns whole (German's "Strg+Umschalt+Eingabe"
        # was cut at 520 px), fitted to the screen by within_screen.
        margins = layout.contentsMargins()
        whole = (self.tree.header().length() + 2 * self.tree.frameWidth() + margins.left()
                 + margins.right() + self.tree.verticalScrollBar().sizeHint().width())
        within_screen(self, QSize(max(520, whole), 560))  # its own size, not its size hint

    def _group(self, title: str, rows: list[tuple[str, str]]) -> None:
        heading = QTreeWidgetItem([title])
        font = heading.font(0)
        font.setBold(True)
        heading.setFont(0, font)
        heading.setFlags(Qt.ItemFlag.ItemIsEnabled)
        self.tree.addTopLevelItem(heading)
        for text, keys in rows:
            self.tree.addTopLevelItem(QTreeWidgetItem([f"    {text}", keys]))

    def rows(self) -> list[tuple[str, str]]:
        items = [self.tree.topLevelItem(i) for i in range(self.tree.topLevelItemCount())]
        return [(item.text(0).strip(), item.text(1)) for item in items if item is not None]


def llama_build() -> str:
    """llama-cpp-python's version, and llama.cpp's own build line once the
    engine has loaded it (importing it here would cost the GUI thread ~0.3 s)."""
    try:
        version = metadata.version("llama_cpp_python")
    except metadata.PackageNotFoundError:
        version = QCoreApplication.translate("HelpSheets", "not installed")
    loaded = sys.modules.get("llama_cpp")
    info = ""
    if loaded is not None and hasattr(loaded, "llama_print_system_info"):
        raw = loaded.llama_print_system_info()
        info = raw.decode("utf-8", "replace") if isinstance(raw, bytes) else str(raw)
        info = info.replace(" = ", "=")  # "AVX=1": a line breaks between features, not in one
    return f"llama-cpp-python {version}" + (f"\n{info.strip()}" if info else "")


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About Lantern"))
        # Wide enough that the blurb and each licence read on a line or two
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * ABOUT_CHARS)
        title = QLabel(f"<h2>Lantern {__version__}</h2>")
        blurb = QLabel(self.tr("A private assistant: chat with local language models and "
                               "search your own documents. Nothing leaves this computer."))
        blurb.setWordWrap(True)
        self.build = QLabel(llama_build())
        self.build.setWordWrap(True)
        self.build.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        form = QFormLayout()
        form.addRow(self.tr("llama.cpp"), self.build)
        self.models = QLabel("<br>".join(
            self.tr("{model} ({source}): {licence}").format(model=m, source=s, licence=lic)
            for m, s, lic in BUNDLED_MODELS))
        self.models.setWordWrap(True)
        form.addRow(self.tr("Bundled models"), self.models)
        form.addRow(self.tr("Icons"), QLabel(self.tr("Lucide (ISC licence)")))
        form.addRow(self.tr("Toolkit"), QLabel(self.tr("Qt for Python (LGPLv3)")))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(blurb)
        layout.addLayout(form)
        layout.addWidget(buttons)


def data_places() -> list[tuple[str, Path]]:
    folder = data_dir()
    return [(QCoreApplication.translate("HelpSheets", "Data folder"), folder),
            (QCoreApplication.translate("HelpSheets", "Conversations"), folder / "lantern.db"),
            (QCoreApplication.translate("HelpSheets", "Settings"), settings_path()),
            (QCoreApplication.translate("HelpSheets", "Models"), folder / "models"),
            (QCoreApplication.translate("HelpSheets", "Cache"), cache_dir())]


class DataPlaces(QDialog):
    """Where the data lives, each place selectable, the folder one click away."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Where your data lives"))
        form = QFormLayout()
        self.places = data_places()
        for name, path in self.places:
            label = QLabel(str(path))
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            label.setWordWrap(True)
            form.addRow(name, label)
        hint = QLabel(self.tr("Everything stays on this computer. Set LANTERN_DATA_DIR to "
                              "keep it elsewhere."))
        hint.setWordWrap(True)
        open_folder = QPushButton(self.tr("Open data folder"))
        open_folder.clicked.connect(
            lambda: QDesktopServices.openUrl(QUrl.fromLocalFile(str(data_dir()))))
        row = QHBoxLayout()
        row.addWidget(open_folder)
        row.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(hint)
        layout.addLayout(row)
        layout.addWidget(buttons)
