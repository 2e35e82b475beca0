"""Plain value types every layer shares, and the one way a thread becomes
chat messages. No Qt, no llama.cpp, no SQLite: the engine, the store, the
workers, the window and the CLI all speak these.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal, Protocol

LoraSelection = tuple[tuple[str, float], ...]
"""(adapter name, scale) pairs; () means no adapter."""

FinishReason = Literal["stop", "length", "cancelled", "interrupted"]
""""interrupted": the stream broke (a remote server went away); the text so
far is kept and the answer can be continued."""


class InvalidSetting(ValueError):
    """A value out of range; the message names it and says what is allowed."""


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

    def first_problem(self) -> str | None:
        """What is wrong with the first out-of-range field, or None."""
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
        return next((message for ok, message in checks if not ok), None)

    def validate(self) -> None:
        """Raise InvalidSetting naming the first out-of-range field."""
        problem = self.first_problem()
        if problem is not None:
            raise InvalidSetting(f"Invalid sampler setting: {problem}")

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


@dataclass
class AdapterSpec:
    """A LoRA adapter registered in the library by name."""

    name: str
    path: str
    default_scale: float = 1.0


class _Defaults(Protocol):
    @property
    def system_prompt(self) -> str: ...
    @property
    def sampler(self) -> SamplerConfig: ...
    @property
    def cache_prompt(self) -> bool: ...


class _Saved(_Defaults, Protocol):
    @property
    def lora(self) -> LoraSelection: ...


@dataclass(frozen=True)
class ConversationSettings:
    """What makes a conversation's next answer, beside the model itself."""

    system_prompt: str
    sampler: SamplerConfig
    lora: LoraSelection
    cache_prompt: bool

    @classmethod
    def defaults(cls, settings: _Defaults) -> ConversationSettings:
        """A new conversation's settings, from the app's defaults."""
        return cls(settings.system_prompt, settings.sampler, (), settings.cache_prompt)

    @classmethod
    def of(cls, conversation: _Saved) -> ConversationSettings:
        return cls(conversation.system_prompt, conversation.sampler, conversation.lora,
                   conversation.cache_prompt)


class _Said(Protocol):
    @property
    def role(self) -> str: ...
    @property
    def content(self) -> str: ...


def chat_messages(thread: Sequence[_Said], system_prompt: str) -> list[dict[str, str]]:
    """A thread as chat-template messages.

    Empty answers (one that failed before its first token) are left out: the
    model would otherwise learn from the thread that it answers with nothing.
    """
    messages = [{"role": "system", "content": system_prompt}] if system_prompt.strip() else []
    messages += [{"role": m.role, "content": m.content} for m in thread
                 if m.role in ("user", "assistant") and (m.content or m.role == "user")]
    return messages
