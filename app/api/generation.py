"""What every protocol shares: a request's body read within the limits, the
chat request checked and turned into the engine's fields, the engine's
answers whole or streamed, embeddings, and the engine's refusals as ApiError.

Each protocol (OpenAI's chat and Responses APIs, Anthropic's Messages API,
Ollama's API) only translates: its wire body into a chat completions body
(a `Translation`), and the answers or the stream's pieces back into its own
shapes (an `Events` writer). The checks of tools, tool results, schemas and
sampler fields, the queue, the limits and the key are all here or below.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, replace
from functools import partial
from typing import Any, Protocol

from starlette.requests import Request as HttpRequest
from starlette.responses import Response, StreamingResponse

from app.api.catalog import Catalog
from app.api.errors import ApiError, from_engine
from app.api.json_body import decode_json
from app.api.options import ServerOptions
from app.api.queueing import ApiQueue, QueueFull
from app.api.responses import Answer, Events, unenforced_header
from app.api.schemas import ChatCompletionRequest, parse
from app.api.streaming import DisconnectWatch, PieceChannel, settled
from app.api.structured import engine_param
from app.api.translate import Body, first_image, generation_fields, has_images
from app.engine.requests import (
    EmbedBatch,
    Generate,
    GenerateStream,
    Request,
    SamplerConfig,
    UsageStats,
)

SSE_HEADERS = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
SSE = "text/event-stream"
Fields = dict[str, Any]


class Translation(Protocol):
    """A protocol's request as a chat completions body, and how to name the
    chat body's fields (in errors) as that protocol's client wrote them."""

    @property
    def body(self) -> dict[str, Any]: ...
    def rename(self, error: ApiError) -> ApiError: ...
    def name_of(self, param: str) -> str: ...


class Renames:
    """`rename` for a Translation: an error about the chat body, its field
    and its "Message N" named as the client wrote them (`name_of`)."""

    def name_of(self, param: str) -> str:
        return param

    def rename(self, error: ApiError) -> ApiError:
        param = error.param or ""
        renamed = self.name_of(param)
        if renamed != param:
            error.message = error.message.replace(f"'{param}'", f"'{renamed}'")
            error.param = renamed
        if match := re.match(r"messages\.(\d+)", param):
            origin = self.name_of(match.group(0))
            if origin != match.group(0):
                error.message = error.message.replace(f"Message {match.group(1)} ",
                                                      f"'{origin}' ")
        return error


@dataclass(frozen=True)
class Prepared:
    """A checked chat request: its body, the engine's fields and the field an
    engine refusal of the request's own fields is about."""

    body: ChatCompletionRequest
    fields: Fields
    about: str | None


