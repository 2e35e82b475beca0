"""Lantern's API server side by side with its headless engine and with
llama-cpp-python's own server (`llama_cpp.server`), on the same model.

    .venv/bin/python bench/bench_api.py [--rounds 3] [--tokens 48] [--clients 8]

Both servers run as their own processes (`lantern serve`, `python -m
llama_cpp.server`) with the same model file, context and thread count; the
headless engine runs in this process. Only one contender works at a time,
and within each throughput round the three stream one after another, so the
ratio to the engine is taken round by round (then the median of the
rounds): on a shared machine whose speed moves between minutes,
neighbouring streams see the same load. Streaming clients measure from
their side: decode tokens/s between the first and the last streamed token,
and time to first token (TTFT). CPU per token (the whole process, every
thread, from the OS) shows what the HTTP side costs whatever the load; "HTTP
side" is a server's threads other than its busiest (the one decoding).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import psutil

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.engine.cpu_threads import chat_threads
from app.engine.llama import EngineConfig, LlamaEngine
from app.engine.model_files import default_chat_model
from app.engine.requests import GenerateStream, SamplerConfig
from bench.raw_llama import LLAMA_CPP_SERVER
from tests.scratch import scratch_folder

N_CTX = 2048
THREADS = chat_threads()  # LANTERN_THREADS, else one per CPU
KEY = "bench-key"
COUNTING = "1, 2, 3, 4, 5, 6, 7, 8,"
GREEDY_FIELDS = {"temperature": 0.0, "top_p": 1.0, "top_k": 0, "min_p": 0.0,
                 "repeat_penalty": 1.0}
LONG = ("The history of lighthouses begins with fires lit on hilltops to guide ships. "
        "Over the centuries they became towers of stone, then of iron, with lenses "
        "that focus a small flame into a beam seen for miles. ") * 6


@dataclass
class Run:
    ttft_ms: float
    tokens: int
    decode_s: float
    total_s: float = 0.0
    """From sending the request to the end of the stream."""
    cut_off: bool = False
    """The server closed the stream before its end (llama_cpp.server does
    that to a running stream when another request arrives)."""

    @property
    def tokens_per_s(self) -> float:
        return (self.tokens - 1) / self.decode_s if self.decode_s > 0 else 0.0

    @property
    def end_to_end_per_s(self) -> float:
        """Tokens over the whole request: immune to a server sending its
        chunks in bursts (which inflates first-to-last-chunk rates)."""
        return self.tokens / self.total_s if self.total_s > 0 else 0.0


# -- contenders -----------------------------------------------------------------


def engine_run(engine: LlamaEngine, prompt: str, tokens: int, cache: bool) -> Run:
    stamps: list[float] = []
    started = time.perf_counter()
    request = GenerateStream(prompt=prompt, max_tokens=tokens, config=SamplerConfig.greedy(),
                             cache_prompt=cache,
                             callback=lambda _t: stamps.append(time.perf_counter()))
    engine.run(request)
    usage = request.reply.result()
    return Run((stamps[0] - started) * 1000, usage.completion_tokens, stamps[-1] - stamps[0],
               time.perf_counter() - started)


async def http_run(client: httpx.AsyncClient, prompt: str, tokens: int,
                   extra: dict[str, Any] | None = None) -> Run:
    body = {"prompt": prompt, "max_tokens": tokens, "stream": True, **GREEDY_FIELDS,
            **(extra or {})}
    started = time.perf_counter()
    stamps: list[float] = []
    reported: int | None = None
    try:
        async with client.stream("POST", "/v1/completions", json=body) as response:
            response.raise_for_status()
            async for line in response.aiter_lines():
                if not line.startswith("data: ") or line == "data: [DONE]":
                    continue
                chunk = json.loads(line[6:])
                if chunk.get("usage"):
                    reported = chunk["usage"]["completion_tokens"]
                if chunk["choices"] and chunk["choices"][0].get("text"):
                    stamps.append(time.perf_counter())
    except httpx.RemoteProtocolError:
        end = stamps[-1] if stamps else time.perf_counter()
        return Run((end - started) * 1000, len(stamps),
                   end - stamps[0] if stamps else 0.0, cut_off=True)
    count = reported if reported is not None else len(stamps)
    return Run((stamps[0] - started) * 1000, count, stamps[-1] - stamps[0],
               time.perf_counter() - started)


@contextmanager
def server(command: list[str], port_line: bool,
           env: dict[str, str]) -> Iterator[tuple[str, int]]:
    """Start a server process; yield its base URL and pid once it answers."""
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                               text=True, env=env)
    try:
        if port_line:
            assert process.stdout is not None
            line = process.stdout.readline()
            url = line.split("listening on ")[1].strip().removesuffix("/v1")
        else:
            url = f"http://127.0.0.1:{command[command.index('--port') + 1]}"
        deadline = time.monotonic() + 300
        while time.monotonic() < deadline:
            try:
                if httpx.get(f"{url}/v1/models", timeout=5,
                             headers={"Authorization": f"Bearer {KEY}"}).status_code == 200:
                    break
            except httpx.TransportError:
                time.sleep(0.5)
        yield url, process.pid
    finally:
        process.terminate()
        process.wait(30)


def free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


# -- measurements --------------------------------------------------------------


def median(values: list[float]) -> float:
    return statistics.median(values) if values else 0.0


async def fairness(client: httpx.AsyncClient, clients: int, tokens: int) -> dict[str, Any]:
    """Clients start together; each one's wait (TTFT) and its decode rate."""
    runs = await asyncio.gather(*[http_run(client, f"{COUNTING} {i}", tokens)
                                  for i in range(clients)])
    whole = [r for r in runs if not r.cut_off]
    rates = [r.tokens_per_s for r in whole] or [0.0]
    jain = sum(rates) ** 2 / (len(rates) * sum(r * r for r in rates) or 1.0)
    waits = sorted(r.ttft_ms for r in whole) or [0.0]
    return {"cut_off": len(runs) - len(whole), "jain_decode": jain, "ttft_min_ms": waits[0],
            "ttft_median_ms": median(waits), "ttft_max_ms": waits[-1],
            "decode_min": min(rates), "decode_max": max(rates)}


