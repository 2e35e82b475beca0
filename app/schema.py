"""Shared pydantic pieces for checking files people can edit: imports and settings.

pydantic validates a whole document and reports every problem with where it
is, so a person fixing a hand-edited file sees all of them at once, each as
a JSON path (`$.sampler.temperature: ...`). Scalars are strict ("many" is
not a number, true is not 1). Value ranges are the engine's own
(SamplerConfig.validate), so what passes can always be used.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Annotated, Any

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StrictFloat,
    StrictInt,
    StrictStr,
    ValidationError,
)

from app.domain import SamplerConfig

_DEFAULT = SamplerConfig()
LATEST_TIME = 32503680000.0
"""1 January 3000: later times overflow date formatting in some time zones."""


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


class Checked(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)


class SamplerModel(Checked):
    temperature: Annotated[Number, Field(ge=0)] = _DEFAULT.temperature
    top_p: Annotated[Number, Field(gt=0, le=1)] = _DEFAULT.top_p
    top_k: Annotated[StrictInt, Field(ge=0, le=2**31 - 1)] = _DEFAULT.top_k
    min_p: Annotated[Number, Field(ge=0, le=1)] = _DEFAULT.min_p
    repeat_penalty: Annotated[Number, Field(gt=0)] = _DEFAULT.repeat_penalty
    seed: Annotated[StrictInt, Field(ge=0, le=2**32 - 1)] | None = _DEFAULT.seed
    stop: list[NonEmptyText] = Field(default_factory=list)
    presence_penalty: Annotated[Number, Field(ge=-2, le=2)] = _DEFAULT.presence_penalty
    frequency_penalty: Annotated[Number, Field(ge=-2, le=2)] = _DEFAULT.frequency_penalty

    def to_config(self) -> SamplerConfig:
        return SamplerConfig(
            temperature=self.temperature, top_p=self.top_p, top_k=self.top_k,
            min_p=self.min_p, repeat_penalty=self.repeat_penalty,
            seed=self.seed, stop=tuple(self.stop), presence_penalty=self.presence_penalty,
            frequency_penalty=self.frequency_penalty)


def json_path(location: Sequence[int | str]) -> str:
    """pydantic's error location as a JSON path: ("messages", 3, "role") -> $.messages[3].role."""
    return "$" + "".join(f"[{part}]" if isinstance(part, int) else f".{part}"
                         for part in location)


def shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def problems_of(error: ValidationError) -> list[str]:
    """One line per problem: where, what is wrong, what was found."""
    lines = []
    for item in error.errors(include_url=False):
        message = str(item["msg"]).removeprefix("Value error, ")
        found = "" if item["type"] == "missing" else f" (found {shown(item['input'])})"
        lines.append(f"{json_path(item['loc'])}: {message}{found}")
    return lines
