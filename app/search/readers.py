"""Readers: a file's bytes -> normalised lines that know their page and line.

Supported: plain text, Markdown, reST, source code (by extension), HTML,
PDF (pypdf; page numbers kept) and DOCX (python-docx; a "line" is a
paragraph or table row). Everything else is "unsupported" and counted by the
indexer, never read.

Two kinds of trouble, both reported per file, neither stops an index run:
- `ReadError`: the file could not be read (permissions, damaged or
  encrypted PDF, binary content under a text extension, a pipe...);
- `NothingToIndex`: it was read but holds no text (empty, scanned PDF).
Text is never dropped silently: undecodable bytes, unreadable PDF pages and
similar losses come back as warnings with the lines that were read.
"""

from __future__ import annotations

import errno
import logging
import os
import stat
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path

from app.said import QT_TRANSLATE_NOOP, Said
from app.search.headings import Markup, mark_headings
from app.search.html_text import html_blocks
from app.search.normalize import normalize_line

# pypdf logs every oddity of a damaged file as a warning; the reader reports
# what matters (a page or the file could not be read) itself.
logging.getLogger("pypdf").setLevel(logging.ERROR)

PLAIN_EXTENSIONS = frozenset("""
.txt .text .md .markdown .mdown .rst .rest .org .adoc .asciidoc .tex .bib .csv .tsv .log
.py .pyi .pyw .js .mjs .cjs .ts .tsx .jsx .java .kt .kts .scala .groovy .c .h .cc .cpp .cxx
.hpp .hh .hxx .m .mm .cs .fs .go .rs .rb .php .pl .pm .swift .dart .lua .r .jl .hs .ml .mli
.ex .exs .erl .clj .cljs .elm .nim .zig .v .sql .sh .bash .zsh .fish .ps1 .bat .cmd
.css .scss .sass .less .vue .svelte .json .jsonc .yaml .yml .toml .ini .cfg .conf .properties
.xml .gradle .cmake .mk .proto .graphql .tf .nix .dockerfile
""".split())
PLAIN_NAMES = frozenset("""readme license licence copying authors changelog changes notice
makefile dockerfile containerfile justfile rakefile gemfile procfile vagrantfile""".split())
MARKUP: dict[str, Markup] = {".md": "markdown", ".markdown": "markdown", ".mdown": "markdown",
                              ".rst": "rest", ".rest": "rest"}
HTML_EXTENSIONS = frozenset({".html", ".htm", ".xhtml"})
MAX_FILE_BYTES = 100 << 20
_BINARY_SNIFF = 8192


class ReadError(Exception):
    """The file could not be read; the message says why and what to do."""


class ReadCancelled(Exception):
    """The run was stopped while a long file was being read."""


class NothingToIndex(Exception):
    """The file was read but has no text to index; the message says why."""


@dataclass(frozen=True)
class TextLine:
    text: str
    """Normalised: NFKC, no control characters, single spaces, never empty."""
    line: int
    """1-based line of the file (of the page for PDF; paragraph for DOCX)."""
    page: int | None = None
    heading: str | None = None
    """On a section heading's line (Markdown, reST, HTML, DOCX, PDF): the section's
    name, without markup. It names the chunks that follow."""


@dataclass
class ReadResult:
    lines: list[TextLine]
    warnings: list[str] = field(default_factory=list)


Reader = Callable[[bytes], ReadResult]


def reader_for(path: Path, cancelled: Callable[[], bool] = lambda: False) -> Reader | None:
    """The reader for this file's type, or None when Lantern cannot index it.
    `cancelled` reaches the readers of long structured files (DOCX)."""
    suffix = path.suffix.lower()
    if suffix in HTML_EXTENSIONS:
        return read_html
    if suffix == ".pdf":
        from app.search.office import read_pdf
        return read_pdf
    if suffix == ".docx":
        from app.search.office import read_docx
        return partial(read_docx, cancelled=cancelled)
    if suffix in MARKUP:
        return partial(read_plain, markup=MARKUP[suffix])
    if suffix in PLAIN_EXTENSIONS or (not suffix and path.name.lower() in PLAIN_NAMES):
        return read_plain
    return None


# What a file's row in Problems says (stored as English text; the window
# recognises these sentences and says them in its language: app.said).
A_FOLDER = QT_TRANSLATE_NOOP("Search", "a folder, not a file")
NOT_REGULAR = QT_TRANSLATE_NOOP("Search", "not a regular file (a pipe, socket or device); "
                                "nothing to read")
TOO_BIG = QT_TRANSLATE_NOOP("Search", "larger than {mb} MB; Lantern skips files this big")
LOOPING_LINK = QT_TRANSLATE_NOOP("Search", "a symbolic link that loops back on itself; fix or "
                                 "remove the link")
NO_PERMISSION = QT_TRANSLATE_NOOP("Search", "permission denied; give your user read access to "
                                  "the file to index it")
DISAPPEARED = QT_TRANSLATE_NOOP("Search", "the file disappeared while indexing (or is a broken "
                                "link)")