async def measure_ttft(client: httpx.AsyncClient, rounds: int,
                       lantern: bool) -> dict[str, Any]:
    cold, warm = [], []
    for i in range(rounds):
        prompt = f"{i} {LONG}"
        # Lantern: cache off, then on and repeated; llama_cpp.server keeps the
        # last prompt's prefix in its context either way.
        cold.append((await http_run(client, prompt, 1, {"cache_prompt": False}
                                    if lantern else None)).ttft_ms)
        await http_run(client, prompt, 1)
        warm.append((await http_run(client, prompt + " Next,", 1)).ttft_ms)
    return {"ttft_cold_ms": median(cold), "ttft_warm_ms": median(warm)}


def measure_engine_ttft(engine: LlamaEngine, rounds: int) -> dict[str, Any]:
    cold, warm = [], []
    for i in range(rounds):
        prompt = f"{i} {LONG}"
        cold.append(engine_run(engine, prompt, 1, False).ttft_ms)
        engine_run(engine, prompt, 1, True)
        warm.append(engine_run(engine, prompt + " Next,", 1, True).ttft_ms)
    return {"ttft_cold_ms": median(cold), "ttft_warm_ms": median(warm)}


def thread_cpu(process: psutil.Process) -> dict[int, float]:
    return {t.id: t.user_time + t.system_time for t in process.threads()}


class Contenders:
    """The engine in this process and the two servers, each with its client;
    one throughput round streams the same request through all three."""

    def __init__(self, engine: LlamaEngine, urls: dict[str, str],
                 pids: dict[str, int], clients: int) -> None:
        self.engine = engine
        self.pids = pids
        limits = httpx.Limits(max_connections=clients + 2)
        self.http = {name: httpx.AsyncClient(base_url=url, timeout=600, limits=limits,
                                             headers={"Authorization": f"Bearer {KEY}"})
                     for name, url in urls.items()}

    async def round(self, tokens: int) -> dict[str, tuple[Run, float, float]]:
        """Each contender's run, the CPU seconds its process spent on it, and
        those of its threads other than the busiest (the HTTP side)."""
        before = time.process_time()
        run = engine_run(self.engine, COUNTING, tokens, False)
        out = {"engine": (run, time.process_time() - before, 0.0)}
        for name, client in self.http.items():
            process = psutil.Process(self.pids[name])
            cpu = thread_cpu(process)
            extra = {"cache_prompt": False} if name == "lantern" else None
            run = await http_run(client, COUNTING, tokens, extra)
            after = thread_cpu(process)
            spent = [after[t] - cpu.get(t, 0.0) for t in after]
            out[name] = (run, sum(spent), sum(spent) - max(spent, default=0.0))
        return out

    async def close(self) -> None:
        for client in self.http.values():
            await client.aclose()


def summary(rounds: list[dict[str, tuple[Run, float, float]]], name: str) -> dict[str, Any]:
    """Medians over the rounds; ratios are taken within each round first."""
    runs = [r[name][0] for r in rounds]
    engine = [r["engine"][0] for r in rounds]
    tokens = max(1, sum(r.tokens for r in runs))
    return {
        "tokens_per_s": median([r.tokens_per_s for r in runs]),
        "end_to_end_per_s": median([r.end_to_end_per_s for r in runs]),
        "ratio": median([r.tokens_per_s / e.tokens_per_s
                         for r, e in zip(runs, engine, strict=True) if e.tokens_per_s]),
        "ratio_e2e": median([r.end_to_end_per_s / e.end_to_end_per_s
                             for r, e in zip(runs, engine, strict=True) if e.end_to_end_per_s]),
        # Totals over the rounds: the OS counts thread CPU in 10 ms ticks.
        "cpu_ms_per_token": 1000 * sum(r[name][1] for r in rounds) / tokens,
        "http_cpu_ms_per_token": 1000 * sum(r[name][2] for r in rounds) / tokens,
    }


