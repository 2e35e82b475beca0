"""RemoteEngine: the engine protocol over a server's HTTP API.

Same `run(request)` as LlamaEngine, same request types, same reply futures,
so the worker, window and store cannot tell which engine answered. Stopping
closes the HTTP stream; the server then stops generating. A stream that
breaks after it started ends with finish_reason "interrupted": the text so
far is kept, saved as incomplete, and can be continued.
"""

from __future__ import annotations

import logging
import math
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from app.domain import prompt_budget
from app.engine.context_fit import ESTIMATE_MARGIN, Dropped, fit_prompt, rough_tokens
from app.engine.errors import AdapterError, Cancelled, EngineError, RequestError
from app.engine.prompts import ChatTemplate, RenderedPrompt
from app.engine.remote.dialects import GenerationRequest, Tally, dialect_for
from app.engine.remote.embedders import REMOTE_EMBED_BATCH
from app.engine.remote.kinds import ServerKind
from app.engine.remote.probe import ServerInfo, probe
from app.engine.remote.transport import (
    StreamDropped,
    Transport,
    json_object,
    ndjson,
    sse_data,
)
from app.engine.requests import (
    Embed,
    EmbedBatch,
    Generate,
    GenerateStream,
    Request,
    UsageStats,
    settle,
)
from app.images import message_images
from app.said import QT_TRANSLATE_NOOP

log = logging.getLogger("lantern.engine.remote")
FIT_ATTEMPTS = 3
"""Tries at fitting a conversation when the server finds the estimate short."""
EMBED_BATCH = REMOTE_EMBED_BATCH
"""Texts per embeddings call: large collections go in many moderate requests."""


@dataclass(frozen=True)
class RemoteConfig:
    base_url: str
    model: str = ""
    """Empty: the first model the server lists."""
    embedding_model: str = ""
    """Empty: the first embedding model found, if any."""
    timeout_s: float = 120.0
    ca_file: str | None = None
    """A CA bundle for servers with a private certificate authority."""


class _RemoteTemplate:
    """Continuing an answer needs the model's own template as raw text; only
    servers that share their template (llama.cpp server, Lantern) allow it."""

    def __init__(self, source: str | None, where: str) -> None:
        self._template = ChatTemplate(source, "chatml", "", "") if source else None
        self._where = where

    def render(self, messages: list[dict[str, str]]) -> RenderedPrompt:
        if self._template is None:
            raise RequestError(QT_TRANSLATE_NOOP(
                "Engine", "{where} does not share its chat template, so a stopped answer "
                "cannot be continued there; regenerate it.").format(where=self._where))
        return self._template.render(messages)


