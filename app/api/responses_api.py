"""OpenAI's Responses API (`POST /v1/responses`): the subset llama.cpp's server
and LM Studio serve: text and message input, function tools and their
results, `text.format` for structured output, streamed or whole.

A request becomes a chat completions body (as llama.cpp's server converts
it), so it is checked and generated exactly as a chat request is; only the
names in error messages (`input.2.call_id`, not `messages.2.tool_call_id`)
and the output's shape are the Responses API's own.
"""

from __future__ import annotations

import json
import re
import time
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from app.api.attached import image_part
from app.api.errors import ApiError
from app.api.generation import Renames
from app.api.responses import Answer
from app.api.streaming import Piece, ReasoningDelta
from app.domain import ToolCall, ToolCallDelta
from app.engine.requests import GenerateStream, UsageStats

_RESPONSES_ONLY = ("input", "instructions", "text", "max_output_tokens", "store", "metadata",
                   "truncation", "reasoning", "include", "previous_response_id", "background",
                   "prompt_cache_key", "safety_identifier", "service_tier", "tools",
                   "tool_choice", "top_logprobs", "max_tool_calls", "conversation", "prompt")


def _bad(message: str, param: str) -> ApiError:
    return ApiError(400, message, code="invalid_value", param=param)


@dataclass
class ChatForm(Renames):
    """A Responses body as a chat completions body, and where each message came from."""

    body: dict[str, Any]
    origins: list[str] = field(default_factory=list)
    """origins[i]: the `input` path that made messages.i."""

    calls: dict[int, list[str]] = field(default_factory=dict)
    """calls[i][j]: the `input` path of the function_call item that made
    messages.i.tool_calls.j (an assistant turn's calls are one message)."""

    def context(self) -> list[dict[str, Any]]:
        """The conversation so far as chat messages, without the instructions
        (a continuation gives its own, as OpenAI's does)."""
        return [m for m, origin in zip(self.body["messages"], self.origins, strict=True)
                if origin != "instructions"]

    def name_of(self, param: str) -> str:
        """A chat request's field path as this Responses request's path."""
        if match := re.match(r"messages\.(\d+)\.tool_calls\.(\d+)(\..*)?$", param):
            message, call = int(match.group(1)), int(match.group(2))
            items = self.calls.get(message, [])[call:call + 1] or ["input"]
            return items[0] + (".arguments" if param.endswith(".arguments") else "")
        if match := re.match(r"messages\.(\d+)(\..*)?$", param):
            index, rest = int(match.group(1)), match.group(2) or ""
            origin = self.origins[index] if index < len(self.origins) else "input"
            return origin + (".call_id" if rest == ".tool_call_id" else str(rest))
        if match := re.match(r"tools\.(\d+)\.function(\..*)?$", param):
            return f"tools.{match.group(1)}{match.group(2) or ''}"
        for chat, responses in _CHAT_TO_RESPONSES:
            if param.startswith(chat):
                return responses + param[len(chat):]
        return param


_CHAT_TO_RESPONSES = (("tool_choice.function", "tool_choice"),
                      ("max_tokens", "max_output_tokens"),
                      ("response_format.json_schema", "text.format"),
                      ("response_format", "text.format"))


def _text(content: Any, where: str) -> str:
    read = _content(content, where)
    if isinstance(read, list):
        raise _bad(f"'{where}' must be text (input_text or output_text parts).", where)
    return read


def _content(content: Any, where: str) -> str | list[dict[str, Any]]:
    """A message's content as chat content: its text, or, when it holds images,
    its parts one for one (so `input.0.content.1` is messages.N.content.1)."""
    if isinstance(content, str):
        return content
    if not isinstance(content, list):
        raise _bad(f"'{where}' must be text or a list of content parts.", where)
    parts: list[dict[str, Any]] = []
    for number, part in enumerate(content):
        kind = part.get("type") if isinstance(part, dict) else None
        if kind == "input_image":
            parts.append(_image(part, f"{where}.{number}"))
        elif kind in ("input_text", "output_text") and isinstance(part.get("text"), str):
            parts.append({"type": "text", "text": part["text"]})
        else:
            raise _bad(f"'{where}.{number}' is a {kind!r} part; Lantern reads input_text, "
                       "output_text and input_image parts.", f"{where}.{number}")
    if any(part["type"] == "image_url" for part in parts):
        return parts
    return "".join(part["text"] for part in parts)


