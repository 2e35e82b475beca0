"""What the server offers right now: the model, the embedding model, adapters.

The host (the `serve` command or the window) keeps this up to date; the
API reads it per request without asking the engine's busy thread.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, TypedDict

from app.api.errors import ApiError
from app.engine.requests import LoraSelection, SamplerConfig

if TYPE_CHECKING:  # pydantic loads with the server, not with the window
    from app.api.schemas import LoraEntry

EngineState = Literal["loading", "ready", "failed"]


@dataclass(frozen=True)
class AdapterInfo:
    name: str
    path: str
    scale: float = 1.0
    """Used when a request names the adapter without a scale."""


class ModelTimes(TypedDict):
    model_created: int
    embedding_created: int
    model_size: int
    embedding_size: int
    sees_images: bool


def model_times(engine: Any) -> ModelTimes:
    """In the thread that owns the engine: when its chat and embedding model
    files were last changed, as OpenAI's `created` (Unix seconds) for
    Catalog's model_created and embedding_created. 0: a file not there (yet:
    the default embedding model is converted on first use). And whether the
    model reads images (it was loaded with its projector)."""
    from app.engine.bert_gguf import cached_model_path

    local = getattr(engine, "local", engine)  # the router's local model
    config = getattr(local, "config", None)
    embedding = getattr(config, "embedding_model_path", None) or cached_model_path()
    (model_created, model_size) = _file_stat(getattr(local, "model_path", None))
    (embedding_created, embedding_size) = _file_stat(embedding)
    return ModelTimes(model_created=model_created, embedding_created=embedding_created,
                      model_size=model_size, embedding_size=embedding_size,
                      sees_images=bool(getattr(local, "sees_images", False)))


def _file_stat(path: str | Path | None) -> tuple[int, int]:
    """(modification time in Unix seconds, size in bytes); zeros for no file."""
    try:
        found = Path(path).stat() if path else None
    except OSError:
        found = None
    return (int(found.st_mtime), found.st_size) if found is not None else (0, 0)


def slug(name: str) -> str:
    """A model's id that is safe in a URL path and as an Ollama name: its name
    in lower case, each run of other characters one dash
    ("SmolLM2 135M Instruct" -> "smollm2-135m-instruct")."""
    return re.sub(r"[^a-z0-9._]+", "-", name.lower()).strip("-._") or "model"


@dataclass(frozen=True)
class ServedModel:
    """One model as the API lists it: its slug id, its display name, and the
    other names a request may use for it."""

    id: str
    name: str
    kind: str
    """"chat" or "embedding"."""
    created: int = 0
    """Its file's modification time, Unix seconds (OpenAI's `created`)."""
    size: int = 0
    """Its file's size in bytes (Ollama's `size`); 0 when not known."""

    @property
    def aliases(self) -> tuple[str, ...]:
        return (self.name,) if self.name != self.id else ()

    def answers_to(self, wanted: str) -> bool:
        """Whether `wanted` names this model: its id, its display name, or
        either as an Ollama name with a tag (`smollm2-135m-instruct:latest`)."""
        name = wanted.strip()
        base, _, tag = name.rpartition(":") if ":" in name else (name, "", "")
        for candidate in ({name, base} if tag in ("", "latest") else {name}):
            if candidate == self.id or candidate == self.name or slug(candidate) == self.id:
                return True
        return False


@dataclass(frozen=True)
class Catalog:
    model_id: str
    embedding_model_id: str = "embedding"
    adapters: tuple[AdapterInfo, ...] = ()
    state: EngineState = "ready"
    detail: str = ""
    """Why the model is not ready (load progress or error)."""
    chat_template: str = ""
    """The model's chat template as Jinja (GET /props), so clients can continue answers."""
    n_ctx: int = 0
    bos_token: str = ""
    eos_token: str = ""
    sampler: SamplerConfig | None = None
    """The host's sampler defaults *now*, for the fields a request leaves out
    (None: the server's start-up options). The window puts its Settings here,
    so a change in Settings reaches the next API request."""
    max_tokens: int | None = None
    """The host's default max_tokens now (None: the start-up options)."""
    model_created: int = 0
    """The chat model file's modification time (`created` in /v1/models)."""
    embedding_created: int = 0
    """The embedding model file's modification time."""
    model_size: int = 0
    """The chat model file's size in bytes."""
    embedding_size: int = 0
    sees_images: bool | None = None
    """Whether the model reads images: a request with one is refused before it
    is queued when False; None (a host that does not say): the engine judges."""

    def defaults(self, sampler: SamplerConfig, max_tokens: int) -> tuple[SamplerConfig, int]:
        """The sampler and max_tokens defaults for a request: the live ones,
        else those given (the server's options)."""
        return (self.sampler or sampler,
                max_tokens if self.max_tokens is None else self.max_tokens)

    @property
    def model_slug(self) -> str:
        return slug(self.model_id)

    @property
    def embedding_slug(self) -> str:
        return slug(self.embedding_model_id)

    def served(self) -> tuple[ServedModel, ServedModel]:
        return (ServedModel(self.model_slug, self.model_id, "chat", self.model_created,
                            self.model_size),
                ServedModel(self.embedding_slug, self.embedding_model_id, "embedding",
                            self.embedding_created, self.embedding_size))

    def find(self, wanted: str) -> ServedModel | None:
        """The served model `wanted` names, or None."""
        return next((m for m in self.served() if m.answers_to(wanted)), None)

    def require_ready(self) -> None:
        if self.state == "ready":
            return
        why = self.detail or ("the model is loading" if self.state == "loading"
                              else "the model failed to load")
        raise ApiError(503, f"The model is not ready: {why}.", kind="server_error",
                       code="model_not_ready", headers={"Retry-After": "5"})

    def selection(self, entries: Sequence[LoraEntry] | None) -> LoraSelection:
        """Resolve `lora` entries (by position `id` or by `name`) to a selection."""
        chosen: list[tuple[str, float]] = []
        for index, entry in enumerate(entries or ()):
            adapter = self._find(entry, index)
            scale = adapter.scale if entry.scale is None else entry.scale
            chosen.append((adapter.name, scale))
        return tuple(chosen)

    def _find(self, entry: LoraEntry, index: int) -> AdapterInfo:
        known = ", ".join(a.name for a in self.adapters) or "none registered"
        if entry.name is not None:
            for adapter in self.adapters:
                if adapter.name == entry.name:
                    return adapter
            raise ApiError(400, f"Unknown adapter {entry.name!r}. Registered adapters: "
                                f"{known} (see GET /lora-adapters).",
                           code="unknown_adapter", param=f"lora.{index}.name")
        if entry.id is not None:
            if 0 <= entry.id < len(self.adapters):
                return self.adapters[entry.id]
            raise ApiError(400, f"Unknown adapter id {entry.id}. Registered adapters: "
                                f"{known} (ids 0 to {len(self.adapters) - 1}).",
                           code="unknown_adapter", param=f"lora.{index}.id")
        raise ApiError(400, "Each lora entry needs an 'id' or a 'name'.",
                       param=f"lora.{index}")

    def listing(self) -> list[dict[str, object]]:
        """GET /lora-adapters, in llama.cpp server's shape plus the name."""
        return [{"id": i, "name": a.name, "path": a.path, "scale": a.scale}
                for i, a in enumerate(self.adapters)]
