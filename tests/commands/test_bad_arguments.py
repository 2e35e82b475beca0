"""The command line refuses what is out of range or not text, before doing anything (issue 16).

No model is loaded in these tests: every refusal happens first.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from app.cli import main
from app.engine.requests import UsageStats
from app.store import ChatStore
from tests.store.hostile_files import files_in

# Python hands bytes that are not UTF-8 to a program as lone surrogates
# (PEP 383): $'bad \xff' on the command line arrives as "bad \udcff".
NOT_UTF8 = "bad \udcff"


def _refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    try:
        code = main(argv)
    except SystemExit as exc:  # argparse refuses with exit status 2
        code = int(exc.code or 0)
    assert code == 2, argv
    err = capsys.readouterr().err
    assert "Traceback" not in err
    return err


@pytest.mark.parametrize(("argv", "expected"), [
    (["chat", "hi", "--max-tokens", "0"], "use 1 to"),
    (["chat", "hi", "--max-tokens", "-5"], "use 1 to"),
    (["chat", "hi", "--ctx", "0"], "use 256 to 16777216 tokens"),
    (["chat", "hi", "--ctx", "1"], "use 256 to 16777216 tokens"),
    (["chat", "hi", "--threads", "-1"], "use 1 to 1024"),
    (["chat", "hi", "--threads", "0"], "use 1 to 1024"),
    (["chat", "hi", "--temperature", "nan"], "out of range"),
    (["chat", "hi", "--top-p", "0"], "(0, 1]"),
    (["chat", "hi", "--seed", "-1"], "use 0 to 4294967295"),
    (["chat", "hi", "--top-k", "many"], "'many' is not a whole number"),
    (["history", "--limit", "0"], "use 1 to"),
    (["search", "x", "-k", "0"], "use 1 to"),
    (["embed", "x", "--show", "-1"], "use 0 to"),
    (["models", "list", "--ctx", "-5"], "use 256 to 16777216 tokens"),  # issue 40
    (["models", "info", "x.gguf", "--ctx", "0"], "use 256 to 16777216 tokens"),
    (["models", "search", "x", "--ctx", "1"], "use 256 to 16777216 tokens"),
    (["models", "use", "x", "--ctx", "-1"], "use 256 to 16777216 tokens"),
    (["models", "use", "x", "--threads", "-3"], "use 1 to 1024"),
    (["models", "use", "x", "--gpu-layers", "-2"], "use -1 to"),
])
def test_out_of_range_is_refused_with_the_range(
        data_dir: Path, capsys: pytest.CaptureFixture[str], argv: list[str],
        expected: str) -> None:
    assert expected in _refused(argv, capsys)


def test_invalid_utf8_prompt_leaves_nothing_behind(
        data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    err = _refused(["chat", NOT_UTF8, "--conversation", "new"], capsys)
    assert "not valid UTF-8" in err and "bad \\xff" in err
    if (data_dir / "lantern.db").exists():
        with ChatStore.open() as store:
            assert store.list_conversations() == []


def test_invalid_utf8_search_is_refused(data_dir: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    assert "not valid UTF-8" in _refused(["history", "--search", "\udcff"], capsys)


def test_empty_search_query_is_refused(data_dir: Path,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    for query in ("", "   ", "?!"):
        assert "no words to search for" in _refused(["search", query], capsys)


@pytest.fixture
def hostile_titles(data_dir: Path) -> int:
    with ChatStore.open() as store:
        cid = store.create_conversation("\x1b]0;pwned\x07\x1b[31mred\u202eevil").id
        store.add_user_message(cid, "look \x1b[2J here")
        writer = store.begin_answer(cid)
        writer.append("answer \x1b[5m blinking")
        writer.finish(UsageStats())
        return cid


def test_history_prints_control_characters_escaped(
        hostile_titles: int, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["history"]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\x07" not in out and "\u202e" not in out
    assert "\\x1b]0;pwned\\x07\\x1b[31mred\\u202eevil" in out
    assert main(["history", "--search", "look"]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\\x1b[2J" in out


def test_import_prints_the_title_escaped(hostile_titles: int, tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "c.json"
    assert main(["export", str(hostile_titles), "--format", "json", "-o", str(target)]) == 0
    capsys.readouterr()
    assert main(["import", str(target)]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\\x1b]0;pwned" in out


def test_history_limit_counts(hostile_titles: int, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["history", "--limit", "1"]) == 0
    assert "No conversations yet." not in capsys.readouterr().out


def test_refusals_leave_the_database_as_it_was(
        hostile_titles: int, data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = files_in(data_dir)
    _refused(["chat", NOT_UTF8, "--conversation", str(hostile_titles)], capsys)
    _refused(["chat", "hi", "--conversation", str(hostile_titles), "--ctx", "1"], capsys)
    assert files_in(data_dir) == before
