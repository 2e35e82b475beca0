"""The endpoints: models, chat and text completions (streamed or whole),
embeddings, adapters and health."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from dataclasses import replace
from functools import partial
from typing import Any

from starlette.requests import Request as HttpRequest
from starlette.responses import JSONResponse, Response, StreamingResponse

from app.api.catalog import Catalog
from app.api.errors import ApiError, from_engine
from app.api.json_body import decode_json
from app.api.options import ServerOptions
from app.api.queueing import ApiQueue, QueueFull
from app.api.responses import Answer, ChatEvents, Events, Reply, embeddings_json, sse
from app.api.responses_api import ResponseShape, ResponseStream, chat_form
from app.api.schemas import ChatCompletionRequest, CompletionRequest, EmbeddingRequest, parse
from app.api.security import KEY_OK
from app.api.streaming import DisconnectWatch, PieceChannel, settled
from app.api.structured import engine_param
from app.api.translate import Body, generation_fields
from app.engine.requests import (
    EmbedBatch,
    Generate,
    GenerateStream,
    Request,
    SamplerConfig,
    UsageStats,
)

SSE_HEADERS = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}


class Handlers:
    def __init__(self, queue: ApiQueue, catalog: Callable[[], Catalog],
                 options: ServerOptions) -> None:
        self.queue = queue
        self.catalog = catalog
        self.options = options

    # -- plain reads -------------------------------------------------------

    async def health(self, request: HttpRequest) -> Response:
        """Open to all; the model, detail and queue only with the key (a page
        that reached the port must not learn what runs here)."""
        catalog = self.catalog()
        status = {"ready": "ok"}.get(catalog.state, catalog.state)
        body: dict[str, object] = {"status": status}
        if getattr(request.state, KEY_OK, False):
            body |= {"model": catalog.model_id, "detail": catalog.detail,
                     "queue": {"waiting": self.queue.waiting, "busy": self.queue.busy,
                               "running": self.queue.running, "limit": self.queue.limit,
                               "recent": [{"id": s.request_id, "outcome": s.outcome,
                                           "completion_tokens": s.completion_tokens}
                                          for s in list(self.queue.recent)[-16:]]}}
        return JSONResponse(body, status_code=200 if status == "ok" else 503)

    async def models(self, _request: HttpRequest) -> Response:
        catalog = self.catalog()
        data = [{"id": model_id, "object": "model", "created": created, "owned_by": "lantern"}
                for model_id, created in ((catalog.model_id, catalog.model_created),
                                          (catalog.embedding_model_id,
                                           catalog.embedding_created))]
        return JSONResponse({"object": "list", "data": data})

    async def lora_adapters(self, _request: HttpRequest) -> Response:
        return JSONResponse(self.catalog().listing())

    # -- generation ----------------------------------------------------------

    async def chat(self, request: HttpRequest) -> Response:
        body = parse(ChatCompletionRequest, await self._json(request), self.options.strict)
        return await self._generate(request, body, chat=True)

    async def completions(self, request: HttpRequest) -> Response:
        body = parse(CompletionRequest, await self._json(request), self.options.strict)
        return await self._generate(request, body, chat=False)

    async def _generate(self, request: HttpRequest, body: Body, chat: bool) -> Response:
        catalog = self.catalog()
        catalog.require_ready()
        fields = generation_fields(body, catalog, *catalog.defaults(
            self.options.sampler, self.options.default_max_tokens))
        runs = [{**fields, "config": config} for config in choice_configs(fields["config"],
                                                                           body.n)]
        reply = Reply(chat=chat, model=catalog.model_id)
        about = engine_param(body)
        if body.stream:
            include_usage = bool(body.stream_options and body.stream_options.include_usage)
            return await self._stream(request, runs, ChatEvents(reply, include_usage), about)
        answers = await self._answers(request, runs, about)
        if answers is None:
            return Response(status_code=499)  # the client left; nobody reads this
        return JSONResponse(reply.whole(answers))

    async def responses(self, request: HttpRequest) -> Response:
        """OpenAI's Responses API, over the same checks and generation as chat."""
        raw = await self._json(request)
        form = chat_form(raw)
        catalog = self.catalog()
        catalog.require_ready()
        try:
            body = parse(ChatCompletionRequest, form.body, self.options.strict)
            fields = generation_fields(body, catalog, *catalog.defaults(
                self.options.sampler, self.options.default_max_tokens))
            about = engine_param(body)
        except ApiError as exc:
            raise form.rename(exc) from None
        about = form.name_of(about) if about else None
        assert isinstance(raw, dict)  # chat_form refuses anything else
        shape = ResponseShape(catalog.model_id, raw)
        if body.stream:
            return await self._stream(request, [fields], ResponseStream(shape), about)
        answers = await self._answers(request, [fields], about)
        if answers is None:
            return Response(status_code=499)
        return JSONResponse(shape.whole(answers[0]))

    async def _answers(self, request: HttpRequest, runs: list[dict[str, Any]],
                       about: str | None) -> list[Answer] | None:
        """Each run's whole answer, one after another; None if the client left."""
        answers: list[Answer] = []
        for run in runs:  # one choice after another, each its own generation
            whole = Generate(**run)
            watch = DisconnectWatch(request, partial(self.queue.cancel, whole))
            try:
                future = await settled(self._submit(whole))
            finally:
                watch.stop()
                self.queue.cancel(whole)  # no-op once done; stops it if we were cancelled
            if future.cancelled():
                return None
            if (error := future.exception()) is not None:
                raise refusal(error, about)
            answers.append(Answer.of(whole))
        return answers

    def _start(self, fields: dict[str, Any]) -> tuple[GenerateStream, PieceChannel]:
        channel = PieceChannel(asyncio.get_running_loop())
        stream = GenerateStream(**fields, callback=channel.push, on_tool_call=channel.push_call,
                                on_reasoning=channel.push_reasoning)
        self._submit(stream).add_done_callback(channel.end)
        return stream, channel

    async def _stream(self, request: HttpRequest, runs: list[dict[str, Any]], events: Events,
                      about: str | None) -> Response:
        first = self._start(runs[0])
        current = [first[0]]  # the choice being made now, which a disconnect stops
        watch = DisconnectWatch(request, lambda: self.queue.cancel(current[0]))
        stream = first[0]
        try:
            # Headers wait for the first piece, so a refused request still
            # gets its proper status instead of an error inside a 200 stream.
            await first[1].wait_started()
        except BaseException:
            watch.stop()
            self.queue.cancel(stream)
            raise
        if stream.reply.cancelled():  # the client left while it waited
            watch.stop()
            return Response(status_code=499)
        if stream.reply.done() and (error := stream.reply.exception()) is not None:
            watch.stop()
            raise refusal(error, about)
        body = self._events(runs, first, current, events, watch)
        return StreamingResponse(body, media_type="text/event-stream", headers=SSE_HEADERS)

    async def _events(self, runs: list[dict[str, Any]],
                      first: tuple[GenerateStream, PieceChannel], current: list[GenerateStream],
                      events: Events, watch: DisconnectWatch) -> AsyncIterator[bytes]:
        usages: list[UsageStats] = []
        try:
            for index, fields in enumerate(runs):
                stream, channel = first if index == 0 else self._start(fields)
                current[0] = stream
                yield events.start(index)
                async for piece in channel.pieces():
                    yield events.piece(piece, index)
                if index and (error := _failure(stream)) is not None:
                    yield sse(from_engine(error).body())  # as llama.cpp's server does
                    return
                usages.append(usage := _final_usage(stream))
                yield events.finish(stream, usage, index)
            yield events.end(usages)
        finally:
            watch.stop()
            self.queue.cancel(current[0])

    # -- embeddings ----------------------------------------------------------

    async def embeddings(self, request: HttpRequest) -> Response:
        body = parse(EmbeddingRequest, await self._json(request), self.options.strict)
        catalog = self.catalog()
        catalog.require_ready()
        texts = [body.input] if isinstance(body.input, str) else list(body.input)
        if not texts or len(texts) > self.options.max_embedding_inputs:
            raise ApiError(400, f"Send between 1 and {self.options.max_embedding_inputs} "
                                f"inputs (got {len(texts)}).", param="input")
        if body.dimensions is not None:
            raise ApiError(400, "dimensions is not supported: the embedding model's vectors "
                                "have a fixed size.", param="dimensions")
        batch = EmbedBatch(texts=texts)
        watch = DisconnectWatch(request, lambda: self.queue.cancel(batch))
        try:
            future = await settled(self._submit(batch))
        finally:
            watch.stop()
        if future.cancelled():
            return Response(status_code=499)
        if (error := future.exception()) is not None:
            raise from_engine(error)
        return JSONResponse(embeddings_json(future.result(), catalog.embedding_model_id,
                                            body.encoding_format, _embedded_tokens(batch)))

    # -- helpers ---------------------------------------------------------------

    def _submit(self, request: Request) -> Any:
        try:
            return self.queue.submit(request)
        except QueueFull as exc:
            raise ApiError(429, str(exc), kind="rate_limit_error", code="queue_full",
                           headers={"Retry-After": "2"}) from None
        except Exception as exc:  # shutting down
            raise from_engine(exc) from None

    async def _json(self, request: HttpRequest) -> object:
        limit = self.options.max_body_bytes
        declared = request.headers.get("content-length", "")
        if declared.isdigit() and int(declared) > limit:
            raise _too_large(int(declared), limit)
        size, parts = 0, []
        async for part in request.stream():
            size += len(part)
            if size > limit:
                raise _too_large(size, limit)
            parts.append(part)
        return decode_json(b"".join(parts))


