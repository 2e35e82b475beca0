"""PDF and DOCX readers (pypdf, python-docx), imported only when such a file shows up.

Both libraries raise many kinds of exceptions on damaged input (their own,
ValueError, KeyError, struct and zip errors...), so each parse is wrapped
whole and any failure becomes a ReadError that names the file type.
"""

from __future__ import annotations

import io
import zipfile
from collections.abc import Callable
from typing import Any

from app.said import QT_TRANSLATE_NOOP
from app.search.normalize import normalize_line
from app.search.pdf_headings import SizeLog, mark_outline, mark_sizes, outline_entries
from app.search.readers import (
    NothingToIndex,
    ReadCancelled,
    ReadError,
    ReadResult,
    TextLine,
    split_lines,
)

# What a file's row in Problems says (see app.search.readers).
ENCRYPTED = QT_TRANSLATE_NOOP("Search", "the PDF is encrypted with a password; save an "
                              "unprotected copy to index it")
BAD_PDF = QT_TRANSLATE_NOOP("Search", "damaged or unsupported PDF ({reason})")
NO_TEXT_LAYER = QT_TRANSLATE_NOOP("Search", "the PDF has no text layer (scanned pages?); "
                                  "Lantern does not read text in images")
BAD_DOCX = QT_TRANSLATE_NOOP("Search", "damaged or unsupported DOCX file ({reason})")
NO_DOCX_TEXT = QT_TRANSLATE_NOOP("Search", "the document has no text")
DOCX_TOO_BIG = QT_TRANSLATE_NOOP(
    "Search", "the DOCX file unpacks to {mb} MB, more than the {most} MB Lantern reads (a zip "
    "bomb, or mostly embedded media); save the text as a smaller file")
DOCX_TOO_LONG = QT_TRANSLATE_NOOP(
    "Search", "the DOCX file has {paragraphs} paragraphs, more than the {most} Lantern reads; "
    "split it into smaller files")


def read_pdf(data: bytes) -> ReadResult:
    from pypdf import PdfReader

    try:
        reader = PdfReader(io.BytesIO(data))
        if reader.is_encrypted and not reader.decrypt(""):
            raise ReadError(ENCRYPTED)
        pages = list(reader.pages)
    except ReadError:
        raise
    except Exception as exc:  # any parse failure of a damaged file, see module doc
        raise ReadError(BAD_PDF.format(reason=_reason(exc))) from exc
    result = ReadResult([])
    sizes = SizeLog()
    for number, page in enumerate(pages, start=1):
        try:
            text = page.extract_text(visitor_text=sizes.visitor(number)) or ""
        except Exception as exc:  # one bad page must not lose the others
            result.warnings.append(f"page {number} could not be read ({_reason(exc)})")
            continue
        result.lines.extend(split_lines(text, page=number))
    # Headings from the outline where there is one, else from type sizes.
    entries = outline_entries(reader)
    result.lines = (mark_outline(result.lines, entries) if entries
                    else mark_sizes(result.lines, sizes.heading_texts()))
    if not result.lines:
        if len(result.warnings) == len(pages) and pages:
            raise ReadError("no page of the PDF could be read: " + "; ".join(result.warnings))
        raise NothingToIndex(NO_TEXT_LAYER)
    return result


MAX_DOCX_UNPACKED = 256 << 20
"""All parts of a .docx unpacked: the 100 MB file cap is on the *zipped* bytes,
and XML packs 1000:1 (a 2 MB file of 2M empty paragraphs took 1.9 GB)."""
MAX_DOCX_PARAGRAPHS = 100_000
"""A 1,000-page book has some 20,000; more is a generated file, not a document."""


