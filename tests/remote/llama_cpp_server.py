"""llama-cpp-python's own server (`python -m llama_cpp.server`), run as it is,
after loading llama.cpp's compute backends.

Lantern's build loads its backends at run time (GGML_BACKEND_DL,
scripts/llama_build.py) and looks for them in the package, which llama.cpp's
own search does not (it looks beside the executable and in the current
folder). Without this the server starts and every model load fails with "no
backends are loaded". The server itself is untouched.
"""

from __future__ import annotations

import runpy

import llama_cpp

from app.engine.native import load_backends

if __name__ == "__main__":
    load_backends(llama_cpp)
    runpy.run_module("llama_cpp.server", run_name="__main__", alter_sys=True)
