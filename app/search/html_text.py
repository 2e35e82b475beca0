"""Visible text of an HTML page, line by line, with source line numbers.

The standard library's parser is lenient with broken markup and knows the
source position of every piece of text, which is where "open at line N"
should land. Script, style and similar contents are not text.
"""

from __future__ import annotations

from html.parser import HTMLParser

from app.search.normalize import normalize_line

_HIDDEN = frozenset({"script", "style", "noscript", "template", "svg", "math"})
_BLOCKS = frozenset("""address article aside blockquote br dd details dialog div dl dt
fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre
section summary table tbody td tfoot th thead title tr ul""".split())
_HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})


class _TextParser(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.lines: list[tuple[str, int, bool]] = []
        self._heading = 0
        self._parts: list[str] = []
        self._start = 0
        self._hidden = 0
        self._in_title = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "title":
            self._in_title = True  # inside <head>, but the title is worth finding
        elif tag in _HIDDEN:
            self._hidden += 1
        if tag in _BLOCKS:
            self._flush()
        if tag in _HEADINGS:
            self._heading += 1

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _BLOCKS:
            self._flush()

    def handle_endtag(self, tag: str) -> None:
        if tag == "title":
            self._in_title = False
        elif tag in _HIDDEN and self._hidden:
            self._hidden -= 1
        if tag in _BLOCKS:
            self._flush()
        if tag in _HEADINGS and self._heading:
            self._heading -= 1

    def handle_data(self, data: str) -> None:
        if self._hidden and not self._in_title:
            return
        if not self._parts:
            self._start = self.getpos()[0] + _leading_newlines(data)
        self._parts.append(data)

    def _flush(self) -> None:
        text = normalize_line(" ".join(self._parts))
        if text:
            self.lines.append((text, self._start, self._heading > 0))
        self._parts = []

    def close(self) -> None:
        super().close()
        self._flush()


def _leading_newlines(data: str) -> int:
    return data[: len(data) - len(data.lstrip())].count("\n")


def html_blocks(html: str) -> list[tuple[str, int, bool]]:
    """(text, 1-based source line, is a heading) for each block of visible text."""
    parser = _TextParser()
    parser.feed(html)
    parser.close()
    return parser.lines


def html_lines(html: str) -> list[tuple[str, int]]:
    """(text, 1-based source line) for each block of visible text."""
    return [(text, line) for text, line, _ in html_blocks(html)]