def _image(part: dict[str, Any], where: str) -> dict[str, Any]:
    """An input_image part as a chat image part (read with the chat request)."""
    if part.get("file_id") is not None and part.get("image_url") is None:
        raise _bad(f"'{where}' names an uploaded file (file_id); Lantern keeps no files: "
                   "send the image itself as image_url, a data: URL "
                   "(data:image/png;base64,...).", f"{where}.file_id")
    return image_part(part.get("image_url"))


def _messages(raw: dict[str, Any], form: ChatForm) -> list[dict[str, Any]]:
    messages: list[dict[str, Any]] = []
    if raw.get("instructions") is not None and not isinstance(raw["instructions"], str):
        raise _bad("'instructions' must be text (the system message).", "instructions")
    if isinstance(raw.get("instructions"), str) and raw["instructions"]:
        messages.append({"role": "system", "content": raw["instructions"]})
        form.origins.append("instructions")
    given = raw.get("input")
    if isinstance(given, str):
        form.origins.append("input")
        return [*messages, {"role": "user", "content": given}]
    if not isinstance(given, list) or not given:
        raise _bad("'input' must be text or a non-empty list of items.", "input")
    for index, item in enumerate(given):
        _add_item(item, f"input.{index}", messages, form)
    return messages


def _add_item(item: Any, where: str, messages: list[dict[str, Any]], form: ChatForm) -> None:
    if not isinstance(item, dict):
        raise _bad(f"'{where}' must be an object.", where)
    kind = item.get("type", "message")
    previous = messages[-1] if messages and messages[-1]["role"] == "assistant" else None
    if kind == "message" and "role" in item:
        message = {"role": item["role"], "content": _content(item.get("content", ""),
                                                             f"{where}.content")}
        messages.append(message)
        form.origins.append(where)
    elif kind == "function_call":
        call = {"id": item.get("call_id"), "type": "function",
                "function": {"name": item.get("name"), "arguments": item.get("arguments")}}
        if previous is None:
            messages.append(previous := {"role": "assistant", "content": None})
            form.origins.append(where)
        # The assistant's text and its calls are one turn, one message.
        previous.setdefault("tool_calls", []).append(call)
        form.calls.setdefault(len(messages) - 1, []).append(where)
    elif kind == "function_call_output":
        output = item.get("output")
        messages.append({"role": "tool", "tool_call_id": item.get("call_id"),
                         "content": output if isinstance(output, str)
                         else _text(output, f"{where}.output")})
        form.origins.append(where)
    elif kind == "reasoning":
        return  # a reasoning model's own notes; the next turn does not need them
    else:
        raise _bad(f"'{where}' is a {kind!r} item; Lantern takes messages, function_call "
                   "and function_call_output items.", f"{where}.type")


def _tools(raw: dict[str, Any]) -> list[dict[str, Any]] | None:
    tools = raw.get("tools")
    if tools is None:
        return None
    if not isinstance(tools, list):
        raise _bad("'tools' must be a list of function tools.", "tools")
    converted = []
    for index, tool in enumerate(tools):
        if not isinstance(tool, dict) or tool.get("type") != "function":
            kind = tool.get("type") if isinstance(tool, dict) else None
            raise _bad(f"'tools.{index}' is a {kind!r} tool; Lantern serves function tools "
                       "(the others are OpenAI's hosted tools).", f"tools.{index}.type")
        function = {k: v for k, v in tool.items() if k != "type"}
        converted.append({"type": "function", "function": function})
    return converted


def _tool_choice(choice: Any) -> Any:
    if isinstance(choice, dict) and choice.get("type") == "function":
        return {"type": "function", "function": {"name": choice.get("name")}}
    return choice


def _response_format(raw: dict[str, Any]) -> dict[str, Any] | None:
    text = raw.get("text")
    if text is None:
        return None
    if not isinstance(text, dict):
        raise _bad("'text' must be an object, such as {\"format\": {\"type\": \"text\"}}.",
                   "text")
    form = text.get("format")
    if form is None:
        return None
    if not isinstance(form, dict):
        raise _bad("'text.format' must be an object: {\"type\": \"text\"}, {\"type\": "
                   "\"json_object\"} or {\"type\": \"json_schema\", \"schema\": {...}}.",
                   "text.format")
    if form.get("type") != "json_schema":
        return {"type": form.get("type")}
    schema = {k: v for k, v in form.items() if k in ("name", "description", "schema", "strict")}
    return {"type": "json_schema", "json_schema": schema}


