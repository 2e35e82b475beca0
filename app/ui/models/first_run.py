"""The empty chat's first-run notice: the bundled model is tiny, and a better one is a click away."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from app.models.catalog import CatalogEntry
from app.models.space import human

WARM = ("#firstRunBanner { border: 1px solid #c9a227; border-radius: 6px; "
        "background: rgba(201, 162, 39, 0.12); }")


class FirstRunBanner(QFrame):
    download_requested = Signal(object)
    """CatalogEntry: the recommended model, in one click."""
    browse_requested = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("firstRunBanner")
        self.setAccessibleName("First run: choose a real model")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(WARM)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.download = QPushButton()
        self.download.setDefault(False)
        self.browse = QPushButton("Other models…")
        self.entry: CatalogEntry | None = None
        self.download.clicked.connect(lambda: self.entry and self.download_requested.emit(
            self.entry))
        self.browse.clicked.connect(self.browse_requested)
        buttons = QHBoxLayout()
        buttons.addWidget(self.download)
        buttons.addWidget(self.browse)
        buttons.addStretch(1)
        column = QVBoxLayout(self)
        column.addWidget(self.text)
        column.addLayout(buttons)

    def offer(self, entry: CatalogEntry | None, fit_text: str) -> None:
        self.entry = entry
        self.setStyleSheet(WARM)
        self.browse.setText("Other models…")
        intro = ("<b>You are chatting with Lantern's bundled model</b> (SmolLM2 135M "
                 "Instruct): a tiny model, fine for trying Lantern, weak at facts.")
        if entry is None:
            self.text.setText(intro + " This machine has little free memory; open the "
                              "models to pick one that fits.")
            self.download.setVisible(False)
            return
        self.text.setText(f"{intro}<br>Recommended for this machine: <b>{entry.name}</b> "
                          f"— {entry.note}<br><small>Fits this computer ({fit_text} of memory "
                          f"free) · {entry.license}</small>")
        self.download.setText(f"Download {entry.name} ({human(entry.download_size)})")
        self.download.setAccessibleName(self.download.text())
        self.download.setVisible(True)

    def compact(self, model_name: str) -> None:
        """Not the first run: the empty chat just names the model, with a way to change it."""
        self.entry = None
        self.setStyleSheet("#firstRunBanner { border: none; }")
        self.text.setText(f"Chat model: <b>{model_name}</b>.")
        self.download.setVisible(False)
        self.browse.setText("Models…")

    def downloading(self, text: str) -> None:
        self.download.setEnabled(False)
        self.download.setText(text)
