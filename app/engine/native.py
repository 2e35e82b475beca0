"""Lazy access to llama.cpp, and a capture of what it logs.

`llama_cpp` is imported on first use so that the window can open (and say
what is wrong) when the native library is missing or broken. llama.cpp
reports why it refused a model or an adapter only through its log, so a
log callback keeps recent warnings and errors for the engine to quote.
"""

from __future__ import annotations

import ctypes
import logging
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from types import ModuleType
from typing import Any

from app.engine.errors import EngineError

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
                raise EngineError(
                    "The llama.cpp library could not be loaded "
                    f"({exc}). Reinstall Lantern, or run `python3 scripts/dev.py run` "
                    "from a source checkout to rebuild it."
                ) from exc
            _install_log_callback(module)
            _module = module
        return _module


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
