"""The empty chat's first-run notice: the bundled model is tiny; a better one
is a click away."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from app.models.catalog import CatalogEntry
from app.ui.locale_format import size as human
from app.ui.theme import set_role
from app.workers.say import say


class FirstRunBanner(QFrame):
    download_requested = Signal(object)
    """CatalogEntry: the recommended model, in one click."""
    browse_requested = Signal()
    resized = Signal()
    """Its height for its width changed (its text did, or its width)."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("firstRunBanner")
        self.setAccessibleName(self.tr("First run: choose a real model"))
        set_role(self, "banner")
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.problem = QLabel()
        """Why the recommended model's download stopped (hidden while none did)."""
        self.problem.setWordWrap(True)
        self.problem.setAccessibleName(self.tr("Download problem"))
        set_role(self.problem, "error")
        self.problem.setVisible(False)
        self.download = QPushButton()
        self.download.setDefault(False)
        self.browse = QPushButton(self.tr("Other models…"))
        self.entry: CatalogEntry | None = None
        self.download.clicked.connect(lambda: self.entry and self.download_requested.emit(
            self.entry))
        self.browse.clicked.connect(self.browse_requested)
        self.buttons = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.buttons.addWidget(self.download)
        self.buttons.addWidget(self.browse)
        self.buttons.addStretch(1)
        column = QVBoxLayout(self)
        column.addWidget(self.text)
        column.addWidget(self.problem)
        column.addLayout(self.buttons)

    def fit_buttons(self, width: int) -> None:
        """Side by side where they fit in `width`, else one under the other:
        side by side they made the notice wider than a narrow chat column
        (its place does not scroll sideways), cutting its text and buttons."""
        column = self.layout()
        margins = column.contentsMargins() if column is not None else self.contentsMargins()
        needed = (self.download.sizeHint().width() + self.browse.sizeHint().width()
                  + self.buttons.spacing() + margins.left() + margins.right()
                  + 2 * self.frameWidth())
        self.buttons.setDirection(QBoxLayout.Direction.LeftToRight if needed <= width
                                  else QBoxLayout.Direction.TopToBottom)

    def resizeEvent(self, event: QResizeEvent) -> None:
        # The chat column gives the notice its size hint's height, laid out for
        # another width; at a narrower one the wrapped text would be cut.
        super().resizeEvent(event)
        needed = self.heightForWidth(self.width())
        if needed > 0 and needed != self.minimumHeight():
            self.setMinimumHeight(needed)
            self.resized.emit()

    def offer(self, entry: CatalogEntry | None, fit_text: str) -> None:
        self.entry = entry
        set_role(self, "banner")
        self.browse.setText(self.tr("Other models…"))
        intro = self.tr("<b>You are chatting with Lantern's bundled model</b> (SmolLM2 135M "
                        "Instruct) — a tiny model: fine for trying Lantern, weak at facts.")
        if entry is None:
            self.text.setText(self.tr("{intro} This machine has little free memory; open the "
                                      "models to pick one that fits.").format(intro=intro))
            self.download.setVisible(False)
            return
        self.text.setText(self.tr("{intro}<br>Recommended for this machine: <b>{name}</b> — "
                                  "{note}<br><small>Fits this computer ({fit} of memory free) "
                                  "· {license}</small>").format(
            intro=intro, name=escape(entry.name), note=escape(say(entry.note)),
            fit=escape(fit_text), license=escape(entry.license)))
        self.download.setText(self.tr("Download {name} ({size})").format(
            name=entry.name, size=human(entry.download_size)))
        self.download.setAccessibleName(self.download.text())
        self.download.setEnabled(True)
        self.download.setVisible(True)
        self.problem.setVisible(False)

    def compact(self, model_name: str) -> None:
        """Not the first run: the empty chat just names the model, with a way to change it."""
        self.entry = None
        set_role(self, "")
        # The name comes from the GGUF's general.name: any text a file holds.
        self.text.setText(self.tr("Chat model: <b>{name}</b>.").format(name=escape(model_name)))
        self.download.setVisible(False)
        self.problem.setVisible(False)
        self.browse.setText(self.tr("Models…"))

    def downloading(self, text: str) -> None:
        """The download runs: its button says how far, and cannot start it twice."""
        self.download.setEnabled(False)
        self.download.setText(text)
        self.download.setAccessibleName(text)
        self.problem.setVisible(False)

    def stopped(self, button: str, problem: str = "") -> None:
        """The download is paused or failed: the button takes it up again
        (`button` says how), and `problem` says why it stopped."""
        self.download.setEnabled(True)
        self.download.setText(button)
        self.download.setAccessibleName(button)
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))


class BannerPlace(QScrollArea):
    """The notice's place above the chat: as tall as the notice when there is
    room; on a short window (150 % on 1366 x 768) it gives up height to the
    conversation and scrolls, instead of cutting the notice's buttons off
    under the conversation (its minimum used to exceed the column)."""

    MARGINS = (16, 10, 16, 0)

    def __init__(self, banner: FirstRunBanner) -> None:
        super().__init__()
        self.setObjectName("firstRunPlace")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.banner = banner
        inside = QWidget()
        inside.setAutoFillBackground(False)
        margins = QVBoxLayout(inside)
        margins.setContentsMargins(*self.MARGINS)
        margins.addWidget(banner)
        self.setWidget(inside)
        self.viewport().setAutoFillBackground(False)
        banner.resized.connect(self.updateGeometry)

    def resizeEvent(self, event: QResizeEvent) -> None:
        left, _top, right, _bottom = self.MARGINS
        self.banner.fit_buttons(self.viewport().width() - left - right)
        super().resizeEvent(event)

    def sizeHint(self) -> QSize:
        left, top, right, bottom = self.MARGINS
        width = max(1, self.viewport().width() - left - right)
        return QSize(super().sizeHint().width(),
                     self.banner.heightForWidth(width) + top + bottom)

    def minimumSizeHint(self) -> QSize:
        # Two lines of it at least: enough to see there is a notice to scroll.
        return QSize(0, self.fontMetrics().lineSpacing() * 2 + self.MARGINS[1])
