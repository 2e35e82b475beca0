"""Plain value types every layer shares, and the one way a thread becomes
chat messages. No Qt, no llama.cpp, no SQLite: the engine, the store, the
workers, the window and the CLI all speak these.
"""

from __future__ import annotations

import itertools
import json
import math
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

LoraSelection = tuple[tuple[str, float], ...]
"""(adapter name, scale) pairs; () means no adapter."""

FinishReason = Literal["stop", "length", "cancelled", "interrupted", "tool_calls"]
""""interrupted": the stream broke (a remote server went away); the text so
far is kept and the answer can be continued. "tool_calls": the answer is one
or more tool calls (the request's tool_calls), not text."""


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


_JSON_TYPES = frozenset({"object", "array", "string", "number", "integer", "boolean", "null"})
# Keywords whose value is one subschema, a list of them, or a name -> subschema map.
ONE_SCHEMA = ("items", "additionalProperties", "not", "if", "then", "else", "contains",
               "propertyNames", "unevaluatedProperties", "unevaluatedItems",
               "additionalItems")
SCHEMA_LISTS = ("allOf", "anyOf", "oneOf", "prefixItems")
SCHEMA_MAPS = ("properties", "patternProperties", "$defs", "definitions",
                "dependentSchemas")


def json_schema_problem(schema: Any, where: str = "schema") -> str | None:
    """What is structurally wrong with a JSON Schema, or None.

    Checks what any engine needs before it can honour a schema: plain JSON
    values, known type names, and subschemas where subschemas belong. Which
    keywords an engine can enforce is the engine's own check."""
    if isinstance(schema, bool):
        return None
    if not isinstance(schema, Mapping):
        return f"{where} must be a JSON object (got {type(schema).__name__})"
    try:
        json.dumps(schema, allow_nan=False)
    except (TypeError, ValueError) as exc:
        return f"{where} is not plain JSON: {exc}"
    return _keyword_problem(schema, where)


def _keyword_problem(schema: Mapping[str, Any], where: str) -> str | None:
    return (_value_problem(schema, where) or _shape_problem(schema, where)
            or next((problem for sub, path in _subschemas(schema, where)
                     if (problem := json_schema_problem(sub, path))), None))


def _value_problem(schema: Mapping[str, Any], where: str) -> str | None:
    kind = schema.get("type")
    kinds = kind if isinstance(kind, list) else [kind] if kind is not None else []
    # Not `name in _JSON_TYPES` alone: a name may be any JSON value, and a
    # dict or list in a set lookup raised TypeError (a 500 in the API).
    unknown = [name for name in kinds if not isinstance(name, str) or name not in _JSON_TYPES]
    if unknown:
        return (f"{where}: unknown type {unknown[0]!r} (use one of "
                f"{', '.join(sorted(_JSON_TYPES))})")
    if "enum" in schema and not isinstance(schema["enum"], list):
        return f"{where}: 'enum' must be a list"
    required = schema.get("required", [])
    if not (isinstance(required, list) and all(isinstance(n, str) for n in required)):
        return f"{where}: 'required' must be a list of property names"
    return None


def _shape_problem(schema: Mapping[str, Any], where: str) -> str | None:
    for key in SCHEMA_LISTS:
        if key in schema and not isinstance(schema[key], list):
            return f"{where}: '{key}' must be a list of schemas"
    for key in SCHEMA_MAPS:
        if key in schema and not isinstance(schema[key], Mapping):
            return f"{where}: '{key}' must map names to schemas"
    return None


def schema_places(schema: Any, where: str = "schema"
                  ) -> Iterator[tuple[Mapping[str, Any], str]]:
    """Each (subschema, path): the schema itself, then its subschemas."""
    if not isinstance(schema, Mapping):
        return
    yield schema, where
    for sub, path in _subschemas(schema, where):
        yield from schema_places(sub, path)


def keyword_places(schema: Any, keyword: str, where: str = "schema"
                   ) -> Iterator[tuple[Mapping[str, Any], str]]:
    """Each (subschema, path) whose keywords include `keyword`: the schema
    itself and its subschemas, not property names that happen to match."""
    return ((sub, path) for sub, path in schema_places(schema, where) if keyword in sub)