class RemoteEngine:
    def __init__(self, config: RemoteConfig, api_key: str | None = None,
                 progress: Callable[[float, str], None] | None = None) -> None:
        report = progress or (lambda _f, _s: None)
        self.config = config
        self.transport = Transport(config.base_url, api_key, config.timeout_s, config.ca_file)
        report(0.1, f"Connecting to {self.transport.base_url}")
        try:
            self.info: ServerInfo = probe(self.transport)
        except EngineError:
            self.transport.close()
            raise
        self.model = config.model or (self.info.models[0] if self.info.models else "")
        self.embedding_model = config.embedding_model or next(iter(self.info.embedding_models),
                                                              "")
        self._dialect = dialect_for(self.info.kind, self.model, self.info.adapter_ids,
                                    self.info.adapters)
        self.template = _RemoteTemplate(self.info.chat_template, self.transport.where)
        self._tokens_per_rough = ESTIMATE_MARGIN
        """Server tokens per rough-rule token, learnt from answers (fitting)."""
        report(1.0, "Ready")

    @property
    def kind(self) -> ServerKind:
        return self.info.kind

    @property
    def model_name(self) -> str:
        return f"{self.model} ({self.info.kind.value})"

    # -- adapters live on the server -----------------------------------------

    def register_adapter(self, name: str, path: Path | str) -> None:
        raise AdapterError(f"“{name}” is a file on this computer; a remote engine uses the "
                           "adapters its server loaded. Choose among those.")

    def unregister_adapter(self, name: str) -> None:
        return None

    # -- requests ----------------------------------------------------------

    def run(self, request: Request) -> None:
        """Execute one request, settling its reply future; never raises."""
        settle(request, self._dispatch, log)

    def _dispatch(self, request: Request) -> Any:
        if isinstance(request, Generate):
            return self.complete(request)
        if isinstance(request, GenerateStream):
            return self.stream(request, request.callback)
        if request.cancelled:
            raise Cancelled("The embedding request was cancelled.")
        if isinstance(request, Embed):
            return self.embed([request.text])[0]
        if isinstance(request, EmbedBatch):
            return self.embed(request.texts, request.cancel_event.is_set)
        raise RequestError(f"Unknown request type {type(request).__name__}")

    def _validate(self, request: GenerationRequest) -> None:
        if (problem := request.first_problem()) is not None:
            raise RequestError(problem)
        if not self.model:
            raise RequestError(QT_TRANSLATE_NOOP("Engine", "{where} serves no chat model.").format(
                where=self.transport.where))
        if not isinstance(request.prompt, str) and message_images(request.prompt):
            # Images never leave the machine (issue 36): a remote engine is sent none.
            raise RequestError(QT_TRANSLATE_NOOP(
                "Engine", "{where} is a remote engine, and Lantern sends no images off this "
                "machine; choose a local vision model (one with a projector file) on the "
                "Models page.").format(where=self.transport.where))

    def stream(self, request: GenerationRequest, on_piece: Callable[[str], None]) -> UsageStats:
        """Stream one answer, calling `on_piece` with each piece of text."""
        return self._generate(request, on_piece, stream=True)

    def complete(self, request: Generate) -> tuple[str, UsageStats]:
        """One answer in one reply (still over a connection a cancel can close)."""
        pieces: list[str] = []
        usage = self._generate(request, pieces.append, stream=False)
        return "".join(pieces), usage

    def _generate(self, request: GenerationRequest, on_piece: Callable[[str], None],
                  stream: bool) -> UsageStats:
        self._validate(request)
        for attempt in range(FIT_ATTEMPTS):
            fitted, dropped = self._fitted(request)
            try:
                return self._answer(request, fitted, dropped, on_piece, stream)
            except RequestError as exc:
                # The estimate was short for this server's tokenizer: count
                # more per estimated token and fit again (nothing had streamed).
                fitting = request.context_policy != "refuse" and self.info.n_ctx > 0
                if not fitting or "context" not in str(exc) or attempt == FIT_ATTEMPTS - 1:
                    raise
                self._tokens_per_rough *= 1.3
        raise AssertionError("unreachable")

    def _answer(self, request: GenerationRequest, fitted: GenerationRequest, dropped: Dropped,
                on_piece: Callable[[str], None], stream: bool) -> UsageStats:
        call = self._dialect.generation(fitted, stream=stream)
        tally = Tally()
        if request.cancelled:
            return UsageStats(finish_reason="cancelled")
        started = time.perf_counter()
        first_at: float | None = None
        try:
            with self.transport.stream_lines(call.path, call.body, request.cancel_event.is_set) \
                    as lines:
                for event in self._events(lines, stream):
                    if request.cancelled:
                        break
                    if piece := self._dialect.parse_event(event, tally):
                        first_at = first_at or time.perf_counter()
                        on_piece(piece)
                    if tally.deltas or tally.thinking:
                        first_at = first_at or time.perf_counter()
                        _hand_on(request, tally)
        except StreamDropped as exc:
            if not request.cancelled:
                log.warning("answer %s dropped: %s", request.id, exc)
                tally.finish_reason = "interrupted"
        ended = time.perf_counter()
        _settle_answer(request, tally)
        usage = _usage(tally, started, first_at or ended, ended)
        self._learn_token_ratio(fitted, usage)
        usage.dropped_tokens, usage.dropped_messages = dropped.tokens, dropped.messages
        usage.summarised_messages = dropped.summarised
        usage.context_full = (usage.finish_reason == "length" and self.info.n_ctx > 0
                              and usage.prompt_tokens + usage.completion_tokens >= self.info.n_ctx)
        return usage

    def _learn_token_ratio(self, sent: GenerationRequest, usage: UsageStats) -> None:
        """How many of the server's tokens a rough-rule token is, from what it
        counted for this prompt (10% on top): later estimates follow it."""
        if isinstance(sent.prompt, str) or usage.prompt_tokens <= 0 or (
                sent.context_policy == "refuse"):  # only conversations' prompts: like shapes
            return
        rough = rough_tokens(sent.prompt)
        if rough > 0:
            self._tokens_per_rough = max(1.1, usage.prompt_tokens / rough * 1.1)

    def _fitted(self, request: GenerationRequest) -> tuple[GenerationRequest, Dropped]:
        """The request with its chat prompt fitted by its context policy to the
        server's context, when the server says how long that is (n_ctx from
        /props or max_model_len); the tokens are estimated (the server's
        tokenizer is not here). Unknown context: sent whole, the server decides."""
        n_ctx = self.info.n_ctx
        if isinstance(request.prompt, str) or request.context_policy == "refuse" or n_ctx <= 0:
            return request, Dropped()

        scale = self._tokens_per_rough

        def tokenize(prompt: Any) -> tuple[list[dict[str, Any]], int]:
            return list(prompt), int(rough_tokens(list(prompt)) * scale) + 1

        (kept, _size), dropped = fit_prompt(request, tokenize, lambda p: p[1],
                                            prompt_budget(n_ctx, request.max_tokens), n_ctx)
        if not dropped.messages:
            return request, dropped
        return replace(request, prompt=[dict(m) for m in kept]), dropped

    def _events(self, lines: Iterator[str], stream: bool) -> Iterator[dict[str, Any]]:
        if not stream:  # one JSON document, read whole
            return iter([json_object("".join(lines))])
        return ndjson(lines) if self.info.kind is ServerKind.OLLAMA else sse_data(lines)

    def embed(self, texts: list[str], cancelled: Callable[[], bool] = lambda: False
              ) -> list[list[float]]:
        """L2-normalised vectors from the server's embedding model, in batches."""
        if not texts:
            return []
        if not self.embedding_model:
            raise RequestError(QT_TRANSLATE_NOOP(
                "Engine", "{where} serves no embedding model.").format(where=self.transport.where))
        vectors: list[list[float]] = []
        for start in range(0, len(texts), EMBED_BATCH):
            if cancelled():
                raise Cancelled("The embedding request was cancelled.")
            batch = texts[start:start + EMBED_BATCH]
            call = self._dialect.embeddings(self.embedding_model, batch)
            reply = self.transport.post_json(call.path, call.body)
            vectors += [_normalized(v) for v in self._dialect.parse_embeddings(reply, len(batch))]
        return vectors

    def close(self) -> None:
        self.transport.close()


