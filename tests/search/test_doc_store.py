"""DocumentStore details: collections, nested folders, the schema's cascades."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.store.doc_models import FileStamp, NewChunk
from app.store.documents import DocumentStore
from app.store.errors import NotFound, StoreError


def test_collection_names_are_unique_ignoring_case(store: DocumentStore) -> None:
    store.create_collection("Papers")
    with pytest.raises(StoreError, match="already"):
        store.create_collection("papers")
    assert store.ensure_collection("PAPERS").name == "Papers"
    with pytest.raises(NotFound, match="lantern index"):
        store.get_collection("missing")


def test_nested_folders_merge(store: DocumentStore, tmp_path: Path) -> None:
    (tmp_path / "a" / "b").mkdir(parents=True)
    c = store.create_collection("c").id
    inner = store.add_folder(c, tmp_path / "a" / "b")
    doc = store.store_chunks(c, inner.id, str(tmp_path / "a" / "b" / "x.txt"), FileStamp(1, 1),
                             "h", "k", [NewChunk("text", None, 1, 1, 1)])
    assert store.add_folder(c, tmp_path / "a" / "b" / ".") == inner  # same folder
    outer = store.add_folder(c, tmp_path / "a")
    assert [f.path for f in store.folders(c)] == [str(tmp_path / "a")]
    assert store.documents(c)[0].id == doc and store.documents(c)[0].folder_id == outer.id
    assert store.add_folder(c, tmp_path / "a" / "b").id == outer.id


def test_removing_a_folder_removes_its_chunks_vectors_and_text_index(
        store: DocumentStore, tmp_path: Path) -> None:
    c = store.create_collection("c").id
    folder = store.add_folder(c, tmp_path)
    doc = store.store_chunks(c, folder.id, str(tmp_path / "x.txt"), FileStamp(1, 1), "h", "k",
                             [NewChunk("zanzibar spice", None, 1, 1, 2)])
    chunk_id = store.chunks_without_vectors(doc, "m")[0][0]
    store.add_vectors("m", [(chunk_id, [1.0, 0.0])])
    generation = store.vectors_generation()
    assert store.text_search('"zanzibar"', [c], 5)[0][0] == chunk_id
    assert len(store.load_vectors("m").chunk_ids) == 1
    store.remove_folder(folder.id)
    assert store.text_search('"zanzibar"', None, 5) == []
    assert len(store.load_vectors("m").chunk_ids) == 0
    assert store.vectors_generation() > generation
