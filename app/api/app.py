"""The Starlette application: routes, the key check, CORS only when asked."""

from __future__ import annotations

import logging
from collections.abc import Callable

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.middleware.cors import CORSMiddleware
from starlette.requests import Request as HttpRequest
from starlette.responses import Response
from starlette.routing import Route

from app.api.anthropic import MessagesApi
from app.api.catalog import Catalog
from app.api.dialects import error_response
from app.api.errors import ApiError
from app.api.generation import Generation
from app.api.handlers import Handlers
from app.api.http_guard import HostGuardMiddleware, slash_redirect
from app.api.ollama import OllamaApi
from app.api.options import ServerOptions, is_loopback
from app.api.props import props_route
from app.api.queueing import ApiQueue
from app.api.request_log import RequestLogMiddleware
from app.api.security import ApiKeyMiddleware

log = logging.getLogger("lantern.api")


async def _api_error(request: HttpRequest, exc: Exception) -> Response:
    assert isinstance(exc, ApiError)
    return error_response(exc, request.url.path, request.headers)


async def _http_error(request: HttpRequest, exc: Exception) -> Response:
    assert isinstance(exc, HTTPException)
    known = [r.path for r in request.app.routes if isinstance(r, Route)]
    if exc.status_code == 404 and (
            redirect := slash_redirect(request.url.path, request.url.query, known)):
        return redirect
    if exc.status_code == 404:
        message = (f"There is no endpoint {request.url.path}. Lantern serves /v1/models, "
                   "/v1/chat/completions, /v1/completions, /v1/responses, /v1/embeddings, "
                   "/v1/messages (Anthropic), /api/chat, /api/generate, /api/embed, "
                   "/api/tags, /api/show, /api/ps, /api/version (Ollama), /lora-adapters, "
                   "/props and /health.")
    elif exc.status_code == 405:
        message = f"{request.method} is not allowed on {request.url.path}."
    else:
        message = str(exc.detail)
    return error_response(ApiError(exc.status_code, message, code=f"http_{exc.status_code}"),
                          request.url.path, request.headers)


async def _unexpected(request: HttpRequest, exc: Exception) -> Response:
    log.exception("unexpected error in the API", exc_info=exc)
    return error_response(ApiError(500, f"Unexpected server error: {exc}",
                                   kind="server_error"), request.url.path, request.headers)


def _protocol_routes(core: Generation) -> list[Route]:
    """Anthropic's and Ollama's endpoints: translations over the same core."""
    messages, ollama = MessagesApi(core), OllamaApi(core)
    return [
        Route("/v1/messages", messages.messages, methods=["POST"]),
        Route("/v1/messages/count_tokens", messages.count_tokens, methods=["POST"]),
        Route("/", ollama.root, methods=["GET", "HEAD"]),
        Route("/api/chat", ollama.chat, methods=["POST"]),
        Route("/api/generate", ollama.generate, methods=["POST"]),
        Route("/api/embed", ollama.embed, methods=["POST"]),
        Route("/api/embeddings", ollama.embeddings, methods=["POST"]),
        Route("/api/tags", ollama.tags, methods=["GET"]),
        Route("/api/show", ollama.show, methods=["POST"]),
        Route("/api/ps", ollama.ps, methods=["GET"]),
        Route("/api/version", ollama.version, methods=["GET"]),
    ]


def create_app(queue: ApiQueue, catalog: Callable[[], Catalog], options: ServerOptions,
               keyless_port: Callable[[], int | None] = lambda: None) -> Starlette:
    """`keyless_port`: the port of Ollama's address, where no key is asked
    (Ollama's clients send none); every other request needs the key."""
    handlers = Handlers(queue, catalog, options)
    routes = [
        Route("/health", handlers.health, methods=["GET"]),
        Route("/v1/models", handlers.models, methods=["GET"]),
        Route("/v1/models/{model:path}", handlers.model, methods=["GET"]),
        Route("/v1/chat/completions", handlers.chat, methods=["POST"]),
        Route("/v1/completions", handlers.completions, methods=["POST"]),
        Route("/v1/responses", handlers.responses, methods=["POST"]),
        Route("/v1/responses/{response_id}", handlers.stored.get, methods=["GET"]),
        Route("/v1/responses/{response_id}", handlers.stored.delete, methods=["DELETE"]),
        Route("/v1/responses/{response_id}/input_items", handlers.stored.input_items,
              methods=["GET"]),
        Route("/v1/embeddings", handlers.embeddings, methods=["POST"]),
        Route("/lora-adapters", handlers.lora_adapters, methods=["GET"]),
        Route("/v1/lora-adapters", handlers.lora_adapters, methods=["GET"]),
        Route("/props", props_route(catalog, options), methods=["GET"]),
        *_protocol_routes(handlers.core),
    ]
    middleware: list[Middleware] = []
    if options.cors_origins:  # outermost, so preflights never need the key
        middleware.append(Middleware(
            CORSMiddleware, allow_origins=list(options.cors_origins),
            allow_methods=["GET", "POST", "DELETE"],
            allow_headers=["Authorization", "Content-Type", "X-Api-Key", "Anthropic-Version"]))
    middleware.append(Middleware(ApiKeyMiddleware, api_key=options.api_key,
                                 live_key=options.live_key, keyless_port=keyless_port))
    if is_loopback(options.host):  # outermost: a rebinding page's Host never gets further
        middleware.insert(0, Middleware(HostGuardMiddleware))
    if options.on_request is not None:  # outside all: refusals are logged too
        middleware.insert(0, Middleware(RequestLogMiddleware, sink=options.on_request))
    app = Starlette(routes=routes, middleware=middleware, exception_handlers={
        ApiError: _api_error, HTTPException: _http_error, Exception: _unexpected})
    app.router.redirect_slashes = False  # Starlette's builds Location from Host: ours, above
    return app

