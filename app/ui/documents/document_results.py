"""Search results: file, place, highlighted snippet and score, one per row.

A snippet arrives with its matches between MARKERS; it is HTML-escaped
first and only then are the markers turned into <b>, so text from a
document can never inject markup. Rows are drawn from that HTML by a small
delegate (QListWidget cannot show rich text); the plain text stays the
row's display text for screen readers and type-ahead.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import (
    QCoreApplication,
    QItemSelectionModel,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QKeyEvent, QPainter, QTextDocument
from PySide6.QtWidgets import (
    QApplication,
    QListView,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from app.ui.services.formatting import strip_markdown
from app.workers.say import say
from app.workers.search_side import MARKERS

if TYPE_CHECKING:  # retrieval (numpy) loads with the first search
    from app.search.retrieve import SearchResult

HTML_ROLE = Qt.ItemDataRole.UserRole + 1
RESULT_ROLE = Qt.ItemDataRole.UserRole + 2
ModelIndex = QModelIndex | QPersistentModelIndex


def snippet_html(snippet: str) -> str:
    """Escaped snippet with its marked matches in bold."""
    opened, closed = MARKERS
    words = strip_markdown(snippet)
    return html.escape(words).replace(opened, "<b>").replace(closed, "</b>")


def plain_snippet(snippet: str) -> str:
    return strip_markdown(snippet).replace(MARKERS[0], "").replace(MARKERS[1], "")


def result_html(result: SearchResult) -> str:
    name = html.escape(result.path.rsplit("/", 1)[-1])
    where = html.escape(say(result.passage))  # the order says the relevance; no raw score
    return (f"<div><b>{name}</b> <span class='muted'>{where}</span></div>"
            f"<div>{snippet_html(result.snippet)}</div>")


def result_text(result: SearchResult) -> str:
    name = result.path.rsplit("/", 1)[-1]
    return f"{name}, {say(result.passage)}: {plain_snippet(result.snippet)}"


class HtmlDelegate(QStyledItemDelegate):
    """Draws a row's HTML_ROLE with QTextDocument, wrapped to the view's width."""

    def _document(self, option: QStyleOptionViewItem, index: ModelIndex,
                  width: int) -> QTextDocument:
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        palette = option.palette
        text = palette.highlightedText() if selected else palette.text()
        muted = text if selected else palette.placeholderText()
        document = QTextDocument()
        document.setDocumentMargin(6)
        document.setDefaultFont(option.font)
        document.setDefaultStyleSheet(f"div {{ color: {text.color().name()} }} "
                                      f".muted {{ color: {muted.color().name()} }}")
        document.setHtml(str(index.data(HTML_ROLE) or ""))
        document.setTextWidth(max(width, 80))
        return document

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: ModelIndex) -> None:
        shown = QStyleOptionViewItem(option)
        self.initStyleOption(shown, index)
        shown.text = ""
        widget = shown.widget
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, shown, painter, widget)
        rect = option.rect
        document = self._document(option, index, rect.width())
        painter.save()
        painter.translate(rect.topLeft())
        document.drawContents(painter)
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: ModelIndex) -> QSize:
        view = self.parent()
        width = view.viewport().width() if isinstance(view, QListView) else 300
        document = self._document(option, index, width)
        return QSize(width, int(document.size().height()) + 2)


class ResultList(QListWidget):
    passage_requested = Signal(object)
    """SearchResult to show (Enter, double-click, context menu)."""
    file_requested = Signal(object)
    """SearchResult whose file to open (context menu, Ctrl+Enter)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(QCoreApplication.translate("ResultList", "Search results"))
        self.setItemDelegate(HtmlDelegate(self))
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setVerticalScrollMode(QListView.ScrollMode.ScrollPerPixel)
        self.setWordWrap(True)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._menu)
        self.itemActivated.connect(
            lambda item: self.passage_requested.emit(item.data(RESULT_ROLE)))

    def set_results(self, results: list[SearchResult]) -> None:
        self.clear()
        for result in results:
            item = QListWidgetItem(result_text(result))
            item.setData(HTML_ROLE, result_html(result))
            item.setData(RESULT_ROLE, result)
            item.setToolTip(result.path)
            self.addItem(item)
        if results:  # current for the keyboard, not shown selected until chosen
            self.selectionModel().setCurrentIndex(
                self.model().index(0, 0), QItemSelectionModel.SelectionFlag.NoUpdate)

    def sizeHint(self) -> QSize:
        # A few lines, not QListView's 192 px: the panel's search box gives the
        # list all the height left over anyway, and asking for more made the
        # Documents panel scroll in an ordinary window (1440x820).
        lines = 4 * self.fontMetrics().lineSpacing() + 2 * self.frameWidth()
        return QSize(super().sizeHint().width(), max(lines, self.minimumSizeHint().height()))

    def current_result(self) -> SearchResult | None:
        item = self.currentItem()
        result = item.data(RESULT_ROLE) if item is not None else None
        # Only set_results puts data under RESULT_ROLE (SearchResult itself is
        # not imported here at run time: retrieval loads with the first search).
        return cast("SearchResult | None", result)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        enter = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        result = self.current_result()
        if enter and result is not None:
            ctrl = event.modifiers() & Qt.KeyboardModifier.ControlModifier
            (self.file_requested if ctrl else self.passage_requested).emit(result)
            return
        super().keyPressEvent(event)

    def _menu(self, pos: QPoint) -> None:
        item = self.itemAt(pos)
        if item is None:
            return
        result = item.data(RESULT_ROLE)
        menu = QMenu(self)
        menu.addAction(self.tr("Show passage"), lambda: self.passage_requested.emit(result))
        menu.addAction(self.tr("Open file"), lambda: self.file_requested.emit(result))
        menu.addAction(self.tr("Copy path"), lambda: QApplication.clipboard().setText(result.path))
        menu.exec(self.viewport().mapToGlobal(pos))
