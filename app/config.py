"""Settings and user paths. No Qt.

Paths come from platformdirs; `LANTERN_DATA_DIR` / `LANTERN_CACHE_DIR`
override them (tests, portable installs). Settings are one JSON file in the
data folder, written atomically so a crash never leaves half a file.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

import platformdirs

from app.domain import AdapterSpec as AdapterSpec  # its old home; new code imports app.domain
from app.domain import SamplerConfig

APP_NAME = "Lantern"


def data_dir() -> Path:
    override = os.environ.get("LANTERN_DATA_DIR")
    path = Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def cache_dir() -> Path:
    override = os.environ.get("LANTERN_CACHE_DIR")
    path = Path(override) if override else Path(platformdirs.user_cache_dir(APP_NAME, False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def bundled_model(file_name: str) -> Path | None:
    """A model shipped inside a frozen installer bundle, if this is one.

    Installers carry the default models ready to load, so a first start
    needs no assembly or conversion and no write to the user's cache.
    """
    bundle = getattr(sys, "_MEIPASS", None)
    if not getattr(sys, "frozen", False) or bundle is None:
        return None
    path = Path(bundle) / "models" / file_name
    return path if path.is_file() else None


def settings_path() -> Path:
    return data_dir() / "settings.json"


@dataclass
class Settings:
    model_path: str = ""
    """Empty means the bundled default chat model."""
    embedding_model_path: str = ""
    """Empty means the bundled default embedding model."""
    n_ctx: int = 4096
    n_threads: int = 0
    """0 means one per physical core, as llama.cpp chooses."""
    sampler: SamplerConfig = field(default_factory=SamplerConfig)
    max_tokens: int = 1024
    system_prompt: str = "You are a helpful assistant."
    adapters: list[AdapterSpec] = field(default_factory=list)
    cache_prompt: bool = True
    cache_ram_mb: int = 1024
    chunk_tokens: int = 256
    """Document search: most embedding-model tokens per chunk (MiniLM reads 512)."""
    chunk_overlap_tokens: int = 32
    """Document search: tokens a chunk repeats from the end of the previous one."""
    theme: str = "system"
    font_size: int = 11

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> Settings:
        """Build from saved JSON, ignoring unknown keys from other versions."""
        known = {f.name for f in fields(cls)}
        values = {k: v for k, v in raw.items() if k in known}
        if isinstance(values.get("sampler"), dict):
            sampler = dict(values["sampler"])
            sampler["stop"] = tuple(sampler.get("stop", ()))
            sampler_known = {f.name for f in fields(SamplerConfig)}
            values["sampler"] = SamplerConfig(
                **{k: v for k, v in sampler.items() if k in sampler_known}
            )
        values["adapters"] = [AdapterSpec(**a) for a in values.get("adapters", [])]
        return cls(**values)


def load_settings(path: Path | None = None) -> Settings:
    """Saved settings, or defaults when there are none or they are unreadable."""
    path = path or settings_path()
    try:
        return Settings.from_json(json.loads(path.read_text(encoding="utf-8")))
    except FileNotFoundError:
        return Settings()
    except (OSError, ValueError, TypeError):
        # A damaged file must not stop the app; keep it for the user to inspect.
        path.replace(path.with_suffix(".json.damaged"))
        return Settings()


def save_settings(settings: Settings, path: Path | None = None) -> None:
    path = path or settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".settings-", suffix=".json")
    with os.fdopen(fd, "w", encoding="utf-8") as out:
        json.dump(settings.to_json(), out, indent=2)
    os.replace(tmp, path)
