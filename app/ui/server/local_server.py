"""LocalApiServer: the window's engine served over the OpenAI-compatible API.

No widgets. The API submits to the window's EngineHost (one model in
memory, the window's requests first); starting and stopping happen in a
helper thread so the GUI thread never waits for sockets.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QObject, Signal

from app.api.catalog import AdapterInfo, Catalog
from app.api.keys import load_or_create_key
from app.api.options import ServerOptions, UnsafeBind
from app.config import Settings
from app.ui.services.engine_host import EngineHost
from app.ui.services.tasks import spawn

if TYPE_CHECKING:  # Starlette and uvicorn load when the server is turned on
    from app.api.server import ApiServer

DEFAULT_EMBEDDING_NAME = "all-MiniLM-L6-v2"
T = TypeVar("T")


async def _in_thread(fn: Callable[[], T]) -> T:
    """fn() on a short-lived plain thread (qasync's executor would leave QThreads)."""
    future: Future[T] = Future()

    def run() -> None:
        try:
            future.set_result(fn())
        except BaseException as exc:
            future.set_exception(exc)

    threading.Thread(target=run, name="lantern-api-switch", daemon=True).start()
    return await asyncio.wrap_future(future)


@dataclass(frozen=True)
class ServerChoice:
    """The settings that need a restart of the server when they change."""

    host: str
    port: int
    allow_remote: bool
    cors_origins: tuple[str, ...]
    queue_limit: int
    max_tokens: int
    strict: bool = False

    @classmethod
    def of(cls, settings: Settings) -> ServerChoice:
        return cls(settings.api_host, settings.api_port, settings.api_allow_remote,
                   tuple(settings.api_cors_origins), settings.api_queue_limit,
                   settings.max_tokens, settings.api_strict)


class LocalApiServer(QObject):
    status_changed = Signal(str, bool)
    """(text for the settings tab and status bar, whether it is serving)."""

    def __init__(self, host: EngineHost, key_path: Path | None = None) -> None:
        super().__init__()
        self._host = host
        self._key_path = key_path
        self._server: ApiServer | None = None
        self._choice: ServerChoice | None = None
        self._settings = Settings()
        self._catalog = Catalog(model_id=host.model_name, state="loading")
        self.status = "Off"
        self.serving = False
        host.state_changed.connect(lambda _state, _detail: self._refresh_catalog())

    # -- from the GUI thread -------------------------------------------------

    def apply(self, settings: Settings) -> None:
        """Start, stop or restart to match the settings."""
        self._settings = settings
        self._refresh_catalog()
        wanted = ServerChoice.of(settings) if settings.api_server_enabled else None
        if wanted == self._choice and (self._server is not None or wanted is None):
            return
        self._choice = wanted
        spawn(self._switch(wanted), self._failed)

    def stop_now(self) -> None:
        """At exit: stop without waiting for the event loop."""
        server, self._server = self._server, None
        if server is not None:
            server.stop()

    @property
    def url(self) -> str | None:
        return f"{self._server.url}/v1" if self._server is not None else None

    # -- internals ---------------------------------------------------------

    def _refresh_catalog(self) -> None:
        # Read by the API's thread per request: replaced whole, never mutated.
        registered = self._host.registered
        adapters = tuple(AdapterInfo(a.name, a.path, a.default_scale)
                         for a in self._settings.adapters if a.name in registered)
        embedding = (Path(self._settings.embedding_model_path).stem
                     if self._settings.embedding_model_path else DEFAULT_EMBEDDING_NAME)
        self._catalog = Catalog(model_id=self._host.model_name, embedding_model_id=embedding,
                                adapters=adapters, state=self._host.state,
                                detail=self._host.load_error)

    async def _switch(self, wanted: ServerChoice | None) -> None:
        old, self._server = self._server, None
        if old is not None:
            await _in_thread(old.stop)
        if wanted is None:
            self._report("Off", False)
            return
        key = await _in_thread(lambda: load_or_create_key(self._key_path))
        options = ServerOptions(
            api_key=key, host=wanted.host, port=wanted.port, allow_remote=wanted.allow_remote,
            cors_origins=wanted.cors_origins, queue_limit=wanted.queue_limit,
            strict=wanted.strict, default_max_tokens=wanted.max_tokens,
            sampler=self._settings.sampler)
        from app.api.server import ApiServer

        try:
            server = ApiServer(self._host, lambda: self._catalog, options)
            await _in_thread(server.start)
        except (UnsafeBind, OSError, RuntimeError) as exc:
            self._choice = None
            self._report(f"Not running: {exc}", False)
            return
        self._server = server
        note = f" — {server.warning}" if server.warning else ""
        self._report(f"Serving at {server.url}/v1{note}", True)

    def _failed(self, message: str) -> None:
        self._choice = None
        self._report(f"Not running: {message}", False)

    def _report(self, text: str, serving: bool) -> None:
        self.status, self.serving = text, serving
        self.status_changed.emit(text, serving)
