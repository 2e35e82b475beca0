"""Which protocol a request speaks, by its path (and, on the paths both
OpenAI and Anthropic have, /v1/models, by the `anthropic-version` header
Anthropic's clients send), and so which shape its errors take: OpenAI's
`{"error": {...}}`, Anthropic's `{"type": "error", "error": {...}}` or
Ollama's `{"error": "..."}`. Every error is an ApiError (one status, one
message); only its body differs."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from starlette.responses import JSONResponse

from app.api import anthropic, ollama
from app.api.errors import ApiError

ErrorBody = Callable[[ApiError], dict[str, object]]

_BY_PREFIX: tuple[tuple[str, ErrorBody], ...] = (
    ("/v1/messages", anthropic.error_body),
    ("/api/", ollama.error_body),
)


def speaks_anthropic(headers: Mapping[str, str]) -> bool:
    return "anthropic-version" in headers


def error_body_for(path: str, headers: Mapping[str, str]) -> ErrorBody:
    if path.startswith("/v1/") and speaks_anthropic(headers):
        return anthropic.error_body
    return next((body for prefix, body in _BY_PREFIX if path.startswith(prefix)),
                ApiError.body)


def error_response(error: ApiError, path: str, headers: Mapping[str, str]) -> JSONResponse:
    return JSONResponse(error_body_for(path, headers)(error), status_code=error.status,
                        headers=error.headers)
