"""Settings written by two processes at once keep both processes' changes
(issue 33, defect 4).

`save_settings` held the lock but wrote the snapshot its caller had loaded,
so the window's next save undid a `lantern models use ...` made while it
ran. Each process here works as the window does: it loads the settings
once, then changes its own field and saves, 50 times, never reading the
file again itself. Both load before either saves (each waits for the
other's "loaded" file), so every save of one is made from a snapshot that
misses the other's changes.
"""

from __future__ import annotations

import dataclasses
import subprocess
import sys
from pathlib import Path

from app.config import AdapterSpec, load_settings, save_settings, update_settings

ROUNDS = 50

WORKER = """
import dataclasses, sys, time
from pathlib import Path
from app.config import AdapterSpec, load_settings, save_settings

path, me, other = Path(sys.argv[1]), sys.argv[2], sys.argv[3]
held = load_settings(path)
(path.parent / f"{me}.loaded").touch()
while not (path.parent / f"{other}.loaded").exists():  # the other's snapshot is taken
    time.sleep(0.01)
for n in range(int(sys.argv[4])):
    if me == "origins":
        chosen = dataclasses.replace(held, api_cors_origins=[
            *held.api_cors_origins, f"http://host-{n}"])
    else:
        chosen = dataclasses.replace(held, adapters=[
            *held.adapters, AdapterSpec(f"adapter-{n}", f"/adapters/{n}.gguf")])
    save_settings(chosen, path, since=held)
    held = chosen
"""


def _worker(path: Path, me: str, other: str) -> subprocess.Popen[str]:
    root = Path(__file__).resolve().parents[2]
    return subprocess.Popen([sys.executable, "-c", WORKER, str(path), me, other, str(ROUNDS)],
                            cwd=root, stderr=subprocess.PIPE, text=True)


def test_two_processes_changing_different_fields_keep_all_100_changes(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(load_settings(path), path)
    workers = [_worker(path, "origins", "adapters"), _worker(path, "adapters", "origins")]
    for worker in workers:
        _out, err = worker.communicate(timeout=300)
        assert worker.returncode == 0, err
    settings = load_settings(path)
    assert settings.api_cors_origins == [f"http://host-{n}" for n in range(ROUNDS)]
    assert settings.adapters == [AdapterSpec(f"adapter-{n}", f"/adapters/{n}.gguf")
                                 for n in range(ROUNDS)]


def test_a_save_keeps_what_another_process_changed_meanwhile(tmp_path: Path) -> None:
    """The window's case in one process: its snapshot is older than the file."""
    path = tmp_path / "settings.json"
    window = load_settings(path)
    update_settings(lambda s: setattr(s, "model_path", "/models/other.gguf"), path)  # the CLI
    save_settings(dataclasses.replace(window, font_size=15), path, since=window)
    saved = load_settings(path)
    assert (saved.model_path, saved.font_size) == ("/models/other.gguf", 15)
