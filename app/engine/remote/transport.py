"""HTTP to a remote engine with httpx: one client, clear errors, cancellable streams.

Every failure becomes an EngineError a person can act on: which server, what
went wrong, what to try. TLS certificates are always verified (httpx's
default, against certifi's roots or the CA file the engine names).
A stream is cancelled by closing it from a small watcher thread, so a stop
works even while the server is still reading a long prompt and sends nothing;
before the response's headers arrive, the wait for them ends on a stop.
"""

from __future__ import annotations

import contextlib
import json
import logging
import ssl
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import Future
from typing import Any

import httpx

from app.engine.errors import EngineError, RequestError
from app.engine.remote.plain_http import key_in_clear_warning
from app.said import QT_TRANSLATE_NOOP

log = logging.getLogger("lantern.engine.remote")

CANCEL_POLL_S = 0.05


class Unreachable(EngineError):
    """The server could not be reached or stopped answering."""


class StreamDropped(EngineError):
    """The connection broke after the answer had started."""


def normalize_base_url(url: str) -> str:
    """`http://host:8080/v1/` and `http://host:8080` name the same server."""
    url = url.strip().rstrip("/")
    if not url:
        raise RequestError(QT_TRANSLATE_NOOP("Engine", "Enter the server's address, e.g. "
                                             "http://gpu-box:8000."))
    if "://" not in url:
        url = "http://" + url
    if not url.startswith(("http://", "https://")):
        raise RequestError(QT_TRANSLATE_NOOP(
            "Engine", "“{url}” is not an http:// or https:// address.").format(url=url))
    return url[: -len("/v1")] if url.endswith("/v1") else url


def make_client(base_url: str, api_key: str | None, timeout_s: float,
                ca_file: str | None = None) -> httpx.Client:
    headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
    verify: ssl.SSLContext | bool = (ssl.create_default_context(cafile=ca_file)
                                     if ca_file else True)
    return httpx.Client(
        base_url=base_url, headers=headers, verify=verify,
        timeout=httpx.Timeout(timeout_s, connect=min(timeout_s, 10.0)),
    )


def server_message(response: httpx.Response) -> str:
    """The reason a server gave in its error body, in any common shape."""
    try:
        body: Any = response.json()
    except (ValueError, httpx.ResponseNotRead):
        with contextlib.suppress(httpx.ResponseNotRead):
            return response.text.strip()[:300]
        return ""
    if isinstance(body, dict):
        error = body.get("error", body.get("detail", body.get("message")))
        if isinstance(error, dict):
            error = error.get("message", error)
        if isinstance(error, list):  # FastAPI's validation details
            error = "; ".join(str(e.get("msg", e)) if isinstance(e, dict) else str(e)
                              for e in error)
        if error is not None:
            return str(error)[:300]
    return str(body)[:300]


def status_error(response: httpx.Response, where: str) -> EngineError:
    code = response.status_code
    reason = server_message(response) or response.reason_phrase
    if code in (401, 403):
        return EngineError(QT_TRANSLATE_NOOP(
            "Engine", "{where} refused the API key (HTTP {code}: {reason}). Check the key in "
            "Settings → Engines.").format(where=where, code=code, reason=reason))
    if code == 404:
        return RequestError(QT_TRANSLATE_NOOP(
            "Engine", "{where} has no such model or endpoint (HTTP 404: {reason})."
        ).format(where=where, reason=reason))
    if 400 <= code < 500:
        return RequestError(QT_TRANSLATE_NOOP(
            "Engine", "{where} refused the request (HTTP {code}: {reason})."
        ).format(where=where, code=code, reason=reason))
    return EngineError(QT_TRANSLATE_NOOP(
        "Engine", "{where} failed (HTTP {code}: {reason}). The server may be overloaded or "
        "out of memory; try again or check its log.").format(where=where, code=code,
                                                             reason=reason))


def transport_error(exc: httpx.HTTPError, where: str, timeout_s: float) -> EngineError:
    text = str(exc) or type(exc).__name__
    if isinstance(exc, httpx.ConnectError) and "CERTIFICATE_VERIFY_FAILED" in text:
        return Unreachable(QT_TRANSLATE_NOOP(
            "Engine", "{where}: its TLS certificate could not be verified ({reason}). Use the "
            "address its certificate names, or give the CA file.").format(where=where,
                                                                          reason=text))
    if isinstance(exc, httpx.ConnectTimeout | httpx.ConnectError):
        return Unreachable(QT_TRANSLATE_NOOP(
            "Engine", "{where} is unreachable ({reason}). Check that the server is running "
            "and that the address and port are right.").format(where=where, reason=text))
    if isinstance(exc, httpx.TimeoutException):
        return Unreachable(QT_TRANSLATE_NOOP(
            "Engine", "{where} did not answer within {seconds} s. It may be busy; try again, "
            "or raise the engine's timeout.").format(where=where, seconds=f"{timeout_s:g}"))
    if isinstance(exc, httpx.RemoteProtocolError | httpx.ReadError):
        return StreamDropped(QT_TRANSLATE_NOOP(
            "Engine", "The connection to {where} broke ({reason}).").format(where=where,
                                                                           reason=text))
    return Unreachable(f"{where}: {text}")


