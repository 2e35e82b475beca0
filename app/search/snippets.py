"""Highlighted snippets: the part of a chunk that best matches the query.

Computed here rather than by FTS5's snippet(), because a result found only
by its vector has no full-text match to take a snippet from. Words match a
query term by a crude shared stem ("married" for "marry"), roughly what
the porter stemmer of the full-text index matches.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

_TOKEN = re.compile(r"\w+|\W+", re.UNICODE)


_SUFFIXES = (("ies", "y"), ("ing", ""), ("ed", ""), ("es", ""), ("s", ""), ("ly", ""))


@lru_cache(maxsize=1 << 16)
def stem(word: str) -> str:
    """A crude English stem: "married", "marries" and "marry" all give "marry"."""
    word = word.lower()
    for suffix, replacement in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            word = word[: -len(suffix)] + replacement
            break
    return word[:-1] + "y" if word.endswith("i") else word


def matches(word: str, terms: Sequence[str]) -> bool:
    return stem(word) in {stem(t) for t in terms}


def snippet(text: str, terms: Sequence[str], markers: tuple[str, str] = ("[", "]"),
            words: int = 32) -> str:
    """About `words` words around the densest cluster of matches, matches
    wrapped in `markers`, "…" where text was cut. A UI rendering HTML passes
    markers that cannot occur in text, escapes, then swaps them for tags."""
    tokens = _TOKEN.findall(" ".join(text.split()))
    word_at = [i for i, t in enumerate(tokens) if t[0].isalnum() or t[0] == "_"]
    stems = {stem(t) for t in terms}
    # Stemming every word of ten chunks was a quarter of a search's time at
    # 10k chunks: words repeat, so stems are cached, and each is taken once.
    hit_tokens = {i for i in word_at if stem(tokens[i]) in stems}
    hits = [n for n, i in enumerate(word_at) if i in hit_tokens]
    if not word_at:
        return ""
    start = _best_window(hits, len(word_at), words)
    end = min(len(word_at), start + words)
    # Whole text at either end keeps its punctuation (a closing quote, a final period).
    first = 0 if start == 0 else word_at[start]
    last = len(tokens) - 1 if end == len(word_at) else word_at[end - 1]
    out = []
    for i in range(first, last + 1):
        token = tokens[i]
        out.append(f"{markers[0]}{token}{markers[1]}" if i in hit_tokens else token)
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
