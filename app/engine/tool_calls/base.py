"""What every tool-call format provides, and the one streaming parser they share.

A format (one per model family) says how its calls look in text: the opener
that starts them (the trigger of the lazy grammar), whether one opener
carries one call object or a JSON list of them, the key that holds the
arguments, and the closer. `CallParser` turns a stream of decoded text into
answer text and `ToolCallDelta`s, holding back text that may be the start
of an opener, and finally into validated `ToolCall`s.
"""

from __future__ import annotations

import json
import re
import secrets
import string
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from app.domain import ToolCall, ToolCallDelta, ToolSpec
from app.engine.tool_calls.scan import CallObject

Event = str | ToolCallDelta
"""A piece of answer text, or a piece of a tool call."""

_ALPHANUMERIC = string.ascii_letters + string.digits


def new_call_id() -> str:
    """A call id: unique within an answer, and 9 letters or digits after the
    prefix, which Mistral's templates demand of ids they render."""
    return "call_" + "".join(secrets.choice(_ALPHANUMERIC) for _ in range(9))


@dataclass(frozen=True)
class Opener:
    text: str
    part_of_body: bool = False
    """The opener is the start of the call itself (Llama 3's bare `{"name"`)."""
    at_start_only: bool = False
    """Only an opener at the very start of the answer starts a call."""


@dataclass(frozen=True)
class ToolFormat:
    """How one model family writes tool calls."""

    name: str
    openers: tuple[Opener, ...]
    closer: str = ""
    body: Literal["object", "list", "name_args"] = "object"
    args_key: str = "arguments"
    args_marker: str = ""
    """name_args bodies: the text between the name and the arguments."""
    args_syntax: Literal["json", "gemma"] = "json"
    """How arguments are written: JSON, or Gemma 4's own (bare keys, <|"|> quotes)."""
    separator: str = "\n"
    """What the grammar writes between parallel calls."""
    native: bool = True
    """The model's template renders tools itself; else the generic prompt does."""
    notes: str = ""
    extra_keys: Mapping[str, Any] = field(default_factory=dict)

    def call_schema(self, tool: ToolSpec, closed: Callable[[Any], Any]) -> dict[str, Any]:
        """The JSON Schema of one call object of `tool` (name first, then arguments)."""
        return {"type": "object", "properties": {
            "name": {"const": tool.name}, self.args_key: closed(dict(tool.parameters))},
            "required": ["name", self.args_key], "additionalProperties": False}

    def parser(self, tools: Sequence[ToolSpec]) -> CallParser:
        return CallParser(self, tools)