class Transport:
    """One engine's HTTP client; used from one thread at a time."""

    def __init__(self, base_url: str, api_key: str | None, timeout_s: float = 60.0,
                 ca_file: str | None = None) -> None:
        self.base_url = normalize_base_url(base_url)
        self.where = QT_TRANSLATE_NOOP("Engine", "The engine at {url}").format(url=self.base_url)
        self.timeout_s = timeout_s
        self._client = make_client(self.base_url, api_key, timeout_s, ca_file)
        if api_key and (warning := key_in_clear_warning(self.base_url)):
            log.warning("%s", warning)

    def get_json(self, path: str, quiet: bool = False) -> Any:
        """GET a JSON document; with quiet, any failure is None (for probing)."""
        try:
            response = self._client.get(path)
        except httpx.HTTPError as exc:
            if quiet and not isinstance(exc, httpx.TransportError):
                return None
            raise transport_error(exc, self.where, self.timeout_s) from exc
        if not response.is_success:
            if quiet:  # probing: the key was already checked on /v1/models
                return None
            raise status_error(response, self.where)
        try:
            return response.json()
        except ValueError:
            if quiet:
                return None
            raise EngineError(f"{self.where} answered {path} with something other "
                              "than JSON; is this an OpenAI-compatible server?") from None

    def post_json(self, path: str, body: dict[str, Any]) -> Any:
        try:
            response = self._client.post(path, json=body)
        except httpx.HTTPError as exc:
            raise transport_error(exc, self.where, self.timeout_s) from exc
        if not response.is_success:
            raise status_error(response, self.where)
        try:
            return response.json()
        except ValueError:
            raise EngineError(f"{self.where} answered {path} with something other "
                              "than JSON.") from None

    @contextlib.contextmanager
    def stream_lines(self, path: str, body: dict[str, Any],
                     cancelled: Callable[[], bool]) -> Iterator[Iterator[str]]:
        """POST and yield the response's lines; closing on cancel ends the request
        on the server too (servers stop generating for a closed connection)."""
        request = self._client.build_request("POST", path, json=body)
        response = self._send(request, cancelled)
        if response is None:  # stopped before the server sent its headers
            yield iter(())
            return
        done = threading.Event()
        watcher = threading.Thread(target=_close_when, daemon=True,
                                   args=(cancelled, done, response), name="lantern-cancel")
        try:
            if not response.is_success:
                response.read()
                raise status_error(response, self.where)
            watcher.start()
            yield self._lines(response, cancelled)
        finally:
            done.set()
            response.close()

    def _send(self, request: httpx.Request, cancelled: Callable[[], bool]
              ) -> httpx.Response | None:
        """Send and wait for the response's headers, or for a cancel: a server
        still reading a long prompt sends nothing for a while, and Stop must
        work then too. The sending thread is then left to close the response
        when it comes (closing the connection stops the server's work)."""
        arrived: Future[httpx.Response] = Future()
        abandoned = threading.Event()

        def send() -> None:
            try:
                response = self._client.send(request, stream=True)
            except BaseException as exc:
                arrived.set_exception(exc)
                return
            arrived.set_result(response)
            if abandoned.is_set():
                response.close()

        threading.Thread(target=send, name="lantern-remote-send", daemon=True).start()
        while True:
            try:
                return arrived.result(timeout=CANCEL_POLL_S)
            except TimeoutError:
                if cancelled():
                    abandoned.set()
                    if arrived.done() and arrived.exception() is None:
                        arrived.result().close()
                    return None
            except httpx.HTTPError as exc:
                raise transport_error(exc, self.where, self.timeout_s) from exc

    def _lines(self, response: httpx.Response, cancelled: Callable[[], bool]) -> Iterator[str]:
        try:
            yield from response.iter_lines()
        except httpx.StreamClosed as exc:
            if cancelled():
                return  # our own close: the cancel watcher ended the stream
            raise StreamDropped(QT_TRANSLATE_NOOP(
                "Engine", "The connection to {where} was closed."
            ).format(where=self.where)) from exc
        except httpx.HTTPError as exc:
            if cancelled():
                return
            raise transport_error(exc, self.where, self.timeout_s) from exc

    def close(self) -> None:
        self._client.close()


def _close_when(cancelled: Callable[[], bool], done: threading.Event,
                response: httpx.Response) -> None:
    while not done.wait(CANCEL_POLL_S):
        if cancelled():
            with contextlib.suppress(Exception):
                response.close()
            return


def sse_data(lines: Iterator[str]) -> Iterator[dict[str, Any]]:
    """JSON payloads of Server-Sent Events `data:` lines until `[DONE]`."""
    for line in lines:
        if not line.startswith("data:"):
            continue
        data = line[5:].strip()
        if data == "[DONE]":
            return
        if data:
            yield json_object(data)


def ndjson(lines: Iterator[str]) -> Iterator[dict[str, Any]]:
    """Objects of a newline-delimited JSON stream (Ollama's native API)."""
    for line in lines:
        if line.strip():
            yield json_object(line)


def json_object(text: str) -> dict[str, Any]:
    try:
        value = json.loads(text)
    except ValueError as exc:
        raise EngineError(f"The server sent a malformed stream event: {text[:120]!r}") from exc
    if not isinstance(value, dict):
        raise EngineError(f"The server sent an unexpected stream event: {text[:120]!r}")
    return value
