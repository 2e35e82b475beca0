"""The long fuzz of a live `lantern serve` at default settings (issue 40, item 7).

    .venv/bin/python bench/bench_fuzz_api.py [--requests 5000] [--clients 4]
                                             [--good-clients 2] [--seed 0] [--warm-up 200]
                                             [--vision] [--progress 250]

`--requests` hostile bodies (tests/api/fuzz_bodies.py: from the endpoints'
own schemas, and real requests mutated: wrong types, huge and negative
numbers, deep nesting, odd Unicode, JSON Schemas and GBNF grammars, for
OpenAI's, the Responses, Anthropic's and Ollama's endpoints, and hostile
images in each protocol's shape) are drawn by Hypothesis up front, then
sent by `--clients` threads, while
`--good-clients` threads send a plain greedy chat again and again and check
each answer against the one it got before the fuzz. Pass: no response >= 500
(but a 503 too_many_connections, documented), no request over BOUND_S,
every good request answered with the same text, /health ok afterwards, and
memory flat (RSS after the fuzz within 10% of RSS after a warm-up round).
Prints the figures (and a progress line every `--progress` requests, so a
run cut short still says how far it got); exits non-zero on any failed check.
`--vision` serves the tiny vision model (tests/vision_model.py) and sends
only images, so that those that pass the checks reach the vision encoder.
"""

from __future__ import annotations

import argparse
import json
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

from tests.api.fuzz_bodies import encoded, image_requests, named, requests
from tests.api.test_fuzz_api import GOOD, KEY, Served, start_serve, stop_serve

BOUND_S = 120.0
"""No request may take longer (a few tokens each, on a loaded 2-core machine);
`--bound` sets another (a server run at `nice -n 19` on a machine others
load waits for the CPU as long as they keep it busy)."""
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
    progress: int = 0
    """Print a line every this many requests (0: never)."""
    resent: int = 0
    """Requests sent again on a new connection after a kept-alive one closed."""
    server: psutil.Process | None = None
    """The server, whose memory each progress line gives."""
    started: float = field(default_factory=time.monotonic)

    def report(self) -> None:
        """A progress line, when the count is a multiple of `progress` (locked)."""
        sent = sum(self.statuses.values())
        if self.progress and sent % self.progress == 0:
            print(f"  {sent} sent in {time.monotonic() - self.started:.0f} s; statuses "
                  f"{dict(sorted(self.statuses.items()))}; {len(self.failures)} failures; "
                  f"{self.good} good answers{self.memory()}", flush=True)

    def memory(self) -> str:
        if self.server is None:
            return ""
        return f"; server RSS {self.server.memory_info().rss / 2**20:.0f} MiB"


Request = tuple[str, str, Any]
"""(method, path, JSON body)."""


def drawn(count: int, chosen_seed: int, vision: bool) -> list[Request]:
    """`count` requests, drawn once by Hypothesis (the sending is concurrent)."""
    bodies: list[Request] = []

    @seed(chosen_seed)
    @settings(max_examples=count, deadline=None, database=None,
              suppress_health_check=list(HealthCheck), phases=[Phase.generate])
    @given(image_requests() if vision else requests())
    def collect(request: Request) -> None:
        bodies.append(request)

    collect()
    return bodies[:count]


def exchange(client: httpx.Client, served: Served, request: Request) -> tuple[int, bytes]:
    """(status, body) of one request, read to its end (a stream too)."""
    method, path, body = request
    with client.stream(method, f"{served.url}{path}",
                       content=encoded(named(body, served.chat_model, served.embedding_model)),
                       headers={"Content-Type": "application/json"}) as response:
        return response.status_code, response.read()


def send(client: httpx.Client, served: Served, request: Request, tally: Tally,
         bound: float = BOUND_S) -> None:
    method, path, body = request
    started = time.monotonic()
    try:
        try:
            status, answer = exchange(client, served, request)
        except httpx.RemoteProtocolError:
            # A kept-alive connection the server closed (idle past its
            # keep-alive timeout) just as this request went out on it: the
            # client, starved of CPU, took seconds between checking the
            # connection and writing. A client retries on a new connection,
            # as the OpenAI SDK does; a second failure there counts.
            with tally.lock:
                tally.resent += 1
            with httpx.Client(timeout=bound, headers={"Authorization": f"Bearer {KEY}"}) as new:
                status, answer = exchange(new, served, request)
    except httpx.TimeoutException:
        status, answer = 0, b"over its time bound"
    except httpx.TransportError as exc:  # a connection closed with no answer is a failure
        status, answer = -1, f"no response: {exc!r}".encode()
    seconds = time.monotonic() - started
    with tally.lock:
        tally.statuses[status] += 1
        tally.latencies.append(seconds)
        if status <= 0 or (status >= 500 and not (status == 503 and DOCUMENTED_503 in answer)):
            tally.failures.append(f"{status} {method} {path} {encoded(body)[:400]!r}: "
                                  f"{answer[:300]!r}")
            print(f"FAILED: {tally.failures[-1]}", flush=True)
        tally.report()


def good_answer(client: httpx.Client, url: str) -> str:
    reply = client.post(f"{url}/v1/chat/completions", json=GOOD)
    reply.raise_for_status()
    text: str = reply.json()["choices"][0]["message"]["content"]
    return text


