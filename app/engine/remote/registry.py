"""The remote engines a user added, and which engine answers each conversation.

One small JSON file beside the settings (`remote-engines.json`), written
atomically. It holds addresses and model names, never keys (those are in
the keyring, app.engine.remote.keys). Read by the window and by the worker
thread's router, so every access holds a lock.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from collections.abc import Iterator
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app.config import data_dir
from app.engine.remote.kinds import ServerKind
from app.json_files import DamagedJson, JsonFileError, locked, read_json, set_aside, write_json

if TYPE_CHECKING:  # the HTTP stack loads with the first remote request, not at startup
    from app.engine.remote.engine import RemoteConfig
    from app.engine.remote.probe import ServerInfo

FILE_NAME = "remote-engines.json"
log = logging.getLogger("lantern.remote")
NEW = "new"
"""The choice made for a new chat before its first message saves it."""


@dataclass(frozen=True)
class EngineSpec:
    name: str
    base_url: str
    model: str = ""
    embedding_model: str = ""
    ca_file: str = ""
    timeout_s: float = 120.0
    # What the last connection test found (shown, and used to grey what the
    # server cannot do before a request is even sent).
    kind: str = ""
    models: tuple[str, ...] = ()
    adapters: tuple[str, ...] = ()
    embedding_models: tuple[str, ...] = ()
    n_ctx: int = 0
    """The default model's context, as the last test found it (0: unknown)."""

    @property
    def server_kind(self) -> ServerKind:
        try:
            return ServerKind(self.kind)
        except ValueError:
            return ServerKind.OPENAI

    @classmethod
    def found(cls, name: str, base_url: str, info: ServerInfo, *, model: str = "",
              embedding_model: str = "", ca_file: str = "") -> EngineSpec:
        """An engine as a connection test found it."""
        return cls(name, base_url, model, embedding_model, ca_file, kind=info.kind.value,
                   models=tuple(info.models), adapters=tuple(info.adapters),
                   embedding_models=tuple(info.embedding_models), n_ctx=info.n_ctx)

    def config(self, model: str = "") -> RemoteConfig:
        from app.engine.remote.engine import RemoteConfig

        return RemoteConfig(self.base_url, model or self.model, self.embedding_model,
                            self.timeout_s, self.ca_file or None)


@dataclass(frozen=True)
class Route:
    """Who answers a conversation: engine "" is the local model."""

    engine: str = ""
    model: str = ""


def _spec(raw: Any) -> EngineSpec | None:
    if not isinstance(raw, dict):
        return None
    known = {f.name for f in fields(EngineSpec)}
    values: dict[str, Any] = {k: tuple(v) if isinstance(v, list) else v
                              for k, v in raw.items() if k in known}
    try:
        spec = EngineSpec(**values)
    except TypeError:
        return None
    return spec if isinstance(spec.name, str) and isinstance(spec.base_url, str) else None


class EngineRegistry:
    def __init__(self, path: Path | None = None) -> None:
        self.path = path or data_dir() / FILE_NAME
        self._lock = threading.Lock()
        self._engines: dict[str, EngineSpec] = {}
        self._routes: dict[str, Route] = {}
        self._read()

    def _read(self) -> None:
        try:
            raw = read_json(self.path)
        except JsonFileError as exc:
            log.warning("remote engines: %s", exc)
            return  # unreadable is not damaged: keep what this process knows
        except DamagedJson as exc:
            with contextlib.suppress(JsonFileError):
                log.warning("remote engines: %s; kept as %s", exc, set_aside(self.path))
            return
        engines: dict[str, EngineSpec] = {}
        for item in raw.get("engines", []) if isinstance(raw, dict) else []:
            if (spec := _spec(item)) is not None:
                engines[spec.name] = spec
        routes: dict[str, Route] = {}
        saved = raw.get("conversations", {}) if isinstance(raw, dict) else {}
        for key, value in saved.items() if isinstance(saved, dict) else []:
            if isinstance(value, dict) and value.get("engine") in engines:
                routes[str(key)] = Route(str(value["engine"]), str(value.get("model", "")))
        self._engines, self._routes = engines, routes

    @contextlib.contextmanager
    def _changing(self) -> Iterator[None]:
        """Re-read the file under its cross-process lock, change, save: another
        Lantern process's engines and choices are kept."""
        with self._lock, locked(self.path):
            self._read()
            yield
            write_json(self.path, {
                "engines": [asdict(s) for s in self._engines.values()],
                "conversations": {k: asdict(r) for k, r in self._routes.items()}})

    def engines(self) -> list[EngineSpec]:
        with self._lock:
            return list(self._engines.values())

    def get(self, name: str) -> EngineSpec | None:
        with self._lock:
            return self._engines.get(name)

    def put(self, spec: EngineSpec) -> None:
        with self._changing():
            self._engines[spec.name] = spec

    def remove(self, name: str) -> None:
        """Forget an engine; its conversations go back to the local model."""
        with self._changing():
            self._engines.pop(name, None)
            self._routes = {k: r for k, r in self._routes.items() if r.engine != name}

    def route_for(self, conversation_id: int | None) -> Route:
        """Who answers a conversation (None: the new chat not saved yet)."""
        with self._lock:
            return self._routes.get(_key(conversation_id), Route())

    def choose(self, conversation_id: int | None, route: Route) -> None:
        with self._changing():
            if route.engine:
                self._routes[_key(conversation_id)] = route
            else:
                self._routes.pop(_key(conversation_id), None)

    def adopt_new(self, conversation_id: int) -> None:
        """A new chat was saved: it keeps the engine chosen for it, and the
        choice is used up: the next new chat starts on the local model again."""
        with self._changing():
            route = self._routes.pop(NEW, None)
            if route is not None:
                self._routes[_key(conversation_id)] = route


def _key(conversation_id: int | None) -> str:
    return NEW if conversation_id is None else str(conversation_id)


_shared: dict[Path, EngineRegistry] = {}
_shared_lock = threading.Lock()


def shared_registry() -> EngineRegistry:
    """The one registry of this data folder, shared by the window and the worker."""
    path = data_dir() / FILE_NAME
    with _shared_lock:
        if path not in _shared:
            _shared[path] = EngineRegistry(path)
        return _shared[path]


def route_label(registry: EngineRegistry, route: Route, local_name: str) -> str:
    """How an answer names its model: the local one, or `model @ engine`."""
    if not route.engine:
        return local_name
    spec = registry.get(route.engine)
    model = route.model or (spec.model if spec else "") or "default model"
    return f"{model} @ {route.engine}"
