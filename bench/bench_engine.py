"""Lantern's engine and worker side by side with raw llama-cpp-python.

    .venv/bin/python bench/bench_engine.py [--rounds 3] [--tokens 128]

One process, one model file, the same thread count and context for every
contender; rounds alternate between contenders so that the machine's noise
falls on all of them alike. Reported: medians and ratios to raw.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.engine.cpu_threads import chat_threads
from app.engine.llama import EngineConfig, LlamaEngine
from app.engine.model_files import default_chat_model
from app.engine.requests import Generate, GenerateStream, SamplerConfig
from bench.raw_llama import raw_llama_cpp

N_CTX = 2048
THREADS = chat_threads()  # LANTERN_THREADS, else one per CPU
GREEDY = SamplerConfig.greedy()
SHORT = "Once upon a time"
LONG = ("The history of lighthouses begins with fires lit on hilltops to guide ships. "
        "Over the centuries they became towers of stone, then of iron, with lenses "
        "that focus a small flame into a beam seen for miles. ") * 12


def raw_llama(path: Path) -> Any:
    llama_cpp = raw_llama_cpp()

    return llama_cpp.Llama(str(path), n_ctx=N_CTX, n_threads=THREADS, n_threads_batch=THREADS,
                           n_batch=512, swa_full=True, verbose=False)


def raw_tokens_per_s(llm: Any, tokens: int) -> float:
    llm.reset()
    first = 0.0
    count = 0
    for _chunk in llm.create_completion(SHORT, max_tokens=tokens, temperature=0.0, top_k=0,
                                        top_p=1.0, min_p=0.0, repeat_penalty=1.0,
                                        stream=True):
        count += 1
        first = first or time.perf_counter()
    return (count - 1) / (time.perf_counter() - first) if count > 1 else 0.0


def engine_tokens_per_s(engine: LlamaEngine, tokens: int) -> float:
    request = Generate(prompt=SHORT, max_tokens=tokens, config=GREEDY, cache_prompt=False)
    engine.run(request)
    return request.reply.result()[1].tokens_per_second


def worker_tokens_per_s(worker: Any, tokens: int) -> float:
    stamps: list[float] = []
    request = GenerateStream(prompt=SHORT, max_tokens=tokens, config=GREEDY,
                             cache_prompt=False, callback=lambda _t: stamps.append(
                                 time.perf_counter()))
    worker.submit(request).result()
    return (len(stamps) - 1) / (stamps[-1] - stamps[0])


def raw_ttft(llm: Any, prompt: str, cold: bool) -> float:
    if cold:
        llm.reset()
    started = time.perf_counter()
    for _chunk in llm.create_completion(prompt, max_tokens=1, temperature=0.0, stream=True):
        break
    return (time.perf_counter() - started) * 1000


def engine_ttft(engine: LlamaEngine, prompt: str, cold: bool) -> float:
    if cold:
        engine.cache.clear()
    request = Generate(prompt=prompt, max_tokens=1, config=GREEDY, cache_prompt=True)
    started = time.perf_counter()
    engine.run(request)
    request.reply.result()
    return (time.perf_counter() - started) * 1000


def median_of(rounds: int, fn: Callable[[], float]) -> float:
    return statistics.median(fn() for _ in range(rounds))


def make_worker(engine_factory: Callable[..., LlamaEngine]) -> Any:
    from PySide6.QtCore import QCoreApplication

    from app.workers.inference import InferenceWorker

    app = QCoreApplication.instance() or QCoreApplication([])
    worker = InferenceWorker(engine_factory)
    worker.start()
    worker.call(lambda _engine: None).result(timeout=120)  # loaded
    return worker, app


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--tokens", type=int, default=128)
    args = parser.parse_args()
    path = default_chat_model()
    raw = raw_llama(path)
    engine = LlamaEngine(EngineConfig(model_path=path, n_ctx=N_CTX, n_threads=THREADS))
    worker, _app = make_worker(lambda p: LlamaEngine(
        EngineConfig(model_path=path, n_ctx=N_CTX, n_threads=THREADS), p))

    results: dict[str, list[float]] = {"raw": [], "engine": [], "worker": []}
    for _ in range(args.rounds):  # interleaved so noise hits everyone alike
        results["raw"].append(raw_tokens_per_s(raw, args.tokens))
        results["engine"].append(engine_tokens_per_s(engine, args.tokens))
        results["worker"].append(worker_tokens_per_s(worker, args.tokens))
    gen = {k: statistics.median(v) for k, v in results.items()}

    long_follow = LONG + " In the end,"
    ttft = {
        "raw cold": median_of(args.rounds, lambda: raw_ttft(raw, LONG, cold=True)),
        "raw cached": median_of(args.rounds, lambda: (raw_ttft(raw, LONG, True),
                                                      raw_ttft(raw, long_follow, False))[1]),
        "engine cold": median_of(args.rounds, lambda: engine_ttft(engine, LONG, cold=True)),
        "engine cached": median_of(args.rounds, lambda: (
            engine_ttft(engine, LONG, True), engine_ttft(engine, long_follow, False))[1]),
    }
    worker.shutdown()
    prompt_tokens = len(engine.tokenize_prompt(LONG)[0])

    print(f"model {path.name}, {THREADS} threads, n_ctx {N_CTX}, {args.rounds} rounds")
    print(f"generation tokens/s ({args.tokens} greedy tokens), median:")
    for name, value in gen.items():
        print(f"  {name:<8} {value:7.1f}   ratio to raw {value / gen['raw']:.3f}")
    print(f"time to first token, {prompt_tokens}-token prompt (ms), median:")
    for name, value in ttft.items():
        print(f"  {name:<14} {value:8.1f}")
    print(f"  cached speed-up: raw {ttft['raw cold'] / ttft['raw cached']:.1f}x, "
          f"engine {ttft['engine cold'] / ttft['engine cached']:.1f}x")
    embedding_bench(args.rounds)
    engine.close()
    raw.close()


def embedding_bench(rounds: int) -> None:
    llama_cpp = raw_llama_cpp()

    from app.engine.embedder import Embedder

    texts = [f"Document {i}: lighthouses guide ships along dangerous coasts." for i in range(64)]
    embedder = Embedder(n_threads=THREADS)
    raw = llama_cpp.Llama(str(embedder.path), embedding=True, n_ctx=512, n_batch=512,
                          n_ubatch=512, n_threads=THREADS, n_threads_batch=THREADS,
                          pooling_type=llama_cpp.LLAMA_POOLING_TYPE_MEAN, verbose=False)

    def rate(fn: Callable[[list[str]], Any]) -> float:
        started = time.perf_counter()
        fn(texts)
        return len(texts) / (time.perf_counter() - started)

    raw_rates, ours = [], []
    for _ in range(rounds):
        raw_rates.append(rate(lambda t: raw.embed(t, normalize=True)))
        ours.append(rate(embedder.embed))
    r, o = statistics.median(raw_rates), statistics.median(ours)
    print(f"embedding texts/s ({len(texts)} short texts, {Path(embedder.path).name}), median:")
    print(f"  raw      {r:7.1f}\n  engine   {o:7.1f}   ratio to raw {o / r:.3f}")
    embedder.close()
    raw.close()


if __name__ == "__main__":
    main()
