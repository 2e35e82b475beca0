"""Settings and user paths. No Qt.

Paths come from platformdirs; `LANTERN_DATA_DIR` / `LANTERN_CACHE_DIR`
override them (tests, portable installs). Settings are one JSON file in the
data folder, written atomically so a crash never leaves half a file.
"""

from __future__ import annotations

import contextlib
import copy
import json
import logging
import math
import os
import sys
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any, Literal

import platformdirs

from app.domain import AdapterSpec as AdapterSpec  # its old home; new code imports app.domain
from app.domain import SamplerConfig
from app.json_files import DamagedJson, locked, read_json, set_aside, write_json

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


CTX_RANGE = (256, 16_777_216)
"""Context sizes in tokens that Lantern accepts (llama.cpp needs a few hundred)."""
MAX_TOKENS_RANGE = (1, 1_048_576)
THREADS_RANGE = (1, 1024)
DISK_CACHE_MB_RANGE = (64, 1 << 22)
"""The prompt cache's disk budget in MB (its setting, its flag)."""
PARALLEL_RANGE = (1, 8)
"""Answers decoded together (continuous batching); the setting's 0 is auto."""

RuleKind = Literal["int", "bool", "text", "name", "names", "choice", "sampler", "adapters"]


@dataclass(frozen=True)
class Rule:
    """What a setting may hold: the one definition that the fast check below,
    the pydantic schema (app.settings_schema) and the tests all derive from.
    text: any text; name: non-empty text; names: a list of names; int: a
    whole number in [low, high]; choice: one of `choices`."""

    kind: RuleKind
    low: int = 0
    high: int = 0
    choices: tuple[str, ...] = ()


def _rule(kind: RuleKind, low: int = 0, high: int = 0,
          choices: tuple[str, ...] = ()) -> dict[str, Rule]:
    return {"rule": Rule(kind, low, high, choices)}


def _setting(default: Any, kind: RuleKind, low: int = 0, high: int = 0,
             choices: tuple[str, ...] = ()) -> Any:
    """A field with an immutable default and its rule."""
    return field(default=default, metadata=_rule(kind, low, high, choices))


FLASH_ATTENTION = ("auto", "on", "off")


@dataclass
class Settings:
    model_path: str = _setting("", "text")
    """Empty means the bundled default chat model."""
    embedding_model_path: str = _setting("", "text")
    """Empty means the bundled default embedding model."""
    n_ctx: int = _setting(4096, "int", *CTX_RANGE)
    n_threads: int = _setting(0, "int", 0, THREADS_RANGE[1])
    """0 means one per physical core, as llama.cpp chooses."""
    n_gpu_layers: int = _setting(-1, "int", -1, 1 << 20)
    """-1: automatic, as many layers as the GPU's free memory holds (all when
    the model fits, the rest on the CPU); 0 without a GPU (app.engine.offload)."""
    embedding_gpu: bool = _setting(True, "bool")
    """Use the GPU for the embedding model too, when there is one."""
    flash_attention: str = _setting("auto", "choice", choices=FLASH_ATTENTION)
    """"auto" (llama.cpp turns it on where the model and backend support it), "on", "off"."""
    parallel_answers: int = _setting(0, "int", 0, PARALLEL_RANGE[1])
    """Answers decoded together (continuous batching), each with a context of
    n_ctx tokens; 0 means auto (app.models.fit.parallel_sequences)."""
    sampler: SamplerConfig = field(default_factory=SamplerConfig, metadata=_rule("sampler"))
    max_tokens: int = _setting(1024, "int", *MAX_TOKENS_RANGE)
    system_prompt: str = _setting("You are a helpful assistant.", "text")
    adapters: list[AdapterSpec] = field(default_factory=list, metadata=_rule("adapters"))
    cache_prompt: bool = _setting(True, "bool")
    cache_ram_mb: int = _setting(1024, "int", 0, 1 << 20)
    cache_disk: bool = _setting(True, "bool")
    """Keep evaluated prompts on disk too, so a conversation reopens fast after a restart."""
    cache_disk_mb: int = _setting(4096, "int", *DISK_CACHE_MB_RANGE)
    chunk_tokens: int = _setting(256, "int", 16, 8192)
    """Document search: most embedding-model tokens per chunk (MiniLM reads 512)."""
    chunk_overlap_tokens: int = _setting(32, "int", 0, 4096)
    """Document search: tokens a chunk repeats from the end of the previous one."""
    rerank_model_path: str = _setting("", "text")
    """Document search: an instruction-tuned GGUF that reranks the best results;
    empty means no reranking (the default: it costs seconds per search on a CPU)."""
    rerank_top: int = _setting(5, "int", 2, 50)
    """Document search: how many of the best results the reranking model reorders."""
    theme: str = _setting("system", "text")
    language: str = _setting("", "text")
    """The window's language code ("de", "ja", ...); empty follows the system's
    locale. Read at start (app.ui.i18n), so a change shows after a restart."""
    font_size: int = _setting(11, "int", 4, 96)
    api_server_enabled: bool = _setting(False, "bool")
    """Local API server (OpenAI-compatible) over the window's own model; off by default."""
    api_host: str = _setting("127.0.0.1", "name")
    api_port: int = _setting(8765, "int", 0, 65535)
    api_allow_remote: bool = _setting(False, "bool")
    """Listening beyond this machine needs this explicit choice."""
    api_cors_origins: list[str] = field(default_factory=list, metadata=_rule("names"))
    api_queue_limit: int = _setting(16, "int", 0, 10_000)
    api_strict: bool = _setting(False, "bool")
    """Refuse unknown request fields (at any depth) instead of ignoring them."""
    api_ollama: bool = _setting(False, "bool")
    """Also listen on Ollama's usual address (127.0.0.1:11434), as `lantern serve
    --ollama` does, so apps made for Ollama find Lantern unconfigured."""
    tool_approval: bool = _setting(True, "bool")
    """Each tool call asks first (Allow once / Always allow this tool / Deny)."""
    tool_rounds: int = _setting(6, "int", 1, 50)
    """Rounds of tool calls in one answer before the model must answer without tools."""

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, raw: Any) -> Settings:
        """Build from saved JSON: unknown keys from other versions are ignored,
        invalid values reset to their defaults (see `repair`)."""
        return repair(raw)[0]


