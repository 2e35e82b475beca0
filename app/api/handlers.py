"""The endpoints: models, chat and text completions (streamed or whole),
embeddings, adapters and health."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Callable
from typing import Any

from starlette.requests import Request as HttpRequest
from starlette.responses import JSONResponse, Response, StreamingResponse

from app.api.catalog import Catalog
from app.api.errors import ApiError, from_engine
from app.api.options import ServerOptions
from app.api.queueing import ApiQueue, QueueFull
from app.api.responses import Reply, embeddings_json, sse
from app.api.schemas import ChatCompletionRequest, CompletionRequest, EmbeddingRequest, parse
from app.api.streaming import DisconnectWatch, PieceChannel, settled
from app.api.translate import Body, generation_fields
from app.engine.requests import EmbedBatch, Generate, GenerateStream, Request, UsageStats

SSE_HEADERS = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}


class Handlers:
    def __init__(self, queue: ApiQueue, catalog: Callable[[], Catalog],
                 options: ServerOptions) -> None:
        self.queue = queue
        self.catalog = catalog
        self.options = options

    # -- plain reads -------------------------------------------------------

    async def health(self, _request: HttpRequest) -> Response:
        catalog = self.catalog()
        status = {"ready": "ok"}.get(catalog.state, catalog.state)
        body = {"status": status, "model": catalog.model_id, "detail": catalog.detail,
                "queue": {"waiting": self.queue.waiting, "busy": self.queue.busy,
                          "limit": self.queue.limit}}
        return JSONResponse(body, status_code=200 if status == "ok" else 503)

    async def models(self, _request: HttpRequest) -> Response:
        catalog = self.catalog()
        data = [{"id": model_id, "object": "model", "created": 0, "owned_by": "lantern"}
                for model_id in (catalog.model_id, catalog.embedding_model_id)]
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
        fields = generation_fields(body, catalog, self.options.sampler,
                                   self.options.default_max_tokens)
        reply = Reply(chat=chat, model=catalog.model_id)
        if body.stream:
            include_usage = bool(body.stream_options and body.stream_options.include_usage)
            return await self._stream(request, fields, reply, include_usage)
        whole = Generate(**fields)
        watch = DisconnectWatch(request, lambda: self.queue.cancel(whole))
        try:
            future = await settled(self._submit(whole))
        finally:
            watch.stop()
            self.queue.cancel(whole)  # no-op once done; stops it if we were cancelled
        if future.cancelled():
            return Response(status_code=499)  # the client left; nobody reads this
        if (error := future.exception()) is not None:
            raise from_engine(error)
        text, usage = future.result()
        return JSONResponse(reply.whole(text, usage))

    async def _stream(self, request: HttpRequest, fields: dict[str, Any], reply: Reply,
                      include_usage: bool) -> Response:
        channel = PieceChannel(asyncio.get_running_loop())
        stream = GenerateStream(**fields, callback=channel.push)
        self._submit(stream).add_done_callback(channel.end)
        watch = DisconnectWatch(request, lambda: self.queue.cancel(stream))
        try:
            # Headers wait for the first piece, so a refused request still
            # gets its proper status instead of an error inside a 200 stream.
            await channel.wait_started()
        except BaseException:
            watch.stop()
            self.queue.cancel(stream)
            raise
        if stream.reply.cancelled():  # the client left while it waited
            watch.stop()
            return Response(status_code=499)
        if stream.reply.done() and (error := stream.reply.exception()) is not None:
            watch.stop()
            raise from_engine(error)
        events = self._events(stream, channel, reply, include_usage, watch)
        return StreamingResponse(events, media_type="text/event-stream", headers=SSE_HEADERS)

    async def _events(self, stream: GenerateStream, channel: PieceChannel, reply: Reply,
                      include_usage: bool, watch: DisconnectWatch) -> AsyncIterator[bytes]:
        try:
            yield sse(reply.chunk("" if reply.chat else None, first=True))
            async for text in channel.pieces():
                yield reply.text_event(text)
            usage = _final_usage(stream)
            yield sse(reply.chunk(usage=usage))
            if include_usage:
                yield sse(reply.chunk(usage=usage, usage_only=True))
            yield sse("[DONE]")
        finally:
            watch.stop()
            self.queue.cancel(stream)

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
        try:
            return json.loads(b"".join(parts))
        except (UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise ApiError(400, f"The request body is not valid JSON: {exc}.",
                           code="invalid_json") from None


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


def _final_usage(stream: GenerateStream) -> UsageStats:
    reply = stream.reply
    if reply.cancelled() or reply.exception() is not None:
        return UsageStats(finish_reason="cancelled")
    return reply.result()
