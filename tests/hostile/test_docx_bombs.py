"""DOCX zip bombs and huge paragraph counts are refused before python-docx
unpacks them; a stop is noticed between paragraphs (issue 26, item 7)."""

from __future__ import annotations

import resource
from pathlib import Path

import pytest

from app.search.office import read_docx
from app.search.progress import IndexControl
from app.search.readers import NothingToIndex, ReadCancelled, ReadError, read_document
from tests.hostile.docx_files import paragraphs, with_body


def peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def test_two_million_empty_paragraphs_are_refused_in_small_memory() -> None:
    bomb = with_body(paragraphs(2_000_000))
    assert len(bomb) < 100_000  # 12 MB of XML in a small file
    before = peak_rss_mb()
    with pytest.raises(ReadError, match="2,000,000 paragraphs, more than the 100,000"):
        read_docx(bomb)
    assert peak_rss_mb() - before < 200  # parsing it took 1.9 GB


def test_an_entry_that_unpacks_to_gigabytes_is_refused() -> None:
    bomb = with_body(paragraphs(3, "fine"), extra={"word/media/zeros.bin": bytes(300 << 20)})
    with pytest.raises(ReadError, match="unpacks to 300 MB, more than the 256 MB"):
        read_docx(bomb)


def test_a_split_opening_is_counted_once() -> None:
    exactly = with_body(b"<w:p> </w:p>" * 100_000)  # the cap exactly
    with pytest.raises(NothingToIndex):  # read (all blank), not refused by the cap
        read_docx(exactly)


def test_a_stop_is_noticed_between_paragraphs(tmp_path: Path) -> None:
    data = with_body(paragraphs(20_000, "a long report"))
    control = IndexControl()
    asked = 0

    def cancelled() -> bool:
        nonlocal asked
        asked += 1
        if asked == 100:
            control.cancel()
        return control.cancelled

    with pytest.raises(ReadCancelled):
        read_document(tmp_path / "report.docx", data, cancelled)
    assert asked == 100


def test_a_real_long_document_still_reads(tmp_path: Path) -> None:
    result = read_document(tmp_path / "book.docx", with_body(paragraphs(20_000, "chapter")))
    assert len(result.lines) == 20_000 and result.lines[-1].text == "chapter 19999"
