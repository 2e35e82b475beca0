"""PDF and DOCX readers (pypdf, python-docx), imported only when such a file shows up.

Both libraries raise many kinds of exceptions on damaged input (their own,
ValueError, KeyError, struct and zip errors...), so each parse is wrapped
whole and any failure becomes a ReadError that names the file type.
"""

from __future__ import annotations

import io

from app.search.normalize import normalize_line
from app.search.pdf_headings import SizeLog, mark_outline, mark_sizes, outline_entries
from app.search.readers import NothingToIndex, ReadError, ReadResult, TextLine, split_lines


def read_pdf(data: bytes) -> ReadResult:
    from pypdf import PdfReader

    try:
        reader = PdfReader(io.BytesIO(data))
        if reader.is_encrypted and not reader.decrypt(""):
            raise ReadError("the PDF is encrypted with a password; save an unprotected copy "
                            "to index it")
        pages = list(reader.pages)
    except ReadError:
        raise
    except Exception as exc:  # any parse failure of a damaged file, see module doc
        raise ReadError(f"damaged or unsupported PDF ({_reason(exc)})") from exc
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
        raise NothingToIndex("the PDF has no text layer (scanned pages?); Lantern does not "
                             "read text in images")
    return result


def read_docx(data: bytes) -> ReadResult:
    try:
        lines = _docx_blocks(data)
    except Exception as exc:  # any parse failure of a damaged file, see module doc
        raise ReadError(f"damaged or unsupported DOCX file ({_reason(exc)})") from exc
    result = ReadResult([TextLine(text, n, heading=text if h else None) for n, text, h in lines])
    if not result.lines:
        raise NothingToIndex("the document has no text")
    return result


def _docx_blocks(data: bytes) -> list[tuple[int, str, bool]]:
    """(paragraph number, text, is a heading) in document order, tables row by row."""
    import docx
    from docx.oxml.ns import qn
    from docx.table import Table
    from docx.text.paragraph import Paragraph

    document = docx.Document(io.BytesIO(data))
    blocks: list[tuple[int, str, bool]] = []
    number = 0
    for child in document.element.body.iterchildren():
        heading = False
        if child.tag == qn("w:p"):
            number += 1
            paragraph = Paragraph(child, document)
            texts = [paragraph.text]
            style = paragraph.style.name if paragraph.style is not None else ""
            heading = (style or "").startswith(("Heading", "Title"))
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


def _reason(exc: Exception) -> str:
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__
