"""Local document search. No Qt: plain, synchronous code for one thread at a time.

    store = DocumentStore.open()                        # app.store.documents
    collection = store.ensure_collection("Papers")
    store.add_folder(collection.id, "/home/me/papers")
    indexer = Indexer(store, embed, model_id=..., tokenize=..., model_max_tokens=512)
    plan = indexer.scan("Papers")                       # what changed (stat only)
    report = indexer.run(plan, progress=on_progress, control=IndexControl())
    retriever = Retriever(store, embed_query=..., model_id=...)
    results = retriever.search("when is the deadline?", collections=["Papers"], k=10)
    prompt = build_document_prompt(retriever, question, collections=[...], token_budget=1500)

Modules: readers (files -> lines with page and line), chunking (by the
embedding model's tokens), scan (what a run must do), indexer (runs it:
embed, store, resume), progress (reports, ETA, pause/cancel), watcher
(polling for changed files), vector_index (in-memory nearest neighbours),
retrieve (hybrid search), snippets, prompting (chat with documents).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.lazy_exports import lazy_exports

# Names load with their module on first use (PEP 562): importing one part of
# search (say, the prompt types the chat view needs) must not load numpy and
# the indexer before the window's first paint.
_HOMES = {
    "ChunkSettings": "chunking", "Indexer": "indexer", "IndexingError": "indexer",
    "IndexReport": "indexer", "ModelChangeNeedsConfirmation": "indexer",
    "IndexControl": "progress", "Progress": "progress", "DocumentPrompt": "prompting",
    "Source": "prompting", "build_document_prompt": "prompting",
    "cited_numbers": "prompting", "DEFAULT_FUSION": "fusion", "Fusion": "fusion",
    "RankFusion": "fusion", "ScoreFusion": "fusion", "Retriever": "retrieve",
    "SearchResult": "retrieve", "IndexPlan": "scan",
    "Changes": "watcher", "FolderWatcher": "watcher",
}

if TYPE_CHECKING:
    from app.search.chunking import ChunkSettings
    from app.search.fusion import DEFAULT_FUSION, Fusion, RankFusion, ScoreFusion
    from app.search.indexer import (
        Indexer,
        IndexingError,
        IndexReport,
        ModelChangeNeedsConfirmation,
    )
    from app.search.progress import IndexControl, Progress
    from app.search.prompting import (
        DocumentPrompt,
        Source,
        build_document_prompt,
        cited_numbers,
    )
    from app.search.retrieve import Retriever, SearchResult
    from app.search.scan import IndexPlan
    from app.search.watcher import Changes, FolderWatcher


__all__ = [
    "DEFAULT_FUSION",
    "Changes",
    "ChunkSettings",
    "DocumentPrompt",
    "FolderWatcher",
    "Fusion",
    "IndexControl",
    "IndexPlan",
    "IndexReport",
    "Indexer",
    "IndexingError",
    "ModelChangeNeedsConfirmation",
    "Progress",
    "RankFusion",
    "Retriever",
    "ScoreFusion",
    "SearchResult",
    "Source",
    "build_document_prompt",
    "cited_numbers",
]

__getattr__ = lazy_exports(__name__, _HOMES)
