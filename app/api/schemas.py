"""Request bodies of the OpenAI API (and llama.cpp server's extensions), checked.

Types are strict (a string is not a number), as OpenAI's own API is; fields
no model here names are kept aside in `model_extra` at every level (the body,
each message and content part, lora entries, stream_options,
response_format), ignored unless the server runs in strict mode, which
refuses them naming each one's path (`messages.1.tool_calls`).
"""

from __future__ import annotations

from collections.abc import Iterator
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
    image_url: dict[str, Any] | None = None
    """Named so that an image is refused as "text only", not as unknown."""


class ChatMessage(_Body):
    role: Literal["system", "developer", "user", "assistant"]
    content: str | list[ContentPart] | None = None
    name: str | None = None


class JsonSchemaFormat(_Body):
    name: str | None = None
    description: str | None = None
    schema_: dict[str, Any] | None = Field(default=None, alias="schema")
    """The client's own JSON Schema: its inside is not checked for unknown fields."""
    strict: bool | None = None


class ResponseFormat(_Body):
    type: str
    """Any name passes here; what this server cannot do is refused in translate.py."""
    json_schema: JsonSchemaFormat | None = None


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
    response_format: ResponseFormat | None = None
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


def unknown_fields(value: object, path: str = "") -> Iterator[str]:
    """Paths of the fields no model names, depth first, as the client wrote them."""
    if isinstance(value, BaseModel):
        for name in value.model_extra or {}:
            yield f"{path}{name}"
        for name, info in type(value).model_fields.items():
            yield from unknown_fields(getattr(value, name), f"{path}{info.alias or name}.")
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from unknown_fields(item, f"{path}{index}.")


def parse(model: type[_Body], raw: object, strict: bool) -> Any:
    """The checked request, or ApiError 400 naming the first bad field."""
    if not isinstance(raw, dict):
        raise ApiError(400, "The request body must be a JSON object.")
    try:
        body = model.model_validate(raw)
    except ValidationError as exc:
        message, where = _describe(exc)
        raise ApiError(400, message, code="invalid_value", param=where) from None
    if strict and (unknown := list(unknown_fields(body))):
        raise ApiError(400, f"Unknown field(s): {', '.join(unknown)}. This server runs in "
                            "strict mode; remove them or start it without --strict.",
                       code="unknown_field", param=unknown[0])
    return body