class Generation:
    """The one path from an HTTP request to the engine and back."""

    def __init__(self, queue: ApiQueue, catalog: Callable[[], Catalog],
                 options: ServerOptions) -> None:
        self.queue = queue
        self.catalog = catalog
        self.options = options

    def ready(self) -> Catalog:
        catalog = self.catalog()
        catalog.require_ready()
        return catalog

    def fields(self, body: Body, catalog: Catalog) -> Fields:
        return generation_fields(body, catalog, *catalog.defaults(
            self.options.sampler, self.options.default_max_tokens))

    async def fields_of(self, body: Body, catalog: Catalog) -> Fields:
        """`fields`, off the event loop when the request has images: reading
        them (decoding, scaling down) takes a while, and the streams being
        answered meanwhile must not wait for it."""
        if isinstance(body, ChatCompletionRequest) and first_image(body):
            return await asyncio.to_thread(self.fields, body, catalog)
        return self.fields(body, catalog)

    async def prepared(self, form: Translation) -> Prepared:
        """`prepare`, off the event loop when the request has images (as `fields_of`)."""
        if has_images(form.body):
            return await asyncio.to_thread(self.prepare, form)
        return self.prepare(form)

    def prepare(self, form: Translation) -> Prepared:
        """A translated request checked as a chat request is, its errors named
        as the client wrote them."""
        catalog = self.ready()
        try:
            body = parse(ChatCompletionRequest, form.body, self.options.strict)
            fields = self.fields(body, catalog)
            about = engine_param(body)
        except ApiError as exc:
            raise form.rename(exc) from None
        return Prepared(body, fields, form.name_of(about) if about else None)

    # -- whole answers ---------------------------------------------------------

    async def answers(self, request: HttpRequest, runs: list[Fields],
                      about: str | None) -> list[Answer] | None:
        """Each run's whole answer, one after another; None if the client left."""
        answers: list[Answer] = []
        for run in runs:  # one choice after another, each its own generation
            whole = Generate(**run)
            watch = DisconnectWatch(request, partial(self.queue.cancel, whole))
            try:
                future = await settled(self.submit(whole))
            finally:
                watch.stop()
                self.queue.cancel(whole)  # no-op once done; stops it if we were cancelled
            if future.cancelled():
                return None
            if (error := future.exception()) is not None:
                raise refusal(error, about)
            answers.append(Answer.of(whole))
        return answers

    async def answer(self, request: HttpRequest, prepared: Prepared) -> Answer | None:
        answers = await self.answers(request, [prepared.fields], prepared.about)
        return None if answers is None else answers[0]

    # -- streams ---------------------------------------------------------------

    def _start(self, fields: Fields) -> tuple[GenerateStream, PieceChannel]:
        channel = PieceChannel(asyncio.get_running_loop())
        stream = GenerateStream(**fields, callback=channel.push, on_tool_call=channel.push_call,
                                on_reasoning=channel.push_reasoning, on_prefill=channel.prefill)
        self.submit(stream).add_done_callback(channel.end)
        return stream, channel

    async def stream(self, request: HttpRequest, runs: list[Fields], events: Events,
                     about: str | None, media_type: str = SSE) -> Response:
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
        return StreamingResponse(body, media_type=media_type,
                                 headers={**SSE_HEADERS,
                                          **unenforced_header(stream.unenforced, about)})

    async def _events(self, runs: list[Fields], first: tuple[GenerateStream, PieceChannel],
                      current: list[GenerateStream], events: Events,
                      watch: DisconnectWatch) -> AsyncIterator[bytes]:
        usages: list[UsageStats] = []
        try:
            for index, fields in enumerate(runs):
                stream, channel = first if index == 0 else self._start(fields)
                current[0] = stream
                yield events.start(index, channel.prompt_tokens)
                async for piece in channel.pieces():
                    yield events.piece(piece, index)
                if index and (error := _failure(stream)) is not None:
                    yield events.error(from_engine(error))  # as llama.cpp's server does
                    return
                usages.append(usage := _final_usage(stream))
                yield events.finish(stream, usage, index)
            yield events.end(usages)
        finally:
            watch.stop()
            self.queue.cancel(current[0])

    # -- embeddings ------------------------------------------------------------

    async def embed(self, request: HttpRequest, texts: list[str],
                    param: str = "input") -> tuple[list[list[float]], int] | None:
        """The vectors of `texts` and the tokens read; None if the client left."""
        self.ready()
        if not texts or len(texts) > self.options.max_embedding_inputs:
            raise ApiError(400, f"Send between 1 and {self.options.max_embedding_inputs} "
                                f"inputs (got {len(texts)}).", param=param)
        batch = EmbedBatch(texts=texts)
        watch = DisconnectWatch(request, lambda: self.queue.cancel(batch))
        try:
            future = await settled(self.submit(batch))
        finally:
            watch.stop()
        if future.cancelled():
            return None
        if (error := future.exception()) is not None:
            raise from_engine(error)
        return future.result(), _embedded_tokens(batch)

    # -- the request itself ----------------------------------------------------

    def submit(self, request: Request) -> Any:
        try:
            return self.queue.submit(request)
        except QueueFull as exc:
            raise ApiError(429, str(exc), kind="rate_limit_error", code="queue_full",
                           headers={"Retry-After": "2"}) from None
        except Exception as exc:  # shutting down
            raise from_engine(exc) from None

    async def json(self, request: HttpRequest) -> object:
        """The body as JSON, refused beyond the size limit before it is all read."""
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
    return ApiError(413, f"The request body is too large ({size:,} bytes; this server's limit "
                         f"is {limit:,} bytes, {limit / (1 << 20):g} MiB). Send a shorter "
                         "prompt, fewer embedding inputs or smaller images (or start the "
                         "server with a larger --max-body-kb).", code="request_too_large")


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
