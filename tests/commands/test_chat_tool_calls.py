"""`lantern chat --tools FILE --tool-choice required` from a shell, on the
bundled model: the printed calls are OpenAI tool_calls JSON whose arguments
validate."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from tests.commands.test_chat_structured import _chat

pytestmark = pytest.mark.slow
WEATHER = {"type": "object", "properties": {"city": {"type": "string", "maxLength": 24}},
           "required": ["city"]}


def test_tool_calls_are_printed_as_openai_json(data_dir: Path, tmp_path: Path) -> None:
    tools = tmp_path / "tools.json"
    tools.write_text(json.dumps([{"type": "function", "function": {
        "name": "get_weather", "description": "The weather in a city",
        "parameters": WEATHER}}]))
    done = _chat(data_dir, "What is the weather in Rome?", "--tools", str(tools),
                 "--tool-choice", "required")
    assert "[tool_calls]" in done.stderr, done.stderr
    start = done.stdout.index("[") if done.stdout.startswith("[") else \
        done.stdout.index("\n[") + 1
    calls: list[dict[str, Any]] = json.loads(done.stdout[start:])
    assert calls and all(c["type"] == "function" and c["id"] for c in calls)
    for call in calls:
        assert call["function"]["name"] == "get_weather"
        jsonschema.validate(json.loads(call["function"]["arguments"]), WEATHER)
