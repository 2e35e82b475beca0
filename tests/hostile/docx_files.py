"""DOCX files written zip entry by zip entry: real documents, and bombs."""

from __future__ import annotations

import io
import zipfile

import docx

BODY_START = (b'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document '
              b'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">'
              b"<w:body>")
BODY_END = b"</w:body></w:document>"


def with_body(paragraphs: bytes, extra: dict[str, bytes] | None = None) -> bytes:
    """A python-docx document whose body is replaced by `paragraphs` (raw XML)."""
    plain = io.BytesIO()
    docx.Document().save(plain)
    out = io.BytesIO()
    with zipfile.ZipFile(plain) as source, \
            zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as target:
        for item in source.infolist():
            data = source.read(item)
            if item.filename == "word/document.xml":
                data = BODY_START + paragraphs + BODY_END
            target.writestr(item.filename, data)
        for name, data in (extra or {}).items():
            target.writestr(name, data)
    return out.getvalue()


def paragraphs(count: int, text: str = "") -> bytes:
    if not text:
        return b"<w:p/>" * count
    return b"".join(f"<w:p><w:r><w:t>{text} {i}</w:t></w:r></w:p>".encode()
                    for i in range(count))
