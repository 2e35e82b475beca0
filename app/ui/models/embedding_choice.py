"""EmbeddingChoice: the Models page's embedding side at work.

Choosing a model changes Settings.embedding_model_path (new collections
embed with it; the indexing worker keeps each existing collection on the
model that made it). Re-indexing a collection with the chosen model goes to
the indexing worker; its progress comes back through the worker's signals.
Reading which collection was made by which model happens off the GUI thread.
"""

from __future__ import annotations

import asyncio
import dataclasses
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

from PySide6.QtCore import QObject

from app.models.registry import EMBEDDING, InstalledModel, Registry
from app.search.progress import Progress
from app.store.doc_models import Collection
from app.ui.models.embedding_panel import CollectionRow, EmbeddingPanel
from app.ui.services.tasks import spawn

BUILT_IN = InstalledModel("built-in-embedding", "all-MiniLM-L6-v2 (built in)", "", "bundled",
                          kind=EMBEDDING)


def collection_rows(collections: list[Collection], chosen_path: str) -> list[CollectionRow]:
    """Which collections another model than the chosen one made (a worker
    thread: naming the default model's file imports the converter)."""
    from app.engine.bert_gguf import cached_model_path

    chosen = chosen_path or str(cached_model_path())
    return [CollectionRow(c.id, c.name, c.chunks, (c.embedding_model_id or "").split(":")[0],
                          not c.chunks or c.embedding_model_path == chosen)
            for c in collections]


class EmbeddingChoice(QObject):
    def __init__(self, window: Any, registry: Registry,
                 submit: Callable[..., Future[Any]]) -> None:
        super().__init__(window)
        self.window, self.registry, self._submit = window, registry, submit
        self.panel: EmbeddingPanel | None = None
        self._collections: list[Collection] = []
        self._running: int | None = None
        indexing = window.indexing
        if indexing is not None:
            indexing.overview_changed.connect(self._overview)
            indexing.run_started.connect(self._run_started)
            indexing.progressed.connect(self._progressed)
            indexing.finished.connect(lambda cid, _report: self._run_ended(cid, "Done."))
            indexing.failed.connect(self._run_ended)

    def attach(self, panel: EmbeddingPanel) -> None:
        self.panel = panel
        panel.use_requested.connect(self.use)
        panel.reindex_requested.connect(self.reindex)
        panel.gpu_toggled.connect(self.use_gpu)
        if self.window.indexing is not None:
            self.window.indexing.refresh()  # overview_changed follows

    def use_gpu(self, on: bool) -> None:
        """The embedding model on the GPU (when there is one), or on the CPU:
        a setting of the engine, which reloads with it."""
        self.window.apply_settings(dataclasses.replace(self.window.settings, embedding_gpu=on))

    def refresh(self) -> None:
        if self.panel is None:
            return
        models = [BUILT_IN, *self.registry.embedding_models()]
        self.panel.set_models(models, self.window.settings.embedding_model_path)
        self.panel.gpu.setChecked(self.window.settings.embedding_gpu)
        spawn(self._show_collections(), self.window.status.show_error)

    async def _show_collections(self) -> None:
        rows = await asyncio.wrap_future(self._submit(
            collection_rows, list(self._collections), self.window.settings.embedding_model_path))
        if self.panel is not None:
            self.panel.set_collections(rows)

    def use(self, model: InstalledModel) -> None:
        self.window.apply_settings(dataclasses.replace(
            self.window.settings, embedding_model_path=model.path))
        self.window.status.show_notice(
            self.tr("New document collections embed with {name}; existing ones keep theirs "
                    "until you re-index them.").format(name=model.name))
        self.refresh()

    def reindex(self, collection_id: int) -> None:
        if self.window.indexing is not None:
            self.window.indexing.reindex_with_chosen_model(collection_id)

    # -- the indexing worker's news ------------------------------------------------

    def _overview(self, infos: list[Any]) -> None:
        self._collections = [info.collection for info in infos]
        if self.panel is not None:
            spawn(self._show_collections(), self.window.status.show_error)

    def _name(self, collection_id: int) -> str:
        return next((c.name for c in self._collections if c.id == collection_id), "")

    def _run_started(self, collection_id: int) -> None:
        self._running = collection_id
        if self.panel is not None:
            self.panel.show_run(collection_id, 0.0, f"Indexing {self._name(collection_id)}…")

    def _progressed(self, progress: Progress) -> None:
        if self.panel is not None and self._running is not None:
            self.panel.show_run(
                self._running, progress.fraction,
                f"{self._name(self._running)}: {progress.files_done} of "
                f"{progress.files_total} files, {progress.chunks_embedded} passages embedded")

    def _run_ended(self, collection_id: int, message: str) -> None:
        self._running = None
        if self.panel is not None:
            self.panel.show_run(None, 1.0, f"{self._name(collection_id)}: {message}")
