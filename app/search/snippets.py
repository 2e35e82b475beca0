"""Highlighted snippets: the part of a chunk that best matches the query.

Computed here rather than by FTS5's snippet(), because a result found only
by its vector has no full-text match to take a snippet from. Words match a
query term exactly or by a shared stem-like prefix ("married" for "marry"),
roughly what the porter stemmer of the full-text index matches.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_TOKEN = re.compile(r"\w+|\W+", re.UNICODE)


def _stem(word: str) -> str:
    return word if len(word) <= 4 else word[: max(4, len(word) - 2)]


def matches(word: str, terms: Sequence[str]) -> bool:
    lower = word.lower()
    return any(lower == t or (len(t) >= 4 and lower.startswith(_stem(t))) for t in terms)


def snippet(text: str, terms: Sequence[str], markers: tuple[str, str] = ("[", "]"),
            words: int = 32) -> str:
    """About `words` words around the densest cluster of matches, matches
    wrapped in `markers`, "…" where text was cut. A UI rendering HTML passes
    markers that cannot occur in text, escapes, then swaps them for tags."""
    tokens = _TOKEN.findall(" ".join(text.split()))
    word_at = [i for i, t in enumerate(tokens) if t[0].isalnum() or t[0] == "_"]
    hits = [n for n, i in enumerate(word_at) if matches(tokens[i], terms)]
    if not word_at:
        return ""
    start = _best_window(hits, len(word_at), words)
    end = min(len(word_at), start + words)
    first, last = word_at[start], word_at[end - 1]
    is_word = set(word_at)
    out = []
    for i in range(first, last + 1):
        token = tokens[i]
        out.append(f"{markers[0]}{token}{markers[1]}"
                   if i in is_word and matches(token, terms) else token)
    prefix = "…" if start > 0 else ""
    suffix = "…" if end < len(word_at) else ""
    return prefix + "".join(out) + suffix


def _best_window(hits: list[int], total: int, width: int) -> int:
    """Start (in words) of the window holding the most hits, a little before the first."""
    if not hits or total <= width:
        return 0
    best, best_count = hits[0], 0
    j = 0
    for i, h in enumerate(hits):
        while hits[j] < h - width + 1:
            j += 1
        if i - j + 1 > best_count:
            best, best_count = hits[j], i - j + 1
    return max(0, min(best - width // 4, total - width))