def _too_large(size: int, limit: int) -> ApiError:
    return ApiError(413, f"The request body is too large ({size} bytes; the limit is "
                         f"{limit}). Send a shorter prompt, or fewer embedding inputs.",
                    code="request_too_large")


def _embedded_tokens(batch: EmbedBatch) -> int:
    """The embedding model's own token count: every token it read, [CLS] and
    [SEP] included; a words-based estimate only from an engine that does
    not count."""
    if len(batch.token_counts) == len(batch.texts):
        return sum(batch.token_counts)
    return sum(len(text.split()) for text in batch.texts)


def choice_configs(config: SamplerConfig, n: int) -> list[SamplerConfig]:
    """One sampler per choice: with a seed, choice i samples with seed + i (as
    llama.cpp's server does), so the choices differ and the whole is repeatable."""
    if config.seed is None:
        return [config] * n
    return [replace(config, seed=(config.seed + i) % 2**32) for i in range(n)]


def refusal(error: BaseException, about: str | None) -> ApiError:
    """The engine's error; a refusal of the request's own fields names the field
    that carried them (the schema, the grammar or the tools)."""
    refused = from_engine(error)
    if refused.status == 400 and refused.param is None:
        refused.param = about
    return refused


def _failure(stream: GenerateStream) -> BaseException | None:
    reply = stream.reply
    return None if reply.cancelled() else reply.exception()


def _final_usage(stream: GenerateStream) -> UsageStats:
    reply = stream.reply
    if reply.cancelled() or reply.exception() is not None:
        return UsageStats(finish_reason="cancelled")
    return reply.result()
