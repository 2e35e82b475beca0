"""Anthropic's Messages API (`POST /v1/messages`, `/v1/messages/count_tokens`):
a translation to and from the shared chat path (app.api.generation).

A request becomes a chat completions body, checked and generated exactly as
a chat request is; tool_use and tool_result blocks become tool calls and
tool results, `tool_choice` any/tool become required/a named tool (the same
grammar-guaranteed calls), `thinking` becomes the template's thinking
switch. Errors name the fields as the client wrote them
(`messages.2.content.0.tool_use_id`) and come in Anthropic's shape.
"""

from __future__ import annotations

import json
import re
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from json.encoder import encode_basestring
from typing import Any

from starlette.requests import Request as HttpRequest
from starlette.responses import JSONResponse, Response

from app.api.attached import image_part
from app.api.catalog import ServedModel
from app.api.errors import ApiError
from app.api.generation import Generation, Renames
from app.api.responses import Answer
from app.api.streaming import Piece, ReasoningDelta
from app.domain import ToolCall, ToolCallDelta
from app.engine.requests import GenerateStream, UsageStats

# Anthropic's error types by status (docs.anthropic.com/en/api/errors).
ERROR_TYPES = {400: "invalid_request_error", 401: "authentication_error",
               403: "permission_error", 404: "not_found_error", 413: "request_too_large",
               429: "rate_limit_error", 503: "overloaded_error", 529: "overloaded_error"}
STOP_REASONS = {"stop": "end_turn", "length": "max_tokens", "tool_calls": "tool_use",
                "cancelled": "end_turn", "interrupted": "end_turn"}


def error_body(error: ApiError) -> dict[str, object]:
    kind = ERROR_TYPES.get(error.status, "api_error" if error.status >= 500
                           else "invalid_request_error")
    return {"type": "error", "error": {"type": kind, "message": error.message}}


def _bad(message: str, param: str) -> ApiError:
    return ApiError(400, message, code="invalid_value", param=param)


@dataclass
class MessagesForm(Renames):
    """A Messages body as a chat completions body, and where each message came from."""

    body: dict[str, Any]
    origins: list[str] = field(default_factory=list)
    """origins[i]: the path in the Anthropic request that made messages.i."""
    calls: dict[int, list[str]] = field(default_factory=dict)
    """calls[i][j]: the tool_use block that made messages.i.tool_calls.j."""
    parts: dict[str, str] = field(default_factory=dict)
    """The image block that made each chat image part (`messages.1.content.0`)."""

    def name_of(self, param: str) -> str:
        if param in self.parts:
            return self.parts[param]
        if match := re.match(r"messages\.(\d+)\.tool_calls\.(\d+)", param):
            found = self.calls.get(int(match.group(1)), [])[int(match.group(2)):][:1]
            return found[0] + (".input" if param.endswith(".arguments") else "") \
                if found else "messages"
        if match := re.match(r"messages\.(\d+)(\..*)?$", param):
            index, rest = int(match.group(1)), match.group(2) or ""
            origin = self.origins[index] if index < len(self.origins) else "messages"
            return origin + (".tool_use_id" if rest == ".tool_call_id" else "")
        if match := re.match(r"tools\.(\d+)\.function(\.parameters)?(\..*)?$", param):
            inner = ".input_schema" if match.group(2) else ""
            return f"tools.{match.group(1)}{inner}{match.group(3) or ''}"
        if param.startswith("response_format.json_schema.schema"):
            return "output_config.format.schema" + param[len("response_format.json_schema."
                                                             "schema"):]
        return {"stop": "stop_sequences", "tool_choice.function.name": "tool_choice.name",
                "response_format": "output_config.format"}.get(param, param)


def _text_blocks(content: Any, where: str) -> str:
    """Text content: a string, or a list of text blocks."""
    if isinstance(content, str):
        return content
    if not isinstance(content, list):
        raise _bad(f"'{where}' must be text or a list of content blocks.", where)
    texts = []
    for number, block in enumerate(content):
        kind = block.get("type") if isinstance(block, dict) else None
        if kind != "text" or not isinstance(block.get("text"), str):
            raise _unreadable(kind, f"{where}.{number}")
        texts.append(block["text"])
    return "".join(texts)


