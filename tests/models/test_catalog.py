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
        assert entry.quantization in ("Q4_K_M", "Q8_0") and entry.license and entry.note
        assert entry.repo.count("/") == 1 and entry.file.endswith(".gguf")
        assert entry.chat_template and entry.capability_source, entry.id


CURRENT_GENERATION = {
    # id: (tool calling, thinking, how thinking is turned off)
    "qwen3-0.6b-q8_0": (True, True, "enable_thinking"),
    "qwen3-1.7b-q4_k_m": (True, True, "enable_thinking"),
    "qwen3-4b-q4_k_m": (True, True, "enable_thinking"),
    "smollm3-3b-q4_k_m": (True, True, "enable_thinking"),
    "deepseek-r1-qwen-1.5b-q4_k_m": (False, True, None),
    "gemma-3-1b-it-q4_k_m": (False, False, None),
    "gemma-3-4b-it-q4_k_m": (False, False, None),
    "phi-4-mini-instruct-q4_k_m": (True, False, None),
    "llama-3.2-1b-instruct-q4_k_m": (True, False, None),
    "llama-3.2-3b-instruct-q4_k_m": (True, False, None),
}


def test_the_current_small_generation_is_pinned_with_its_flags() -> None:
    by_id = {entry.id: entry for entry in load_catalog()}
    for model_id, flags in CURRENT_GENERATION.items():
        entry = by_id[model_id]
        assert (entry.tool_calling, entry.thinking, entry.thinking_switch) == flags, model_id
        assert entry.sha256 and entry.revision and entry.size_bytes, model_id
        assert entry.approx_size_bytes == entry.size_bytes, model_id


def test_every_pinned_hash_names_two_independent_sources_that_record_it() -> None:
    pinned = [entry for entry in load_catalog() if entry.sha256]
    assert len(pinned) >= len(CURRENT_GENERATION)
    for entry in pinned:
        assert entry.revision and entry.size_bytes, entry.id
        owners = {source.owner for source in entry.sources}
        assert len(owners) >= 2 and len(owners) == len(entry.sources), entry.id
        assert all("sha256" in source.records for source in entry.sources)
        assert any("revision" in source.records for source in entry.sources), entry.id
        assert any("size" in source.records for source in entry.sources), entry.id
    unpinned = [entry for entry in load_catalog() if not entry.sha256]
    assert all(not entry.sources for entry in unpinned)


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
    ({"tool_calling": "yes"}, ["'tool_calling'", "not true or false"]),
    ({"thinking": False, "thinking_switch": "enable_thinking"},
     ["'thinking_switch'", "does not think"]),
    ({"sources": [{"repo": "a/b", "path": "x", "records": ["size"]}]},
     ["'sources[1].records'", "must list \"sha256\""]),
    ({"sources": [{"repo": "nobody", "path": "x", "records": ["sha256"]}]},
     ["'sources[1].repo'", "expected form"]),
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
