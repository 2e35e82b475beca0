"""Response bodies in OpenAI's shapes, with llama.cpp server's `timings`."""

from __future__ import annotations

import base64
import json
import struct
import time
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from json.encoder import encode_basestring
from typing import Any, Protocol

import orjson
from starlette.responses import JSONResponse

from app.api.errors import ApiError
from app.api.streaming import Piece, ReasoningDelta
from app.domain import TokenLogprob, ToolCall, ToolCallDelta
from app.engine.requests import Generate, GenerateStream, UsageStats


@dataclass(frozen=True)
class Answer:
    """One choice of a whole (non-streamed) completion."""

    text: str
    usage: UsageStats
    tool_calls: Sequence[ToolCall] = ()
    logprobs: Sequence[TokenLogprob] | None = None
    """None when the request asked for none."""
    reasoning: str = ""
    unenforced: Sequence[str] = ()
    """Schema keywords left unenforced (the engine's request.unenforced)."""
    stop_sequence: str = ""
    """Which of the caller's stop sequences ended the answer, if one did."""

    @classmethod
    def of(cls, request: Generate) -> Answer:
        text, usage = request.reply.result()
        return cls(text, usage, tuple(request.tool_calls),
                   request.token_logprobs if request.logprobs is not None else None,
                   request.reasoning, tuple(request.unenforced), request.stop_sequence)


UNENFORCED_HEADER = "X-Lantern-Unenforced"


def unenforced_header(unenforced: Sequence[str], field: str | None) -> dict[str, str]:
    """The header that names each schema keyword the answer was not held to
    ("uniqueItems at response_format.json_schema.schema.properties.tags"),
    with the engine's "schema" path put under the request's own field."""
    if not unenforced:
        return {}
    named = [item.replace(" at schema", f" at {field}", 1) if field else item
             for item in unenforced]
    value = "; ".join(named).encode("ascii", "backslashreplace").decode("ascii")
    return {UNENFORCED_HEADER: value}


def tool_calls_json(calls: Sequence[ToolCall]) -> list[dict[str, Any]]:
    return [{"id": c.id, "type": "function",
             "function": {"name": c.name, "arguments": c.arguments}} for c in calls]


def tool_delta_json(delta: ToolCallDelta) -> dict[str, Any]:
    """A streamed piece of a call, as OpenAI sends it: id, type and name (with
    empty arguments) in a call's first piece, then arguments alone."""
    if delta.id is not None:
        return {"index": delta.index, "id": delta.id, "type": "function",
                "function": {"name": delta.name or "", "arguments": delta.arguments}}
    return {"index": delta.index, "function": {"arguments": delta.arguments}}


def _top_json(token: str, logprob: float) -> dict[str, Any]:
    return {"token": token, "logprob": logprob, "bytes": list(token.encode())}


def logprobs_json(tokens: Sequence[TokenLogprob], chat: bool) -> dict[str, Any]:
    """OpenAI's chat shape (`content`), as llama.cpp's server sends on both
    endpoints; text completions also carry OpenAI's legacy lists."""
    content = [{"token": t.token, "logprob": t.logprob, "bytes": list(t.bytes),
                "top_logprobs": [_top_json(token, lp) for token, lp in t.top]}
               for t in tokens]
    if chat:
        return {"content": content}
    offsets, at = [], 0
    for t in tokens:
        offsets.append(at)
        at += len(t.token)
    return {"content": content, "tokens": [t.token for t in tokens],
            "token_logprobs": [t.logprob for t in tokens],
            "top_logprobs": [dict(t.top) for t in tokens], "text_offset": offsets}


def combined(usages: Sequence[UsageStats]) -> UsageStats:
    """The usage of n choices: one prompt (evaluated once, then reused from the
    cache), every choice's completion tokens and time."""
    first = usages[0]
    return UsageStats(
        prompt_tokens=first.prompt_tokens,
        completion_tokens=sum(u.completion_tokens for u in usages),
        cached_tokens=first.cached_tokens,
        prefill_ms=sum(u.prefill_ms for u in usages),
        decode_ms=sum(u.decode_ms for u in usages),
        finish_reason=first.finish_reason,
        reasoning_tokens=sum(u.reasoning_tokens for u in usages))


