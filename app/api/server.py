"""ApiServer: uvicorn serving the API, in this thread (`lantern serve`) or in
a thread of its own (the window, tests)."""

from __future__ import annotations

import asyncio
import socket
import threading
from collections.abc import Callable

import uvicorn

from app.api.app import create_app
from app.api.catalog import Catalog
from app.api.http_guard import (
    KEEP_ALIVE_TIMEOUT_S,
    QuietDisconnects,
    StoppingServer,
    protocol_with,
)
from app.api.options import OLLAMA_HOST, ServerOptions, check_bind
from app.api.queueing import ApiQueue, EngineService

STOP_TIMEOUT_S = 10.0


def open_socket(host: str, port: int, hint: str = "Choose another port (--port) or stop "
                "the program using it.") -> socket.socket:
    """Bind here, so a taken port is a clear error before anything starts."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    # IPPROTO_TCP, not 0: asyncio sets TCP_NODELAY only on accepted sockets
    # that say TCP, and without it Nagle holds each small SSE chunk until the
    # client's delayed ACK (40 ms) comes back.
    sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host.strip("[]"), port))
    except OSError as exc:
        sock.close()
        raise OSError(f"Cannot listen on {host}:{port}: {exc.strerror or exc}. {hint}") from exc
    sock.listen(128)
    return sock


class ApiServer:
    """One API server over one engine service."""

    def __init__(self, service: EngineService, catalog: Callable[[], Catalog],
                 options: ServerOptions) -> None:
        self.options = options
        self.warning = check_bind(options)  # raises UnsafeBind unless chosen
        self.queue = ApiQueue(service, options.queue_limit)
        self.app = create_app(self.queue, catalog, options, keyless_port=self._ollama_port)
        self._server = StoppingServer(uvicorn.Config(
            QuietDisconnects(self.app), log_level="warning", lifespan="off", access_log=False,
            timeout_graceful_shutdown=2, http=protocol_with(
                options.header_timeout_s, options.body_timeout_s, options.max_connections),
            timeout_keep_alive=KEEP_ALIVE_TIMEOUT_S), before_shutdown=self.queue.close)
        self._socket: socket.socket | None = None
        self._ollama: socket.socket | None = None
        self._thread: threading.Thread | None = None
        self._failure: BaseException | None = None

    @property
    def port(self) -> int:
        if self._socket is None:
            return self.options.port
        return int(self._socket.getsockname()[1])

    def _ollama_port(self) -> int | None:
        return None if self._ollama is None else int(self._ollama.getsockname()[1])

    @property
    def ollama_url(self) -> str | None:
        """Ollama's address when listening there too (`--ollama`), else None."""
        port = self._ollama_port()
        return None if port is None else f"http://{OLLAMA_HOST}:{port}"

    @property
    def url(self) -> str:
        host = self.options.host
        shown = f"[{host}]" if ":" in host and not host.startswith("[") else host
        return f"http://{shown}:{self.port}"

    def bind(self) -> None:
        if self._socket is None:
            self._socket = open_socket(self.options.host, self.options.port)
        if self.options.ollama and self._ollama is None:
            try:
                self._ollama = open_socket(
                    OLLAMA_HOST, self.options.ollama_port,
                    "That is Ollama's address: is Ollama itself running? Stop it (or "
                    "leave out --ollama and point the app at Lantern's own address).")
            except OSError:
                self._socket.close()
                self._socket = None
                raise

    def _sockets(self) -> list[socket.socket]:
        return [s for s in (self._socket, self._ollama) if s is not None]

    def run(self) -> None:
        """Serve in this thread until stopped (Ctrl+C when it is the main thread)."""
        self.bind()
        try:
            self._server.run(sockets=self._sockets())
        finally:
            self.queue.close()

    def start(self) -> None:
        """Serve in a background thread; returns once it accepts connections."""
        self.bind()
        self._thread = threading.Thread(target=self._thread_main, name="lantern-api",
                                        daemon=True)
        self._thread.start()
        while not self._server.started and self._thread.is_alive():
            self._thread.join(0.02)
        if not self._server.started:
            raise RuntimeError(f"The API server did not start: {self._failure}")

    def _thread_main(self) -> None:
        try:
            asyncio.run(self._server.serve(sockets=self._sockets()))
        except BaseException as exc:  # reported by start()
            self._failure = exc

    def stop(self) -> None:
        """Refuse new requests, stop running ones, close the socket, join."""
        self.queue.close()
        self._server.should_exit = True
        if self._thread is not None:
            self._thread.join(STOP_TIMEOUT_S)
        for sock in self._sockets():
            sock.close()
        self._socket = self._ollama = None
