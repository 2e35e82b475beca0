"""Lazy access to llama.cpp, and a capture of what it logs.

`llama_cpp` is imported on first use so that the window can open (and say
what is wrong) when the native library is missing or broken. llama.cpp
reports why it refused a model or an adapter only through its log, so a
log callback keeps recent warnings and errors for the engine to quote.
"""

from __future__ import annotations

import ctypes
import logging
import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType
from typing import Any

from app import interrupt
from app.engine.errors import EngineError
from app.said import QT_TRANSLATE_NOOP

log = logging.getLogger("lantern.llama")

_lock = threading.Lock()
_module: ModuleType | None = None
_callback: Any = None  # the ctypes callback must outlive every native call
_capture = threading.local()

# ggml_log_level: NONE 0, DEBUG 1, INFO 2, WARN 3, ERROR 4, CONT 5 (continues the last)
_WARN, _ERROR, _CONT = 3, 4, 5


def llama_cpp() -> ModuleType:
    """The llama_cpp module, with Lantern's log callback installed."""
    global _module
    with _lock:
        if _module is None:
            try:
                import llama_cpp as module
            except (ImportError, OSError) as exc:
                raise EngineError(QT_TRANSLATE_NOOP(
                    "Engine", "The llama.cpp library could not be loaded ({reason}). "
                    "Reinstall Lantern, or run `python3 scripts/dev.py run` from a source "
                    "checkout to rebuild it.").format(reason=exc)) from exc
            _install_log_callback(module)
            load_backends(module)
            _make_loads_interruptible(module)
            _module = module
        return _module


def load_backends(module: Any) -> None:
    """Load the compute backends shipped beside the library (the CPU one, and
    Vulkan where the build has it: scripts/llama_build.py). They are loaded
    at run time so that one install runs everywhere: a backend whose system
    library is missing (no Vulkan loader, no GPU driver) is skipped, logged,
    and the others run. llama.cpp's own search looks only beside the
    executable and in the current folder, never in the package."""
    folder = Path(module.__file__).resolve().parent / "lib"
    ggml = linked_ggml(folder)
    if ggml.ggml_backend_reg_count() > 0:
        return  # built in (a build without GGML_BACKEND_DL), or loaded already
    ggml.ggml_backend_load_all_from_path.argtypes = [ctypes.c_char_p]
    ggml.ggml_backend_load_all_from_path.restype = None
    ggml.ggml_backend_load_all_from_path(os.fsencode(folder))
    if ggml.ggml_backend_reg_count() == 0:
        raise EngineError(QT_TRANSLATE_NOOP(
            "Engine", "No llama.cpp compute backend could be loaded from {folder}. Reinstall "
            "Lantern, or run `python3 scripts/dev.py run` from a source checkout to rebuild "
            "it.").format(folder=folder))


def linked_ggml(folder: Path) -> Any:
    """The ggml library that libllama itself is linked to. A wheel keeps no
    symbolic links, so `libggml.so`, `libggml.so.0` and `libggml.so.0.x` are
    three copies, each with its own backend registry; llama-cpp-python's
    `_ggml` module opens `libggml.so`, libllama the one its soname names.
    Backends must be registered in libllama's, so open that very file (the
    same file opens the same, already loaded, library)."""
    names = sorted(p.name for p in folder.glob("libggml.so.*")) or sorted(
        p.name for p in folder.glob("libggml*.dylib") if "base" not in p.name
    ) or ["ggml.dll" if os.name == "nt" else "libggml.so"]
    shortest = min(names, key=len)  # libggml.so.0: the soname, what libllama asks for
    return ctypes.CDLL(str(folder / shortest))


def _install_log_callback(module: Any) -> None:
    global _callback
    last_level = [0]

    def on_log(level: int, text: bytes, _user_data: ctypes.c_void_p) -> None:
        if level == _CONT:
            level = last_level[0]
        last_level[0] = level
        message = text.decode("utf-8", errors="replace")
        lines: list[str] | None = getattr(_capture, "lines", None)
        if lines is not None and level in (_WARN, _ERROR):
            lines.append(message)
        log.debug("%s", message.rstrip())

    _callback = module.llama_log_callback(on_log)
    module.llama_log_set(_callback, ctypes.c_void_p(0))


