"""Which lines of a Markdown or reST file are headings, so a result can name its section.

Markdown: ATX headings ("## Install") outside fenced code, and setext
headings (a line underlined with === or ---). reST: a title underlined (and
maybe overlined) with a repeated punctuation character at least as long as
the title. HTML and DOCX headings come from their markup (html_text.py,
office.py); PDF headings come from the outline or type sizes (pdf_headings.py);
plain text has none that can be told reliably.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    from app.search.readers import TextLine

Markup = Literal["markdown", "rest"]

_ATX = re.compile(r"^#{1,6}\s+(.*?)\s*#*\s*$")
_FENCE = re.compile(r"^(```|~~~)")
_SETEXT = re.compile(r"^(=+|-+)\s*$")
_REST_RULE = re.compile(r"^([!-/:-@\[-`{-~])\1{2,}\s*$")


def mark_headings(lines: Sequence[TextLine], markup: Markup) -> list[TextLine]:
    """`lines` with `heading` set to the section's name on heading lines; the
    text itself is kept as it is (markup and underlines included)."""
    out: list[TextLine] = []
    fenced = False
    for n, line in enumerate(lines):
        following = lines[n + 1] if n + 1 < len(lines) else None
        adjacent = following is not None and following.line == line.line + 1
        if markup == "markdown" and _FENCE.match(line.text):
            fenced = not fenced
            out.append(line)
        elif fenced or _is_underline(line, lines[n - 1] if n else None, markup):
            out.append(line)
        elif markup == "markdown" and (atx := _ATX.match(line.text)) and atx.group(1):
            out.append(replace(line, heading=atx.group(1)))
        elif (adjacent and following is not None and not _is_rule(line.text, markup)
              and _is_rule(following.text, markup)
              and len(following.text) >= min(len(line.text), 3)):
            out.append(replace(line, heading=line.text))
        else:
            out.append(line)
    return out


def _is_rule(text: str, markup: Markup) -> bool:
    return bool((_SETEXT if markup == "markdown" else _REST_RULE).match(text))


def _is_underline(line: TextLine, previous: TextLine | None, markup: Markup) -> bool:
    """A rule right under a title (or, in reST, an overline right above one)."""
    if not _is_rule(line.text, markup):
        return False
    if previous is not None and previous.line == line.line - 1:
        return not _is_rule(previous.text, markup)
    return markup == "rest"
