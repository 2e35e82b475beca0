"""`lantern history`, `export` and `import` on the same database as the window."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from app.cli import main
from app.engine.requests import UsageStats
from app.store import ChatStore


@pytest.fixture
def chats(data_dir: Path) -> dict[str, int]:
    with ChatStore.open() as store:  # LANTERN_DATA_DIR points at data_dir
        assert store.path == data_dir / "lantern.db"
        ids = {}
        for title, question, reply in [
            ("Tides", "How do tides work?", "The moon pulls the oceans."),
            ("Bread", "Why did my sourdough not rise?", "Your starter may be weak."),
        ]:
            cid = store.create_conversation(title).id
            store.add_user_message(cid, question)
            writer = store.begin_answer(cid)
            writer.append(reply)
            writer.finish(UsageStats())
            ids[title] = cid
        return ids


def test_history_lists_newest_first(chats: dict[str, int],
                                    capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["history"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "TITLE" in lines[0]
    assert [line.split()[-1] for line in lines[1:]] == ["Bread", "Tides"]
    assert lines[1].split()[0] == str(chats["Bread"])


def test_history_search_shows_snippets(chats: dict[str, int],
                                       capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["history", "--search", "moon"]) == 0
    out = capsys.readouterr().out
    assert f"conversation {chats['Tides']}" in out and "Tides" in out
    assert "The [moon] pulls the oceans." in out
    assert main(["history", "--search", "nothing-like-this"]) == 0
    assert "No messages match" in capsys.readouterr().out


def test_history_on_an_empty_database(data_dir: Path,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["history"]) == 0
    assert "No conversations yet." in capsys.readouterr().out


def test_export_markdown_to_stdout(chats: dict[str, int],
                                   capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["export", str(chats["Bread"]), "--format", "md"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("# Bread") and "Your starter may be weak." in out


def test_export_then_import_through_the_command_line(
    chats: dict[str, int], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "tides.json"
    assert main(["export", str(chats["Tides"]), "--format", "json", "-o", str(target)]) == 0
    assert json.loads(target.read_text(encoding="utf-8"))["conversation"]["title"] == "Tides"
    capsys.readouterr()

    assert main(["import", str(target)]) == 0
    assert "Imported conversation" in capsys.readouterr().out
    with ChatStore.open() as store:
        titles = [c.title for c in store.list_conversations()]
        assert titles.count("Tides") == 2
        copy = store.list_conversations()[0]
        assert [m.content for m in store.thread(copy.id)] == [
            "How do tides work?", "The moon pulls the oceans."]


def test_errors_are_one_clear_line_and_exit_1(
    chats: dict[str, int], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["export", "999"]) == 1
    assert "no conversation 999" in capsys.readouterr().err
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    assert main(["import", str(bad)]) == 1
    assert "not valid JSON" in capsys.readouterr().err
    assert main(["import", str(tmp_path / "missing.json")]) == 1
    assert "Cannot read" in capsys.readouterr().err


def test_corrupt_database_is_reported_not_replaced(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    db = data_dir / "lantern.db"
    db.write_bytes(b"\x00garbage" * 1000)
    assert main(["history"]) == 1
    assert "cannot be read" in capsys.readouterr().err
    assert db.read_bytes() == b"\x00garbage" * 1000


def test_store_never_imports_qt() -> None:
    code = ("import sys, app.store, app.store.export, app.commands.history; "
            "assert not [m for m in sys.modules if m.startswith(('PySide6', 'qasync'))]")
    subprocess.run([sys.executable, "-c", code], check=True,
                   cwd=Path(__file__).resolve().parents[2])
