"""`lantern selftest`: load the default model, generate, embed, exit 0.

Installers run it to prove that the bundle's native library, model and
embedding model work on the user's machine.
"""

from __future__ import annotations

import argparse
import math
import sys
import time

from app.domain import SamplerConfig
from app.engine.errors import EngineError
from app.engine.llama import EngineConfig, LlamaEngine
from app.engine.requests import Generate


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("selftest", help="check that the model runs on this machine")
    parser.set_defaults(func=run)


def run(_args: argparse.Namespace) -> int:
    started = time.perf_counter()
    try:
        engine = LlamaEngine(EngineConfig(n_ctx=512))
        request = Generate(prompt="The sky is", max_tokens=8, config=SamplerConfig.greedy())
        engine.run(request)
        text, usage = request.reply.result()
        vector = engine.embed(["Lantern self-test"])[0]
        engine.close()
    except EngineError as exc:
        print(f"selftest FAILED: {exc}", file=sys.stderr)
        return 1
    norm = math.sqrt(sum(v * v for v in vector))
    if usage.completion_tokens == 0 or abs(norm - 1.0) > 1e-3:
        print("selftest FAILED: the model produced no text or a bad vector", file=sys.stderr)
        return 1
    print(f"model: {engine.model_name}")
    print(f"runs on: {engine.device.summary()}")  # the GPU and its layers, or why the CPU
    if engine.load_notice:
        print(f"notice: {engine.load_notice}")
    print(f"generated {usage.completion_tokens} tokens: {text.strip()!r}")
    print(f"embedding: {len(vector)} dimensions, norm {norm:.4f}")
    print(f"selftest passed in {time.perf_counter() - started:.1f} s")
    return 0
