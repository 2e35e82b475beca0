"""Test-wide isolation: user folders point at a scratch area; Qt is offscreen."""

from __future__ import annotations

import gc
import os
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.scratch import scratch_folder

_SCRATCH = scratch_folder("lantern-tests-")  # gone when this process (a worker) ends
os.environ["LANTERN_DATA_DIR"] = str(_SCRATCH / "data")
# The model cache is shared across runs on purpose: assembling the 253 MB
# default model and converting the embedding model each run would only
# test the same code again, slowly. Set LANTERN_CACHE_DIR to isolate it.
os.environ.setdefault(
    "LANTERN_CACHE_DIR", str(Path(tempfile.gettempdir()) / "lantern-test-cache")
)
# Saved prompt states (app.engine.disk_cache) stay within the session: a test
# that reads a prompt for the first time must not find it read by an earlier run.
os.environ.setdefault("LANTERN_PROMPT_CACHE_DIR", str(_SCRATCH / "prompt-cache"))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# numpy's BLAS threads fight llama.cpp's for the same cores; the tests' numpy
# work is small, so one thread is faster (set before numpy is imported).
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh, empty user data folder for one test."""
    path = tmp_path / "data"
    monkeypatch.setenv("LANTERN_DATA_DIR", str(path))
    return path


@pytest.fixture(scope="session")
def vision_model() -> tuple[Path, Path]:
    """(model, projector): a tiny random-weight SmolVLM2-shaped pair that
    llama.cpp's mtmd loads (tests/vision_model.py; written once, cached)."""
    from tests.vision_model import tiny_vision_model

    files = tiny_vision_model()
    return files.model, files.projector


@pytest.fixture(scope="session")
def mismatched_projector() -> Path:
    """A well-formed projector for another model's width: mtmd refuses to pair
    it with vision_model's model (a "broken projector")."""
    from tests.vision_model import tiny_vision_model

    return tiny_vision_model().mismatched_projector


@pytest.fixture(autouse=True)
def cycles_collected_on_the_gui_thread() -> Iterator[None]:
    """As in the window (app.ui.gui_collector): while a Qt test runs, only its
    own thread, the GUI one, collects cyclic garbage (a worker thread that
    collects a window's objects can deadlock against the GUI thread)."""
    qtcore = sys.modules.get("PySide6.QtCore")
    if qtcore is None or qtcore.QCoreApplication.instance() is None:
        yield None
        return
    from app.ui.gui_collector import GuiThreadCollector

    collector = GuiThreadCollector()
    collector.start()
    yield None
    collector.stop()
    # Automatic collection stays off between tests, as it is in the window
    # from its start: a wider-scoped fixture set up next (a module's model,
    # loading on its own thread while this one waits) would otherwise collect
    # this test's Qt objects on that thread, and a timer freed there fired
    # later on freed memory (the UI step's segfault in test_document_chat).
    gc.disable()
    collector.collect_due()
    collector.deleteLater()
    gc.unfreeze()  # a test's window froze what existed (app.ui.app, after the model)


@pytest.fixture(autouse=True)
def no_qthread_left_running(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Fails a test that leaves a QThread it started still running.

    Threads started by wider-scoped fixtures (a module's loaded model) are
    started before this fixture and are not watched. Without Qt loaded (the
    core tests run with Qt blocked) there is nothing to watch.
    """
    qtcore = sys.modules.get("PySide6.QtCore")
    if qtcore is None:
        yield None
        return
    started: list[Any] = []
    original = qtcore.QThread.start

    def start(thread: Any, *args: Any) -> None:
        started.append(thread)
        original(thread, *args)

    monkeypatch.setattr(qtcore.QThread, "start", start)
    yield None
    running = [name for name in map(_running_name, started) if name is not None]
    assert not running, f"the test left QThreads running: {running}"


def _running_name(thread: Any) -> str | None:
    try:
        if not thread.isRunning():
            return None
    except RuntimeError:  # its C++ object is gone: it is not running
        return None
    name = thread.objectName() or type(thread).__name__
    thread.wait(10_000)  # let the process end cleanly after the failure
    return str(name)
