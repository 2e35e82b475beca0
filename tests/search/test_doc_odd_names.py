"""File and folder names that are not UTF-8 never stop an index run (issue 16).

`mkdir odd; echo o >odd/$'m_caf\\xe9.txt'` once stopped indexing of the whole
folder, on every rescan, with a message that did not name the file.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from app.cli import main
from app.search.scan import walk_folders
from app.store.doc_models import Folder
from app.store.documents import DocumentStore
from app.store.errors import StoreError
from tests.search.search_helpers import IndexerFactory, add_collection


@pytest.fixture
def odd(tmp_path: Path) -> Path:
    folder = tmp_path / "odd"
    folder.mkdir()
    (folder / "a_good.txt").write_text("The lighthouse keeper trims the wick.\n")
    (folder / "z_good.txt").write_text("Tides follow the moon around the earth.\n")
    raw = os.fsencode(folder)
    with open(raw + b"/m_caf\xe9.txt", "wb") as f:
        f.write(b"o\n")
    os.mkdir(raw + b"/sub_\xff")
    with open(raw + b"/sub_\xff/inside.txt", "wb") as f:
        f.write(b"hidden by its folder's name\n")
    return folder


def test_walk_lists_odd_names_as_problems_and_finds_the_rest(odd: Path) -> None:
    walk = walk_folders([Folder(1, 1, str(odd))])
    assert sorted(Path(p).name for p in walk.files) == ["a_good.txt", "z_good.txt"]
    shown = {Path(p.path).name: p.message for p in walk.problems}
    assert set(shown) == {"m_caf\N{REPLACEMENT CHARACTER}.txt", "sub_\N{REPLACEMENT CHARACTER}"}
    assert all("not valid UTF-8" in m and "rename" in m for m in shown.values())
    for name in shown:
        name.encode("utf-8")  # storable and printable


def test_index_run_indexes_the_good_files_again_and_again(
        store: DocumentStore, make_indexer: IndexerFactory, odd: Path) -> None:
    add_collection(store, [odd])
    indexer = make_indexer()
    for _ in range(2):  # the defect stopped every rescan, not just the first
        report = indexer.run(indexer.scan("docs"))
        failed = [Path(p).name for p, _ in report.failed]
        assert "m_caf\N{REPLACEMENT CHARACTER}.txt" in failed
    assert sorted(Path(d.path).name for d in store.documents(1, "indexed")) == [
        "a_good.txt", "z_good.txt"]


def test_a_folder_with_an_odd_name_is_refused_clearly(store: DocumentStore, odd: Path) -> None:
    collection = store.ensure_collection("docs")
    with pytest.raises(StoreError, match="not valid UTF-8"):
        store.add_folder(collection.id, os.fsdecode(os.fsencode(odd) + b"/sub_\xff"))


def test_lantern_index_names_the_file_and_finishes(
        data_dir: Path, odd: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["index", str(odd), "--collection", "odd"]) == 0
    captured = capsys.readouterr()
    assert "odd: 2 indexed" in captured.out
    assert "m_caf\N{REPLACEMENT CHARACTER}.txt" in captured.out
