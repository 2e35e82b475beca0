"""Response bodies in OpenAI's shapes, with llama.cpp server's `timings`."""

from __future__ import annotations

import base64
import json
import struct
import time
import uuid
from dataclasses import dataclass, field
from json.encoder import encode_basestring
from typing import Any

from app.engine.requests import UsageStats


@dataclass(frozen=True)
class Reply:
    """One completion's identity, shared by all its stream chunks."""

    chat: bool
    model: str
    id: str = field(default_factory=lambda: uuid.uuid4().hex)
    created: int = field(default_factory=lambda: int(time.time()))
    _text_event: tuple[bytes, bytes] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # A text chunk is the same JSON every time but for its text: built
        # once, so each streamed token costs one string escape, not a dict
        # and a json.dumps (the event loop shares the GIL with the engine).
        empty = self.chunk("\x00")
        head, _, tail = sse(empty).partition(b'"\\u0000"')
        object.__setattr__(self, "_text_event", (head, tail))

    def text_event(self, text: str) -> bytes:
        """The SSE event of one streamed piece of text, as `sse(chunk(text))`."""
        head, tail = self._text_event
        return head + encode_basestring(text).encode() + tail

    @property
    def response_id(self) -> str:
        return ("chatcmpl-" if self.chat else "cmpl-") + self.id

    def _head(self, object_name: str) -> dict[str, Any]:
        return {"id": self.response_id, "object": object_name, "created": self.created,
                "model": self.model, "system_fingerprint": "lantern"}

    def whole(self, text: str, usage: UsageStats) -> dict[str, Any]:
        """A non-streamed response."""
        choice: dict[str, Any] = {"index": 0, "finish_reason": usage.finish_reason,
                                  "logprobs": None}
        if self.chat:
            choice["message"] = {"role": "assistant", "content": text}
        else:
            choice["text"] = text
        name = "chat.completion" if self.chat else "text_completion"
        return {**self._head(name), "choices": [choice], "usage": usage_json(usage),
                "timings": timings_json(usage)}

    def chunk(self, text: str | None = None, *, first: bool = False,
              usage: UsageStats | None = None, usage_only: bool = False) -> dict[str, Any]:
        """A stream chunk: a piece of text, the closing one (with usage), or the
        usage-only chunk that `stream_options.include_usage` asks for."""
        name = "chat.completion.chunk" if self.chat else "text_completion"
        body = self._head(name)
        if usage_only and usage is not None:
            return {**body, "choices": [], "usage": usage_json(usage)}
        choice: dict[str, Any] = {"index": 0, "logprobs": None,
                                  "finish_reason": usage.finish_reason if usage else None}
        if self.chat:
            delta: dict[str, Any] = {"role": "assistant"} if first else {}
            if text is not None:
                delta["content"] = text
            choice["delta"] = delta
        else:
            choice["text"] = text or ""
        body["choices"] = [choice]
        if usage is not None:
            body["usage"] = usage_json(usage)
            body["timings"] = timings_json(usage)
        return body


def usage_json(usage: UsageStats) -> dict[str, Any]:
    return {"prompt_tokens": usage.prompt_tokens, "completion_tokens": usage.completion_tokens,
            "total_tokens": usage.total_tokens,
            "prompt_tokens_details": {"cached_tokens": usage.cached_tokens}}


def _rate(count: int, ms: float) -> float:
    return count * 1000.0 / ms if ms > 0 else 0.0


def timings_json(usage: UsageStats) -> dict[str, Any]:
    """llama.cpp server's names: prompt_n counts only the tokens evaluated now."""
    evaluated = usage.prompt_tokens - usage.cached_tokens
    return {
        "cache_n": usage.cached_tokens,
        "prompt_n": evaluated, "prompt_ms": usage.prefill_ms,
        "prompt_per_token_ms": usage.prefill_ms / evaluated if evaluated else 0.0,
        "prompt_per_second": _rate(evaluated, usage.prefill_ms),
        "predicted_n": usage.completion_tokens, "predicted_ms": usage.decode_ms,
        "predicted_per_token_ms": (usage.decode_ms / usage.completion_tokens
                                   if usage.completion_tokens else 0.0),
        "predicted_per_second": _rate(usage.completion_tokens, usage.decode_ms),
    }


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
