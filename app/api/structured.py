"""Tools, tool results and output constraints: OpenAI's fields -> the engine's.

Everything is checked here, before the request is queued, so that a bad
schema, a nameless tool, a tool result for no call or arguments that are not
JSON is a 400 naming the field, not an engine error later. The checks of
what a schema may contain are the domain's own (`json_schema_problem`,
`ToolSpec.first_problem`); which keywords the engine can enforce is the
engine's check, reported under the field that carried the schema.
"""

from __future__ import annotations

import json
from typing import Any

from app.api.errors import ApiError
from app.api.schemas import ChatCompletionRequest, ChatMessage, CompletionRequest, ToolChoice
from app.domain import OutputConstraint, ToolSpec, json_schema_problem

Message = dict[str, Any]


def _bad(message: str, param: str, code: str = "invalid_value") -> ApiError:
    return ApiError(400, message, code=code, param=param)


# -- tools -------------------------------------------------------------------


def tool_specs(body: ChatCompletionRequest) -> tuple[ToolSpec, ...]:
    specs: list[ToolSpec] = []
    seen: set[str] = set()
    for index, tool in enumerate(body.tools or ()):
        function = tool.function
        where = f"tools.{index}.function"
        if function.name in seen:
            raise _bad(f"Tool names must be unique: {function.name!r} is given twice.",
                       f"{where}.name")
        seen.add(function.name)
        parameters = function.parameters if function.parameters is not None else {
            "type": "object", "properties": {}}
        spec = ToolSpec(function.name, function.description or "", parameters,
                        strict=bool(function.strict))
        if problem := spec.first_problem():
            field = "name" if problem.startswith("tool name") else "parameters"
            raise _bad(f"Invalid '{where}.{field}': {problem}.", f"{where}.{field}")
        specs.append(spec)
    return tuple(specs)


def tool_choice(choice: ToolChoice | None, specs: tuple[ToolSpec, ...]) -> str:
    """The engine's tool_choice: "auto", "none", "required" or a tool's name."""
    if choice is None:
        return "auto"
    if isinstance(choice, str) and choice not in ("auto", "none", "required"):
        raise _bad(f"tool_choice must be 'auto', 'none', 'required' or {{'type': 'function', "
                   f"'function': {{'name': ...}}}} (got {choice!r}).", "tool_choice")
    name = choice if isinstance(choice, str) else choice.function.name
    if choice in ("auto", "none"):
        return name
    if not specs:
        raise _bad(f"tool_choice {name!r} needs tools: send at least one in 'tools'.",
                   "tool_choice")
    if isinstance(choice, str):
        return choice  # "required"
    names = [spec.name for spec in specs]
    if name not in names:
        raise _bad(f"tool_choice names the function {name!r}, which is not among the tools "
                   f"({', '.join(names)}).", "tool_choice.function.name")
    return name


# -- messages ----------------------------------------------------------------


def _tool_calls(message: ChatMessage, index: int) -> list[dict[str, Any]]:
    calls: list[dict[str, Any]] = []
    for number, call in enumerate(message.tool_calls or ()):
        where = f"messages.{index}.tool_calls.{number}.function.arguments"
        try:
            json.loads(call.function.arguments)
        except json.JSONDecodeError as exc:
            raise _bad(f"Invalid '{where}': the arguments must be JSON text ({exc}).",
                       where) from None
        calls.append({"id": call.id, "type": "function",
                      "function": {"name": call.function.name,
                                   "arguments": call.function.arguments}})
    return calls


def chat_message(message: ChatMessage, index: int, text: str,
                 calls_so_far: dict[str, str]) -> Message:
    """One message for the engine's template, checked against the calls before it.

    `calls_so_far` maps each earlier call id to its function's name; a tool
    result must answer one of them."""
    role = "system" if message.role == "developer" else message.role  # OpenAI's newer name
    out: Message = {"role": role, "content": text}
    if message.tool_calls:
        if role != "assistant":
            raise _bad(f"Only assistant messages carry tool_calls (message {index} is "
                       f"{message.role}).", f"messages.{index}.tool_calls")
        out["tool_calls"] = _tool_calls(message, index)
        calls_so_far.update({c["id"]: c["function"]["name"] for c in out["tool_calls"]})
    if role == "tool":
        call_id = message.tool_call_id
        if not call_id:
            raise _bad(f"Message {index} is a tool result without 'tool_call_id'; name the "
                       "call it answers.", f"messages.{index}.tool_call_id")
        if call_id not in calls_so_far:
            known = ", ".join(calls_so_far) or "none"
            raise _bad(f"Message {index} answers the tool call {call_id!r}, which no earlier "
                       f"assistant message made (calls so far: {known}).",
                       f"messages.{index}.tool_call_id")
        out["tool_call_id"] = call_id
        out["name"] = message.name or calls_so_far[call_id]
    elif message.name:
        out["name"] = message.name
    return out


# -- output constraints --------------------------------------------------------


def _schema_constraint(schema: Any, param: str, strict: bool = False) -> OutputConstraint:
    if problem := json_schema_problem(schema, param):
        raise _bad(f"Invalid '{param}': {problem}.", param, code="invalid_schema")
    return OutputConstraint(json_schema=schema, strict=strict)


def constraint_and_field(body: ChatCompletionRequest | CompletionRequest
                         ) -> tuple[OutputConstraint | None, str | None]:
    """The output constraint a request asks for, and the field that asked."""
    if isinstance(body, CompletionRequest):
        if body.json_schema is not None and body.grammar is not None:
            raise _bad("Send either json_schema or grammar, not both.", "grammar")
        if body.grammar is not None:
            grammar = OutputConstraint(grammar=body.grammar)
            if problem := grammar.first_problem():
                raise _bad(f"Invalid 'grammar': {problem}.", "grammar")
            return grammar, "grammar"
        if body.json_schema is not None:
            return _schema_constraint(body.json_schema, "json_schema"), "json_schema"
        return None, None
    form = body.response_format
    if form is None or form.type == "text":
        return None, None
    if form.type == "json_object":
        if form.schema_ is not None:  # llama.cpp server's form
            return _schema_constraint(form.schema_, "response_format.schema"), \
                "response_format.schema"
        return OutputConstraint(json_schema={}), "response_format"
    if form.json_schema is None or form.json_schema.schema_ is None:
        raise _bad("response_format json_schema needs 'json_schema': {'name': ..., "
                   "'schema': {...}}.", "response_format.json_schema")
    where = "response_format.json_schema.schema"
    return _schema_constraint(form.json_schema.schema_, where,
                              bool(form.json_schema.strict)), where


def engine_param(body: ChatCompletionRequest | CompletionRequest) -> str | None:
    """The field an engine's refusal of the request's own fields is about."""
    _constraint, field = constraint_and_field(body)
    if field is not None:
        return field
    if isinstance(body, ChatCompletionRequest) and body.tools:
        return "tools"
    return None
