"""OpenAI's endpoints: models, chat and text completions (streamed or whole),
the Responses API, embeddings; and adapters and health. The shared path to
the engine is app.api.generation."""

from __future__ import annotations

from collections.abc import Callable

from starlette.requests import Request as HttpRequest
from starlette.responses import JSONResponse, Response

from app.api import anthropic
from app.api.catalog import Catalog, ServedModel
from app.api.dialects import speaks_anthropic
from app.api.errors import ApiError
from app.api.generation import Generation, choice_configs
from app.api.http_guard import slash_redirect
from app.api.options import ServerOptions
from app.api.queueing import ApiQueue
from app.api.responses import (
    ChatEvents,
    Reply,
    VectorsResponse,
    embeddings_json,
    unenforced_header,
)
from app.api.responses_api import ResponseShape, ResponseStream, chat_form
from app.api.schemas import ChatCompletionRequest, CompletionRequest, EmbeddingRequest, parse
from app.api.security import KEY_OK
from app.api.stored_responses import StoredResponses
from app.api.structured import engine_param
from app.api.translate import Body


class Handlers:
    def __init__(self, queue: ApiQueue, catalog: Callable[[], Catalog],
                 options: ServerOptions) -> None:
        self.queue = queue
        self.catalog = catalog
        self.options = options
        self.core = Generation(queue, catalog, options)
        self.stored = StoredResponses(options.responses)

    # -- plain reads -------------------------------------------------------

    async def health(self, request: HttpRequest) -> Response:
        """Open to all; the model, detail and queue only with the key (a page
        that reached the port must not learn what runs here)."""
        catalog = self.catalog()
        status = {"ready": "ok"}.get(catalog.state, catalog.state)
        if status == "ok" and (engine := self.queue.engine_health()) != "ready":
            status = engine  # the engine's own liveness, not only the HTTP server's
        body: dict[str, object] = {"status": status}
        if getattr(request.state, KEY_OK, False):
            body |= {"model": catalog.model_id, "detail": catalog.detail,
                     "queue": {"waiting": self.queue.waiting, "busy": self.queue.busy,
                               "running": self.queue.running, "limit": self.queue.limit,
                               "recent": [{"id": s.request_id, "outcome": s.outcome,
                                           "completion_tokens": s.completion_tokens}
                                          for s in list(self.queue.recent)[-16:]]}}
        return JSONResponse(body, status_code=200 if status == "ok" else 503)

    async def models(self, request: HttpRequest) -> Response:
        """OpenAI's list, or Anthropic's to a client that sends anthropic-version."""
        served = self.catalog().served()
        if speaks_anthropic(request.headers):
            return JSONResponse(anthropic.models_json(served))
        return JSONResponse({"object": "list", "data": [model_json(m) for m in served]})

    async def model(self, request: HttpRequest) -> Response:
        """GET /v1/models/{id}: by its id, or by a name it had before (an alias)."""
        wanted = request.path_params["model"]
        if not wanted:  # "/v1/models/": the list, as every other trailing slash
            return slash_redirect(request.url.path, request.url.query,
                                  ["/v1/models"]) or Response(status_code=404)
        found = self.catalog().find(wanted)
        if found is None:
            known = ", ".join(m.id for m in self.catalog().served())
            raise ApiError(404, f"The model {wanted!r} does not exist here. Lantern serves: "
                                f"{known}.", code="model_not_found", param="model")
        if speaks_anthropic(request.headers):
            return JSONResponse(anthropic.model_json(found))
        return JSONResponse(model_json(found))

    async def lora_adapters(self, _request: HttpRequest) -> Response:
        return JSONResponse(self.catalog().listing())

    # -- generation ----------------------------------------------------------

    async def chat(self, request: HttpRequest) -> Response:
        body = parse(ChatCompletionRequest, await self.core.json(request), self.options.strict)
        return await self._generate(request, body, chat=True)

    async def completions(self, request: HttpRequest) -> Response:
        body = parse(CompletionRequest, await self.core.json(request), self.options.strict)
        return await self._generate(request, body, chat=False)

    async def _generate(self, request: HttpRequest, body: Body, chat: bool) -> Response:
        catalog = self.core.ready()
        fields = await self.core.fields_of(body, catalog)
        runs = [{**fields, "config": config} for config in choice_configs(fields["config"],
                                                                           body.n)]
        reply = Reply(chat=chat, model=catalog.model_slug)
        about = engine_param(body)
        if body.stream:
            include_usage = bool(body.stream_options and body.stream_options.include_usage)
            return await self.core.stream(request, runs, ChatEvents(reply, include_usage),
                                          about)
        answers = await self.core.answers(request, runs, about)
        if answers is None:
            return Response(status_code=499)  # the client left; nobody reads this
        return JSONResponse(reply.whole(answers),
                            headers=unenforced_header(answers[0].unenforced, about))

    async def responses(self, request: HttpRequest) -> Response:
        """OpenAI's Responses API, over the same checks and generation as chat."""
        raw = await self.core.json(request)
        form = chat_form(raw, self.stored.earlier(raw))
        prepared = await self.core.prepared(form)
        assert isinstance(raw, dict)  # chat_form refuses anything else
        shape = ResponseShape(self.catalog().model_slug, raw, stored=self.stored.keeps(raw),
                              on_done=self.stored.keeper(raw, form))
        if prepared.body.stream:
            return await self.core.stream(request, [prepared.fields], ResponseStream(shape),
                                          prepared.about)
        answer = await self.core.answer(request, prepared)
        if answer is None:
            return Response(status_code=499)
        return JSONResponse(shape.whole(answer),
                            headers=unenforced_header(answer.unenforced, prepared.about))

    # -- embeddings ----------------------------------------------------------

    async def embeddings(self, request: HttpRequest) -> Response:
        body = parse(EmbeddingRequest, await self.core.json(request), self.options.strict)
        texts = [body.input] if isinstance(body.input, str) else list(body.input)
        if body.dimensions is not None:
            raise ApiError(400, "dimensions is not supported: the embedding model's vectors "
                                "have a fixed size.", param="dimensions")
        embedded = await self.core.embed(request, texts)
        if embedded is None:
            return Response(status_code=499)
        vectors, tokens = embedded
        return VectorsResponse(embeddings_json(vectors, self.catalog().embedding_slug,
                                               body.encoding_format, tokens))


def model_json(model: ServedModel) -> dict[str, object]:
    """OpenAI's model object, with the display name beside the id."""
    return {"id": model.id, "object": "model", "created": model.created,
            "owned_by": "lantern", "name": model.name, "aliases": list(model.aliases)}
