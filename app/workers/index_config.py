"""What the document indexing worker is configured with (app.workers.indexing).

Kept apart from the indexing thread's code (app.workers.index_side, with the
file watcher, the readers and the remote embedders behind it), which loads
when the worker first needs it: the window makes its worker before the first
paint, and needs only this to do so.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from app.search.chunking import ChunkSettings

if TYPE_CHECKING:
    from app.engine.remote.registry import EngineRegistry


@dataclass
class IndexConfig:
    db_path: Path | None = None
    """None: the data folder's lantern.db, shared with the chats."""
    model_path: Path | None = None
    """None: the bundled default embedding model."""
    chunking: ChunkSettings = field(default_factory=ChunkSettings)
    batch_size: int = 16
    rerank_model: Path | None = None
    """A GGUF that reranks search results (Settings → Document search); None: off."""
    rerank_top: int = 5
    registry: EngineRegistry | None = None
    """The remote engines (None: this data folder's shared registry)."""
