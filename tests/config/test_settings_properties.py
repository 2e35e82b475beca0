"""Generated settings files: every one loads, keeps what is valid, and leaves a
file that loads cleanly next time (issue 16)."""

from __future__ import annotations

import json
import tempfile
from dataclasses import fields
from pathlib import Path
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from app.config import (
    RULES,
    Rule,
    Settings,
    plainly_valid,
    read_settings,
    repair,
    save_settings,
)
from app.settings_schema import SettingsModel
from tests.hostile_json import awkward_text, examples, json_values, optional_keys, samplers


def _values(rule: Rule) -> st.SearchStrategy[Any]:
    """Values around what a setting allows, from its rule (app.config.RULES)."""
    if rule.kind == "int":
        return st.one_of(st.integers(rule.low - 2, rule.high + 2),
                         st.sampled_from([rule.low, rule.high, rule.low - 1, rule.high + 1]))
    if rule.kind == "choice":
        return st.one_of(st.sampled_from(rule.choices), awkward_text)
    return {
        "bool": st.booleans(), "text": awkward_text, "name": awkward_text,
        "names": st.lists(awkward_text, max_size=3), "sampler": samplers(),
        "adapters": st.lists(optional_keys({"name": awkward_text, "path": awkward_text,
                                            "default_scale": st.floats(-2, 2)}), max_size=3),
    }[rule.kind]


FIELD_VALUES = {name: _values(rule) for name, rule in RULES.items()}
settings_documents = st.one_of(json_values, optional_keys(FIELD_VALUES))


def test_every_setting_is_generated() -> None:
    """The fields lost in issue 22 (n_gpu_layers) were never generated."""
    assert set(FIELD_VALUES) == {f.name for f in fields(Settings)}


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
