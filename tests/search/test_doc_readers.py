"""Readers: text, locations and clear reasons, one file type at a time."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.search.html_text import html_lines
from app.search.normalize import normalize_line
from app.search.readers import (
    NothingToIndex,
    ReadError,
    decode_text,
    read_file,
    reader_for,
)
from tests.search.search_corpus import ASTRONOMY, write_docx, write_pdf


def test_plain_text_keeps_file_line_numbers(tmp_path: Path) -> None:
    path = tmp_path / "notes.md"
    path.write_text("# Title\n\n\nThird   line\twith tab\r\n")
    lines = read_file(path).lines
    assert [(t.line, t.text) for t in lines] == [(1, "# Title"), (4, "Third line with tab")]


def test_normalisation_folds_forms_but_keeps_every_visible_character() -> None:
    assert normalize_line("ﬁle\u00a0name\u200b café ＡＢ 🍕 ½") == "file name café AB 🍕 1⁄2"
    assert normalize_line("\x00\x07 \u00ad") == ""


def test_non_utf8_text_is_read_with_a_warning_not_dropped() -> None:
    text, warnings = decode_text("naïve café – “quoted”".encode("cp1252"))
    assert text == "naïve café – “quoted”"
    assert warnings and "Windows-1252" in warnings[0]


def test_utf16_with_bom(tmp_path: Path) -> None:
    path = tmp_path / "wide.txt"
    path.write_bytes("\ufeffhello wide world".encode("utf-16-le"))
    assert read_file(path).lines[0].text == "hello wide world"


def test_html_visible_text_with_source_lines() -> None:
    lines = html_lines(ASTRONOMY)
    texts = [t for t, _ in lines]
    assert texts[0] == "Moons of Jupiter"
    assert not any("hidden" in t or "color" in t for t in texts)
    assert ("The Galilean moons", 4) in lines
    assert lines[-1][0].startswith("Io has hundreds") and lines[-1][1] == 6


def test_pdf_pages_and_lines(tmp_path: Path) -> None:
    path = write_pdf(tmp_path / "two.pdf", [["Alpha page one"], ["Beta (page) two", "more"]])
    lines = read_file(path).lines
    assert [(t.page, t.line, t.text) for t in lines] == [
        (1, 1, "Alpha page one"), (2, 1, "Beta (page) two"), (2, 2, "more")]


def test_pdf_without_text_is_skipped_with_a_reason(tmp_path: Path) -> None:
    path = write_pdf(tmp_path / "scan.pdf", [[]])
    with pytest.raises(NothingToIndex, match="no text layer"):
        read_file(path)


def test_docx_paragraphs_and_table_rows(tmp_path: Path) -> None:
    path = write_docx(tmp_path / "d.docx", ["First", "", "Third"], [["a", "b"], ["c", "d"]])
    lines = read_file(path).lines
    assert [(t.line, t.text) for t in lines] == [
        (1, "First"), (3, "Third"), (4, "a | b"), (5, "c | d")]


def test_unsupported_types_have_no_reader() -> None:
    assert reader_for(Path("photo.jpg")) is None
    assert reader_for(Path("archive.zip")) is None
    assert reader_for(Path("Makefile")) is not None
    assert reader_for(Path("main.RS")) is not None


def test_a_directory_is_not_read(tmp_path: Path) -> None:
    (tmp_path / "x.txt").mkdir()
    with pytest.raises(ReadError, match="folder"):
        read_file(tmp_path / "x.txt")
