"""A found passage: shown in a dialog, or its file opened in the user's app.

Search results and the sources under an answer both come here. Opening
uses the file's plain local URL: a "#page=N" fragment is honoured by some
PDF viewers but makes others (and xdg-open) fail to find the file, so the
page is shown in the dialog instead.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QProcess, QSize, QUrl
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.store.doc_models import MessageSource, passage_name, where_in_file
from app.ui.screen_fit import within_screen
from app.ui.theme import set_role
from app.workers.say import say

if TYPE_CHECKING:  # retrieval (numpy) loads with the first search
    from app.search.retrieve import SearchResult

Opener = Callable[[str], bool]


RUNNABLE_SUFFIXES = frozenset({
    ".bat", ".cmd", ".com", ".exe", ".msi", ".msp", ".ps1", ".psm1", ".psd1", ".vbs", ".vbe",
    ".js", ".jse", ".wsf", ".wsh", ".ws", ".hta", ".scr", ".pif", ".cpl", ".lnk", ".url",
    ".reg", ".inf", ".msc", ".jar", ".py", ".pyw", ".pyz", ".sh", ".bash", ".zsh", ".command",
    ".tool", ".app", ".scpt", ".applescript", ".workflow", ".action", ".desktop",
    ".appimage", ".run", ".bin", ".application", ".gadget", ".settingcontent-ms",
})
"""Types a desktop's default handler may *run* instead of showing (Windows runs a
.bat, .ps1 or .js on a double click): such files are revealed, never opened."""


def is_runnable(path: str) -> bool:
    """Whether opening `path` with the system handler could execute it."""
    if os.path.splitext(path)[1].lower() in RUNNABLE_SUFFIXES:
        return True
    return os.name != "nt" and os.path.isfile(path) and os.access(path, os.X_OK)


def open_file(path: str) -> bool:
    """Open a document with the desktop's default application; a file that
    application could run is shown in the file manager instead."""
    if is_runnable(path):
        return reveal_in_file_manager(path)
    return QDesktopServices.openUrl(QUrl.fromLocalFile(path))


def open_or_say(opener: Opener, path: str, parent: QWidget) -> bool:
    """Open `path`; when nothing could (no application for it, file gone),
    say so in a message the person sees, never silently."""
    if opener(path):
        return True
    if not os.path.exists(path):
        problem = QCoreApplication.translate(
            "PassageDialog", "{path} is not there any more: it was moved or deleted.").format(
            path=path)
    else:
        problem = QCoreApplication.translate(
            "PassageDialog", "No application could open {name}. Choose one for this kind of "
            "file in your desktop's settings, or open it from {folder}.").format(
            name=os.path.basename(path), folder=os.path.dirname(path))
    title = QCoreApplication.translate("PassageDialog", "Open file")
    box = QMessageBox(QMessageBox.Icon.Warning, title, problem,
                      QMessageBox.StandardButton.Ok, parent)
    box.setAccessibleName(QCoreApplication.translate("passage_dialog", "Could not open the file"))
    box.open()
    return False


def reveal_in_file_manager(path: str) -> bool:
    """Show the file selected in its folder (Explorer, Finder), or open the folder."""
    native = os.path.normpath(path)
    if sys.platform == "win32":
        return QProcess.startDetached("explorer.exe", [f"/select,{native}"])[0]
    if sys.platform == "darwin":
        return QProcess.startDetached("open", ["-R", native])[0]
    return QDesktopServices.openUrl(QUrl.fromLocalFile(os.path.dirname(native) or "."))


def describe_location(page: int | None, first: int | None, last: int | None) -> str:
    """"page 2, lines 3-10", "line 4" or "", in the window's language."""
    return say(where_in_file(page, first, last))


@dataclass(frozen=True)
class Passage:
    path: str
    location: str
    text: str

    @property
    def name(self) -> str:
        return os.path.basename(self.path)

    @classmethod
    def of_result(cls, result: SearchResult) -> Passage:
        return cls(result.path, say(result.passage), result.text)

    @classmethod
    def of_source(cls, source: MessageSource) -> Passage:
        where = where_in_file(source.page, source.line_start, source.line_end)
        return cls(source.path, say(passage_name(where, source.heading)), source.excerpt)


class PassageDialog(QDialog):
    """The passage's text, where it is, and a button that opens the file."""

    def __init__(self, passage: Passage, opener: Opener = open_file,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.passage, self._opener = passage, opener
        title = f"{passage.name} — {passage.location}" if passage.location else passage.name
        self.setWindowTitle(title)
        self.setAccessibleName(self.tr("Passage from {title}").format(title=title))
        within_screen(self, QSize(560, 420))
        layout = QVBoxLayout(self)
        where = QLabel(passage.path)
        where.setAccessibleName(self.tr("File path"))
        where.setWordWrap(True)
        set_role(where, "muted")
        self.text = QPlainTextEdit(passage.text)
        self.text.setReadOnly(True)
        self.text.setAccessibleName(self.tr("Passage text"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.open_button = QPushButton(self.tr("Open file"))
        self.open_button.setAccessibleName(self.tr("Open {name}").format(name=passage.name))
        self.copy_button = QPushButton(self.tr("Copy passage"))
        self.copy_button.setAccessibleName(self.tr("Copy passage"))
        buttons.addButton(self.open_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        self.open_button.clicked.connect(
            lambda: open_or_say(self._opener, passage.path, self))
        self.copy_button.clicked.connect(
            lambda: QGuiApplication.clipboard().setText(passage.text))
        layout.addWidget(where)
        layout.addWidget(self.text, 1)
        layout.addWidget(buttons)
        self.text.setFocus()


def show_passage(passage: Passage, opener: Opener, parent: QWidget) -> PassageDialog:
    """Open the dialog without blocking (it closes and frees itself)."""
    dialog = PassageDialog(passage, opener, parent)
    dialog.finished.connect(lambda _result: dialog.deleteLater())
    dialog.show()
    return dialog