def _unreadable(kind: object, where: str) -> ApiError:
    if kind == "image":
        return _bad(f"'{where}' is an image block; images go in a user message's content "
                    "(not in tool results or the system prompt).", f"{where}.type")
    if kind == "document":
        return _bad(f"'{where}' is a document block; Lantern reads text and image blocks "
                    "(send the document's text).", f"{where}.type")
    return _bad(f"'{where}' is a {kind!r} block; Lantern takes text, tool_use, tool_result "
                "and thinking blocks.", f"{where}.type")


def _image(block: dict[str, Any], path: str) -> dict[str, Any]:
    """An image block as a chat image part (read with the chat request): base64
    data, or a URL (refused there unless it is a data: URL)."""
    source = block.get("source")
    kind = source.get("type") if isinstance(source, dict) else None
    if kind == "base64" and isinstance(source, dict) and isinstance(source.get("data"), str):
        return image_part(f"data:{source.get('media_type') or 'image/png'};base64,"
                          f"{source['data']}")
    if kind == "url" and isinstance(source, dict):
        return image_part(source.get("url"))
    raise _bad(f"'{path}.source' must be {{'type': 'base64', 'media_type': 'image/png', "
               f"'data': '...'}} (got a {kind!r} source; Lantern keeps no files).",
               f"{path}.source")


def _add_block(block: Any, path: str, role: str,
               into: tuple[list[tuple[dict[str, Any], str]], list[dict[str, Any]],
                           list[dict[str, Any]]],
               form: MessagesForm) -> None:
    """One content block: text, images and tool_use join the message's turn; a
    tool_result is a tool message of its own, before the turn. `into`'s parts
    are the turn's chat parts, each with the block that made it."""
    parts, calls, out = into
    kind = block.get("type") if isinstance(block, dict) else None
    if kind == "text" and isinstance(block.get("text"), str):
        parts.append(({"type": "text", "text": block["text"]}, path))
    elif kind == "image" and isinstance(block, dict):
        parts.append((_image(block, path), path))
    elif kind == "tool_use" and role == "assistant":
        calls.append({"id": block.get("id"), "type": "function",
                      "function": {"name": block.get("name"),
                                   "arguments": json.dumps(block.get("input", {}))}})
        form.calls.setdefault(len(out), []).append(path)
    elif kind == "tool_result" and role == "user":
        text = _text_blocks(block.get("content", ""), f"{path}.content")
        out.append({"role": "tool", "tool_call_id": block.get("tool_use_id"),
                    "content": f"Error: {text}" if block.get("is_error") else text})
        form.origins.append(path)
    elif kind not in ("thinking", "redacted_thinking") or role != "assistant":
        raise _unreadable(kind, path)  # (thinking: the model's notes, not needed again)


def _add_message(message: Any, where: str, out: list[dict[str, Any]],
                 form: MessagesForm) -> None:
    if not isinstance(message, dict) or message.get("role") not in ("user", "assistant"):
        raise _bad(f"'{where}.role' must be 'user' or 'assistant'.", f"{where}.role")
    role, content = message["role"], message.get("content")
    if isinstance(content, str):
        out.append({"role": role, "content": content})
        form.origins.append(where)
        return
    if not isinstance(content, list):
        raise _bad(f"'{where}.content' must be text or a list of content blocks.",
                   f"{where}.content")
    parts: list[tuple[dict[str, Any], str]] = []
    calls: list[dict[str, Any]] = []
    for number, block in enumerate(content):
        _add_block(block, f"{where}.content.{number}", role, (parts, calls, out), form)
    if parts or calls or not content:
        turn: dict[str, Any] = {"role": role, "content": _turn_content(parts, len(out), form)}
        if calls:
            turn["tool_calls"] = calls
        out.append(turn)  # at the index its tool_use blocks were recorded under
        form.origins.append(where)


def _turn_content(parts: list[tuple[dict[str, Any], str]], index: int,
                  form: MessagesForm) -> str | list[dict[str, Any]]:
    """A turn's text, or its parts when it has images (messages.`index`),
    each image part named by its block."""
    if not any(part["type"] == "image_url" for part, _path in parts):
        return "".join(part["text"] for part, _path in parts)
    for number, (_part, path) in enumerate(parts):
        form.parts[f"messages.{index}.content.{number}"] = path
    return [part for part, _path in parts]