def chat_form(raw: object, earlier: Sequence[dict[str, Any]] = ()) -> ChatForm:
    """The chat completions body that makes this Responses request's answer;
    `earlier`: the conversation of the response it continues
    (previous_response_id), as chat messages."""
    if not isinstance(raw, dict):
        raise ApiError(400, "The request body must be a JSON object.")
    form = ChatForm({k: v for k, v in raw.items() if k not in _RESPONSES_ONLY})
    own = _messages(raw, form)
    at = 1 if form.origins[:1] == ["instructions"] else 0  # they stay first
    form.origins[at:at] = ["previous_response_id"] * len(earlier)
    form.calls = {index + len(earlier) if index >= at else index: paths
                  for index, paths in form.calls.items()}
    form.body["messages"] = [*own[:at], *earlier, *own[at:]]
    for name, value in (("tools", _tools(raw)), ("tool_choice", _tool_choice(raw.get(
            "tool_choice"))), ("response_format", _response_format(raw)),
            ("max_tokens", raw.get("max_output_tokens"))):
        if value is not None:
            form.body[name] = value
    return form


# -- output ------------------------------------------------------------------


def _usage_json(usage: UsageStats) -> dict[str, Any]:
    return {"input_tokens": usage.prompt_tokens,
            "input_tokens_details": {"cached_tokens": usage.cached_tokens,
                                     "cache_write_tokens": 0},
            "output_tokens": usage.completion_tokens,
            "output_tokens_details": {"reasoning_tokens": 0},
            "total_tokens": usage.total_tokens}


def _message_item(item_id: str, text: str, status: str) -> dict[str, Any]:
    return {"type": "message", "id": item_id, "status": status, "role": "assistant",
            "content": [_text_part(text)]}


def _text_part(text: str) -> dict[str, Any]:
    return {"type": "output_text", "text": text, "annotations": [], "logprobs": []}


def _call_item(item_id: str, call_id: str, name: str, arguments: str,
               status: str) -> dict[str, Any]:
    return {"type": "function_call", "id": item_id, "call_id": call_id, "name": name,
            "arguments": arguments, "status": status}


@dataclass
class ResponseShape:
    """One response's identity and the request fields it echoes back."""

    model: str
    raw: dict[str, Any]
    id: str = field(default_factory=lambda: "resp_" + uuid.uuid4().hex)
    created_at: int = field(default_factory=lambda: int(time.time()))
    stored: bool = False
    """Whether it is kept (`store`, on a server that keeps responses)."""
    on_done: Callable[[dict[str, Any]], None] = lambda _body: None
    """Given the finished response (whole or at the stream's end)."""

    def body(self, status: str, output: list[dict[str, Any]],
             usage: UsageStats | None = None) -> dict[str, Any]:
        raw = self.raw
        body: dict[str, Any] = {
            "id": self.id, "object": "response", "created_at": self.created_at,
            "status": status, "model": self.model, "output": output,
            "error": None, "incomplete_details": None,
            "instructions": raw.get("instructions"),
            "max_output_tokens": raw.get("max_output_tokens"),
            "parallel_tool_calls": raw.get("parallel_tool_calls", True),
            "previous_response_id": raw.get("previous_response_id"),
            "temperature": raw.get("temperature"),
            "top_p": raw.get("top_p"), "tool_choice": raw.get("tool_choice", "auto"),
            "tools": raw.get("tools", []), "text": raw.get("text", {"format": {"type": "text"}}),
            "truncation": "disabled", "metadata": raw.get("metadata") or {}, "store": self.stored,
            "usage": None if usage is None else _usage_json(usage),
        }
        if status != "in_progress":
            body["completed_at"] = int(time.time())
        if status == "incomplete":
            body["incomplete_details"] = {"reason": "max_output_tokens"}
        return body

    def whole(self, answer: Answer) -> dict[str, Any]:
        status = _status(answer.usage)
        output = []
        if answer.text or not answer.tool_calls:
            output.append(_message_item("msg_" + uuid.uuid4().hex, answer.text, status))
        output += [_call_item("fc_" + c.id, c.id, c.name, c.arguments, "completed")
                   for c in answer.tool_calls]
        body = self.body(status, output, answer.usage)
        self.on_done(body)
        return body


def _status(usage: UsageStats) -> str:
    return "incomplete" if usage.finish_reason == "length" else "completed"


def _event(name: str, data: dict[str, Any]) -> bytes:
    text = json.dumps({"type": name, **data}, ensure_ascii=False, separators=(",", ":"))
    return f"event: {name}\ndata: {text}\n\n".encode()


