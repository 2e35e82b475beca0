"""IndexingWorker on its threads, embedding with the real default model
through a real InferenceWorker: progress, counts, problems, search, pause,
cancel, resume at the next start, the model-change confirmation, the
folder watcher, and folder changes in the middle of a run."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.search.chunking import ChunkSettings
from app.search.indexer import IndexReport
from app.search.progress import Progress
from app.workers.doc_overview import CollectionInfo
from app.workers.index_side import IndexConfig
from app.workers.indexing import IndexingWorker
from app.workers.inference import InferenceWorker
from tests.workers.doc_helpers import (
    BROKEN_PDF,
    EMPTY,
    TOPICS,
    running_inference,
    write_folder,
    write_long_folder,
)

pytestmark = pytest.mark.slow
LONG_MS = 180_000
SHORT_S = 30


class Recorder:
    """Every signal the worker emitted, in order."""

    def __init__(self, worker: IndexingWorker) -> None:
        self.started: list[int] = []
        self.progress: list[Progress] = []
        self.finished: list[tuple[int, IndexReport]] = []
        self.failed: list[tuple[int, str]] = []
        self.confirmations: list[tuple[int, str]] = []
        self.overviews: list[list[CollectionInfo]] = []
        worker.run_started.connect(self.started.append)
        worker.progressed.connect(self.progress.append)
        worker.finished.connect(lambda cid, report: self.finished.append((cid, report)))
        worker.failed.connect(lambda cid, message: self.failed.append((cid, message)))
        worker.confirmation_needed.connect(
            lambda cid, message: self.confirmations.append((cid, message)))
        worker.overview_changed.connect(self.overviews.append)

    def info(self, collection_id: int) -> CollectionInfo | None:
        if not self.overviews:
            return None
        return next((i for i in self.overviews[-1] if i.id == collection_id), None)

    def counts(self, collection_id: int) -> dict[str, int]:
        info = self.info(collection_id)
        return dict(info.counts) if info else {}


@pytest.fixture(scope="module")
def inference(qapp: QApplication) -> Iterator[InferenceWorker]:
    yield from running_inference()


Maker = Callable[..., tuple[IndexingWorker, Recorder]]


@pytest.fixture
def make_worker(qtbot: QtBot, inference: InferenceWorker, tmp_path: Path) -> Iterator[Maker]:
    threads_before = set(threading.enumerate())
    made: list[IndexingWorker] = []

    def make(batch_size: int = 16, watch_interval_s: float = 60.0) -> tuple[IndexingWorker,
                                                                             Recorder]:
        config = IndexConfig(tmp_path / "lantern.db", None, ChunkSettings(48, 8), batch_size)
        worker = IndexingWorker(inference, config, watch_interval_s=watch_interval_s)
        recorder = Recorder(worker)
        worker.start()
        made.append(worker)
        return worker, recorder

    yield make
    for worker in made:
        assert worker.shutdown()
        assert not worker.is_running()

    # A QThread leaves a _DummyThread record behind; the QThreads are checked
    # above. The retriever's helper thread ends just after its pool shuts down.
    def leftover() -> set[threading.Thread]:
        return {t for t in threading.enumerate() if t not in threads_before
                and not isinstance(t, threading._DummyThread)}
    qtbot.waitUntil(lambda: not leftover(), timeout=5000)


def index_folder(qtbot: QtBot, worker: IndexingWorker, folder: Path,
                 name: str = "Docs") -> tuple[int, IndexReport]:
    collection = worker.create_collection(name).result(timeout=SHORT_S)
    with qtbot.waitSignal(worker.finished, timeout=LONG_MS,
                          check_params_cb=lambda cid, _r: cid == collection.id) as blocker:
        worker.add_folder(collection.id, folder).result(timeout=SHORT_S)
    return collection.id, blocker.args[1]


def names(paths: list[str]) -> list[str]:
    return sorted(Path(p).name for p in paths)


def test_a_run_reports_progress_counts_and_problems(qtbot: QtBot, make_worker: Maker,
                                                    tmp_path: Path) -> None:
    worker, seen = make_worker()
    cid, report = index_folder(qtbot, worker, write_folder(tmp_path / "docs"))
    assert names(report.indexed) == sorted(TOPICS)
    assert names([p for p, _ in report.failed]) == [BROKEN_PDF]
    assert names([p for p, _ in report.skipped]) == [EMPTY]
    assert seen.started == [cid] and not seen.failed
    states = [p.state for p in seen.progress]
    # Steady "indexing" updates are throttled (PROGRESS_INTERVAL_S), so a fast
    # run may show none between its first and last report.
    assert states[0] == "scanning" and states[-1] == "done"
    assert set(states) <= {"scanning", "indexing", "done"}
    last = seen.progress[-1]
    assert last.files_done == last.files_total == len(TOPICS) + 2
    assert last.chunks_embedded == report.chunks_embedded > 0
    qtbot.waitUntil(lambda: seen.counts(cid) == {"indexed": 4, "failed": 1, "skipped": 1},
                    timeout=10_000)
    info = seen.info(cid)
    assert info is not None and [Path(f.path).name for f in info.folders] == ["docs"]
    problems = {Path(p.path).name: p for p in info.problems}
    assert problems[BROKEN_PDF].status == "failed" and problems[BROKEN_PDF].reason
    assert problems[EMPTY].status == "skipped" and problems[EMPTY].reason


def test_search_finds_passages_with_marked_matches(qtbot: QtBot, make_worker: Maker,
                                                   tmp_path: Path) -> None:
    worker, _seen = make_worker()
    cid, _ = index_folder(qtbot, worker, write_folder(tmp_path / "docs"))
    results = worker.search("sourdough starter", [cid], k=3).result(timeout=60)
    best = results[0]
    assert Path(best.path).name == "sourdough.md" and best.location.startswith("line")
    assert "\x02sourdough\x03" in best.snippet.lower()
    assert best.vector_rank is not None  # the query was embedded: hybrid search
    assert worker.search("sourdough", [cid + 999]).result(timeout=60) == []


def test_pause_resume_cancel_and_resume_at_next_start(qtbot: QtBot, make_worker: Maker,
                                                      tmp_path: Path) -> None:
    folder = write_long_folder(tmp_path / "long")
    worker, seen = make_worker(batch_size=2)
    collection = worker.create_collection("Long").result(timeout=SHORT_S)
    worker.pause()  # the run starts paused, at its first batch
    worker.add_folder(collection.id, folder).result(timeout=SHORT_S)
    qtbot.waitUntil(lambda: bool(seen.progress) and seen.progress[-1].state == "paused",
                    timeout=LONG_MS)
    assert seen.progress[-1].chunks_embedded == 0
    assert worker.paused and not seen.finished
    qtbot.waitUntil(lambda: seen.counts(collection.id).get("embedding") == 1, timeout=10_000)
    # Everything reported until resume() is called: nothing embedded while paused.
    assert all(p.chunks_embedded == 0 for p in seen.progress) and not seen.finished

    worker.resume()
    qtbot.waitUntil(lambda: seen.progress[-1].state == "indexing"
                    and seen.progress[-1].files_done >= 2, timeout=LONG_MS)
    with qtbot.waitSignal(worker.finished, timeout=LONG_MS) as blocker:
        worker.cancel()
    report = blocker.args[1]
    assert report.cancelled and seen.progress[-1].state == "cancelled"
    done_before = len(report.indexed)
    assert 0 < done_before < 30
    assert worker.shutdown()

    _again, seen_again = make_worker(batch_size=2)  # same database: resumes by itself
    qtbot.waitUntil(lambda: bool(seen_again.finished), timeout=LONG_MS)
    cid, resumed = seen_again.finished[0]
    assert cid == collection.id and not resumed.cancelled
    assert len(resumed.indexed) == 30 - done_before
    qtbot.waitUntil(lambda: seen_again.counts(cid) == {"indexed": 30}, timeout=10_000)


def test_a_model_change_waits_for_confirmation(qtbot: QtBot, make_worker: Maker,
                                               tmp_path: Path) -> None:
    worker, seen = make_worker()
    cid, _ = index_folder(qtbot, worker, write_folder(tmp_path / "docs"))
    with sqlite3.connect(tmp_path / "lantern.db") as db:  # as if another model made them
        db.execute("UPDATE collections SET embedding_model_id = 'Older-Model:sha256:0' "
                   "WHERE id = ?", [cid])
    with qtbot.waitSignal(worker.confirmation_needed, timeout=LONG_MS) as blocker:
        worker.reindex(cid)
    assert blocker.args[0] == cid and "Older-Model" in blocker.args[1]
    assert "Confirm to re-embed" in blocker.args[1]
    finished = len(seen.finished)
    with qtbot.waitSignal(worker.finished, timeout=LONG_MS):
        worker.reindex(cid, confirm_model_change=True)
    assert len(seen.finished) == finished + 1
    qtbot.waitUntil(lambda: (info := seen.info(cid)) is not None and
                    info.collection.embedding_model_id not in (None, "Older-Model:sha256:0"),
                    timeout=10_000)


def test_the_watcher_indexes_new_and_removed_files(qtbot: QtBot, make_worker: Maker,
                                                   tmp_path: Path) -> None:
    worker, seen = make_worker(watch_interval_s=0.2)
    folder = write_folder(tmp_path / "docs")
    cid, _ = index_folder(qtbot, worker, folder)
    (folder / "glaciers.txt").write_text("Glaciers carve valleys as the ice moves.\n",
                                         encoding="utf-8")
    (folder / "aqueducts.rst").unlink()
    qtbot.waitUntil(lambda: any("glaciers.txt" in names(r.indexed) for _, r in seen.finished),
                    timeout=LONG_MS)
    qtbot.waitUntil(lambda: any(names(r.removed) == ["aqueducts.rst"]
                                for _, r in seen.finished), timeout=LONG_MS)
    results = worker.search("glaciers carve valleys", [cid], k=1).result(timeout=60)
    assert Path(results[0].path).name == "glaciers.txt"


def test_folder_changes_go_in_between_batches_of_a_run(qtbot: QtBot, make_worker: Maker,
                                                       tmp_path: Path) -> None:
    worker, seen = make_worker(batch_size=2)
    long = worker.create_collection("Long").result(timeout=SHORT_S)
    worker.add_folder(long.id, write_long_folder(tmp_path / "long")).result(timeout=SHORT_S)
    qtbot.waitUntil(lambda: any(p.chunks_embedded > 0 for p in seen.progress), timeout=LONG_MS)
    # Not held up until the run ends: the run stops at its next batch.
    other = worker.create_collection("Other").result(timeout=SHORT_S)
    assert other.name == "Other" and not seen.finished
    worker.remove_collection(long.id).result(timeout=SHORT_S)
    qtbot.waitUntil(lambda: bool(seen.overviews) and
                    [i.name for i in seen.overviews[-1]] == ["Other"], timeout=10_000)
    # A run of the empty collection queues behind whatever the removal left
    # (a pre-empted run is queued again before the removal runs): when it
    # has finished, so has everything about the removed collection.
    with qtbot.waitSignal(worker.finished, timeout=LONG_MS,
                          check_params_cb=lambda cid, _report: cid == other.id):
        worker.reindex(other.id)
    assert not seen.failed
    assert worker.search("harbour crane", None).result(timeout=60) == []
