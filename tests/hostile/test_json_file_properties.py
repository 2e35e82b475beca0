"""Every JSON file Lantern keeps, generated hostile: each read ends in the
entries it can use (the rest set aside and said) or one clear error, and
the next change still saves a whole, readable file (issue 26)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.engine.remote.registry import EngineRegistry, EngineSpec
from app.json_files import read_json
from app.models.errors import RegistryError
from app.models.jobs import DownloadJob, JobStore
from app.models.registry import InstalledModel, Registry
from tests.hostile_json import awkward_text, examples, json_values, optional_keys

MODEL_FIELDS: dict[str, st.SearchStrategy[Any]] = {
    "id": awkward_text, "name": awkward_text, "path": awkward_text,
    "source": st.sampled_from(["imported", "huggingface", "catalog"]),
    "size": st.integers(-1, 2**40), "in_place": st.booleans(),
    "settings": st.one_of(st.none(), optional_keys({"n_ctx": st.integers(0, 9999)})),
    "kind": st.sampled_from(["chat", "embedding"]),
}
JOB_FIELDS: dict[str, st.SearchStrategy[Any]] = {
    "id": awkward_text, "name": awkward_text, "repo": awkward_text, "file": awkward_text,
    "revision": awkward_text, "dest": awkward_text, "state": awkward_text,
    "done": st.integers(-1, 2**40),
}
ENGINE_FIELDS: dict[str, st.SearchStrategy[Any]] = {
    "name": awkward_text, "base_url": awkward_text, "timeout_s": st.floats(-1, 1e9),
    "models": st.lists(awkward_text, max_size=2),
}


def documents(key: str, fields: dict[str, st.SearchStrategy[Any]]) -> st.SearchStrategy[Any]:
    plausible = st.fixed_dictionaries({key: st.lists(optional_keys(fields), max_size=3)})
    return st.one_of(plausible, plausible, json_values)


def text_of(value: Any) -> st.SearchStrategy[bytes]:
    whole = json.dumps(value).encode("utf-8", "surrogatepass")
    return st.sampled_from([whole, whole[: len(whole) // 2], b"\xff" + whole])


@st.composite
def files(draw: st.DrawFn, key: str, fields: dict[str, st.SearchStrategy[Any]]) -> bytes:
    return draw(text_of(draw(documents(key, fields))))


def fresh(tmp_path_factory: pytest.TempPathFactory, name: str, data: bytes) -> Path:
    path = tmp_path_factory.mktemp("j") / name
    path.write_bytes(data)
    return path


@examples(120)
@given(files("models", MODEL_FIELDS))
def test_models_json(tmp_path_factory: pytest.TempPathFactory, data: bytes) -> None:
    path = fresh(tmp_path_factory, "models.json", data)
    registry = Registry(path)
    try:
        before = registry.all()
    except RegistryError as exc:
        assert "models.json" in str(exc)
        return
    registry.add_new(InstalledModel("", "new", "/x.gguf", "imported"), "new")
    after = [m.id for m in Registry(path).all()]
    assert after[: len(before)] == [m.id for m in before] and after[-1].startswith("new")
    assert isinstance(read_json(path), dict)


@examples(120)
@given(files("jobs", JOB_FIELDS))
def test_download_queue(tmp_path_factory: pytest.TempPathFactory, data: bytes) -> None:
    path = fresh(tmp_path_factory, "downloads.json", data)
    store = JobStore(path)
    kept = {j.id for j in store.all()}
    store.put(DownloadJob("fresh", "n", "o/r", "f.gguf", "main", "/d"))
    assert {j.id for j in JobStore(path).all()} == kept | {"fresh"}


@examples(120)
@given(files("engines", ENGINE_FIELDS))
def test_remote_engines(tmp_path_factory: pytest.TempPathFactory, data: bytes) -> None:
    path = fresh(tmp_path_factory, "remote-engines.json", data)
    registry = EngineRegistry(path)
    kept = {e.name for e in registry.engines()}
    registry.put(EngineSpec("fresh", "http://127.0.0.1:9/v1"))
    assert {e.name for e in EngineRegistry(path).engines()} == kept | {"fresh"}
