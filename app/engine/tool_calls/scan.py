"""An incremental reader of one JSON call object, character by character.

`{"name": "f", "arguments": {...}}` arrives a piece at a time; the reader
knows each top-level key as soon as it is complete and how much of each
value has arrived, so a parser can stream a call's arguments as they grow.
"""

from __future__ import annotations

import json
from typing import Any

_SPACE = " \t\r\n"


class CallObject:
    """Reads one JSON object; `done` once its closing brace has arrived."""

    def __init__(self) -> None:
        self.text = ""
        self.done = False
        self.values: dict[str, str] = {}
        """Top-level keys whose value is complete -> that value's JSON text."""
        self.key: str | None = None
        """The key whose value is arriving now (None between values)."""
        self.value_start: int | None = None
        self._depth = 0
        self._in_string = self._escaped = False
        self._state = "start"  # start, key, colon, wait, value
        self._key_start = 0

    def feed(self, text: str) -> str:
        """Read `text`; return what is left over after the object closed."""
        for offset, char in enumerate(text):
            if self.done:
                return text[offset:]
            self._read(char)
        return ""

    def partial_value(self) -> str:
        """The arrived part of the current value, less trailing blanks."""
        if self.value_start is None:
            return ""
        return self.text[self.value_start:].rstrip(_SPACE)

    def value(self, key: str) -> Any:
        return json.loads(self.values[key]) if key in self.values else None

    def _read(self, char: str) -> None:
        index = len(self.text)
        self.text += char
        if self._in_string:
            self._read_string(char, index)
        elif self._depth == 0:
            self._depth, self._state = (1, "key") if char == "{" else (0, "start")
        elif self._depth == 1:
            self._read_top(char, index)
        elif char in "{[":
            self._depth += 1
        elif char in "}]":
            self._depth -= 1
        elif char == '"':
            self._in_string = True

    def _read_string(self, char: str, index: int) -> None:
        if self._escaped:
            self._escaped = False
        elif char == "\\":
            self._escaped = True
        elif char == '"':
            self._in_string = False
            if self._state == "key" and self._depth == 1:
                self.key, self._state = json.loads(self.text[self._key_start:]), "colon"

    def _read_top(self, char: str, index: int) -> None:
        state = self._state
        if state == "key" and char == '"':
            self._in_string, self._key_start = True, index
        elif state == "key" and char == "}":
            self.done = True
        elif state == "colon" and char == ":":
            self._state = "wait"
        elif state == "wait" and char not in _SPACE:
            self._state, self.value_start = "value", index
            self._read_value(char)
        elif state == "value" and char in ",}":
            if self.key is not None and self.value_start is not None:
                self.values[self.key] = self.text[self.value_start:index].strip(_SPACE)
            self.key, self.value_start, self._state = None, None, "key"
            self.done = char == "}"
        elif state == "value":
            self._read_value(char)

    def _read_value(self, char: str) -> None:
        if char in "{[":
            self._depth += 1
        elif char == '"':
            self._in_string = True
