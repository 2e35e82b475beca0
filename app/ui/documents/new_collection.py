"""The new-collection dialog: one step for the folder to search, the
collection's name (the folder's own name unless the person types another)
and, when a remote engine serves one, which embedding model embeds it.

This computer's model by default; any embedding model a remote engine
serves (as its last connection test found) for collections too large to
embed here. The choice is kept with the collection: its vectors, and every
query searched against them, come from that model.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from app.engine.remote.embedders import RemoteEmbedding
from app.ui.theme import set_role

LOCAL_CHOICE = "This computer"


def default_name(folder: str) -> str:
    """A collection's name from its folder: the folder's own name, as a
    person would say it ("~/Documents/tax-2025" -> "Tax 2025")."""
    base = Path(folder.rstrip("/\\") or folder).name or folder
    words = base.replace("_", " ").replace("-", " ").split()
    return " ".join(w[:1].upper() + w[1:] for w in words) or base


class NewCollectionDialog(QDialog):
    def __init__(self, choices: list[RemoteEmbedding], local_name: str,
                 pick_folder: Callable[[], str | None] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New collection"))
        self._choices = choices
        self._pick_folder = pick_folder
        self._named_by_hand = False
        self.folder = QLineEdit()
        self.folder.setAccessibleName(self.tr("Folder to search"))
        self.folder.setPlaceholderText(self.tr("A folder of documents"))
        self.choose = QPushButton(self.tr("Choose…"))
        self.choose.setAccessibleName(self.tr("Choose the folder"))
        self.name = QLineEdit()
        self.name.setAccessibleName(self.tr("Name of the collection"))
        self.problem = QLabel()
        set_role(self.problem, "error")
        self.problem.setWordWrap(True)
        self.embedder = QComboBox()
        self.embedder.setAccessibleName(self.tr("Embedded by"))
        self.embedder.addItem(f"{LOCAL_CHOICE} ({local_name})")
        for choice in choices:
            self.embedder.addItem(choice.model_id)
        self.embedder.setToolTip(self.tr(
            "Which model turns the documents into vectors. A remote engine's model suits "
            "large collections; its server must be reachable to index and to search them "
            "by meaning."))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self._ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self._ok.setText(self.tr("Create and index"))
        self._wire()
        self._layout(buttons)
        self._check()

    def _wire(self) -> None:
        self.choose.clicked.connect(self._choose)
        self.folder.textChanged.connect(self._folder_changed)
        self.name.textEdited.connect(self._name_edited)
        self.name.textChanged.connect(lambda _text: self._check())

    def _layout(self, buttons: QDialogButtonBox) -> None:
        folder_row = QHBoxLayout()
        folder_row.addWidget(self.folder, 1)
        folder_row.addWidget(self.choose)
        form = QFormLayout(self)
        intro = QLabel(self.tr("Lantern reads the documents in this folder and its "
                               "subfolders, so that answers can quote them."))
        intro.setWordWrap(True)
        set_role(intro, "muted")
        form.addRow(intro)
        form.addRow(self.tr("Folder:"), folder_row)
        form.addRow(self.tr("Name:"), self.name)
        if self._choices:  # nothing to choose without a remote embedding model
            form.addRow(self.tr("Embedded by:"), self.embedder)
            note = QLabel(self.tr("Searches of this collection embed the question with the "
                                  "same model."))
            note.setWordWrap(True)
            set_role(note, "muted")
            form.addRow(note)
        else:
            self.embedder.hide()
        form.addRow(self.problem)
        form.addRow(buttons)
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 72)

    def _choose(self) -> None:
        if self._pick_folder is not None:
            path = self._pick_folder()
            if path:
                self.folder.setText(path)

    def _name_edited(self, text: str) -> None:
        self._named_by_hand = bool(text.strip())

    def _folder_changed(self, text: str) -> None:
        if not self._named_by_hand:  # follows the folder until the person names it
            self.name.setText(default_name(text.strip()) if text.strip() else "")
        self._check()

    def _check(self) -> None:
        folder = os.path.expanduser(self.folder.text().strip())
        problem = ""
        if folder and not os.path.isdir(folder):
            problem = self.tr("There is no folder at {path}.").format(path=folder)
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))
        self._ok.setEnabled(bool(folder) and not problem and bool(self.name.text().strip()))

    def chosen(self) -> tuple[str, str, RemoteEmbedding | None]:
        """(name, folder, embedding model: None for this computer's)."""
        index = self.embedder.currentIndex()
        embedding = self._choices[index - 1] if index > 0 else None
        folder = os.path.expanduser(self.folder.text().strip())
        return self.name.text().strip(), folder, embedding
