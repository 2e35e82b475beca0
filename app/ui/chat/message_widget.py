"""One message in the chat view: header with actions, rendered text, usage line.

While an answer streams, a StreamBody shows it (at most one render per
STREAM_FRAME_MS, costing only the unfinished tail). When it ends the whole
message is rendered once into a single RichText, or, when it is long, into
a ChunkedBody over several event-loop turns, the streamed text staying on
screen until that is ready.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.engine.errors import HistoryTooLong
from app.store import Message
from app.store.doc_models import MessageSource
from app.ui.chat.attachments import MESSAGE_THUMB, ThumbnailRow, open_viewer
from app.ui.chat.message_bodies import ChunkedBody, StreamBody
from app.ui.chat.render import COPY_SCHEME, RenderStyle, plain_to_html, render_markdown
from app.ui.chat.rich_text import RichText
from app.ui.chat.thinking_view import ThinkingView
from app.ui.elided_label import ElidedLabel
from app.ui.locale_format import number
from app.ui.services.formatting import format_usage
from app.ui.services.thread_items import ShownMessage
from app.ui.theme import SPACE, set_icon, set_role
from app.workers.say import say

if TYPE_CHECKING:
    from app.ui.documents.sources_view import SourcesView

STREAM_FRAME_MS = 50
"""A streaming answer re-renders at most 20 times a second: smooth to read,
and it leaves the CPU to the model. Measured while streaming 60 tokens/s
(bench/README.md): rendering every token signal used 85 ms of GUI CPU per
second and cost the 2-core machine 15-25% of its decode speed; 20 frames a
second use about 35 ms (render and paint; 20 of it is the per-token floor)."""
LONG_MESSAGE = 12_000
"""Answers longer than this render in chunks over several event-loop turns."""


def _tool_button(text: str, accessible: str, tip: str) -> QToolButton:
    button = QToolButton()
    button.setText(text)
    button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    button.setAccessibleName(accessible)
    button.setToolTip(tip)
    set_role(button, "action")
    # Not in the Tab chain: Tab goes composer -> conversation list -> panels;
    # the actions are reached by mouse and by their shortcuts (Ctrl+R, ...).
    button.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
    return button


class MessageWidget(QFrame):
    edit_requested = Signal(int)
    regenerate_requested = Signal(int)
    continue_requested = Signal(int)
    drop_oldest_requested = Signal(int)
    """A new answer beside this refused one, its oldest turns left out."""
    new_chat_requested = Signal()
    """Under a refused answer: start afresh (the window's New chat)."""
    branch_requested = Signal(int, int)
    """(message id, -1 or +1): show the previous or next alternative."""
    link_activated = Signal(QUrl)
    copied = Signal(str)
    """A short description of what went to the clipboard."""

    def __init__(self, shown: ShownMessage, style: RenderStyle, bubble: QColor) -> None:
        super().__init__()
        self.setObjectName(f"message-{shown.id}")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAutoFillBackground(True)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self._style = style
        self._shown = shown
        self._code_blocks: list[str] = []
        self._stream_body: StreamBody | None = None
        self._long_body: ChunkedBody | None = None
        self._pending_long: ChunkedBody | None = None
        self._retiring: QWidget | None = None
        """The streamed text, kept on screen until its final render is ready."""
        self._unrendered = ""
        self._frame = QTimer(self)
        self._frame.setSingleShot(True)
        self._frame.setInterval(STREAM_FRAME_MS)
        self._frame.timeout.connect(self._render_frame)
        self.rendered_chars: list[int] = []
        """Markdown characters rendered per frame of the last stream (for tests)."""
        self._text = shown.message.content
        self.highlighted = False
        """Marked as the message a search hit leads to (ChatView)."""
        self._bubble = bubble
        self._build(shown)
        self.set_bubble(bubble)
        self.update_shown(shown, force=True)

    # -- construction ------------------------------------------------------

    def _build(self, shown: ShownMessage) -> None:
        layout = QVBoxLayout(self)
        layout.setContentsMargins(SPACE.l, SPACE.m, SPACE.l, SPACE.m)
        layout.setSpacing(SPACE.s)
        layout.addLayout(self._build_header(shown.message))
        self.thinking = ThinkingView()
        self.thinking.setVisible(False)
        layout.addWidget(self.thinking)
        self.images = ThumbnailRow(MESSAGE_THUMB, removable=False)
        self.images.open_requested.connect(
            lambda image: open_viewer(image, self.window(), self._show_problem))
        layout.addWidget(self.images)
        self.body = RichText(self.tr("Your message") if self.is_user else self.tr("Answer"))
        self.body.link_activated.connect(self._on_link)
        layout.addWidget(self.body)
        self.status = QLabel()
        self.status.setAccessibleName(self.tr("Answer status"))
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        set_role(self.status, "warning")
        self.sources_view: SourcesView | None = None
        self._first_piece_pending = False
        self.usage = QLabel()
        self.usage.setAccessibleName(self.tr("Answer usage"))
        self.usage.setWordWrap(True)
        self.usage.setTextFormat(Qt.TextFormat.PlainText)
        set_role(self.usage, "small")
        self.usage.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.status)
        layout.addWidget(self.usage)
        self.status.setVisible(False)
        self.usage.setVisible(not self.is_user)

    def _build_header(self, message: Message) -> QHBoxLayout:
        header = QHBoxLayout()
        header.setSpacing(SPACE.s)
        self.author = ElidedLabel(self._author(message))
        self.author.setAccessibleName(self.tr("Author"))
        font = self.author.font()
        font.setBold(True)
        self.author.setFont(font)
        header.addWidget(self.author, 1)
        self.previous_branch = _tool_button(
            "‹", self.tr("Previous version"),
            self.tr("Show the previous version (Alt+Left on the last)"))
        self.branch_label = QLabel()
        self.branch_label.setAccessibleName(self.tr("Version"))
        self.next_branch = _tool_button(
            "›", self.tr("Next version"), self.tr("Show the next version (Alt+Right on the last)"))
        self.previous_branch.clicked.connect(lambda: self.branch_requested.emit(self.id, -1))
        self.next_branch.clicked.connect(lambda: self.branch_requested.emit(self.id, +1))
        self.edit_button = _tool_button(
            self.tr("Edit"), self.tr("Edit message"),
            self.tr("Edit this message; the answer becomes a new branch"))
        self.edit_button.clicked.connect(lambda: self.edit_requested.emit(self.id))
        self.copy_button = _tool_button(self.tr("Copy"), self.tr("Copy message"),
                                        self.tr("Copy this message's text"))
        self.copy_button.clicked.connect(self.copy_text)
        self.regenerate_button = _tool_button(self.tr("Regenerate"), self.tr("Regenerate answer"),
                                              self.tr("Write a new answer (Ctrl+R)"))
        self.regenerate_button.clicked.connect(lambda: self.regenerate_requested.emit(self.id))
        self.continue_button = _tool_button(self.tr("Continue"), self.tr("Continue answer"),
                                            self.tr("Continue this incomplete answer"))
        self.continue_button.clicked.connect(lambda: self.continue_requested.emit(self.id))
        self.drop_oldest_button = _tool_button(
            self.tr("Drop the oldest turns"), self.tr("Drop the oldest turns for this answer"),
            self.tr("Answer again with the oldest turns left out of the prompt, this time "
                    "only (the conversation keeps them and its setting)"))
        self.drop_oldest_button.clicked.connect(
            lambda: self.drop_oldest_requested.emit(self.id))
        self.new_chat_button = _tool_button(
            self.tr("New chat"), self.tr("Start a new conversation"),
            self.tr("Start a new conversation (Ctrl+N); this one stays as it is"))
        self.new_chat_button.clicked.connect(self.new_chat_requested)
        for widget in (self.previous_branch, self.branch_label, self.next_branch,
                       self.edit_button, self.copy_button, self.continue_button,
                       self.drop_oldest_button, self.new_chat_button,
                       self.regenerate_button):
            header.addWidget(widget)
        return header

    def set_compact(self, compact: bool) -> None:
        """Narrow conversation: the actions show their icons only, so the
        message fits the column (their names stay as tooltips and for
        screen readers)."""
        style = (Qt.ToolButtonStyle.ToolButtonIconOnly if compact
                 else Qt.ToolButtonStyle.ToolButtonTextOnly)
        for button, icon in ((self.edit_button, "pencil"), (self.copy_button, "copy"),
                             (self.regenerate_button, "refresh-cw"),
                             (self.continue_button, "play")):
            if compact and button.property("icon_name") is None:
                set_icon(button, icon)
            button.setToolButtonStyle(style)

    def _author(self, message: Message) -> str:
        return self.tr("You") if message.role == "user" else (message.model or self.tr("Assistant"))

    # -- state -------------------------------------------------------------

    @property
    def id(self) -> int:
        return self._shown.id

    @property
    def message(self) -> Message:
        return self._shown.message

    @property
    def is_user(self) -> bool:
        return self._shown.message.role == "user"

    @property
    def streaming(self) -> bool:
        return self._stream_body is not None

    @property
    def text(self) -> str:
        """The message text as shown, including what is still streaming."""
        return self._text

    @property
    def code_blocks(self) -> list[str]:
        return list(self._code_blocks)

    def update_shown(self, shown: ShownMessage, *, force: bool = False) -> None:
        """Show a newer state of the message; re-renders only if its text changed."""
        old = self._shown.message
        self._shown = shown
        message = shown.message
        if force or (message.content != old.content and not self.streaming):
            self._text = message.content
            self._render_body()
        if not self.streaming:
            self._show_thought(message.reasoning)
        if message.images or self.images.images:
            self.images.show_images(message.images, self._show_problem)
        self._update_branch(shown)
        self._update_footer(message)
        self._update_actions(busy=False)

    def _render_body(self) -> None:
        if not self.is_user and len(self._text) > LONG_MESSAGE:
            self._render_long()
            return
        if self.is_user:
            self.body.setHtml(plain_to_html(self._text))
            self._code_blocks = []
        else:
            rendered = render_markdown(self._text, self._style)
            self.body.setHtml(rendered.html)
            self._code_blocks = rendered.code_blocks
        self._pending_long = None
        self._replace_long(None)
        self._retire()
        if not self._text:  # an answer that failed before its first word: no empty box
            self.body.setVisible(False)

    def _render_long(self) -> None:
        """A long answer renders in chunks, one per event-loop turn, so the
        window never stalls on it; what is on screen stays until it is done."""
        self._pending_long = ChunkedBody(self._text, self._style, self._on_link,
                                         self._long_ready, self._text_width())
        self._pending_long.setVisible(False)
        self._insert_before_status(self._pending_long)
        self._pending_long.start()

    def _text_width(self) -> int:
        """The width the text gets inside this widget, 0 before its first layout."""
        layout = self.layout()
        if layout is None or not self.testAttribute(Qt.WidgetAttribute.WA_Resized):
            return 0
        margins = layout.contentsMargins()
        return self.width() - margins.left() - margins.right()

    def _long_ready(self, ready: ChunkedBody) -> None:
        if ready is not self._pending_long:
            ready.setParent(None)
            ready.deleteLater()  # superseded by a newer render
            return
        self._pending_long = None
        self._code_blocks = ready.code_blocks
        self._replace_long(ready)
        self._retire()

    def _replace_long(self, new: ChunkedBody | None) -> None:
        if self._long_body is not None:
            self._long_body.setParent(None)
            self._long_body.deleteLater()
        self._long_body = new
        if new is not None:
            new.resize(self._text_width() or new.width(), new.height())  # lay out once
            new.setVisible(True)
        self.body.setVisible(new is None)

    def _retire(self) -> None:
        if self._retiring is not None:
            self._retiring.setParent(None)
            self._retiring.deleteLater()
            self._retiring = None

    def _insert_before_status(self, widget: QWidget) -> None:
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.insertWidget(layout.indexOf(self.status), widget)

    def _update_branch(self, shown: ShownMessage) -> None:
        several = shown.branch_count > 1
        for widget in (self.previous_branch, self.branch_label, self.next_branch):
            widget.setVisible(several)
        self.branch_label.setText(f"{shown.branch_index + 1}/{shown.branch_count}")
        self.branch_label.setAccessibleDescription(self.tr("version {index} of {count}").format(
            index=shown.branch_index + 1, count=shown.branch_count))
        self.previous_branch.setEnabled(shown.branch_index > 0)
        self.next_branch.setEnabled(shown.branch_index < shown.branch_count - 1)

    def _show_problem(self, text: str) -> None:
        """An image that could not be shown (its thumbnail or full size)."""
        self.status.setText(text)
        self.status.setVisible(True)

    def _status_text(self, status: str) -> str:
        if status == "stopped":
            return self.tr("Stopped — incomplete")
        if status == "interrupted":
            return self.tr("Interrupted — incomplete")
        return self.tr("Failed — incomplete")

    def _update_footer(self, message: Message) -> None:
        self.author.setText(self._author(message))
        if self.is_user:
            return
        status = message.status
        if status != "complete" and not self.streaming:
            shown = self._status_text(status)
            self.status.setText(self.tr("{status}: {error}").format(
                status=shown, error=say(message.error)) if message.error else shown)
            self.status.setVisible(True)
        elif _cut_short(message) and not self.streaming:
            self.status.setText(self._why_cut_short(message))
            self.status.setVisible(True)
        else:
            self.status.setVisible(False)
        self.usage.setText(format_usage(message.usage, message.lora))

    def _why_cut_short(self, message: Message) -> str:
        """An answer that ended at a limit says which: the context, or max tokens."""
        usage = message.usage
        assert usage is not None
        if usage.context_full:
            return self.tr("Stopped: the model's context ({n_ctx} tokens) is full. Continue "
                           "makes room by this conversation's Too long setting.").format(
                n_ctx=number(usage.prompt_tokens + usage.completion_tokens))
        return self.tr("Stopped at the longest answer ({tokens} tokens); Continue writes "
                       "more.").format(tokens=number(usage.completion_tokens))

    def set_sources(self, sources: Sequence[MessageSource], answer: str) -> None:
        """Numbered document sources under an answer (chat with documents)."""
        if self.sources_view is None:
            # Its passage dialog and the search code load with the first
            # answer that has sources, not before the window's first paint.
            from app.ui.documents.sources_view import SourcesView

            self.sources_view = SourcesView()
            self._insert_before_status(self.sources_view)
        self.sources_view.set_sources(sources, answer)

    def set_busy(self, busy: bool) -> None:
        """Actions that start a generation are off while one runs."""
        self._update_actions(busy)

    def _update_actions(self, busy: bool) -> None:
        shown, message = self._shown, self._shown.message
        self.edit_button.setVisible(self.is_user)
        self.edit_button.setEnabled(not busy)
        self.regenerate_button.setVisible(not self.is_user and shown.is_last)
        self.regenerate_button.setEnabled(not busy)
        incomplete = not self.is_user and (not message.complete or _cut_short(message))
        # nothing to go on but the saved text, in English or the window's language
        refused = (message.error or "").startswith((HistoryTooLong.LEAD,
                                                    say(HistoryTooLong.LEAD)))
        self.continue_button.setVisible(incomplete and shown.is_last and not self.streaming
                                        and not refused)
        self.continue_button.setEnabled(not busy)
        self.drop_oldest_button.setVisible(refused and shown.is_last and not self.streaming)
        self.drop_oldest_button.setEnabled(not busy)
        self.new_chat_button.setVisible(self.drop_oldest_button.isVisibleTo(self))
        self.previous_branch.setEnabled(not busy and shown.branch_index > 0)
        self.next_branch.setEnabled(not busy and shown.branch_index < shown.branch_count - 1)

    def set_bubble(self, colour: QColor) -> None:
        self._bubble = colour
        palette = QPalette(self.palette())
        shown = self._highlight_of(colour) if self.highlighted else colour
        for role in (QPalette.ColorRole.Window, QPalette.ColorRole.Base):
            palette.setColor(role, shown)
        self.setPalette(palette)

    def set_highlighted(self, highlighted: bool) -> None:
        """The message a search hit leads to: its bubble takes a tint of the
        selection colour, so the eye finds it on the page."""
        if highlighted != self.highlighted:
            self.highlighted = highlighted
            self.set_bubble(self._bubble)

    def _highlight_of(self, colour: QColor) -> QColor:
        accent, share = self.palette().color(QPalette.ColorRole.Highlight), 0.3

        def mix(a: float, c: float) -> float:
            return share * a + (1 - share) * c
        return QColor.fromRgbF(mix(accent.redF(), colour.redF()),
                               mix(accent.greenF(), colour.greenF()),
                               mix(accent.blueF(), colour.blueF()))

    def restyle(self, style: RenderStyle, bubble: QColor) -> None:
        """Theme change: colours of code blocks live in the HTML, so render again."""
        self._style = style
        self.set_bubble(bubble)
        if not self.streaming:
            self._render_body()

    # -- streaming ---------------------------------------------------------

    def begin_stream(self, waiting_text: str) -> None:
        """From now on text arrives through append(); the body shows it live."""
        self.rendered_chars = []
        self._stream_body = StreamBody(self._style, self._on_link, self.rendered_chars)
        self._insert_before_status(self._stream_body)
        if not self._text:  # a continued answer keeps its start on screen
            self.body.setVisible(False)
        self.status.setVisible(False)
        self.usage.setText(waiting_text)
        self._first_piece_pending = True
        self._update_actions(busy=True)

    def set_waiting_text(self, text: str) -> None:
        if self.streaming and self._first_piece_pending:  # never over "Answering…"
            self.usage.setText(text)

    def append(self, text: str) -> None:
        """New text: shown at once if the last frame is old enough, else with
        the next frame (at most one render every STREAM_FRAME_MS)."""
        if self._stream_body is None:
            return
        if self._first_piece_pending:  # the prompt is read: say what happens now
            self._first_piece_pending = False
            self.usage.setText(self.tr("Answering…"))
        if self.thinking.streaming:  # the answer starts: the thinking folds
            self.thinking.fold()
        self._text += text
        self._unrendered += text
        if not self._frame.isActive():
            self._render_frame()

    def _show_thought(self, reasoning: str) -> None:
        if reasoning and (self.thinking.streaming or self.thinking.text.text() != reasoning):
            self.thinking.set_thought(reasoning)
        elif self.thinking.streaming:
            self.thinking.fold()
        self.thinking.setVisible(bool(reasoning or self.thinking.text.text()))

    def append_reasoning(self, text: str) -> None:
        """A piece of the model's thinking, shown live above the answer."""
        if self._stream_body is None:
            return
        if not self.thinking.streaming and not self._text:
            self.thinking.setVisible(True)
            self.thinking.begin()
        if self._first_piece_pending:
            self._first_piece_pending = False
            self.usage.setText(self.tr("Thinking…"))
        self.thinking.append(text)

    def _render_frame(self) -> None:
        if self._stream_body is None or not self._unrendered:
            return  # nothing new since the last frame: let the timer rest
        piece, self._unrendered = self._unrendered, ""
        self._stream_body.append(piece)
        self._frame.start()

    def end_stream(self, shown: ShownMessage) -> None:
        """The answer ended: one full render replaces the streaming pieces
        (for a long answer, once its chunked render is ready)."""
        self._frame.stop()
        self._unrendered = ""
        self._retire()
        self._retiring, self._stream_body = self._stream_body, None
        self.update_shown(shown, force=True)

    # -- copying and links -------------------------------------------------

    def copy_text(self) -> None:
        QGuiApplication.clipboard().setText(self._text)
        self.copied.emit(self.tr("Answer copied") if not self.is_user
                         else self.tr("Message copied"))

    def _on_link(self, url: QUrl) -> None:
        if url.scheme() == COPY_SCHEME:
            index = int(url.path()) if url.path().isdigit() else -1
            if 0 <= index < len(self._code_blocks):
                QGuiApplication.clipboard().setText(self._code_blocks[index])
                self.copied.emit(self.tr("Code copied"))
            return
        self.link_activated.emit(url)


def _cut_short(message: Message) -> bool:
    """A complete answer that ended at a limit (finish_reason "length")."""
    return (message.role == "assistant" and message.finish_reason == "length"
            and message.usage is not None)