async def measure_pass(contenders: Contenders, args: argparse.Namespace,
                       with_fairness: bool) -> dict[str, dict[str, Any]]:
    engine_run(contenders.engine, COUNTING, 4, False)  # warm-up
    for client in contenders.http.values():
        await http_run(client, COUNTING, 4)
    rounds = [await contenders.round(args.tokens) for _ in range(args.rounds)]
    results = {name: summary(rounds, name) for name in ("engine", "lantern", "llama_cpp")}
    results["engine"].update(measure_engine_ttft(contenders.engine, args.rounds))
    for name, client in contenders.http.items():
        results[name].update(await measure_ttft(client, args.rounds, name == "lantern"))
        results[name]["fairness"] = (await fairness(client, args.clients, 16)
                                     if with_fairness else None)
    return results


def main() -> None:
    global THREADS
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--tokens", type=int, default=48)
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--passes", type=int, default=1)
    parser.add_argument("--threads", type=int, default=0,
                        help="llama.cpp threads for every contender (default: all cores)")
    args = parser.parse_args()
    THREADS = args.threads or THREADS
    model = default_chat_model()
    env = dict(os.environ, LANTERN_API_KEY=KEY,
               LANTERN_DATA_DIR=str(scratch_folder("bench-api-")))
    lantern_cmd = [sys.executable, "-m", "app", "serve", "--port", "0", "--ctx", str(N_CTX),
                   "--threads", str(THREADS), "--queue-limit", str(args.clients + 4)]
    reference_cmd = [sys.executable, str(LLAMA_CPP_SERVER), "--model", str(model),
                     "--n_ctx", str(N_CTX), "--n_threads", str(THREADS),
                     "--n_threads_batch", str(THREADS), "--api_key", KEY,
                     "--host", "127.0.0.1", "--port", str(free_port())]
    results: dict[str, list[dict[str, Any]]] = {"engine": [], "lantern": [], "llama_cpp": []}
    engine = LlamaEngine(EngineConfig(model_path=model, n_ctx=N_CTX, n_threads=THREADS))
    with server(lantern_cmd, True, env) as (lantern_url, lantern_pid), \
            server(reference_cmd, False, env) as (reference_url, reference_pid):
        contenders = Contenders(engine, {"lantern": lantern_url, "llama_cpp": reference_url},
                                {"lantern": lantern_pid, "llama_cpp": reference_pid},
                                args.clients)

        async def passes() -> None:
            try:
                for index in range(args.passes):
                    done = await measure_pass(contenders, args, index == args.passes - 1)
                    for name, values in done.items():
                        results[name].append(values)
            finally:
                await contenders.close()

        asyncio.run(passes())
    engine.close()
    report(results, args)


def _mid(runs: list[dict[str, Any]], key: str) -> float:
    return median([r[key] for r in runs])


def report(results: dict[str, list[dict[str, Any]]], args: argparse.Namespace) -> None:
    """Rates are medians; 'vs engine' is the median of each round's ratio."""
    print(f"model {default_chat_model().name}, ctx {N_CTX}, {THREADS} threads, greedy, "
          f"{args.tokens} tokens, {args.rounds} rounds x {args.passes} passes; "
          f"load average {os.getloadavg()[0]:.1f}")
    print(f"{'contender':<22}{'decode t/s':>11}{'vs engine':>10}{'end-to-end t/s':>15}"
          f"{'vs engine':>10}{'CPU ms/token':>13}{'HTTP side':>10}{'TTFT cold ms':>13}"
          f"{'TTFT warm ms':>13}")
    for name, label in (("engine", "headless engine"), ("lantern", "lantern serve (HTTP)"),
                        ("llama_cpp", "llama_cpp.server")):
        row = results[name]
        print(f"{label:<22}{_mid(row, 'tokens_per_s'):>11.1f}{_mid(row, 'ratio'):>10.3f}"
              f"{_mid(row, 'end_to_end_per_s'):>15.1f}{_mid(row, 'ratio_e2e'):>10.3f}"
              f"{_mid(row, 'cpu_ms_per_token'):>13.2f}"
              f"{_mid(row, 'http_cpu_ms_per_token'):>10.2f}{_mid(row, 'ttft_cold_ms'):>13.0f}"
              f"{_mid(row, 'ttft_warm_ms'):>13.0f}")
    print(f"\nfairness, {args.clients} clients at once, 16 tokens each:")
    for name in ("lantern", "llama_cpp"):
        fair = results[name][-1]["fairness"]
        print(f"  {name:<10} streams cut off {fair['cut_off']}/{args.clients}; "
              f"Jain index of decode tokens/s {fair['jain_decode']:.3f}; "
              f"decode {fair['decode_min']:.1f}-{fair['decode_max']:.1f} tokens/s; "
              f"TTFT min/median/max {fair['ttft_min_ms']:.0f}/{fair['ttft_median_ms']:.0f}/"
              f"{fair['ttft_max_ms']:.0f} ms")


if __name__ == "__main__":
    main()
