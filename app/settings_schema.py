"""The schema of settings.json, and dropping just the values that break it.

A person may edit settings.json by hand, or another program may damage it.
Validating the whole file and removing only what failed (a top-level key, a
sampler field, one adapter) keeps everything else the user chose.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import Field, StrictBool, StrictInt, ValidationError

from app.config import INT_RANGES, TEXT_CHOICES, AdapterSpec, Settings
from app.schema import Checked, NonEmptyText, Number, SamplerModel, Text, json_path, shown

_DEFAULT = Settings()


def _range(key: str) -> Any:
    """The Field constraint for a whole-number setting, from config.INT_RANGES."""
    low, high = INT_RANGES[key]
    return Field(ge=low, le=high)


def _one_of(key: str) -> Any:
    """The Field constraint for a one-of-a-few-words setting, from config.TEXT_CHOICES."""
    return Field(pattern=f"^({'|'.join(TEXT_CHOICES[key])})$")


class AdapterModel(Checked):
    name: NonEmptyText
    path: NonEmptyText
    default_scale: Number = 1.0


class SettingsModel(Checked):
    model_path: Text = _DEFAULT.model_path
    embedding_model_path: Text = _DEFAULT.embedding_model_path
    n_ctx: Annotated[StrictInt, _range("n_ctx")] = _DEFAULT.n_ctx
    n_threads: Annotated[StrictInt, _range("n_threads")] = _DEFAULT.n_threads
    flash_attention: Annotated[Text, _one_of("flash_attention")] = _DEFAULT.flash_attention
    sampler: SamplerModel = Field(default_factory=SamplerModel)
    max_tokens: Annotated[StrictInt, _range("max_tokens")] = _DEFAULT.max_tokens
    system_prompt: Text = _DEFAULT.system_prompt
    adapters: list[AdapterModel] = Field(default_factory=list)
    cache_prompt: StrictBool = _DEFAULT.cache_prompt
    cache_ram_mb: Annotated[StrictInt, _range("cache_ram_mb")] = _DEFAULT.cache_ram_mb
    chunk_tokens: Annotated[StrictInt, _range("chunk_tokens")] = _DEFAULT.chunk_tokens
    chunk_overlap_tokens: Annotated[StrictInt, _range("chunk_overlap_tokens")] = \
        _DEFAULT.chunk_overlap_tokens
    rerank_model_path: Text = _DEFAULT.rerank_model_path
    rerank_top: Annotated[StrictInt, _range("rerank_top")] = _DEFAULT.rerank_top
    theme: Text = _DEFAULT.theme
    font_size: Annotated[StrictInt, _range("font_size")] = _DEFAULT.font_size
    api_server_enabled: StrictBool = _DEFAULT.api_server_enabled
    api_host: NonEmptyText = _DEFAULT.api_host
    api_port: Annotated[StrictInt, Field(ge=0, le=65535)] = _DEFAULT.api_port
    api_allow_remote: StrictBool = _DEFAULT.api_allow_remote
    api_cors_origins: list[NonEmptyText] = Field(default_factory=list)
    api_queue_limit: Annotated[StrictInt, Field(ge=0, le=10_000)] = _DEFAULT.api_queue_limit
    api_strict: StrictBool = _DEFAULT.api_strict

    def to_settings(self) -> Settings:
        values = {name: getattr(self, name) for name in type(self).model_fields}
        values["sampler"] = self.sampler.to_config()
        values["adapters"] = [AdapterSpec(a.name, a.path, a.default_scale)
                              for a in self.adapters]
        return Settings(**values)


def drop_invalid(data: dict[str, Any], error: ValidationError) -> tuple[dict[str, Any],
                                                                        list[str]]:
    """`data` without the values `error` found wrong, and a note for each."""
    data = dict(data)
    sampler = dict(data["sampler"]) if isinstance(data.get("sampler"), dict) else None
    bad_adapters: set[int] = set()
    notes = []
    for item in error.errors(include_url=False):
        loc = item["loc"]
        found = "" if item["type"] == "missing" else f" (found {shown(item['input'])})"
        what = str(item["msg"]).removeprefix("Value error, ")
        if loc[0] == "sampler" and sampler is not None and len(loc) > 1:
            sampler.pop(str(loc[1]), None)
            where = loc[:2]
        elif loc[0] == "adapters" and len(loc) > 1 and isinstance(loc[1], int):
            bad_adapters.add(loc[1])
            where = loc[:2]
        else:
            data.pop(str(loc[0]), None)
            where = loc[:1]
        notes.append(f"{json_path(where)}: {what}{found}; reset to the default")
    if sampler is not None and "sampler" in data:
        data["sampler"] = sampler
    if bad_adapters and isinstance(data.get("adapters"), list):
        data["adapters"] = [a for n, a in enumerate(data["adapters"]) if n not in bad_adapters]
    return data, list(dict.fromkeys(notes))
