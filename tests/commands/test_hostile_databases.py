"""Every `lantern` subcommand against a damaged, a foreign, a newer and a read-only
database: a clear message or a correct answer, never a traceback, and the
files exactly as the user left them (issue 16).

The commands run as real processes, several at a time. Those that need a
model are run once (they never open the database); every other command
fails or finishes before it would load one. As root, chmod changes nothing,
so the read-only case runs as the unprivileged user `nobody` on files that
root owns, as a user meets a database another account made.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import pytest

from app.engine.embedder import Embedder
from app.search.indexer import Indexer
from app.store import ChatStore
from app.store.documents import DocumentStore
from app.store.export import dumps, to_json
from tests.store.hostile_files import (
    damage_middle,
    files_in,
    foreign_database,
    newer_database,
    saved_chats,
)

ROOT = Path(__file__).resolve().parents[2]
AS_ROOT = os.geteuid() == 0
NOBODY = 65534

pytestmark = pytest.mark.slow


@dataclass
class Ran:
    argv: list[str]
    code: int
    out: str
    err: str

    def __str__(self) -> str:
        return f"lantern {' '.join(self.argv)} -> {self.code}\n{self.out}\n{self.err}"


@pytest.fixture(scope="module")
def place() -> Iterator[Path]:
    """A folder every user can read (pytest's own tmp folders are root's only)."""
    base = Path(tempfile.mkdtemp(prefix="lantern-hostile-"))
    base.chmod(0o755)
    docs = base / "docs"
    docs.mkdir()
    (docs / "keeper.txt").write_text("The lighthouse keeper trims the wick at dusk.\n")
    source = base / "source.db"
    saved_chats(source, count=12)
    with pytest.MonkeyPatch.context() as patch:
        # A cache of our own, converted by this code: readable by other users.
        patch.setenv("LANTERN_CACHE_DIR", str(base / "cache"))
        _index(source, docs)
    with ChatStore.open(source) as store:
        (base / "export.json").write_text(dumps(to_json(store, 1)), encoding="utf-8")
    for path in (docs, docs / "keeper.txt", source, base / "export.json"):
        path.chmod(0o755 if path.is_dir() else 0o644)
    yield base
    shutil.rmtree(base)


def _index(db: Path, docs: Path) -> None:
    """A real indexed collection, so that search has something to find read-only."""
    with Embedder() as embedder, DocumentStore.open(db) as store:
        store.add_folder(store.ensure_collection("notes").id, docs)
        indexer = Indexer(store, embedder.embed, model_id=embedder.model_id,
                          tokenize=embedder.tokenize, model_max_tokens=embedder.n_ctx)
        assert len(indexer.run(indexer.scan("notes")).indexed) == 1


def _data_dir(place: Path, kind: str) -> Path:
    folder = place / kind
    folder.mkdir()
    db = folder / "lantern.db"
    if kind == "damaged":
        saved_chats(db, count=40)
        damage_middle(db)
    elif kind == "foreign":
        foreign_database(db, 7)
    elif kind == "newer":
        newer_database(db)
    else:
        shutil.copy(place / "source.db", db)
    db.chmod(0o644 if AS_ROOT else 0o444)
    folder.chmod(0o755 if AS_ROOT else 0o555)
    return folder


def _skip_unless_nobody_can_enter() -> None:
    """`nobody` must reach this checkout and its interpreter: a clone in a folder of
    mode 0700 (`mktemp -d` makes one) hides them, and every run would fail with EACCES."""
    executable = Path(sys.executable)
    for path in (ROOT, executable.parent, executable.resolve().parent):
        for folder in (path, *path.parents):
            if not folder.stat().st_mode & 0o001:
                pytest.skip(f"{folder} is closed to other users (mode "
                            f"{folder.stat().st_mode & 0o777:o}), so these checks cannot run "
                            f"as `nobody`; `chmod o+x {folder}` or clone elsewhere")


def _run(argv: list[str], data_dir: Path, home: Path, *, as_nobody: bool) -> Ran:
    env = {k: v for k, v in os.environ.items() if not k.startswith("LANTERN_")}
    cache = home / "cache" if as_nobody else Path(os.environ["LANTERN_CACHE_DIR"])
    env |= {"LANTERN_DATA_DIR": str(data_dir), "HOME": str(home),
            "LANTERN_CACHE_DIR": str(cache), "PYTHONPATH": str(ROOT)}
    extra = {"user": NOBODY, "group": NOBODY, "extra_groups": []} if as_nobody else {}
    done = subprocess.run([sys.executable, "-m", "app", *argv], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300, check=False, **extra)
    return Ran(argv, done.returncode, done.stdout, done.stderr)


def _database_commands(place: Path) -> list[list[str]]:
    return [
        ["history"], ["history", "--search", "lighthouse"], ["history", "--deleted"],
        ["export", "1"], ["export", "1", "--format", "json"],
        ["import", str(place / "export.json")],
        ["chat", "hello", "--conversation", "new"], ["chat", "hello", "--conversation", "1"],
        ["index", str(place / "docs")], ["index", "--all"], ["index", "--list"],
        ["search", "lighthouse", "--mode", "text"], ["search", "lighthouse"],
    ]


WRITES = {"import", "chat", "index"}

EXPECTED = {
    "damaged": "cannot be read",
    "foreign": "not a Lantern one",
    "newer": "newer version of Lantern",
}


@pytest.mark.parametrize("kind", ["damaged", "foreign", "newer", "read-only"])
def test_every_subcommand_leaves_the_file_alone(place: Path, kind: str) -> None:
    data_dir = _data_dir(place, kind)
    before = files_in(data_dir)
    as_nobody = kind == "read-only" and AS_ROOT
    if as_nobody:
        _skip_unless_nobody_can_enter()
    commands = _database_commands(place)
    with ThreadPoolExecutor(max_workers=3) as pool:
        results = list(pool.map(lambda a: _run(a, data_dir, place, as_nobody=as_nobody),
                                commands))
    for ran in results:
        assert "Traceback" not in ran.err, ran
        assert ran.code in (0, 1), ran
        writes = ran.argv[0] in WRITES and ran.argv[1:] != ["--list"]
        if kind in EXPECTED:
            # A damaged file's undamaged parts may still answer (no collections).
            answered = ran.code == 0 or "Nothing is indexed yet" in ran.err
            assert EXPECTED[kind] in ran.err or (kind == "damaged" and answered), ran
            assert ran.code == 1 or kind == "damaged", ran
            if writes:
                assert ran.code == 1, ran
        elif writes:
            assert ran.code == 1 and "read-only" in ran.err and "saved nothing" in ran.err, ran
        elif ran.argv[0] == "search":
            assert ran.code == 0 and "keeper.txt" in ran.out, ran
        else:
            assert ran.code == 0, ran
    assert files_in(data_dir) == before  # no side files either
    if kind == "read-only":
        _writes_work_once_permission_returns(place, data_dir)


def _writes_work_once_permission_returns(place: Path, data_dir: Path) -> None:
    """A read-only run once left a read-only -shm behind that kept writes failing."""
    for path in (data_dir, data_dir / "lantern.db"):
        if AS_ROOT:
            os.chown(path, NOBODY, NOBODY)
        path.chmod(0o755 if path.is_dir() else 0o644)
    ran = _run(["import", str(place / "export.json")], data_dir, place, as_nobody=AS_ROOT)
    assert ran.code == 0 and "Imported conversation 13" in ran.out, ran
    ran = _run(["index", "--all"], data_dir, place, as_nobody=AS_ROOT)
    assert ran.code == 0 and "1 unchanged" in ran.out, ran


def test_commands_that_load_a_model_never_touch_the_database(place: Path) -> None:
    data_dir = _data_dir(place, "damaged-models")
    before = files_in(data_dir)
    commands = [["embed", "a sentence", "--show", "2"], ["selftest"],
                ["chat", "Hi", "--raw", "--max-tokens", "2", "--ctx", "512"]]
    for argv in commands:
        ran = _run(argv, data_dir, place, as_nobody=False)
        assert ran.code == 0 and "Traceback" not in ran.err, ran
    assert files_in(data_dir) == before


def test_unreadable_and_missing_databases_are_named_as_such(place: Path) -> None:
    if not AS_ROOT:
        pytest.skip("needs root to act as another user")
    _skip_unless_nobody_can_enter()
    unreadable = place / "unreadable"
    unreadable.mkdir(mode=0o755)
    shutil.copy(place / "source.db", unreadable / "lantern.db")
    (unreadable / "lantern.db").chmod(0o600)  # root's alone
    locked = place / "locked"
    locked.mkdir(mode=0o755)  # root's: nobody cannot create a database in it
    for folder, expected in [(unreadable, "no permission to read it"),
                             (locked, "cannot create its database in the folder")]:
        before = files_in(folder)
        for argv in (["history"], ["import", str(place / "export.json")]):
            ran = _run(argv, folder, place, as_nobody=True)
            assert ran.code == 1 and expected in ran.err, ran
            assert "move it aside" not in ran.err and "Traceback" not in ran.err, ran
        assert files_in(folder) == before


def test_a_read_only_data_folder_is_named_and_reading_still_works(place: Path) -> None:
    if not AS_ROOT:
        pytest.skip("needs root to act as another user")
    _skip_unless_nobody_can_enter()
    folder = place / "folder-locked"
    folder.mkdir(mode=0o755)  # root's: nobody may not create files in it
    shutil.copy(place / "source.db", folder / "lantern.db")
    os.chown(folder / "lantern.db", NOBODY, NOBODY)  # the file itself is writable
    (folder / "settings.json").write_text('{"n_ctx": "big"}')  # damaged, cannot be set aside
    before = files_in(folder)
    ran = _run(["history"], folder, place, as_nobody=True)
    assert ran.code == 0 and "Chat 11" in ran.out, ran
    for argv in (["import", str(place / "export.json")], ["chat", "hi", "--conversation", "1"]):
        ran = _run(argv, folder, place, as_nobody=True)
        assert ran.code == 1 and f"its folder {folder} is read-only" in ran.err, ran
        assert "Traceback" not in ran.err, ran
    assert "n_ctx" in ran.err and "could not be set aside" in ran.err, ran  # chat read them
    assert files_in(folder) == before
