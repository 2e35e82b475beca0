"""Chunking with the real embedding model's tokenizer."""

from __future__ import annotations

import itertools

import pytest

from app.engine.embedder import Embedder
from app.search.chunking import ChunkSettings, TokenCounter, chunk_lines, token_counter
from app.search.readers import TextLine, split_lines

PROSE = "\n".join(
    f"Line {n}: the keeper climbed the lighthouse stairs at dusk. He lit the lamp; "
    f"ships passed safely through the strait number {n}." for n in range(1, 41))


@pytest.fixture(scope="module")
def count(embedder: Embedder) -> TokenCounter:
    return token_counter(embedder.tokenize)


def test_chunks_fit_and_cover_every_line(count: TokenCounter) -> None:
    lines = split_lines(PROSE)
    settings = ChunkSettings(size=64, overlap=16)
    chunks = chunk_lines(lines, count, settings)
    assert len(chunks) > 5
    for chunk in chunks:
        assert chunk.token_count == count(chunk.text) <= 64
    covered = "\n".join(c.text for c in chunks)
    for line in lines:  # nothing dropped: every sentence of every line is in a chunk
        for sentence in line.text.split(". "):
            assert sentence.rstrip(".") in covered
    assert chunks[0].line_start == 1 and chunks[-1].line_end == 40
    starts = [c.line_start for c in chunks]
    assert starts == sorted(starts)


def test_consecutive_chunks_overlap(count: TokenCounter) -> None:
    chunks = chunk_lines(split_lines(PROSE), count, ChunkSettings(size=64, overlap=24))
    for before, after in itertools.pairwise(chunks):
        assert after.text.split("\n")[0].split(" ")[0] in before.text
        assert after.line_start <= before.line_end


def test_chunks_never_span_pages(count: TokenCounter) -> None:
    lines = [TextLine("Page one text about apples.", 1, 1),
             TextLine("Page two text about pears.", 1, 2)]
    chunks = chunk_lines(lines, count, ChunkSettings(size=64, overlap=8))
    assert [(c.page, c.text) for c in chunks] == [
        (1, "Page one text about apples."), (2, "Page two text about pears.")]


def test_a_word_longer_than_a_chunk_is_split_not_truncated(count: TokenCounter) -> None:
    blob = "QmFzZTY0" * 200  # one 1600-character "word"
    chunks = chunk_lines([TextLine(f"start {blob} end", 7)], count, ChunkSettings(48, 8))
    assert all(c.token_count <= 48 for c in chunks)
    joined = "".join(c.text.replace(" ", "") for c in chunks)
    assert blob in joined.replace("start", "").replace("end", "") or blob in joined
    assert all((c.line_start, c.line_end) == (7, 7) for c in chunks)


def test_settings_are_clamped_to_the_model(embedder: Embedder) -> None:
    limit = embedder.n_ctx - 2
    assert ChunkSettings(4096, 32).validated(limit).size == limit - 1
    with pytest.raises(ValueError, match="overlap"):
        ChunkSettings(256, 200).validated(limit)
    with pytest.raises(ValueError, match="at least"):
        ChunkSettings(4, 0).validated(limit)


def test_empty_input_gives_no_chunks(count: TokenCounter) -> None:
    assert chunk_lines([], count, ChunkSettings()) == []


def test_the_indexing_threads_tokenizer_matches_the_embedder(embedder: Embedder) -> None:
    from app.engine.vocab_tokenizer import VocabTokenizer

    vocab = VocabTokenizer(embedder.path)
    try:
        assert vocab.model_id == embedder.model_id and vocab.n_ctx == embedder.n_ctx
        for text in ("Hello, world!", PROSE[:500], "Café naïve 東京 🍕"):
            assert vocab.tokenize(text) == embedder.tokenize(text)
    finally:
        vocab.close()


# -- a long text with no spaces (issue 40, item 6) -------------------------------

class Measured:
    """The real counter, remembering what it was asked to tokenize."""

    def __init__(self, count: TokenCounter) -> None:
        self.count, self.sizes = count, []

    def __call__(self, text: str) -> int:
        self.sizes.append(len(text))
        return self.count(text)


def _spaceless(chars: int) -> str:
    import random

    rng = random.Random(40)
    return "".join(rng.choice("ACGT") for _ in range(chars))  # a DNA string, one "word"


@pytest.mark.parametrize("spaces", [False, True])
def test_chunking_a_long_line_is_linear(count: TokenCounter, spaces: bool) -> None:
    """Twice the text, twice the tokenizing: each window is counted about once,
    and none is longer than 32 characters a token (the 94 MB line was
    tokenized whole, then each half, each quarter... and never finished)."""
    settings = ChunkSettings(64, 8)
    work = []
    for chars in (6_000, 12_000):
        text = _spaceless(chars)
        if spaces:
            text = " ".join(text[i:i + 7] for i in range(0, chars, 7))
        measured = Measured(count)
        chunks = chunk_lines([TextLine(text, 1)], measured, settings)
        assert all(c.token_count <= 64 for c in chunks)
        assert "".join(c.text for c in chunks).replace(" ", "") == text.replace(" ", "")
        assert max(measured.sizes) <= 64 * 32
        work.append((len(measured.sizes), sum(measured.sizes)))
    (calls, chars), (calls2, chars2) = work
    assert calls2 <= 2.2 * calls and chars2 <= 2.2 * chars
    assert chars2 <= 3 * 12_000  # each character is tokenized about twice at most


def test_chunking_reports_progress_and_can_be_stopped(count: TokenCounter,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    import app.search.chunking as chunking
    from app.search.readers import ReadCancelled

    monkeypatch.setattr(chunking, "PROGRESS_EVERY_CHARS", 2_000)
    heard: list[int] = []
    chunk_lines([TextLine(_spaceless(10_000), 1)], count, ChunkSettings(64, 8), heard.append)
    assert len(heard) >= 4 and heard == sorted(heard) and heard[-1] <= 10_001

    def stop(_done: int) -> None:
        raise ReadCancelled("stopped")

    with pytest.raises(ReadCancelled):
        chunk_lines([TextLine(_spaceless(10_000), 1)], count, ChunkSettings(64, 8), stop)
