"""The conversation list: new, rename, delete (undo is offered by the window),
pin, and search as you type with snippets. Pinned first, then by last activity
(the store's order)."""

from __future__ import annotations

import html
from collections.abc import Callable
from concurrent.futures import Future
from datetime import datetime, timezone
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPoint, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QFont,
    QFontMetrics,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QResizeEvent,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from app.store import Conversation, SearchHit
from app.ui.locale_format import relative_time
from app.ui.services.tasks import spawn, when_done
from app.ui.services.worker_calls import result_or_report
from app.workers.chat_thread import ChatThread
from app.workers.say import say

if TYPE_CHECKING:  # the database code loads after the first paint
    from app.store.chats import ChatStore

SEARCH_DELAY_MS = 120
LIST_LIMIT = 300
MARK_OPEN, MARK_CLOSE = "\x02", "\x03"
"""Search markers that cannot occur in text: the snippet is escaped, then marked."""

ID_ROLE = Qt.ItemDataRole.UserRole
SUBTITLE_ROLE = Qt.ItemDataRole.UserRole + 1
HIT_ROLE = Qt.ItemDataRole.UserRole + 2
PINNED_ROLE = Qt.ItemDataRole.UserRole + 3
UPDATED_ROLE = Qt.ItemDataRole.UserRole + 4
"""When the conversation was last active (a timestamp): its "5 minutes ago"
is written again every CLOCK_MS, so it stays true while the window is open."""
SNIPPET_ROLE = Qt.ItemDataRole.UserRole + 5
CLOCK_MS = 30_000


def snippet_html(snippet: str) -> str:
    escaped = html.escape(" ".join(snippet.split()))
    return escaped.replace(MARK_OPEN, "<b>").replace(MARK_CLOSE, "</b>")


