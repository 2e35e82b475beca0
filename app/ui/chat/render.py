"""Markdown from the model -> safe HTML for Qt's rich-text widgets. No Qt here.

Safety: markdown-it runs with `html=False`, so raw HTML in model output is
escaped and shown as text; images become plain links (no <img> is ever
emitted, and the widgets refuse to load resources anyway); markdown-it's
own link validation drops javascript:, vbscript:, file: and data: links.
Code blocks are highlighted by Pygments with inline styles (no stylesheet).

Streaming: `MarkdownStream` splits a growing answer into settled blocks,
rendered once, and a short unfinished tail, re-rendered per update, so the
cost of an update depends on the tail, never on the length of the answer.
"""

from __future__ import annotations

import contextlib
import html
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from markdown_it import MarkdownIt
from markdown_it.renderer import RendererHTML
from markdown_it.token import Token
from markdown_it.utils import EnvType, OptionsDict
from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexer import Lexer
from pygments.lexers import TextLexer, get_lexer_by_name
from pygments.util import ClassNotFound

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
    body = _parser().render(text, env)
    return Rendered(body, env["code_blocks"])


def plain_to_html(text: str) -> str:
    """A user's own message: shown exactly as typed, never as Markdown."""
    escaped = html.escape(text).replace("\n", "<br>")
    return f'<p style="white-space:pre-wrap">{escaped}</p>'


# -- markdown-it with Qt-friendly rules ------------------------------------


class _QtRenderer(RendererHTML):
    """HTML that Qt's rich-text engine lays out well, and nothing it fetches."""

    def image(self, tokens: Sequence[Token], idx: int, options: OptionsDict,
              env: EnvType) -> str:
        token = tokens[idx]
        alt = html.escape(self.renderInlineAsText(token.children or [], options, env))
        src = html.escape(str(token.attrGet("src") or ""))
        return f'<a href="{src}">[image: {alt or src}]</a>'

    def fence(self, tokens: Sequence[Token], idx: int, options: OptionsDict,
              env: EnvType) -> str:
        token = tokens[idx]
        language = token.info.strip().split(maxsplit=1)[0] if token.info.strip() else ""
        return _code_block(token.content, language, env)

    def code_block(self, tokens: Sequence[Token], idx: int, options: OptionsDict,
                   env: EnvType) -> str:
        return _code_block(tokens[idx].content, "", env)

    def code_inline(self, tokens: Sequence[Token], idx: int, options: OptionsDict,
                    env: EnvType) -> str:
        style: RenderStyle = env["style"]
        content = html.escape(tokens[idx].content)
        return (f'<code style="font-family:{MONOSPACE}; '
                f'background-color:{style.inline_code_background}">{content}</code>')

    def table_open(self, tokens: Sequence[Token], idx: int, options: OptionsDict,
                   env: EnvType) -> str:
        style: RenderStyle = env["style"]
        return (f'<table border="1" cellspacing="0" cellpadding="5" style="border-collapse:'
                f'collapse; border-style:solid; border-color:{style.code_border}">\n')


@lru_cache(maxsize=1)
def _parser() -> MarkdownIt:
    # breaks=True: chat models use single newlines as line breaks.
    parser = MarkdownIt("commonmark", {"html": False, "breaks": True}, renderer_cls=_QtRenderer)
    return parser.enable(["table", "strikethrough"])


def _code_block(code: str, language: str, env: EnvType) -> str:
    style: RenderStyle = env["style"]
    blocks: list[str] = env["code_blocks"]
    index = env["first_code_index"] + len(blocks)
    blocks.append(code)
    label = html.escape(language) if language else "code"
    header = f'<span style="color:{style.muted}">{label}</span>'
    if env["copy_links"]:
        header += f'&nbsp;&nbsp;·&nbsp;&nbsp;<a href="{COPY_SCHEME}:{index}">Copy code</a>'
    body = highlight_code(code.rstrip("\n"), language, style.pygments_style)
    # Qt paints a table cell's bgcolor reliably, with padding: the closest
    # rich text gets to a code box.
    background = style.code_background
    return (
        f'<table width="100%" cellspacing="0" cellpadding="8" border="0" bgcolor="{background}"'
        f' style="margin-top:4px; margin-bottom:8px"><tr><td bgcolor="{background}">'
        f'<p style="margin:0; font-size:small">{header}</p>'
        f'<pre style="margin:0; white-space:pre-wrap; font-family:{MONOSPACE}">{body}</pre>'
        f"</td></tr></table>\n"
    )


@lru_cache(maxsize=256)
def highlight_code(code: str, language: str, pygments_style: str) -> str:
    """Code as HTML spans with inline colours; plain escaped text if unknown or huge.

    Cached: lexing dominates rendering (about 5 ms per 60 lines of Python),
    and a block highlighted while it streamed is highlighted again when the
    finished message is rendered whole."""
    if len(code) > HIGHLIGHT_LIMIT:
        return html.escape(code)
    formatter = _formatter(pygments_style)
    return str(highlight(code, _lexer(language.lower()), formatter)).rstrip("\n")


@lru_cache(maxsize=8)
def _formatter(pygments_style: str) -> HtmlFormatter[str]:
    return HtmlFormatter(style=pygments_style, noclasses=True, nowrap=True)


@lru_cache(maxsize=64)
def _lexer(language: str) -> Lexer:
    lexer: Lexer = TextLexer()  # an unknown language is shown as plain code
    if language:
        with contextlib.suppress(ClassNotFound):
            lexer = get_lexer_by_name(language, stripnl=False, ensurenl=False)
    return lexer


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