def good_traffic(url: str, expected: str, done: threading.Event, tally: Tally,
                 bound: float) -> None:
    with httpx.Client(timeout=bound, headers={"Authorization": f"Bearer {KEY}"}) as client:
        while not done.is_set():
            try:
                try:
                    text = good_answer(client, url)
                except httpx.RemoteProtocolError:  # as in send(): once more, anew
                    with tally.lock:
                        tally.resent += 1
                    with httpx.Client(timeout=bound,
                                      headers={"Authorization": f"Bearer {KEY}"}) as new:
                        text = good_answer(new, url)
            except httpx.HTTPError as exc:
                text = f"<{exc!r}>"
            with tally.lock:
                tally.good += 1
                if text != expected:
                    tally.good_wrong.append(text)


def fuzz(served: Served, bodies: list[Request], clients: int, tally: Tally,
         bound: float = BOUND_S, until: float = float("inf")) -> float:
    """Sends `bodies` from `clients` threads, each within `bound` seconds;
    none is sent after the monotonic time `until` (the rest are left out)."""
    local = threading.local()

    def one(request: Request) -> None:
        if time.monotonic() > until:
            return
        if not hasattr(local, "client"):
            local.client = httpx.Client(timeout=bound,
                                        headers={"Authorization": f"Bearer {KEY}"})
        send(local.client, served, request, tally, bound)

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
    parser.add_argument("--vision", action="store_true",
                        help="serve the tiny vision model and send only images")
    parser.add_argument("--bound", type=float, default=BOUND_S,
                        help=f"seconds a request may take (default {BOUND_S:.0f})")
    parser.add_argument("--minutes", type=float, default=0,
                        help="stop sending fuzz requests after this long, then check and "
                             "print as usual (0: send them all)")
    parser.add_argument("--cache-ram-mb", type=int, default=None,
                        help="the server's RAM prompt cache (settings.json cache_ram_mb; "
                             "default: Lantern's, 1024): it fills as prompts come, so "
                             "memory is flat only once it is full, or with 0")
    parser.add_argument("--no-disk-cache", action="store_true",
                        help="the server keeps no prompt states on disk (settings.json "
                             "cache_disk false)")
    parser.add_argument("--progress", type=int, default=250,
                        help="print a line every this many requests (0: never)")
    args = parser.parse_args()
    bodies = drawn(args.requests + args.warm_up, args.seed, args.vision)
    print(f"drew {len(bodies)} requests", flush=True)
    with tempfile.TemporaryDirectory() as scratch:
        settings = {**({} if args.cache_ram_mb is None else {"cache_ram_mb": args.cache_ram_mb}),
                    **({"cache_disk": False} if args.no_disk_cache else {})}
        if settings:
            (Path(scratch) / "settings.json").write_text(json.dumps(settings), encoding="utf-8")
        served = start_serve(Path(scratch), *vision_model_options(args.vision))
        process = psutil.Process(served.process.pid)
        try:
            return run(served, process, bodies, args)
        finally:
            err = stop_serve(served)
            if "Traceback" in err:
                print(f"FAILED: the server wrote a traceback:\n{err[-3000:]}")


def vision_model_options(vision: bool) -> list[str]:
    if not vision:
        return []
    from tests.vision_model import tiny_vision_model

    files = tiny_vision_model()
    return ["--model", str(files.model), "--mmproj", str(files.projector)]


def run(served: Served, process: psutil.Process, bodies: list[Request],
        args: argparse.Namespace) -> int:
    url = served.url
    with httpx.Client(timeout=args.bound, headers={"Authorization": f"Bearer {KEY}"}) as client:
        expected = good_answer(client, url)
        fuzz(served, bodies[:args.warm_up], args.clients, Tally(),  # warm-up: caches, arenas
             args.bound)
        rss_before = process.memory_info().rss
        tally, done = Tally(progress=args.progress, server=process), threading.Event()
        good = [threading.Thread(target=good_traffic, args=(url, expected, done, tally, args.bound))
                for _ in range(args.good_clients)]
        for thread in good:
            thread.start()
        until = time.monotonic() + args.minutes * 60 if args.minutes else float("inf")
        try:
            seconds = fuzz(served, bodies[args.warm_up:], args.clients, tally, args.bound,
                           until)
        finally:  # an error here must not leave them sending to a stopped server
            done.set()
            for thread in good:
                thread.join()
        health = client.get(f"{url}/health")
        healthy = health.status_code == 200 and health.json().get("status") == "ok"
        after = good_answer(client, url)
    rss_after = process.memory_info().rss
    sent = sum(tally.statuses.values())
    if sent < len(bodies) - args.warm_up:
        print(f"--minutes {args.minutes:g} was over: {sent} of "
              f"{len(bodies) - args.warm_up} requests sent")
    print(f"fuzz: {sent} requests in {seconds:.0f} s ({sent / seconds:.1f}/s) from "
          f"{args.clients} clients; statuses {dict(sorted(tally.statuses.items()))}")
    print(f"latency: p50 {percentile(tally.latencies, 0.5):.2f} s, "
          f"p99 {percentile(tally.latencies, 0.99):.2f} s, "
          f"max {max(tally.latencies, default=0):.2f} s (bound {args.bound:.0f} s)")
    print(f"good traffic: {tally.good} requests, {len(tally.good_wrong)} answered wrongly")
    print(f"sent again on a new connection (a kept-alive one closed as it was used): "
          f"{tally.resent}")
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
