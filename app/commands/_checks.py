"""Checking what a person typed, and printing what others wrote, safely.

Numbers are refused when out of range, naming the range, instead of being
silently replaced (`--max-tokens 0` once meant 1024). Arguments that are not
valid UTF-8 are refused before any command runs, so nothing half-done is
left behind. Text from files and databases is printed with control
characters escaped: a title must not be able to move the cursor, recolour
the terminal or set its window title.
"""

from __future__ import annotations

import argparse
import math
import os
import unicodedata
from collections.abc import Callable, Iterable
from pathlib import Path

# Bidirectional overrides can make text read differently from what it is.
_BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def int_in(low: int, high: int, *, what: str = "") -> Callable[[str], int]:
    """An argparse type: a whole number from low to high, else a message with the range."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(
                f"{value} is out of range: use {low} to {high}{what}")
        return value
    parse.__name__ = "whole number"
    return parse


def float_in(low: float, high: float, *, low_open: bool = False,
             what: str = "") -> Callable[[str], float]:
    """An argparse type: a finite number in [low, high] (or (low, high] with low_open)."""
    def parse(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
        above_low = value > low if low_open else value >= low
        if not (math.isfinite(value) and above_low and value <= high):
            bracket = "(" if low_open else "["
            raise argparse.ArgumentTypeError(
                f"{text} is out of range: use a number in {bracket}{low:g}, {high:g}]{what}")
        return value
    parse.__name__ = "number"
    return parse


def not_utf8(values: Iterable[object]) -> str | None:
    """The first argument that is not valid UTF-8, shown with its bad bytes, or None."""
    for value in values:
        items = value if isinstance(value, list | tuple) else [value]
        for item in items:
            if not isinstance(item, str | Path):
                continue
            text = str(item)
            try:
                text.encode("utf-8")
            except UnicodeEncodeError:
                return repr(os.fsencode(text))[2:-1]
    return None


def printable(text: str, *, one_line: bool = False) -> str:
    """`text` with control characters escaped (\\x1b, \\u202e), for a terminal.

    Newlines and tabs stay unless `one_line` (titles, list rows).
    """
    out = []
    for char in text:
        keep = char in "\n\t" and not one_line
        if not keep and (unicodedata.category(char) in ("Cc", "Cs")
                         or char in _BIDI_CONTROLS):
            code = ord(char)
            out.append(f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}")
        else:
            out.append(char)
    return "".join(out)


def printable_marked(text: str, markers: tuple[str, str]) -> str:
    """Like printable(one_line=True), but keeps the two highlight markers as they are."""
    opening, closing = markers
    parts = []
    for outer in text.split(opening):
        parts.append(closing.join(printable(p, one_line=True) for p in outer.split(closing)))
    return opening.join(parts)
