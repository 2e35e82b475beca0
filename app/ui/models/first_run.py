"""The empty chat's first-run notice: the bundled model is tiny; a better one
is a click away."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from app.models.catalog import CatalogEntry
from app.models.space import human
from app.ui.theme import set_role


class FirstRunBanner(QFrame):
    download_requested = Signal(object)
    """CatalogEntry: the recommended model, in one click."""
    browse_requested = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("firstRunBanner")
        self.setAccessibleName("First run: choose a real model")
        set_role(self, "banner")
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

    def resizeEvent(self, event: QResizeEvent) -> None:
        # The chat column gives the notice its size hint's height, laid out for
        # another width; at a narrower one the wrapped text would be cut.
        super().resizeEvent(event)
        needed = self.heightForWidth(self.width())
        if needed > 0 and needed != self.minimumHeight():
            self.setMinimumHeight(needed)

    def offer(self, entry: CatalogEntry | None, fit_text: str) -> None:
        self.entry = entry
        set_role(self, "banner")
        self.browse.setText("Other models…")
        intro = ("<b>You are chatting with Lantern's bundled model</b> (SmolLM2 135M "
                 "Instruct) — a tiny model: fine for trying Lantern, weak at facts.")
        if entry is None:
            self.text.setText(intro + " This machine has little free memory; open the "
                              "models to pick one that fits.")
            self.download.setVisible(False)
            return
        self.text.setText(f"{intro}<br>Recommended for this machine: <b>{escape(entry.name)}"
                          f"</b> — {escape(entry.note)}<br><small>Fits this computer "
                          f"({escape(fit_text)} of memory free) · {escape(entry.license)}"
                          "</small>")
        self.download.setText(f"Download {entry.name} ({human(entry.download_size)})")
        self.download.setAccessibleName(self.download.text())
        self.download.setVisible(True)

    def compact(self, model_name: str) -> None:
        """Not the first run: the empty chat just names the model, with a way to change it."""
        self.entry = None
        set_role(self, "")
        # The name comes from the GGUF's general.name: any text a file holds.
        self.text.setText(f"Chat model: <b>{escape(model_name)}</b>.")
        self.download.setVisible(False)
        self.browse.setText("Models…")

    def downloading(self, text: str) -> None:
        self.download.setEnabled(False)
        self.download.setText(text)
