"""Section headings for PDF lines, so a PDF result names its section too.

A PDF has no heading markup. Two sources, best first:

- Its outline (bookmarks), where the author or the exporting program left
  one: each entry names a page. The entry's heading goes on the line of
  that page that reads as the title; where no line does (a title worded
  differently from the text), on the page's first line, so the page's
  chunks are named by it all the same.
- Without an outline, type size: lines set clearly larger than the body
  text (1.2x the size most characters have, or more) and short enough to
  be titles. pypdf's text visitor reports each run of text with its font
  size and matrices while extracting, so this costs no second pass.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from app.search.normalize import normalize_line
from app.search.readers import TextLine

HEADING_SCALE = 1.2
"""A line this many times the body size or more is a heading."""
MAX_HEADING_CHARS = 120


@dataclass
class SizeLog:
    """Text runs and their effective type sizes, per page, from pypdf's visitor."""

    runs: dict[int, list[tuple[str, float]]] = field(default_factory=dict)

    def visitor(self, page: int) -> Any:
        def visit(text: str, cm: Sequence[float], tm: Sequence[float], _font: Any,
                  size: float) -> None:
            if text.strip():
                # The Tf size is scaled by the text and the graphics matrices.
                scale = math.hypot(tm[2], tm[3]) * math.hypot(cm[2], cm[3])
                self.runs.setdefault(page, []).append((text, float(size) * (scale or 1.0)))
        return visit

    def heading_texts(self) -> dict[int, set[str]]:
        """Per page, the normalised texts set in a heading size."""
        chars: Counter[float] = Counter()
        for runs in self.runs.values():
            for text, size in runs:
                chars[round(size, 1)] += len(text.strip())
        if not chars:
            return {}
        body = chars.most_common(1)[0][0]
        found: dict[int, set[str]] = {}
        for page, runs in self.runs.items():
            for texts in _large_groups(runs, body * HEADING_SCALE):
                # A heading may come in several runs ("2.1" then the title):
                # each run, and the runs joined as extraction joins them.
                for text in {*texts, " ".join(texts), "".join(texts)}:
                    for part in text.split("\n"):
                        clean = normalize_line(part)
                        if clean and len(clean) <= MAX_HEADING_CHARS:
                            found.setdefault(page, set()).add(_key(clean))
        return found


def _large_groups(runs: Sequence[tuple[str, float]], least: float) -> list[list[str]]:
    """Consecutive runs of at least `least` size, grouped."""
    groups: list[list[str]] = []
    current: list[str] = []
    for text, size in runs:
        if size >= least:
            current.append(text)
        elif current:
            groups.append(current)
            current = []
    if current:
        groups.append(current)
    return groups


def outline_entries(reader: Any) -> list[tuple[int, str]]:
    """(1-based page, title) of every outline entry, in reading order."""
    entries: list[tuple[int, str]] = []

    def walk(items: Sequence[Any]) -> None:
        for item in items:
            if isinstance(item, list):
                walk(item)
                continue
            try:
                page = reader.get_destination_page_number(item)
                title = normalize_line(str(item.title or ""))
            except Exception:  # a broken entry must not lose the others
                continue
            if page is not None and page >= 0 and title:
                entries.append((page + 1, title))

    try:
        walk(reader.outline)
    except Exception:  # a damaged outline: fall back to type sizes
        return []
    return entries


def mark_outline(lines: list[TextLine], entries: Sequence[tuple[int, str]]) -> list[TextLine]:
    """`lines` with each outline entry's heading on its line (see module doc)."""
    by_page: dict[int, list[int]] = {}
    for n, line in enumerate(lines):
        by_page.setdefault(line.page or 0, []).append(n)
    out = list(lines)
    after: dict[int, int] = {}  # per page: the line the last entry went on
    for page, title in entries:
        rows = by_page.get(page)
        if not rows:
            continue
        start = after.get(page, -1)
        want = _key(title)
        match = next((n for n in rows if n > start and _same(lines[n].text, want)), None)
        if match is None:
            match = rows[0] if out[rows[0]].heading is None and start < rows[0] else None
        if match is not None:
            out[match] = replace(out[match], heading=title)
            after[page] = match
    return out


def mark_sizes(lines: list[TextLine], headings: dict[int, set[str]]) -> list[TextLine]:
    """`lines` with heading-sized lines marked as headings."""
    return [replace(line, heading=line.text)
            if _key(line.text) in headings.get(line.page or 0, set()) else line
            for line in lines]


def _key(text: str) -> str:
    return " ".join(text.casefold().split())


def _same(line: str, title: str) -> bool:
    """The line reads as the title: equal, or the title after a number ("2.1 ")."""
    key = _key(line)
    return key == title or (key.endswith(title) and key[:len(key) - len(title)].strip(
        " .0123456789").strip() == "")
