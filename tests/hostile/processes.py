"""Real `lantern` processes started together, for the many-processes tests."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class Finished:
    code: int
    out: str
    err: str


def lantern_env(data_dir: Path) -> dict[str, str]:
    env = dict(os.environ, LANTERN_DATA_DIR=str(data_dir), PYTHONPATH=str(REPO_ROOT))
    env.pop("PYTHONWARNINGS", None)
    return env


def start(args: Sequence[str], data_dir: Path) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "app", *args], cwd=REPO_ROOT,
                            env=lantern_env(data_dir), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def run_together(commands: Sequence[Sequence[str]], data_dir: Path,
                 timeout: float = 300) -> list[Finished]:
    """Start every command at once, then wait for all of them."""
    running = [start(args, data_dir) for args in commands]
    done = []
    for process in running:
        out, err = process.communicate(timeout=timeout)
        done.append(Finished(process.returncode, out, err))
    return done


def run_behind_lock(commands: Sequence[Sequence[str]], data_dir: Path, lock: Path,
                    marker: str, timeout: float = 300) -> list[Finished]:
    """Hold `lock` while every command starts and says `marker` (that it
    waits for the lock), then let go: all of them contend for it at once,
    however slowly each one started."""
    from app.process_locks import held

    with held(lock, on_wait=lambda _who: None) as mine:
        assert mine
        running = [start(args, data_dir) for args in commands]
        early = []
        for process in running:
            assert process.stderr is not None
            seen = ""
            while marker not in seen:
                line = process.stderr.readline()
                if not line:  # it ended without waiting: the test fails below
                    break
                seen += line
            early.append(seen)
    done = []
    for process, before in zip(running, early, strict=True):
        out, err = process.communicate(timeout=timeout)
        done.append(Finished(process.returncode, out, before + err))
    return done


def tiny_gguf(path: Path) -> Path:
    """The smallest complete GGUF file: version 3, no tensors, no keys."""
    path.write_bytes(b"GGUF" + (3).to_bytes(4, "little") + bytes(16))
    return path
