"""The one schema an imported conversation must match, checked before anything is written.

pydantic validates the whole document and reports every problem with where
it is, so a person fixing a hand-edited file sees all of them at once, each
as a JSON path (`$.messages[3].sampler.temperature: ...`). Scalars are
strict ("many" is not a number, true is not 1); unknown keys are ignored so
that a later Lantern's extra fields do not stop an import. Value ranges are
the engine's own (SamplerConfig.validate), so an imported conversation can
always be continued.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Annotated, Any, Literal

from pydantic import Field, StrictBool, StrictInt

from app.schema import (
    Checked,
    Count,
    LoraPair,
    MessageId,
    Millis,
    SamplerModel,
    Text,
    Timestamp,
)


class UsageModel(Checked):
    prompt_tokens: Count = 0
    completion_tokens: Count = 0
    cached_tokens: Count = 0
    prefill_ms: Millis = 0.0
    decode_ms: Millis = 0.0
    finish_reason: Literal["stop", "length", "cancelled", "tool_calls"] = "stop"
    reasoning_tokens: Count = 0
    dropped_tokens: Count = 0
    dropped_messages: Count = 0
    summarised_messages: Count = 0
    context_full: bool = False
    device: Text = ""


class ToolCallModel(Checked):
    id: Text
    name: Text
    arguments: Text = ""


class ToolResultModel(Checked):
    call_id: Text
    name: Text
    source: Text = ""
    is_error: StrictBool = False
    arguments: Text = ""


class MessageModel(Checked):
    id: MessageId
    parent_id: MessageId | None = None
    role: Literal["system", "user", "assistant", "tool"]
    content: Text
    created_at: Timestamp | None = None
    updated_at: Timestamp | None = None
    complete: StrictBool = True
    finish_reason: Literal["stop", "length", "cancelled", "error", "tool_calls"] | None = None
    model: Text | None = None
    sampler: SamplerModel | None = None
    lora: list[LoraPair] | None = None
    usage: UsageModel | None = None
    error: Text | None = None
    error_said: dict[str, Any] | None = None
    """The error without its language (app.said.to_json); read back leniently:
    a form that cannot be read leaves the error as its text."""
    tool_calls: list[ToolCallModel] = Field(default_factory=list)
    tool_result: ToolResultModel | None = None
    reasoning: Text = ""
    """The answer's thinking (version 3); older files have none."""
    images: list[Text] = Field(default_factory=list)
    """The message's images as data: URLs, in order (version 5); each is
    read through app.images.read_image on import, so its bounds hold."""


class ConversationModel(Checked):
    title: Text = ""
    created_at: Timestamp | None = None
    model: Text = ""
    system_prompt: Text = ""
    sampler: SamplerModel = Field(default_factory=SamplerModel)
    lora: list[LoraPair] = Field(default_factory=list)
    cache_prompt: StrictBool = True
    pinned: StrictBool = False
    tip_message_id: MessageId | None = None
    tools: list[Text] = Field(default_factory=list)
    max_tokens: Annotated[StrictInt, Field(ge=0, le=10_000_000)] = 0
    """The conversation's longest answer; 0: the app's setting."""
    context_policy: Literal["drop_oldest", "summarise", "ask"] = "drop_oldest"
    """When its history outgrows the context (version 3)."""
    thinking: Literal["default", "on", "off"] = "default"
    """Its enable_thinking switch (version 3)."""


class SummaryModel(Checked):
    """A summary of the oldest turns (version 4): the thread through a message."""

    through_message_id: MessageId
    content: Annotated[Text, Field(min_length=1)]
    edited: StrictBool = False
    model: Text = ""
    created_at: Timestamp | None = None


class ExportModel(Checked):
    format: Literal["lantern-conversation"]
    version: Annotated[StrictInt, Field(ge=1)]
    conversation: ConversationModel
    messages: list[MessageModel]
    summaries: list[SummaryModel] = Field(default_factory=list)


def validate_export(data: Any) -> ExportModel:
    """The export, checked whole; ValidationError lists every problem."""
    return ExportModel.model_validate(data)


def tree_problems(export: ExportModel) -> Iterable[str]:
    """What a schema cannot say: ids unique, parents present, the tip a message."""
    index: dict[int, int] = {}
    for n, message in enumerate(export.messages):
        if message.id in index:
            yield (f"$.messages[{n}].id: the same id as $.messages[{index[message.id]}] "
                   f"({message.id})")
        else:
            index[message.id] = n
    for n, message in enumerate(export.messages):
        if message.parent_id is not None and message.parent_id not in index:
            yield (f"$.messages[{n}].parent_id: message {message.parent_id} is not in "
                   "the export")
    tip = export.conversation.tip_message_id
    if tip is not None and tip not in index:
        yield f"$.conversation.tip_message_id: message {tip} is not in the export"
    for n, summary in enumerate(export.summaries):
        if summary.through_message_id not in index:
            yield (f"$.summaries[{n}].through_message_id: message "
                   f"{summary.through_message_id} is not in the export")