RULES: dict[str, Rule] = {f.name: f.metadata["rule"] for f in fields(Settings)}
"""Every setting's rule, by name (derived from the Settings fields above)."""
INT_RANGES: dict[str, tuple[int, int]] = {
    name: (rule.low, rule.high) for name, rule in RULES.items() if rule.kind == "int"}
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
    start of the window, for a file that is almost always fine. Unknown keys
    (from other versions) are left out, as the schema leaves them out.
    """
    values = {}
    for key, value in raw.items():
        rule = RULES.get(key)
        if rule is None:
            continue
        plain = _plain_value(rule, value)
        if plain is None:
            return None
        values[key] = plain
    return Settings(**values)


def _plain_value(rule: Rule, value: Any) -> Any:
    """`value` as the setting holds it, if it plainly keeps `rule`; else None."""
    if rule.kind == "int":
        ok = type(value) is int and rule.low <= value <= rule.high
    elif rule.kind == "bool":
        ok = type(value) is bool
    elif rule.kind == "text":
        ok = _is_text(value)
    elif rule.kind == "name":
        ok = _is_text(value) and value != ""
    elif rule.kind == "choice":
        ok = value in rule.choices
    elif rule.kind == "names":
        ok = isinstance(value, list) and all(_is_text(v) and v for v in value)
        value = list(value) if ok else None
    elif rule.kind == "sampler":
        return _plain_sampler(value)
    else:
        return _plain_adapters(value)
    return value if ok else None


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
        try:
            damaged = set_aside(path)  # earlier damaged copies are kept, dated
            save_settings(settings, path)
        except OSError as exc:
            notes.append(f"(the file could not be set aside: {exc.strerror or exc})")
        else:
            notes.append(f"(the original is kept as {damaged})")
    return settings, notes


ENGINE_FIELDS = ("model_path", "embedding_model_path", "n_ctx", "n_threads", "cache_ram_mb",
                 "cache_disk", "cache_disk_mb", "n_gpu_layers", "embedding_gpu",
                 "parallel_answers")
"""Settings that only take effect by loading the model again."""


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


def update_settings(change: Callable[[Settings], None], path: Path | None = None) -> Settings:
    """The one way settings are written: under settings.json's lock across
    processes (app/json_files.py), read the file as it is now, let `change`
    set the fields it means to change, and replace the file atomically. So the
    window and `lantern models use ...` running together each keep the other's
    changes. Returns what was written; JsonFileError (an OSError) says what
    went wrong."""
    path = path or settings_path()
    with locked(path):
        with contextlib.suppress(DamagedJson):  # set aside and said by load_settings
            read_json(path)  # JsonFileError when unreadable: never write over what was not read
        current = load_settings(path)
        before = current.to_json()
        change(current)
        if current.to_json() != before or not path.exists():
            write_json(path, current.to_json())
        return current


def save_settings(settings: Settings, path: Path | None = None, *,
                  since: Settings | None = None) -> Settings:
    """Write the fields in which `settings` differs from `since` (the snapshot
    its holder loaded or last saved), keeping every other field as the file
    holds it now: what another process changed meanwhile stays changed.
    Without `since`, every field is written (a whole new set of settings)."""
    changed = [f.name for f in fields(Settings)
               if since is None or getattr(settings, f.name) != getattr(since, f.name)]

    def apply(current: Settings) -> None:
        for name in changed:
            setattr(current, name, copy.deepcopy(getattr(settings, name)))

    return update_settings(apply, path)
