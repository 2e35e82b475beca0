"""`--json-schema`, `--tools` and `--tool-choice`: the shell's way to the same
constrained output and tool calls as the API's (the files are OpenAI's JSON).

Every file is read and checked before a model loads, so a typo costs no
waiting; what is wrong is said with the file's name.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from app.api.responses import tool_calls_json
from app.domain import OutputConstraint, ToolCall, ToolSpec, tools_problem


class BadOutputOption(ValueError):
    """A --json-schema or --tools file that cannot be used; the message says why."""


def add_output_options(parser: argparse.ArgumentParser) -> None:
    """--json-schema and --tools (--tool-choice is the tool loop's, _chat_tools.py)."""
    group = parser.add_argument_group("structured output and tool calls")
    group.add_argument("--json-schema", type=Path, metavar="FILE",
                       help="answer with JSON valid under this JSON Schema (decoding is "
                            "constrained, so it always parses); a keyword that cannot be "
                            "enforced is named on stderr")
    group.add_argument("--strict-schema", action="store_true",
                       help="refuse a --json-schema with a keyword that cannot be enforced "
                            "(uniqueItems, not, if/then...), as OpenAI's strict mode does")
    group.add_argument("--tools", type=Path, metavar="FILE",
                       help="tools the model may call: OpenAI tool JSON (a list of "
                            '{"type": "function", "function": {...}}); its calls are '
                            "printed as JSON, not run (--mcp runs a server's tools)")


def _json_file(path: Path, what: str) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise BadOutputOption(f"cannot read the {what} file {path}: {exc.strerror}") from None
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise BadOutputOption(f"the {what} file {path} is not valid JSON: {exc}") from None


def _tool(entry: Any, where: str) -> ToolSpec:
    function = entry.get("function", entry) if isinstance(entry, Mapping) else None
    if not isinstance(function, Mapping) or not isinstance(function.get("name"), str):
        raise BadOutputOption(f"{where} is not a function tool: give "
                              '{"type": "function", "function": {"name": ..., '
                              '"parameters": {...}}}')
    parameters = function.get("parameters") or {"type": "object", "properties": {}}
    return ToolSpec(function["name"], str(function.get("description") or ""), parameters)


def tool_specs(path: Path) -> tuple[ToolSpec, ...]:
    given = _json_file(path, "--tools")
    entries = given if isinstance(given, list) else [given]
    return tuple(_tool(entry, f"{path}: tool {i}") for i, entry in enumerate(entries))


def output_fields(args: argparse.Namespace) -> dict[str, Any]:
    """The request fields the options ask for, checked; BadOutputOption if not usable."""
    fields: dict[str, Any] = {}
    if args.json_schema is not None:
        constraint = OutputConstraint(json_schema=_json_file(args.json_schema, "--json-schema"),
                                      strict=bool(getattr(args, "strict_schema", False)))
        if problem := constraint.first_problem():
            raise BadOutputOption(f"{args.json_schema}: {problem}")
        fields["constraint"] = constraint
    if args.tools is None:
        return fields  # --tool-choice alone is the tool loop's (with --mcp)
    if args.mcp or args.conversation:
        raise BadOutputOption("--tools prints the calls it is given and runs none; use it "
                              "without --mcp and --conversation")
    tools = tool_specs(args.tools)
    if problem := tools_problem(tools, args.tool_choice):
        raise BadOutputOption(f"{args.tools}: {problem}")
    fields.update(tools=tools, tool_choice=args.tool_choice)
    return fields


def calls_json(calls: Sequence[ToolCall]) -> str:
    """The calls as OpenAI's `tool_calls` JSON (the API's shape), for a shell to read."""
    return json.dumps(tool_calls_json(calls), indent=2, ensure_ascii=False)