def read_docx(data: bytes, cancelled: Callable[[], bool] = lambda: False) -> ReadResult:
    """`cancelled` is asked between paragraphs: a stop ends a long document's
    reading at once (ReadCancelled)."""
    _check_docx_size(data)
    try:
        lines = _docx_blocks(data, cancelled)
    except ReadCancelled:
        raise
    except Exception as exc:  # any parse failure of a damaged file, see module doc
        raise ReadError(BAD_DOCX.format(reason=_reason(exc))) from exc
    result = ReadResult([TextLine(text, n, heading=text if h else None) for n, text, h in lines])
    if not result.lines:
        raise NothingToIndex(NO_DOCX_TEXT)
    return result


def _check_docx_size(data: bytes) -> None:
    """Refuse a zip bomb before python-docx unpacks it (sizes from the zip's
    directory: zipfile never unpacks more than an entry declares)."""
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            entries = archive.infolist()
            body = next((e for e in entries if e.filename == "word/document.xml"), None)
            unpacked = sum(e.file_size for e in entries)
            if unpacked > MAX_DOCX_UNPACKED:
                raise ReadError(DOCX_TOO_BIG.format(mb=unpacked >> 20,
                                                    most=MAX_DOCX_UNPACKED >> 20))
            paragraphs = _count_paragraphs(archive, body) if body is not None else 0
    except zipfile.BadZipFile as exc:
        raise ReadError(BAD_DOCX.format(reason=_reason(exc))) from exc
    if paragraphs > MAX_DOCX_PARAGRAPHS:
        raise ReadError(DOCX_TOO_LONG.format(paragraphs=f"{paragraphs:,}",
                                             most=f"{MAX_DOCX_PARAGRAPHS:,}"))


_OPENINGS = (b"<w:p>", b"<w:p ", b"<w:p/")


def _count_paragraphs(archive: zipfile.ZipFile, body: zipfile.ZipInfo) -> int:
    """`<w:p>`, `<w:p ...>` and `<w:p/>` in the body, streamed (never all in memory)."""
    count, tail = 0, b""
    with archive.open(body) as stream:
        while chunk := stream.read(1 << 20):
            window = tail + chunk
            count += sum(window.count(opening) for opening in _OPENINGS)
            # 4 bytes hold no whole 5-byte opening: one split across reads is
            # counted once, in the next window
            tail = window[-4:]
    return count


def _docx_blocks(data: bytes, cancelled: Callable[[], bool],
                 ) -> list[tuple[int, str, bool]]:
    """(paragraph number, text, is a heading) in document order, tables row by row."""
    import docx
    from docx.oxml.ns import qn
    from docx.table import Table
    from docx.text.paragraph import Paragraph

    document = docx.Document(io.BytesIO(data))
    heading_of = _heading_styles(document)
    blocks: list[tuple[int, str, bool]] = []
    number = 0
    for child in document.element.body.iterchildren():
        if cancelled():
            raise ReadCancelled("reading the document was stopped")
        heading = False
        if child.tag == qn("w:p"):
            number += 1
            paragraph = Paragraph(child, document)
            texts = [paragraph.text]
            # the style by id from a table made once: python-docx's own lookup
            # searches the styles part per paragraph (3 ms each: a minute a book)
            heading = heading_of.get(child.style, heading_of[None])
        elif child.tag == qn("w:tbl"):
            texts = [" | ".join(cell.text for cell in row.cells)
                     for row in Table(child, document).rows]
        else:
            continue
        for text in texts:
            if child.tag == qn("w:tbl"):
                number += 1
            clean = normalize_line(text)
            if clean:
                blocks.append((number, clean, heading))
    return blocks


def _heading_styles(document: Any) -> dict[str | None, bool]:
    """style id -> whether it is a heading or title; None: the default style's."""
    from docx.enum.style import WD_STYLE_TYPE

    def is_heading(name: str | None) -> bool:
        return (name or "").startswith(("Heading", "Title"))

    table: dict[str | None, bool] = {s.style_id: is_heading(s.name) for s in document.styles}
    default = document.styles.default(WD_STYLE_TYPE.PARAGRAPH)
    table[None] = is_heading(default.name if default is not None else "")
    return table


def _reason(exc: Exception) -> str:
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__
