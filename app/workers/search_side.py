"""What the search thread does: searches, prompts with sources, panel reads.

A thread of its own, apart from indexing, so that a search or a chat
question never waits for an index run (which can take an hour). It owns its
own DocumentStore connection and the Retriever, whose vectors stay loaded
in memory between searches. The query is embedded by the inference worker
as an interactive request; when that fails or takes too long (the model is
still loading, a long answer is being written) the search uses full text
only rather than keep the user waiting.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Future
from concurrent.futures import TimeoutError as FutureTimeout
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from app.engine.remote.embedders import RemoteEmbedders, RemoteEmbedding
from app.engine.remote.registry import EngineRegistry
from app.engine.requests import Embed
from app.search.per_model import PerModelSearch, Searcher
from app.search.prompting import DocumentPrompt, build_document_prompt
from app.workers.run_control import EmbeddingService, wait_unless
from app.workers.say import say

if TYPE_CHECKING:  # numpy and the search stack load in the search thread (open)
    from app.images import ImageInput
    from app.search.rerank import Reranker
    from app.search.retrieve import Retriever, SearchResult
    from app.store.doc_models import Collection
    from app.store.documents import DocumentStore

log = logging.getLogger("lantern.search")

MARKERS = ("\x02", "\x03")
"""Around matched words in snippets: characters no document text contains, so
the GUI can escape the snippet and then turn them into <b> and </b>."""
QUERY_EMBED_WAIT_S = 15.0
MODEL_WAIT_S = 120.0
"""For the indexing thread to name the embedding model (the first start
converts the default one)."""


MakeReranker = Callable[[Path], "Reranker"]


def load_reranker(path: Path) -> Reranker:
    """The query-likelihood reranker on `path`, on the search thread's own context."""
    from app.engine.cpu_threads import math_threads
    from app.engine.reranker import QueryLikelihoodReranker

    return QueryLikelihoodReranker(path, n_threads=math_threads())