def _subschemas(schema: Mapping[str, Any], where: str) -> Iterator[tuple[Any, str]]:
    for key in ONE_SCHEMA:
        value = schema.get(key)
        if isinstance(value, list) and key == "items":  # draft 4-7 tuple form
            yield from ((sub, f"{where}.items[{i}]") for i, sub in enumerate(value))
        elif key in schema:
            yield value, f"{where}.{key}"
    for key in SCHEMA_LISTS:
        yield from ((sub, f"{where}.{key}[{i}]") for i, sub in enumerate(schema.get(key, [])))
    for key in SCHEMA_MAPS:
        yield from ((sub, f"{where}.{key}.{name}") for name, sub in schema.get(key, {}).items())


@dataclass(frozen=True)
class OutputConstraint:
    """What the answer must be: JSON valid under a schema, or text of a grammar.

    Exactly one of the two is set. `json_schema={}` means any JSON object (as
    OpenAI's response_format json_object); `grammar` is llama.cpp GBNF text
    with a `root` rule."""

    json_schema: Mapping[str, Any] | None = None
    grammar: str | None = None
    strict: bool = False
    """A keyword of the schema that cannot be enforced refuses the request
    (OpenAI's strict mode); otherwise it is enforced as far as it can be and
    the request's `unenforced` names what was not."""

    def first_problem(self) -> str | None:
        if (self.json_schema is None) == (self.grammar is None):
            return "set exactly one of json_schema and grammar"
        if self.grammar is not None:
            if not isinstance(self.grammar, str) or not self.grammar.strip():
                return "grammar must be non-empty GBNF text"
            if not re.search(r"(?m)^\s*root\s*::=", self.grammar):
                return "grammar has no 'root ::= ...' rule to start from"
            return None
        return json_schema_problem(self.json_schema, "json_schema")

    @property
    def effective_schema(self) -> Mapping[str, Any] | None:
        """The schema to enforce: {} (any JSON object) becomes {"type": "object"}."""
        if self.json_schema is None:
            return None
        return self.json_schema or {"type": "object"}


_TOOL_NAME = re.compile(r"^[A-Za-z0-9_.-]{1,64}$")


def empty_parameters() -> Mapping[str, Any]:
    """The JSON Schema of a tool that takes no arguments."""
    return {"type": "object", "properties": {}}


@dataclass(frozen=True)
class ToolSpec:
    """One OpenAI-style function tool the model may call."""

    name: str
    description: str = ""
    parameters: Mapping[str, Any] = field(default_factory=empty_parameters)
    strict: bool = False
    """As OutputConstraint.strict, for the arguments' schema."""

    def first_problem(self) -> str | None:
        if not isinstance(self.name, str) or not _TOOL_NAME.match(self.name):
            return (f"tool name {self.name!r} must be 1-64 letters, digits, "
                    "'_', '-' or '.'")
        if problem := json_schema_problem(self.parameters, f"tool {self.name}: parameters"):
            return problem
        kind = self.parameters.get("type") if isinstance(self.parameters, Mapping) else None
        if kind not in (None, "object"):
            return f"tool {self.name}: parameters must be an object schema (got type {kind!r})"
        return None


def tools_problem(tools: Sequence[ToolSpec], tool_choice: str) -> str | None:
    """What is wrong with a request's tools and tool_choice, or None."""
    names = [tool.name for tool in tools]
    for tool in tools:
        if problem := tool.first_problem():
            return problem
    duplicated = sorted({n for n in names if names.count(n) > 1})
    if duplicated:
        return f"tool names must be unique ({', '.join(duplicated)} given twice)"
    if tool_choice in ("auto", "none"):
        return None
    if not tools:
        return f"tool_choice {tool_choice!r} needs at least one tool"
    if tool_choice != "required" and tool_choice not in names:
        return (f"tool_choice {tool_choice!r} is not one of the tools "
                f"({', '.join(names)}); use auto, none, required or a tool's name")
    return None


@dataclass(frozen=True)
class ToolCall:
    """One call the model made: `arguments` is JSON text valid under the tool's schema."""

    id: str
    name: str
    arguments: str


@dataclass(frozen=True)
class ToolCallDelta:
    """A streamed piece of a tool call, as OpenAI's delta.tool_calls[i]."""

    index: int
    id: str | None = None
    """Set on the first delta of a call only, as is `name`."""
    name: str | None = None
    arguments: str = ""
    """A piece; a call's pieces concatenate to its whole JSON arguments text."""


@dataclass(frozen=True)
class TokenLogprob:
    """One generated token, its log-probability and the most likely alternatives."""

    token: str
    logprob: float
    bytes: list[int]
    top: list[tuple[str, float]] = field(default_factory=list)


