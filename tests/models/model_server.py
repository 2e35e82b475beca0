"""A real local HTTP server that stands in for Hugging Face, on 127.0.0.1.

Starlette's FileResponse does the file serving (Range, If-Range, HEAD and
ETag, as a well-kept library does them) under uvicorn; the routes mimic the
hub: `/{repo}/resolve/{rev}/{file}` answers 302 to a CDN path with
`X-Repo-Commit`, `X-Linked-Etag` (the SHA-256) and `X-Linked-Size`, and
`/api/models/{repo}/revision/{rev}` lists the files with their LFS hashes.
A thin ASGI layer logs every request with the bytes it sent, and can
misbehave on purpose: drop the connection after N bytes, ignore Range,
or hold the body after N bytes until the test lets it go.

Run alone for the benchmark: python -m tests.models.model_server FILE
"""

from __future__ import annotations

import hashlib
import sys
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import anyio
import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, RedirectResponse, Response
from starlette.routing import Route

COMMIT = "0123456789abcdef0123456789abcdef01234567"
REPO = "lantern-test/gemma-3-270m-GGUF"


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        while chunk := handle.read(4 << 20):
            digest.update(chunk)
    return digest.hexdigest()


@dataclass
class Served:
    name: str
    path: Path
    """What the CDN sends (a damaged copy in the flipped-byte test)."""
    sha256: str
    size: int
    """What the metadata says: always the true file's."""


@dataclass
class LogEntry:
    method: str
    path: str
    range: str | None
    if_range: str | None
    status: int = 0
    sent: int = 0
    query: str = ""


class DroppedOnPurpose(Exception):
    pass


@dataclass
class Behaviour:
    drop_after: int | None = None
    """Close the connection after this many body bytes (once)."""
    ignore_range: bool = False
    hold_after: int | None = None
    """Stop sending after this many body bytes until `release` is set."""
    release: threading.Event = field(default_factory=threading.Event)
    rate: float | None = None
    """Bytes a second to send the body at (a slow line), None: as fast as it goes."""
    linked_headers: bool = True
    """False: the resolve answer lacks X-Linked-*, so clients must ask the API."""


class ModelServer:
    def __init__(self) -> None:
        self.files: dict[str, Served] = {}
        self.log: list[LogEntry] = []
        self.behaviour = Behaviour()
        self.extra_siblings: list[dict[str, Any]] = []
        """Files the repository lists beside those served (a split model, say)."""
        self.extra_listed: list[dict[str, Any]] = []
        """Repositories the search answers beside the usual two (forged ones, say)."""
        self._server: uvicorn.Server | None = None
        self._thread: threading.Thread | None = None
        self.url = ""

    def serve(self, name: str, path: Path, truth: Path | None = None) -> Served:
        truth = truth or path
        served = Served(name, path, sha256_of(truth), truth.stat().st_size)
        self.files[name] = served
        return served

    def cdn_log(self) -> list[LogEntry]:
        return [e for e in self.log if e.path.startswith("/cdn/") and e.method == "GET"]

    # -- the application -----------------------------------------------------

    def _resolve(self, request: Request) -> Response:
        params = request.path_params
        repo, rev, name = f"{params['owner']}/{params['name']}", params["rev"], params["file"]
        served = self.files.get(name)
        if repo != REPO or served is None or rev not in ("main", COMMIT):
            return Response("Entry not found", status_code=404)
        headers = {"X-Repo-Commit": COMMIT, "ETag": f'"{served.sha256}"'}
        if self.behaviour.linked_headers:
            headers |= {"X-Linked-Etag": f'"{served.sha256}"', "X-Linked-Size": str(served.size)}
        return RedirectResponse(f"/cdn/{name}", status_code=302, headers=headers)

    def _cdn(self, request: Request) -> Response:
        served = self.files.get(request.path_params["file"])
        if served is None:
            return Response("Not found", status_code=404)
        return FileResponse(served.path, filename=served.name)

    def _api(self, request: Request) -> Response:
        params = request.path_params
        if f"{params['owner']}/{params['name']}" != REPO:
            return JSONResponse({"error": "Repository not found"}, status_code=404)
        siblings = [{"rfilename": s.name, "size": s.size, "blobId": "0" * 40,
                     "lfs": {"sha256": s.sha256, "size": s.size, "pointerSize": 134}}
                    for s in self.files.values()]
        siblings += self.extra_siblings
        return JSONResponse({"_id": "0" * 24, "id": REPO, "modelId": REPO, "sha": COMMIT,
                             "private": False, "tags": ["gguf"], "siblings": siblings})

    def _search(self, request: Request) -> Response:
        """The hub's model search: a list of repositories, most downloaded first."""
        words = request.query_params.get("search", "").lower().split()
        listed = [{"_id": "0" * 24, "id": REPO, "modelId": REPO, "likes": 7,
                   "downloads": 12345, "private": False, "pipeline_tag": "text-generation",
                   "library_name": "gguf", "tags": ["gguf", "text-generation"],
                   "createdAt": "2025-03-12T10:00:00.000Z"},
                  {"_id": "1" * 24, "id": "someone/unrelated-GGUF", "likes": 0, "downloads": 3,
                   "private": False, "tags": ["gguf"], "createdAt": "2025-03-12T10:00:00.000Z"},
                  *self.extra_listed]
        hits = [m for m in listed if all(w in str(m["id"]).lower() for w in words)]
        limit = int(request.query_params.get("limit", "1000"))
        return JSONResponse(hits[:limit])

    def app(self) -> Any:
        routes = [
            Route("/{owner}/{name}/resolve/{rev}/{file}", self._resolve, methods=["GET", "HEAD"]),
            Route("/cdn/{file}", self._cdn, methods=["GET", "HEAD"]),
            Route("/api/models/{owner}/{name}/revision/{rev}", self._api),
            Route("/api/models", self._search),
        ]
        return _Misbehaving(Starlette(routes=routes), self)

    # -- running ---------------------------------------------------------------

    def start(self) -> str:
        config = uvicorn.Config(self.app(), host="127.0.0.1", port=0, log_level="critical",
                                lifespan="off", access_log=False)
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(target=self._server.run, daemon=True)
        self._thread.start()
        while not self._server.started:
            if not self._thread.is_alive():
                raise RuntimeError("the test server did not start")
            self._thread.join(0.01)
        port = self._server.servers[0].sockets[0].getsockname()[1]
        self.url = f"http://127.0.0.1:{port}"
        return self.url

    def stop(self) -> None:
        self.behaviour.release.set()
        if self._server is not None and self._thread is not None:
            self._server.should_exit = True
            self._thread.join(10)