def _tools(raw: dict[str, Any]) -> list[dict[str, Any]] | None:
    tools = raw.get("tools")
    if tools is None:
        return None
    if not isinstance(tools, list):
        raise _bad("'tools' must be a list of tools.", "tools")
    converted = []
    for index, tool in enumerate(tools):
        if not isinstance(tool, dict) or tool.get("type") not in (None, "custom"):
            kind = tool.get("type") if isinstance(tool, dict) else None
            raise _bad(f"'tools.{index}' is a {kind!r} tool; Lantern serves client tools "
                       "(name, description, input_schema), not Anthropic's server tools.",
                       f"tools.{index}.type")
        function = {"name": tool.get("name"), "description": tool.get("description"),
                    "parameters": tool.get("input_schema")}
        converted.append({"type": "function", "function": function})
    return converted


def _tool_choice(choice: Any) -> tuple[Any, bool | None]:
    """The chat tool_choice, and parallel_tool_calls if the client set it."""
    if choice is None:
        return None, None
    if not isinstance(choice, dict) or choice.get("type") not in ("auto", "any", "tool",
                                                                  "none"):
        raise _bad("tool_choice must be {'type': 'auto'}, {'type': 'any'}, {'type': 'tool', "
                   "'name': ...} or {'type': 'none'}.", "tool_choice")
    single = choice.get("disable_parallel_tool_use")
    parallel = None if single is None else not single
    kind = choice["type"]
    if kind == "tool":
        return {"type": "function", "function": {"name": choice.get("name")}}, parallel
    return {"any": "required"}.get(kind, kind), parallel


_THINKING = ("enabled", "adaptive", "between_tools", "disabled")


def _thinking(raw: dict[str, Any]) -> bool:
    """Anthropic's default is no thinking; {"type": "enabled", ...} (or
    adaptive, between_tools) asks for it."""
    thinking = raw.get("thinking")
    if thinking is None:
        return False
    if not isinstance(thinking, dict) or thinking.get("type") not in _THINKING:
        raise _bad("thinking must be {'type': 'enabled', 'budget_tokens': N}, "
                   "{'type': 'adaptive'} or {'type': 'disabled'}.", "thinking.type")
    return bool(thinking["type"] != "disabled")


def _output_format(raw: dict[str, Any]) -> dict[str, Any] | None:
    """Structured outputs: `output_config.format` (or the beta's `output_format`),
    {"type": "json_schema", "schema": {...}}, constrained as response_format is."""
    config = raw.get("output_config")
    given = config.get("format") if isinstance(config, dict) else raw.get("output_format")
    if given is None:
        return None
    if not isinstance(given, dict) or given.get("type") != "json_schema":
        raise _bad("output_config.format must be {'type': 'json_schema', 'schema': {...}}.",
                   "output_config.format")
    return {"type": "json_schema", "json_schema": {"name": "output",
                                                   "schema": given.get("schema")}}


def _system(raw: dict[str, Any]) -> str | None:
    system = raw.get("system")
    return None if system is None else _text_blocks(system, "system")


def chat_form(raw: object, counting: bool = False) -> MessagesForm:
    """The chat completions body that makes this Messages request's answer
    (`counting`: for count_tokens, which takes no max_tokens)."""
    if not isinstance(raw, dict):
        raise ApiError(400, "The request body must be a JSON object.")
    if not counting and "max_tokens" not in raw:
        raise _bad("max_tokens: Field required (the most tokens to generate).", "max_tokens")
    messages = raw.get("messages")
    if not isinstance(messages, list) or not messages:
        raise _bad("messages: send a non-empty list of messages.", "messages")
    form = MessagesForm({"messages": []})
    if system := _system(raw):
        form.body["messages"].append({"role": "system", "content": system})
        form.origins.append("system")
    for index, message in enumerate(messages):
        _add_message(message, f"messages.{index}", form.body["messages"], form)
    choice, parallel = _tool_choice(raw.get("tool_choice"))
    given = {"model": raw.get("model"), "stream": raw.get("stream"),
             "max_tokens": 1 if counting else raw.get("max_tokens"),
             "temperature": raw.get("temperature"), "top_p": raw.get("top_p"),
             "top_k": raw.get("top_k"), "stop": raw.get("stop_sequences"),
             "tools": _tools(raw), "tool_choice": choice, "parallel_tool_calls": parallel,
             "chat_template_kwargs": {"enable_thinking": _thinking(raw)},
             "response_format": _output_format(raw)}
    form.body.update({k: v for k, v in given.items() if v is not None})
    if counting:
        form.body.pop("stream", None)
    return form


