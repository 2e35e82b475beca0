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

import math
from collections.abc import Iterable, Sequence
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StrictFloat,
    StrictInt,
    StrictStr,
    ValidationError,
)

from app.engine.requests import SamplerConfig

_DEFAULT = SamplerConfig()
LATEST_TIME = 253402300799.0
"""The last second of the year 9999: later times cannot be shown as dates."""


def _is_text(value: str) -> str:
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        bad = value[exc.start]
        raise ValueError(f"holds an unpaired surrogate (\\u{ord(bad):04x}), which is not "
                         "text; the file was damaged or made by a broken tool") from None
    return value


def _finite(value: float) -> float:
    if not math.isfinite(value):
        raise ValueError("must be a finite number")
    return value


Text = Annotated[StrictStr, AfterValidator(_is_text)]
NonEmptyText = Annotated[StrictStr, Field(min_length=1), AfterValidator(_is_text)]
Number = Annotated[StrictFloat, AfterValidator(_finite)]
Count = Annotated[StrictInt, Field(ge=0, le=2**53)]
Millis = Annotated[Number, Field(ge=0)]
Timestamp = Annotated[Number, Field(ge=0, le=LATEST_TIME)]
MessageId = Annotated[StrictInt, Field(ge=-(2**63), le=2**63 - 1)]
LoraPair = tuple[NonEmptyText, Number]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)


class SamplerModel(_Strict):
    temperature: Annotated[Number, Field(ge=0)] = _DEFAULT.temperature
    top_p: Annotated[Number, Field(gt=0, le=1)] = _DEFAULT.top_p
    top_k: Annotated[StrictInt, Field(ge=0, le=2**31 - 1)] = _DEFAULT.top_k
    min_p: Annotated[Number, Field(ge=0, le=1)] = _DEFAULT.min_p
    repeat_penalty: Annotated[Number, Field(gt=0)] = _DEFAULT.repeat_penalty
    seed: Annotated[StrictInt, Field(ge=0, le=2**32 - 1)] | None = _DEFAULT.seed
    stop: list[NonEmptyText] = Field(default_factory=list)

    def to_config(self) -> SamplerConfig:
        return SamplerConfig(
            temperature=self.temperature, top_p=self.top_p, top_k=self.top_k,
            min_p=self.min_p, repeat_penalty=self.repeat_penalty,
            seed=self.seed, stop=tuple(self.stop))


class UsageModel(_Strict):
    prompt_tokens: Count = 0
    completion_tokens: Count = 0
    cached_tokens: Count = 0
    prefill_ms: Millis = 0.0
    decode_ms: Millis = 0.0
    finish_reason: Literal["stop", "length", "cancelled"] = "stop"


class MessageModel(_Strict):
    id: MessageId
    parent_id: MessageId | None = None
    role: Literal["system", "user", "assistant"]
    content: Text
    created_at: Timestamp | None = None
    updated_at: Timestamp | None = None
    complete: StrictBool = True
    finish_reason: Literal["stop", "length", "cancelled", "error"] | None = None
    model: Text | None = None
    sampler: SamplerModel | None = None
    lora: list[LoraPair] | None = None
    usage: UsageModel | None = None
    error: Text | None = None


class ConversationModel(_Strict):
    title: Text = ""
    created_at: Timestamp | None = None
    model: Text = ""
    system_prompt: Text = ""
    sampler: SamplerModel = Field(default_factory=SamplerModel)
    lora: list[LoraPair] = Field(default_factory=list)
    cache_prompt: StrictBool = True
    pinned: StrictBool = False
    tip_message_id: MessageId | None = None


class ExportModel(_Strict):
    format: Literal["lantern-conversation"]
    version: Annotated[StrictInt, Field(ge=1)]
    conversation: ConversationModel
    messages: list[MessageModel]


def json_path(location: Sequence[int | str]) -> str:
    """pydantic's error location as a JSON path: ("messages", 3, "role") -> $.messages[3].role."""
    return "$" + "".join(f"[{part}]" if isinstance(part, int) else f".{part}"
                         for part in location)


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def problems_of(error: ValidationError) -> list[str]:
    """One line per problem: where, what is wrong, what was found."""
    lines = []
    for item in error.errors(include_url=False):
        message = str(item["msg"]).removeprefix("Value error, ")
        found = "" if item["type"] == "missing" else f" (found {_shown(item['input'])})"
        lines.append(f"{json_path(item['loc'])}: {message}{found}")
    return lines


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
