"""Which protocol a request speaks, by its path, and so which shape its
errors take: OpenAI's `{"error": {...}}`, Anthropic's `{"type": "error",
"error": {...}}` or Ollama's `{"error": "..."}`. Every error is an ApiError
(one status, one message); only its body differs."""

from __future__ import annotations

from collections.abc import Callable

from starlette.responses import JSONResponse

from app.api import anthropic, ollama
from app.api.errors import ApiError

ErrorBody = Callable[[ApiError], dict[str, object]]

_BY_PREFIX: tuple[tuple[str, ErrorBody], ...] = (
    ("/v1/messages", anthropic.error_body),
    ("/api/", ollama.error_body),
)


def error_body_for(path: str) -> ErrorBody:
    return next((body for prefix, body in _BY_PREFIX if path.startswith(prefix)),
                ApiError.body)


def error_response(error: ApiError, path: str) -> JSONResponse:
    return JSONResponse(error_body_for(path)(error), status_code=error.status,
                        headers=error.headers)
