"""Client overhead of the remote engine: tokens/s through RemoteEngine against
the same llama-cpp-python server read with plain httpx streaming, same run.

    .venv/bin/python bench/bench_remote.py --rounds 10 --tokens 128

`python -m llama_cpp.server` on 127.0.0.1 with the bundled chat model.
Both sides send the same greedy request and are timed the same way, from the
first piece of text to the last (decode speed as a reader sees it), plus the
whole request (prefill included), and the CPU time of the thread that reads
the stream (the remote engine's cancel watcher, a 20 Hz poll, is not counted).

Default (`--mode paired`): two identical server processes; in each round the
plain client and the remote engine stream at the same time, one per server,
swapping servers every round, so background load on a shared machine falls
on both alike. `--mode alternate`: one server, rounds alternate raw → remote.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.engine.model_files import default_chat_model
from app.engine.remote import RemoteConfig, RemoteEngine
from app.engine.requests import GenerateStream, SamplerConfig
from tests.remote.servers import ServerProcess, llama_cpp_server
from tests.scratch import scratch_folder

PROMPT = [{"role": "user", "content": "Write a long story about a lighthouse keeper."}]
GREEDY = SamplerConfig.greedy()


Round = tuple[int, float, float, float]
"""(pieces, decode seconds, whole-request seconds, client CPU seconds)"""


def raw_round(url: str, tokens: int) -> Round:
    """One answer read with plain httpx streaming."""
    body = {"model": "bench", "messages": PROMPT, "max_tokens": tokens, "stream": True,
            "temperature": 0.0, "top_p": 1.0, "top_k": 0, "min_p": 0.0,
            "repeat_penalty": 1.0, "stream_options": {"include_usage": True}}
    pieces, first, last = 0, 0.0, 0.0
    started, cpu = time.perf_counter(), time.thread_time()
    with httpx.Client(timeout=600) as client, \
            client.stream("POST", url + "/v1/chat/completions", json=body) as response:
        for line in response.iter_lines():
            if not line.startswith("data:") or line.strip() == "data: [DONE]":
                continue
            for choice in json.loads(line[5:]).get("choices", []):
                if choice.get("delta", {}).get("content"):
                    last = time.perf_counter()
                    first = first or last
                    pieces += 1
    return pieces, last - first, time.perf_counter() - started, time.thread_time() - cpu


def remote_round(engine: RemoteEngine, tokens: int) -> Round:
    stamps: list[float] = []
    request = GenerateStream(prompt=PROMPT, max_tokens=tokens, config=GREEDY,
                             callback=lambda _text: stamps.append(time.perf_counter()))
    started, cpu = time.perf_counter(), time.thread_time()
    engine.run(request)
    request.reply.result()
    return (len(stamps), stamps[-1] - stamps[0], time.perf_counter() - started,
            time.thread_time() - cpu)


def start_server(folder: Path, index: int) -> ServerProcess:
    return llama_cpp_server(default_chat_model(), "bench", folder / f"server{index}.log",
                            "--n_ctx", "1024", "--chat_format", "chatml",
                            "--n_threads", "1", "--n_threads_batch", "1")


def paired(rounds: int, tokens: int, folder: Path) -> dict[str, list[Round]]:
    servers = [start_server(folder, 0), start_server(folder, 1)]
    engines = [RemoteEngine(RemoteConfig(s.url)) for s in servers]
    results: dict[str, list[Round]] = {"raw": [], "remote": []}
    try:
        for server in servers:
            raw_round(server.url, 8)  # warm-up: model pages in, first-request costs paid
        with ThreadPoolExecutor(2) as pool:
            for i in range(rounds):
                raw_at, remote_at = i % 2, 1 - i % 2
                raw = pool.submit(raw_round, servers[raw_at].url, tokens)
                remote = pool.submit(remote_round, engines[remote_at], tokens)
                results["raw"].append(raw.result())
                results["remote"].append(remote.result())
    finally:
        for engine in engines:
            engine.close()
        for server in servers:
            server.stop()
    return results


def alternate(rounds: int, tokens: int, folder: Path) -> dict[str, list[Round]]:
    server = start_server(folder, 0)
    engine = RemoteEngine(RemoteConfig(server.url))
    results: dict[str, list[Round]] = {"raw": [], "remote": []}
    try:
        raw_round(server.url, 8)
        for _ in range(rounds):
            results["raw"].append(raw_round(server.url, tokens))
            results["remote"].append(remote_round(engine, tokens))
    finally:
        engine.close()
        server.stop()
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--tokens", type=int, default=128)
    parser.add_argument("--mode", choices=("paired", "alternate"), default="paired")
    args = parser.parse_args()
    folder = scratch_folder("bench-remote-")
    run = paired if args.mode == "paired" else alternate
    report(run(args.rounds, args.tokens, folder))


def report(results: dict[str, list[Round]]) -> None:
    decode = {k: [(n - 1) / d for n, d, _, _ in v] for k, v in results.items()}
    whole = {k: [n / t for n, _, t, _ in v] for k, v in results.items()}
    for name in ("raw", "remote"):
        pieces = [r[0] for r in results[name]]
        cpu_ms = sum(r[3] for r in results[name]) * 1000 / sum(pieces)
        print(f"{name:7s} pieces {pieces}  decode tok/s "
              f"{[round(x, 1) for x in decode[name]]}  whole-request tok/s "
              f"{[round(x, 1) for x in whole[name]]}  client CPU {cpu_ms:.3f} ms/token")
    ratios = [r / w for r, w in zip(decode["remote"], decode["raw"], strict=True)]
    whole_ratios = [r / w for r, w in zip(whole["remote"], whole["raw"], strict=True)]
    print(f"decode ratio remote/raw per round {[round(x, 3) for x in ratios]}, "
          f"median {statistics.median(ratios):.3f}, "
          f"geometric mean {statistics.geometric_mean(ratios):.3f}")
    print(f"whole-request ratio remote/raw per round {[round(x, 3) for x in whole_ratios]}, "
          f"median {statistics.median(whole_ratios):.3f}")


if __name__ == "__main__":
    main()
