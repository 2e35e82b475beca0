"""Which Indexer embeds a collection's run (used in the indexing thread only).

The chosen local model's: new collections, and re-indexing with it. Another
local file's: the model that made a collection's vectors, kept until the
user re-indexes. A remote engine's: batched across files, one request per
batch. The tokenizers here are vocabulary only: the models themselves live
in the inference worker or on the remote engine.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from app.engine.remote.embedders import REMOTE_EMBED_BATCH, RemoteEmbedders, RemoteEmbedding
from app.store.errors import NotFound

if TYPE_CHECKING:  # numpy, gguf and the indexer load in the indexing thread
    from app.engine.vocab_tokenizer import VocabTokenizer
    from app.search.indexer import Indexer
    from app.store.documents import DocumentStore
    from app.workers.index_config import IndexConfig

EmbedLocal = Callable[[list[str], str], list[list[float]]]
"""(texts, model file) -> vectors, through the inference worker."""


class Indexers:
    def __init__(self, store: DocumentStore, config: IndexConfig, embed_local: EmbedLocal,
                 remotes: RemoteEmbedders, stopping: Callable[[], bool]) -> None:
        self.store, self.config = store, config
        self.remotes = remotes
        self._embed_local, self._stopping = embed_local, stopping
        self.chosen: Indexer | None = None
        """The chosen model's (None until load() succeeds)."""
        self._tokenizer: VocabTokenizer | None = None
        self._others: dict[Path, tuple[VocabTokenizer, Indexer]] = {}
        self._remote: dict[RemoteEmbedding, Indexer] = {}

    def load(self) -> str:
        """Load the chosen model's tokenizer; its model id. Raises when it cannot."""
        self.close()
        tokenizer, self.chosen = self._make(self.config.model_path)
        self._tokenizer = tokenizer
        return tokenizer.model_id

    def close(self) -> None:
        """Forget every indexer (they size chunks with the tokenizer and chunking)."""
        for tokenizer in [self._tokenizer, *(t for t, _ in self._others.values())]:
            if tokenizer is not None:
                tokenizer.close()
        self._tokenizer, self.chosen = None, None
        self._others.clear()
        self._remote.clear()

    def for_collection(self, collection_id: int, use_chosen: bool) -> Indexer | None:
        """The chosen model's when asked (re-indexing); else the collection's
        remote model's, or the local model's that made its vectors; else the
        chosen model's. Raises when that model's file cannot be read."""
        if use_chosen or self.chosen is None:
            return self.chosen
        try:
            collection = self.store.get_collection(collection_id)
        except NotFound:
            return self.chosen  # the scan says so, as for any removed collection
        remote = RemoteEmbedding.parse(collection.embedding_model_id)
        if remote is not None:
            return self._remote_indexer(remote)
        made_by = collection.embedding_model_path
        if not (collection.chunks and made_by and os.path.isfile(made_by)):
            return self.chosen
        wanted = Path(made_by)
        if self._tokenizer is not None and wanted == self._tokenizer.path:
            return self.chosen
        if wanted not in self._others:
            self._others[wanted] = self._make(wanted)
        return self._others[wanted][1]

    def _make(self, model_path: Path | None) -> tuple[VocabTokenizer, Indexer]:
        from app.engine.vocab_tokenizer import VocabTokenizer
        from app.search.indexer import Indexer

        tokenizer = VocabTokenizer(model_path)
        path = str(tokenizer.path)
        indexer = Indexer(
            self.store, lambda texts: self._embed_local(texts, path),
            model_id=tokenizer.model_id, tokenize=tokenizer.tokenize,
            model_max_tokens=tokenizer.n_ctx, chunking=self.config.chunking,
            batch_size=self.config.batch_size, model_path=path)
        return tokenizer, indexer

    def _remote_indexer(self, which: RemoteEmbedding) -> Indexer | None:
        # Chunks are still sized by the local tokenizer: a remote server's is unknown.
        tokenizer = self._tokenizer
        if tokenizer is None:
            return self.chosen
        if which not in self._remote:
            from app.search.indexer import CrossFileIndexer

            self._remote[which] = CrossFileIndexer(
                self.store, lambda texts: self.remotes.embed(which, list(texts), self._stopping),
                model_id=which.model_id, tokenize=tokenizer.tokenize,
                model_max_tokens=tokenizer.n_ctx, chunking=self.config.chunking,
                batch_size=REMOTE_EMBED_BATCH)
        return self._remote[which]