# -- output ------------------------------------------------------------------


def usage_json(usage: UsageStats, prompt_tokens: int | None = None) -> dict[str, Any]:
    """Anthropic's usage: input_tokens are those read now, cache reads apart."""
    prompt = usage.prompt_tokens if prompt_tokens is None else prompt_tokens
    return {"input_tokens": max(0, prompt - usage.cached_tokens),
            "cache_creation_input_tokens": 0, "cache_read_input_tokens": usage.cached_tokens,
            "output_tokens": usage.completion_tokens}


def stop_reason(usage: UsageStats, stop_sequence: str = "") -> str:
    if usage.finish_reason == "length" and usage.context_full:
        return "model_context_window_exceeded"
    if stop_sequence and usage.finish_reason == "stop":
        return "stop_sequence"
    return STOP_REASONS[usage.finish_reason]


def _tool_use(call: ToolCall) -> dict[str, Any]:
    try:
        arguments = json.loads(call.arguments or "{}")
    except json.JSONDecodeError:
        arguments = {}  # a cut-off call (max_tokens); Anthropic's input is an object
    return {"type": "tool_use", "id": call.id, "name": call.name,
            "input": arguments if isinstance(arguments, dict) else {"value": arguments}}


def message_json(message_id: str, model: str, answer: Answer) -> dict[str, Any]:
    content: list[dict[str, Any]] = []
    if answer.reasoning:
        content.append({"type": "thinking", "thinking": answer.reasoning, "signature": ""})
    if answer.text or not answer.tool_calls:
        content.append({"type": "text", "text": answer.text})
    content += [_tool_use(call) for call in answer.tool_calls]
    return {"id": message_id, "type": "message", "role": "assistant", "model": model,
            "content": content, "stop_reason": stop_reason(answer.usage, answer.stop_sequence),
            "stop_sequence": answer.stop_sequence or None, "usage": usage_json(answer.usage)}


def model_json(model: ServedModel) -> dict[str, Any]:
    return {"type": "model", "id": model.id, "display_name": model.name,
            "created_at": "1970-01-01T00:00:00Z"}


def models_json(models: Sequence[ServedModel]) -> dict[str, Any]:
    """GET /v1/models as Anthropic lists models (one page: there are two)."""
    data = [model_json(m) for m in models]
    return {"data": data, "has_more": False, "first_id": data[0]["id"] if data else None,
            "last_id": data[-1]["id"] if data else None}


def new_id() -> str:
    return "msg_" + uuid.uuid4().hex


def event(name: str, data: dict[str, Any]) -> bytes:
    text = json.dumps({"type": name, **data}, ensure_ascii=False, separators=(",", ":"))
    return f"event: {name}\ndata: {text}\n\n".encode()


