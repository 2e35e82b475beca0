"""The shipped catalog, and a catalog with a bad entry."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from app.models.catalog import default_catalog_path, load_catalog
from app.models.errors import CatalogError
from app.models.fit import Machine, recommended


def test_shipped_catalog_has_six_cpu_friendly_models() -> None:
    entries = load_catalog()
    assert len(entries) >= 6
    for entry in entries:
        assert 0.35e9 <= entry.download_size <= 4.5e9, entry.id
        assert entry.quantization == "Q4_K_M" and entry.license and entry.note
        assert entry.repo.count("/") == 1 and entry.file.endswith(".gguf")


def test_recommendation_follows_free_memory() -> None:
    entries = load_catalog()
    big = recommended(entries, Machine(16 << 30, 32 << 30))
    small = recommended(entries, Machine(2 << 30, 4 << 30))
    assert big is not None and small is not None
    assert big.download_size > small.download_size
    assert recommended(entries, Machine(300 << 20, 1 << 30)) is None


def write(tmp_path: Path, change: dict[str, Any], index: int = 2) -> Path:
    raw = json.loads(default_catalog_path().read_text(encoding="utf-8"))
    raw["models"][index].update(change)
    path = tmp_path / "catalog.json"
    path.write_text(json.dumps(raw), encoding="utf-8")
    return path


@pytest.mark.parametrize(("change", "words"), [
    ({"sha256": "abc123"}, ["'sha256'", "64 lower-case hex"]),
    ({"file": "model.bin"}, ["'file'", "not a GGUF file name"]),
    ({"size_bytes": -5}, ["'size_bytes'", "must be positive"]),
    ({"repo": "no-slash"}, ["'repo'", "expected form"]),
    ({"revision": "main"}, ["'revision'", "expected form"]),
    ({"name": ""}, ["'name'", "missing"]),
    ({"architecture": {"layers": 4}}, ["'architecture.heads'", "missing"]),
])
def test_bad_entry_is_refused_naming_entry_and_field(tmp_path: Path, change: dict[str, Any],
                                                     words: list[str]) -> None:
    entry_id = load_catalog()[2].id
    with pytest.raises(CatalogError) as caught:
        load_catalog(write(tmp_path, change))
    message = str(caught.value)
    assert f"#3 ({entry_id!r})" in message
    for word in words:
        assert word in message


def test_duplicate_ids_and_broken_json_are_refused(tmp_path: Path) -> None:
    first = load_catalog()[0].id
    with pytest.raises(CatalogError, match="used twice"):
        load_catalog(write(tmp_path, {"id": first}))
    broken = tmp_path / "broken.json"
    broken.write_text("{ not json", encoding="utf-8")
    with pytest.raises(CatalogError, match="not valid JSON"):
        load_catalog(broken)