def _settle_answer(request: GenerationRequest, tally: Tally) -> None:
    """The answer's tool calls and logprobs on the request, and why it ended."""
    request.tool_calls = tally.calls.calls()
    request.token_logprobs = tally.logprobs
    request.reasoning = tally.reasoning
    if request.cancelled:
        tally.finish_reason = "cancelled"
    elif request.tool_calls and tally.finish_reason == "stop":
        tally.finish_reason = "tool_calls"  # Ollama says "stop" after its calls
    elif tally.finish_reason is None:  # the stream ended without saying why
        tally.finish_reason = "interrupted"


def _hand_on(request: GenerationRequest, tally: Tally) -> None:
    """Tool-call and thinking pieces to a stream's listener (a whole answer has none)."""
    if isinstance(request, GenerateStream):
        for delta in tally.deltas:
            request.on_tool_call(delta)
        for piece in tally.thinking:
            request.on_reasoning(piece)
    tally.deltas.clear()
    tally.thinking.clear()


def _usage(tally: Tally, started: float, first_at: float, ended: float) -> UsageStats:
    return UsageStats(
        prompt_tokens=tally.prompt_tokens or 0,
        # Servers that send no usage (or none after a drop): one piece per token.
        completion_tokens=tally.completion_tokens if tally.completion_tokens is not None
        else tally.pieces,
        cached_tokens=tally.cached_tokens or 0,
        prefill_ms=(first_at - started) * 1000,
        decode_ms=(ended - first_at) * 1000,
        finish_reason=tally.finish_reason or "interrupted",
    )


def _normalized(vector: list[float]) -> list[float]:
    norm = math.sqrt(sum(x * x for x in vector))
    return [x / norm for x in vector] if norm > 0 else vector