@dataclass(frozen=True)
class Reply:
    """One completion's identity, shared by all its stream chunks."""

    chat: bool
    model: str
    id: str = field(default_factory=lambda: uuid.uuid4().hex)
    created: int = field(default_factory=lambda: int(time.time()))
    _text_events: dict[int, tuple[bytes, bytes]] = field(
        default_factory=dict, init=False, repr=False, compare=False)

    def text_event(self, text: str, index: int = 0) -> bytes:
        """The SSE event of one streamed piece of text, as `sse(chunk(text))`.

        A text chunk is the same JSON every time but for its text: built once
        per choice, so each streamed token costs one string escape, not a dict
        and a json.dumps (the event loop shares the GIL with the engine)."""
        if index not in self._text_events:
            empty = self.chunk("\x00", index=index)
            head, _, tail = sse(empty).partition(b'"\\u0000"')
            self._text_events[index] = (head, tail)
        head, tail = self._text_events[index]
        return head + encode_basestring(text).encode() + tail

    @property
    def response_id(self) -> str:
        return ("chatcmpl-" if self.chat else "cmpl-") + self.id

    def _head(self, object_name: str) -> dict[str, Any]:
        return {"id": self.response_id, "object": object_name, "created": self.created,
                "model": self.model, "system_fingerprint": "lantern"}

    def _choice(self, index: int, answer: Answer) -> dict[str, Any]:
        logprobs = None if answer.logprobs is None else logprobs_json(answer.logprobs,
                                                                      self.chat)
        choice: dict[str, Any] = {"index": index, "finish_reason": answer.usage.finish_reason,
                                  "logprobs": logprobs}
        if not self.chat:
            choice["text"] = answer.text
            return choice
        message: dict[str, Any] = {"role": "assistant", "content": answer.text}
        if answer.reasoning:  # llama.cpp's field, beside the answer
            message["reasoning_content"] = answer.reasoning
        if answer.tool_calls:  # OpenAI's shape: no text is null content
            message["content"] = answer.text or None
            message["tool_calls"] = tool_calls_json(answer.tool_calls)
        choice["message"] = message
        return choice

    def whole(self, answers: Sequence[Answer]) -> dict[str, Any]:
        """A non-streamed response with one choice per answer."""
        usage = combined([a.usage for a in answers])
        name = "chat.completion" if self.chat else "text_completion"
        return {**self._head(name), "choices": [self._choice(i, a) for i, a in enumerate(answers)],
                "usage": usage_json(usage), "timings": timings_json(usage)}

    def chunk(self, text: str | None = None, *, first: bool = False,
              usage: UsageStats | None = None, usage_only: bool = False, index: int = 0,
              tool_call: ToolCallDelta | None = None,
              logprobs: Sequence[TokenLogprob] | None = None,
              reasoning: str | None = None) -> dict[str, Any]:
        """A stream chunk: a piece of text or of a tool call, the closing one of a
        choice (with usage), or the usage-only chunk that
        `stream_options.include_usage` asks for."""
        name = "chat.completion.chunk" if self.chat else "text_completion"
        body = self._head(name)
        if usage_only and usage is not None:
            return {**body, "choices": [], "usage": usage_json(usage)}
        choice: dict[str, Any] = {
            "index": index, "finish_reason": usage.finish_reason if usage else None,
            "logprobs": None if logprobs is None else logprobs_json(logprobs, self.chat)}
        if self.chat:
            delta: dict[str, Any] = {"role": "assistant"} if first else {}
            if text is not None:
                delta["content"] = text
            if tool_call is not None:
                delta["tool_calls"] = [tool_delta_json(tool_call)]
            if reasoning is not None:
                delta["reasoning_content"] = reasoning
            choice["delta"] = delta
        else:
            choice["text"] = text or ""
        body["choices"] = [choice]
        if usage is not None:
            body["usage"] = usage_json(usage)
            body["timings"] = timings_json(usage)
        return body


class Events(Protocol):
    """How a stream of choices is written: chat and text completions' chunks,
    or the Responses API's events."""

    def start(self, index: int, prompt_tokens: int) -> bytes:
        """A choice begins; its prompt's tokens are known (0: not told)."""
    def piece(self, piece: Piece, index: int) -> bytes: ...
    def finish(self, stream: GenerateStream, usage: UsageStats, index: int) -> bytes: ...
    def end(self, usages: Sequence[UsageStats]) -> bytes: ...
    def error(self, error: ApiError) -> bytes:
        """A failure after the stream has begun (its status is sent already)."""


