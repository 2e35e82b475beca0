"""Import checks the whole file against one schema before writing anything (issue 16).

Every case here once ended in a traceback, or imported a conversation that
could never be continued ("temperature": "hot").
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from app.cli import main
from app.engine.requests import UsageStats
from app.store import ChatStore, ImportFormatError
from app.store.export import dumps, import_json, to_json
from tests.store.hostile_files import files_in

Change = Callable[[dict[str, Any]], None]


@pytest.fixture
def export(store: ChatStore) -> dict[str, Any]:
    cid = store.create_conversation("Tides").id
    store.add_user_message(cid, "How do tides work?")
    writer = store.begin_answer(cid)
    writer.append("The moon pulls the oceans.")
    writer.finish(UsageStats(prompt_tokens=5, completion_tokens=6))
    return to_json(store, cid)


def _set(path: str, value: Any) -> Change:
    def change(data: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        target: Any = data
        for part in parents:
            target = target[int(part)] if part.isdigit() else target[part]
        target[last] = value
    return change


CASES = [
    ("conversation.lora", [["a", "x"]], "$.conversation.lora[0][1]"),
    ("conversation.lora", [["a", None]], "$.conversation.lora[0][1]"),
    ("conversation.sampler", {"stop": 5}, "$.conversation.sampler.stop"),
    ("messages.1.usage", {"prompt_tokens": "many"}, "$.messages[1].usage.prompt_tokens"),
    ("messages.1.finish_reason", {}, "$.messages[1].finish_reason"),
    ("messages.1.model", [1, 2], "$.messages[1].model"),
    ("conversation.model", [1, 2], "$.conversation.model"),
    ("messages.0.content", "\ud800", "$.messages[0].content"),
    ("conversation.sampler", {"temperature": "hot"}, "$.conversation.sampler.temperature"),
    ("conversation.sampler", {"top_p": 7}, "$.conversation.sampler.top_p"),
    ("messages.0.created_at", 1e300, "$.messages[0].created_at"),
    ("messages.0.id", True, "$.messages[0].id"),
    ("conversation.title", "caf\udce9", "$.conversation.title"),
]


@pytest.mark.parametrize(("where", "value", "path"), CASES,
                         ids=[f"{w}={v!r}" for w, v, _ in CASES])
def test_a_bad_field_is_named_by_its_path_and_nothing_is_written(
        store: ChatStore, export: dict[str, Any], where: str, value: Any, path: str) -> None:
    _set(where, value)(export)
    before = store.list_conversations()
    with pytest.raises(ImportFormatError) as caught:
        import_json(store, export)
    assert any(p.startswith(path + ":") for p in caught.value.problems), caught.value.problems
    assert path in str(caught.value) and "nothing was imported" in str(caught.value)
    assert store.list_conversations() == before


def test_every_problem_is_reported_at_once(store: ChatStore, export: dict[str, Any]) -> None:
    for where, value, _ in CASES[:6]:
        _set(where, value)(export)
    with pytest.raises(ImportFormatError) as caught:
        import_json(store, export)
    paths = {p.split(":")[0] for p in caught.value.problems}
    assert {path for _, _, path in CASES[:6]} <= paths


def test_an_imported_conversation_can_be_continued(
        store: ChatStore, export: dict[str, Any]) -> None:
    good = copy.deepcopy(export)
    good["conversation"]["sampler"] = {"temperature": 0, "stop": ["###"], "seed": 3}
    conversation = import_json(store, good)
    assert conversation.sampler.first_problem() is None  # what the engine checks before generating
    assert conversation.sampler.temperature == 0.0 and conversation.sampler.stop == ("###",)


def test_command_line_lists_the_problems_and_leaves_the_database_alone(
        data_dir: Path, tmp_path: Path, export: dict[str, Any],
        capsys: pytest.CaptureFixture[str]) -> None:
    with ChatStore.open() as store:
        store.create_conversation("Already here")
    export["conversation"]["sampler"] = {"temperature": "hot", "stop": 5}
    bad = tmp_path / "bad.json"
    bad.write_text(dumps(export), encoding="utf-8")
    before = files_in(data_dir)
    assert main(["import", str(bad)]) == 1
    err = capsys.readouterr().err
    assert "$.conversation.sampler.temperature" in err and "$.conversation.sampler.stop" in err
    assert "Traceback" not in err
    assert files_in(data_dir) == before
