"""The BatchRequest protocol: what the window asks of the engine.

Requests are plain data plus a `concurrent.futures.Future` reply. The engine
(or the worker that owns it) sets a result or an `EngineError`; UI code
awaits it with `asyncio.wrap_future(request.reply)`.
"""

from __future__ import annotations

import itertools
import math
import threading
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import Literal

from app.engine.errors import RequestError

LoraSelection = tuple[tuple[str, float], ...]
"""(adapter name, scale) pairs; () means no adapter."""

FinishReason = Literal["stop", "length", "cancelled", "interrupted"]
""""interrupted": the stream broke (a remote server went away); the text
so far is kept and the answer can be continued."""

_ids = itertools.count(1)


def _next_id() -> int:
    return next(_ids)


@dataclass(frozen=True)
class SamplerConfig:
    """Sampling settings, one set per request. temperature 0 is greedy."""

    temperature: float = 0.7
    top_p: float = 0.95
    top_k: int = 40
    min_p: float = 0.05
    repeat_penalty: float = 1.1
    seed: int | None = None
    stop: tuple[str, ...] = ()
    presence_penalty: float = 0.0
    frequency_penalty: float = 0.0

    def validate(self) -> None:
        """Raise RequestError naming the first out-of-range field."""
        checks: list[tuple[bool, str]] = [
            (math.isfinite(self.temperature) and self.temperature >= 0,
             f"temperature must be 0 or more (got {self.temperature})"),
            (math.isfinite(self.top_p) and 0 < self.top_p <= 1,
             f"top_p must be in (0, 1] (got {self.top_p})"),
            (self.top_k >= 0, f"top_k must be 0 (off) or more (got {self.top_k})"),
            (math.isfinite(self.min_p) and 0 <= self.min_p <= 1,
             f"min_p must be in [0, 1] (got {self.min_p})"),
            (math.isfinite(self.repeat_penalty) and self.repeat_penalty > 0,
             f"repeat_penalty must be above 0 (got {self.repeat_penalty})"),
            (math.isfinite(self.presence_penalty) and -2 <= self.presence_penalty <= 2,
             f"presence_penalty must be in [-2, 2] (got {self.presence_penalty})"),
            (math.isfinite(self.frequency_penalty) and -2 <= self.frequency_penalty <= 2,
             f"frequency_penalty must be in [-2, 2] (got {self.frequency_penalty})"),
            (self.seed is None or 0 <= self.seed < 2**32,
             f"seed must be between 0 and 2^32-1 (got {self.seed})"),
            (all(isinstance(s, str) and s for s in self.stop),
             "stop sequences must be non-empty strings"),
        ]
        for ok, message in checks:
            if not ok:
                raise RequestError(f"Invalid sampler setting: {message}")

    @classmethod
    def greedy(cls) -> SamplerConfig:
        return cls(temperature=0.0, top_p=1.0, top_k=0, min_p=0.0, repeat_penalty=1.0)


@dataclass
class UsageStats:
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cached_tokens: int = 0
    prefill_ms: float = 0.0
    decode_ms: float = 0.0
    finish_reason: FinishReason = "stop"

    @property
    def total_tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens

    @property
    def tokens_per_second(self) -> float:
        return self.completion_tokens * 1000.0 / self.decode_ms if self.decode_ms > 0 else 0.0


@dataclass(kw_only=True)
class _Request:
    id: int = field(default_factory=_next_id)
    cancel_event: threading.Event = field(default_factory=threading.Event, repr=False)

    def cancel(self) -> None:
        """Ask the engine to stop this request; safe from any thread."""
        self.cancel_event.set()

    @property
    def cancelled(self) -> bool:
        return self.cancel_event.is_set()


@dataclass(kw_only=True)
class _GenerationFields(_Request):
    prompt: str | list[dict[str, str]]
    """Raw text, or chat messages ({"role", "content"}) for the chat template."""
    max_tokens: int = 512
    config: SamplerConfig = field(default_factory=SamplerConfig)
    cache_prompt: bool = True
    lora_selection: LoraSelection = ()


@dataclass(kw_only=True)
class Generate(_GenerationFields):
    reply: Future[tuple[str, UsageStats]] = field(default_factory=Future, repr=False)


@dataclass(kw_only=True)
class GenerateStream(_GenerationFields):
    callback: Callable[[str], None] = field(default=lambda _text: None, repr=False)
    """Called in the engine's thread with every decoded piece of text."""
    reply: Future[UsageStats] = field(default_factory=Future, repr=False)


@dataclass(kw_only=True)
class Embed(_Request):
    text: str
    reply: Future[list[float]] = field(default_factory=Future, repr=False)


@dataclass(kw_only=True)
class EmbedBatch(_Request):
    texts: list[str]
    reply: Future[list[list[float]]] = field(default_factory=Future, repr=False)


Request = Generate | GenerateStream | Embed | EmbedBatch
