"""Request bodies of the OpenAI API (and llama.cpp server's extensions), checked.

Types are strict (a string is not a number), as OpenAI's own API is; fields
no model here names are kept aside in `model_extra` at every level (the body,
each message and content part, lora entries, stream_options,
response_format), ignored unless the server runs in strict mode, which
refuses them naming each one's path (`messages.1.audio`).
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
MAX_CHOICES = 16
"""`n`: each choice is a generation of its own, made one after another."""
MAX_TOP_LOGPROBS = 20
TopLogprobs = Annotated[int, Field(ge=0, le=MAX_TOP_LOGPROBS)]


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
    image_url: dict[str, Any] | str | None = None
    """An image: {"url": "data:image/png;base64,..."}, or the URL alone (as
    some clients send it); read in app.api.attached."""


class FunctionCall(_Body):
    name: str
    arguments: str
    """JSON text, as the model wrote it (checked to be JSON in translate.py)."""


class ToolCallIn(_Body):
    """A call an earlier assistant message made: `messages.N.tool_calls.M`."""

    id: str
    type: Literal["function"] = "function"
    function: FunctionCall


class ChatMessage(_Body):
    role: Literal["system", "developer", "user", "assistant", "tool"]
    content: str | list[ContentPart] | None = None
    name: str | None = None
    tool_calls: list[ToolCallIn] | None = None
    tool_call_id: str | None = None
    """On a `tool` message: which earlier call this is the result of."""


ToolName = Annotated[str, Field(min_length=1)]
"""Which names are allowed is the domain's rule (ToolSpec.first_problem)."""


class FunctionDef(_Body):
    name: ToolName
    description: str | None = None
    parameters: dict[str, Any] | None = None
    """The client's own JSON Schema: its inside is not checked for unknown fields."""
    strict: bool | None = None


class Tool(_Body):
    type: Literal["function"]
    function: FunctionDef


class NamedFunction(_Body):
    name: str


class NamedToolChoice(_Body):
    type: Literal["function"]
    function: NamedFunction


ToolChoice = str | NamedToolChoice
"""A string is "auto", "none" or "required" (checked in structured.py, so that
a wrong one is named as `tool_choice`, not as a member of a union)."""


class JsonSchemaFormat(_Body):
    name: str | None = None
    description: str | None = None
    schema_: dict[str, Any] | None = Field(default=None, alias="schema")
    """The client's own JSON Schema: its inside is not checked for unknown fields."""
    strict: bool | None = None


class ResponseFormat(_Body):
    type: Literal["text", "json_object", "json_schema"]
    json_schema: JsonSchemaFormat | None = None
    schema_: dict[str, Any] | None = Field(default=None, alias="schema")
    """llama.cpp server's extension: `{"type": "json_object", "schema": {...}}`."""


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
    n: Annotated[int, Field(ge=1, le=MAX_CHOICES)] = 1
    user: str | None = None
    cache_prompt: bool = True
    lora: list[LoraEntry] | None = None


class ChatTemplateKwargs(_Body):
    """llama.cpp server's `chat_template_kwargs`: what Lantern passes on."""

    enable_thinking: bool | None = None


class ChatCompletionRequest(_Generation):
    messages: Annotated[list[ChatMessage], Field(min_length=1)]
    max_completion_tokens: PositiveInt | None = None
    reasoning_format: Literal["auto", "deepseek", "none"] = "auto"
    """llama.cpp's: a <think> section goes to reasoning_content ("auto",
    "deepseek"), or stays in the content with its tags ("none")."""
    chat_template_kwargs: ChatTemplateKwargs | None = None
    response_format: ResponseFormat | None = None
    tools: list[Tool] | None = None
    tool_choice: ToolChoice | None = None
    parallel_tool_calls: bool = True
    logprobs: bool = False
    top_logprobs: TopLogprobs | None = None


class CompletionRequest(_Generation):
    prompt: str | list[str]
    echo: bool = False
    suffix: str | None = None
    logprobs: TopLogprobs | None = None
    """OpenAI's legacy field: how many alternatives per token (0: only the chosen one)."""
    json_schema: dict[str, Any] | None = None
    """llama.cpp server's extension: constrain the text to this JSON Schema."""
    grammar: str | None = None
    """llama.cpp server's extension: constrain the text to this GBNF grammar."""


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
