"""Plain data the store hands out, and the JSON it keeps settings in.

Times are Unix timestamps in seconds (UTC, floats) everywhere: they sort and
subtract without parsing, and the UI formats them in the user's time zone.
JSON columns are read tolerantly (unknown keys dropped, bad values ignored)
so that a database touched by another Lantern version still opens.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from typing import TYPE_CHECKING, Any, Literal, cast

from app.domain import (
    ContextPolicy,
    LoraSelection,
    SamplerConfig,
    ThinkingChoice,
    ToolCall,
    UsageStats,
    context_policy,
)
from app.said import from_json

if TYPE_CHECKING:  # PIL loads with the first image, not with the window's first paint
    from app.images import ImageInput


def _thinking(value: object) -> ThinkingChoice:
    return "on" if value == "on" else "off" if value == "off" else "default"

Role = Literal["system", "user", "assistant", "tool"]
ROLES: tuple[Role, ...] = ("system", "user", "assistant", "tool")

FinishReason = Literal["stop", "length", "cancelled", "interrupted", "error", "tool_calls"]
"""Why an answer ended. NULL in the database means it never ended (crash or
still streaming); "cancelled" means the user stopped it and it can be resumed;
"interrupted" means the engine's stream broke: incomplete, can be resumed too."""


@dataclass(frozen=True)
class Conversation:
    id: int
    title: str
    created_at: float
    updated_at: float
    """Last activity: a message added or an answer finished."""
    model: str = ""
    system_prompt: str = ""
    sampler: SamplerConfig = field(default_factory=SamplerConfig)
    lora: LoraSelection = ()
    cache_prompt: bool = True
    pinned: bool = False
    tip_message_id: int | None = None
    deleted_at: float | None = None
    message_count: int = 0
    model_id: str = ""
    """The installed local model that answers it ('' : the default chat model)."""
    tools: tuple[str, ...] = ()
    """The tools on for it ("source/name" keys, app.tools.toolbox)."""
    max_tokens: int = 0
    """Its longest answer in tokens; 0: the app's setting."""
    context_policy: ContextPolicy = "drop_oldest"
    """When its history outgrows the context (app.domain.CONTEXT_POLICIES)."""
    thinking: ThinkingChoice = "default"
    """Its enable_thinking switch (app.domain.THINKING_CHOICES)."""

    @classmethod
    def from_row(cls, row: dict[str, Any]) -> Conversation:
        return cls(
            id=row["id"],
            title=row["title"],
            created_at=row["created_at"],
            updated_at=row["updated_at"],
            model=row["model"],
            system_prompt=row["system_prompt"],
            sampler=sampler_from_json(row["sampler"]) or SamplerConfig(),
            lora=lora_from_json(row["lora"]) or (),
            cache_prompt=bool(row["cache_prompt"]),
            pinned=bool(row["pinned"]),
            tip_message_id=row["tip_message_id"],
            deleted_at=row["deleted_at"],
            message_count=row.get("message_count", 0),
            model_id=row.get("model_id") or "",
            tools=tools_from_json(row.get("tools")),
            max_tokens=row.get("max_tokens") or 0,
            context_policy=context_policy(row.get("context_policy")),
            thinking=_thinking(row.get("thinking")),
        )


@dataclass(frozen=True)
class ToolResult:
    """What a 'tool' message answers: which call, of which tool, from where."""

    call_id: str
    name: str
    source: str = ""
    """"Lantern" for Lantern's own tools, else the MCP server's name."""
    is_error: bool = False
    arguments: str = ""
    """The call's arguments (JSON text), kept beside the result for export."""


@dataclass(frozen=True)
class Message:
    id: int
    conversation_id: int
    parent_id: int | None
    role: Role
    content: str
    created_at: float
    updated_at: float
    complete: bool = True
    finish_reason: FinishReason | None = None
    model: str | None = None
    """For answers: what made them. None for the user's own messages."""
    sampler: SamplerConfig | None = None
    lora: LoraSelection | None = None
    usage: UsageStats | None = None
    error: str | None = None
    """Why the answer failed, in English as `str`; a sentence of Lantern's is
    an app.said.Said, which the window translates (app.workers.say.say)."""
    tool_calls: tuple[ToolCall, ...] = ()
    """On an answer: the tools it called (their results are the 'tool'
    messages after it)."""
    tool_result: ToolResult | None = None
    """On a 'tool' message: the call it answers."""
    reasoning: str = ""
    """On an answer: the model's thinking, apart from its content."""
    images: tuple[ImageInput, ...] = ()
    """On the user's message: the images attached to it, in order
    (app.store.image_files). One whose file is gone is left out."""

    @property
    def status(self) -> Literal["complete", "interrupted", "stopped", "failed"]:
        """How the UI should mark the message. "interrupted" covers both a
        crash and an answer that is streaming right now in another window."""
        if self.complete:
            return "complete"
        if self.finish_reason == "cancelled":
            return "stopped"
        return "failed" if self.finish_reason == "error" else "interrupted"

    @classmethod
    def from_row(cls, row: dict[str, Any], images: tuple[ImageInput, ...] = ()) -> Message:
        return cls(
            id=row["id"],
            conversation_id=row["conversation_id"],
            parent_id=row["parent_id"],
            role=row["role"],
            content=row["content"],
            created_at=row["created_at"],
            updated_at=row["updated_at"],
            complete=bool(row["complete"]),
            finish_reason=row["finish_reason"],
            model=row["model"],
            sampler=sampler_from_json(row["sampler"]),
            lora=lora_from_json(row["lora"]),
            usage=usage_from_json(row["usage"]),
            error=_error(row),
            tool_calls=tool_calls_from_json(row.get("tool_calls")),
            tool_result=tool_result_from_json(row.get("tool_result")),
            reasoning=row.get("reasoning") or "",
            images=images,
        )


