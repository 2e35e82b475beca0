"""Markdown from the model -> safe HTML for Qt's rich-text widgets. No Qt here.

Safety: markdown-it runs with `html=False`, so raw HTML in model output is
escaped and shown as text; images become plain links (no <img> is ever
emitted, and the widgets refuse to load resources anyway); markdown-it's
own link validation drops javascript:, vbscript:, file: and data: links.
Code blocks are highlighted by Pygments with inline styles (no stylesheet).

The markdown-it renderer and Pygments highlighting live in `markdown_html`,
imported on first use. Streaming: `MarkdownStream` splits a growing answer into settled blocks,
rendered once, and a short unfinished tail, re-rendered per update, so the
cost of an update depends on the tail, never on the length of the answer.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field
from typing import Any

COPY_SCHEME = "lantern-copy"
"""Links `lantern-copy:N` ask the view to copy code block N of the message."""

HIGHLIGHT_LIMIT = 200_000
"""Longer code blocks are shown unhighlighted: lexing them would stall the UI."""

MONOSPACE = "'DejaVu Sans Mono', 'Cascadia Mono', Menlo, Consolas, monospace"


@dataclass(frozen=True)
class RenderStyle:
    """Colours that HTML must carry inline (Qt rich text has no stylesheet here)."""

    pygments_style: str
    code_background: str
    code_border: str
    inline_code_background: str
    muted: str
    copy_code: str = "Copy code"
    """The words of a code block's copy link, and of a block without a
    language, in the window's language (this module has no Qt to translate)."""
    code: str = "code"


LIGHT = RenderStyle("default", "#f5f6f8", "#d9dce1", "#eceef1", "#6b7280")
DARK = RenderStyle("github-dark", "#161b22", "#30363d", "#2b3038", "#9aa4b2")


@dataclass
class Rendered:
    html: str
    code_blocks: list[str] = field(default_factory=list)
    """The raw text of each code block, in order, for the copy buttons."""


def render_markdown(text: str, style: RenderStyle = LIGHT, *, copy_links: bool = True,
                    first_code_index: int = 0) -> Rendered:
    """Render Markdown. `copy_links=False` while streaming (numbers shift);
    `first_code_index` numbers the copy links of a chunk of a longer message."""
    env: dict[str, Any] = {"style": style, "copy_links": copy_links, "code_blocks": [],
                           "first_code_index": first_code_index}
    # markdown-it and Pygments load on the first answer shown, not before the
    # window's first paint (about 150 ms of imports).
    from app.ui.chat.markdown_html import parser

    body = parser().render(text, env)
    return Rendered(body, env["code_blocks"])


def plain_to_html(text: str) -> str:
    """A user's own message: shown exactly as typed, never as Markdown."""
    escaped = html.escape(text).replace("\n", "<br>")
    return f'<p style="white-space:pre-wrap">{escaped}</p>'


# -- streaming ---------------------------------------------------------------

_FENCE_OPEN = re.compile(r"^( {0,3})(`{3,}|~{3,})(.*)$")


@dataclass
class _Fence:
    marker: str
    header: str
    """The opening line, to reopen the block after a forced cut."""
    start: int
    lines: int = 0


class MarkdownStream:
    """Splits a growing Markdown answer into settled chunks and a tail.

    A chunk is settled where no later text can change how it renders: at a
    blank line followed by an unindented line, before an unindented code
    fence, after a closing fence. A code block that keeps growing is cut
    every `max_code_lines` lines (closed here, reopened in the tail), and a
    tail that finds no cut within `max_tail_chars` is cut anyway. Either cut
    can render slightly differently from the whole; the view renders the
    whole message once when it is finished.
    """

    def __init__(self, max_code_lines: int = 40, max_tail_chars: int = 4000) -> None:
        self.tail = ""
        self._max_code_lines = max_code_lines
        self._max_tail_chars = max_tail_chars

    def feed(self, piece: str) -> list[str]:
        """Add text; return the chunks that became settled (often none)."""
        self.tail += piece
        settled: list[str] = []
        while (cut := self._find_cut(self.tail)) is not None:
            chunk, self.tail = cut
            settled.append(chunk)
        return settled

    def _find_cut(self, text: str) -> tuple[str, str] | None:
        lines = text.splitlines(keepends=True)
        fence: _Fence | None = None
        best: int | None = None
        offset = 0
        previous_blank = False
        for line in lines:
            complete = line.endswith("\n")
            if fence is not None:
                if complete and _closes(line, fence.marker):
                    fence = None
                    best = offset + len(line)
                elif complete:
                    fence.lines += 1
                    if fence.lines >= self._max_code_lines:
                        end = offset + len(line)
                        return text[:end] + fence.marker + "\n", fence.header + text[end:]
            else:
                opening = _FENCE_OPEN.match(line.rstrip("\n")) if complete else None
                starts_flush = line[:1] not in ("", " ", "\t", "\n", "\r")
                if starts_flush and (previous_blank or opening) and offset > 0:
                    best = offset
                if opening and not (opening.group(2).startswith("`") and "`" in opening.group(3)):
                    fence = _Fence(opening.group(2), line, offset)
                previous_blank = complete and not line.strip()
            offset += len(line)
        if best is not None and best > 0:
            return text[:best], text[best:]
        return self._forced_cut(text, fence)

    def _forced_cut(self, text: str, fence: _Fence | None) -> tuple[str, str] | None:
        if len(text) <= self._max_tail_chars:
            return None
        limit = self._max_tail_chars
        newline = text.rfind("\n", limit // 2, limit)
        end = newline + 1 if newline >= 0 else limit
        if fence is None or fence.start >= end:
            return text[:end], text[end:]
        if not text[:end].endswith("\n"):
            return text[:end] + "\n" + fence.marker + "\n", fence.header + text[end:]
        return text[:end] + fence.marker + "\n", fence.header + text[end:]


def natural_chunks(text: str, target_chars: int = 4000) -> list[str]:
    """A whole message cut only where cutting changes nothing (no forced
    cuts), in pieces of about `target_chars` (a code block stays whole)."""
    stream = MarkdownStream(max_code_lines=1 << 30, max_tail_chars=1 << 62)
    pieces: list[str] = []
    for line in text.splitlines(keepends=True):  # line by line: each scan stays short
        pieces += stream.feed(line)
    if stream.tail:
        pieces.append(stream.tail)
    chunks: list[str] = []
    for piece in pieces:
        if chunks and len(chunks[-1]) + len(piece) <= target_chars:
            chunks[-1] += piece
        else:
            chunks.append(piece)
    return chunks


def _closes(line: str, marker: str) -> bool:
    stripped = line.strip()
    return (len(stripped) >= len(marker) and stripped[0] == marker[0]
            and set(stripped) == {marker[0]} and len(line) - len(line.lstrip(" ")) <= 3)
