"""Telling an embedding model from a chat model before loading it.

An embedding model (all-MiniLM, nomic-embed...) loads as a chat model
without complaint and then fails at the first token with llama.cpp's
"Memory is not initialized". Its header says what it is: an encoder
architecture, a pooling type, or non-causal attention. Read from the one
header read a file gets (app.engine.gguf_reader.read_file_header): the
engine's own checks have just read it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.engine.errors import ModelLoadError
from app.engine.gguf_reader import GgufHeaderError, read_file_header
from app.said import QT_TRANSLATE_NOOP, in_terminal

ENCODER_ARCHITECTURES = frozenset({
    "bert", "nomic-bert", "nomic-bert-moe", "jina-bert-v2", "jina-bert-v3", "neo-bert",
    "modern-bert", "eurobert", "t5encoder",
})


@dataclass(frozen=True)
class GgufInfo:
    """The few header values that say what a model is and how to embed with it."""

    architecture: str
    name: str
    context_length: int
    pooling_type: int | None
    """None when the file does not say (chat models)."""
    causal: bool | None = None
    """`{arch}.attention.causal`: False for encoders; None when the file does not say."""


def read_gguf_info(path: Path) -> GgufInfo:
    """Architecture, name, context length and pooling from a GGUF header."""
    if not path.is_file():
        raise ModelLoadError(QT_TRANSLATE_NOOP(
            "Engine", "The embedding model file {path} does not exist.").format(path=path))
    try:
        values = read_file_header(path).metadata
    except (GgufHeaderError, OSError) as exc:
        raise ModelLoadError(QT_TRANSLATE_NOOP(
            "Engine", "{path} is not a GGUF model file ({reason}). Choose a .gguf embedding "
            "model.").format(path=path, reason=exc)) from exc
    arch = str(values.get("general.architecture", ""))
    if not arch:
        raise ModelLoadError(QT_TRANSLATE_NOOP(
            "Engine", "{path} is a GGUF file without a model architecture.").format(path=path))
    return GgufInfo(
        architecture=arch,
        name=str(values.get("general.name") or path.stem),
        context_length=_int_value(values, f"{arch}.context_length") or 0,
        pooling_type=_int_value(values, f"{arch}.pooling_type"),
        causal=_bool_value(values, f"{arch}.attention.causal"),
    )


def _bool_value(values: Mapping[str, Any], key: str) -> bool | None:
    value = values.get(key)
    return value if isinstance(value, bool) else None


def _int_value(values: Mapping[str, Any], key: str) -> int | None:
    value = values.get(key)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def embedding_model_reason(path: Path) -> str | None:
    """Why `path` is an embedding model and no chat model; None if it may chat.

    A header that cannot be read gives None: loading will say what is wrong.
    """
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
        raise ModelLoadError(in_terminal(QT_TRANSLATE_NOOP(
            "Engine", "{name} is an embedding model, not a chat model ({reason}): it turns "
            "text into vectors for document search and cannot write answers. Choose a "
            "chat model instead; for document search, import this file under Models → "
            "Installed → Embedding models (documents).").format(name=path.name, reason=reason),
            "{name} is an embedding model, not a chat model ({reason}): it turns text into "
            "vectors for document search and cannot write answers. Choose a chat model "
            "instead (for document search, pass this file to `lantern index --model`)."))
