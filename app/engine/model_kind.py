"""Telling an embedding model from a chat model before loading it.

An embedding model (all-MiniLM, nomic-embed...) loads as a chat model
without complaint and then fails at the first token with llama.cpp's
"Memory is not initialized". Its header says what it is: an encoder
architecture, a pooling type, or non-causal attention.
"""

from __future__ import annotations

from pathlib import Path

from app.engine.errors import ModelLoadError
from app.said import QT_TRANSLATE_NOOP

ENCODER_ARCHITECTURES = frozenset({
    "bert", "nomic-bert", "nomic-bert-moe", "jina-bert-v2", "jina-bert-v3", "neo-bert",
    "modern-bert", "eurobert", "t5encoder",
})


def embedding_model_reason(path: Path) -> str | None:
    """Why `path` is an embedding model and no chat model; None if it may chat.

    A header that cannot be read gives None: loading will say what is wrong.
    """
    from app.engine.embedder import read_gguf_info  # gguf and numpy: when a model is chosen

    try:
        info = read_gguf_info(path)
    except ModelLoadError:
        return None
    if info.architecture in ENCODER_ARCHITECTURES:
        return QT_TRANSLATE_NOOP("Engine", "its architecture, {architecture}, only encodes "
                                 "text").format(architecture=info.architecture)
    if info.causal is False:
        return QT_TRANSLATE_NOOP("Engine", "its attention is not causal, so it cannot write "
                                 "text")
    if info.pooling_type is not None:
        return QT_TRANSLATE_NOOP("Engine", "it pools a whole text into one vector")
    return None


def refuse_embedding_model(path: Path) -> None:
    """Raise ModelLoadError if `path` is an embedding model."""
    reason = embedding_model_reason(path)
    if reason is not None:
        raise ModelLoadError(QT_TRANSLATE_NOOP(
            "Engine", "{name} is an embedding model, not a chat model ({reason}): it turns "
            "text into vectors for document search and cannot write answers. Choose a "
            "chat model instead (for document search, pass this file to "
            "`lantern index --model`).").format(name=path.name, reason=reason))
