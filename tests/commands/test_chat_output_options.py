"""`lantern chat --json-schema FILE --tools FILE --tool-choice`: files that
cannot be used are refused with the file's name and the reason, before any
model loads (exit 2)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.cli import main

WEATHER = {"type": "function", "function": {
    "name": "get_weather", "parameters": {"type": "object",
                                          "properties": {"city": {"type": "string"}}}}}


def _refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    assert main(argv) == 2, argv
    err = capsys.readouterr().err
    assert "Traceback" not in err
    return err


def _file(tmp_path: Path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


@pytest.mark.parametrize(("option", "text", "expected"), [
    ("--json-schema", "{not json", "is not valid JSON"),
    ("--json-schema", json.dumps({"type": "object", "properties": {"a": {"type": "strin"}}}),
     "unknown type 'strin'"),
    ("--json-schema", json.dumps([1, 2]), "must be a JSON object"),
    ("--tools", json.dumps([{"type": "function", "function": {"description": "no name"}}]),
     "is not a function tool"),
    ("--tools", json.dumps([WEATHER, WEATHER]), "given twice"),
    ("--tools", json.dumps({"type": "function", "function": {"name": "two words"}}),
     "must be 1-64 letters"),
])
def test_unusable_files_are_refused_with_their_name(
        data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], option: str,
        text: str, expected: str) -> None:
    path = _file(tmp_path, "given.json", text)
    err = _refused(["chat", "hi", option, path], capsys)
    assert expected in err and "given.json" in err


def test_missing_file_and_unknown_tool_choice(data_dir: Path, tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    missing = str(tmp_path / "nowhere.json")
    assert "cannot read the --tools file" in _refused(["chat", "hi", "--tools", missing],
                                                      capsys)
    tools = _file(tmp_path, "tools.json", json.dumps([WEATHER]))
    err = _refused(["chat", "hi", "--tools", tools, "--tool-choice", "get_time"], capsys)
    assert "'get_time' is not one of the tools (get_weather)" in err
    err = _refused(["chat", "hi", "--tools", tools, "--conversation", "new"], capsys)
    assert "runs none; use it without --mcp and --conversation" in err
    err = _refused(["chat", "hi", "--tools", tools, "--mcp", "never-started"], capsys)
    assert "runs none" in err
