"""Errors in OpenAI's format: {"error": {"message", "type", "param", "code"}}."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from app.engine.errors import AdapterError, Cancelled, EngineError, PromptTooLong, RequestError

if TYPE_CHECKING:  # Starlette loads with the server, not with the window
    from starlette.responses import JSONResponse


class ApiError(Exception):
    """An error a client can act on, with its HTTP status."""

    def __init__(self, status: int, message: str, *, kind: str = "invalid_request_error",
                 code: str | None = None, param: str | None = None,
                 headers: Mapping[str, str] | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.kind = kind
        self.code = code
        self.param = param
        self.headers = dict(headers or {})

    def body(self) -> dict[str, object]:
        return {"error": {"message": self.message, "type": self.kind,
                          "param": self.param, "code": self.code}}

    def response(self) -> JSONResponse:
        from starlette.responses import JSONResponse

        return JSONResponse(self.body(), status_code=self.status, headers=self.headers)


def from_engine(exc: BaseException) -> ApiError:
    """The engine's own message, under the status that fits it."""
    message = str(exc) or type(exc).__name__
    if isinstance(exc, PromptTooLong):
        return ApiError(400, message, code="context_length_exceeded", param="messages")
    if isinstance(exc, AdapterError):
        return ApiError(400, message, code="unknown_adapter", param="lora")
    if isinstance(exc, RequestError):
        return ApiError(400, message, code="invalid_value")
    if isinstance(exc, Cancelled):
        return ApiError(499, message, code="cancelled")
    if isinstance(exc, EngineError):
        return ApiError(503, message, kind="server_error", code="engine_unavailable")
    return ApiError(500, f"Unexpected server error: {message}", kind="server_error")


def unauthorized(message: str) -> ApiError:
    return ApiError(401, message, kind="authentication_error", code="invalid_api_key",
                    headers={"WWW-Authenticate": "Bearer"})
