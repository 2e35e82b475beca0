"""Every setting survives save and load, by both readers (issue 22, defect 2).

`n_gpu_layers = 0` came back as -1: the schema had no such field and the
fast path refused it, so on a small GPU the model failed to load at every
start. Each field below holds a value other than its default; the test
fails if a field is added without one here.
"""

from __future__ import annotations

import json
from dataclasses import asdict, fields
from pathlib import Path
from typing import Any

from app.config import AdapterSpec, Settings, load_settings, plainly_valid, save_settings
from app.domain import SamplerConfig
from app.settings_schema import SettingsModel

NON_DEFAULT: dict[str, Any] = {
    "model_path": "/models/a.gguf", "embedding_model_path": "/models/e.gguf",
    "n_ctx": 2048, "n_threads": 3, "n_gpu_layers": 0, "embedding_gpu": False,
    "flash_attention": "off",
    "parallel_answers": 3,
    "sampler": SamplerConfig(temperature=0.2, top_p=0.5, top_k=7, min_p=0.1,
                             repeat_penalty=1.3, seed=42, stop=("END",),
                             presence_penalty=0.5, frequency_penalty=-0.5),
    "max_tokens": 77, "system_prompt": "Be brief.",
    "adapters": [AdapterSpec("terse", "/a/terse.gguf", 0.5)],
    "cache_prompt": False, "cache_ram_mb": 64, "cache_disk": False, "cache_disk_mb": 256,
    "chunk_tokens": 128,
    "chunk_overlap_tokens": 8, "rerank_model_path": "/models/r.gguf", "rerank_top": 9,
    "theme": "dark", "language": "de", "font_size": 14, "api_server_enabled": True,
    "api_host": "0.0.0.0", "tool_approval": False, "tool_rounds": 3,
    "api_port": 9000, "api_allow_remote": True,
    "api_cors_origins": ["http://localhost:3000"], "api_queue_limit": 3, "api_strict": True,
    "api_ollama": True,
}


def _chosen() -> Settings:
    return Settings(**NON_DEFAULT)


def test_every_field_has_a_non_default_value_here() -> None:
    default = Settings()
    assert set(NON_DEFAULT) == {f.name for f in fields(Settings)}
    assert [name for name, value in NON_DEFAULT.items() if getattr(default, name) == value] == []


def test_save_and_load_keep_every_field(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(_chosen(), path)
    assert load_settings(path) == _chosen()


def test_the_fast_path_and_the_schema_both_keep_every_field() -> None:
    saved = json.loads(json.dumps(asdict(_chosen())))
    assert plainly_valid(saved) == _chosen()
    assert SettingsModel.model_validate(saved).to_settings() == _chosen()