class CallParser:
    """Streaming: feed(text) -> events; finish() -> the last events and the calls."""

    def __init__(self, fmt: ToolFormat, tools: Sequence[ToolSpec]) -> None:
        self.fmt = fmt
        self._tools = {tool.name: tool for tool in tools}
        self._pending = ""
        self._seen_text = False
        self._mode: Literal["text", "body", "after"] = "text"
        self._current: CallObject | None = None
        self._name_text: str | None = None  # name_args: the name as it arrives
        self._calls: list[tuple[str, str | None, CallObject]] = []
        self._sent: list[int] = []  # per call: argument characters streamed so far
        self._announced: list[bool] = []

    # -- streaming ---------------------------------------------------------

    def feed(self, text: str) -> list[Event]:
        self._pending += text
        events: list[Event] = []
        while self._pending:
            before = (self._pending, self._mode, len(self._calls))
            if self._mode == "text":
                events += self._scan_text()
            elif self._mode == "body":
                events += self._scan_body()
            else:
                self._scan_after()
            if (self._pending, self._mode, len(self._calls)) == before:
                break
        return events

    def finish(self) -> tuple[list[Event], list[ToolCall]]:
        events: list[Event] = []
        rest = self._pending.strip()
        cut_opener = self._calls and any(o.text.startswith(rest) for o in self.fmt.openers)
        if self._mode == "text" and rest and not cut_opener:
            events.append(self._pending)
        self._pending = ""
        calls = [call for index in range(len(self._calls))
                 if (call := self._complete(index)) is not None]
        return events, calls

    def _scan_text(self) -> list[Event]:
        text = self._pending
        found = self._find_opener(text)
        if found is None:
            keep = self._partial_opener(text)
            # Blanks are held until more text follows: before a call they are dropped.
            safe = text[: len(text) - keep].rstrip(" \t\r\n")
            if not safe:
                return []
            self._pending = text[len(safe):]
            self._seen_text = True
            return [safe] if safe else []
        start, opener = found
        before = text[:start]
        rest = text[start:] if opener.part_of_body else text[start + len(opener.text):]
        self._pending, self._mode = rest, "body"
        self._start_body()
        events: list[Event] = [before.rstrip()] if before.strip() else []
        return events

    def _find_opener(self, text: str) -> tuple[int, Opener] | None:
        best: tuple[int, Opener] | None = None
        for opener in self.fmt.openers:
            if opener.at_start_only:
                if self._seen_text:
                    continue
                stripped = len(text) - len(text.lstrip())
                at = stripped if text[stripped:].startswith(opener.text) else -1
            else:
                at = text.find(opener.text)
            if at >= 0 and (best is None or at < best[0]):
                best = (at, opener)
        return best

    def _partial_opener(self, text: str) -> int:
        best = 0
        for opener in self.fmt.openers:
            if opener.at_start_only and self._seen_text:
                continue
            target = opener.text
            for n in range(min(len(target) - 1, len(text)), best, -1):
                if text.endswith(target[:n]) and (not opener.at_start_only
                                                  or not text[:-n].strip()):
                    best = n
                    break
        return best

    # -- call bodies -------------------------------------------------------

    def _start_body(self) -> None:
        self._list_open = self.fmt.body != "list"
        self._name_text = "" if self.fmt.body == "name_args" else None
        self._current = None

    def _scan_body(self) -> list[Event]:
        text = self._pending
        if self._name_text is not None:
            return self._scan_name(text)
        if not self._list_open:
            self._open_list(text)
            return []
        if self._current is None:
            stripped = text.lstrip(" \t\r\n,")
            if not stripped:
                self._pending = ""
                return []
            if stripped[0] != "{":
                self._pending, self._mode = stripped, "after"
                return []
            self._open_call(None)
            text = stripped
        assert self._current is not None
        if self.fmt.args_syntax != "json":
            return self._scan_raw(text)
        self._pending = self._current.feed(text)
        events = self._progress(len(self._calls) - 1)
        if self._current.done:
            self._current = None
            if self.fmt.body != "list":
                self._mode = "after"
        return events

    def _open_list(self, text: str) -> None:
        stripped = text.lstrip()
        if not stripped:
            self._pending = ""
        elif stripped[0] != "[":
            self._pending, self._mode = stripped, "text"
        else:
            self._list_open, self._pending = True, stripped[1:]

    def _scan_raw(self, text: str) -> list[Event]:
        """Arguments in a syntax of the family's own: read up to the closer, whole."""
        assert self._current is not None
        joined = self._current.text + text
        at = joined.find(self.fmt.closer)
        if at < 0:
            self._current.text, self._pending = joined, ""
            return []
        self._current.text = to_json(joined[:at].strip(), self.fmt.args_syntax)
        self._current.done = True
        self._current = None
        self._pending, self._mode = joined[at:], "after"
        return self._progress(len(self._calls) - 1)

    def _scan_name(self, text: str) -> list[Event]:
        marker = self.fmt.args_marker
        joined = (self._name_text or "") + text
        at = joined.find(marker)
        if at < 0:
            self._name_text, self._pending = joined, ""
            return []
        name = joined[:at].split("[CALL_ID]")[0].strip()  # Mistral's history form
        rest = joined[at + len(marker):]
        # A marker that opens the arguments (Gemma's "{") belongs to them too.
        self._name_text, self._pending = None, "{" + rest if marker.endswith("{") else rest
        self._open_call(name)
        return []

    def _open_call(self, name: str | None) -> None:
        self._current = CallObject()
        self._calls.append((new_call_id(), name, self._current))
        self._sent.append(0)
        self._announced.append(False)

    def _scan_after(self) -> None:
        text = self._pending
        closer = self.fmt.closer
        stripped = text.lstrip(" \t\r\n]")
        if closer and stripped.startswith(closer):
            self._pending, self._mode = stripped[len(closer):], "text"
        elif closer and closer.startswith(stripped):
            self._pending = stripped  # the closer is still arriving
            if stripped == text:
                return
        else:
            self._pending, self._mode = stripped.lstrip(";"), "text"

    # -- deltas ------------------------------------------------------------

    def _name(self, index: int) -> str | None:
        _id, name, call = self._calls[index]
        if name is not None:
            return name
        value = call.value("name") if "name" in call.values else None
        return value if isinstance(value, str) else None

    def _arguments_so_far(self, index: int) -> str:
        call = self._calls[index][2]
        if self.fmt.body == "name_args":
            return call.text.rstrip(" \t\r\n")
        if self.fmt.args_key in call.values:
            return call.values[self.fmt.args_key]
        return call.partial_value() if call.key == self.fmt.args_key else ""

    def _progress(self, index: int) -> list[Event]:
        name = self._name(index)
        if name is None:
            return []
        events: list[Event] = []
        if not self._announced[index]:
            self._announced[index] = True
            events.append(ToolCallDelta(index=index, id=self._calls[index][0], name=name))
        arguments = self._arguments_so_far(index)
        if len(arguments) > self._sent[index]:
            events.append(ToolCallDelta(index=index, arguments=arguments[self._sent[index]:]))
            self._sent[index] = len(arguments)
        return events

    def _complete(self, index: int) -> ToolCall | None:
        call_id, _name, call = self._calls[index]
        name = self._name(index)
        if not call.done or name is None:
            return None
        arguments = self._arguments_so_far(index) or "{}"
        try:
            parsed = json.loads(arguments)
        except json.JSONDecodeError:
            return None
        if isinstance(parsed, str):  # some models double-encode
            arguments, parsed = parsed, _loads(parsed)
        if name not in self._tools or not valid_arguments(self._tools[name], parsed):
            return None
        return ToolCall(id=call_id, name=name, arguments=arguments)