def _make_loads_interruptible(module: Any) -> None:
    """Ctrl+C while a model loads (app.interrupt): `Llama(...)` runs shielded,
    since llama.cpp calls back into Python all through it, and every model
    load gets a progress callback that aborts the load once Ctrl+C was
    pressed, in whichever thread the load runs."""
    internals: Any = __import__("llama_cpp._internals", fromlist=["LlamaModel"])

    def on_progress(_progress: float, _user_data: ctypes.c_void_p) -> bool:
        try:
            interrupt.phase("load")
            return not interrupt.requested()
        except BaseException:  # nothing may escape a ctypes callback
            return False

    progress = module.llama_progress_callback(on_progress)
    original_model, original_llama = internals.LlamaModel, module.Llama

    class InterruptibleModel(original_model):  # type: ignore[misc, valid-type]
        _progress = progress  # the ctypes callback must outlive every load

        def __init__(self, *, path_model: str, params: Any, verbose: bool = True) -> None:
            params.progress_callback = progress
            super().__init__(path_model=path_model, params=params, verbose=verbose)

    class ShieldedLlama(original_llama):  # type: ignore[misc, valid-type]
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            with interrupt.shielded():
                super().__init__(*args, **kwargs)

    internals.LlamaModel = InterruptibleModel
    module.Llama = ShieldedLlama


@contextmanager
def captured_log() -> Iterator[list[str]]:
    """Collect llama.cpp's warnings and errors raised in this thread."""
    previous = getattr(_capture, "lines", None)
    _capture.lines = []
    try:
        yield _capture.lines
    finally:
        _capture.lines = previous


def reason_from_log(lines: list[str], fallback: str) -> str:
    """The most telling line llama.cpp logged, for an error message."""
    text = "".join(lines)
    candidates = [line.strip() for line in text.splitlines() if line.strip()]
    # llama.cpp logs the cause first ("error loading model: tensor ... is not
    # within the file bounds") and a generic "failed to ..." after it.
    for words in (("error", "invalid", "incorrect", "mismatch"), ("fail",)):
        for line in candidates:
            if any(word in line.lower() for word in words):
                return _strip_func_prefix(line)
    return _strip_func_prefix(candidates[-1]) if candidates else fallback


def _strip_func_prefix(line: str) -> str:
    # llama.cpp prefixes messages with the C function name: "llama_x: reason".
    head, sep, tail = line.partition(": ")
    return tail if sep and " " not in head else line


_overrides = threading.local()
_patch_lock = threading.Lock()
_patched = False


@contextmanager
def context_overrides(**fields: Any) -> Iterator[None]:
    """Set llama_context_params fields that llama-cpp-python's `Llama` fixes
    itself (flash attention only on or off, never llama.cpp's own "auto"; one
    sequence) on the context that `Llama(...)` creates in this thread.

    `Llama.__init__` builds its context from its own params; this wraps the
    context class it calls so the fields are set just before llama.cpp sees
    them, for the calling thread only (other threads' loads are untouched)."""
    llama_cpp()
    _patch_context_class()
    previous = getattr(_overrides, "fields", None)
    _overrides.fields = fields
    try:
        yield
    finally:
        _overrides.fields = previous


def _patch_context_class() -> None:
    global _patched
    with _patch_lock:
        if _patched:
            return
        internals: Any = __import__("llama_cpp._internals", fromlist=["LlamaContext"])
        original = internals.LlamaContext

        class OverridableContext(original):  # type: ignore[misc, valid-type]
            def __init__(self, *, model: Any, params: Any, verbose: bool = True) -> None:
                for name, value in (getattr(_overrides, "fields", None) or {}).items():
                    setattr(params, name, value)
                super().__init__(model=model, params=params, verbose=verbose)

        internals.LlamaContext = OverridableContext
        _patched = True


_mtmd: ModuleType | None = None


def mtmd() -> ModuleType:
    """llama.cpp's multimodal library (`llama_cpp.mtmd_cpp`), logging through
    the same callback as llama.cpp (captured_log sees why it refused a
    projector); EngineError when this build of llama-cpp-python has none."""
    global _mtmd
    llama_cpp()  # the backends are loaded, and the log callback made, first
    with _lock:
        if _mtmd is None:
            try:
                import llama_cpp.mtmd_cpp as module
            except (ImportError, OSError, RuntimeError) as exc:
                raise EngineError(QT_TRANSLATE_NOOP(
                    "Engine", "This build of llama.cpp has no multimodal library, so it cannot "
                    "read images ({reason}). Reinstall Lantern, or run `python3 scripts/dev.py "
                    "run` from a source checkout to rebuild it.").format(reason=exc)) from exc
            module.mtmd_log_set(_callback, ctypes.c_void_p(0))
            module.mtmd_helper_log_set(_callback, ctypes.c_void_p(0))
            _mtmd = module
        return _mtmd