class SearchSide:
    def __init__(self, db_path: Path | None, service: EmbeddingService,
                 model_id: Future[str | None], registry: EngineRegistry | None = None, *,
                 make_reranker: MakeReranker | None = None,
                 degraded: Callable[[str], None] = lambda _message: None) -> None:
        """`degraded` hears, in a sentence, when a search goes on with less than
        was asked (no reranking, words only)."""
        self.db_path, self.service = db_path, service
        self._degraded = degraded
        self._registry = registry
        self._remotes: RemoteEmbedders | None = None
        self._remote_retrievers: dict[RemoteEmbedding, Retriever] = {}
        self._remote_vectors: dict[RemoteEmbedding, list[float]] = {}
        self._said_down: set[RemoteEmbedding] = set()
        """Remote models whose engine could not embed the last question (said once)."""
        self._make_reranker = make_reranker or load_reranker
        self._rerank: tuple[Path | None, int] = (None, 5)
        self._reranker: Reranker | None = None
        self._reranker_failed: Path | None = None
        self._model_future = model_id
        self._model_id: str | None = None
        self._model_known = False
        self._store: DocumentStore | None = None
        self._hybrid: dict[str, Retriever] = {}
        """One per embedding model: each keeps that model's vectors loaded."""
        self._text_only: Retriever | None = None
        self._query_vectors: dict[str, list[float]] = {}

    def open(self) -> None:
        from app.search.retrieve import Retriever
        from app.store.documents import DocumentStore

        self._store = DocumentStore.open(self.db_path)
        self._text_only = Retriever(self._store, embed_query=None, model_id=None)
        self._remotes = RemoteEmbedders(self._registry)

    def close(self) -> None:
        if self._remotes is not None:
            self._remotes.close()
        for retriever in [*self._hybrid.values(), self._text_only,
                          *self._remote_retrievers.values()]:
            if retriever is not None:
                retriever.close()
        self._drop_reranker()
        if self._store is not None:
            self._store.close()

    @property
    def store(self) -> DocumentStore:
        assert self._store is not None, "used before open()"
        return self._store

    def use_model(self, model_id: str | None) -> None:
        """The chosen embedding model changed (new collections take it)."""
        for retriever in self._hybrid.values():
            retriever.close()
        self._hybrid.clear()
        self._model_id, self._model_known = model_id, True

    def use_reranker(self, path: Path | None, top: int) -> None:
        """Rerank the first `top` results with the model at `path` (None: off).
        The model loads at the next search, in this thread."""
        if path != self._rerank[0]:
            self._drop_reranker()
            self._reranker_failed = None
        self._rerank = (path, top)

    def _drop_reranker(self) -> None:
        close = getattr(self._reranker, "close", None)
        if close is not None:
            close()
        self._reranker = None

    def _with_reranker(self, retriever: Retriever) -> Retriever:
        path, top = self._rerank
        if path is not None and self._reranker is None and self._reranker_failed != path:
            try:
                self._reranker = self._make_reranker(path)
            except Exception as exc:  # a model that will not load: search without it
                log.warning("searching without reranking: %s", exc)
                self._reranker_failed = path
                self._degraded(QCoreApplication.translate(
                    "SearchSide", "Searching without reranking: {name} could not be loaded "
                    "({reason}). Choose another model in Settings → Document search.").format(
                        name=path.name, reason=say(exc)))
        retriever.reranker = self._reranker if path is not None else None
        retriever.rerank_top = top
        return retriever

    # -- searching -------------------------------------------------------------

    def search(self, query: str, collection_ids: Sequence[int] | None,
               k: int) -> list[SearchResult]:
        """The k best passages; collection ids that no longer exist are ignored."""
        try:
            return self._searcher(query, collection_ids).search(
                query, collections=collection_ids, k=k, markers=MARKERS)
        except ValueError as exc:  # vectors of another model: words still work
            log.warning("searching by words only: %s", exc)
            assert self._text_only is not None
            return self._with_reranker(self._text_only).search(
                query, collections=collection_ids, k=k, markers=MARKERS)

    def document_prompt(self, conversation_id: int, question: str,
                        history: Sequence[Mapping[str, Any]], system_prompt: str,
                        token_budget: int, images: Sequence[ImageInput] = (),
                        ) -> DocumentPrompt | None:
        """Chat messages with the best passages as numbered sources; None when
        the conversation answers from no collection."""
        ids = [c.id for c in self.store.conversation_collections(conversation_id)]
        if not ids:
            return None
        return build_document_prompt(self._searcher(question, ids), question, collections=ids,
                                     token_budget=token_budget, history=history,
                                     system_prompt=system_prompt, images=images)

    def _searcher(self, query: str, collection_ids: Sequence[int] | None) -> Searcher:
        """Each collection is searched with the model that made its vectors (a
        remote engine's, or a local file), the query embedded by that same
        model; several models: merged by score."""
        groups: dict[RemoteEmbedding | tuple[str, str], list[int]] = {}
        for collection in self.store.list_collections():
            if collection_ids is None or collection.id in collection_ids:
                key = (RemoteEmbedding.parse(collection.embedding_model_id)
                       or self._vector_key(collection))
                groups.setdefault(key, []).append(collection.id)
        if not groups:  # none of them exists (any more)
            return PerModelSearch([])
        searchers: list[tuple[Searcher, list[int]]] = [
            (self._remote(key, query) if isinstance(key, RemoteEmbedding)
             else self._retriever(query, *key), ids) for key, ids in groups.items()]
        if len(searchers) == 1:
            return searchers[0][0]
        return PerModelSearch(searchers)

    def _vector_key(self, collection: Collection) -> tuple[str, str]:
        """(model id, its file) of the collection's vectors; ("", "") when
        there are none to compare with (not indexed, or an unknown file)."""
        model_id = collection.embedding_model_id
        if not model_id or not collection.chunks:
            return "", ""
        if collection.embedding_model_path:
            return model_id, collection.embedding_model_path
        # Indexed before the file was recorded: only the chosen model is known.
        return (model_id, "") if model_id == self._model() else ("", "")

    def _retriever(self, query: str, model_id: str, model_path: str) -> Retriever:
        """Hybrid when the query could be embedded by that model now, else full text."""
        assert self._text_only is not None
        vector = self._embed_query(query, model_path) if model_id else None
        if vector is None:
            return self._with_reranker(self._text_only)
        self._query_vectors[model_id] = vector
        if model_id not in self._hybrid:
            from app.search.retrieve import Retriever

            self._hybrid[model_id] = Retriever(
                self.store, embed_query=lambda _q: self._query_vectors[model_id],
                model_id=model_id)
        return self._with_reranker(self._hybrid[model_id])

    def _remote(self, which: RemoteEmbedding, query: str) -> Retriever:
        """Hybrid with the remote model's query vector, or full text when the
        engine cannot embed the query now (words still find passages)."""
        assert self._text_only is not None and self._remotes is not None
        try:
            self._remote_vectors[which] = self._remotes.embed(which, [query])[0]
        except Exception as exc:  # whatever the engine said: fall back, and say why
            log.warning("searching %s by words only: %s", which.model_id, exc)
            if which not in self._said_down:  # once, until it answers again
                self._said_down.add(which)
                self._degraded(QCoreApplication.translate(
                    "SearchSide", "Searched by words only: the engine “{name}” could not embed "
                    "the question ({reason}).").format(name=which.engine, reason=say(exc)))
            return self._with_reranker(self._text_only)
        self._said_down.discard(which)
        if which not in self._remote_retrievers:
            from app.search.retrieve import Retriever

            self._remote_retrievers[which] = Retriever(
                self.store, embed_query=lambda _q: self._remote_vectors[which],
                model_id=which.model_id)
        return self._with_reranker(self._remote_retrievers[which])

    def _model(self) -> str | None:
        if not self._model_known:
            try:
                self._model_id = self._model_future.result(timeout=MODEL_WAIT_S)
            except FutureTimeout:
                return None  # still converting: words only, ask again next time
            self._model_known = True
        return self._model_id

    def _embed_query(self, text: str, model_path: str = "") -> list[float] | None:
        request = Embed(text=text, model_path=model_path)
        deadline = time.monotonic() + QUERY_EMBED_WAIT_S
        try:
            reply = self.service.submit(request)
            vector: list[float] = wait_unless(reply, request, self.service,
                                              lambda: time.monotonic() > deadline)
        except Exception as exc:  # whatever the engine said: fall back, and say why in the log
            log.warning("searching by words only: the query was not embedded: %s", exc)
            return None
        return vector
