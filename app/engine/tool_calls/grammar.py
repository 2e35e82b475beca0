"""The grammar that makes a model's tool calls parse and validate.

Forced (tool_choice "required" or a tool's name): the answer is calls from
its first token. "auto": llguidance's lazy lexemes let the answer be free
text, and the grammar engages only once the model writes its own opener
(the trigger); until then each token costs one cheap check.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

from app.domain import ToolSpec
from app.engine.constraints import JSON_OPTIONS, closed_objects
from app.engine.tool_calls.base import ToolFormat

SpecialToken = Callable[[str], int | None]
"""The id of the single special token spelled `text`, or None."""


def tool_grammar(fmt: ToolFormat, tools: Sequence[ToolSpec], choice: str, parallel: bool,
                 special: SpecialToken) -> str:
    """A Lark grammar (llguidance syntax) for the answer under `choice`."""
    chosen = [tool for tool in tools if choice in ("auto", "required") or tool.name == choice]
    lark = ["%llguidance {}"]
    call = _call_rule(fmt, chosen, special, lark)
    if choice == "auto":
        lark += ["start: (tag)* TAG_TEXT", "TAG_TEXT: /(.|\\n)*/"]
        trigger = _trigger(fmt, special)
        if isinstance(trigger, int):
            tags = [f"TAG_TEXT <[{trigger}]> {call}"]
        else:
            lark.append(f"tag_trig[lazy]: TAG_TEXT {json.dumps(trigger)}")
            tags = [f"tag_trig {call}"]
        if any(opener.part_of_body for opener in fmt.openers):
            lark += _bare_call(fmt, chosen)
            tags.append("bare")
        lark.append(f"tag: {' | '.join(tags)}")
        return "\n".join(lark)
    separator = _literal(fmt.separator, special) if fmt.separator else ""
    opener = _opener(fmt, special)
    # At most one call per offered tool: a small model, free to go on, calls
    # the same tool again and again until max_tokens.
    repeat = ""
    for _ in range(len(chosen) - 1 if parallel else 0):
        repeat = f"({separator} {opener} {call} {repeat})?"
    lark.append(f"start: {opener} {call} {repeat}")
    return "\n".join(lark)


def _bare_call(fmt: ToolFormat, tools: Sequence[ToolSpec]) -> list[str]:
    """Llama 3's bare `{"name": "f", "parameters": {...}}`: triggered by its start."""
    head = '{"name": "'
    rests = [f'{json.dumps(f"{t.name}{chr(34)}, {chr(34)}{fmt.args_key}{chr(34)}: ")} '
             f'{_schema(closed_objects(dict(t.parameters)))} "}}"' for t in tools]
    return [f"bare_trig[lazy]: TAG_TEXT {json.dumps(head)}",
            f"bare: bare_trig ({' | '.join(rests)})"]


def _trigger(fmt: ToolFormat, special: SpecialToken) -> str | int:
    opener = fmt.openers[0].text
    token = special(opener)
    return token if token is not None else opener


def _opener(fmt: ToolFormat, special: SpecialToken) -> str:
    # A family whose call can be bare (Llama 3) is forced into the bare form.
    if any(opener.part_of_body for opener in fmt.openers):
        return ""
    return _literal(fmt.openers[0].text, special)


def _literal(text: str, special: SpecialToken) -> str:
    token = special(text)
    return f"<[{token}]>" if token is not None else json.dumps(text)


def _closed_at(prefix: str) -> Callable[[Any], Any]:
    return lambda schema: rebase_refs(closed_objects(schema), prefix)


_VALUES = frozenset({"enum", "const", "default", "examples"})


def rebase_refs(schema: Any, prefix: str) -> Any:
    """`schema` moved to the JSON pointer `prefix` of a larger document: its
    local `$ref`s ("#/…") point into its new place."""
    if isinstance(schema, list):
        return [rebase_refs(item, prefix) for item in schema]
    if not isinstance(schema, dict):
        return schema
    moved: dict[str, Any] = {}
    for key, value in schema.items():
        if key == "$ref" and isinstance(value, str) and value.startswith("#"):
            moved[key] = "#" + prefix + value[1:]
        else:
            moved[key] = value if key in _VALUES else rebase_refs(value, prefix)
    return moved


def _schema(schema: dict[str, Any]) -> str:
    return "%json " + json.dumps({**schema, "x-guidance": JSON_OPTIONS})


def _call_rule(fmt: ToolFormat, tools: Sequence[ToolSpec], special: SpecialToken,
               lark: list[str]) -> str:
    """Add the rule of what follows an opener; return its name."""
    closer = f" {_literal(fmt.closer, special)}" if fmt.closer else ""
    if fmt.body == "name_args":
        marker = fmt.args_marker.removesuffix("{")
        alternatives = [f"{json.dumps(t.name)} {_literal(marker, special) if marker else ''} "
                        f"{_schema(closed_objects(dict(t.parameters)))}" for t in tools]
        lark.append(f"call: ({' | '.join(alternatives)}){closer}")
        return "call"
    # Each tool's arguments sit under the call object, so its local pointers
    # ($ref "#/$defs/…") are rebased there.
    one = {"anyOf": [fmt.call_schema(t, _closed_at(f"/anyOf/{i}/properties/{fmt.args_key}"))
                     for i, t in enumerate(tools)]}
    space = '"\\n"' if fmt.closer and fmt.body == "object" else ""
    if fmt.body == "list":
        lark.append(f'call: "[" {_schema(one)} ("{fmt.separator}" {_schema(one)})* "]"{closer}')
    else:
        lark.append(f"call: {space} {_schema(one)} {space}{closer}")
    return "call"
