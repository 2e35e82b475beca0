"""Plain data the document store hands out (collections, folders, documents, chunks)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal, cast

from app.said import QT_TRANSLATE_NOOP, Said

DocumentStatus = Literal["embedding", "indexed", "failed", "skipped"]
"""embedding: chunks stored, some vectors missing (an interrupted run resumes
it); failed: could not be read (error says why); skipped: nothing to index
(empty, no text layer, too large)."""


@dataclass(frozen=True)
class Collection:
    id: int
    name: str
    embedding_model_id: str | None
    """The model whose vectors the collection holds; None before the first run."""
    created_at: float
    documents: int = 0
    chunks: int = 0
    embedding_model_path: str | None = None
    """The GGUF that made the vectors, so queries and later runs use it too;
    None before the first run (and for databases from before it was kept)."""

    @classmethod
    def from_row(cls, row: dict[str, Any]) -> Collection:
        return cls(id=row["id"], name=row["name"], embedding_model_id=row["embedding_model_id"],
                   created_at=row["created_at"], documents=row.get("documents") or 0,
                   chunks=row.get("chunks") or 0,
                   embedding_model_path=row.get("embedding_model_path"))


@dataclass(frozen=True)
class Folder:
    id: int
    collection_id: int
    path: str


@dataclass(frozen=True)
class FileStamp:
    """What a rescan compares before reading a file: cheap, from stat()."""

    size: int
    mtime_ns: int


@dataclass(frozen=True)
class DocumentRecord:
    id: int
    collection_id: int
    folder_id: int
    path: str
    stamp: FileStamp
    content_hash: str | None
    index_key: str | None
    status: DocumentStatus
    error: str | None
    indexed_at: float | None

    @classmethod
    def from_row(cls, row: dict[str, Any]) -> DocumentRecord:
        return cls(
            id=row["id"], collection_id=row["collection_id"], folder_id=row["folder_id"],
            path=row["path"], stamp=FileStamp(row["size"], row["mtime_ns"]),
            content_hash=row["content_hash"], index_key=row["index_key"],
            status=cast(DocumentStatus, row["status"]), error=row["error"],
            indexed_at=row["indexed_at"],
        )


@dataclass(frozen=True)
class NewChunk:
    """A chunk about to be stored: text plus where it came from."""

    text: str
    page: int | None
    """1-based page for paged formats (PDF), else None."""
    line_start: int
    line_end: int
    """1-based, inclusive: lines of the file, of the page (PDF), or paragraphs (DOCX)."""
    token_count: int
    heading: str | None = None
    """The section most of the chunk is in (Markdown, reST, HTML, DOCX headings)."""


@dataclass(frozen=True)
class StoredChunk:
    """A chunk as retrieval shows it, with its document and collection."""

    id: int
    document_id: int
    collection_id: int
    collection: str
    path: str
    ordinal: int
    text: str
    page: int | None
    line_start: int
    line_end: int
    heading: str | None = None

    @classmethod
    def from_row(cls, row: dict[str, Any]) -> StoredChunk:
        return cls(id=row["id"], document_id=row["document_id"],
                   collection_id=row["collection_id"], collection=row["collection"],
                   path=row["path"], ordinal=row["ordinal"], text=row["text"], page=row["page"],
                   line_start=row["line_start"], line_end=row["line_end"],
                   heading=row.get("heading"))


@dataclass(frozen=True)
class MessageSource:
    """A numbered source shown under an answer: where the excerpt came from."""

    number: int
    path: str
    page: int | None
    line_start: int | None
    line_end: int | None
    excerpt: str
    chunk_id: int | None = None
    """None once the chunk was re-indexed or removed; path and excerpt remain."""
    heading: str | None = None
    """The section the excerpt is in, where its file has headings."""


def where_in_file(page: int | None, first: int | None, last: int | None) -> Said:
    """"page 2, lines 3-10", "line 4" or "" (English as text; the window says
    it in its language)."""
    if first is None:
        if page is None:
            return Said("", "Store", "")
        return QT_TRANSLATE_NOOP("Store", "page {page}").format(page=page)
    if last in (None, first):
        lines = QT_TRANSLATE_NOOP("Store", "line {line}").format(line=first)
    else:
        lines = QT_TRANSLATE_NOOP("Store", "lines {first}-{last}").format(first=first, last=last)
    if page is None:
        return lines
    return QT_TRANSLATE_NOOP("Store", "page {page}, {lines}").format(page=page, lines=lines)


def passage_name(location: str, heading: str | None) -> str:
    """The location with its section: '"Installation", lines 10-24' (a long
    heading is shortened: it names the section, the text is below it)."""
    if not heading:
        return location
    name = heading if len(heading) <= 60 else heading[:59].rstrip() + "…"
    if not location:
        return QT_TRANSLATE_NOOP("Store", "“{heading}”").format(heading=name)
    return QT_TRANSLATE_NOOP("Store", "“{heading}”, {location}").format(heading=name,
                                                                       location=location)
