"""Bad files are reported and skipped; every good file is still indexed.

The tests run as root, for whom chmod 000 changes nothing, so "permission
denied" is provoked by making `os.open` (what the reader opens files with)
raise PermissionError for one path, as the OS does for other users. The
other read errors are real: a named pipe with a .txt name (which would block
a naive reader forever), a symbolic link loop, a folder named like a file.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from app.search.retrieve import Retriever
from app.store.documents import DocumentStore
from tests.search.search_corpus import GARDEN_PAGES, pdf_bytes, write_encrypted_pdf
from tests.search.search_helpers import IndexerFactory, add_collection


@pytest.fixture
def bad_files(corpus: dict[str, Path], monkeypatch: pytest.MonkeyPatch) -> dict[str, Path]:
    folder = corpus["volcano"].parent / "bad"
    folder.mkdir()
    bad = {
        "zero_bytes": folder / "zero.txt",
        "whitespace": folder / "blank.md",
        "binary": folder / "image.txt",
        "encrypted": folder / "locked.pdf",
        "broken_pdf": folder / "broken.pdf",
        "truncated_pdf": folder / "truncated.pdf",
        "broken_docx": folder / "broken.docx",
        "denied": folder / "secret.txt",
        "fifo": folder / "pipe.txt",
        "loop": folder / "loop.txt",
    }
    bad["zero_bytes"].write_bytes(b"")
    bad["whitespace"].write_text("  \n\t\n   \n")
    bad["binary"].write_bytes(bytes(range(256)) * 8)
    write_encrypted_pdf(bad["encrypted"], GARDEN_PAGES)
    bad["broken_pdf"].write_bytes(b"%PDF-1.4\n1 0 obj << /Type /Catalog >>\ngarbage")
    bad["truncated_pdf"].write_bytes(pdf_bytes(GARDEN_PAGES)[:300])
    bad["broken_docx"].write_bytes(b"PK\x03\x04 not really a zip file")
    bad["denied"].write_text("Secret notes about the lighthouse keeper.")
    os.mkfifo(bad["fifo"])
    os.symlink(folder / "loop2.txt", bad["loop"])
    os.symlink(bad["loop"], folder / "loop2.txt")
    (folder / "folder.txt").mkdir()  # a folder named like a file: walked, not read
    (folder / "picture.png").write_bytes(b"\x89PNG\r\n\x1a\n")  # unsupported: counted

    real_open = os.open

    def open_denied(path: str | os.PathLike[str], flags: int, *args: int) -> int:
        if Path(path) == bad["denied"]:
            raise PermissionError(13, "Permission denied", str(path))
        return real_open(path, flags, *args)

    monkeypatch.setattr(os, "open", open_denied)
    return bad


def test_bad_files_are_reported_and_the_rest_indexed(
        store: DocumentStore, corpus: dict[str, Path], bad_files: dict[str, Path],
        make_indexer: IndexerFactory, retriever: Retriever) -> None:
    add_collection(store, [corpus["volcano"].parent])
    report = make_indexer().run(make_indexer().scan("docs"))

    assert sorted(report.indexed) == sorted(str(p) for p in corpus.values())
    problems = dict(report.failed + report.skipped)
    expected = {
        "zero_bytes": "empty", "whitespace": "only whitespace", "binary": "binary data",
        "encrypted": "encrypted", "broken_pdf": "damaged", "truncated_pdf": "damaged",
        "broken_docx": "damaged", "denied": "permission denied", "fifo": "not a regular file",
        "loop": "loops back",
    }
    for name, words in expected.items():
        assert words in problems.get(str(bad_files[name]), ""), (name, problems)
    assert report.unsupported == 1
    skipped = {p for p, _ in report.skipped}
    assert {str(bad_files["zero_bytes"]), str(bad_files["whitespace"])} <= skipped

    # Reported in the store too, for the documents panel.
    collection = store.get_collection("docs").id
    failed = {d.path: d.error for d in store.documents(collection, "failed")}
    assert "encrypted" in (failed[str(bad_files["encrypted"])] or "")
    assert retriever.search("sourdough starter", k=1)[0].path == str(corpus["sourdough"])


def test_a_failed_file_is_retried_and_indexed_once_readable(
        store: DocumentStore, corpus: dict[str, Path], bad_files: dict[str, Path],
        make_indexer: IndexerFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    add_collection(store, [corpus["volcano"].parent])
    make_indexer().run(make_indexer().scan("docs"))
    monkeypatch.undo()  # read access granted (as after a chmod: the mtime stays)
    bad_files["fifo"].unlink()
    report = make_indexer().run(make_indexer().scan("docs"))
    assert str(bad_files["denied"]) in report.indexed
    assert str(bad_files["fifo"]) in report.removed