class MessageEvents:
    """Anthropic's stream of one message: message_start, a ping, each content
    block's start, deltas and stop, message_delta (stop_reason, usage) and
    message_stop."""

    def __init__(self, model: str) -> None:
        self.model = model
        self.id = new_id()
        self._blocks = -1
        self._open: str | None = None  # "text", "thinking" or "tool_use"
        self._prompt_tokens = 0
        self._text_event = (b"", b"")

    def start(self, index: int, prompt_tokens: int) -> bytes:
        self._prompt_tokens = prompt_tokens
        message: dict[str, Any] = {
            "id": self.id, "type": "message", "role": "assistant", "model": self.model,
            "content": [], "stop_reason": None, "stop_sequence": None,
            "usage": usage_json(UsageStats(prompt_tokens=prompt_tokens))}
        return event("message_start", {"message": message}) + event("ping", {})

    def _block(self, kind: str, block: dict[str, Any]) -> bytes:
        """Close the open block, open a new one."""
        closed = self._close()
        self._blocks += 1
        self._open = kind
        return closed + event("content_block_start", {"index": self._blocks,
                                                      "content_block": block})

    def _close(self) -> bytes:
        if self._open is None:
            return b""
        signed = (event("content_block_delta", {"index": self._blocks, "delta": {
            "type": "signature_delta", "signature": ""}}) if self._open == "thinking" else b"")
        self._open = None
        return signed + event("content_block_stop", {"index": self._blocks})

    def _delta(self, delta: dict[str, Any]) -> bytes:
        return event("content_block_delta", {"index": self._blocks, "delta": delta})

    def piece(self, piece: Piece, index: int) -> bytes:
        if isinstance(piece, ReasoningDelta):
            opened = b"" if self._open == "thinking" else self._block(
                "thinking", {"type": "thinking", "thinking": "", "signature": ""})
            return opened + self._delta({"type": "thinking_delta", "thinking": piece.text})
        if isinstance(piece, str):
            opened = b""
            if self._open != "text":
                opened = self._block("text", {"type": "text", "text": ""})
                head, _, tail = self._delta({"type": "text_delta", "text": "\x00"}).partition(
                    b'"\\u0000"')
                self._text_event = (head, tail)
            # The same event but for its text, built once per block: a token
            # costs one string escape, not a dict and a json.dumps (the event
            # loop shares the GIL with the engine), as Reply.text_event does.
            head, tail = self._text_event
            return opened + head + encode_basestring(piece).encode() + tail
        return self._tool_piece(piece)

    def _tool_piece(self, delta: ToolCallDelta) -> bytes:
        opened = b""
        if delta.id is not None or self._open != "tool_use":
            opened = self._block("tool_use", {"type": "tool_use", "id": delta.id or "",
                                              "name": delta.name or "", "input": {}})
        if not delta.arguments:
            return opened
        return opened + self._delta({"type": "input_json_delta",
                                     "partial_json": delta.arguments})

    def finish(self, stream: GenerateStream, usage: UsageStats, index: int) -> bytes:
        closing = self._close()
        if self._blocks < 0:  # an empty answer is still one (empty) text block
            closing = self._block("text", {"type": "text", "text": ""}) + self._close()
        counted = usage_json(usage, usage.prompt_tokens or self._prompt_tokens)
        return closing + event("message_delta", {
            "delta": {"stop_reason": stop_reason(usage, stream.stop_sequence),
                      "stop_sequence": stream.stop_sequence or None},
            "usage": counted})

    def end(self, usages: Sequence[UsageStats]) -> bytes:
        return event("message_stop", {})

    def error(self, error: ApiError) -> bytes:
        return event("error", {"error": error_body(error)["error"]})


# -- the endpoints -------------------------------------------------------------


class MessagesApi:
    """POST /v1/messages and /v1/messages/count_tokens over the shared path."""

    def __init__(self, core: Generation) -> None:
        self.core = core

    async def messages(self, request: HttpRequest) -> Response:
        raw = await self.core.json(request)
        prepared = await self.core.prepared(chat_form(raw))
        assert isinstance(raw, dict)  # chat_form refuses anything else
        model = raw["model"] if isinstance(raw.get("model"), str) else \
            self.core.catalog().model_slug  # Anthropic echoes the model asked for
        if prepared.body.stream:
            return await self.core.stream(request, [prepared.fields], MessageEvents(model),
                                          prepared.about)
        answer = await self.core.answer(request, prepared)
        if answer is None:
            return Response(status_code=499)  # the client left; nobody reads this
        return JSONResponse(message_json(new_id(), model, answer))

    async def count_tokens(self, request: HttpRequest) -> Response:
        """The prompt's tokens as the model's template renders it, tools
        included: the engine reads it (and writes one token) to count."""
        form = chat_form(await self.core.json(request), counting=True)
        prepared = await self.core.prepared(form)
        answer = await self.core.answer(request, prepared)
        if answer is None:
            return Response(status_code=499)
        return JSONResponse({"input_tokens": answer.usage.prompt_tokens})
