"""Tools, output constraints and logprobs on a remote server's API.

Each kind of server says which of them it takes and under which field; a
request asking for one its server cannot honour is refused with the reason
(never sent with the constraint silently dropped). Replies fill the same
request fields the local engine fills: tool calls (streamed as
ToolCallDelta, whole as ToolCall) and token logprobs.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from app.domain import OutputConstraint, TokenLogprob, ToolCall, ToolCallDelta, ToolSpec
from app.engine.remote.kinds import ServerKind
from app.engine.requests import Generate, GenerateStream

GenerationRequest = Generate | GenerateStream


@dataclass(frozen=True)
class Support:
    tools: bool = True
    forced_tool_choice: bool = True
    """tool_choice "required" or a named function."""
    chat_schema: str = "json_schema"
    """How chat completions take a JSON Schema: OpenAI's response_format
    json_schema, llama-cpp-python's `{"type": "json_object", "schema": ...}`
    ("json_object"), or "" not at all."""
    text_schema: str = ""
    """The text completions field for a JSON Schema: "json_schema" (llama.cpp),
    "response_format" (vLLM), or "" when there is none."""
    grammar: bool = False
    """llama.cpp GBNF in a `grammar` field."""
    logprobs: bool = True
    ignored_keywords: tuple[str, ...] = ()
    """Schema keywords the server's converter silently drops: refused, since the
    output would be looser than asked."""


_NUMBER_BOUNDS = ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf")


_SUPPORT = {
    ServerKind.LANTERN: Support(text_schema="json_schema", grammar=True),
    ServerKind.LLAMA_CPP: Support(text_schema="json_schema", grammar=True),
    # Its llama_grammar.py turns schemas into GBNF without numeric bounds.
    ServerKind.LLAMA_CPP_PYTHON: Support(chat_schema="json_object", grammar=True,
                                         ignored_keywords=_NUMBER_BOUNDS),
    ServerKind.VLLM: Support(text_schema="response_format"),
    ServerKind.LM_STUDIO: Support(logprobs=False),
    ServerKind.OLLAMA: Support(forced_tool_choice=False, text_schema="format",
                               logprobs=False),
    ServerKind.OPENAI: Support(),
}


def refusal(kind: ServerKind, request: GenerationRequest) -> str | None:
    """Why a server of `kind` cannot honour the request's tools, constraint or
    logprobs, or None if it can."""
    support = _SUPPORT[kind]
    raw = isinstance(request.prompt, str)
    constraint = request.constraint
    tools_on = bool(request.tools) and request.tool_choice != "none"
    reasons = [
        (tools_on and (raw or not support.tools),
         "tools need chat messages" if raw else "it takes no tools"),
        (tools_on and request.tool_choice not in ("auto", "none")
         and not support.forced_tool_choice,
         f"it cannot be made to call a tool (tool_choice {request.tool_choice!r})"),
        (constraint is not None and constraint.grammar is not None and not support.grammar,
         "it takes no llama.cpp grammar"),
        (constraint is not None and constraint.json_schema is not None
         and not (support.text_schema if raw else support.chat_schema),
         "it cannot constrain a plain-text completion to a JSON Schema" if raw
         else "it takes no JSON Schema"),
        (request.logprobs is not None and not support.logprobs, "it reports no logprobs"),
        (bool(dropped := _first_keyword(constraint.json_schema if constraint else None,
                                        support.ignored_keywords)),
         f"it ignores the schema keyword {dropped!r}, so the answer could break it"),
    ]
    why = next((reason for refused, reason in reasons if refused), None)
    return None if why is None else (f"{kind.value} cannot answer this request: {why}. "
                                     "Answer with another engine, or leave it out.")


def _first_keyword(schema: Any, keywords: tuple[str, ...]) -> str:
    """The first of `keywords` used anywhere in a schema, or ""."""
    if isinstance(schema, list):
        return next((found for item in schema if (found := _first_keyword(item, keywords))), "")
    if not isinstance(schema, Mapping):
        return ""
    if used := next((k for k in keywords if k in schema), ""):
        return used
    for key, value in schema.items():
        if key in ("enum", "const", "default", "examples"):
            continue  # values, not schemas
        named = key in ("properties", "patternProperties", "$defs", "definitions")
        children = list(value.values()) if named and isinstance(value, Mapping) else [value]
        if found := _first_keyword(children, keywords):
            return found
    return ""


def _tools_json(tools: tuple[ToolSpec, ...]) -> list[dict[str, Any]]:
    return [{"type": "function", "function": {"name": t.name, "description": t.description,
                                              "parameters": dict(t.parameters)}}
            for t in tools]


def _tool_choice_json(choice: str) -> Any:
    if choice in ("auto", "none", "required"):
        return choice
    return {"type": "function", "function": {"name": choice}}


def _response_format(constraint: OutputConstraint, form: str) -> dict[str, Any]:
    schema = constraint.json_schema
    if not schema:
        return {"type": "json_object"}
    if form == "json_object":
        return {"type": "json_object", "schema": dict(schema)}
    return {"type": "json_schema",
            "json_schema": {"name": "answer", "schema": dict(schema), "strict": True}}


def openai_fields(kind: ServerKind, request: GenerationRequest) -> dict[str, Any]:
    """The request's tools, constraint and logprobs in an OpenAI-style body."""
    raw = isinstance(request.prompt, str)
    fields: dict[str, Any] = {}
    if request.tools and not raw:
        fields.update(tools=_tools_json(request.tools),
                      tool_choice=_tool_choice_json(request.tool_choice))
        if not request.parallel_tool_calls:
            fields["parallel_tool_calls"] = False
    if (constraint := request.constraint) is not None:
        if constraint.grammar is not None:
            fields["grammar"] = constraint.grammar
        elif not raw or _SUPPORT[kind].text_schema == "response_format":
            fields["response_format"] = _response_format(constraint, _SUPPORT[kind].chat_schema)
        else:
            fields["json_schema"] = dict(constraint.effective_schema or {})
    if request.logprobs is not None:
        fields.update({"logprobs": request.logprobs} if raw else
                      {"logprobs": True, "top_logprobs": request.logprobs})
    return fields


