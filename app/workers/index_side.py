"""What the indexing thread does: runs, folder changes and watching.

Everything here runs in the one indexing thread, which owns its own
DocumentStore connection, the embedding model's tokenizer (vocabulary
only: the model itself lives in the inference worker) and the Indexer.
Embedding goes through the inference worker at background priority, so an
interactive chat request always goes first. All writes to collections and
folders happen here too, so they never race with a run: a folder change
pre-empts the current run (see run_control) and goes in between batches.
"""

from __future__ import annotations

import logging
import os
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from app.engine.errors import EngineError
from app.engine.remote.embedders import RemoteEmbedders, RemoteEmbedding, is_transient
from app.engine.requests import EmbedBatch
from app.search.chunking import ChunkSettings
from app.search.progress import Progress
from app.search.watcher import FolderWatcher
from app.store.doc_models import Collection, Folder
from app.store.errors import NotFound, StoreError
from app.workers.index_config import IndexConfig
from app.workers.indexers import Indexers
from app.workers.run_control import EmbeddingService, RunControl, wait_unless
from app.workers.say import say

if TYPE_CHECKING:  # numpy, gguf and the indexer load in the indexing thread (open)
    from app.search.indexer import Indexer, IndexReport
    from app.search.scan import IndexPlan
    from app.store.documents import DocumentStore

log = logging.getLogger("lantern.indexing")

PROGRESS_INTERVAL_S = 0.1
"""At most ten progress updates a second reach the GUI (plus every state change)."""
COUNTS_INTERVAL_S = 1.0
"""How often the panel's counts are refreshed while a run goes on."""
RETRY_REMOTE_S = 30.0
"""How often a run waiting for an unreachable remote engine tries again."""


@dataclass
class RunJob:
    collection_id: int
    confirm: bool = False
    """Re-embed even though the collection holds another model's vectors."""
    only_if_needed: bool = False
    """Startup and watcher runs: say nothing unless there is something to do."""
    dropped: bool = False
    """Cancelled while still queued."""
    use_chosen: bool = False
    """Embed with the model chosen for new collections, whatever made the
    collection (the user asked to re-index with it); else the collection's own."""


@dataclass(frozen=True)
class RunEvents:
    """What the indexing thread reports; the worker turns these into signals."""

    started: Callable[[int], None]
    progressed: Callable[[Progress], None]
    finished: Callable[[int, IndexReport], None]
    failed: Callable[[int, str], None]
    confirmation_needed: Callable[[int, str], None]
    changed: Callable[[], None]
    """The store's collections, folders or counts changed."""
    model_ready: Callable[[str | None], None]
    """The embedding model's id (None: documents cannot be embedded)."""
    waiting: Callable[[int, str], None] = lambda _cid, _message: None
    """The collection's remote engine is unreachable: the run waits and retries."""


