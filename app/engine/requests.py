"""The BatchRequest protocol: what the window asks of the engine.

Requests are plain data plus a `concurrent.futures.Future` reply. The engine
(or the worker that owns it) sets a result or an `EngineError`; UI code
awaits it with `asyncio.wrap_future(request.reply)`.
"""

from __future__ import annotations

import itertools
import logging
import threading
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import Any

# The value types live in app.domain; re-exported here for older imports.
from app.domain import FinishReason as FinishReason
from app.domain import LoraSelection as LoraSelection
from app.domain import (
    OutputConstraint,
    TokenLogprob,
    ToolCall,
    ToolCallDelta,
    ToolSpec,
    tools_problem,
)
from app.domain import SamplerConfig as SamplerConfig
from app.domain import UsageStats as UsageStats
from app.engine.context_fit import Summary
from app.engine.errors import EngineError, Interrupted

_ids = itertools.count(1)
WINDOW_PRIORITY, API_PRIORITY = 0, 1
"""A generation's `priority`: the window's answers take free sequences first."""


def _next_id() -> int:
    return next(_ids)


@dataclass(frozen=True)
class ModelTarget:
    """The model a request was prepared for: its prompt was budgeted for that
    context, and its answer is recorded under that name. The host runs the
    request on that model or refuses it with a clear message, never on
    whichever model happens to be loaded by then."""

    path: str = ""
    """The local GGUF file ("" the bundled default); "" for a remote engine,
    which the request's `engine` and `model` fields name."""
    n_ctx: int = 0
    """The context size the prompt was budgeted for."""
    label: str = ""
    """How the answer records its model ("Qwen2.5 1.5B", "llama @ gpu-box")."""

    def refusal(self, loaded: ModelTarget) -> str | None:
        """Why a local request prepared for this target cannot run on `loaded`."""
        if (self.path, self.n_ctx) == (loaded.path, loaded.n_ctx):
            return None
        mine = f"{self.label or 'another model'} ({self.n_ctx} tokens of context)"
        now = f"{loaded.label or 'another model'} ({loaded.n_ctx} tokens of context)"
        return (f"This answer was prepared for {mine}, but {now} is loaded now, so it "
                "was not sent. Regenerate it (Ctrl+R) to answer with the model loaded now.")


@dataclass(kw_only=True)
class _Request:
    id: int = field(default_factory=_next_id)
    cancel_event: threading.Event = field(default_factory=threading.Event, repr=False)
    target: ModelTarget | None = None
    """The model this request must run on; None: whichever is loaded (the
    command line and the API server, which load one model for their life)."""

    def cancel(self) -> None:
        """Ask the engine to stop this request; safe from any thread."""
        self.cancel_event.set()

    @property
    def cancelled(self) -> bool:
        return self.cancel_event.is_set()


@dataclass(kw_only=True)
class _GenerationFields(_Request):
    prompt: str | list[dict[str, Any]]
    """Raw text, or chat messages ({"role", "content"}, and OpenAI's
    tool_calls / tool_call_id) for the chat template."""
    max_tokens: int = 512
    config: SamplerConfig = field(default_factory=SamplerConfig)
    cache_prompt: bool = True
    lora_selection: LoraSelection = ()
    engine: str = ""
    """Which configured engine answers: "" is the local model, else a remote
    engine's name (routed by app.engine.router; the worker never looks)."""
    model: str = ""
    """Which of that engine's models; "" is its default."""
    constraint: OutputConstraint | None = None
    """The answer must be JSON under this schema, or text of this grammar."""
    tools: tuple[ToolSpec, ...] = ()
    tool_choice: str = "auto"
    """"auto" (the model decides; plain answers stay unconstrained), "none"
    (no tools shown), "required" (some call), or one tool's name."""
    parallel_tool_calls: bool = True
    logprobs: int | None = None
    """None: off; k >= 0: each token's logprob and its k likeliest alternatives."""
    enable_thinking: bool | None = None
    """For chat templates that take `enable_thinking` (Qwen3, GLM...): None
    keeps the template's default."""
    context_policy: str = "refuse"
    """When a chat prompt is longer than the context leaves room for:
    "refuse" (PromptTooLong with the numbers: the API's clients own their
    messages) or "drop_oldest" (the window: the oldest turns are left out,
    the system prompt and the latest turn kept, and usage says how much) or
    "ask" (a conversation's "stop and ask": HistoryTooLong, saying how many
    tokens over the room the context leaves it is, before anything runs) or
    "summarise" (the window: `summary` stands in for the oldest messages;
    when that is not enough, NeedsSummary asks for a longer one first, see
    app.engine.context_fit)."""
    summary: Summary | None = None
    """The conversation's stored summary of its oldest messages ("summarise")."""
    answer_prefix: str = ""
    """Continue an answer: the text it has so far, put after the chat
    template's generation prompt (a chat prompt only); the history is fitted
    with it counted in."""
    priority: int = WINDOW_PRIORITY
    """When requests wait for a free sequence, lower goes first: the window's
    own answers before the API's clients (app.api.queueing sets API_PRIORITY)."""
    split_reasoning: bool = True
    """A `<think>` section goes to `reasoning` / on_reasoning, not the answer
    (llama.cpp's reasoning_format "deepseek"); False keeps the tags in the
    text (reasoning_format "none")."""
    # Filled by the engine before the reply settles (like EmbedBatch.token_counts):
    tool_calls: list[ToolCall] = field(default_factory=list, repr=False)
    """The answer's tool calls; finish_reason is "tool_calls" when there are any."""
    token_logprobs: list[TokenLogprob] = field(default_factory=list, repr=False)
    reasoning: str = field(default="", repr=False)
    """Thinking text split from the answer (a <think> section), if any."""
    stop_sequence: str = field(default="", repr=False)
    """Which of config.stop ended the answer ("" when none did)."""
    unenforced: list[str] = field(default_factory=list, repr=False)
    """Schema keywords that could not be enforced ("uniqueItems at
    response_format…"), set before the first token; empty under strict."""

    def first_problem(self) -> str | None:
        """What is wrong with the request's own fields, or None (checked by
        every engine before it starts, as SamplerConfig.first_problem)."""
        if (problem := self.config.first_problem()) is not None:
            return f"Invalid sampler setting: {problem}"
        if self.max_tokens <= 0:
            return f"max_tokens must be at least 1 (got {self.max_tokens})."
        if self.constraint is not None and (problem := self.constraint.first_problem()):
            return f"Invalid output constraint: {problem}."
        if problem := tools_problem(self.tools, self.tool_choice):
            return f"Invalid tools: {problem}."
        if self.logprobs is not None and not 0 <= self.logprobs <= 20:
            return f"logprobs must be between 0 and 20 alternatives (got {self.logprobs})."
        return None


