"""Request bodies and response fields, per kind of server.

`OpenAIDialect` speaks the OpenAI chat/completions API with each kind's
documented extensions (llama.cpp's `lora` ids and `cache_prompt`, vLLM's
adapter-as-model and `cache_salt`, Lantern's adapter names); `OllamaDialect`
speaks Ollama's native API, the only one of its APIs that takes top_k, min_p
and repeat_penalty. Both are pure functions of the request: the tests check
them against the servers' documented formats without a network.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from typing import Any

from app.domain import TokenLogprob, ToolCallDelta
from app.engine.errors import EngineError, RequestError
from app.engine.remote import structured
from app.engine.remote.kinds import (
    TEMPLATE_KWARGS,
    ServerKind,
    cache_refusal,
    capabilities,
    lora_refusal,
)
from app.engine.remote.structured import CallTally
from app.engine.requests import FinishReason, Generate, GenerateStream, SamplerConfig
from app.said import QT_TRANSLATE_NOOP

GenerationRequest = Generate | GenerateStream


@dataclass(frozen=True)
class Call:
    path: str
    body: dict[str, Any]


@dataclass
class Tally:
    """What the events of one answer said about it."""

    finish_reason: FinishReason | None = None
    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    cached_tokens: int | None = None
    pieces: int = 0
    extra: dict[str, Any] = field(default_factory=dict)
    calls: CallTally = field(default_factory=CallTally)
    deltas: list[ToolCallDelta] = field(default_factory=list)
    """Tool-call pieces of the latest event, not yet handed on."""
    logprobs: list[TokenLogprob] = field(default_factory=list)
    thinking: list[str] = field(default_factory=list)
    """Thinking pieces of the latest event, not yet handed on."""
    reasoning: str = ""
    """The whole thinking so far (llama.cpp's and vLLM's reasoning_content,
    Ollama's thinking)."""

    def thought(self, piece: Any) -> None:
        if isinstance(piece, str) and piece:
            self.thinking.append(piece)
            self.reasoning += piece


def _finish(value: Any) -> FinishReason | None:
    if value in ("stop", "eos", "stop_sequence", "end_turn"):
        return "stop"
    if value in ("tool_calls", "function_call", "tool_use"):
        return "tool_calls"
    if value in ("length", "max_tokens"):
        return "length"
    return "stop" if isinstance(value, str) and value else None


def _int(value: Any) -> int | None:
    return int(value) if isinstance(value, int | float) and not isinstance(value, bool) else None


def _event_error(event: dict[str, Any]) -> None:
    error = event.get("error")
    if error:
        message = error.get("message", error) if isinstance(error, dict) else error
        raise EngineError(QT_TRANSLATE_NOOP("Engine", "The server reported an error: {message}"
                                            ).format(message=message))


class OpenAIDialect:
    def __init__(self, kind: ServerKind, model: str, adapter_ids: dict[str, int] | None = None,
                 adapters: list[str] | None = None) -> None:
        self.kind = kind
        self.model = model
        self.adapter_ids = adapter_ids or {}
        self.adapters = adapters if adapters is not None else list(self.adapter_ids)

    def check(self, request: GenerationRequest) -> None:
        """Refuse, with the reason, what this server cannot do."""
        refusal = (lora_refusal(self.kind, request.lora_selection, self.adapters)
                   or cache_refusal(self.kind, request.cache_prompt)
                   or structured.refusal(self.kind, request))
        if refusal:
            raise RequestError(refusal)

    def generation(self, request: GenerationRequest, stream: bool) -> Call:
        self.check(request)
        raw = isinstance(request.prompt, str)
        body: dict[str, Any] = {"model": self.model, "stream": stream,
                                "max_tokens": request.max_tokens}
        body["prompt" if raw else "messages"] = request.prompt
        body.update(self.sampler(request.config))
        body.update(self.features(request))
        body.update(structured.openai_fields(self.kind, request))
        if stream:  # usage (and cached tokens) in the last chunk, where supported
            body["stream_options"] = {"include_usage": True}
        return Call("/v1/completions" if raw else "/v1/chat/completions", body)

    def sampler(self, config: SamplerConfig) -> dict[str, Any]:
        fields: dict[str, Any] = {"temperature": config.temperature, "top_p": config.top_p}
        if config.seed is not None:
            fields["seed"] = config.seed
        if config.stop:
            fields["stop"] = list(config.stop)
        if capabilities(self.kind).extended_sampler:
            fields["top_k"] = config.top_k
            fields["min_p"] = config.min_p
            penalty = "repetition_penalty" if self.kind is ServerKind.VLLM else "repeat_penalty"
            fields[penalty] = config.repeat_penalty
        return fields

    def features(self, request: GenerationRequest) -> dict[str, Any]:
        """LoRA selection and cache switch in this kind's own fields."""
        selection = request.lora_selection
        fields: dict[str, Any] = {}
        if self.kind is ServerKind.LLAMA_CPP:
            # Every request names its whole selection: adapters left out run at
            # scale 0 rather than at the server's start-up scales.
            fields["lora"] = [{"id": self.adapter_ids[n], "scale": s} for n, s in selection]
            fields["cache_prompt"] = request.cache_prompt
        elif self.kind is ServerKind.LANTERN:
            fields["lora"] = [{"name": n, "scale": s} for n, s in selection]
            fields["cache_prompt"] = request.cache_prompt
        elif self.kind is ServerKind.VLLM:
            if selection:
                fields["model"] = selection[0][0]
            if not request.cache_prompt:
                # A salt no other request shares: nothing cached is reused.
                fields["cache_salt"] = secrets.token_urlsafe(32)
        if (request.enable_thinking is not None and not isinstance(request.prompt, str)
                and capabilities(self.kind).thinking_switch == TEMPLATE_KWARGS):
            fields["chat_template_kwargs"] = {"enable_thinking": request.enable_thinking}
        return fields

    def parse_event(self, event: dict[str, Any], tally: Tally) -> str:
        """One streamed chunk (or a whole non-streamed reply): its text."""
        _event_error(event)
        text = ""
        for choice in event.get("choices") or []:
            if not isinstance(choice, dict):
                continue
            delta = choice.get("delta") or choice.get("message") or {}
            piece = delta.get("content") if isinstance(delta, dict) else None
            text += piece if isinstance(piece, str) else str(choice.get("text") or "")
            if isinstance(delta, dict) and delta.get("tool_calls"):
                tally.deltas += tally.calls.streamed(delta["tool_calls"])
            if isinstance(delta, dict):
                tally.thought(delta.get("reasoning_content") or delta.get("reasoning"))
            tally.logprobs += structured.token_logprobs(choice)
            tally.finish_reason = _finish(choice.get("finish_reason")) or tally.finish_reason
        if text:
            tally.pieces += 1
        self._usage(event, tally)
        return text

    def _usage(self, event: dict[str, Any], tally: Tally) -> None:
        usage = event.get("usage")
        if isinstance(usage, dict):
            tally.prompt_tokens = _int(usage.get("prompt_tokens")) or tally.prompt_tokens
            tally.completion_tokens = _int(usage.get("completion_tokens"))
            details = usage.get("prompt_tokens_details")
            if isinstance(details, dict) and _int(details.get("cached_tokens")) is not None:
                tally.cached_tokens = _int(details.get("cached_tokens"))
            if _int(usage.get("cached_tokens")) is not None:  # Lantern's flat field
                tally.cached_tokens = _int(usage.get("cached_tokens"))
        timings = event.get("timings")  # llama.cpp server: tokens reused from its cache
        if isinstance(timings, dict) and _int(timings.get("cache_n")) is not None:
            tally.cached_tokens = _int(timings.get("cache_n"))

    def embeddings(self, model: str, texts: list[str]) -> Call:
        return Call("/v1/embeddings", {"model": model, "input": texts})

    def parse_embeddings(self, reply: Any, count: int) -> list[list[float]]:
        data = reply.get("data") if isinstance(reply, dict) else None
        if not isinstance(data, list) or len(data) != count:
            raise EngineError(f"The server returned {len(data or [])} embeddings for "
                              f"{count} texts.")
        ordered = sorted(data, key=lambda d: d.get("index", 0) if isinstance(d, dict) else 0)
        return [list(map(float, d["embedding"])) for d in ordered]


class OllamaDialect(OpenAIDialect):
    """Ollama's native /api/chat, /api/generate and /api/embed."""

    def generation(self, request: GenerationRequest, stream: bool) -> Call:
        self.check(request)
        config = request.config
        options: dict[str, Any] = {
            "temperature": config.temperature, "top_p": config.top_p, "top_k": config.top_k,
            "min_p": config.min_p, "repeat_penalty": config.repeat_penalty,
            "num_predict": request.max_tokens,
        }
        if config.seed is not None:
            options["seed"] = config.seed
        if config.stop:
            options["stop"] = list(config.stop)
        body: dict[str, Any] = {"model": self.model, "stream": stream, "options": options,
                                **structured.ollama_fields(request)}
        if request.enable_thinking is not None and not isinstance(request.prompt, str):
            body["think"] = request.enable_thinking  # Ollama's own switch
        if isinstance(request.prompt, str):
            body.update(prompt=request.prompt, raw=True)
            return Call("/api/generate", body)
        body["messages"] = structured.ollama_messages(request.prompt)
        return Call("/api/chat", body)

    def parse_event(self, event: dict[str, Any], tally: Tally) -> str:
        _event_error(event)
        message = event.get("message")
        text = message.get("content", "") if isinstance(message, dict) else ""
        if isinstance(message, dict) and message.get("tool_calls"):
            tally.deltas += tally.calls.streamed(message["tool_calls"], whole=True)
        if isinstance(message, dict):
            tally.thought(message.get("thinking"))
        text = text or str(event.get("response") or "")
        if text:
            tally.pieces += 1
        if event.get("done"):
            tally.finish_reason = _finish(event.get("done_reason")) or "stop"
            tally.prompt_tokens = _int(event.get("prompt_eval_count"))
            tally.completion_tokens = _int(event.get("eval_count"))
        return text

    def embeddings(self, model: str, texts: list[str]) -> Call:
        return Call("/api/embed", {"model": model, "input": texts})

    def parse_embeddings(self, reply: Any, count: int) -> list[list[float]]:
        vectors = reply.get("embeddings") if isinstance(reply, dict) else None
        if not isinstance(vectors, list) or len(vectors) != count:
            raise EngineError(f"Ollama returned {len(vectors or [])} embeddings for "
                              f"{count} texts.")
        return [list(map(float, v)) for v in vectors]


def dialect_for(kind: ServerKind, model: str, adapter_ids: dict[str, int],
                adapters: list[str]) -> OpenAIDialect:
    cls = OllamaDialect if kind is ServerKind.OLLAMA else OpenAIDialect
    return cls(kind, model, adapter_ids, adapters)
