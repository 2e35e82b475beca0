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
from collections.abc import Callable, Iterator, Sequence
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


PROGRESS_EVERY_CHARS = 1 << 20


def chunk_lines(lines: Sequence[TextLine], count: TokenCounter, settings: ChunkSettings,
                on_progress: Callable[[int], None] | None = None) -> list[NewChunk]:
    """Chunks of at most `settings.size` tokens covering every line.
    `on_progress` hears the characters cut so far, every megabyte or so (it
    may raise to stop: the indexer's Stop and Pause). Pieces are made as
    they are packed, so a long document is in memory as its lines and its
    chunks, not also as all its pieces."""
    chunks: list[NewChunk] = []
    current: list[_Piece] = []
    for piece in _all_pieces(lines, count, settings.size, on_progress):
        if current and (_total(current) + piece.tokens > settings.size
                        or piece.page != current[0].page):
            chunks.extend(_exact(current, count, settings.size))
            current = _overlap(current, piece, settings)
        current.append(piece)
    if current:
        chunks.extend(_exact(current, count, settings.size))
    return chunks


def _all_pieces(lines: Sequence[TextLine], count: TokenCounter, size: int,
                on_progress: Callable[[int], None] | None) -> Iterator[_Piece]:
    done, reported = 0, 0

    def tick(chars: int) -> None:
        nonlocal done, reported
        done += chars
        if on_progress is not None and done - reported >= PROGRESS_EVERY_CHARS:
            reported = done
            on_progress(done)

    section: str | None = None
    for line in lines:
        section = line.heading or section
        yield from _pieces(line, section, count, size, tick)
        tick(1)  # the line's end


def _exact(group: list[_Piece], count: TokenCounter, size: int) -> list[NewChunk]:
    """The chunk with its exact token count. Pieces counted apart can add up
    to a little less than their joined text with sub-word (BPE) tokenizers;
    a chunk that grew well past `size` that way is split in two."""
    chunk = _chunk(group)
    tokens = group[0].tokens if len(group) == 1 else count(chunk.text)  # one piece: counted
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


def _pieces(line: TextLine, section: str | None, count: TokenCounter, size: int,
            tick: Callable[[int], None]) -> Iterator[_Piece]:
    for sentence in _sentences(line.text):
        for text, tokens in _fit(sentence, count, size, tick):
            yield _Piece(text, line.line, line.page, tokens, section)


def _sentences(text: str) -> Iterator[str]:
    """The non-empty sentences of `text`, one at a time (as _SENTENCE_END.split
    gives them, without a list of them all)."""
    start = 0
    for gap in _SENTENCE_END.finditer(text):
        if gap.start() > start:
            yield text[start:gap.start()]
        start = gap.end()
    if start < len(text):
        yield text[start:]


LONG_CHARS_PER_TOKEN = 32
"""Characters a token covers at most, nearly: a text longer than `size` times
this is over `size` tokens without asking the tokenizer (which would be
handed all of it at once: a 94 MB line once)."""
FIRST_GUESS_CHARS_PER_TOKEN = 4


def _fit(text: str, count: TokenCounter, size: int,
         tick: Callable[[int], None] = lambda _chars: None) -> list[tuple[str, int]]:
    """`text` in parts of at most `size` tokens, each with its count: whole
    when it fits, else in windows cut at a space in the window's second half,
    or anywhere for a "word" longer than that (a URL, base64, a DNA string).

    Each window is counted once or a few times (its length follows the
    characters per token seen so far) and is at most `size` x 32
    characters: time and memory are linear in the text, however long."""
    longest = size * LONG_CHARS_PER_TOKEN
    if len(text) <= longest:
        tokens = count(text)
        if tokens <= size:
            tick(len(text))
            return [(text, tokens)]
    parts: list[tuple[str, int]] = []
    pos, guess = 0, size * FIRST_GUESS_CHARS_PER_TOKEN
    while pos < len(text):
        end = _cut(text, pos, min(len(text), pos + guess))
        tokens = count(text[pos:end])
        while tokens > size:  # shrink by the overshoot, and a tenth more
            end = _cut(text, pos, pos + max(1, (end - pos) * size * 9 // (tokens * 10)))
            tokens = count(text[pos:end])
        if end > pos and text[pos:end].strip(" "):
            parts.append((text[pos:end], tokens))
        # The next window: as many characters as filled this one, a little
        # under (one count per part, mostly; over costs a second).
        guess = min(longest, max(size, (end - pos) * size * 15 // (max(tokens, 1) * 16)))
        tick(end - pos)
        pos = end + 1 if end < len(text) and text[end] == " " else end
    return parts


def _cut(text: str, start: int, end: int) -> int:
    """Where a window from `start` ends: `end`, or a space in its second half."""
    if end >= len(text):
        return len(text)
    space = text.rfind(" ", start + (end - start) // 2, end)
    return space if space > start else end
