"""Request bodies of the OpenAI API (and llama.cpp server's extensions), checked.

Types are strict (a string is not a number), as OpenAI's own API is; fields
no model here names are kept aside in `model_extra`, ignored unless the
server runs in strict mode.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from app.api.errors import ApiError

Temperature = Annotated[float, Field(ge=0, le=2)]
Penalty = Annotated[float, Field(ge=-2, le=2)]
Probability = Annotated[float, Field(ge=0, le=1)]
PositiveInt = Annotated[int, Field(ge=1)]


class _Body(BaseModel):
    model_config = ConfigDict(strict=True, extra="allow")


class LoraEntry(_Body):
    """llama.cpp server's `lora: [{"id": 0, "scale": 0.5}]`; Lantern also takes names."""

    id: int | None = None
    name: str | None = None
    scale: float | None = None


class StreamOptions(_Body):
    include_usage: bool = False


class ContentPart(_Body):
    type: str
    text: str | None = None


class ChatMessage(_Body):
    role: Literal["system", "developer", "user", "assistant"]
    content: str | list[ContentPart] | None = None
    name: str | None = None


class _Generation(_Body):
    model: str | None = None
    stream: bool = False
    stream_options: StreamOptions | None = None
    max_tokens: PositiveInt | None = None
    temperature: Temperature | None = None
    top_p: Probability | None = None
    top_k: Annotated[int, Field(ge=0)] | None = None
    min_p: Probability | None = None
    repeat_penalty: Annotated[float, Field(gt=0)] | None = None
    presence_penalty: Penalty | None = None
    frequency_penalty: Penalty | None = None
    stop: str | list[str] | None = None
    seed: Annotated[int, Field(ge=0, lt=2**32)] | None = None
    n: Annotated[int, Field(ge=1)] = 1
    logprobs: bool | int | None = None
    user: str | None = None
    cache_prompt: bool = True
    lora: list[LoraEntry] | None = None


class ChatCompletionRequest(_Generation):
    messages: Annotated[list[ChatMessage], Field(min_length=1)]
    max_completion_tokens: PositiveInt | None = None
    response_format: dict[str, Any] | None = None
    tools: list[Any] | None = None
    tool_choice: Any = None


class CompletionRequest(_Generation):
    prompt: str | list[str]
    echo: bool = False
    suffix: str | None = None


class EmbeddingRequest(_Body):
    input: str | list[str]
    model: str | None = None
    encoding_format: Literal["float", "base64"] = "float"
    dimensions: int | None = None
    user: str | None = None


def _describe(error: ValidationError) -> tuple[str, str]:
    first = error.errors(include_url=False)[0]
    where = ".".join(str(part) for part in first["loc"]) or "body"
    given = first.get("input")
    shown = f" (got {given!r})" if not isinstance(given, dict | list) else ""
    return f"Invalid '{where}': {first['msg']}{shown}.", where


def parse(model: type[_Body], raw: object, strict: bool) -> Any:
    """The checked request, or ApiError 400 naming the first bad field."""
    if not isinstance(raw, dict):
        raise ApiError(400, "The request body must be a JSON object.")
    try:
        body = model.model_validate(raw)
    except ValidationError as exc:
        message, where = _describe(exc)
        raise ApiError(400, message, code="invalid_value", param=where) from None
    if strict and body.model_extra:
        unknown = ", ".join(sorted(body.model_extra))
        raise ApiError(400, f"Unknown field(s): {unknown}. This server runs in strict mode; "
                            "remove them or start it without --strict.",
                       code="unknown_field", param=sorted(body.model_extra)[0])
    return body