class _ItemDelegate(QStyledItemDelegate):
    """Title in bold, then a muted line: the search snippet, or when it was active."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""
        widget = option.widget
        style = widget.style() if widget is not None else None
        if style is not None:
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        document = self._document(opt, index)
        context = QAbstractTextDocumentLayout.PaintContext()
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        context.palette.setColor(QPalette.ColorRole.Text, opt.palette.color(role))
        rect = opt.rect
        painter.save()
        painter.translate(rect.left() + 8, rect.top() + 5)
        document.documentLayout().draw(painter, context)
        painter.restore()

    def _document(self, option: QStyleOptionViewItem,
                  index: QModelIndex | QPersistentModelIndex) -> QTextDocument:
        width = max(40, option.rect.width() - 16)
        bold = QFont(option.font)
        bold.setBold(True)
        title = QFontMetrics(bold).elidedText(
            str(index.data(Qt.ItemDataRole.DisplayRole) or "Untitled"),
            Qt.TextElideMode.ElideRight, width)
        subtitle = str(index.data(SUBTITLE_ROLE) or "")
        document = QTextDocument()
        document.setDefaultFont(option.font)
        document.setDocumentMargin(0)
        document.setHtml(f"<b>{html.escape(title)}</b><br><small>{subtitle}</small>")
        document.setTextWidth(width)
        return document

    def sizeHint(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        line = option.fontMetrics.lineSpacing()
        lines = 3 if index.data(HIT_ROLE) else 2
        # No width of its own: the list lays each row out across its viewport,
        # and the title is elided to that (a fixed 200 ran past a narrow list).
        return QSize(1, line * lines + 12)


class _List(QListWidget):
    delete_pressed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.empty_text = ""
        """Said in the list while it holds nothing (a first start, a search
        that found nothing): an empty white column reads as broken."""

    def show_empty_text(self, text: str) -> None:
        self.empty_text = text
        self.viewport().update()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self.count() or not self.empty_text:
            return
        painter = QPainter(self.viewport())
        painter.setPen(self.palette().color(QPalette.ColorRole.PlaceholderText))
        margin = self.fontMetrics().averageCharWidth() * 2
        area = self.viewport().rect().adjusted(margin, margin, -margin, -margin)
        painter.drawText(area, int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
                                   | Qt.TextFlag.TextWordWrap), self.empty_text)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Delete and self.state() != self.State.EditingState:
            self.delete_pressed.emit()
            return
        super().keyPressEvent(event)


class ConversationList(QWidget):
    activated = Signal(int, object)
    picked = Signal()
    """A conversation was clicked: what is typed next is a message to it."""
    """(conversation id, message id to show or None)."""
    new_requested = Signal()
    deleted = Signal(int, str, object)
    """(conversation id, title, the neighbour to show or None): the window
    offers to undo."""
    renamed = Signal(int, str)
    """(conversation id, new title)."""
    error = Signal(str)

    def __init__(self, chats: ChatThread, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.chats = chats
        self._reads = 0
        """Refreshes asked for; only the latest one's answer is shown."""
        self._current: int | None = None
        self._populating = False
        self.menu_extras: list[tuple[Callable[[], str], Callable[[int, str], object]]] = []
        """(label, action on (conversation id, title)) the window adds to each
        conversation's context menu."""
        self._search_timer = QTimer(self)
        self._search_timer.setSingleShot(True)
        self._search_timer.setInterval(SEARCH_DELAY_MS)
        self._search_timer.timeout.connect(self.refresh)
        self._answering: set[int] = set()
        """Conversations with an answer being written (shown or not)."""
        self.clock = QTimer(self)
        self.clock.setInterval(CLOCK_MS)
        self.clock.timeout.connect(self._retell)
        self.clock.start()
        self._build()

    def _build(self) -> None:
        self._column = layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 0, 8)
        self.top = top = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.search = QLineEdit()
        self.search.setAccessibleName(self.tr("Search conversations"))
        self.search.setPlaceholderText(self.tr("Search (Ctrl+K)"))
        self.search.textChanged.connect(lambda _t: self._search_timer.start())
        self.search.returnPressed.connect(self._open_first)
        self.search.installEventFilter(self)
        self.new_button = QPushButton(self.tr("New chat"))
        self.new_button.setAccessibleName(self.tr("New chat"))
        self.new_button.setToolTip(self.tr("New chat (Ctrl+N)"))
        self.new_button.clicked.connect(self.new_requested)
        top.addWidget(self.search, 1)
        top.addWidget(self.new_button)
        layout.addLayout(top)
        self.list = _List()
        self.list.setAccessibleName(self.tr("Conversations"))
        self.list.setItemDelegate(_ItemDelegate(self.list))
        # Titles are elided to the list's width: never a sideways scroll bar.
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setEditTriggers(QListWidget.EditTrigger.EditKeyPressed)
        self.list.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.list.customContextMenuRequested.connect(self._context_menu)
        self.list.currentItemChanged.connect(self._current_changed)
        self.list.itemClicked.connect(lambda _item: self.picked.emit())
        self.list.itemChanged.connect(self._renamed)
        self.list.delete_pressed.connect(self.delete_current)
        layout.addWidget(self.list, 1)
        # F2, Ctrl+P and Delete are the window's shortcuts (app.ui.window_menus),
        # so they work wherever the focus is.

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The search box above New chat when both do not fit side by side
        (the placeholder and the button's words are longer in some languages)."""
        super().resizeEvent(event)
        placeholder = self.search.fontMetrics().horizontalAdvance(self.search.placeholderText())
        needed = (placeholder + 24 + self.top.spacing() + self.new_button.sizeHint().width()
                  + self._column.contentsMargins().left())
        self.top.setDirection(QBoxLayout.Direction.TopToBottom if event.size().width() < needed
                              else QBoxLayout.Direction.LeftToRight)

    def eventFilter(self, watched: object, event: object) -> bool:
        if (watched is self.search and isinstance(event, QKeyEvent)
                and event.type() == QKeyEvent.Type.KeyPress
                and event.key() == Qt.Key.Key_Escape and self.search.text()):
            self.search.clear()  # Esc: every conversation again
            return True
        # Down arrow in the search box moves into the results.
        if (watched is self.search and isinstance(event, QKeyEvent)
                and event.type() == QKeyEvent.Type.KeyPress and event.key() == Qt.Key.Key_Down):
            self.list.setFocus()
            if self.list.currentRow() < 0 and self.list.count():
                self.list.setCurrentRow(0)
            return True
        return False

    # -- contents ----------------------------------------------------------

    def refresh(self) -> None:
        """Reload, in the chats thread: everything, or what matches the search text."""
        self._reads += 1
        spawn(self._refresh(self._reads, self.search.text().strip()), self.error.emit)

    async def _refresh(self, read: int, text: str) -> None:
        found = await result_or_report(
            self.chats.call(lambda store: _listing(store, text)), self.error.emit)
        if found is None or read != self._reads:
            return  # failed, or a newer refresh is on its way
        conversations, hits = found
        self._populating = True
        try:
            self.list.clear()
            for conversation in conversations:
                self.list.addItem(self._item(conversation, hits.get(conversation.id)))
            self.list.show_empty_text(self._empty_text(text))
            self._select(self._current)
        finally:
            self._populating = False

    def _empty_text(self, searched: str) -> str:
        if searched:
            return self.tr("No conversation matches “{text}”.").format(text=searched)
        return self.tr("Your conversations will be listed here. Type a message to start one.")

    def _item(self, conversation: Conversation, hit: tuple[int, str] | None) -> QListWidgetItem:
        item = QListWidgetItem(conversation.title or self.tr("Untitled"))
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable)
        item.setData(ID_ROLE, conversation.id)
        item.setData(PINNED_ROLE, conversation.pinned)
        item.setData(UPDATED_ROLE, conversation.updated_at)
        if hit is not None:
            item.setData(HIT_ROLE, hit[0])
            item.setData(SNIPPET_ROLE, snippet_html(hit[1]))
        self._tell(item)
        return item

    def _tell(self, item: QListWidgetItem) -> None:
        """The line under the title: a search's snippet, or when it was active
        (and whether it is pinned, whether an answer is being written in it)."""
        when = html.escape(relative_time(datetime.fromtimestamp(
            float(item.data(UPDATED_ROLE) or 0), timezone.utc)))
        pinned = bool(item.data(PINNED_ROLE))
        subtitle = self.tr("Pinned · {when}").format(when=when) if pinned else when
        if item.data(ID_ROLE) in self._answering:
            subtitle = self.tr("Answering… · {when}").format(when=subtitle)
        item.setData(SUBTITLE_ROLE, item.data(SNIPPET_ROLE) or subtitle)
        title = item.text() or self.tr("Untitled")
        item.setData(Qt.ItemDataRole.AccessibleTextRole, f"{title}, {subtitle}")

    def _retell(self) -> None:
        for row in range(self.list.count()):
            self._tell(self.list.item(row))

    def set_answering(self, conversation_ids: set[int]) -> None:
        """Mark the conversations with an answer being written, the ones in
        the background too (the list says which are still busy)."""
        if conversation_ids != self._answering:
            self._answering = set(conversation_ids)
            self._retell()

    def set_current(self, conversation_id: int | None) -> None:
        """Highlight the conversation the window shows (no activation). A new
        chat ends a search: the list shows every conversation again."""
        self._current = conversation_id
        if conversation_id is None and self.search.text():
            self.search.clear()
        self._populating = True
        try:
            self._select(conversation_id)
        finally:
            self._populating = False

    def _select(self, conversation_id: int | None) -> None:
        for row in range(self.list.count()):
            item = self.list.item(row)
            if item.data(ID_ROLE) == conversation_id:
                self.list.setCurrentItem(item)
                return
        self.list.setCurrentRow(-1)

    def ids(self) -> list[int]:
        return [int(self.list.item(r).data(ID_ROLE)) for r in range(self.list.count())]

    # -- actions -----------------------------------------------------------

    def focus_search(self) -> None:
        self.search.setFocus()
        self.search.selectAll()

    def _open_first(self) -> None:
        if self.list.count():
            self.list.setCurrentRow(0)
            self.list.setFocus()

    def _current_changed(self, current: QListWidgetItem | None,
                         _previous: QListWidgetItem | None) -> None:
        if self._populating or current is None:
            return
        self._current = int(current.data(ID_ROLE))
        self.activated.emit(self._current, current.data(HIT_ROLE))

    def _current_item(self) -> QListWidgetItem | None:
        return self.list.currentItem()

    def rename_current(self) -> None:
        item = self._current_item()
        if item is not None:
            self.list.editItem(item)

    def _renamed(self, item: QListWidgetItem) -> None:
        if self._populating:
            return
        conversation_id, title = int(item.data(ID_ROLE)), item.text().strip()
        self._change(lambda store: store.rename(conversation_id, title))
        self.renamed.emit(conversation_id, title)

    def toggle_pin_current(self) -> None:
        item = self._current_item()
        if item is None:
            return
        conversation_id, pinned = int(item.data(ID_ROLE)), not bool(item.data(PINNED_ROLE))
        self._change(lambda store: store.set_pinned(conversation_id, pinned))

    def delete_current(self) -> None:
        item = self._current_item()
        if item is not None:
            row = self.list.row(item)
            beside = self.list.item(row + 1) or self.list.item(row - 1)
            neighbour = int(beside.data(ID_ROLE)) if beside is not None else None
            spawn(self._delete(int(item.data(ID_ROLE)), item.text(), neighbour),
                  self.error.emit)

    async def _delete(self, conversation_id: int, title: str, neighbour: int | None) -> None:
        def delete(store: ChatStore) -> bool:
            store.delete_conversation(conversation_id)
            return True

        if await result_or_report(self.chats.call(delete), self.error.emit) is None:
            return
        if self._current == conversation_id:
            self._current = None
        self.refresh()
        self.deleted.emit(conversation_id, title, neighbour)

    def restore(self, conversation_id: int) -> None:
        self._change(lambda store: store.restore_conversation(conversation_id))

    def _change(self, change: Callable[[ChatStore], None]) -> None:
        """A change in the chats thread, then the list read again after it."""
        when_done(self.chats.call(change), self._report_failure)
        self.refresh()  # posted after the change: it reads the result

    def _report_failure(self, done: Future[None]) -> None:
        error = None if done.cancelled() else done.exception()
        if error is not None:  # from the chats thread; Qt queues the signal
            self.error.emit(say(error))

    def _context_menu(self, position: QPoint) -> None:
        item = self.list.itemAt(position)
        if item is None:
            return
        self.list.setCurrentItem(item)
        self.menu_for(item).exec(self.list.viewport().mapToGlobal(position))

    def menu_for(self, item: QListWidgetItem) -> QMenu:
        """A conversation's context menu (not yet shown)."""
        menu = QMenu(self)
        menu.addAction(self.tr("Rename"), self.rename_current)
        menu.addAction(self.tr("Unpin") if item.data(PINNED_ROLE) else self.tr("Pin"),
                       self.toggle_pin_current)
        menu.addAction(self.tr("Delete"), self.delete_current)
        conversation_id, title = int(item.data(ID_ROLE)), item.text()
        for label, act in self.menu_extras:  # the window's (Export…)
            menu.addAction(label(), partial(act, conversation_id, title))
        return menu


def _listing(store: ChatStore, text: str) -> tuple[list[Conversation], dict[int, tuple[int, str]]]:
    """In the chats thread: the conversations, and each one's first search hit."""
    conversations = store.list_conversations(limit=LIST_LIMIT, search=text or None)
    hits: dict[int, tuple[int, str]] = {}
    if text:
        found: list[SearchHit] = store.search(text, limit=LIST_LIMIT,
                                              markers=(MARK_OPEN, MARK_CLOSE))
        for hit in found:
            hits.setdefault(hit.conversation_id, (hit.message_id, hit.snippet))
    return conversations, hits
