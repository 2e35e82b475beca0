"""An answer's sources, listed under it with the ones it cites marked; each
opens its passage (and from there the file). The conversation's choice of
collections is app.ui.documents.collection_picker; the service the
controller calls is app.ui.services.document_chat. Loaded with the first
answer that has sources.
"""

from __future__ import annotations

import os
from collections.abc import Sequence

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QLabel, QMenu, QToolButton, QVBoxLayout, QWidget

from app.search.prompting import cited_numbers
from app.store.doc_models import MessageSource, passage_name, where_in_file
from app.ui.documents.passage_dialog import (
    Opener,
    Passage,
    open_file,
    open_or_say,
    show_passage,
)
from app.ui.theme import set_role
from app.workers.say import say


def source_label(source: MessageSource) -> str:
    """"[1] report.pdf, page 2, lines 3-9" or '[2] guide.md, "Install", lines 4-30'."""
    where = say(passage_name(where_in_file(source.page, source.line_start, source.line_end),
                             source.heading))
    name = os.path.basename(source.path)
    return f"[{source.number}] {name}, {where}" if where else f"[{source.number}] {name}"


class SourcesView(QWidget):
    """Numbered sources under an answer; the cited ones in bold."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Sources"))
        self.opener: Opener = open_file
        self.buttons: list[QToolButton] = []
        self.sources: list[MessageSource] = []
        self.cited: list[int] = []
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 4, 0, 0)
        self._layout.setSpacing(0)
        self.title = QLabel(self.tr("Sources"))
        set_role(self.title, "muted")
        self._layout.addWidget(self.title)
        self.setVisible(False)

    def set_sources(self, sources: Sequence[MessageSource], answer: str) -> None:
        for button in self.buttons:
            button.deleteLater()
        self.sources = list(sources)
        self.cited = cited_numbers(answer, len(self.sources))
        self.buttons = [self._button(s, s.number in self.cited) for s in self.sources]
        for button in self.buttons:
            self._layout.addWidget(button, 0, Qt.AlignmentFlag.AlignLeft)
        self.setVisible(bool(self.sources))

    def _button(self, source: MessageSource, cited: bool) -> QToolButton:
        button = QToolButton()
        label = source_label(source)
        button.setText(label)
        button.setAutoRaise(True)
        button.setAccessibleName((self.tr("Source {label}, cited") if cited
                                  else self.tr("Source {label}")).format(label=label))
        tip = (self.tr("{path}\nCited in the answer") if cited
               else self.tr("{path}\nNot cited in the answer"))
        button.setToolTip(tip.format(path=source.path))
        font = button.font()
        font.setBold(cited)
        button.setFont(font)
        button.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        button.clicked.connect(lambda: self.show_source(source))
        button.customContextMenuRequested.connect(
            lambda pos: self._menu(button, source, pos))
        return button

    def show_source(self, source: MessageSource) -> None:
        show_passage(Passage.of_source(source), self.opener, self)

    def _menu(self, button: QToolButton, source: MessageSource, pos: QPoint) -> None:
        menu = QMenu(self)
        menu.addAction(self.tr("Show passage"), lambda: self.show_source(source))
        menu.addAction(self.tr("Open file"), lambda: open_or_say(self.opener, source.path, self))
        menu.exec(button.mapToGlobal(pos))
