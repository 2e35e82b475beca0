"""Settings and user paths. No Qt.

Paths come from platformdirs; `LANTERN_DATA_DIR` / `LANTERN_CACHE_DIR`
override them (tests, portable installs). Settings are one JSON file in the
data folder, written atomically so a crash never leaves half a file.
"""

from __future__ import annotations

import contextlib
import json
import logging
import math
import os
import sys
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

import platformdirs

from app.domain import AdapterSpec as AdapterSpec  # its old home; new code imports app.domain
from app.domain import SamplerConfig
from app.json_files import locked, write_json

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
    n_gpu_layers: int = -1
    """-1: all layers on the GPU when llama.cpp has a GPU backend; 0 on CPU builds."""
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
    rerank_model_path: str = ""
    """Document search: an instruction-tuned GGUF that reranks the best results;
    empty means no reranking (the default: it costs seconds per search on a CPU)."""
    rerank_top: int = 5
    """Document search: how many of the best results the reranking model reorders."""
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
    api_strict: bool = False
    """Refuse unknown request fields (at any depth) instead of ignoring them."""

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
INT_RANGES: dict[str, tuple[int, int]] = {
    "n_ctx": CTX_RANGE, "n_threads": (0, THREADS_RANGE[1]), "max_tokens": MAX_TOKENS_RANGE,
    "cache_ram_mb": (0, 1 << 20), "chunk_tokens": (16, 8192), "chunk_overlap_tokens": (0, 4096),
    "font_size": (4, 96), "rerank_top": (2, 50),
}
"""Allowed values of the whole-number settings (settings.json and its schema)."""


def repair(raw: Any) -> tuple[Settings, list[str]]:
    """Settings from saved JSON, field by field: what is valid is kept, the rest
    reset to its default. Also returns one note per reset ("$.n_ctx: ...")."""
    if not isinstance(raw, dict):
        return Settings(), [f"$: the file holds {type(raw).__name__} instead of settings; "
                            "every setting was reset"]
    plain = plainly_valid(raw)
    if plain is not None:
        return plain, []
    from pydantic import ValidationError

    from app.settings_schema import SettingsModel, drop_invalid

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


def plainly_valid(raw: dict[str, Any]) -> Settings | None:
    """The settings, when every value is plainly valid (what save_settings
    writes); None when anything is doubtful, for the full schema to judge.

    A fast path: the schema library costs about 0.2 s to import, on every
    start of the window, for a file that is almost always fine.
    """
    default, values = Settings(), {}
    for key, value in raw.items():
        expected = getattr(default, key, None)
        if key in INT_RANGES:
            low, high = INT_RANGES[key]
            ok = type(value) is int and low <= value <= high
        elif key == "sampler":
            value = _plain_sampler(value)
            ok = value is not None
        elif key == "adapters":
            value = _plain_adapters(value)
            ok = value is not None
        else:
            ok = type(value) is type(expected) and (type(value) is bool or _is_text(value))
        if not ok:
            return None
        values[key] = value
    return Settings(**values)


def _is_text(value: Any) -> bool:
    if not isinstance(value, str):
        return False
    try:
        value.encode("utf-8")  # lone surrogates (bytes that were not UTF-8) cannot be
    except UnicodeEncodeError:
        return False
    return True


def _plain_number(value: Any) -> bool:
    return type(value) in (int, float) and math.isfinite(value)


def _plain_sampler(raw: Any) -> SamplerConfig | None:
    if not isinstance(raw, dict) or not set(raw) <= {f.name for f in fields(SamplerConfig)}:
        return None
    ints_ok = all(type(raw.get(k, 0)) is int for k in ("top_k",)) and (
        raw.get("seed") is None or type(raw.get("seed")) is int)
    numbers_ok = all(_plain_number(v) for k, v in raw.items() if k not in ("seed", "stop"))
    stop = raw.get("stop", [])
    if not (ints_ok and numbers_ok and isinstance(stop, list)
            and all(_is_text(s) for s in stop)):
        return None
    sampler = SamplerConfig(**{**raw, "stop": tuple(stop)})
    return sampler if sampler.first_problem() is None and sampler.top_k < 2**31 else None


def _plain_adapters(raw: Any) -> list[AdapterSpec] | None:
    if not isinstance(raw, list):
        return None
    found = []
    for item in raw:
        if not (isinstance(item, dict) and set(item) <= {"name", "path", "default_scale"}
                and _is_text(item.get("name")) and _is_text(item.get("path"))
                and item["name"] and item["path"]
                and _plain_number(item.get("default_scale", 1.0))):
            return None
        found.append(AdapterSpec(item["name"], item["path"], item.get("default_scale", 1.0)))
    return found


def read_settings(path: Path | None = None) -> tuple[Settings, list[str]]:
    """Saved settings, and notes on what was reset. A damaged file is kept
    beside as settings.json.damaged and, where possible, the repaired
    settings are saved in its place, so the notes appear once."""
    path = path or settings_path()
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return Settings(), []
    except OSError as exc:
        return Settings(), [f"{path} cannot be read ({exc.strerror or exc}); every "
                            "setting was reset"]
    try:
        settings, notes = repair(json.loads(data.decode("utf-8")))
    except ValueError as exc:  # not UTF-8, or not JSON
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
    """Replace settings.json atomically, under its lock across processes
    (app/json_files.py); JsonFileError (an OSError) says what went wrong."""
    path = path or settings_path()
    with locked(path):
        write_json(path, settings.to_json())
