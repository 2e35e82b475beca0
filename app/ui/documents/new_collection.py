"""The new-collection dialog: a name, and which embedding model embeds it.

This computer's model by default; any embedding model a remote engine
serves (as its last connection test found) for collections too large to
embed here. The choice is kept with the collection: its vectors, and every
query searched against them, come from that model.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QWidget,
)

from app.engine.remote.embedders import RemoteEmbedding

LOCAL_CHOICE = "This computer"


class NewCollectionDialog(QDialog):
    def __init__(self, choices: list[RemoteEmbedding], local_name: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("New collection")
        self._choices = choices
        self.name = QLineEdit()
        self.name.setAccessibleName("Name of the collection")
        self.embedder = QComboBox()
        self.embedder.setAccessibleName("Embedded by")
        self.embedder.addItem(f"{LOCAL_CHOICE} ({local_name})")
        for choice in choices:
            self.embedder.addItem(choice.model_id)
        self.embedder.setToolTip("Which model turns the documents into vectors. A remote "
                                 "engine's model suits large collections; its server must "
                                 "be reachable to index and to search them by meaning.")
        note = QLabel("Searches of this collection embed the question with the same model.")
        note.setWordWrap(True)
        note.setEnabled(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self._ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self._ok.setEnabled(False)
        self.name.textChanged.connect(lambda text: self._ok.setEnabled(bool(text.strip())))
        form = QFormLayout(self)
        form.addRow("Name:", self.name)
        form.addRow("Embedded by:", self.embedder)
        form.addRow(note)
        form.addRow(buttons)

    def chosen(self) -> tuple[str, RemoteEmbedding | None]:
        index = self.embedder.currentIndex()
        embedding = self._choices[index - 1] if index > 0 else None
        return self.name.text().strip(), embedding
