"""A damaged settings file never stops Lantern; valid settings are kept (issue 16).

Non-JSON was already set aside as settings.json.damaged; JSON of the wrong
shape crashed. Both now get the same treatment, field by field where the
shape allows: keep what is valid, reset the rest, say what was reset.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

import pytest

from app.config import Settings, load_settings, read_settings, save_settings


def _write(path: Path, data: Any) -> None:
    path.write_text(json.dumps(data), encoding="utf-8")


@pytest.mark.parametrize("data", [[1, 2], "text", 5, None])
def test_not_an_object_resets_everything_and_keeps_the_file(tmp_path: Path, data: Any) -> None:
    path = tmp_path / "settings.json"
    _write(path, data)
    settings, notes = read_settings(path)
    assert settings == Settings()
    assert notes and "reset" in notes[0]
    assert json.loads(path.with_suffix(".json.damaged").read_text()) == data


def test_wrong_field_is_reset_and_the_rest_kept(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    _write(path, {"n_ctx": "big", "max_tokens": 77, "system_prompt": "Be brief.",
                  "sampler": {"temperature": "hot", "top_k": 5}, "future_key": 1})
    settings, notes = read_settings(path)
    assert settings.n_ctx == Settings().n_ctx
    assert settings.max_tokens == 77 and settings.system_prompt == "Be brief."
    assert settings.sampler.temperature == Settings().sampler.temperature
    assert settings.sampler.top_k == 5
    assert any(n.startswith("$.n_ctx:") and "'big'" in n for n in notes)
    assert any(n.startswith("$.sampler.temperature:") for n in notes)
    assert len([n for n in notes if n.startswith("$")]) == 2
    assert "settings.json.damaged" in notes[-1]
    # The repaired file is saved and loads cleanly; the original is kept.
    assert read_settings(path) == (settings, [])
    assert json.loads(path.with_suffix(".json.damaged").read_text())["n_ctx"] == "big"


@pytest.mark.parametrize("data", [
    {"n_ctx": -5}, {"n_ctx": True}, {"sampler": {"top_p": 0}}, {"sampler": {"stop": 5}},
    {"sampler": "x"}, {"adapters": [{"name": "a"}]}, {"adapters": 3},
    {"adapters": [{"name": "ok", "path": "/x.gguf"}, {"name": 1, "path": "/y"}]},
    {"font_size": 1e309}, {"theme": ["dark"]}, {"model_path": "\udce9"},
    {"flash_attention": "sometimes"},
])
def test_every_wrong_shape_loads(tmp_path: Path, data: dict[str, Any]) -> None:
    path = tmp_path / "settings.json"
    _write(path, data)
    settings, notes = read_settings(path)
    assert notes
    assert settings.sampler.first_problem() is None
    assert settings.n_ctx > 0


def test_valid_adapters_survive_a_bad_one(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    _write(path, {"adapters": [{"name": "ok", "path": "/x.gguf", "default_scale": 0.5},
                               {"name": 1, "path": "/y"}]})
    settings, notes = read_settings(path)
    assert [a.name for a in settings.adapters] == ["ok"]
    fields = [n for n in notes if n.startswith("$")]
    assert fields and all(n.startswith("$.adapters[1]") for n in fields)


def test_load_settings_says_what_was_reset(tmp_path: Path,
                                           caplog: pytest.LogCaptureFixture) -> None:
    path = tmp_path / "settings.json"
    _write(path, {"n_ctx": "big"})
    with caplog.at_level(logging.WARNING, logger="lantern.config"):
        assert load_settings(path).n_ctx == Settings().n_ctx
    assert "n_ctx" in caplog.text and "settings.json.damaged" in caplog.text


def test_a_saved_file_round_trips(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    original = Settings(n_ctx=2048, max_tokens=9)
    save_settings(original, path)
    assert read_settings(path) == (original, [])


def test_a_file_damaged_again_and_again_keeps_a_few_dated_copies(tmp_path: Path) -> None:
    """Issue 40: settings.json.damaged kept only the latest damaged copy."""
    import os

    from app.json_files import KEEP_DAMAGED

    path = tmp_path / "settings.json"
    for number in range(KEEP_DAMAGED + 3):
        _write(path, {"n_ctx": f"wrong {number}"})
        os.utime(path, (1_800_000_000 + number * 60,) * 2)  # each damaged a minute apart
        assert read_settings(path)[1]
    latest = path.with_suffix(".json.damaged")
    assert json.loads(latest.read_text())["n_ctx"] == f"wrong {KEEP_DAMAGED + 2}"
    dated = sorted(tmp_path.glob("settings.json.damaged.*"))
    assert len(dated) == KEEP_DAMAGED
    assert [json.loads(p.read_text())["n_ctx"] for p in dated] == [
        f"wrong {n}" for n in range(2, KEEP_DAMAGED + 2)]
    assert dated[0].name == "settings.json.damaged.2027-01-15T08-02-00"
