"""Lantern on a GPU beside llama.cpp's own `llama-bench` on the same GPU,
model and backend: decode and prompt tokens/s side by side, with the ratio
(goal: Lantern >= 0.95 of llama.cpp).

    .venv/bin/python bench/bench_gpu.py --build [--model PATH] [--rounds 3]
    LANTERN_GPU_BACKENDS=cuda .venv/bin/python bench/bench_gpu.py --build ...

Made for a machine with a GPU (an NVIDIA card: Vulkan by default, CUDA when
LANTERN_GPU_BACKENDS says so, which needs `nvcc` on PATH). `--build` first
installs Lantern's llama-cpp-python with those backends (scripts/dev.py
install, keyed by them like any build) and builds llama.cpp's tools from the
same vendored source with the same flags and backends
(bench/llama_cpp_tools.py), then measures in a fresh process. Lantern runs
with its default, automatic GPU layers (every layer, when the model fits);
llama-bench with -ngl 99. On a machine without a GPU it says so plainly and
measures nothing.

Rounds alternate which contender goes first; ratios are taken round by
round, then the median.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

GOAL = 0.95


def build() -> None:
    """Lantern's wheel and llama.cpp's tools with the chosen backends."""
    subprocess.run([sys.executable, str(ROOT / "scripts" / "dev.py"), "install"], check=True)
    from bench.llama_cpp_tools import build as build_tools

    for name, path in build_tools().items():
        print(f"{name}: {path}")


def llama_bench(binary: Path, model: Path, prompt: int, tokens: int) -> tuple[float, float]:
    """(prompt tok/s, decode tok/s) from llama-bench, every layer on the GPU."""
    out = subprocess.run([str(binary), "-m", str(model), "-ngl", "99", "-p", str(prompt),
                          "-n", str(tokens), "-b", "512", "-ub", "512", "-r", "1", "-o", "json"],
                         capture_output=True, text=True, check=True).stdout
    rows = json.loads(out)
    rate = {("prompt" if r["n_prompt"] else "decode"): float(r["avg_ts"]) for r in rows}
    return rate["prompt"], rate["decode"]


def measure(args: argparse.Namespace) -> int:
    from app.engine.devices import available

    devices = available()
    print(f"llama.cpp's backends: {', '.join(devices.backends)}; devices: "
          + ", ".join(f"{d.name} ({d.description}, {d.kind})" for d in devices.devices))
    if not devices.gpus:
        print("No GPU found on this machine (CPU only: no GPU found): there is nothing to "
              "compare on a GPU, so nothing was measured. Run this on a machine with a GPU.")
        return 0
    from app.engine.llama import EngineConfig, LlamaEngine
    from app.engine.model_files import default_chat_model
    from bench.bench_llama_cpp import engine_decode, engine_prefill, prompt_of
    from bench.llama_cpp_tools import MISSING, find

    model = args.model or default_chat_model()
    engine = LlamaEngine(EngineConfig(model_path=model, n_ctx=4096))
    print(f"Lantern runs {model.name} on: {engine.device.summary()}")
    if engine.load_notice:
        print(f"Notice: {engine.load_notice}")
    tools = find()
    if tools is None:
        print(MISSING)
    engine_decode(engine, 8)  # warm-up: shaders compiled, buffers made
    rounds = []
    for index in range(args.rounds):
        prompt = prompt_of(engine, args.prompt, f"round {index}")
        lantern = (engine_prefill(engine, prompt), engine_decode(engine, args.tokens))
        peer = llama_bench(tools["llama-bench"], model, args.prompt, args.tokens) if tools \
            else None
        rounds.append((lantern, peer))
    engine.close()
    report(rounds)
    return 0


def report(rounds: list[tuple[tuple[float, float], tuple[float, float] | None]]) -> None:
    print(f"\n{'':14}{'Lantern':>10}{'llama.cpp':>11}{'ratio':>8}")
    for column, name in ((0, "prompt tok/s"), (1, "decode tok/s")):
        ours = statistics.median(r[0][column] for r in rounds)
        peers = [r[1][column] for r in rounds if r[1] is not None]
        if not peers:
            print(f"{name:14}{ours:10.1f}{'-':>11}{'-':>8}")
            continue
        ratio = statistics.median(r[0][column] / r[1][column] for r in rounds
                                  if r[1] is not None)
        mark = "" if ratio >= GOAL else f"  (below the goal of {GOAL})"
        print(f"{name:14}{ours:10.1f}{statistics.median(peers):11.1f}{ratio:8.2f}{mark}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--build", action="store_true",
                        help="install the GPU build and llama.cpp's tools first")
    parser.add_argument("--model", type=Path, help="GGUF model (default: the bundled one)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--tokens", type=int, default=128, help="tokens decoded per round")
    parser.add_argument("--prompt", type=int, default=512, help="prompt tokens per round")
    args = parser.parse_args()
    if args.build:
        build()
        rest = [a for a in sys.argv[1:] if a != "--build"]  # the new build, in a new process
        os.execv(sys.executable, [sys.executable, __file__, *rest])
    return measure(args)


if __name__ == "__main__":
    sys.exit(main())
