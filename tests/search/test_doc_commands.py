"""`lantern index` and `lantern search` on a generated corpus, through app.cli.main."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.cli import main


def test_index_then_search_json(data_dir: Path, corpus: dict[str, Path],
                                capsys: pytest.CaptureFixture[str]) -> None:
    folder = corpus["volcano"].parent
    assert main(["index", str(folder), "--collection", "Notes"]) == 0
    out = capsys.readouterr()
    assert "7 indexed, 0 unchanged" in out.out and "Notes: 7 new" in out.err

    assert main(["search", "Which moon hides an ocean?", "--json", "-k", "2"]) == 0
    results = json.loads(capsys.readouterr().out)
    assert len(results) == 2 and results[0]["path"] == str(corpus["astronomy"])
    assert {"page", "line_start", "line_end", "score", "snippet", "location"} <= set(results[0])

    assert main(["search", "earthworms compost", "--collection", "notes"]) == 0
    text = capsys.readouterr().out
    assert text.startswith(f"1. {corpus['garden']} (page 2, lines ")
    assert "[Earthworms]" in text

    assert main(["index", "--collection", "Notes"]) == 0  # rescan: nothing to do
    assert "0 indexed, 7 unchanged" in capsys.readouterr().out
    assert main(["index", "--list"]) == 0
    assert "Notes: 7 documents (7 indexed)" in capsys.readouterr().out


def test_clear_errors(data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["search", "anything"]) == 1
    assert "Nothing is indexed yet" in capsys.readouterr().err
    (tmp_path / "file.txt").write_text("x")
    assert main(["index", str(tmp_path / "file.txt")]) == 1
    assert "is not a folder" in capsys.readouterr().err
    assert main(["index", "--collection", "nope"]) == 1
    assert "There is no collection 'nope'" in capsys.readouterr().err
