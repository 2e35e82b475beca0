"""Chunking by the embedding model's tokens, keeping page and line ranges.

A document's lines are cut into pieces (sentences; words or characters for
the rare sentence longer than a chunk), each counted with the model's own
tokenizer, then packed greedily into chunks of at most `size` tokens. The
next chunk starts with the last pieces of the previous one, up to `overlap`
tokens, so a passage cut at a boundary is still whole in one of them.

Nothing is dropped: every piece of every line lands in a chunk, and no chunk
is longer than the model reads (the embedder would truncate it, silently
losing its end from the vector). Chunks never span two pages, so a citation
names one page.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    # The readers (html.parser...) load with the indexing thread, the store's
    # types with the first chunk: neither is on the window's way to its paint.
    from app.search.readers import TextLine
    from app.store.doc_models import NewChunk

TokenCounter = Callable[[str], int]
"""Tokens the model sees for a text, not counting special tokens."""

_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+")


@dataclass(frozen=True)
class ChunkSettings:
    size: int = 256
    """Most tokens per chunk. MiniLM reads 512 (2 of them [CLS]/[SEP]); it was
    trained on shorter texts, and shorter chunks give sharper citations."""
    overlap: int = 32

    def validated(self, model_limit: int) -> ChunkSettings:
        """Clamped to what the model can read; ValueError for nonsense."""
        if self.size < 16:
            raise ValueError(f"Chunk size must be at least 16 tokens (got {self.size}).")
        if not 0 <= self.overlap <= self.size // 2:
            raise ValueError(f"Chunk overlap must be between 0 and half the chunk size "
                             f"({self.size // 2}); got {self.overlap}.")
        # One below the limit: a text longer than the model's context is
        # counted as exactly the limit (the tokenizer truncates), so a piece
        # counted at the limit must still read as "too long".
        size = min(self.size, model_limit - 1)
        return ChunkSettings(size, min(self.overlap, size // 2))


def token_counter(tokenize: Callable[[str], list[int]]) -> TokenCounter:
    """A counter from a tokenizer that adds special tokens (as Embedder.tokenize does)."""
    overhead = len(tokenize(""))
    return lambda text: max(0, len(tokenize(text)) - overhead)


@dataclass(frozen=True)
class _Piece:
    text: str
    line: int
    page: int | None
    tokens: int
    section: str | None
    """The heading the piece is under (its own, on a heading line)."""


def chunk_lines(lines: Sequence[TextLine], count: TokenCounter,
                settings: ChunkSettings) -> list[NewChunk]:
    """Chunks of at most `settings.size` tokens covering every line."""
    pieces: list[_Piece] = []
    section: str | None = None
    for line in lines:
        section = line.heading or section
        pieces.extend(_pieces(line, section, count, settings.size))
    groups: list[list[_Piece]] = []
    current: list[_Piece] = []
    for piece in pieces:
        if current and (_total(current) + piece.tokens > settings.size
                        or piece.page != current[0].page):
            groups.append(current)
            current = _overlap(current, piece, settings)
        current.append(piece)
    if current:
        groups.append(current)
    return [chunk for group in groups for chunk in _exact(group, count, settings.size)]


def _exact(group: list[_Piece], count: TokenCounter, size: int) -> list[NewChunk]:
    """The chunk with its exact token count. Pieces counted apart can add up
    to a little less than their joined text with sub-word (BPE) tokenizers;
    a chunk that grew well past `size` that way is split in two."""
    chunk = _chunk(group)
    tokens = count(chunk.text)
    if tokens > size + size // 8 and len(group) > 1:
        half = len(group) // 2
        return _exact(group[:half], count, size) + _exact(group[half:], count, size)
    from app.store.doc_models import NewChunk  # not on the window's way to its first paint

    return [NewChunk(chunk.text, chunk.page, chunk.line_start, chunk.line_end, tokens,
                     chunk.heading)]


def _total(pieces: Sequence[_Piece]) -> int:
    return sum(p.tokens for p in pieces)


def _overlap(previous: list[_Piece], following: _Piece, settings: ChunkSettings) -> list[_Piece]:
    """The tail of the previous chunk that starts the next one."""
    if following.page != previous[0].page:
        return []
    tail: list[_Piece] = []
    # Never the whole previous chunk (that would not move forward), never
    # more than `overlap` tokens, and the next piece must still fit.
    for piece in reversed(previous[1:]):
        if _total(tail) + piece.tokens > settings.overlap:
            break
        tail.insert(0, piece)
    while tail and _total(tail) + following.tokens > settings.size:
        tail.pop(0)
    return tail


def _chunk(pieces: Sequence[_Piece]) -> NewChunk:
    parts: list[str] = []
    for i, piece in enumerate(pieces):
        if i:
            parts.append(" " if piece.line == pieces[i - 1].line else "\n")
        parts.append(piece.text)
    from app.store.doc_models import NewChunk

    return NewChunk(text="".join(parts), page=pieces[0].page, line_start=pieces[0].line,
                    line_end=pieces[-1].line, token_count=_total(pieces),
                    heading=_main_section(pieces))


def _main_section(pieces: Sequence[_Piece]) -> str | None:
    """The section most of the chunk's tokens are in (the first, on a tie):
    a chunk that starts with the last lines of one section and goes on into
    the next is named by the next."""
    tokens: dict[str | None, int] = {}
    for piece in pieces:
        tokens[piece.section] = tokens.get(piece.section, 0) + piece.tokens
    return max(tokens, key=lambda section: tokens[section])


def _pieces(line: TextLine, section: str | None, count: TokenCounter,
            size: int) -> list[_Piece]:
    out = []
    for sentence in _SENTENCE_END.split(line.text):
        if sentence:
            for text in _fit(sentence, count, size):
                out.append(_Piece(text, line.line, line.page, count(text), section))
    return out


def _fit(text: str, count: TokenCounter, size: int) -> list[str]:
    """`text` in parts of at most `size` tokens: by words, or by characters
    for a "word" that is longer than a chunk (a URL, base64, a DNA string)."""
    if count(text) <= size:
        return [text]
    words = text.split(" ")
    if len(words) == 1:
        half = len(text) // 2
        return _fit(text[:half], count, size) + _fit(text[half:], count, size)
    parts: list[str] = []
    current: list[str] = []
    used = 0
    for word in words:
        tokens = count(word)
        if tokens > size:
            if current:
                parts.append(" ".join(current))
                current, used = [], 0
            parts.extend(_fit(word, count, size))
            continue
        if current and used + tokens > size:
            parts.append(" ".join(current))
            current, used = [], 0
        current.append(word)
        used += tokens
    if current:
        parts.append(" ".join(current))
    return parts
