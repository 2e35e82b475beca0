"""The two bodies of a message that is not a single RichText.

StreamBody: a streaming answer as settled chunks (each rendered once, never
touched again) above a tail re-rendered per frame, so a frame costs the tail
only, however long the answer. ChunkedBody: a long finished answer rendered
one natural chunk per event-loop turn, so the window never stalls on it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer, QUrl
from PySide6.QtWidgets import QVBoxLayout, QWidget

from app.ui.chat.render import MarkdownStream, RenderStyle, natural_chunks, render_markdown
from app.ui.chat.rich_text import RichText


class StreamBody(QWidget):
    """Settled chunks (never touched again) above a tail that changes."""

    def __init__(self, style: RenderStyle, on_link: Callable[[QUrl], None],
                 rendered_chars: list[int]) -> None:
        super().__init__()
        self._style = style
        self._stream = MarkdownStream()
        self._on_link = on_link
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        # Chunks live in their own container so that a change of the tail's
        # height never makes Qt lay out the chunks again.
        self._chunks = QWidget()
        self._chunk_layout = QVBoxLayout(self._chunks)
        self._chunk_layout.setContentsMargins(0, 0, 0, 0)
        self._chunk_layout.setSpacing(0)
        self._tail = RichText(self.tr("Answer being written"))
        layout.addWidget(self._chunks)
        layout.addWidget(self._tail)
        self.rendered_chars = rendered_chars
        """Markdown characters rendered per frame (tests check it stays bounded)."""

    def append(self, text: str) -> None:
        rendered = 0
        for chunk in self._stream.feed(text):
            view = RichText(self.tr("Answer being written"))
            view.link_activated.connect(self._on_link)
            view.setHtml(render_markdown(chunk, self._style, copy_links=False).html)
            self._chunk_layout.addWidget(view)
            rendered += len(chunk)
        tail = self._stream.tail
        self._tail.setHtml(render_markdown(tail, self._style, copy_links=False).html)
        self.rendered_chars.append(rendered + len(tail))


class ChunkedBody(QWidget):
    """A long answer as a column of RichTexts, one natural chunk each,
    rendered one per event-loop turn; `done(self)` when all are shown."""

    def __init__(self, text: str, style: RenderStyle, on_link: Callable[[QUrl], None],
                 done: Callable[[ChunkedBody], None], width: int) -> None:
        super().__init__()
        self._width = width
        """The width it will be shown at (0: unknown); each chunk is laid out
        for it in its own turn, so showing the whole costs no layout at all."""
        self._pending = natural_chunks(text)
        self._style = style
        self._on_link = on_link
        self._done = done
        self.code_blocks: list[str] = []
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(0)
        self._timer = QTimer(self)  # dies with this widget, so no stray callback
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._render_next)

    def start(self) -> None:
        self._timer.start()

    def _render_next(self) -> None:
        if not self._pending:
            self._timer.stop()
            self._done(self)
            return
        chunk = self._pending.pop(0)
        rendered = render_markdown(chunk, self._style, first_code_index=len(self.code_blocks))
        self.code_blocks += rendered.code_blocks
        view = RichText(self.tr("Answer"))
        view.link_activated.connect(self._on_link)
        view.setHtml(rendered.html)
        if self._width > 0:
            view.resize(self._width, view.heightForWidth(self._width))
        self._layout.addWidget(view)
