"""A real OpenAI-compatible HTTP server that holds its chat answers until told:
the slow remote engine of issue 22, defect 6 (a server still reading a long
prompt sends not even its headers)."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


@dataclass
class SlowServer:
    url: str
    received: threading.Event = field(default_factory=threading.Event)
    """Set once a chat request arrived (and is being held)."""
    release: threading.Event = field(default_factory=threading.Event)


def _handler(state: SlowServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *_args: object) -> None:
            return None

        def _json(self, code: int, body: object) -> None:
            data = json.dumps(body).encode()
            self.send_response(code)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_GET(self) -> None:
            if self.path == "/v1/models":
                self._json(200, {"object": "list", "data": [{"id": "slow", "object": "model"}]})
            else:
                self._json(404, {"error": {"message": "no such endpoint"}})

        def do_POST(self) -> None:
            self.rfile.read(int(self.headers.get("Content-Length", 0)))
            if self.path != "/v1/chat/completions":
                self._json(404, {"error": {"message": "no such endpoint"}})
                return
            state.received.set()
            state.release.wait(120)  # "reading the prompt": no headers yet
            chunk = {"choices": [{"index": 0, "delta": {"content": "late"},
                                  "finish_reason": "stop"}]}
            body = f"data: {json.dumps(chunk)}\n\ndata: [DONE]\n\n".encode()
            try:
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
            except OSError:
                pass  # the client left, as a stopped request does

    return Handler


@contextmanager
def slow_server() -> Iterator[SlowServer]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), BaseHTTPRequestHandler)
    state = SlowServer(f"http://127.0.0.1:{server.server_address[1]}")
    server.RequestHandlerClass = _handler(state)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, name="slow-server", daemon=True)
    thread.start()
    try:
        yield state
    finally:
        state.release.set()
        server.shutdown()
        server.server_close()
        thread.join(10)
