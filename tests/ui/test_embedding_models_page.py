"""The Models page's embedding side over a fake indexing worker: installed
embedding GGUFs are listed, choosing one makes it the model for new
collections, and a collection made by another model is offered a re-index,
whose progress the page shows."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QObject, Qt, Signal
from pytestqt.qtbot import QtBot

from app.config import Settings
from app.engine.bert_gguf import cached_model_path
from app.models.registry import InstalledModel, Registry
from app.search.indexer import IndexReport
from app.search.progress import Progress
from app.store.doc_models import Collection
from app.ui.models.embedding_choice import BUILT_IN, EmbeddingChoice
from app.ui.models.embedding_panel import EmbeddingPanel
from app.workers.doc_overview import CollectionInfo
from tests.ui.conftest import WAIT_MS


class FakeIndexing(QObject):
    run_started = Signal(int)
    progressed = Signal(object)
    finished = Signal(int, object)
    failed = Signal(int, str)
    overview_changed = Signal(object)

    def __init__(self, collections: list[Collection]) -> None:
        super().__init__()
        self.collections = collections
        self.reindexed: list[int] = []

    def refresh(self) -> None:
        self.overview_changed.emit([CollectionInfo(c) for c in self.collections])

    def reindex_with_chosen_model(self, collection_id: int) -> None:
        self.reindexed.append(collection_id)
        self.run_started.emit(collection_id)
        self.progressed.emit(Progress("indexing", 1, 2, 7, 0, 0, None, 0.5, 1.0))


class Status:
    def __init__(self) -> None:
        self.notices: list[str] = []

    def show_notice(self, text: str) -> None:
        self.notices.append(text)

    def show_error(self, text: str) -> None:
        raise AssertionError(text)


class FakeWindow(QObject):
    def __init__(self, indexing: FakeIndexing) -> None:
        super().__init__()
        self.indexing, self.settings, self.status = indexing, Settings(), Status()
        self.applied: list[Settings] = []

    def apply_settings(self, chosen: Settings) -> None:
        self.settings = chosen
        self.applied.append(chosen)


@pytest.fixture
def page(qtbot: QtBot, qloop: object, data_dir: Path) -> Iterator[tuple[Any, ...]]:
    other = InstalledModel("nomic-embed", "nomic-embed-text", str(data_dir / "nomic.gguf"),
                           "imported", size=84 << 20, kind="embedding")
    registry = Registry()
    registry.add(other)
    collections = [
        Collection(1, "Notes", "all-MiniLM-L6-v2:sha256:1", 0.0, 3, 40,
                   str(cached_model_path())),
        Collection(2, "Papers", "nomic-embed-text:sha256:2", 0.0, 5, 90, other.path),
    ]
    indexing = FakeIndexing(collections)
    window = FakeWindow(indexing)
    pool = ThreadPoolExecutor(1)
    choice = EmbeddingChoice(window, registry, pool.submit)
    panel = EmbeddingPanel()
    qtbot.addWidget(panel)
    panel.show()
    choice.attach(panel)
    choice.refresh()
    yield window, indexing, panel, other
    pool.shutdown()


def test_models_listed_collections_keep_theirs_and_can_be_reindexed(
        qtbot: QtBot, page: tuple[Any, ...]) -> None:
    window, indexing, panel, other = page
    texts = [panel.list.item(i).text() for i in range(panel.list.count())]
    assert texts[0].startswith(BUILT_IN.name) and "used for new collections" in texts[0]
    assert texts[1].startswith("nomic-embed-text") and "88.1 MB" in texts[1]
    qtbot.waitUntil(lambda: panel.collections.count() == 2, timeout=WAIT_MS)
    rows = [panel.collections.item(i).text() for i in range(2)]
    assert "made by all-MiniLM-L6-v2" in rows[0] and "another model" not in rows[0]
    assert "made by nomic-embed-text" in rows[1] and "another model" in rows[1]

    panel.collections.setCurrentRow(0)
    assert not panel.reindex.isEnabled()  # already made by the chosen model
    panel.collections.setCurrentRow(1)
    assert panel.reindex.isEnabled()
    qtbot.mouseClick(panel.reindex, Qt.MouseButton.LeftButton)
    assert indexing.reindexed == [2]
    assert panel.progress.isVisible() and panel.progress.value() == 50
    assert "Papers: 1 of 2 files, 7 passages embedded" in panel.progress_text.text()
    assert not panel.reindex.isEnabled()  # one run at a time
    indexing.finished.emit(2, IndexReport())
    assert not panel.progress.isVisible() and "Papers: Done." in panel.progress_text.text()

    panel.list.setCurrentRow(1)  # nomic for new collections
    qtbot.mouseClick(panel.use, Qt.MouseButton.LeftButton)
    assert window.applied[-1].embedding_model_path == other.path
    assert "existing ones keep theirs" in window.status.notices[-1]
    qtbot.waitUntil(lambda: "another model" in panel.collections.item(0).text(),
                    timeout=WAIT_MS)  # Notes is now the one made by another model
    assert "used for new collections" in panel.list.item(1).text()
    assert dataclasses.replace(window.settings, embedding_model_path="") == Settings()


def test_the_embedding_model_gpu_setting_is_shown_and_saved(
        qtbot: QtBot, page: tuple[Any, ...]) -> None:
    """"Use the GPU for the embedding model": on by default, and a click
    saves the setting through the window, which reloads the engine (issue 41)."""
    window, _indexing, panel, _other = page
    assert panel.gpu.isChecked() and Settings().embedding_gpu
    qtbot.mouseClick(panel.gpu, Qt.MouseButton.LeftButton)
    assert window.applied[-1].embedding_gpu is False
    assert dataclasses.replace(window.settings, embedding_gpu=True) == Settings()
