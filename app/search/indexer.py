"""The indexer: folders of a collection -> chunks and vectors in the store.

    indexer = Indexer(store, embedder.embed, model_id=embedder.model_id,
                      tokenize=embedder.tokenize, model_max_tokens=embedder.n_ctx)
    plan = indexer.scan("Papers")          # looks only: what changed?
    report = indexer.run(plan, progress=print, control=IndexControl())

Plain synchronous code for one thread, which owns `store`. `embed` is any
callable from texts to unit vectors: the CLI passes `Embedder.embed`; the
app's indexing worker passes one that sends an EmbedBatch to the inference
worker at background priority and waits, so interactive chat goes first.

Cost model: unchanged files (same size and mtime, or same content hash)
cost a stat or a read, never an embedding. A run stopped anywhere (cancel,
crash, kill) keeps every committed batch of vectors; the next run embeds
only the chunks that have none.
"""

from __future__ import annotations

import hashlib
import logging
import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import ClassVar

from app.process_locks import held, lock_file
from app.said import QT_TRANSLATE_NOOP
from app.search.chunking import ChunkSettings, chunk_lines, token_counter
from app.search.progress import Estimator, IndexControl, Progress, ProgressFn, RunState
from app.search.readers import (
    NothingToIndex,
    ReadCancelled,
    ReadError,
    read_bytes,
    read_document,
)
from app.search.scan import IndexPlan, PlannedFile, plan_run, walk_folders
from app.store.doc_models import DocumentStatus, FileStamp
from app.store.documents import DocumentStore
from app.store.paths import within

log = logging.getLogger("lantern.search")

EmbedFn = Callable[[list[str]], Sequence[Sequence[float]]]
TokenizeFn = Callable[[str], list[int]]

INDEX_FORMAT = 1
"""Bump when readers or the chunker change what they produce: every
document's index_key changes, so the next run re-chunks everything."""


class IndexingError(Exception):
    """The run cannot go on (the embedding model failed); committed work is kept."""


class ModelChangeNeedsConfirmation(IndexingError):
    """The collection's vectors came from another embedding model."""

    def __init__(self, old: str, new: str, documents: int) -> None:
        super().__init__(
            f"This collection was indexed with the embedding model {old}; the current one is "
            f"{new}. Its {documents} documents must be embedded again before search can use "
            "the new model (until then, only full-text search finds them). Confirm to re-embed.")
        self.old, self.new, self.documents = old, new, documents


@dataclass
class IndexReport:
    indexed: list[str] = field(default_factory=list)
    unchanged: int = 0
    removed: list[str] = field(default_factory=list)
    skipped: list[tuple[str, str]] = field(default_factory=list)
    failed: list[tuple[str, str]] = field(default_factory=list)
    warnings: list[tuple[str, str]] = field(default_factory=list)
    unsupported: int = 0
    chunks_embedded: int = 0
    cancelled: bool = False
    elapsed_s: float = 0.0


class _Stopped(Exception):
    pass


@dataclass
class _OpenDocument:
    """A document whose chunks wait in the batch queue (across_files)."""

    path: str
    waiting: int
    """Its chunks still without a vector."""
    bytes_per_chunk: float


class Indexer:
    across_files: ClassVar[bool] = False
    """Each file's chunks are embedded before the next file is read
    (CrossFileIndexer fills each batch across files instead)."""

    def __init__(self, store: DocumentStore, embed: EmbedFn, *, model_id: str,
                 tokenize: TokenizeFn, model_max_tokens: int,
                 chunking: ChunkSettings | None = None, batch_size: int = 16,
                 model_path: str | None = None) -> None:
        """`model_path`: the embedding GGUF, recorded with the collection so
        that its queries and later runs use the same model (None: a remote one)."""
        self.store = store
        self.embed = embed
        self.model_id = model_id
        self.model_path = model_path
        self.count_tokens = token_counter(tokenize)
        limit = model_max_tokens - len(tokenize(""))  # room left by [CLS] and [SEP]
        self.chunking = (chunking or ChunkSettings()).validated(limit)
        self.batch_size = max(1, batch_size)
        self.index_key = (f"{model_id}|{self.chunking.size}/{self.chunking.overlap}"
                          f"|v{INDEX_FORMAT}")

    def scan(self, collection: str | int,
             on_file: Callable[[int], None] = lambda _n: None) -> IndexPlan:
        """What a run would do; reads nothing but directory entries and the store."""
        found = self.store.get_collection(collection)
        walk = walk_folders(self.store.folders(found.id), on_file)
        return plan_run(found, self.model_id, self.index_key, walk,
                        self.store.documents(found.id))

    def run(self, plan: IndexPlan, progress: ProgressFn | None = None,
            control: IndexControl | None = None, *,
            confirm_model_change: bool = False) -> IndexReport:
        """Carry out `plan`. Returns early (report.cancelled) when cancelled;
        raises IndexingError when embedding fails. Either way all committed
        work stays, and the next scan + run picks up from there."""
        control = control or IndexControl()
        collection = plan.collection
        waited: list[str] = []

        def wait_for(who: str) -> None:
            waited.append(who)
            log.warning("collection %r is being indexed by %s; waiting for it to finish",
                        collection.name, who)

        # One run per collection at a time, across processes: two at once
        # replaced each other's documents under their vectors.
        lock = lock_file(self.store.path, f"index-{collection.id}")
        with held(lock, on_wait=wait_for, cancelled=lambda: control.cancelled) as mine:
            if not mine:
                return IndexReport(cancelled=True)
            if waited:  # the other run changed the collection: plan again
                plan = self.scan(collection.id)
            change = plan.model_change
            if change and not confirm_model_change:
                raise ModelChangeNeedsConfirmation(*change, plan.collection.documents)
            self.store.set_collection_model(plan.collection.id, self.model_id,
                                            self.model_path)
            run = _Run(self, plan, progress or (lambda _p: None), control)
            return run.execute()


