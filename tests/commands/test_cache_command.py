"""`lantern cache` and the prompt cache's flags on `lantern chat`: a second
run of the same long prompt, in a new process, starts from the saved state."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from app.cli import main

ROOT = Path(__file__).resolve().parents[2]
# Past the 256 tokens below which a prompt is not worth saving (disk_cache.MIN_TOKENS).
LONG = ("The keeper climbed the tower at dusk, trimmed the wick and wrote the weather "
        "in the log. ") * 20 + "What did the keeper do?"


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "prompt-cache"
    monkeypatch.setenv("LANTERN_PROMPT_CACHE_DIR", str(path))
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path / "data"))
    return path


def test_cache_shows_and_clears_what_it_takes(folder: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    folder.mkdir()
    (folder / "a.lkv").write_bytes(bytes(1_500_000))
    (folder / "b.lkv").write_bytes(bytes(500_000))
    assert main(["cache"]) == 0
    assert f"on, 2.0 MB used of a 4096 MB budget ({folder})" in capsys.readouterr().out
    assert main(["cache", "--clear"]) == 0
    assert "freed 2.0 MB" in capsys.readouterr().out
    assert not list(folder.iterdir())


def test_a_disk_budget_out_of_range_is_refused(folder: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as refused:
        main(["chat", "hi", "--disk-cache-mb", "1"])
    assert refused.value.code == 2
    assert "use 64 to 4194304 MB" in capsys.readouterr().err


def cached_tokens(folder: Path, *flags: str) -> int:
    done = subprocess.run(
        [sys.executable, "-m", "app", "chat", LONG, "--max-tokens", "4", "--temperature", "0",
         *flags], cwd=ROOT, capture_output=True, text=True, timeout=900, check=False,
        env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 0, done.stderr[-2000:]
    found = re.search(r"\((\d+) cached(?:, (\d+) from disk)?\)", done.stderr)
    assert found, done.stderr[-2000:]
    # What was reused came from the disk (a new process has nothing in RAM).
    assert int(found.group(2) or 0) == int(found.group(1)), done.stderr[-2000:]
    return int(found.group(1))


def test_chat_in_a_new_process_starts_from_the_saved_prompt(folder: Path) -> None:
    assert cached_tokens(folder) == 0
    assert list(folder.glob("*.lkv"))
    assert cached_tokens(folder) > 256
    assert cached_tokens(folder, "--no-disk-cache") == 0