class _Misbehaving:
    """ASGI layer: logs requests and bytes, and misbehaves when told to."""

    def __init__(self, inner: Any, owner: ModelServer) -> None:
        self.inner, self.owner = inner, owner

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.inner(scope, receive, send)
            return
        headers = {k.decode().lower(): v.decode() for k, v in scope["headers"]}
        entry = LogEntry(scope["method"], scope["path"], headers.get("range"),
                         headers.get("if-range"), query=scope["query_string"].decode())
        self.owner.log.append(entry)
        behaviour = self.owner.behaviour
        if behaviour.ignore_range and scope["path"].startswith("/cdn/"):
            scope = dict(scope, headers=[(k, v) for k, v in scope["headers"]
                                         if k.lower() not in (b"range", b"if-range")])

        async def logged_send(message: dict[str, Any]) -> None:
            if message["type"] == "http.response.start":
                entry.status = message["status"]
            elif message["type"] == "http.response.body" and message.get("body"):
                await self._body(entry, message, send, behaviour)
                return
            await send(message)

        await self.inner(scope, receive, logged_send)

    async def _body(self, entry: LogEntry, message: dict[str, Any], send: Any,
                    behaviour: Behaviour) -> None:
        body: bytes = message["body"]
        limit = behaviour.drop_after
        if limit is not None and entry.sent + len(body) >= limit:
            behaviour.drop_after = None  # once
            part = body[: limit - entry.sent]
            await send({"type": "http.response.body", "body": part, "more_body": True})
            entry.sent += len(part)
            raise DroppedOnPurpose("connection dropped half-way on purpose")
        hold = behaviour.hold_after
        if hold is not None and entry.sent + len(body) >= hold > entry.sent:
            part = body[: hold - entry.sent]
            await send({"type": "http.response.body", "body": part, "more_body": True})
            entry.sent += len(part)
            await anyio.to_thread.run_sync(behaviour.release.wait)
            body = body[len(part):]
            message = dict(message, body=body)
        entry.sent += len(body)
        if behaviour.rate:
            await anyio.sleep(len(body) / behaviour.rate)
        await send(message)


def main(argv: list[str]) -> int:
    """Serve one file until stdin closes; print the base URL and SHA-256."""
    server = ModelServer()
    path = Path(argv[0])
    served = server.serve(path.name, path)
    url = server.start()
    print(f"{url} {served.sha256} {served.size}", flush=True)
    sys.stdin.read()
    server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
