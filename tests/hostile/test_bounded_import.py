"""`lantern import` reads a bounded file (issue 40, item 6): not a device, a
pipe or a folder (`/dev/zero` was read until the kernel killed the process),
and no more than an exported conversation can be, from a file or from
standard input fed without end. Each is one line, and nothing is imported."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from app.cli import main
from app.store.export import MAX_IMPORT_BYTES
from tests.hostile.processes import REPO_ROOT, lantern_env


def _refused(args: list[str], says: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["import", *args]) == 1
    err = capsys.readouterr().err.strip()
    assert says in err and "\n" not in err, err


@pytest.mark.parametrize("kind", ["device", "link to a device", "pipe", "folder"])
def test_what_is_not_a_file_is_refused(kind: str, tmp_path: Path, data_dir: Path,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    path = {"device": Path("/dev/zero"), "link to a device": tmp_path / "zero.json",
            "pipe": tmp_path / "pipe.json", "folder": tmp_path}[kind]
    if kind == "link to a device":
        path.symlink_to("/dev/zero")
    if kind == "pipe":
        os.mkfifo(path)
    _refused([str(path)], f"{path} is not a file (a folder, device or pipe)", capsys)


def test_a_file_past_the_cap_is_refused_unread(tmp_path: Path, data_dir: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    huge = tmp_path / "huge.json"
    with huge.open("wb") as out:
        out.truncate(MAX_IMPORT_BYTES + 1)  # sparse: no bytes written
    _refused([str(huge)], "huge.json is more than 100 MB", capsys)


def test_standard_input_fed_without_end_is_cut_off(data_dir: Path) -> None:
    with subprocess.Popen(["yes"], stdout=subprocess.PIPE) as feed:
        done = subprocess.run([sys.executable, "-m", "app", "import", "-"], cwd=REPO_ROOT,
                              env=lantern_env(data_dir), stdin=feed.stdout,
                              capture_output=True, text=True, timeout=300)
        feed.kill()
    assert done.returncode == 1
    assert done.stderr.strip() == ("lantern: Standard input is more than 100 MB, more than an "
                                   "exported conversation can be; nothing was imported.")