class IndexingSide:
    def __init__(self, config: IndexConfig, service: EmbeddingService, runs: RunControl,
                 events: RunEvents, schedule: Callable[[RunJob], None]) -> None:
        self.config, self.service, self.runs = config, service, runs
        self.events, self.schedule = events, schedule
        self.store: DocumentStore | None = None
        self.indexers: Indexers | None = None
        self.unavailable = "The embedding model is not ready."
        self._watchers: dict[int, FolderWatcher] = {}
        self._retry_at: dict[int, float] = {}
        """Collections waiting for their remote engine: when to try again."""
        self._last_progress = self._last_counts = 0.0
        self.running: int | None = None
        """The collection being indexed (read from other threads: one attribute)."""

    # -- thread lifecycle ------------------------------------------------------

    def open(self) -> None:
        """In the thread: open the store and tokenizer, watch, resume what was left."""
        from app.store.documents import DocumentStore

        try:
            self.store = DocumentStore.open(self.config.db_path)
        except StoreError:
            self.events.model_ready(None)  # the search thread must not wait for it
            raise
        self.indexers = Indexers(self.store, self.config, self._embed,
                                 RemoteEmbedders(self.config.registry),
                                 lambda: self.runs.stopping)
        self._load_model()
        for collection in self.store.list_collections():
            self._watch(collection.id)
            self.schedule(RunJob(collection.id, only_if_needed=True))

    def close(self) -> None:
        for watcher in self._watchers.values():
            watcher.close()
        self._watchers.clear()
        if self.indexers is not None:
            self.indexers.close()
            self.indexers.remotes.close()
        if self.store is not None:
            self.store.close()

    def reconfigure(self, model_path: Path | None, chunking: ChunkSettings) -> None:
        """New embedding model or chunk sizes: every collection is checked again
        (a new model asks for confirmation before re-embedding)."""
        self.config.model_path, self.config.chunking = model_path, chunking
        self._load_model()
        for collection in self._store().list_collections():
            self.schedule(RunJob(collection.id, only_if_needed=True))

    def _load_model(self) -> None:
        assert self.indexers is not None, "used before open()"
        try:
            model_id = self.indexers.load()
        except Exception as exc:  # whatever the reason, search must still work by words
            if not isinstance(exc, EngineError | ValueError | OSError):
                log.exception("unexpected error loading the embedding tokenizer")
            log.warning("document indexing unavailable: %s", exc)
            self.unavailable = QCoreApplication.translate(
                "IndexSide", "Documents cannot be indexed: {reason}").format(reason=say(exc))
            self.events.model_ready(None)
            return
        self.events.model_ready(model_id)

    def _store(self) -> DocumentStore:
        assert self.store is not None, "used before open()"
        return self.store

    def _embed(self, texts: list[str], model_path: str = "") -> list[list[float]]:
        request = EmbedBatch(texts=list(texts), model_path=model_path)
        reply = self.service.submit(request, background=True)
        return wait_unless(reply, request, self.service, lambda: self.runs.stopping)

    # -- collections and folders ----------------------------------------------

    def create_collection(self, name: str, embedding: RemoteEmbedding | None = None
                          ) -> Collection:
        """A new collection, embedded by this computer's model or by `embedding`."""
        store = self._store()
        if embedding is not None and self.indexers is not None \
                and self.indexers.remotes.registry.get(embedding.engine) is None:
            raise StoreError(QCoreApplication.translate(
                "IndexSide", "There is no engine named “{name}”; add it in File → Engines… "
                "first.").format(name=embedding.engine))
        created = store.create_collection(name)
        if embedding is not None:  # its vectors will be this model's from the first run
            store.set_collection_model(created.id, embedding.model_id)
            created = store.get_collection(created.id)
        self.events.changed()
        return created

    def add_folder(self, collection_id: int, path: str) -> Folder:
        if not os.path.isdir(path):
            raise StoreError(f"{path} is not a folder. Choose the folder that holds "
                             "the documents.")
        folder = self._store().add_folder(collection_id, path)
        self._watch(collection_id)
        self.schedule(RunJob(collection_id))
        self.events.changed()
        return folder

    def remove_folder(self, folder_id: int) -> None:
        store = self._store()
        owner = next((c.id for c in store.list_collections()
                      if any(f.id == folder_id for f in store.folders(c.id))), None)
        store.remove_folder(folder_id)
        if owner is not None:
            self._watch(owner)
        self.events.changed()

    def remove_collection(self, collection_id: int) -> None:
        self._store().delete_collection(collection_id)
        self._unwatch(collection_id)
        self.events.changed()

    # -- watching --------------------------------------------------------------

    def _watch(self, collection_id: int) -> None:
        folders = self._store().folders(collection_id)
        self._unwatch(collection_id)
        if folders:
            self._watchers[collection_id] = FolderWatcher(folders)

    def _unwatch(self, collection_id: int) -> None:
        watcher = self._watchers.pop(collection_id, None)
        if watcher is not None:
            watcher.close()  # its OS watch (and the thread that reads it) ends

    def poll(self) -> None:
        """The thread's idle work: collections whose files changed are indexed,
        and runs that wait for a remote engine try again."""
        now = time.monotonic()
        for collection_id, at in list(self._retry_at.items()):
            if now >= at:
                del self._retry_at[collection_id]
                self.schedule(RunJob(collection_id))
        for collection_id, watcher in list(self._watchers.items()):
            if watcher.poll():
                self.schedule(RunJob(collection_id, only_if_needed=True))

    # -- runs --------------------------------------------------------------------

    def run(self, job: RunJob) -> None:
        if job.dropped:
            return
        cid = job.collection_id
        self._retry_at.pop(cid, None)
        try:
            indexer = (self.indexers.for_collection(cid, job.use_chosen)
                       if self.indexers is not None else None)
        except (EngineError, ValueError, OSError) as exc:
            self.events.failed(cid, QCoreApplication.translate(
                "IndexSide", "Documents cannot be indexed with that model: {reason}").format(
                    reason=say(exc)))
            return
        if indexer is None:
            if not job.only_if_needed:
                self.events.failed(cid, self.unavailable)
            return
        try:
            plan = self._plan(job, indexer)
            if plan is None:
                return
            self._execute(job, indexer, plan)
        except (StoreError, sqlite3.Error, OSError) as exc:
            log.exception("indexing collection %s stopped", cid)
            self.events.failed(cid, QCoreApplication.translate(
                "IndexSide", "Indexing stopped: {reason}").format(reason=say(exc)))
        finally:
            self.running = None
        self.events.changed()

    def _plan(self, job: RunJob, indexer: Indexer) -> IndexPlan | None:
        """What the run must do; None when there is nothing (or no collection)."""
        from app.search.indexer import IndexReport

        if not job.only_if_needed:
            self._started(job.collection_id)
        try:
            plan = indexer.scan(job.collection_id,
                                (lambda _n: None) if job.only_if_needed else self._scanning)
        except NotFound:
            if not job.only_if_needed:  # removed while queued: the panel forgets it
                self.events.finished(job.collection_id, IndexReport())
            return None
        idle = not (plan.work or plan.remove or plan.problems)
        if job.only_if_needed:
            if idle:
                return None
            self._started(job.collection_id)
        return plan

    def _started(self, collection_id: int) -> None:
        self.running = collection_id
        self.events.started(collection_id)

    def _execute(self, job: RunJob, indexer: Indexer, plan: IndexPlan) -> None:
        from app.search.indexer import IndexingError, IndexReport, ModelChangeNeedsConfirmation

        control = self.runs.begin()
        report: IndexReport | None = None
        try:
            report = indexer.run(plan, self._progressed, control,
                                 confirm_model_change=job.confirm)
        except ModelChangeNeedsConfirmation as exc:
            self.events.confirmation_needed(job.collection_id, say(exc))
        except IndexingError as exc:
            if control.cancelled:  # stopped while waiting for an embedding
                report = IndexReport(cancelled=True)
            elif is_transient(exc.__cause__):
                self._wait_for_engine(job.collection_id, exc.__cause__)
            else:
                self.events.failed(job.collection_id, say(exc))
        finally:
            preempted = self.runs.end()
        if preempted:
            self.schedule(RunJob(job.collection_id, confirm=job.confirm,
                                 use_chosen=job.use_chosen))
        elif report is not None:
            self.events.finished(job.collection_id, report)

    def _wait_for_engine(self, collection_id: int, cause: BaseException | None) -> None:
        """The remote engine went away: the run pauses (work done is kept) and
        tries again by itself, instead of failing the collection."""
        self._retry_at[collection_id] = time.monotonic() + RETRY_REMOTE_S
        self.events.waiting(collection_id, f"Indexing is paused: {cause} Work done so far is "
                                           f"kept; it goes on by itself once the engine "
                                           f"answers (tried every {RETRY_REMOTE_S:g} s).")

    def _scanning(self, files: int) -> None:
        self._progressed(Progress("scanning", 0, files, 0, 0, 0, None, 0.0, None))

    def _progressed(self, progress: Progress) -> None:
        if progress.state == "cancelled" and self.runs.preempted:
            return  # it goes on after the folder change: no "cancelled" flicker
        now = time.monotonic()
        steady = progress.state in ("indexing", "scanning")
        if steady and now - self._last_progress < PROGRESS_INTERVAL_S:
            return
        self._last_progress = now
        self.events.progressed(progress)
        if not steady or now - self._last_counts >= COUNTS_INTERVAL_S:
            self._last_counts = now
            self.events.changed()
