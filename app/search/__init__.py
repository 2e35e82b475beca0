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
