"""PDF passages are named by their section: from the outline (bookmarks)
where the PDF has one, from type sizes where it has none.

The PDFs are written here: text in two sizes (a minimal writer like
search_corpus.pdf_bytes, with a size per line), and an outline added by
pypdf's writer, as a PDF exporter would add bookmarks.
"""

from __future__ import annotations

import io
from pathlib import Path

from pypdf import PdfReader, PdfWriter

from app.search.readers import read_file
from app.search.retrieve import Retriever
from app.store.documents import DocumentStore
from tests.search.search_corpus import serialize_pdf
from tests.search.search_helpers import IndexerFactory, add_collection

BODY = 11.0
Line = tuple[float, str]

PAGES: list[list[Line]] = [
    [(20, "Kitchen Handbook"), (BODY, "How this handbook is organised and who wrote it.")],
    [(16, "1 Bread"), (BODY, "Knead the dough for ten minutes, then let it rise."),
     (BODY, "Bake the loaf until it sounds hollow when tapped."),
     (16, "2 Soup"), (BODY, "Simmer the lentils with cumin and a bay leaf.")],
    [(BODY, "Season the soup with salt only at the end."),
     (BODY, "A pinch of smoked paprika warms it."),
     (16, "3|Rye"), (BODY, "Rye dough needs a longer rise.")],
]
"""A "|" splits a line into two runs of text, as "3" and "Rye" in a numbered
heading often come."""


def pdf_bytes(pages: list[list[Line]]) -> bytes:
    """A valid PDF: Helvetica lines, each in its own size, top to bottom."""
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>", b"",
               b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
    page_ids = []
    for lines in pages:
        page_ids.append(len(objects) + 1)
        objects.append(b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources "
                       b"<< /Font << /F1 3 0 R >> >> /Contents %d 0 R >>" % (len(objects) + 2))
        y, parts = 740, []
        for size, text in lines:
            escaped = text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")
            runs = escaped.encode().replace(b"|", b") Tj /F1 %d Tf ( " % size)
            parts.append(b"BT /F1 %d Tf 72 %d Td (%s) Tj ET" % (size, y, runs))
            y -= int(size * 1.6)
        stream = b"\n".join(parts)
        objects.append(b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream")
    kids = " ".join(f"{i} 0 R" for i in page_ids).encode()
    objects[1] = b"<< /Type /Pages /Kids [" + kids + b"] /Count %d >>" % len(pages)
    return serialize_pdf(objects)


def with_outline(data: bytes, entries: list[tuple[str, int, str | None]]) -> bytes:
    """`data` with bookmarks (title, 0-based page, parent title or None)."""
    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(data)))
    made = {}
    for title, page, parent in entries:
        made[title] = writer.add_outline_item(title=title, page_number=page,
                                               parent=made.get(parent or ""))
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def headings(path: Path) -> list[tuple[int | None, int, str]]:
    return [(t.page, t.line, t.heading) for t in read_file(path).lines if t.heading]


def test_the_outline_names_the_sections(tmp_path: Path) -> None:
    path = tmp_path / "kitchen.pdf"
    # Sizes are all the body size here: the outline alone must do it. The
    # Soup entry's title is worded as on the page; "Preface" is not on its
    # page at all and goes on the page's first line.
    flat = [[(BODY, text) for _, text in page] for page in PAGES]
    path.write_bytes(with_outline(pdf_bytes(flat), [
        ("Preface", 0, None), ("Bread", 1, None), ("Soup", 1, "Bread"),
        ("Seasoning", 2, None)]))
    assert headings(path) == [(1, 1, "Preface"), (2, 1, "Bread"), (2, 4, "Soup"),
                              (3, 1, "Seasoning")]


def test_without_an_outline_larger_type_is_a_heading(tmp_path: Path) -> None:
    path = tmp_path / "kitchen.pdf"
    path.write_bytes(pdf_bytes(PAGES))
    assert headings(path) == [(1, 1, "Kitchen Handbook"), (2, 1, "1 Bread"),
                              (2, 4, "2 Soup"), (3, 3, "3 Rye")]


def test_one_size_and_no_outline_gives_no_headings(tmp_path: Path) -> None:
    path = tmp_path / "plain.pdf"
    path.write_bytes(pdf_bytes([[(BODY, text) for _, text in page] for page in PAGES]))
    assert headings(path) == []


def test_pdf_results_name_page_lines_and_section(
        store: DocumentStore, make_indexer: IndexerFactory, retriever: Retriever,
        tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "outlined.pdf").write_bytes(with_outline(pdf_bytes(PAGES), [
        ("Bread", 1, None), ("Soup", 1, None)]))
    add_collection(store, [docs])
    make_indexer().run(make_indexer().scan("docs"))
    best = retriever.search("smoked paprika", k=1)[0]
    # Page 3 has no heading of its own: it is still in the Soup section.
    assert (best.page, best.heading) == (3, "Soup")
    assert best.passage == "\u201cSoup\u201d, page 3, lines 1-4"
