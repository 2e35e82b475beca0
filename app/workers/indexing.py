"""IndexingWorker: document indexing, folder watching and search, off the GUI thread.

Two long-lived threads, each with its own SQLite connection:
- "lantern-indexing" runs index runs one at a time, applies every change to
  collections and folders (so none races with a run), and polls the folder
  watchers while idle. At start it checks every collection, so a run that
  was interrupted (quit, crash, power cut) resumes by itself.
- "lantern-search" runs searches, chat-with-documents prompts and the reads
  the panel shows, so none of them waits for an index run.
Embedding goes through the inference worker: index batches at background
priority (chat goes first), queries as interactive requests.

Calls return `concurrent.futures.Future`s (GUI code awaits them through
qasync); signals are named as past events, emitted from the worker threads
and delivered to the GUI thread by Qt. Pause, resume and cancel set flags
the indexer reads between batches, never queued signals.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Future
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QObject, Signal

from app.config import Settings
from app.search.chunking import ChunkSettings
from app.workers.index_config import IndexConfig
from app.workers.job_thread import JobThread
from app.workers.run_control import EmbeddingService, RunControl

if TYPE_CHECKING:
    # Retrieval (numpy) loads with the first search; the two sides (the file
    # watcher, the readers, the remote embedders: ~15 ms of imports) when
    # first used, which is after the window's first paint.
    from app.engine.remote.embedders import RemoteEmbedding
    from app.images import ImageInput
    from app.search.prompting import DocumentPrompt
    from app.search.retrieve import SearchResult
    from app.store.doc_models import Collection, Folder, MessageSource
    from app.workers.index_side import IndexingSide, RunJob
    from app.workers.search_side import MakeReranker, SearchSide

T = TypeVar("T")
EDIT, STOP_INDEXING, RUN = 0, 1, 2
"""Indexing-thread priorities: edits before runs; at shutdown, queued runs
are left for the next start (which resumes them)."""
QUERY, STOP_SEARCH = 0, 1
"""Search-thread priorities: at shutdown every queued job (saving an
answer's sources, say) still runs."""


def config_from_settings(settings: Settings, db_path: Path | None = None,
                         batch_size: int = 16) -> IndexConfig:
    model = Path(settings.embedding_model_path) if settings.embedding_model_path else None
    rerank = Path(settings.rerank_model_path) if settings.rerank_model_path else None
    return IndexConfig(db_path, model,
                       ChunkSettings(settings.chunk_tokens, settings.chunk_overlap_tokens),
                       batch_size, rerank, settings.rerank_top)


class IndexingWorker(QObject):
    run_started = Signal(int)
    """(collection id) — a run began (scanning first)."""
    progressed = Signal(object)
    """Progress of the current run."""
    finished = Signal(int, object)
    """(collection id, IndexReport) — the run ended; report.cancelled if cancelled."""
    failed = Signal(int, str)
    """(collection id, message a person can act on) — the run stopped; work done is kept."""
    confirmation_needed = Signal(int, str)
    """(collection id, message) — the collection holds another embedding model's
    vectors; re-embedding waits for reindex(id, confirm_model_change=True)."""
    overview_changed = Signal(object)
    """list[CollectionInfo] — collections, folders, counts and problems now."""
    waiting = Signal(int, str)
    """(collection id, message) — its remote embedding engine is unreachable: the
    run paused, keeps its work, and tries again by itself."""
    search_degraded = Signal(str)
    """(message) — a search went on with less than was asked: without its
    reranking model, or by words only where a remote engine could not embed
    the question."""

    def __init__(self, service: EmbeddingService, config: IndexConfig | None = None, *,
                 watch_interval_s: float = 5.0,
                 make_reranker: MakeReranker | None = None) -> None:
        """`make_reranker` loads a reranking model in the search thread (default:
        app.engine.reranker's query-likelihood reranker)."""
        super().__init__()
        self.config = config or IndexConfig()
        self._applied = (self.config.model_path, self.config.chunking)
        self.runs = RunControl()
        self._lock = threading.Lock()
        self._queued: dict[int, RunJob] = {}
        self._refresh_queued = False
        self._model_id: Future[str | None] = Future()
        self._service = service
        self._make_reranker = make_reranker
        self._index_thread = JobThread(
            "lantern-indexing", setup=lambda: self._indexing.open(),
            teardown=lambda: self._indexing.close(), idle=lambda: self._indexing.poll(),
            idle_interval_s=watch_interval_s)
        self._search_thread = JobThread("lantern-search", setup=lambda: self._search.open(),
                                        teardown=lambda: self._search.close())

    @cached_property
    def _indexing(self) -> IndexingSide:
        """The indexing thread's side, made on first use (cached_property
        makes it once even when two threads ask at the same moment)."""
        from app.workers.index_side import IndexingSide, RunEvents

        events = RunEvents(
            started=self.run_started.emit, progressed=self.progressed.emit,
            finished=self.finished.emit, failed=self.failed.emit,
            confirmation_needed=self.confirmation_needed.emit, changed=self.refresh,
            model_ready=self._model_ready, waiting=self.waiting.emit)
        return IndexingSide(self.config, self._service, self.runs, events, self._schedule)

    @cached_property
    def _search(self) -> SearchSide:
        """The search thread's side, made on first use, with the reranker the
        configuration names."""
        from app.workers.search_side import SearchSide

        search = SearchSide(self.config.db_path, self._service, self._model_id,
                            self.config.registry, make_reranker=self._make_reranker,
                            degraded=self.search_degraded.emit)
        search.use_reranker(self.config.rerank_model, self.config.rerank_top)
        return search

    # -- lifecycle -------------------------------------------------------------

    def start(self) -> None:
        self._search_thread.start()
        self._index_thread.start()
        self.refresh()

    def is_running(self) -> bool:
        return self._index_thread.isRunning() or self._search_thread.isRunning()

    def shutdown(self, timeout_ms: int = 10_000) -> bool:
        """Stop the run at its next batch (the next start resumes it), finish
        the queued searches and saves, close both connections, join."""
        self._drop_queued_runs()
        self.runs.cancel()
        indexing = self._index_thread.stop(STOP_INDEXING, timeout_ms)
        searching = self._search_thread.stop(STOP_SEARCH, timeout_ms)
        return indexing and searching

    def apply_settings(self, settings: Settings) -> None:
        """A new embedding model or chunk size: collections are checked again;
        a reranking model (or none) for the searches that follow."""
        fresh = config_from_settings(settings, self.config.db_path, self.config.batch_size)
        if (fresh.model_path, fresh.chunking) != self._applied:
            self._applied = (fresh.model_path, fresh.chunking)
            self._edit(lambda: self._indexing.reconfigure(fresh.model_path, fresh.chunking))
        path, top = fresh.rerank_model, fresh.rerank_top
        self._search_thread.post(lambda: self._search.use_reranker(path, top), QUERY)

    # -- collections and folders (indexing thread) -------------------------------

    def create_collection(self, name: str, embedding: RemoteEmbedding | None = None
                          ) -> Future[Collection]:
        """A new collection; `embedding`: a remote engine's model embeds it."""
        return self._edit(lambda: self._indexing.create_collection(name, embedding))

    def add_folder(self, collection_id: int, path: str | Path) -> Future[Folder]:
        """Add a folder and index it."""
        return self._edit(lambda: self._indexing.add_folder(collection_id, str(path)))

    def remove_folder(self, folder_id: int) -> Future[None]:
        """Forget a folder and everything indexed from it (the files stay)."""
        return self._edit(lambda: self._indexing.remove_folder(folder_id))

    def remove_collection(self, collection_id: int) -> Future[None]:
        with self._lock:
            job = self._queued.pop(collection_id, None)
            if job is not None:
                job.dropped = True
        return self._edit(lambda: self._indexing.remove_collection(collection_id))

    def reindex(self, collection_id: int, confirm_model_change: bool = False) -> None:
        """Scan the collection's folders and index what changed."""
        from app.workers.index_side import RunJob

        self._schedule(RunJob(collection_id, confirm=confirm_model_change))

    def reindex_with_chosen_model(self, collection_id: int) -> None:
        """Embed the collection again with the model chosen for new collections
        (the user asked for it); progress comes as for any run."""
        from app.workers.index_side import RunJob

        self._schedule(RunJob(collection_id, confirm=True, use_chosen=True))

    def _edit(self, fn: Callable[[], T]) -> Future[T]:
        self.runs.preempt()

        def edit() -> T:
            try:
                return fn()
            finally:
                self.runs.edit_done()
        return self._index_thread.post(edit, EDIT)

    # -- runs ------------------------------------------------------------------

    def pause(self) -> None:
        """Pause indexing (this run and any that start) until resume()."""
        self.runs.pause()

    def resume(self) -> None:
        self.runs.resume()

    def cancel(self) -> None:
        """Stop the current run and forget queued ones; indexed work is kept."""
        self._drop_queued_runs()
        self.runs.cancel()

    @property
    def paused(self) -> bool:
        return self.runs.paused

    @property
    def running_collection(self) -> int | None:
        """The collection a run is working on now, if any (for a panel opened mid-run)."""
        return self._indexing.running

    def _schedule(self, job: RunJob) -> None:
        """Queue a run unless one for the collection is queued already."""
        with self._lock:
            queued = self._queued.get(job.collection_id)
            if queued is not None:
                queued.confirm = queued.confirm or job.confirm
                queued.only_if_needed = queued.only_if_needed and job.only_if_needed
                queued.use_chosen = queued.use_chosen or job.use_chosen
                return
            self._queued[job.collection_id] = job
        self._index_thread.post(lambda: self._run(job), RUN)

    def _run(self, job: RunJob) -> None:
        with self._lock:  # from here on nobody changes the job
            if self._queued.get(job.collection_id) is job:
                del self._queued[job.collection_id]
        self._indexing.run(job)

    def _drop_queued_runs(self) -> None:
        with self._lock:
            for job in self._queued.values():
                job.dropped = True
            self._queued.clear()

    def _model_ready(self, model_id: str | None) -> None:
        if not self._model_id.done():
            self._model_id.set_result(model_id)
        else:
            self._search_thread.post(lambda: self._search.use_model(model_id), QUERY)

    # -- reading and searching (search thread) ----------------------------------

    def refresh(self) -> None:
        """Read the overview again; overview_changed follows. Calls that come
        while one is queued are folded into it."""
        with self._lock:
            if self._refresh_queued:
                return
            self._refresh_queued = True
        self._search_thread.post(self._emit_overview, QUERY)

    def _emit_overview(self) -> None:
        with self._lock:
            self._refresh_queued = False
        from app.workers.doc_overview import read_overview

        self.overview_changed.emit(read_overview(self._search.store))

    def search(self, query: str, collection_ids: Sequence[int] | None = None,
               k: int = 10) -> Future[list[SearchResult]]:
        """Best passages first; snippets mark matches with search_side.MARKERS."""
        return self._query(lambda: self._search.search(query, collection_ids, k))

    def conversation_search(self, conversation_id: int, query: str,
                            k: int = 4) -> Future[list[SearchResult]]:
        """The best passages of the conversation's collections (none chosen:
        nothing), for the "search my documents" tool."""
        def search() -> list[SearchResult]:
            ids = [c.id for c in self._search.store.conversation_collections(conversation_id)]
            return self._search.search(query, ids, k) if ids else []
        return self._query(search)

    def document_prompt(self, conversation_id: int, question: str,
                        history: Sequence[Mapping[str, Any]], system_prompt: str,
                        token_budget: int, images: Sequence[ImageInput] = (),
                        ) -> Future[DocumentPrompt | None]:
        """Messages and sources for a question (with its images); None when
        the conversation answers from no collection."""
        return self._query(lambda: self._search.document_prompt(
            conversation_id, question, history, system_prompt, token_budget, images))

    def collections(self) -> Future[list[Collection]]:
        return self._query(lambda: self._search.store.list_collections())

    def conversation_collections(self, conversation_id: int) -> Future[list[Collection]]:
        return self._query(lambda: self._search.store.conversation_collections(conversation_id))

    def set_conversation_collections(self, conversation_id: int,
                                     collection_ids: Sequence[int]) -> Future[None]:
        ids = list(collection_ids)
        return self._query(
            lambda: self._search.store.set_conversation_collections(conversation_id, ids))

    def save_message_sources(self, message_id: int,
                             sources: Sequence[MessageSource]) -> Future[None]:
        saved = list(sources)
        return self._query(lambda: self._search.store.save_message_sources(message_id, saved))

    def message_sources(self, message_id: int) -> Future[list[MessageSource]]:
        return self._query(lambda: self._search.store.message_sources(message_id))

    def _query(self, fn: Callable[[], T]) -> Future[T]:
        return self._search_thread.post(fn, QUERY)
