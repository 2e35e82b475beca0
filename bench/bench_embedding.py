"""The default embedding model: Lantern's Embedder vs raw llama-cpp-python vs the chat model.

    .venv/bin/python bench/bench_embedding.py [--rounds 3] [--chunks 48]
                                              [--chat-chunks 12] [--threads N]

One process and one thread count for every contender. Chunks of about 250
MiniLM tokens are cut from Python's own reference documentation
(`pydoc_data.topics`, shipped with CPython): English prose with some code,
like the documents Lantern indexes. Rounds alternate between the MiniLM
contenders so the shared machine's noise falls on both; the best round is
reported, as the least disturbed. Also measured: the first-use conversion
and the model-id hash (cold and cached). Everything runs in a temporary
cache folder, so the user's cache is neither used nor touched.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from app.engine.bert_gguf import convert_minilm, default_embedding_model_path, default_source_dir
from app.engine.cpu_threads import math_threads
from app.engine.embedder import Embedder, file_sha256
from app.engine.model_files import default_chat_model
from bench.raw_llama import raw_llama_cpp
from tests.scratch import scratch_folder

CHUNK_TOKENS = 250


def make_chunks(embedder: Embedder, count: int) -> list[str]:
    """`count` chunks of CHUNK_TOKENS tokens ([CLS] and [SEP] included), cut
    at word boundaries, in the order of the sorted documentation topics."""
    from pydoc_data.topics import topics

    words = " ".join(topics[key] for key in sorted(topics)).split()
    chunks: list[str] = []
    start = 0
    while len(chunks) < count and start < len(words):
        end = start + 1
        while end < len(words) and len(embedder.tokenize(" ".join(words[start:end + 1]))) \
                <= CHUNK_TOKENS:
            end += 1
        chunks.append(" ".join(words[start:end]))
        start = end
    return chunks


def timed(action: Callable[[], object]) -> float:
    start = time.perf_counter()
    action()
    return time.perf_counter() - start


def timed_both(action: Callable[[], object]) -> tuple[float, float]:
    """(wall seconds, this process's CPU seconds). On a shared machine the
    CPU time is the steadier measure of work; wall time is what users wait."""
    wall, cpu = time.perf_counter(), time.process_time()
    action()
    return time.perf_counter() - wall, time.process_time() - cpu


def raw_minilm(path: Path, threads: int, flash_attn: bool) -> Any:
    """Plain llama-cpp-python on the same file. With flash_attn=False: as its
    docs set up an embedding model; with True: Lantern's settings."""
    llama_cpp = raw_llama_cpp()

    return llama_cpp.Llama(str(path), embedding=True, n_ctx=512, n_batch=512, n_ubatch=512,
                           pooling_type=llama_cpp.LLAMA_POOLING_TYPE_MEAN, flash_attn=flash_attn,
                           n_threads=threads, n_threads_batch=threads, verbose=False)


def bench_conversion(rounds: int, scratch: Path) -> tuple[float, float, float]:
    """(first use: convert into the empty cache, later conversions' median,
    model size in MB)."""
    first = timed(default_embedding_model_path)
    out = scratch / "again.gguf"
    again = [timed(lambda: convert_minilm(default_source_dir(), out)) for _ in range(rounds)]
    return first, statistics.median(again), out.stat().st_size / 1e6


def bench_hash(path: Path) -> tuple[float, float]:
    """(cold sha256 of the whole file, cached lookup) in seconds."""
    cold = timed(lambda: file_sha256(path))
    warm = min(timed(lambda: file_sha256(path)) for _ in range(5))
    return cold, warm


def bench_minilm(rounds: int, chunk_count: int, threads: int) -> dict[str, Any]:
    load = timed(lambda: Embedder(n_threads=threads).close())
    lantern = Embedder(n_threads=threads)
    raw = raw_minilm(lantern.path, threads, flash_attn=False)
    same = raw_minilm(lantern.path, threads, flash_attn=True)
    chunks = make_chunks(lantern, chunk_count)
    contenders: dict[str, Callable[[], object]] = {
        "lantern": lambda: lantern.embed(chunks),
        # Llama.embed packs texts into 512-token calls (two chunks a call).
        "raw": lambda: raw.embed(chunks, normalize=True),
        # Lantern's settings: flash attention, one ~250-token chunk a call.
        "raw-same": lambda: [same.embed(c, normalize=True) for c in chunks],
    }
    lantern.embed(chunks[:2])
    raw.embed(chunks[:2])  # warm up: page cache, allocations
    same.embed(chunks[:2])
    times: dict[str, list[tuple[float, float]]] = {name: [] for name in contenders}
    for _ in range(rounds):
        for name, action in contenders.items():
            times[name].append(timed_both(action))
    tokens = [len(lantern.tokenize(c)) for c in chunks]
    for model in (lantern, raw, same):
        model.close()
    return {"load": load, "chunks": chunks, "tokens": tokens, "times": times}


def bench_chat_model(path: Path, chunks: list[str], threads: int) -> tuple[float, float, float]:
    """(load seconds, chunks/s wall, chunks/CPU-s) of the chat model in
    embedding mode (mean pooling), through Lantern's Embedder."""
    start = time.perf_counter()
    embedder = Embedder(path, n_threads=threads)
    load = time.perf_counter() - start
    embedder.embed(chunks[:1])
    wall, cpu = timed_both(lambda: embedder.embed(chunks))
    embedder.close()
    return load, len(chunks) / wall, len(chunks) / cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--chunks", type=int, default=48)
    parser.add_argument("--chat-chunks", type=int, default=12)
    parser.add_argument("--threads", type=int, default=math_threads())
    args = parser.parse_args()
    scratch = scratch_folder("lantern-bench-embed-")
    os.environ["LANTERN_CACHE_DIR"] = str(scratch / "cache")  # read at each use

    first, again, size_mb = bench_conversion(args.rounds, scratch)
    print(f"first-use conversion: {first:.2f} s (later: {again:.2f} s), file {size_mb:.1f} MB")
    minilm_path = default_embedding_model_path()
    cold, warm = bench_hash(minilm_path)
    print(f"model id hash, MiniLM: {cold * 1000:.0f} ms cold, {warm * 1000:.2f} ms cached")

    m = bench_minilm(args.rounds, args.chunks, args.threads)
    n = len(m["chunks"])
    print(f"threads {args.threads}; {n} chunks, {statistics.mean(m['tokens']):.0f} tokens "
          f"each on average (min {min(m['tokens'])}, max {max(m['tokens'])})")
    print(f"MiniLM load (Embedder, incl. hash lookup): {m['load'] * 1000:.0f} ms")
    rate = {name: n / min(w for w, _ in t) for name, t in m["times"].items()}
    cpu_rate = {name: n / min(c for _, c in t) for name, t in m["times"].items()}
    for name, t in m["times"].items():
        print(f"  {name:9s} {rate[name]:6.2f} chunks/s best wall "
              f"(rounds: {', '.join(f'{n / w:.2f}' for w, _ in t)}); "
              f"{cpu_rate[name]:6.2f} chunks per CPU-second")

    chat_path = default_chat_model()
    cold, warm = bench_hash(chat_path)  # before the Embedder hashes it
    print(f"model id hash, chat model ({chat_path.stat().st_size / 1e6:.0f} MB): "
          f"{cold * 1000:.0f} ms cold, {warm * 1000:.2f} ms cached")
    chat_chunks = m["chunks"][: args.chat_chunks]
    load, chat_rate, chat_cpu = bench_chat_model(chat_path, chat_chunks, args.threads)
    print(f"chat model in embedding mode ({len(chat_chunks)} chunks): {chat_rate:.2f} chunks/s "
          f"wall, {chat_cpu:.2f} per CPU-second; load {load:.2f} s (incl. header read)")
    for name in ("raw", "raw-same"):
        print(f"ratio Lantern/{name}: {rate['lantern'] / rate[name]:.2f} wall, "
              f"{cpu_rate['lantern'] / cpu_rate[name]:.2f} CPU")
    print(f"ratio MiniLM (Lantern)/chat model: {rate['lantern'] / chat_rate:.1f}x wall, "
          f"{cpu_rate['lantern'] / chat_cpu:.1f}x CPU")


if __name__ == "__main__":
    main()