class ResponseEvents:
    """The Responses API's stream of one answer: created, in_progress, each
    output item added, its deltas, done, and completed (or incomplete)."""

    def __init__(self, shape: ResponseShape) -> None:
        self.shape = shape
        self._sequence = 0
        self._output: list[dict[str, Any]] = []
        self._text: list[str] | None = None  # the open message's text, if one is open
        self._call: dict[str, Any] | None = None  # the open function call, if one is open

    def _emit(self, kind: str, **data: Any) -> bytes:
        event = _event(kind, {**data, "sequence_number": self._sequence})
        self._sequence += 1
        return event

    def start(self) -> bytes:
        body = self.shape.body("in_progress", [])
        return (self._emit("response.created", response=body)
                + self._emit("response.in_progress", response=body))

    def text(self, piece: str) -> bytes:
        opened = b""
        if self._text is None:
            opened = self._close() + self._open_message()
        assert self._text is not None
        self._text.append(piece)
        index = len(self._output) - 1
        return opened + self._emit("response.output_text.delta", item_id=self._output[-1]["id"],
                                   output_index=index, content_index=0, delta=piece,
                                   logprobs=[])

    def tool_call(self, delta: ToolCallDelta) -> bytes:
        opened = b""
        if delta.id is not None:
            opened = self._close()
            self._call = _call_item("fc_" + delta.id, delta.id, delta.name or "", "",
                                    "in_progress")
            self._output.append(self._call)
            opened += self._emit("response.output_item.added", item=self._call,
                                 output_index=len(self._output) - 1)
        if self._call is None or not delta.arguments:
            return opened
        self._call["arguments"] += delta.arguments
        return opened + self._emit("response.function_call_arguments.delta",
                                   item_id=self._call["id"], output_index=len(self._output) - 1,
                                   delta=delta.arguments)

    def finish(self, usage: UsageStats, calls: Sequence[ToolCall]) -> bytes:
        status = _status(usage)
        closing = b"" if self._output else self._open_message()  # an empty answer
        closing += self._close(status)
        for item in self._output:  # the engine's own calls are the truth
            if item["type"] == "function_call":
                match = next((c for c in calls if c.id == item["call_id"]), None)
                item["arguments"] = match.arguments if match else item["arguments"]
        name = "response.completed" if status == "completed" else "response.incomplete"
        body = self.shape.body(status, self._output, usage)
        self.shape.on_done(body)
        return closing + self._emit(name, response=body)

    def error(self, error: ApiError) -> bytes:
        return self._emit("error", code=error.code, message=error.message, param=error.param)

    def _open_message(self) -> bytes:
        item = {"type": "message", "id": "msg_" + uuid.uuid4().hex, "status": "in_progress",
                "role": "assistant", "content": []}
        self._output.append(item)
        self._text = []
        index = len(self._output) - 1
        return (self._emit("response.output_item.added", item=item, output_index=index)
                + self._emit("response.content_part.added", item_id=item["id"],
                             output_index=index, content_index=0, part=_text_part("")))

    def _close(self, status: str = "completed") -> bytes:
        """Close the open item: its done events, in OpenAI's order."""
        index = len(self._output) - 1
        if self._text is not None:
            item, text = self._output[-1], "".join(self._text)
            self._text = None
            self._output[-1] = done = _message_item(item["id"], text, status)
            return (self._emit("response.output_text.done", item_id=item["id"],
                               output_index=index, content_index=0, text=text, logprobs=[])
                    + self._emit("response.content_part.done", item_id=item["id"],
                                 output_index=index, content_index=0, part=_text_part(text))
                    + self._emit("response.output_item.done", item=done, output_index=index))
        if self._call is not None:
            call, self._call = self._call, None
            call["status"] = "completed"
            return (self._emit("response.function_call_arguments.done", item_id=call["id"],
                               output_index=index, name=call["name"],
                               arguments=call["arguments"])
                    + self._emit("response.output_item.done", item=call, output_index=index))
        return b""


class ResponseStream:
    """ResponseEvents as the server's stream of one choice."""

    def __init__(self, shape: ResponseShape) -> None:
        self._events = ResponseEvents(shape)

    def start(self, index: int, prompt_tokens: int) -> bytes:
        return self._events.start()

    def piece(self, piece: Piece, index: int) -> bytes:
        if isinstance(piece, ReasoningDelta):
            return b""  # Responses' reasoning items are not sent (the model's own notes)
        if isinstance(piece, str):
            return self._events.text(piece)
        return self._events.tool_call(piece)

    def finish(self, stream: GenerateStream, usage: UsageStats, index: int) -> bytes:
        return self._events.finish(usage, stream.tool_calls)

    def end(self, usages: Sequence[UsageStats]) -> bytes:
        return b""

    def error(self, error: ApiError) -> bytes:
        return self._events.error(error)
