"""`lantern chat --json-schema FILE` from a shell, on the bundled model: the
JSON answer validates."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest

pytestmark = pytest.mark.slow
PERSON = {"type": "object", "properties": {
    "name": {"type": "string", "maxLength": 16},
    "age": {"type": "integer", "minimum": 0, "maximum": 120}},
    "required": ["name", "age"], "additionalProperties": False}


def _chat(data_dir: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "app", "chat", *args, "--temperature", "0",
         "--max-tokens", "60", "--system", ""],
        capture_output=True, text=True, timeout=600, check=True,
        env={**os.environ, "LANTERN_DATA_DIR": str(data_dir)})


def test_json_schema_answer_validates(data_dir: Path, tmp_path: Path) -> None:
    schema = tmp_path / "person.json"
    schema.write_text(json.dumps(PERSON))
    done = _chat(data_dir, "Invent a person.", "--json-schema", str(schema))
    assert "[stop]" in done.stderr, done.stderr
    jsonschema.validate(json.loads(done.stdout), PERSON)


TAGS = {"type": "object", "properties": {"tags": {
    "type": "array", "items": {"type": "string", "maxLength": 8}, "maxItems": 3,
    "uniqueItems": True}}, "required": ["tags"]}


def test_an_unenforceable_keyword_is_named_or_refused(data_dir: Path, tmp_path: Path) -> None:
    schema = tmp_path / "tags.json"
    schema.write_text(json.dumps(TAGS))
    done = _chat(data_dir, "Three tags.", "--json-schema", str(schema))
    assert "not enforced: uniqueItems at schema.properties.tags" in done.stderr, done.stderr
    assert isinstance(json.loads(done.stdout)["tags"], list)
    with pytest.raises(subprocess.CalledProcessError) as refused:
        _chat(data_dir, "Three tags.", "--json-schema", str(schema), "--strict-schema")
    assert refused.value.returncode == 1
    assert "uniqueItems at schema.properties.tags" in refused.value.stderr
