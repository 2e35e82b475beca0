"""Files for the search tests, written by the tests: a minimal PDF writer,
DOCX through python-docx, and a small corpus with one clear topic per file."""

from __future__ import annotations

from pathlib import Path


def pdf_bytes(pages: list[list[str]]) -> bytes:
    """A valid PDF: one Helvetica text line per string, pages in order."""
    objects: list[bytes] = []
    page_ids = [4 + 2 * i for i in range(len(pages))]
    objects.append(b"<< /Type /Catalog /Pages 2 0 R >>")
    kids = " ".join(f"{i} 0 R" for i in page_ids).encode()
    objects.append(b"<< /Type /Pages /Kids [" + kids + b"] /Count %d >>" % len(pages))
    objects.append(b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>")
    for i, lines in enumerate(pages):
        content_id = page_ids[i] + 1
        objects.append(b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] "
                       b"/Resources << /Font << /F1 3 0 R >> >> /Contents %d 0 R >>"
                       % content_id)
        text = b"BT /F1 11 Tf 14 TL 72 740 Td " + b" ".join(
            b"(" + _escape(line) + b") Tj T*" for line in lines) + b" ET"
        objects.append(b"<< /Length %d >>\nstream\n" % len(text) + text + b"\nendstream")
    return serialize_pdf(objects)


def serialize_pdf(objects: list[bytes]) -> bytes:
    """The file around numbered objects (object 1 is the catalog): bodies,
    the cross-reference table with each object's offset, the trailer."""
    out, offsets = bytearray(b"%PDF-1.4\n"), []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % o for o in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1, xref)
    return bytes(out)


def _escape(text: str) -> bytes:
    return text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)").encode("latin-1")


def write_pdf(path: Path, pages: list[list[str]]) -> Path:
    path.write_bytes(pdf_bytes(pages))
    return path


def write_encrypted_pdf(path: Path, pages: list[list[str]]) -> Path:
    import io

    from pypdf import PdfReader, PdfWriter

    writer = PdfWriter()
    for page in PdfReader(io.BytesIO(pdf_bytes(pages))).pages:
        writer.add_page(page)
    writer.encrypt(user_password="secret", owner_password="owner", algorithm="RC4-128")
    with path.open("wb") as f:
        writer.write(f)
    return path


def write_docx(path: Path, paragraphs: list[str], table: list[list[str]] | None = None) -> Path:
    import docx

    document = docx.Document()
    for text in paragraphs:
        document.add_paragraph(text)
    if table:
        grid = document.add_table(rows=len(table), cols=len(table[0]))
        for r, row in enumerate(table):
            for c, value in enumerate(row):
                grid.cell(r, c).text = value
    document.save(str(path))
    return path


VOLCANO = """Volcanoes and eruptions

A volcano erupts when magma from the mantle rises through the crust.
Pressure from dissolved gases drives the molten rock upward.
Basaltic lava flows are runny and travel far, while rhyolitic magma is thick and explosive.
Pyroclastic flows of hot ash and gas race down the slopes faster than a car.
Mount Vesuvius buried Pompeii under ash in the year 79.
"""

SOURDOUGH = """# Sourdough bread

Feed the starter with equal weights of flour and water.
Let the sourdough starter ferment for twelve hours before baking, until it doubles.
Mix the levain into the dough, add salt, and fold the dough every half hour.
Bake the loaf in a covered Dutch oven at 250 degrees for the first twenty minutes.
"""

ASTRONOMY = """<html><head><title>Moons of Jupiter</title>
<style>body { color: red }</style><script>var hidden = "telescope";</script></head>
<body>
<h1>The Galilean moons</h1>
<p>Galileo discovered four large moons orbiting Jupiter in 1610.</p>
<p>Io has hundreds of active volcanoes; Europa hides an ocean under its ice;
Ganymede is the largest moon in the solar system; Callisto is heavily cratered.</p>
</body></html>
"""

AQUEDUCTS = """Roman aqueducts
===============

The Romans built aqueducts to carry fresh water into their cities.
Water flowed downhill by gravity along a very gentle gradient.
The Pont du Gard in southern France is a famous three-tiered aqueduct bridge.
"""

RETRY = '''"""Network helpers."""

import random
import time


def retry_with_backoff(call, attempts=5):
    """Call `call`, retrying failures with exponential backoff and jitter."""
    for attempt in range(attempts):
        try:
            return call()
        except ConnectionError:
            time.sleep((2 ** attempt) + random.random())
    raise TimeoutError("gave up after exponential backoff")
'''

GARDEN_PAGES = [
    ["Growing tomatoes", "Tomato plants need full sun and deep watering twice a week.",
     "Pinch out the side shoots so the plant puts its energy into fruit."],
    ["Composting", "Earthworms turn kitchen scraps and leaves into rich compost.",
     "Keep the compost heap moist and turn it every few weeks to let air in."],
]

CHESS_PARAGRAPHS = [
    "Chess openings",
    "The Sicilian Defence begins 1. e4 c5 and is the most popular reply to the king's pawn.",
    "The Queen's Gambit offers a pawn on c4 to gain control of the centre.",
]
CHESS_TABLE = [["Opening", "First moves"], ["Ruy Lopez", "1. e4 e5 2. Nf3 Nc6 3. Bb5"]]


def write_corpus(folder: Path) -> dict[str, Path]:
    """One file per topic, in every supported kind; returns name -> path."""
    folder.mkdir(parents=True, exist_ok=True)
    files = {
        "volcano": folder / "volcanoes.txt",
        "sourdough": folder / "sourdough.md",
        "astronomy": folder / "jupiter.html",
        "aqueducts": folder / "aqueducts.rst",
        "retry": folder / "net" / "retry.py",
        "garden": folder / "garden.pdf",
        "chess": folder / "chess.docx",
    }
    files["retry"].parent.mkdir(exist_ok=True)
    files["volcano"].write_text(VOLCANO, encoding="utf-8")
    files["sourdough"].write_text(SOURDOUGH, encoding="utf-8")
    files["astronomy"].write_text(ASTRONOMY, encoding="utf-8")
    files["aqueducts"].write_text(AQUEDUCTS, encoding="utf-8")
    files["retry"].write_text(RETRY, encoding="utf-8")
    write_pdf(files["garden"], GARDEN_PAGES)
    write_docx(files["chess"], CHESS_PARAGRAPHS, CHESS_TABLE)
    return files