_GEMMA_STRING = re.compile(r'<\|"\|>(.*?)<\|"\|>', re.S)
_BARE_KEY = re.compile(r'([{,]\s*)([A-Za-z_][\w.-]*)\s*:')


def to_json(text: str, syntax: str) -> str:
    """Arguments text as JSON (Gemma 4 writes {city:<|"|>Paris<|"|>})."""
    if syntax == "json" or _loads(text) is not None:
        return text
    strings: list[str] = []

    def keep(match: re.Match[str]) -> str:
        strings.append(json.dumps(match.group(1), ensure_ascii=False))
        return f"\x00{len(strings) - 1}\x00"

    shielded = _GEMMA_STRING.sub(keep, text)
    quoted = _BARE_KEY.sub(lambda m: f'{m.group(1)}"{m.group(2)}":', shielded)
    return re.sub(r"\x00(\d+)\x00", lambda m: strings[int(m.group(1))], quoted)


def _loads(text: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return None


def valid_arguments(tool: ToolSpec, arguments: Any) -> bool:
    """Whether `arguments` validates against the tool's parameters schema."""
    import jsonschema

    if not isinstance(arguments, dict):
        return False
    try:
        jsonschema.validate(arguments, dict(tool.parameters))
    except jsonschema.ValidationError:
        return False
    except jsonschema.SchemaError:
        return False
    return True
