"""Editing the summary that stands in for a conversation's oldest messages."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from app.store.models import StoredSummary


class SummaryDialog(QDialog):
    def __init__(self, summary: StoredSummary, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.summary = summary
        self.setWindowTitle(self.tr("Edit summary"))
        layout = QVBoxLayout(self)
        note = QLabel(self.tr("The model reads this in place of the earlier messages it "
                              "covers, from the next answer on. The messages themselves "
                              "stay as they are."))
        note.setWordWrap(True)
        self.editor = QPlainTextEdit(summary.content)
        self.editor.setAccessibleName(self.tr("Summary text"))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self._save)
        self.buttons.rejected.connect(self.reject)
        self.editor.textChanged.connect(self._check)
        layout.addWidget(note)
        layout.addWidget(self.editor, 1)
        layout.addWidget(self.buttons)
        self.resize(520, 320)

    def text(self) -> str:
        return self.editor.toPlainText()

    def _check(self) -> None:
        save = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        save.setEnabled(bool(self.text().strip()))  # an empty summary cannot stand in

    def _save(self) -> None:
        if self.text().strip():
            self.accept()
