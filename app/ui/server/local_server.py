"""LocalApiServer: the window's engine served over the OpenAI-compatible API.

No widgets. The API submits to the window's EngineHost (one model in
memory, the window's requests first); starting and stopping happen in a
helper thread so the GUI thread never waits for sockets.
"""

from __future__ import annotations

import errno
from collections import deque
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from app.api.catalog import AdapterInfo, Catalog, model_times
from app.api.options import OLLAMA_PORT, ServerOptions, UnsafeBind
from app.config import Settings
from app.ui.services.engine_host import EngineHost
from app.ui.services.tasks import in_thread, spawn
from app.workers.say import say

if TYPE_CHECKING:  # Starlette and uvicorn load when the server is turned on
    from app.api.request_log import RequestRecord
    from app.api.server import ApiServer

DEFAULT_EMBEDDING_NAME = "all-MiniLM-L6-v2"
SWITCH_THREAD = "lantern-api-switch"
LOG_LIMIT = 500
"""Requests the log keeps (the oldest go first)."""


@dataclass(frozen=True)
class ServerChoice:
    """The settings that need a restart of the server when they change. The
    key and the sampler defaults are not among them: the server reads those
    per request (LiveKey, Catalog.defaults)."""

    host: str
    port: int
    allow_remote: bool
    cors_origins: tuple[str, ...]
    queue_limit: int
    strict: bool = False
    ollama: bool = False
    """Also on Ollama's address, 127.0.0.1:11434."""

    @classmethod
    def of(cls, settings: Settings) -> ServerChoice:
        return cls(settings.api_host, settings.api_port, settings.api_allow_remote,
                   tuple(settings.api_cors_origins), settings.api_queue_limit,
                   settings.api_strict, settings.api_ollama)


