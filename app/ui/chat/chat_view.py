"""The chat view: a scrollable column of MessageWidgets.

The last message (the one that streams) sits in a container of its own
below the others: when it grows, Qt re-lays out only that small container,
so an update costs the same in a long conversation as in a short one.
Widgets are kept per message id and re-rendered only when their text
changes, so sending or switching branches does not render the history again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, QSize, Qt, QUrl, Signal
from PySide6.QtGui import QColor, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from app.ui.chat.empty_hint import EmptyHint
from app.ui.chat.history_cut import HistoryCutDivider, history_cut
from app.ui.chat.render import LIGHT, RenderStyle
from app.ui.theme import SPACE, set_role

if TYPE_CHECKING:
    # The tools stack loads after the first paint; the message widgets (and
    # the store's types under them, ~9 ms) with the first message shown.
    from app.store.models import StoredSummary
    from app.ui.chat.message_widget import MessageWidget
    from app.ui.chat.tool_call_view import ToolCallView
    from app.ui.services.thread_items import ShownMessage
    from app.ui.services.tool_rounds import ToolStep


def _only_calls(item: ShownMessage) -> bool:
    """An answer that only called tools: its calls show as their results."""
    message = item.message
    return (message.role == "assistant" and bool(message.tool_calls) and message.complete
            and not message.content.strip())


COMPACT_BELOW = 560
"""Narrower than this, messages show their actions as icons only."""
MAX_SHOWN = 100
"""Longer threads show their last messages first; a button shows the rest."""
COLUMN_WIDTH = 920
FOLLOW_SLACK_PX = 24


def _column(spacing: int) -> tuple[QWidget, QVBoxLayout]:
    widget = QWidget()
    layout = QVBoxLayout(widget)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(spacing)
    return widget, layout


class _Sheet(QWidget):
    """What the chat view scrolls. Its height is its messages laid out at the
    width shown (height for width): the sum of their minimum heights is
    taller (a message's text guesses at a narrower width) and, as a
    minimum, left empty room under the last message (~4 px a message)."""

    def minimumSizeHint(self) -> QSize:
        return QSize(super().minimumSizeHint().width(), 0)


class ChatView(QScrollArea):
    edit_requested = Signal(int)
    regenerate_requested = Signal(int)
    continue_requested = Signal(int)
    drop_oldest_requested = Signal(int)
    summary_edit_requested = Signal(object)
    """(StoredSummary) — Edit on the divider's summary."""
    new_chat_requested = Signal()
    branch_requested = Signal(int, int)
    link_activated = Signal(QUrl)
    copied = Signal(str)
    approval_chosen = Signal(str, object)
    """(tool call id, Approval) — the user answered a call's question."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Conversation"))
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Always on: with "as needed", Qt lays every changed text out a second
        # time, at the width it would have without the scroll bar, to decide
        # whether the bar is needed, on every frame of a streaming answer.
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        # ...and drawn as an empty track while there is nothing to scroll.
        bar = self.verticalScrollBar()
        bar.rangeChanged.connect(lambda _low, high: set_role(bar, "" if high > 0 else "idle"))
        set_role(bar, "idle")
        self._style: RenderStyle = LIGHT
        self._bubbles = (QColor("#e4ecfb"), QColor("#ffffff"))
        self._widgets: dict[int, MessageWidget] = {}
        self._tool_views: dict[int, ToolCallView] = {}
        """Saved tool results, by message id."""
        self._pending: dict[str, ToolCallView] = {}
        """Calls that ask or run, by call id, until their result is saved."""
        self._items: list[ShownMessage] = []
        self._show_all = False
        self._follow = True
        self._busy = False
        self._compact = False
        self._build()
        bar = self.verticalScrollBar()
        bar.rangeChanged.connect(self._on_range_changed)
        bar.valueChanged.connect(self._on_scrolled)

    def _build(self) -> None:
        column, layout = _column(10)
        column.setMaximumWidth(COLUMN_WIDTH)
        layout.setContentsMargins(16, 16, 16, 16)
        self._earlier = QPushButton()
        self._earlier.setAccessibleName(self.tr("Show earlier messages"))
        self._earlier.clicked.connect(self._show_everything)
        self._placeholder = EmptyHint(self.tr(
            "Start a conversation: type below and press Enter.\n"
            "Shift+Enter adds a line, Esc stops an answer."), self)
        self._placeholder.setAccessibleName(self.tr("Empty conversation"))
        self._history, self._history_layout = _column(10)
        self._live, self._live_layout = _column(0)
        self._steps, self._steps_layout = _column(SPACE.m)
        self.history_cut = HistoryCutDivider()
        self.history_cut.edit_requested.connect(self.summary_edit_requested)
        self._summary: StoredSummary | None = None
        self._notice = QLabel()
        self._notice.setAccessibleName(self.tr("Waiting"))
        self._notice.setWordWrap(True)
        self._notice.setVisible(False)
        for widget in (self._earlier, self._history, self._live, self._steps, self._notice):
            layout.addWidget(widget)
        layout.addStretch(1)
        outer = _Sheet()
        centring = QHBoxLayout(outer)
        centring.setContentsMargins(0, 0, 0, 0)
        centring.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        centring.addStretch(0)
        centring.addWidget(column, 1)
        centring.addStretch(0)
        self.setWidget(outer)
        self._earlier.setVisible(False)

    # -- the thread --------------------------------------------------------

    def set_thread(self, items: list[ShownMessage], *, new_conversation: bool = False) -> None:
        """Show these messages, reusing the widgets of those already shown."""
        if new_conversation:
            self._show_all = False
            self._follow = True
        self._items = list(items)
        for shown in self._widgets.values():
            shown.set_highlighted(False)
        visible = items if self._show_all else items[-MAX_SHOWN:]
        hidden = len(items) - len(visible)
        self._earlier.setText(self.tr("Show %n earlier message(s)", "", hidden))
        self._earlier.setVisible(hidden > 0)
        visible = [item for item in visible if not _only_calls(item)]
        keep = {item.id for item in visible}
        for message_id in [i for i in self._widgets if i not in keep]:
            self._drop(message_id)
        for message_id in [i for i in self._tool_views if i not in keep]:
            self._tool_views.pop(message_id).deleteLater()
        for index, item in enumerate(visible):
            widget = self._shown_widget(item)
            # The last message (the one that streams) sits alone in the live
            # container. Re-adding moves a widget to the end, keeping the order.
            last = index == len(visible) - 1
            (self._live_layout if last else self._history_layout).addWidget(widget)
        self._place_history_cut()
        if self._placeholder.wanted != (not items):
            self._placeholder.wanted = not items
            self.updateGeometry()  # its minimum: none while empty (minimumSizeHint)
        self._place_hint()
        if new_conversation:
            self._scroll_to_bottom()

    def _place_history_cut(self) -> None:
        """The divider above the first message the latest answer's prompt kept."""
        cut = history_cut(self._items)
        target = self._widgets.get(cut[0]) if cut is not None else None
        layout = self._history_layout
        if cut is None or target is None or layout.indexOf(target) < 0:
            self.history_cut.setVisible(False)
            return
        layout.removeWidget(self.history_cut)
        layout.insertWidget(layout.indexOf(target), self.history_cut)
        self.history_cut.say(cut, self._summary)
        self.history_cut.setVisible(True)

    def set_summary(self, summary: StoredSummary | None) -> None:
        """The summary that stands in for the thread's oldest messages (or None)."""
        self._summary = summary
        self._place_history_cut()

    def _shown_widget(self, item: ShownMessage) -> QWidget:
        if item.message.role == "tool" and item.message.tool_result is not None:
            view = self._tool_views.get(item.id)
            if view is None:
                from app.ui.chat.tool_call_view import ToolCallView

                view = ToolCallView.of_message(item.message)
                view.copied.connect(self.copied)
                self._tool_views[item.id] = view
            pending = self._pending.pop(item.message.tool_result.call_id, None)
            if pending is not None:
                pending.deleteLater()
            return view
        widget = self._widgets.get(item.id)
        if widget is None:
            widget = self._create(item)
        else:
            widget.update_shown(item)
        widget.set_busy(self._busy)
        return widget

    def show_tool_step(self, step: ToolStep) -> None:
        """A call that asks for approval or runs, below the answer that made it."""
        saved = any(v.step.call_id == step.call_id for v in self._tool_views.values())
        if saved:
            return
        view = self._pending.get(step.call_id)
        if view is None:
            from app.ui.chat.tool_call_view import ToolCallView

            view = ToolCallView(step)
            view.approval_chosen.connect(self.approval_chosen)
            view.copied.connect(self.copied)
            self._pending[step.call_id] = view
            self._steps_layout.addWidget(view)
            self._follow = True
        view.show_step(step)

    def clear_tool_steps(self) -> None:
        """The answer ended: calls still pending (stopped) are shown from the store."""
        for view in self._pending.values():
            view.deleteLater()
        self._pending.clear()

    def tool_views(self) -> list[ToolCallView]:
        """Saved results in thread order, then the calls still pending."""
        saved = [self._tool_views[i.id] for i in self._items if i.id in self._tool_views]
        return saved + list(self._pending.values())

    def _create(self, item: ShownMessage) -> MessageWidget:
        from app.ui.chat.message_widget import MessageWidget

        widget = MessageWidget(item, self._style, self._bubble_for(item))
        widget.set_compact(self._update_compact())
        widget.edit_requested.connect(self.edit_requested)
        widget.regenerate_requested.connect(self.regenerate_requested)
        widget.continue_requested.connect(self.continue_requested)
        widget.drop_oldest_requested.connect(self.drop_oldest_requested)
        widget.new_chat_requested.connect(self.new_chat_requested)
        widget.branch_requested.connect(self.branch_requested)
        widget.link_activated.connect(self.link_activated)
        widget.copied.connect(self.copied)
        self._widgets[item.id] = widget
        return widget

    def _drop(self, message_id: int) -> None:
        widget = self._widgets.pop(message_id)
        widget.setParent(None)
        widget.deleteLater()

    def _bubble_for(self, item: ShownMessage) -> QColor:
        return self._bubbles[0] if item.message.role == "user" else self._bubbles[1]

    def _show_everything(self) -> None:
        self._show_all = True
        self.set_thread(self._items)

    def widget_for(self, message_id: int) -> MessageWidget | None:
        return self._widgets.get(message_id)

    def message_widgets(self) -> list[MessageWidget]:
        """The widgets shown, in thread order."""
        return [self._widgets[i.id] for i in self._items if i.id in self._widgets]

    def items(self) -> list[ShownMessage]:
        return list(self._items)

    # -- streaming ---------------------------------------------------------

    def begin_stream(self, message_id: int, waiting_text: str) -> None:
        widget = self._widgets.get(message_id)
        if widget is None:
            return
        widget.begin_stream(waiting_text)
        self._follow = True

    def set_notice(self, text: str) -> None:
        """A line under the thread, e.g. while the model is still loading."""
        self._notice.setText(text)
        self._notice.setVisible(bool(text))

    @property
    def notice(self) -> str:
        return self._notice.text() if self._notice.isVisible() else ""

    def set_waiting_text(self, message_id: int, text: str) -> None:
        widget = self._widgets.get(message_id)
        if widget is not None:
            widget.set_waiting_text(text)

    def append(self, message_id: int, text: str) -> None:
        widget = self._widgets.get(message_id)
        if widget is not None:
            widget.append(text)

    def append_reasoning(self, message_id: int, text: str) -> None:
        widget = self._widgets.get(message_id)
        if widget is not None:
            widget.append_reasoning(text)

    def end_stream(self, shown: ShownMessage) -> None:
        widget = self._widgets.get(shown.id)
        if widget is None:
            return
        widget.end_stream(shown)
        self._items = [shown if item.id == shown.id else item for item in self._items]
        self._place_history_cut()

    def set_busy(self, busy: bool) -> None:
        self._busy = busy
        for widget in self._widgets.values():
            widget.set_busy(busy)

    # -- looks and scrolling -----------------------------------------------

    def restyle(self, style: RenderStyle, bubbles: tuple[QColor, QColor]) -> None:
        self._style = style
        self._bubbles = bubbles
        for item in self._items:
            widget = self._widgets.get(item.id)
            if widget is not None:
                widget.restyle(style, self._bubble_for(item))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_hint()
        if self._widgets:  # an empty thread has nothing to fold; _create asks itself
            self._update_compact()

    def _visible_area(self) -> QRect:
        """The viewport's rectangle, from the view's own size: the frame is
        off and the bar always on (`viewport()` costs the first paint, below)."""
        return self.rect().adjusted(0, 0, -self.verticalScrollBar().sizeHint().width(), 0)

    def _place_hint(self) -> None:
        self._placeholder.place(self._visible_area())

    def minimumSizeHint(self) -> QSize:
        # An empty thread has nothing to scroll: the view may give its height
        # to the first-run notice above it (the hint then steps aside).
        size = super().minimumSizeHint()
        if self._placeholder.wanted:
            size.setHeight(0)
        return size

    def _update_compact(self) -> bool:
        """Whether messages fold their actions (a narrow column), as of now.
        Not asked while the thread is empty: the first `viewport()` makes
        PySide6 create ~40 widget classes to tell the viewport's type (~5 ms,
        which the first paint need not wait for)."""
        compact = self.viewport().width() < COMPACT_BELOW
        if compact != self._compact:
            self._compact = compact
            for widget in self._widgets.values():
                widget.set_compact(compact)
        return compact

    def scroll_to_message(self, message_id: int) -> None:
        """A search hit: its message scrolled into view and marked, until
        another is or the thread changes."""
        widget = self._widgets.get(message_id)
        if widget is None:
            return
        self._follow = False
        sheet = self.widget()
        layout = sheet.layout() if sheet is not None else None
        if layout is not None:
            layout.activate()  # the thread just shown: place it first
        self.ensureWidgetVisible(widget, 0, 40)
        for other in self._widgets.values():
            other.set_highlighted(other is widget)

    def _scroll_to_bottom(self) -> None:
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    def _on_range_changed(self, _minimum: int, maximum: int) -> None:
        if self._follow:
            self.verticalScrollBar().setValue(maximum)

    def _on_scrolled(self, value: int) -> None:
        # Reading back up stops the view from following the stream; coming
        # back to the bottom resumes it.
        self._follow = value >= self.verticalScrollBar().maximum() - FOLLOW_SLACK_PX
