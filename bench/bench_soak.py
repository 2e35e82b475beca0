"""A soak of a real `lantern serve` at default settings: mixed good and bad
traffic from concurrent clients, then the checks a team's server must pass.

    .venv/bin/python bench/bench_soak.py [--requests 300] [--clients 8]
    .venv/bin/python bench/bench_soak.py starve [--clients 8] [--texts 1000]

soak: `--clients` threads send `--requests` requests between them, drawn in
a fixed shuffled order from: chats, streamed chats, embeddings, tool calls,
JSON schemas (good and hostile: hostile ones make up at least 20 of them),
bad grammars, cancels (a client that gives up before the answer) and
disconnects mid-stream. Each request must end within its bound (no hang);
every good one must be 200 with valid output, every bad one a 4xx with a
message; afterwards /health must be ok, a new chat answered, and the
server's memory flat (RSS after the soak within 10% of RSS after a warm-up
round of the same mix). Prints requests/s, p50/p99 latency and results by
kind; exits non-zero on any failed check.

starve: while `--clients` clients each embed `--texts` texts (in requests of
100), a chat's time to first token, against the same chat on the idle
server (median of 3 each): chats must not starve behind embeddings.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import psutil

ROOT = Path(__file__).resolve().parent.parent
BOUND_S = 300.0
"""No request may take longer (on a loaded 2-core machine)."""
GREEDY = {"temperature": 0.0, "top_p": 1.0, "top_k": 0, "min_p": 0.0, "repeat_penalty": 1.0}
ASK = [{"role": "user", "content": "Name a colour."}]
CITY = {"type": "object", "properties": {"city": {"$ref": "#/$defs/City"}},
        "$defs": {"City": {"type": "object", "properties": {"name": {"type": "string"}},
                           "required": ["name"]}}, "required": ["city"]}
HOSTILE_SCHEMAS: list[dict[str, Any]] = [
    {"type": "string", "pattern": "(["},
    {"type": "array", "minItems": 5, "maxItems": 2},
    {"type": "integer", "minimum": 10**30},
    {"const": 2**64},
    {"type": "object", "properties": {"a": {"$ref": "#/$defs/Nope"}}},
]
BAD_GRAMMARS = ["root ::= (", 'root ::= "a"{1000000000}', "no rule here"]


@dataclass
class Outcome:
    kind: str
    ok: bool
    seconds: float
    detail: str = ""


@contextmanager
def serving(data: Path) -> Iterator[tuple[str, str, psutil.Process]]:
    env = dict(os.environ, LANTERN_DATA_DIR=str(data))
    command = [sys.executable, "-m", "app", "serve", "--port", "0"]
    with subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.PIPE,
                          stderr=subprocess.DEVNULL, text=True) as process:
        assert process.stdout is not None
        first = process.stdout.readline()
        if "listening on" not in first:
            raise SystemExit(f"lantern serve did not start: {first!r}")
        url = first.split("listening on ")[1].strip().removesuffix("/v1")
        try:
            yield url, (data / "api-key").read_text().strip(), psutil.Process(process.pid)
        finally:
            process.terminate()
            process.wait(60)


def chat_body(**fields: Any) -> dict[str, Any]:
    return {"messages": ASK, "max_tokens": 16, **GREEDY, **fields}


def schema_format(schema: dict[str, Any]) -> dict[str, Any]:
    return {"type": "json_schema", "json_schema": {"name": "x", "schema": schema}}


class Client:
    def __init__(self, url: str, key: str) -> None:
        self.http = httpx.Client(base_url=url, timeout=BOUND_S,
                                 headers={"Authorization": f"Bearer {key}"})

    def post(self, path: str, body: dict[str, Any]) -> httpx.Response:
        return self.http.post(path, json=body)

    # -- each kind: True when the server answered as it must ----------------------

    def chat(self) -> tuple[bool, str]:
        reply = self.post("/v1/chat/completions", chat_body())
        return reply.status_code == 200 and bool(
            reply.json()["choices"][0]["message"]["content"]), str(reply.status_code)

    def stream(self) -> tuple[bool, str]:
        text = ""
        with self.http.stream("POST", "/v1/chat/completions",
                              json=chat_body(stream=True)) as reply:
            for line in reply.iter_lines():
                if line.startswith("data: {"):
                    delta = json.loads(line[6:])["choices"][0]["delta"]
                    text += delta.get("content") or ""
            return reply.status_code == 200 and bool(text), str(reply.status_code)

    def embed(self) -> tuple[bool, str]:
        reply = self.post("/v1/embeddings", {"input": [f"note {i}" for i in range(20)],
                                             "model": "any"})
        return reply.status_code == 200 and len(reply.json()["data"]) == 20, str(
            reply.status_code)

    def tools(self) -> tuple[bool, str]:
        tool = {"type": "function", "function": {"name": "weather", "parameters": CITY}}
        reply = self.post("/v1/chat/completions", chat_body(
            tools=[tool], tool_choice="required", max_tokens=48))
        if reply.status_code != 200:
            return False, str(reply.status_code)
        calls = reply.json()["choices"][0]["message"].get("tool_calls") or []
        return bool(calls) and "city" in json.loads(calls[0]["function"]["arguments"]), "200"

    def schema(self) -> tuple[bool, str]:
        schema = {"type": "object", "properties": {"colour": {"type": "string"}},
                  "required": ["colour"]}
        reply = self.post("/v1/chat/completions", chat_body(
            response_format=schema_format(schema), max_tokens=32))
        if reply.status_code != 200:
            return False, str(reply.status_code)
        content = reply.json()["choices"][0]["message"]["content"]
        finish = reply.json()["choices"][0]["finish_reason"]
        return finish == "length" or "colour" in json.loads(content), "200"

    def refused(self, path: str, body: dict[str, Any]) -> tuple[bool, str]:
        reply = self.post(path, body)
        message = reply.json().get("error", {}).get("message", "") if reply.content else ""
        return 400 <= reply.status_code < 500 and bool(message), str(reply.status_code)

    def hostile_schema(self, index: int) -> tuple[bool, str]:
        return self.refused("/v1/chat/completions", chat_body(
            response_format=schema_format(HOSTILE_SCHEMAS[index % len(HOSTILE_SCHEMAS)])))

    def bad_grammar(self, index: int) -> tuple[bool, str]:
        return self.refused("/v1/completions", {"prompt": "x", "max_tokens": 4,
                                                "grammar": BAD_GRAMMARS[index % 3]})

    def cancel(self) -> tuple[bool, str]:
        """A client that gives up before the answer (its read times out)."""
        try:
            self.http.post("/v1/chat/completions", json=chat_body(max_tokens=400),
                           timeout=httpx.Timeout(BOUND_S, read=0.05))
        except httpx.ReadTimeout:
            return True, "gave up"
        return True, "answered first"

    def disconnect(self) -> tuple[bool, str]:
        with self.http.stream("POST", "/v1/chat/completions",
                              json=chat_body(stream=True, max_tokens=400)) as reply:
            lines = reply.iter_lines()
            next(lines)
            return reply.status_code == 200, "left"


def mix(count: int, seed: int = 7) -> list[tuple[str, int]]:
    kinds = ["chat", "stream", "embed", "tools", "schema", "cancel", "disconnect"]
    hostile = max(20, count // 8)
    plan = [("hostile_schema", i) for i in range(hostile)]
    plan += [("bad_grammar", i) for i in range(max(6, count // 30))]
    plan += [(kinds[i % len(kinds)], i) for i in range(count - len(plan))]
    random.Random(seed).shuffle(plan)
    return plan


def run_one(client: Client, kind: str, index: int) -> Outcome:
    act: Callable[[], tuple[bool, str]] = (
        (lambda: getattr(client, kind)(index)) if kind in ("hostile_schema", "bad_grammar")
        else getattr(client, kind))
    started = time.perf_counter()
    try:
        ok, detail = act()
    except Exception as exc:  # a hang (read timeout at the bound) or a broken connection
        ok, detail = False, f"{type(exc).__name__}: {exc}"
    seconds = time.perf_counter() - started
    return Outcome(kind, ok and seconds < BOUND_S, seconds, detail)


def soak(url: str, key: str, plan: list[tuple[str, int]], clients: int) -> list[Outcome]:
    pool_clients = [Client(url, key) for _ in range(clients)]
    with ThreadPoolExecutor(clients) as pool:
        futures = [pool.submit(run_one, pool_clients[i % clients], kind, index)
                   for i, (kind, index) in enumerate(plan)]
        return [f.result() for f in futures]


def report(outcomes: list[Outcome], wall_s: float) -> bool:
    by_kind: Counter[str] = Counter()
    failed: Counter[str] = Counter()
    for outcome in outcomes:
        by_kind[outcome.kind] += 1
        if not outcome.ok:
            failed[f"{outcome.kind}: {outcome.detail[:80]}"] += 1
    times = sorted(o.seconds for o in outcomes)
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
    print(f"requests: {len(outcomes)} in {wall_s:.1f} s = {len(outcomes) / wall_s:.2f}/s; "
          f"latency p50 {statistics.median(times):.2f} s, p99 {p99:.2f} s, "
          f"max {times[-1]:.2f} s (bound {BOUND_S:.0f} s)")
    print("by kind: " + ", ".join(f"{k} {n}" for k, n in sorted(by_kind.items())))
    print("failed: " + (", ".join(f"{k} x{n}" for k, n in failed.items()) or "none"))
    return not failed


def after_checks(url: str, key: str, process: psutil.Process, warm_rss: int) -> bool:
    health = httpx.get(f"{url}/health", timeout=60)
    ok_health = health.status_code == 200 and health.json().get("status") == "ok"
    ok_chat = Client(url, key).chat()[0]
    rss = process.memory_info().rss
    flat = rss <= warm_rss * 1.10
    print(f"after: /health {health.status_code} {health.json().get('status')}, new chat "
          f"{'answered' if ok_chat else 'FAILED'}, RSS {warm_rss / 2**20:.0f} MB after "
          f"warm-up -> {rss / 2**20:.0f} MB ({'flat' if flat else 'GREW'})")
    return ok_health and ok_chat and flat


def run_soak(args: argparse.Namespace) -> int:
    with tempfile.TemporaryDirectory() as data, serving(Path(data)) as (url, key, process):
        # Every kind twice first (the embedding model, the grammars' vocabulary
        # view load on first use): what grows after that is a leak.
        kinds = ["chat", "stream", "embed", "tools", "schema", "cancel", "disconnect",
                 "hostile_schema", "bad_grammar"]
        warm = [(kind, i) for i in range(2) for kind in kinds] + mix(args.requests // 5, seed=1)
        soak(url, key, warm, args.clients)
        warm_rss = process.memory_info().rss
        started = time.perf_counter()
        outcomes = soak(url, key, mix(args.requests), args.clients)
        good = report(outcomes, time.perf_counter() - started)
        fine = after_checks(url, key, process, warm_rss)
    return 0 if good and fine else 1


def first_token_s(client: Client) -> float:
    started = time.perf_counter()
    with client.http.stream("POST", "/v1/chat/completions",
                            json=chat_body(stream=True, max_tokens=4)) as reply:
        for line in reply.iter_lines():
            if '"content":"' in line.replace(" ", "") and '"content":""' not in line:
                return time.perf_counter() - started
    return time.perf_counter() - started


def run_starve(args: argparse.Namespace) -> int:
    with tempfile.TemporaryDirectory() as data, serving(Path(data)) as (url, key, _process):
        chatter = Client(url, key)
        first_token_s(chatter)  # warm
        idle = statistics.median(first_token_s(chatter) for _ in range(3))
        texts = [f"a sentence about lamps number {i}" for i in range(args.texts)]

        def embed_all(client: Client) -> None:
            for start in range(0, len(texts), 100):
                client.post("/v1/embeddings", {"input": texts[start:start + 100],
                                               "model": "any"})
        with ThreadPoolExecutor(args.clients) as pool:
            jobs = [pool.submit(embed_all, Client(url, key)) for _ in range(args.clients)]
            busy = statistics.median(first_token_s(chatter) for _ in range(3))
            for job in jobs:
                job.result()
    print(f"chat first token: idle {idle * 1000:.0f} ms, while {args.clients} clients embed "
          f"{args.texts} texts each {busy * 1000:.0f} ms (x{busy / idle:.2f})")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mode", nargs="?", default="soak", choices=["soak", "starve"])
    parser.add_argument("--requests", type=int, default=300)
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--texts", type=int, default=1000)
    args = parser.parse_args()
    return run_soak(args) if args.mode == "soak" else run_starve(args)


if __name__ == "__main__":
    sys.exit(main())