@dataclass
class UsageStats:
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cached_tokens: int = 0
    prefill_ms: float = 0.0
    decode_ms: float = 0.0
    finish_reason: FinishReason = "stop"
    reasoning_tokens: int = 0
    """Of completion_tokens, those spent thinking (a <think> section)."""
    dropped_tokens: int = 0
    """Prompt tokens of history left out so that the conversation fits."""
    dropped_messages: int = 0
    """How many of the oldest messages were left out (0: none)."""
    summarised_messages: int = 0
    """Of dropped_messages, those a stored summary stood in for (the
    "summarise" policy); the rest were left out without one."""
    context_full: bool = False
    """finish_reason "length" because the context filled up, not because
    the answer reached its max_tokens."""
    disk_cached_tokens: int = 0
    """Of cached_tokens, those restored from the prompt cache on disk
    (app.engine.disk_cache): saved by an earlier run of Lantern."""
    device: str = ""
    """Where the answer ran ("Vulkan: <GPU>, 31 of 31 layers", "CPU only: ...":
    app.engine.devices.DeviceUse.summary); "" for a remote engine's answer."""

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
    @property
    def tools(self) -> tuple[str, ...]: ...


ContextPolicy = Literal["drop_oldest", "summarise", "ask"]
CONTEXT_POLICIES: tuple[ContextPolicy, ...] = ("drop_oldest", "summarise", "ask")
"""A conversation's answer to a history longer than the context: "drop_oldest"
(the oldest turns are left out of the prompt, and usage says how many),
"summarise" (the model writes a summary of the oldest turns, which is stored
and used in their place) or "ask" (stop and ask: nothing is sent, the chat
says how far over it is). These are also app.engine.requests.Generate's
context_policy values."""


def context_policy(value: object) -> ContextPolicy:
    """A stored or imported policy; anything unknown is the default."""
    return value if value in CONTEXT_POLICIES else "drop_oldest"

ThinkingChoice = Literal["default", "on", "off"]
THINKING_CHOICES: tuple[ThinkingChoice, ...] = ("default", "on", "off")
"""A conversation's `enable_thinking` for chat templates that take it (Qwen3,
SmolLM3, GLM...): the template's default, or set on or off."""


@dataclass(frozen=True)
class ConversationSettings:
    """What makes a conversation's next answer, beside the model itself."""

    system_prompt: str
    sampler: SamplerConfig
    lora: LoraSelection
    cache_prompt: bool
    tools: tuple[str, ...] = ()
    """The tools on for it (app.tools.toolbox keys: "source/name"); () none."""
    max_tokens: int = 0
    """The longest answer, in tokens; 0: the app's setting (Longest answer)."""
    context_policy: ContextPolicy = "drop_oldest"
    """When the history no longer fits the context (CONTEXT_POLICIES)."""
    thinking: ThinkingChoice = "default"
    """`enable_thinking` for templates that take it (THINKING_CHOICES)."""

    def enable_thinking(self) -> bool | None:
        """The request's enable_thinking: None keeps the template's default."""
        return {"on": True, "off": False}.get(self.thinking)

    def answer_limit(self, app_max_tokens: int) -> int:
        """The longest answer this conversation's next reply may be."""
        return self.max_tokens if self.max_tokens > 0 else app_max_tokens

    @classmethod
    def defaults(cls, settings: _Defaults) -> ConversationSettings:
        """A new conversation's settings, from the app's defaults."""
        return cls(settings.system_prompt, settings.sampler, (), settings.cache_prompt)

    @classmethod
    def of(cls, conversation: _Saved) -> ConversationSettings:
        return cls(conversation.system_prompt, conversation.sampler, conversation.lora,
                   conversation.cache_prompt, conversation.tools,
                   getattr(conversation, "max_tokens", 0),
                   getattr(conversation, "context_policy", "drop_oldest"),
                   getattr(conversation, "thinking", "default"))


class _Said(Protocol):
    @property
    def role(self) -> str: ...
    @property
    def content(self) -> str: ...


def _calls(message: _Said) -> bool:
    return bool(getattr(message, "tool_calls", ()))


def _said(message: _Said) -> dict[str, Any]:
    """One message in OpenAI's shape: an answer with its tool calls, a tool
    result with the id of the call it answers."""
    said: dict[str, Any] = {"role": message.role, "content": message.content}
    calls: Sequence[ToolCall] = getattr(message, "tool_calls", ())
    if message.role == "assistant" and calls:
        said["tool_calls"] = [{"id": c.id, "type": "function",
                               "function": {"name": c.name, "arguments": c.arguments}}
                              for c in calls]
    result = getattr(message, "tool_result", None)
    if message.role == "tool":
        said["tool_call_id"] = getattr(result, "call_id", "")
    images = getattr(message, "images", ())
    if images:
        from app.images import IMAGES_KEY  # PIL loads only once there are images

        said[IMAGES_KEY] = list(images)
    return said


