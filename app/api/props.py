"""GET /props in llama.cpp server's shape: what a client needs to continue an
answer (the chat template) and to size its requests (context, slots).

llama.cpp `tools/server/README.md`, "GET /props": `default_generation_settings`
(with `n_ctx` and the sampler defaults as `params`), `total_slots`,
`model_path`, `chat_template`, `bos_token`, `eos_token`, `modalities`
(whether images are read, which llama.cpp's web page asks before it offers
to attach one), `build_info`. Only
fields Lantern can fill truthfully are sent: one request runs at a time
(one slot), and the path is the model's name, not a file on this machine.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from starlette.requests import Request as HttpRequest
from starlette.responses import JSONResponse, Response

from app.api.catalog import Catalog
from app.api.options import ServerOptions

TOTAL_SLOTS = 1
"""The worker answers one request at a time; the rest wait in its queue."""


def props_body(catalog: Catalog, options: ServerOptions) -> dict[str, Any]:
    sampler, max_tokens = catalog.defaults(options.sampler, options.default_max_tokens)
    params = {"n_predict": max_tokens, "temperature": sampler.temperature,
              "top_k": sampler.top_k, "top_p": sampler.top_p, "min_p": sampler.min_p,
              "repeat_penalty": sampler.repeat_penalty, "stop": list(sampler.stop)}
    return {
        "default_generation_settings": {"n_ctx": catalog.n_ctx, "params": params},
        "total_slots": TOTAL_SLOTS,
        "model_path": catalog.model_id,
        "model_alias": catalog.model_id,
        "chat_template": catalog.chat_template,
        "bos_token": catalog.bos_token,
        "eos_token": catalog.eos_token,
        "modalities": {"vision": bool(catalog.sees_images), "audio": False},
        "build_info": "lantern",
    }


def props_route(catalog: Callable[[], Catalog], options: ServerOptions
                ) -> Callable[[HttpRequest], Any]:
    async def props(_request: HttpRequest) -> Response:
        return JSONResponse(props_body(catalog(), options))
    return props
