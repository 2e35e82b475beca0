"""markdown-it and Pygments configured for Qt's rich text (see `render`).

Kept apart from `render` so that importing the chat widgets does not load
markdown-it and Pygments: they are needed for the first answer, not for the
window's first paint.
"""

from __future__ import annotations

import contextlib
import html
from collections.abc import Sequence
from functools import lru_cache

from markdown_it import MarkdownIt
from markdown_it.renderer import RendererHTML
from markdown_it.rules_inline import StateInline
from markdown_it.token import Token
from markdown_it.utils import EnvType, OptionsDict
from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexer import Lexer
from pygments.lexers import TextLexer, get_lexer_by_name
from pygments.util import ClassNotFound

from app.ui.chat.render import COPY_SCHEME, HIGHLIGHT_LIMIT, MONOSPACE, RenderStyle


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

    def math_inline(self, tokens: Sequence[Token], idx: int, options: OptionsDict,
                    env: EnvType) -> str:
        """Mathematics exactly as the model wrote it, delimiters included (a
        reader of LaTeX reads it; Markdown's escapes no longer eat `\\,`)."""
        text = html.escape(tokens[idx].content).replace("\n", "<br>")
        return f'<span style="font-family:{MONOSPACE}">{text}</span>'

    def table_open(self, tokens: Sequence[Token], idx: int, options: OptionsDict,
                   env: EnvType) -> str:
        style: RenderStyle = env["style"]
        return (f'<table border="1" cellspacing="0" cellpadding="5" style="border-collapse:'
                f'collapse; border-style:solid; border-color:{style.code_border}">\n')


@lru_cache(maxsize=1)
def parser() -> MarkdownIt:
    # breaks=True: chat models use single newlines as line breaks.
    parser = MarkdownIt("commonmark", {"html": False, "breaks": True}, renderer_cls=_QtRenderer)
    # Before the backslash escapes, which turned `\,` into `,` and `\(` into `(`.
    parser.inline.ruler.before("escape", "math", _math)
    return parser.enable(["table", "strikethrough"])


MATH_DELIMITERS = (("$$", "$$"), ("\\[", "\\]"), ("\\(", "\\)"), ("$", "$"))
"""LaTeX's delimiters as models write them: display first (`$$` before `$`)."""


def _math(state: StateInline, silent: bool) -> bool:
    """An inline rule: `$…$`, `$$…$$`, `\\(…\\)` and `\\[…\\]` become one
    math_inline token holding the source as written. A lone `$` is money
    unless it reads as Pandoc's math does: no space inside either dollar,
    and no digit right after the closing one ("$5 and $6" stays text)."""
    src, start = state.src, state.pos
    found = next(((o, c) for o, c in MATH_DELIMITERS if src.startswith(o, start)), None)
    if found is None:
        return False
    opener, closer = found
    inner = start + len(opener)
    end = src.find(closer, inner)
    while end > 0 and closer == "$" and src[end - 1] == "\\":  # an escaped dollar
        end = src.find(closer, end + 1)
    if end <= inner:
        return False
    content = src[inner:end]
    after = end + len(closer)
    if opener == "$" and (content[0].isspace() or content[-1].isspace()
                          or src[after:after + 1].isdigit()):
        return False
    if not silent:
        token = state.push("math_inline", "", 0)
        token.content = src[start:after]
        token.markup = opener
    state.pos = after
    return True


def _code_block(code: str, language: str, env: EnvType) -> str:
    style: RenderStyle = env["style"]
    blocks: list[str] = env["code_blocks"]
    index = env["first_code_index"] + len(blocks)
    blocks.append(code)
    label = html.escape(language or style.code)
    header = f'<span style="color:{style.muted}">{label}</span>'
    if env["copy_links"]:
        header += (f'&nbsp;&nbsp;·&nbsp;&nbsp;<a href="{COPY_SCHEME}:{index}">'
                   f'{html.escape(style.copy_code)}</a>')
    body = highlight_code(code.rstrip("\n"), language, style.pygments_style)
    # Qt paints a table cell's bgcolor reliably, with padding: the closest
    # rich text gets to a code box.
    background = style.code_background
    return (
        f'<table width="100%" cellspacing="0" cellpadding="8" border="0" bgcolor="{background}"'
        f' style="margin-top:4px; margin-bottom:8px"><tr><td bgcolor="{background}">'
        f'<p style="margin:0; font-size:small">{header}</p>'
        f'<pre style="margin:0; white-space:pre; font-family:{MONOSPACE}">{body}</pre>'
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
