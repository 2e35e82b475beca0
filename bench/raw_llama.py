"""llama-cpp-python as its own users run it: the peer the benches compare
Lantern against.

Lantern's build loads its compute backends at run time (GGML_BACKEND_DL,
scripts/llama_build.py) from the package, where llama.cpp's own search does
not look; a raw `Llama(...)` would fail with "no backends are loaded". This
loads them, and nothing else of Lantern: no log capture, no patched loads.
"""

from __future__ import annotations

import sys
from pathlib import Path
from types import ModuleType

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.engine.native import load_backends
from tests.remote.servers import LLAMA_CPP_SERVER as LLAMA_CPP_SERVER


def raw_llama_cpp() -> ModuleType:
    import llama_cpp

    load_backends(llama_cpp)
    return llama_cpp