def chat_messages(thread: Sequence[_Said], system_prompt: str) -> list[dict[str, Any]]:
    """A thread as chat-template messages (tool calls and results included; a
    message's images, app.images.ImageInput, under app.images.IMAGES_KEY).

    Empty answers (one that failed before its first token) are left out: the
    model would otherwise learn from the thread that it answers with nothing.
    So is the question of a turn that failed that way (a prompt too long, say):
    it stays saved, but counting it again would make every later turn fail
    the same way, each one longer.
    """
    messages: list[dict[str, Any]] = (
        [{"role": "system", "content": system_prompt}] if system_prompt.strip() else [])
    messages += [_said(thread[i]) for i in sent_indexes(thread)]
    return messages


def sent_indexes(thread: Sequence[_Said]) -> list[int]:
    """Which messages of a thread chat_messages sends, in order (the positions
    a prompt's messages after its system prompt come from)."""
    failed = _failed_questions(thread)
    return [i for i, m in enumerate(thread)
            if (m.role == "user" and i not in failed) or m.role == "tool" or (
                m.role == "assistant" and (bool(m.content) or _calls(m)))]


def _failed_questions(thread: Sequence[_Said]) -> set[int]:
    """Indexes of user messages answered by an error and nothing else."""
    return {i for i, (m, answer) in enumerate(itertools.pairwise(thread))
            if m.role == "user" and answer.role == "assistant" and not answer.content
            and not _calls(answer) and getattr(answer, "error", None)}


def prompt_budget(n_ctx: int, max_tokens: int) -> int:
    """The most tokens a chat prompt may have in a context of n_ctx: the
    answer keeps a quarter of the context, or its max_tokens if less."""
    return n_ctx - min(max_tokens, n_ctx // 4)


CHARS_PER_TOKEN = 4
"""A rough rule for English text with the common BPE vocabularies."""
TURN_OVERHEAD_TOKENS = 4
"""Roughly what a chat template adds around each message (role markers)."""
IMAGE_TOKENS_ESTIMATE = 256
"""A rough count for one image: vision projectors give 64 (SmolVLM) to
about a thousand (Qwen2.5-VL at full size) tokens per image, 256 is the
common middle (Gemma 3, LLaVA-style resamplers). Only the header's estimate
uses it; the engine's count_prompt counts an image exactly."""


class _Counted(Protocol):
    @property
    def role(self) -> str: ...
    @property
    def content(self) -> str: ...
    @property
    def usage(self) -> UsageStats | None: ...


def _rough_tokens(text: str) -> int:
    return -(-len(text) // CHARS_PER_TOKEN) + TURN_OVERHEAD_TOKENS


def _rough_message(message: _Counted) -> int:
    return (_rough_tokens(message.content)
            + IMAGE_TOKENS_ESTIMATE * len(getattr(message, "images", ())))


def next_prompt_estimate(thread: Sequence[_Counted], system_prompt: str, draft: str,
                         draft_images: Sequence[object] = ()) -> int:
    """About how many tokens the next chat prompt is: the last answer's own
    count (its prompt, with what was left out of it, plus its text: exact up
    to there; its thinking is not sent again) and a rough count of what came
    after it and of the draft, IMAGE_TOKENS_ESTIMATE for each image (a
    message's `images` and the draft's `draft_images`). Without a counted
    answer, all of it is rough. Documents found for the question are not in
    it (they are chosen later)."""
    start, counted = 0, _rough_tokens(system_prompt) if system_prompt else 0
    for index in range(len(thread) - 1, -1, -1):
        usage = thread[index].usage
        if thread[index].role == "assistant" and usage is not None and usage.prompt_tokens:
            start = index + 1
            counted = (usage.prompt_tokens + usage.dropped_tokens + usage.completion_tokens
                       - usage.reasoning_tokens)
            break
    rest = sum(_rough_message(m) for m in thread[start:])
    draft_tokens = _rough_tokens(draft) if draft.strip() or draft_images else 0
    return counted + rest + draft_tokens + IMAGE_TOKENS_ESTIMATE * len(draft_images)
