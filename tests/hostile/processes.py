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


def tiny_gguf(path: Path) -> Path:
    """The smallest complete GGUF file: version 3, no tensors, no keys."""
    path.write_bytes(b"GGUF" + (3).to_bytes(4, "little") + bytes(16))
    return path
