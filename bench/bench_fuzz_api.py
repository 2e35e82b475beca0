"""The long fuzz of a live `lantern serve` at default settings (issue 40, item 7).

    .venv/bin/python bench/bench_fuzz_api.py [--requests 5000] [--clients 4]
                                             [--good-clients 2] [--seed 0] [--warm-up 200]

`--requests` hostile bodies (tests/api/fuzz_bodies.py: from the endpoints'
own schemas, and real requests mutated: wrong types, huge and negative
numbers, deep nesting, odd Unicode, JSON Schemas and GBNF grammars) are
drawn by Hypothesis up front, then sent by `--clients` threads, while
`--good-clients` threads send a plain greedy chat again and again and check
each answer against the one it got before the fuzz. Pass: no response >= 500
(but a 503 too_many_connections, documented), no request over BOUND_S,
every good request answered with the same text, /health ok afterwards, and
memory flat (RSS after the fuzz within 10% of RSS after a warm-up round).
Prints the figures; exits non-zero on any failed check.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import threading
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import psutil
from hypothesis import HealthCheck, Phase, given, seed, settings

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.api.fuzz_bodies import encoded, requests
from tests.api.test_fuzz_api import GOOD, KEY, start_serve, stop_serve

BOUND_S = 120.0
"""No request may take longer (a few tokens each, on a loaded 2-core machine)."""
WARM_UP = 200
DOCUMENTED_503 = b"too_many_connections"


@dataclass
class Tally:
    statuses: Counter[int] = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)
    latencies: list[float] = field(default_factory=list)
    good: int = 0
    good_wrong: list[str] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)


def drawn(count: int, chosen_seed: int) -> list[tuple[str, Any]]:
    """`count` requests, drawn once by Hypothesis (the sending is concurrent)."""
    bodies: list[tuple[str, Any]] = []

    @seed(chosen_seed)
    @settings(max_examples=count, deadline=None, database=None,
              suppress_health_check=list(HealthCheck), phases=[Phase.generate])
    @given(requests())
    def collect(request: tuple[str, Any]) -> None:
        bodies.append(request)

    collect()
    return bodies[:count]


def send(client: httpx.Client, url: str, request: tuple[str, Any], tally: Tally) -> None:
    path, body = request
    started = time.monotonic()
    try:
        with client.stream("POST", f"{url}{path}", content=encoded(body),
                           headers={"Content-Type": "application/json"}) as response:
            answer = response.read()
            status = response.status_code
    except httpx.TimeoutException:
        status, answer = 0, b"over its time bound"
    seconds = time.monotonic() - started
    with tally.lock:
        tally.statuses[status] += 1
        tally.latencies.append(seconds)
        if status == 0 or (status >= 500 and not (status == 503 and DOCUMENTED_503 in answer)):
            tally.failures.append(f"{status} {path} {encoded(body)[:400]!r}: {answer[:300]!r}")


def good_answer(client: httpx.Client, url: str) -> str:
    reply = client.post(f"{url}/v1/chat/completions", json=GOOD)
    reply.raise_for_status()
    text: str = reply.json()["choices"][0]["message"]["content"]
    return text


def good_traffic(url: str, expected: str, done: threading.Event, tally: Tally) -> None:
    with httpx.Client(timeout=BOUND_S, headers={"Authorization": f"Bearer {KEY}"}) as client:
        while not done.is_set():
            try:
                text = good_answer(client, url)
            except httpx.HTTPError as exc:
                text = f"<{exc!r}>"
            with tally.lock:
                tally.good += 1
                if text != expected:
                    tally.good_wrong.append(text)


def fuzz(url: str, bodies: list[tuple[str, Any]], clients: int, tally: Tally) -> float:
    local = threading.local()

    def one(request: tuple[str, Any]) -> None:
        if not hasattr(local, "client"):
            local.client = httpx.Client(timeout=BOUND_S,
                                        headers={"Authorization": f"Bearer {KEY}"})
        send(local.client, url, request, tally)

    started = time.monotonic()
    with ThreadPoolExecutor(clients) as pool:
        list(pool.map(one, bodies))
    return time.monotonic() - started


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else 0.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--requests", type=int, default=5000)
    parser.add_argument("--clients", type=int, default=4)
    parser.add_argument("--good-clients", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--warm-up", type=int, default=WARM_UP,
                        help="requests sent before memory is first measured")
    args = parser.parse_args()
    bodies = drawn(args.requests + args.warm_up, args.seed)
    print(f"drew {len(bodies)} requests", flush=True)
    with tempfile.TemporaryDirectory() as scratch:
        served = start_serve(Path(scratch))
        process = psutil.Process(served.process.pid)
        try:
            return run(served.url, process, bodies, args)
        finally:
            stop_serve(served)


def run(url: str, process: psutil.Process, bodies: list[tuple[str, Any]],
        args: argparse.Namespace) -> int:
    with httpx.Client(timeout=BOUND_S, headers={"Authorization": f"Bearer {KEY}"}) as client:
        expected = good_answer(client, url)
        fuzz(url, bodies[:args.warm_up], args.clients, Tally())  # warm-up: caches, arenas
        rss_before = process.memory_info().rss
        tally, done = Tally(), threading.Event()
        good = [threading.Thread(target=good_traffic, args=(url, expected, done, tally))
                for _ in range(args.good_clients)]
        for thread in good:
            thread.start()
        seconds = fuzz(url, bodies[args.warm_up:], args.clients, tally)
        done.set()
        for thread in good:
            thread.join()
        health = client.get(f"{url}/health")
        healthy = health.status_code == 200 and health.json().get("status") == "ok"
        after = good_answer(client, url)
    rss_after = process.memory_info().rss
    sent = sum(tally.statuses.values())
    print(f"fuzz: {sent} requests in {seconds:.0f} s ({sent / seconds:.1f}/s) from "
          f"{args.clients} clients; statuses {dict(sorted(tally.statuses.items()))}")
    print(f"latency: p50 {percentile(tally.latencies, 0.5):.2f} s, "
          f"p99 {percentile(tally.latencies, 0.99):.2f} s, "
          f"max {max(tally.latencies, default=0):.2f} s (bound {BOUND_S:.0f} s)")
    print(f"good traffic: {tally.good} requests, {len(tally.good_wrong)} answered wrongly")
    print(f"memory: RSS {rss_before / 2**20:.0f} MiB after warm-up, "
          f"{rss_after / 2**20:.0f} MiB after the fuzz")
    print(f"/health ok: {healthy}; the good answer after: {after == expected}")
    for failure in tally.failures[:20]:
        print(f"FAILED: {failure}")
    for wrong in tally.good_wrong[:5]:
        print(f"WRONG good answer: {wrong!r} (expected {expected!r})")
    passed = (not tally.failures and not tally.good_wrong and healthy and after == expected
              and rss_after <= rss_before * 1.10)
    print("PASS" if passed else "FAIL")
    return 0 if passed else 1


if __name__ == "__main__":
    sys.exit(main())