class CrossFileIndexer(Indexer):
    """Fills each embedding batch with the chunks of as many files as it takes:
    for a remote model, one request per batch rather than one per small file."""

    across_files = True


class _Run:
    """One run's state: the counters behind progress reports and the report."""

    def __init__(self, indexer: Indexer, plan: IndexPlan, progress: ProgressFn,
                 control: IndexControl) -> None:
        self.ix, self.plan, self.progress, self.control = indexer, plan, progress, control
        self.store = indexer.store
        self.report = IndexReport(unchanged=plan.unchanged, unsupported=len(plan.unsupported))
        self.estimate = Estimator(plan.work_bytes)
        self.files_done = 0
        self.current: str | None = None
        self.queued: list[tuple[int, str, int]] = []
        """(chunk id, text, document id) waiting for a full batch (across_files)."""
        self.open_docs: dict[int, _OpenDocument] = {}

    def execute(self) -> IndexReport:
        self._remove_gone()
        self._record_problems()
        try:
            for planned in self.plan.work:
                self.current = planned.path
                self._emit("indexing")
                self._index(planned)
                self.files_done += 1
            while self.queued:  # the last, partly filled batch
                self._embed_queued()
        except _Stopped:
            self.report.cancelled = True
        self.report.elapsed_s = self.estimate.elapsed
        self.current = None
        self._emit("cancelled" if self.report.cancelled else "done")
        return self.report

    def _remove_gone(self) -> None:
        if self.plan.remove:
            self.store.remove_documents([d.id for d in self.plan.remove])
            self.report.removed = [d.path for d in self.plan.remove]

    def _record_problems(self) -> None:
        folders = self.store.folders(self.plan.collection.id)
        for problem in self.plan.problems:
            owner = next((f for f in folders if within(problem.path, f.path)), None)
            if owner is not None:
                self.store.mark_unindexable(self.plan.collection.id, owner.id, problem.path,
                                            FileStamp(0, 0), "failed", problem.message)
            self.report.failed.append((problem.path, problem.message))

    def _index(self, f: PlannedFile) -> None:
        try:
            data = read_bytes(Path(f.path))
        except (ReadError, NothingToIndex) as exc:
            self._unindexable(f, exc)
            return
        digest = hashlib.sha256(data).hexdigest()
        doc = f.document
        if doc and doc.content_hash == digest and doc.index_key == self.ix.index_key:
            self.store.touch_document(doc.id, f.stamp)  # same bytes: nothing to redo
            if doc.status == "indexed":
                self.report.unchanged += 1
                self.estimate.advance(f.stamp.size)
                return
            if doc.status == "embedding":
                self._embed_document(doc.id, f)
                return
        try:
            result = read_document(Path(f.path), data, lambda: self.control.cancelled)
            del data  # not kept while a long file is chunked: its text is in `result`
            chunks = chunk_lines(result.lines, self.ix.count_tokens, self.ix.chunking,
                                 self._chunking)
        except ReadCancelled:
            raise _Stopped from None
        except (ReadError, NothingToIndex) as exc:
            self._unindexable(f, exc)
            return
        except Exception as exc:  # a reader bug must cost one file, not the run
            log.exception("unexpected error reading %s", f.path)
            self._unindexable(f, ReadError(f"unexpected error while reading: {exc!r}"))
            return
        self.report.warnings.extend((f.path, w) for w in result.warnings)
        doc_id = self.store.store_chunks(self.plan.collection.id, f.folder_id, f.path, f.stamp,
                                         digest, self.ix.index_key, chunks)
        self._embed_document(doc_id, f)

    def _chunking(self, _chars: int) -> None:
        """Every megabyte of a long file's chunking: progress is shown, and
        Stop and Pause are heard (a 94 MB file takes minutes)."""
        try:
            self._checkpoint()
        except _Stopped:
            raise ReadCancelled("chunking the document was stopped") from None
        self._emit("indexing")

    def _unindexable(self, f: PlannedFile, exc: Exception) -> None:
        status: DocumentStatus = "skipped" if isinstance(exc, NothingToIndex) else "failed"
        self.store.mark_unindexable(self.plan.collection.id, f.folder_id, f.path, f.stamp,
                                    status, str(exc))
        target = self.report.skipped if status == "skipped" else self.report.failed
        target.append((f.path, str(exc)))
        self.estimate.advance(f.stamp.size)

    def _embed_document(self, doc_id: int, f: PlannedFile) -> None:
        pending = self.store.chunks_without_vectors(doc_id, self.ix.model_id)
        if self.ix.across_files and pending:
            self._enqueue(doc_id, f, pending)
            return
        size = self.ix.batch_size
        per_chunk = f.stamp.size / max(len(pending), 1)
        for start in range(0, len(pending), size):
            self._checkpoint()
            batch = pending[start:start + size]
            vectors = self._vectors([text for _, text in batch])
            self.store.add_vectors(self.ix.model_id,
                                   [(cid, v) for (cid, _), v in zip(batch, vectors, strict=True)])
            self.report.chunks_embedded += len(batch)
            self.estimate.advance(per_chunk * len(batch))
            self._emit("indexing")
        if not pending:
            self.estimate.advance(f.stamp.size)
        self.store.mark_indexed(doc_id)
        self.report.indexed.append(f.path)

    def _enqueue(self, doc_id: int, f: PlannedFile, pending: list[tuple[int, str]]) -> None:
        """Queue a file's chunks; embed every batch that is full. The document
        is marked indexed once its last chunk has its vector."""
        self.open_docs[doc_id] = _OpenDocument(f.path, len(pending),
                                               f.stamp.size / len(pending))
        self.queued += [(chunk_id, text, doc_id) for chunk_id, text in pending]
        while len(self.queued) >= self.ix.batch_size:
            self._embed_queued()

    def _embed_queued(self) -> None:
        self._checkpoint()
        size = self.ix.batch_size
        batch, rest = self.queued[:size], self.queued[size:]
        vectors = self._vectors([text for _, text, _ in batch])
        self.store.add_vectors(self.ix.model_id, [(chunk_id, v) for (chunk_id, _, _), v
                                                  in zip(batch, vectors, strict=True)])
        self.queued = rest
        self.report.chunks_embedded += len(batch)
        for _, _, doc_id in batch:
            doc = self.open_docs[doc_id]
            doc.waiting -= 1
            self.estimate.advance(doc.bytes_per_chunk)
            if doc.waiting == 0:
                del self.open_docs[doc_id]
                self.store.mark_indexed(doc_id)
                self.report.indexed.append(doc.path)
        self._emit("indexing")

    def _vectors(self, texts: list[str]) -> Sequence[Sequence[float]]:
        try:
            vectors = self.ix.embed(texts)
        except Exception as exc:  # whatever the model or worker raised
            raise IndexingError(QT_TRANSLATE_NOOP(
                "Search", "The embedding model failed: {reason}. Work done so far is kept; "
                "index again to continue.").format(reason=exc)) from exc
        if len(vectors) != len(texts):
            raise IndexingError(QT_TRANSLATE_NOOP(
                "Search", "The embedding model returned {vectors} vectors for {texts} texts."
            ).format(vectors=len(vectors), texts=len(texts)))
        for vector in vectors:
            if not vector or not all(math.isfinite(x) for x in vector):
                raise IndexingError(QT_TRANSLATE_NOOP(
                    "Search", "The embedding model returned an empty or non-finite vector; "
                    "choose another embedding model."))
        return vectors

    def _checkpoint(self) -> None:
        paused_at = time.monotonic()
        was_paused = self.control.paused
        if self.control.checkpoint(on_pause=lambda: self._emit("paused")):
            raise _Stopped
        if was_paused:
            self.estimate.add_pause(time.monotonic() - paused_at)

    def _emit(self, state: RunState) -> None:
        self.progress(Progress(
            state=state, files_done=self.files_done, files_total=len(self.plan.work),
            chunks_embedded=self.report.chunks_embedded, failed=len(self.report.failed),
            skipped=len(self.report.skipped), current=self.current,
            elapsed_s=self.estimate.elapsed, eta_s=self.estimate.eta()))