def ollama_fields(request: GenerationRequest) -> dict[str, Any]:
    """Ollama's native `tools` and `format` (a JSON Schema, or "json")."""
    fields: dict[str, Any] = {}
    if request.tools and request.tool_choice != "none" and not isinstance(request.prompt, str):
        fields["tools"] = _tools_json(request.tools)
    if request.constraint is not None and request.constraint.json_schema is not None:
        fields["format"] = dict(request.constraint.json_schema) or "json"
    return fields


def ollama_messages(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """OpenAI-shaped messages as Ollama's: a call's arguments are an object."""
    converted = []
    for message in messages:
        if message.get("tool_calls"):
            calls = [{"function": {"name": c["function"]["name"],
                                   "arguments": json.loads(c["function"]["arguments"])}}
                     for c in message["tool_calls"]]
            message = {**message, "tool_calls": calls}
        converted.append(message)
    return converted


@dataclass
class CallTally:
    """The tool calls of one answer, from streamed deltas or a whole message."""

    _calls: dict[int, dict[str, str]] = field(default_factory=dict)

    def streamed(self, deltas: Any, whole: bool = False) -> list[ToolCallDelta]:
        """OpenAI's `delta.tool_calls` pieces (or, `whole`, calls that each come
        complete, as Ollama's do), as the engine protocol's deltas."""
        out: list[ToolCallDelta] = []
        for position, delta in enumerate(deltas if isinstance(deltas, list) else []):
            if not isinstance(delta, dict):
                continue
            index = len(self._calls) if whole else delta.get("index", position)
            function = delta.get("function") or {}
            pieces = function.get("arguments") or ""
            arguments = pieces if isinstance(pieces, str) else json.dumps(pieces)
            call = self._calls.get(index)
            if call is None:
                call_id = str(delta.get("id") or "call_" + uuid.uuid4().hex[:24])
                call = self._calls[index] = {"id": call_id, "name": str(function.get("name")
                                                                        or ""), "arguments": ""}
                out.append(ToolCallDelta(index, call_id, call["name"], arguments))
            elif arguments:
                out.append(ToolCallDelta(index, arguments=arguments))
            call["arguments"] += arguments
        return out

    def calls(self) -> list[ToolCall]:
        return [ToolCall(c["id"], c["name"], c["arguments"] or "{}")
                for _, c in sorted(self._calls.items())]


def token_logprobs(choice: dict[str, Any]) -> list[TokenLogprob]:
    """OpenAI's `logprobs.content` entries (chat, and llama.cpp's completions)."""
    logprobs = choice.get("logprobs")
    content = logprobs.get("content") if isinstance(logprobs, dict) else None
    out: list[TokenLogprob] = []
    for entry in content if isinstance(content, list) else []:
        if not isinstance(entry, dict) or not isinstance(entry.get("token"), str):
            continue
        token = entry["token"]
        top = [(str(t.get("token", "")), float(t.get("logprob", 0.0)))
               for t in entry.get("top_logprobs") or [] if isinstance(t, dict)]
        out.append(TokenLogprob(token, float(entry.get("logprob", 0.0)),
                                list(entry.get("bytes") or token.encode()), top))
    return out
