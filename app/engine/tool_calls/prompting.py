"""Tools, tool calls and tool results as the chat template should see them.

A template that knows tools (`ToolFormat.native`) gets OpenAI-shaped tools
and messages, with call arguments as objects (templates `tojson` them). A
template that does not, and the fallback formats, get Lantern's generic
format: the tools described in the system message, calls written as
`<tool_call>` blocks in the answer, results as `<tool_response>` blocks in a
user turn. Every rewrite is per message and deterministic, so a longer
conversation renders as an extension of the shorter one (the prefix cache
depends on it).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from typing import Any

from app.domain import ToolSpec
from app.engine.errors import RequestError
from app.engine.tool_calls.base import ToolFormat

Message = Mapping[str, Any]

GENERIC_INSTRUCTIONS = """You can call tools. The tools, one JSON object each:
<tools>
{tools}
</tools>
To call tools, answer with one block per call and nothing else:
<tool_call>
{{"name": "<tool name>", "arguments": {{<the arguments as a JSON object>}}}}
</tool_call>
Each result comes back in a <tool_response> block; then answer the user."""


def openai_tools(tools: Sequence[ToolSpec]) -> list[dict[str, Any]]:
    return [{"type": "function", "function": {"name": t.name, "description": t.description,
                                              "parameters": dict(t.parameters)}}
            for t in tools]


def prepare(messages: Sequence[Message], tools: Sequence[ToolSpec],
            fmt: ToolFormat) -> tuple[list[dict[str, Any]], list[dict[str, Any]] | None]:
    """The messages to render and the `tools` the template gets (None: none)."""
    if fmt.native:
        return _native(messages, tools, fmt)
    return _generic(messages, tools), None


def _arguments(call: Mapping[str, Any]) -> tuple[str, Any]:
    function = call.get("function") or {}
    name, arguments = function.get("name"), function.get("arguments", "{}")
    if not isinstance(name, str) or not name:
        raise RequestError("A tool call in the conversation has no function name.")
    if isinstance(arguments, str):
        try:
            arguments = json.loads(arguments or "{}")
        except json.JSONDecodeError as exc:
            raise RequestError(f"The arguments of the {name} call in the conversation are "
                               f"not JSON: {exc}") from exc
    return name, arguments


def short_id(call_id: str) -> str:
    """A 9-character alphanumeric id for templates that insist (Mistral's),
    the same for a call and for the result that answers it."""
    if len(call_id) == 9 and call_id.isalnum():
        return call_id
    digest = hashlib.sha256(call_id.encode()).hexdigest()
    return digest[:9]


def _native(messages: Sequence[Message], tools: Sequence[ToolSpec], fmt: ToolFormat
            ) -> tuple[list[dict[str, Any]], list[dict[str, Any]] | None]:
    mistral = fmt.name.startswith("mistral")
    shaped: list[dict[str, Any]] = []
    for message in messages:
        item = dict(message)
        item["content"] = item.get("content") or ""
        if item.get("tool_calls"):
            calls = []
            for call in item["tool_calls"]:
                name, arguments = _arguments(call)
                call_id = str(call.get("id", ""))
                calls.append({"id": short_id(call_id) if mistral else call_id,
                              "type": "function",
                              "function": {"name": name, "arguments": arguments},
                              "name": name, "arguments": arguments})
            item["tool_calls"] = calls
        if item.get("role") == "tool" and mistral:
            item["tool_call_id"] = short_id(str(item.get("tool_call_id", "")))
        shaped.append(item)
    listed = openai_tools(tools) if tools else None
    if fmt.name == "phi4" and listed:
        return _phi_tools(shaped, tools), None
    return shaped, listed


def _phi_tools(messages: list[dict[str, Any]], tools: Sequence[ToolSpec]
               ) -> list[dict[str, Any]]:
    # Phi-4-mini's template reads the tools from the system message's "tools".
    listed = json.dumps([{"name": t.name, "description": t.description,
                          "parameters": dict(t.parameters)} for t in tools])
    if messages and messages[0].get("role") == "system":
        return [{**messages[0], "tools": listed}, *messages[1:]]
    return [{"role": "system", "content": "", "tools": listed}, *messages]


def call_text(name: str, arguments: Any) -> str:
    body = json.dumps({"name": name, "arguments": arguments}, ensure_ascii=False)
    return f"<tool_call>\n{body}\n</tool_call>"


def _generic(messages: Sequence[Message], tools: Sequence[ToolSpec]) -> list[dict[str, Any]]:
    plain: list[dict[str, Any]] = []
    if tools:
        listed = "\n".join(json.dumps({"name": t.name, "description": t.description,
                                       "parameters": dict(t.parameters)}, ensure_ascii=False)
                           for t in tools)
        instructions = GENERIC_INSTRUCTIONS.format(tools=listed)
        system = [m for m in messages[:1] if m.get("role") == "system"]
        if system:
            instructions = f"{system[0].get('content') or ''}\n\n{instructions}".lstrip()
            messages = messages[1:]
        plain.append({"role": "system", "content": instructions})
    for message in messages:
        role, content = message.get("role"), message.get("content") or ""
        if role == "tool":
            plain.append({"role": "user",
                          "content": f"<tool_response>\n{content}\n</tool_response>"})
        elif role == "assistant" and message.get("tool_calls"):
            blocks = [call_text(*_arguments(call)) for call in message["tool_calls"]]
            plain.append({"role": "assistant",
                          "content": "\n".join(([content] if content else []) + blocks)})
        else:
            plain.append({"role": role, "content": content})
    return _merge_tool_results(plain)


def _merge_tool_results(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    # Parallel calls give several results in a row: one user turn holds them,
    # since some templates refuse two user turns in a row.
    merged: list[dict[str, Any]] = []
    for message in messages:
        previous = merged[-1] if merged else None
        if (previous is not None and previous["role"] == message["role"] == "user"
                and message["content"].startswith("<tool_response>")
                and previous["content"].startswith("<tool_response>")):
            previous["content"] += "\n" + message["content"]
        else:
            merged.append(dict(message))
    return merged
