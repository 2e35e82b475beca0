"""Lantern beside llama.cpp's own binaries: the same model file, threads and
build flags, in one run.

    .venv/bin/python bench/llama_cpp_tools.py build    # once (about 10 minutes)
    .venv/bin/python bench/bench_llama_cpp.py [--rounds 2] [--tokens 128] [--prompt 512]
                                              [--clients 1,2,4,8] [--model PATH] [--auto-too]

The peer is llama.cpp itself (what LM Studio, Jan and Ollama run): its
`llama-bench` for decode and prefill, `llama-server -np N` (continuous
batching) for HTTP, `llama-batched-bench` for decoding several sequences at
once, all compiled from the llama.cpp that llama-cpp-python vendors with
scripts/dev.py's GGML flags. Without those binaries the llama.cpp columns
are left out, with one line saying how to build them.

Rounds alternate which contender goes first, so the noise of a shared
machine falls on both alike; ratios are taken round by round, then the
median, and every round's ratio is printed so the spread shows.
- decode tok/s: `llama-bench -n N` vs the engine's N greedy tokens (cache off);
- prefill tok/s: `llama-bench -p P` vs the engine's cold prompt of P tokens;
- TTFT: a cold P-token prompt over HTTP, llama-server vs `lantern serve`;
- aggregate tok/s with 1/2/4/8 clients at once, each client's TTFT and
  Jain's fairness index of their rates; CPU ms per token of each server
  process (every thread, from the OS).
`lantern serve` runs with `--parallel` the most clients (as llama-server's
`-np`); `--auto-too` adds a second `lantern serve` at default settings (the
automatic Parallel answers), in the same alternating rounds.
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
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

import httpx
import psutil

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.engine.cpu_threads import chat_threads
from app.engine.llama import EngineConfig, LlamaEngine
from app.engine.model_files import default_chat_model
from app.engine.requests import Generate, SamplerConfig
from bench.bench_api import KEY, Run, free_port, http_run
from bench.llama_cpp_tools import MISSING, find
from tests.scratch import scratch_folder

N_CTX = 4096
COUNTING = "1, 2, 3, 4, 5, 6, 7, 8,"
WORDS = ("The history of lighthouses begins with fires lit on hilltops to guide ships. "
         "Over the centuries they became towers of stone, then of iron, with lenses "
         "that focus a small flame into a beam seen for miles. ")


def prompt_of(engine: LlamaEngine, tokens: int, salt: str) -> str:
    """A prompt of about `tokens` tokens, different per `salt` (no cache hit)."""
    text = f"{salt}. "
    while len(engine.tokenize_prompt(text)[0]) < tokens:
        text += WORDS
    return text


# -- the engine and llama-bench ---------------------------------------------------


def engine_decode(engine: LlamaEngine, tokens: int) -> float:
    request = Generate(prompt=COUNTING, max_tokens=tokens, config=SamplerConfig.greedy(),
                       cache_prompt=False)
    engine.run(request)
    return request.reply.result()[1].tokens_per_second


def engine_prefill(engine: LlamaEngine, prompt: str) -> float:
    request = Generate(prompt=prompt, max_tokens=1, config=SamplerConfig.greedy(),
                       cache_prompt=False)
    engine.run(request)
    usage = request.reply.result()[1]
    return usage.prompt_tokens / (usage.prefill_ms / 1000)


def llama_bench(binary: Path, model: Path, threads: int, prompt: int, tokens: int,
                flash: str) -> float:
    out = subprocess.run([str(binary), "-m", str(model), "-t", str(threads), "-p", str(prompt),
                          "-n", str(tokens), "-b", "512", "-ub", "512", "-r", "1", "-fa", flash,
                          "-o", "json"], capture_output=True, text=True, check=True).stdout
    return float(json.loads(out)[0]["avg_ts"])


def batched_bench(binary: Path, model: Path, threads: int, tokens: int,
                  clients: list[int], flash: str) -> dict[int, float]:
    out = subprocess.run([str(binary), "-m", str(model), "-t", str(threads), "-c", str(N_CTX),
                          "-b", "512", "-ub", "512", "-npp", "16", "-ntg", str(tokens),
                          "-npl", ",".join(map(str, clients)), "-fa", flash,
                          "--output-format", "jsonl"],
                         capture_output=True, text=True, check=True)
    rows = [json.loads(line) for line in (out.stdout + out.stderr).splitlines()
            if line.startswith("{") and "speed_tg" in line]
    return {int(r["pl"]): float(r["speed_tg"]) for r in rows}


# -- servers ---------------------------------------------------------------------


@contextmanager
def server(command: list[str], url: str | None) -> Iterator[tuple[str, int]]:
    """Start a server; yield its base URL and pid once it answers."""
    env = dict(os.environ, LANTERN_API_KEY=KEY,
               LANTERN_DATA_DIR=str(scratch_folder("bench-llama-cpp-")))
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                               text=True, env=env)
    try:
        if url is None:  # lantern serve says where it listens
            assert process.stdout is not None
            url = process.stdout.readline().split("listening on ")[1].strip().removesuffix("/v1")
        deadline = time.monotonic() + 300
        while time.monotonic() < deadline and process.poll() is None:
            try:
                if httpx.get(f"{url}/v1/models", timeout=5,
                             headers={"Authorization": f"Bearer {KEY}"}).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            time.sleep(0.5)
        yield url, process.pid
    finally:
        process.terminate()
        process.wait(30)


def cpu_seconds(pid: int) -> float:
    times = psutil.Process(pid).cpu_times()
    return float(times.user + times.system)


def jain(rates: list[float]) -> float:
    return sum(rates) ** 2 / (len(rates) * sum(r * r for r in rates) or 1.0)


async def clients_at_once(client: httpx.AsyncClient, pid: int, clients: int, tokens: int,
                          salt: str) -> dict[str, float]:
    """`clients` streams started together: aggregate rate, TTFTs, fairness, CPU."""
    cpu = cpu_seconds(pid)
    started = time.perf_counter()
    runs: list[Run] = await asyncio.gather(*[
        http_run(client, f"{salt} {i}. {COUNTING}", tokens) for i in range(clients)])
    wall = time.perf_counter() - started
    total = sum(r.tokens for r in runs)
    waits = sorted(r.ttft_ms for r in runs)
    return {"aggregate": total / wall, "ttft_median_ms": statistics.median(waits),
            "ttft_max_ms": waits[-1], "jain": jain([r.end_to_end_per_s for r in runs]),
            "cpu_ms_per_token": 1000 * (cpu_seconds(pid) - cpu) / max(1, total)}


async def http_pass(urls: dict[str, tuple[str, int]], args: argparse.Namespace,
                    long_prompt: str) -> list[dict[str, Any]]:
    http = {name: httpx.AsyncClient(base_url=url, timeout=900,
                                    limits=httpx.Limits(max_connections=max(args.clients) + 2),
                                    headers={"Authorization": f"Bearer {KEY}"})
            for name, (url, _pid) in urls.items()}
    rounds: list[dict[str, Any]] = []
    try:
        for client in http.values():  # warm-up
            await http_run(client, COUNTING, 4)
        for index in range(args.rounds):
            order = list(http) if index % 2 == 0 else list(reversed(http))
            done: dict[str, Any] = {name: {} for name in http}
            for name in order:
                cold = await http_run(http[name], f"{index} {name} {long_prompt}", 1,
                                      {"cache_prompt": False})
                done[name]["ttft_cold_ms"] = cold.ttft_ms
            for clients in args.clients:
                for name in order:
                    done[name][clients] = await clients_at_once(
                        http[name], urls[name][1], clients, args.tokens, f"{index}{name}")
            rounds.append(done)
    finally:
        for client in http.values():
            await client.aclose()
    return rounds


# -- one run ---------------------------------------------------------------------


def engine_rounds(engine: LlamaEngine, tools: dict[str, Path] | None, model: Path,
                  args: argparse.Namespace) -> list[dict[str, float]]:
    rounds = []
    for index in range(args.rounds):
        row: dict[str, float] = {}
        prompt = prompt_of(engine, args.prompt, f"round {index}")
        steps = [("engine", lambda text=prompt: (engine_decode(engine, args.tokens),
                                                 engine_prefill(engine, text)))]
        if tools is not None:
            steps.append(("llama", lambda: (
                llama_bench(tools["llama-bench"], model, args.threads, 0, args.tokens,
                            args.flash),
                llama_bench(tools["llama-bench"], model, args.threads, args.prompt, 0,
                            args.flash))))
        for name, step in steps if index % 2 == 0 else reversed(steps):
            row[f"{name}_decode"], row[f"{name}_prefill"] = step()
        rounds.append(row)
    return rounds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--tokens", type=int, default=128)
    parser.add_argument("--prompt", type=int, default=512, help="prompt tokens for prefill")
    parser.add_argument("--clients", type=lambda s: [int(c) for c in s.split(",")],
                        default=[1, 2, 4, 8])
    parser.add_argument("--threads", type=int, default=chat_threads())
    parser.add_argument("--model", type=Path, default=None)
    parser.add_argument("--flash", choices=("auto", "on", "off"), default="auto")
    parser.add_argument("--auto-too", action="store_true",
                        help="also `lantern serve` at default settings (automatic parallel)")
    args = parser.parse_args()
    model = args.model or default_chat_model()
    tools = find()
    if tools is None:
        print(MISSING)
    engine = LlamaEngine(EngineConfig(model_path=model, n_ctx=N_CTX, n_threads=args.threads,
                                      flash_attention=args.flash))
    engine_decode(engine, 4)  # warm-up
    rounds = engine_rounds(engine, tools, model, args)
    long_prompt = prompt_of(engine, args.prompt, "cold")
    engine.close()
    lantern = [sys.executable, "-m", "app", "serve", "--port", "0", "--ctx", str(N_CTX),
               "--threads", str(args.threads), "--model", str(model), "--flash-attn", args.flash,
               "--queue-limit", str(max(args.clients) + 4)]
    with ExitStack() as servers:
        # --parallel as llama-server's -np; "lantern auto": what default settings choose.
        urls = {"lantern": servers.enter_context(server(
            [*lantern, "--parallel", str(max(args.clients))], None))}
        if args.auto_too:
            urls["lantern auto"] = servers.enter_context(server(lantern, None))
        if tools is not None:
            port = free_port()
            # llama-server splits -c among its -np slots: give each slot N_CTX
            # tokens, as `lantern serve --parallel` gives each sequence its own.
            reference = [str(tools["llama-server"]), "-m", str(model),
                         "-c", str(N_CTX * max(args.clients)),
                         "-np", str(max(args.clients)), "-t", str(args.threads), "-tb",
                         str(args.threads), "-b", "512", "-ub", "512", "-fa", args.flash,
                         "--host", "127.0.0.1", "--port", str(port), "--api-key", KEY,
                         "--no-webui"]
            urls["llama-server"] = servers.enter_context(
                server(reference, f"http://127.0.0.1:{port}"))
        http = asyncio.run(http_pass(urls, args, long_prompt))
    batched = (batched_bench(tools["llama-batched-bench"], model, args.threads, args.tokens,
                             args.clients, args.flash) if tools is not None else {})
    report(args, model, rounds, http, batched)


def _ratios(rounds: list[dict[str, Any]], get: Any) -> str:
    values = [get(r) for r in rounds]
    return " / ".join(f"{v:.2f}" for v in values) + f" (median {statistics.median(values):.2f})"


def report(args: argparse.Namespace, model: Path, rounds: list[dict[str, float]],
           http: list[dict[str, Any]], batched: dict[int, float]) -> None:
    med = statistics.median
    print(f"model {model.name}, ctx {N_CTX}, {args.threads} threads, flash attention "
          f"{args.flash}, greedy, {args.tokens} tokens, prompt {args.prompt} tokens, "
          f"{args.rounds} alternating rounds; load average {os.getloadavg()[0]:.1f}")
    has_llama = "llama_decode" in rounds[0]
    for what in ("decode", "prefill"):
        line = f"{what:<8} tok/s  engine {med([r[f'engine_{what}'] for r in rounds]):7.1f}"
        if has_llama:
            line += (f"  llama-bench {med([r[f'llama_{what}'] for r in rounds]):7.1f}  ratio "
                     + _ratios(rounds, lambda r, w=what: r[f"engine_{w}"] / r[f"llama_{w}"]))
        print(line)
    names = list(http[0])
    print("TTFT cold ms  " + "  ".join(
        f"{n} {med([r[n]['ttft_cold_ms'] for r in http]):.0f}" for n in names))
    peers = [n for n in names if n != "llama-server"] if "llama-server" in names else []
    print(f"{'clients':>7} " + "".join(f"{n + ' agg t/s':>22}{'TTFT med/max ms':>17}"
                                        f"{'Jain':>6}{'CPU ms/t':>9}" for n in names)
          + "".join(f"   ratio {n}/llama-server (per round)" for n in peers))
    for clients in args.clients:
        cells = ""
        for n in names:
            rows = [r[n][clients] for r in http]
            cells += (f"{med([x['aggregate'] for x in rows]):22.1f}"
                      f"{med([x['ttft_median_ms'] for x in rows]):>9.0f}/"
                      f"{med([x['ttft_max_ms'] for x in rows]):<7.0f}"
                      f"{med([x['jain'] for x in rows]):6.3f}"
                      f"{med([x['cpu_ms_per_token'] for x in rows]):9.2f}")
        for n in peers:
            cells += "   " + _ratios(http, lambda r, c=clients, n=n: (
                r[n][c]["aggregate"] / r["llama-server"][c]["aggregate"]))
        print(f"{clients:>7} {cells}")
    if batched:
        print("llama-batched-bench decode tok/s: " + ", ".join(
            f"{n} seq {v:.1f}" for n, v in sorted(batched.items())))


if __name__ == "__main__":
    main()
