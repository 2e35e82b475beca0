"""Generated settings files: every one loads, keeps what is valid, and leaves a
file that loads cleanly next time (issue 16)."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from app.config import Settings, plainly_valid, read_settings, repair, save_settings
from app.settings_schema import SettingsModel
from tests.hostile_json import awkward_text, examples, json_values, optional_keys, samplers

settings_documents = st.one_of(
    json_values,
    optional_keys({
        "model_path": awkward_text, "embedding_model_path": awkward_text,
        "n_ctx": st.integers(-10, 2**25), "n_threads": st.integers(-2, 2000),
        "sampler": samplers(), "max_tokens": st.integers(-5, 2**21),
        "system_prompt": awkward_text,
        "adapters": st.lists(optional_keys({"name": awkward_text, "path": awkward_text,
                                            "default_scale": st.floats(-2, 2)}), max_size=3),
        "cache_prompt": st.booleans(), "cache_ram_mb": st.integers(-1, 2**21),
        "chunk_tokens": st.integers(0, 10000), "chunk_overlap_tokens": st.integers(-1, 5000),
        "theme": awkward_text, "font_size": st.integers(0, 200),
        "rerank_model_path": awkward_text, "rerank_top": st.integers(-1, 60),
    }),
)


@examples(1000)
@given(settings_documents)
def test_any_settings_document_gives_usable_settings(data: Any) -> None:
    settings, notes = repair(data)
    assert isinstance(settings, Settings)
    assert settings.sampler.first_problem() is None
    assert repair(settings.to_json()) == (settings, [])  # what it keeps is itself valid
    if isinstance(data, dict):
        for key, value in data.items():  # a value is only reset with a note naming it
            if key in settings.to_json() and settings.to_json()[key] != value and \
                    key not in ("sampler", "adapters"):
                assert any(n.startswith(f"$.{key}") for n in notes), (key, value, notes)


@examples(1000)
@given(settings_documents)
def test_the_fast_path_agrees_with_the_schema(data: Any) -> None:
    """plainly_valid() spares the window the schema library at startup; it may
    pass on a doubtful file, but never accept what the schema refuses."""
    if not isinstance(data, dict):
        return
    plain = plainly_valid(data)
    if plain is not None:
        assert SettingsModel.model_validate(data).to_settings() == plain


@examples(300)
@given(st.one_of(
    settings_documents.map(lambda d: json.dumps(d).encode("utf-8", "surrogatepass")),
    st.binary(max_size=64),
    awkward_text.map(lambda t: t.encode("utf-8", "surrogatepass"))))
def test_any_settings_file_loads_and_is_left_loadable(content: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "settings.json"
        path.write_bytes(content)
        settings, _notes = read_settings(path)
        assert read_settings(path)[1] == []  # repaired in place: no notes the next time
        save_settings(settings, path)
        assert read_settings(path) == (settings, [])
