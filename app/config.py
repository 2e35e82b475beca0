"""Settings and user paths. No Qt.

Paths come from platformdirs; `LANTERN_DATA_DIR` / `LANTERN_CACHE_DIR`
override them (tests, portable installs). Settings are one JSON file in the
data folder, written atomically so a crash never leaves half a file.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import sys
import tempfile
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import platformdirs

from app.domain import AdapterSpec as AdapterSpec  # its old home; new code imports app.domain
from app.domain import SamplerConfig

APP_NAME = "Lantern"

log = logging.getLogger("lantern.config")


def data_dir() -> Path:
    """The data folder, created if it can be. One that cannot (read-only, a file
    in the way) is returned anyway: the store says what is wrong with it."""
    override = os.environ.get("LANTERN_DATA_DIR")
    path = Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, False))
    with contextlib.suppress(OSError):
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
    api_server_enabled: bool = False
    """Local API server (OpenAI-compatible) over the window's own model; off by default."""
    api_host: str = "127.0.0.1"
    api_port: int = 8765
    api_allow_remote: bool = False
    """Listening beyond this machine needs this explicit choice."""
    api_cors_origins: list[str] = field(default_factory=list)
    api_queue_limit: int = 16

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, raw: Any) -> Settings:
        """Build from saved JSON: unknown keys from other versions are ignored,
        invalid values reset to their defaults (see `repair`)."""
        return repair(raw)[0]


CTX_RANGE = (256, 16_777_216)
"""Context sizes in tokens that Lantern accepts (llama.cpp needs a few hundred)."""
MAX_TOKENS_RANGE = (1, 1_048_576)
THREADS_RANGE = (1, 1024)


def repair(raw: Any) -> tuple[Settings, list[str]]:
    """Settings from saved JSON, field by field: what is valid is kept, the rest
    reset to its default. Also returns one note per reset ("$.n_ctx: ...")."""
    from pydantic import ValidationError

    from app.settings_schema import SettingsModel, drop_invalid

    if not isinstance(raw, dict):
        return Settings(), [f"$: the file holds {type(raw).__name__} instead of settings; "
                            "every setting was reset"]
    data, notes = dict(raw), []
    for _ in range(3):  # each pass drops what the previous one found
        try:
            model = SettingsModel.model_validate(data)
        except ValidationError as exc:
            data, found = drop_invalid(data, exc)
            notes += found
        else:
            return model.to_settings(), notes
    return Settings(), [*notes, "$: every setting was reset"]


def read_settings(path: Path | None = None) -> tuple[Settings, list[str]]:
    """Saved settings, and notes on what was reset. A damaged file is kept
    beside as settings.json.damaged and, where possible, the repaired
    settings are saved in its place, so the notes appear once."""
    path = path or settings_path()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Settings(), []
    except (OSError, ValueError) as exc:
        return Settings(), [f"{path} cannot be read ({exc}); every setting was reset"]
    try:
        settings, notes = repair(json.loads(text))
    except ValueError as exc:
        settings, notes = Settings(), [f"$: not valid JSON ({exc}); every setting was reset"]
    if notes:
        damaged = path.with_suffix(".json.damaged")
        try:
            path.replace(damaged)
            save_settings(settings, path)
        except OSError as exc:
            notes.append(f"(the file could not be set aside: {exc.strerror or exc})")
        else:
            notes.append(f"(the original is kept as {damaged})")
    return settings, notes


def load_settings(path: Path | None = None) -> Settings:
    """Saved settings, or defaults for what is missing, unreadable or invalid.

    A damaged file must not stop the app; what was reset is logged as a
    warning (shown on stderr by the command line).
    """
    settings, notes = read_settings(path)
    if notes:
        log.warning("Some settings could not be used and were reset to their defaults:\n  %s",
                    "\n  ".join(notes))
    return settings


def save_settings(settings: Settings, path: Path | None = None) -> None:
    path = path or settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".settings-", suffix=".json")
    with os.fdopen(fd, "w", encoding="utf-8") as out:
        json.dump(settings.to_json(), out, indent=2)
    os.replace(tmp, path)