class LocalApiServer(QObject):
    status_changed = Signal(str, bool)
    """(text for the settings tab and status bar, whether it is serving)."""
    request_logged = Signal(object)
    """A RequestRecord, once the server answered it (sent from its thread)."""

    def __init__(self, host: EngineHost, key_path: Path | None = None) -> None:
        super().__init__()
        self._host = host
        self._key_path = key_path
        self._server: ApiServer | None = None
        self._running: ServerChoice | None = None
        """What the running server was started with (None: none runs)."""
        self._wanted: ServerChoice | None = None
        self._switching = False
        """A switch is under way; it goes on to the latest wanted choice, so
        quick applies never start two servers or leave one behind."""
        self._closed = False
        self._settings = Settings()
        self._catalog = Catalog(model_id=host.model_name, state="loading")
        self._template: dict[str, Any] = {}
        """The loaded model's chat template and context, for GET /props."""
        self.status = self.tr("Off")
        self.serving = False
        self.log: deque[RequestRecord] = deque(maxlen=LOG_LIMIT)
        """The latest requests, oldest first (the Server page shows them)."""
        self.request_logged.connect(self._logged)  # queued: sent from the server's thread
        host.state_changed.connect(self._on_engine_state)

    # -- from the GUI thread -------------------------------------------------

    def apply(self, settings: Settings) -> None:
        """Start, stop or restart to match the settings."""
        self._settings = settings
        self._refresh_catalog()
        self._wanted = ServerChoice.of(settings) if settings.api_server_enabled else None
        if self._switching or self._wanted == self._running:
            return  # a switch under way picks up the latest wish when it is done
        self._switching = True
        spawn(self._switch_until_wanted(), self._failed)

    def stop_now(self) -> None:
        """At exit: stop without waiting for the event loop (a server that a
        switch is starting right now is stopped by that switch)."""
        self._closed = True
        server, self._server, self._running = self._server, None, None
        if server is not None:
            server.stop()

    @property
    def switching(self) -> bool:
        return self._switching

    @property
    def url(self) -> str | None:
        return f"{self._server.url}/v1" if self._server is not None else None

    @property
    def base_url(self) -> str | None:
        """Where it listens (scheme, host, port), while it serves."""
        return self._server.url if self._server is not None else None

    @property
    def catalog(self) -> Catalog:
        """What it serves now: the model, the embedding model, the adapters."""
        return self._catalog

    def clear_log(self) -> None:
        self.log.clear()

    def _logged(self, record: RequestRecord) -> None:
        self.log.append(record)

    # -- internals ---------------------------------------------------------

    def _on_engine_state(self, state: str, _detail: str) -> None:
        self._refresh_catalog()
        if state == "ready":
            spawn(self._read_template(), lambda _message: None)

    async def _read_template(self) -> None:
        """Ask the worker (which owns the model) for what GET /props publishes."""
        self._template = await self._host.call(_template_fields)
        self._refresh_catalog()

    def _refresh_catalog(self) -> None:
        # Read by the API's thread per request: replaced whole, never mutated.
        registered = self._host.registered
        adapters = tuple(AdapterInfo(a.name, a.path, a.default_scale)
                         for a in self._settings.adapters if a.name in registered)
        embedding = (Path(self._settings.embedding_model_path).stem
                     if self._settings.embedding_model_path else DEFAULT_EMBEDDING_NAME)
        self._catalog = Catalog(model_id=self._host.model_name, embedding_model_id=embedding,
                                adapters=adapters, state=self._host.state,
                                detail=self._host.load_error, sampler=self._settings.sampler,
                                max_tokens=self._settings.max_tokens, **self._template)

    async def _switch_until_wanted(self) -> None:
        """One switch at a time, until the running server is what was last asked."""
        try:
            while not self._closed:
                wanted = self._wanted
                await self._switch(wanted)
                if self._wanted == wanted:
                    return
        finally:
            self._switching = False

    async def _switch(self, wanted: ServerChoice | None) -> None:
        old, self._server, self._running = self._server, None, None
        if old is not None:
            await in_thread(old.stop, SWITCH_THREAD)
        if wanted is None:
            self._report(self.tr("Off"), False)
            return
        try:  # Starlette and uvicorn are imported, and the app built, off the GUI thread
            server = await in_thread(lambda: self._start(wanted), SWITCH_THREAD)
        except (UnsafeBind, OSError, RuntimeError) as exc:
            self._report(self.tr("Not running: {reason}").format(
                reason=self._window_words(exc, wanted)), False)
            return
        if self._closed:  # the window closed meanwhile
            await in_thread(server.stop, SWITCH_THREAD)
            return
        self._server, self._running = server, wanted
        url = f"{server.url}/v1"
        self._report(self.tr("Serving at {url} — {warning}").format(url=url, warning=server.warning)
                     if server.warning else self.tr("Serving at {url}").format(url=url), True)

    def _start(self, wanted: ServerChoice) -> ApiServer:
        """In the switch thread: the key, the app, the socket, the serving thread."""
        from app.api.keys import LiveKey, load_or_create_key  # hashlib, hmac, secrets
        from app.api.server import ApiServer
        from app.store.api_responses import ResponseStore  # opens in the server's thread

        key = load_or_create_key(self._key_path)
        options = ServerOptions(
            api_key=key, live_key=LiveKey(self._key_path), host=wanted.host,
            port=wanted.port, allow_remote=wanted.allow_remote,
            cors_origins=wanted.cors_origins, queue_limit=wanted.queue_limit,
            strict=wanted.strict, ollama=wanted.ollama,
            default_max_tokens=self._settings.max_tokens,
            sampler=self._settings.sampler, on_request=self.request_logged.emit,
            responses=ResponseStore())
        server = ApiServer(self._host, lambda: self._catalog, options)
        server.start()
        return server

    def _window_words(self, exc: BaseException, wanted: ServerChoice) -> str:
        """The reason in the window's terms: its controls, not `lantern serve`'s flags."""
        cause = exc.__cause__ if isinstance(exc.__cause__, OSError) else exc
        if (isinstance(cause, OSError) and cause.errno == errno.EADDRINUSE and wanted.ollama
                and f":{OLLAMA_PORT}:" in str(exc)):
            return self.tr("Ollama's address, port {port}, is taken: is Ollama itself "
                           "running? Stop it, or untick “Also answer apps made for Ollama” "
                           "in Settings → Local API server.").format(port=OLLAMA_PORT)
        if isinstance(cause, OSError) and cause.errno == errno.EADDRINUSE:
            return self.tr("port {port} is taken by another program. Choose another port "
                           "in Settings → Local API server, or stop that program.").format(
                               port=wanted.port)
        if isinstance(exc, UnsafeBind):
            return self.tr("{host} can be reached from other computers. Tick “Allow other "
                           "computers to connect” on the Server page if you mean it.").format(
                               host=wanted.host)
        return say(exc)

    def _failed(self, message: str) -> None:
        self._report(self.tr("Not running: {reason}").format(reason=message), False)

    def _report(self, text: str, serving: bool) -> None:
        self.status, self.serving = text, serving
        self.status_changed.emit(text, serving)


def _template_fields(engine: Any) -> dict[str, Any]:
    """In the worker thread: the local model's template and context size."""
    template = getattr(engine, "template", None)
    if template is None or not hasattr(template, "published_source"):
        return {}
    local = getattr(engine, "local", engine)  # the router's local model
    return {"chat_template": template.published_source, "bos_token": template.bos_token,
            "eos_token": template.eos_token, "n_ctx": int(getattr(local, "n_ctx", 0)),
            **model_times(engine)}
