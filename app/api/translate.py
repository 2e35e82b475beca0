"""OpenAI request bodies -> BatchRequest fields (prompt, sampler, adapters, tools,
constraint, logprobs)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from app.api.attached import read_part, refuse_unseen
from app.api.catalog import Catalog
from app.api.errors import ApiError
from app.api.schemas import ChatCompletionRequest, ChatMessage, CompletionRequest
from app.api.structured import chat_message, constraint_and_field, tool_choice, tool_specs
from app.engine.requests import SamplerConfig
from app.images import IMAGES_KEY, ImageInput

Body = ChatCompletionRequest | CompletionRequest


def _content_of(message: ChatMessage, index: int) -> tuple[str, list[ImageInput]]:
    """The message's text (its text parts joined in order) and its images."""
    content = message.content
    if content is None or isinstance(content, str):
        return content or "", []
    texts: list[str] = []
    images: list[ImageInput] = []
    for number, part in enumerate(content):
        where = f"messages.{index}.content.{number}"
        if part.type == "text" and part.text is not None:
            texts.append(part.text)
        elif part.type == "image_url" and part.image_url is not None:
            images.append(read_part(part.image_url, where, message.role))
        else:
            raise ApiError(400, f"'{where}' is a '{part.type}' part; Lantern reads text and "
                                "image_url parts.", param=where)
    return "".join(texts), images


def chat_messages(body: ChatCompletionRequest) -> list[dict[str, Any]]:
    """The messages for the model's template, OpenAI-shaped (tool calls and tool
    results included), each checked against the ones before it; a message's
    images, checked and ready for the model, under IMAGES_KEY."""
    calls_so_far: dict[str, str] = {}
    messages = []
    for index, message in enumerate(body.messages):
        text, images = _content_of(message, index)
        out = chat_message(message, index, text, calls_so_far)
        if images:
            out[IMAGES_KEY] = images
        messages.append(out)
    return messages


def has_images(body: dict[str, Any]) -> bool:
    """Whether a chat body (a protocol's translation, not yet checked) has an
    image part."""
    messages = body.get("messages")
    contents = [m.get("content") for m in messages if isinstance(m, dict)] \
        if isinstance(messages, list) else []
    return any(isinstance(part, dict) and part.get("type") == "image_url"
               for content in contents if isinstance(content, list) for part in content)


def first_image(body: ChatCompletionRequest) -> str | None:
    """Where the request's first image is (`messages.0.content.1`), or None."""
    for index, message in enumerate(body.messages):
        for number, part in enumerate(message.content if isinstance(message.content, list)
                                      else ()):
            if part.type == "image_url":
                return f"messages.{index}.content.{number}"
    return None


def completion_prompt(body: CompletionRequest) -> str:
    if isinstance(body.prompt, str):
        return body.prompt
    if len(body.prompt) == 1:
        return body.prompt[0]
    raise ApiError(400, "Send one prompt per request (a list of several prompts is not "
                        "supported).", param="prompt")


def logprobs(body: Body) -> int | None:
    """How many alternatives per token to report, or None for no logprobs."""
    if isinstance(body, CompletionRequest):
        return body.logprobs
    if body.top_logprobs is not None and not body.logprobs:
        raise ApiError(400, "top_logprobs needs logprobs: true.", param="top_logprobs")
    return (body.top_logprobs or 0) if body.logprobs else None


def sampler(body: Body, defaults: SamplerConfig) -> SamplerConfig:
    """The request's sampler fields over the server's defaults."""
    stop = body.stop
    changes: dict[str, Any] = {
        "temperature": body.temperature, "top_p": body.top_p, "top_k": body.top_k,
        "min_p": body.min_p, "repeat_penalty": body.repeat_penalty,
        "presence_penalty": body.presence_penalty,
        "frequency_penalty": body.frequency_penalty, "seed": body.seed,
        "stop": None if stop is None else ((stop,) if isinstance(stop, str) else tuple(stop)),
    }
    config = replace(defaults, **{k: v for k, v in changes.items() if v is not None})
    if any(not s for s in config.stop):
        raise ApiError(400, "Stop sequences must be non-empty strings.", param="stop")
    return config


def max_tokens(body: Body, default: int) -> int:
    if isinstance(body, ChatCompletionRequest) and body.max_completion_tokens is not None:
        return body.max_completion_tokens
    return body.max_tokens if body.max_tokens is not None else default


def generation_fields(body: Body, catalog: Catalog, defaults: SamplerConfig,
                      default_max_tokens: int) -> dict[str, Any]:
    """Keyword arguments for Generate / GenerateStream."""
    fields: dict[str, Any] = {
        "max_tokens": max_tokens(body, default_max_tokens),
        "config": sampler(body, defaults),
        "cache_prompt": body.cache_prompt,
        "lora_selection": catalog.selection(body.lora),
        "constraint": constraint_and_field(body)[0],
        "logprobs": logprobs(body),
    }
    if isinstance(body, ChatCompletionRequest):
        tools = tool_specs(body)
        kwargs = body.chat_template_kwargs
        prompt = chat_messages(body)
        if catalog.sees_images is False and (where := first_image(body)):
            raise refuse_unseen(catalog.model_id, where)  # before it waits in the queue
        fields.update(prompt=prompt, tools=tools,
                      tool_choice=tool_choice(body.tool_choice, tools),
                      parallel_tool_calls=body.parallel_tool_calls,
                      split_reasoning=body.reasoning_format != "none",
                      enable_thinking=kwargs.enable_thinking if kwargs else None)
    else:
        fields["prompt"] = completion_prompt(body)
    return fields