UNREADABLE = QT_TRANSLATE_NOOP("Search", "could not be read: {reason}")
BINARY = QT_TRANSLATE_NOOP("Search", "binary data, not text, although its name says text; "
                           "rename it or move it out of the folder")
NO_VISIBLE_TEXT = QT_TRANSLATE_NOOP("Search", "the file has no visible text")
NO_READER = QT_TRANSLATE_NOOP("Search", "Lantern cannot read {suffix} files")
NO_SUFFIX = QT_TRANSLATE_NOOP("Search", "Lantern cannot read extension-less files")
EMPTY = QT_TRANSLATE_NOOP("Search", "the file is empty (0 bytes)")
ONLY_WHITESPACE = QT_TRANSLATE_NOOP("Search", "the file contains only whitespace")


def read_bytes(path: Path, max_bytes: int = MAX_FILE_BYTES) -> bytes:
    """The file's bytes; ReadError for anything that is not a readable regular file.

    Opened non-blocking and checked with fstat before reading: a named pipe
    with a text extension would otherwise block the indexer forever.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise ReadError(_os_reason(path, exc)) from exc
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode):
        os.close(fd)
        raise ReadError(A_FOLDER if stat.S_ISDIR(info.st_mode) else NOT_REGULAR)
    with os.fdopen(fd, "rb") as f:
        if info.st_size > max_bytes:
            raise NothingToIndex(TOO_BIG.format(mb=max_bytes >> 20))
        try:
            return f.read()
        except OSError as exc:
            raise ReadError(_os_reason(path, exc)) from exc


def _os_reason(path: Path, exc: OSError) -> str:
    if exc.errno == errno.ELOOP:
        return LOOPING_LINK
    if isinstance(exc, PermissionError):
        return NO_PERMISSION
    if isinstance(exc, FileNotFoundError):
        return DISAPPEARED
    if isinstance(exc, IsADirectoryError):
        return A_FOLDER
    return UNREADABLE.format(reason=exc.strerror or exc)


def decode_text(data: bytes) -> tuple[str, list[str]]:
    """Bytes -> text, with a warning when it was not UTF-8 (nothing is replaced)."""
    if data.startswith(b"\xef\xbb\xbf"):
        return data[3:].decode("utf-8", errors="replace"), _replaced(data[3:], "utf-8")
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return data.decode("utf-16", errors="replace"), _replaced(data, "utf-16")
    head = data[:_BINARY_SNIFF]
    if b"\x00" in head or _control_ratio(head) > 0.1:
        raise ReadError(BINARY)
    try:
        return data.decode("utf-8"), []
    except UnicodeDecodeError:
        pass
    try:
        return data.decode("cp1252"), ["not valid UTF-8: read as Windows-1252 (Western)"]
    except UnicodeDecodeError:
        return data.decode("latin-1"), ["not valid UTF-8: read as Latin-1"]


def _replaced(data: bytes, encoding: str) -> list[str]:
    try:
        data.decode(encoding)
    except UnicodeDecodeError:
        return [f"some bytes are not valid {encoding} and were replaced by U+FFFD"]
    return []


def _control_ratio(head: bytes) -> float:
    if not head:
        return 0.0
    controls = sum(1 for b in head if b < 32 and b not in (9, 10, 12, 13, 27))
    return controls / len(head)


def split_lines(text: str, page: int | None = None) -> list[TextLine]:
    """Numbered, normalised, non-empty lines. Only \\n ends a line (as in
    editors), so line numbers match what the user sees when opening the file."""
    lines = []
    for number, raw in enumerate(text.split("\n"), start=1):
        clean = normalize_line(raw)
        if clean:
            lines.append(TextLine(clean, number, page))
    return lines


def read_plain(data: bytes, markup: Markup | None = None) -> ReadResult:
    text, warnings = decode_text(data)
    lines = split_lines(text)
    if markup is not None:
        lines = mark_headings(lines, markup)
    return _checked(ReadResult(lines, warnings), ONLY_WHITESPACE)


def read_html(data: bytes) -> ReadResult:
    text, warnings = decode_text(data)
    lines = [TextLine(t, n, heading=t if h else None) for t, n, h in html_blocks(text)]
    return _checked(ReadResult(lines, warnings), NO_VISIBLE_TEXT)


def _checked(result: ReadResult, why_empty: Said) -> ReadResult:
    if not result.lines:
        raise NothingToIndex(why_empty)
    return result


def read_document(path: Path, data: bytes,
                  cancelled: Callable[[], bool] = lambda: False) -> ReadResult:
    """Parse `data` (the bytes of `path`) with the reader for its type;
    ReadCancelled when `cancelled` says so in the middle of a long file."""
    reader = reader_for(path, cancelled)
    if reader is None:
        raise (NothingToIndex(NO_READER.format(suffix=path.suffix)) if path.suffix
               else NothingToIndex(NO_SUFFIX))
    if not data:
        raise NothingToIndex(EMPTY)
    return reader(data)


def read_file(path: Path) -> ReadResult:
    """read_bytes + read_document, for callers that do not need the bytes."""
    return read_document(path, read_bytes(path))
