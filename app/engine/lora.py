"""LoRA adapters by name, applied per request through llama.cpp's own calls.

`Llama(lora_path=...)` fixes one adapter for the object's life; Lantern
loads each adapter once and before every request sets exactly that request's
selection (everything else off) with `llama_set_adapters_lora`.
"""

from __future__ import annotations

import ctypes
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.domain import LoraSelection
from app.engine.errors import AdapterError
from app.engine.model_files import not_a_file
from app.engine.native import captured_log, llama_cpp, reason_from_log
from app.engine.prefix_cache import AdapterKey
from app.said import QT_TRANSLATE_NOOP


def normalise(selection: LoraSelection) -> AdapterKey:
    """Canonical form: sorted by name, scale-0 entries dropped.

    Scale 0 contributes nothing, so it must give exactly the base model's
    output and share its cached states.
    """
    seen: set[str] = set()
    for name, scale in selection:
        if name in seen:
            raise AdapterError(QT_TRANSLATE_NOOP(
                "Engine", "Adapter {name!r} is selected twice; select it once.").format(name=name))
        if not math.isfinite(scale):
            raise AdapterError(QT_TRANSLATE_NOOP(
                "Engine", "Adapter {name!r} has an invalid scale {scale!r}.").format(
                    name=name, scale=scale))
        seen.add(name)
    return tuple(sorted((n, float(s)) for n, s in selection if s != 0.0))


@dataclass
class _Loaded:
    path: Path
    handle: Any


class AdapterLibrary:
    """The adapters registered for one loaded model."""

    def __init__(self, model: Any, context: Any) -> None:
        self._model = model
        self._context = context
        self._loaded: dict[str, _Loaded] = {}
        self._applied: AdapterKey = ()

    def names(self) -> list[str]:
        return sorted(self._loaded)

    def register(self, name: str, path: Path | str) -> None:
        """Load an adapter; refuse it with llama.cpp's reason if it does not fit."""
        path = Path(path)
        if not name.strip():
            raise AdapterError(QT_TRANSLATE_NOOP("Engine", "An adapter needs a name."))
        problem = not_a_file(path, "adapter file")
        if problem is not None:
            raise AdapterError(problem)
        lib = llama_cpp()
        with captured_log() as lines:
            handle = lib.llama_adapter_lora_init(self._model, str(path).encode("utf-8"))
        if not handle:
            reason = reason_from_log(lines, "llama.cpp could not read it")
            raise AdapterError(QT_TRANSLATE_NOOP(
                "Engine", "Adapter {name} was refused: {reason}. "
                "Check that it is a GGUF LoRA adapter made for this model."
            ).format(name=path.name, reason=reason))
        if name in self._loaded:
            self.unregister(name)
        self._loaded[name] = _Loaded(path, handle)

    def unregister(self, name: str) -> None:
        loaded = self._loaded.pop(name, None)
        if loaded is None:
            return
        if any(n == name for n, _ in self._applied):
            self.apply(())
        llama_cpp().llama_adapter_lora_free(loaded.handle)

    def path_of(self, name: str) -> Path:
        """The file adapter `name` was loaded from (KeyError: none by that name)."""
        return self._loaded[name].path

    def check(self, selection: LoraSelection) -> AdapterKey:
        """Normalise a selection, failing clearly on names not registered."""
        key = normalise(selection)
        unknown = [n for n, _ in selection if n not in self._loaded]
        if unknown:
            known = ", ".join(self.names()) or QT_TRANSLATE_NOOP("Engine", "none registered")
            raise AdapterError(QT_TRANSLATE_NOOP(
                "Engine", "Unknown adapter {name!r}. Registered adapters: {known}. "
                "Add it in Settings → LoRA adapters."
            ).format(name=unknown[0], known=known))
        return key

    def apply(self, key: AdapterKey) -> None:
        """Make exactly these adapters active on the context."""
        if key == self._applied:
            return
        lib = llama_cpp()
        count = len(key)
        handles = (lib.llama_adapter_lora_p_ctypes * max(count, 1))(
            *[self._loaded[n].handle for n, _ in key]
        )
        scales = (ctypes.c_float * max(count, 1))(*[s for _, s in key])
        if lib.llama_set_adapters_lora(self._context, handles, count, scales) != 0:
            raise AdapterError(QT_TRANSLATE_NOOP("Engine", "llama.cpp could not apply the selected "
                                                 "adapters."))
        self._applied = key

    def close(self) -> None:
        for name in list(self._loaded):
            self.unregister(name)