@dataclass(kw_only=True)
class Generate(_GenerationFields):
    reply: Future[tuple[str, UsageStats]] = field(default_factory=Future, repr=False)


@dataclass(kw_only=True)
class GenerateStream(_GenerationFields):
    callback: Callable[[str], None] = field(default=lambda _text: None, repr=False)
    """Called in the engine's thread with every decoded piece of answer text
    (never tool-call markup or thinking)."""
    on_tool_call: Callable[[ToolCallDelta], None] = field(
        default=lambda _delta: None, repr=False)
    """Called in the engine's thread with every piece of a tool call."""
    on_reasoning: Callable[[str], None] = field(default=lambda _text: None, repr=False)
    """Called in the engine's thread with every piece of thinking text."""
    on_prefill: Callable[[int, int], None] = field(
        default=lambda _read, _total: None, repr=False)
    """Called in the engine's thread as the prompt is read, before the first
    token: (prompt tokens read so far, including those reused from the
    cache; the prompt's tokens). A long prompt reports once per chunk."""
    reply: Future[UsageStats] = field(default_factory=Future, repr=False)


@dataclass(kw_only=True)
class _EmbeddingFields(_Request):
    model_path: str = ""
    """Which local embedding GGUF: "" is the engine's configured one. A
    collection's texts and queries name the model that made its vectors."""


@dataclass(kw_only=True)
class Embed(_EmbeddingFields):
    text: str
    reply: Future[list[float]] = field(default_factory=Future, repr=False)


@dataclass(kw_only=True)
class EmbedBatch(_EmbeddingFields):
    texts: list[str]
    reply: Future[list[list[float]]] = field(default_factory=Future, repr=False)
    token_counts: list[int] = field(default_factory=list, repr=False)
    """Each text's tokens as the embedding model read them (after truncation),
    filled in before the reply settles by an engine that tokenizes locally;
    left empty by one that cannot tell."""


Request = Generate | GenerateStream | Embed | EmbedBatch


def settle(request: Request, dispatch: Callable[[Request], Any], log: logging.Logger) -> None:
    """Run `dispatch` for one request and settle its reply future; never raises.

    Every engine (local or remote) executes requests this way: an EngineError
    is the reply's message; anything else is a bug that fails this request,
    not the engine.

    A KeyboardInterrupt (Ctrl+C in the command line) or SystemExit raised in
    the middle settles the reply as interrupted and is raised again: nobody
    waiting on the reply is left waiting for ever."""
    if not request.reply.set_running_or_notify_cancel():
        return
    try:
        result = dispatch(request)
    except EngineError as exc:
        request.reply.set_exception(exc)
    except Exception as exc:
        log.exception("request %s failed", request.id)
        request.reply.set_exception(EngineError(f"Unexpected error: {exc}"))
    except BaseException:
        request.cancel()
        request.reply.set_exception(Interrupted("Interrupted before the answer ended."))
        raise
    else:
        request.reply.set_result(result)