def _error(row: dict[str, Any]) -> str | None:
    """The saved error; a sentence of Lantern's comes back marked (app.said),
    so it is shown in the reader's language, whatever language wrote it."""
    text = row["error"]
    if text is None:
        return None
    return from_json(row.get("error_said"), text) or text


@dataclass(frozen=True)
class StoredSummary:
    """A summary of a thread's oldest messages (app.store.summaries)."""

    id: int
    conversation_id: int
    through_message_id: int
    """The last message it covers: the thread from the root through it."""
    content: str
    edited: bool
    """Written (or changed) by the user rather than by the model."""
    model: str
    created_at: float

    @classmethod
    def from_row(cls, row: dict[str, Any]) -> StoredSummary:
        return cls(id=row["id"], conversation_id=row["conversation_id"],
                   through_message_id=row["through_message_id"], content=row["content"],
                   edited=bool(row["edited"]), model=row["model"] or "",
                   created_at=row["created_at"])


@dataclass(frozen=True)
class SearchHit:
    conversation_id: int
    message_id: int
    title: str
    role: Role
    snippet: str
    """Text around the match with the matched terms between the markers."""
    created_at: float


def _load(raw: str | None) -> Any:
    if raw is None:
        return None
    try:
        return json.loads(raw)
    except ValueError:
        return None


def sampler_to_json(sampler: SamplerConfig) -> str:
    return json.dumps(asdict(sampler))


def sampler_from_dict(data: Any) -> SamplerConfig | None:
    if not isinstance(data, dict):
        return None
    known = {f.name for f in fields(SamplerConfig)}
    values = {k: v for k, v in data.items() if k in known}
    values["stop"] = tuple(values.get("stop") or ())
    try:
        return SamplerConfig(**values)
    except TypeError:
        return None


def sampler_from_json(raw: str | None) -> SamplerConfig | None:
    return sampler_from_dict(_load(raw))


def lora_to_json(lora: LoraSelection) -> str:
    return json.dumps([[name, scale] for name, scale in lora])


def lora_from_list(data: Any) -> LoraSelection | None:
    if not isinstance(data, list):
        return None
    pairs = [p for p in data if isinstance(p, list | tuple) and len(p) == 2]
    return tuple((str(name), float(scale)) for name, scale in pairs)


def lora_from_json(raw: str | None) -> LoraSelection | None:
    return lora_from_list(_load(raw))


def usage_to_dict(usage: UsageStats) -> dict[str, Any]:
    # Derived figures are stored too so exports and SQL queries can read them.
    return asdict(usage) | {
        "total_tokens": usage.total_tokens,
        "tokens_per_second": round(usage.tokens_per_second, 3),
    }


def usage_from_dict(data: Any) -> UsageStats | None:
    if not isinstance(data, dict):
        return None
    known = {f.name for f in fields(UsageStats)}
    try:
        return UsageStats(**{k: v for k, v in data.items() if k in known})
    except TypeError:
        return None


def usage_from_json(raw: str | None) -> UsageStats | None:
    return usage_from_dict(_load(raw))


def as_role(value: Any) -> Role:
    if value not in ROLES:
        raise ValueError(f"unknown role {value!r}")
    return cast(Role, value)


def tools_to_json(tools: tuple[str, ...]) -> str:
    return json.dumps(list(tools))


def tools_from_json(raw: str | None) -> tuple[str, ...]:
    data = _load(raw)
    return tuple(t for t in data if isinstance(t, str)) if isinstance(data, list) else ()


def tool_calls_to_json(calls: tuple[ToolCall, ...]) -> str | None:
    if not calls:
        return None
    return json.dumps([{"id": c.id, "name": c.name, "arguments": c.arguments} for c in calls])


def tool_calls_from_list(data: Any) -> tuple[ToolCall, ...]:
    if not isinstance(data, list):
        return ()
    return tuple(ToolCall(str(c["id"]), str(c["name"]), str(c.get("arguments", "")))
                 for c in data if isinstance(c, dict) and "id" in c and "name" in c)


def tool_calls_from_json(raw: str | None) -> tuple[ToolCall, ...]:
    return tool_calls_from_list(_load(raw))


def tool_result_to_json(result: ToolResult | None) -> str | None:
    return None if result is None else json.dumps(asdict(result))


def tool_result_from_dict(data: Any) -> ToolResult | None:
    if not isinstance(data, dict) or "call_id" not in data or "name" not in data:
        return None
    return ToolResult(str(data["call_id"]), str(data["name"]), str(data.get("source", "")),
                      data.get("is_error") is True, str(data.get("arguments", "")))


def tool_result_from_json(raw: str | None) -> ToolResult | None:
    return tool_result_from_dict(_load(raw))