@dataclass(frozen=True)
class ChatEvents:
    """Chat and text completion chunks, as OpenAI streams them."""

    reply: Reply
    include_usage: bool

    def start(self, index: int, prompt_tokens: int) -> bytes:
        return sse(self.reply.chunk("" if self.reply.chat else None, first=True, index=index))

    def piece(self, piece: Piece, index: int) -> bytes:
        if isinstance(piece, str):
            return self.reply.text_event(piece, index)
        if isinstance(piece, ReasoningDelta):
            return sse(self.reply.chunk(index=index, reasoning=piece.text)
                       if self.reply.chat else self.reply.chunk(piece.text, index=index))
        return sse(self.reply.chunk(index=index, tool_call=piece))

    def finish(self, stream: GenerateStream, usage: UsageStats, index: int) -> bytes:
        logprobs = stream.token_logprobs if stream.logprobs is not None else None
        return sse(self.reply.chunk(usage=usage, index=index, logprobs=logprobs))

    def end(self, usages: Sequence[UsageStats]) -> bytes:
        tail = sse(self.reply.chunk(usage=combined(usages), usage_only=True)) \
            if self.include_usage else b""
        return tail + sse("[DONE]")

    def error(self, error: ApiError) -> bytes:
        return sse(error.body())


def usage_json(usage: UsageStats) -> dict[str, Any]:
    return {"prompt_tokens": usage.prompt_tokens, "completion_tokens": usage.completion_tokens,
            "total_tokens": usage.total_tokens,
            "prompt_tokens_details": {"cached_tokens": usage.cached_tokens},
            "completion_tokens_details": {"reasoning_tokens": usage.reasoning_tokens}}


def _rate(count: int, ms: float) -> float:
    return count * 1000.0 / ms if ms > 0 else 0.0


def timings_json(usage: UsageStats) -> dict[str, Any]:
    """llama.cpp server's names: prompt_n counts only the tokens evaluated now."""
    evaluated = usage.prompt_tokens - usage.cached_tokens
    return {
        "cache_n": usage.cached_tokens,
        "cache_disk_n": usage.disk_cached_tokens,  # Lantern's: of cache_n, read from disk
        "prompt_n": evaluated, "prompt_ms": usage.prefill_ms,
        "prompt_per_token_ms": usage.prefill_ms / evaluated if evaluated else 0.0,
        "prompt_per_second": _rate(evaluated, usage.prefill_ms),
        "predicted_n": usage.completion_tokens, "predicted_ms": usage.decode_ms,
        "predicted_per_token_ms": (usage.decode_ms / usage.completion_tokens
                                   if usage.completion_tokens else 0.0),
        "predicted_per_second": _rate(usage.completion_tokens, usage.decode_ms),
    }


class VectorsResponse(JSONResponse):
    """A JSON response of embedding vectors, written by orjson: the standard
    encoder takes about 25-75 ms for 100 vectors of 384 floats, holding the
    GIL and the server's event loop the whole time, so chats streaming beside
    a flood of embeddings waited behind it (bench_soak.py starve); orjson
    takes about 5 ms for the same bytes' worth."""

    def render(self, content: Any) -> bytes:
        return orjson.dumps(content)


def embeddings_json(vectors: list[list[float]], model: str, encoding: str,
                    prompt_tokens: int) -> dict[str, Any]:
    def encode(vector: list[float]) -> list[float] | str:
        if encoding == "base64":  # float32, little-endian, as OpenAI sends it
            return base64.b64encode(struct.pack(f"<{len(vector)}f", *vector)).decode("ascii")
        return vector

    return {"object": "list", "model": model,
            "data": [{"object": "embedding", "index": i, "embedding": encode(v)}
                     for i, v in enumerate(vectors)],
            "usage": {"prompt_tokens": prompt_tokens, "total_tokens": prompt_tokens}}


def sse(data: dict[str, Any] | str) -> bytes:
    text = data if isinstance(data, str) else json.dumps(
        data, ensure_ascii=False, separators=(",", ":"))
    return f"data: {text}\n\n".encode()
