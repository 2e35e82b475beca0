"""Conversation store at scale, and the cost of saving a streaming answer.

    .venv/bin/python bench/bench_store.py            # builds the database once, then measures
    .venv/bin/python bench/bench_store.py --rebuild  # build it again

Builds 10,000 conversations with 1,000,000 messages (messages of different
conversations interleaved in time, the worst case for locality) through the
store's own migrations, then measures: opening it and listing the 50 most
recent conversations; loading a thread; full-text search; and what saving a
streaming answer costs per token, with the one-second flush policy and with
a write on every token (the worst case), against ~33 ms per token at 30 tok/s.
Results are printed as Markdown; record them in bench/README.md.
"""

from __future__ import annotations

import argparse
import itertools
import os
import random
import sqlite3
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.config import cache_dir
from app.engine.requests import UsageStats
from app.store import ChatStore
from app.store.answers import AnswerWriter
from app.store.db import Synchronous

ROOT = Path(__file__).resolve().parent.parent
TOKEN_MS = 1000 / 30
RARE, MEDIUM = "zanzibar", "lighthouse"  # in ~100 and ~1% of messages


def vocabulary(rng: random.Random, size: int = 20_000) -> list[str]:
    syllables = ["ka", "lo", "mi", "ne", "ru", "ta", "vo", "shi", "en", "or", "al", "ti",
                 "da", "po", "qu", "ze", "bi", "fa", "go", "hu"]
    words: set[str] = set()
    while len(words) < size:
        words.add("".join(rng.choices(syllables, k=rng.randint(1, 4))))
    common = ["the", "a", "to", "of", "and", "is", "in", "it", "you", "that", "for",
              "python", "function", "error", "file", "model", "data", "code", "question"]
    return common + sorted(words)


def sentences(rng: random.Random, count: int = 50_000) -> list[str]:
    words = vocabulary(rng)
    weights = [1 / (rank + 1) for rank in range(len(words))]  # Zipf-like frequencies
    cumulative = list(itertools.accumulate(weights))
    return [" ".join(rng.choices(words, cum_weights=cumulative, k=rng.randint(6, 14))) + "."
            for _ in range(count)]


def message_rows(rng: random.Random, conversations: int, per: int,
                 start: float) -> Iterator[tuple[object, ...]]:
    pool = sentences(rng)
    order = list(range(1, conversations + 1))
    last: dict[int, int] = {}
    next_id = 1
    clock = start
    for turn in range(per):
        rng.shuffle(order)
        role = "user" if turn % 2 == 0 else "assistant"
        k = (1, 2) if role == "user" else (2, 6)
        for cid in order:
            text = " ".join(rng.choices(pool, k=rng.randint(*k)))
            roll = rng.random()
            if roll < 100 / (conversations * per):
                text += f" {RARE}"
            elif roll < 0.01:
                text += f" the {MEDIUM} keeper"
            clock += 0.05
            yield (next_id, cid, last.get(cid), role, text, clock, clock)
            last[cid] = next_id
            next_id += 1


def build(path: Path, conversations: int, per: int) -> None:
    for suffix in ("", "-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
    started = time.perf_counter()
    store = ChatStore.open(path)
    store.db.execute("PRAGMA cache_size = -262144")  # 256 MiB: the FTS index build is the bulk
    rng = random.Random(42)
    start = time.time() - 2 * 365 * 86400
    with store.transaction():
        store.db.conn.executemany(
            "INSERT INTO conversations (id, title, created_at, updated_at) VALUES (?, ?, ?, ?)",
            ((cid, f"Conversation {cid}", start, start) for cid in range(1, conversations + 1)))
        store.db.conn.executemany(
            "INSERT INTO messages (id, conversation_id, parent_id, role, content, created_at, "
            "updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
            message_rows(rng, conversations, per, start))
        store.db.execute(
            """UPDATE conversations SET
                 tip_message_id = (SELECT max(id) FROM messages m
                                   WHERE m.conversation_id = conversations.id),
                 updated_at = (SELECT max(created_at) FROM messages m
                               WHERE m.conversation_id = conversations.id)""")
        store.db.execute("UPDATE conversations SET pinned = 1 WHERE id % 1000 = 0")
    # No ANALYZE: the app never runs it, so measure the plans users get.
    store.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    store.close()
    print(f"Built {conversations:,} conversations, {conversations * per:,} messages in "
          f"{time.perf_counter() - started:.1f} s; file {path.stat().st_size / 2**20:.0f} MiB\n")


def timed(action: Callable[[], object], repeat: int) -> list[float]:
    """Milliseconds per call."""
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        action()
        times.append((time.perf_counter() - started) * 1000)
    return times


def summary(times: list[float]) -> str:
    return f"{statistics.median(times):.1f} ms (min {min(times):.1f}, max {max(times):.1f})"


def open_and_list(path: Path) -> int:
    with ChatStore.open(path) as store:
        return len(store.list_conversations(limit=50))


def first_open_in_new_process(path: Path) -> float:
    code = ("import sys, time; sys.path.insert(0, sys.argv[2]); "
            "from bench.bench_store import open_and_list; from pathlib import Path; "
            "t = time.perf_counter(); n = open_and_list(Path(sys.argv[1])); "
            "print((time.perf_counter() - t) * 1000, n)")
    out = subprocess.run([sys.executable, "-c", code, str(path), str(ROOT)], check=True,
                         capture_output=True, text=True).stdout.split()
    assert out[1] == "50", out
    return float(out[0])


def measure_open(path: Path) -> None:
    fresh = [first_open_in_new_process(path) for _ in range(5)]
    again = timed(lambda: open_and_list(path), 20)
    print("| What | Time |\n|---|---|")
    print(f"| Open + list 50 most recent, new process each (x5) | {summary(fresh)} |")
    print(f"| Open + list 50 most recent, same process (x20) | {summary(again)} |")
    with ChatStore.open(path) as store:
        listed = timed(lambda: store.list_conversations(limit=50), 50)
        print(f"| List 50 most recent on an open store (x50) | {summary(listed)} |")
        cid = store.list_conversations(limit=1, offset=20)[0].id
        thread = timed(lambda: store.thread(cid), 50)
        print(f"| Load a 100-message thread (x50) | {summary(thread)} |")
        paged = timed(lambda: store.list_conversations(limit=50, offset=9000), 20)
        print(f"| List 50 at offset 9,000 (x20) | {summary(paged)} |")
    print()


def measure_search(path: Path) -> None:
    queries = [RARE, MEDIUM, f"{MEDIUM} keeper", "python", "python function", "pyth",
               "qu", "nothingmatchesthis"]
    print("| Query | Matches | Newest first, 50 | Best first, 50 | Conversation list filter |")
    print("|---|---|---|---|---|")
    with ChatStore.open(path) as store:
        for query in queries:
            match = store.db.execute(
                "SELECT count(*) FROM messages_fts WHERE messages_fts MATCH ?",
                [_match(query)]).fetchone()[0]
            recent = timed(lambda q=query: store.search(q, order="recent"), 5)
            ranked = timed(lambda q=query: store.search(q, order="rank"), 3)
            listed = timed(lambda q=query: store.list_conversations(search=q), 3)
            print(f"| `{query}` | {match:,} | {statistics.median(recent):.1f} ms | "
                  f"{statistics.median(ranked):.1f} ms | {statistics.median(listed):.1f} ms |")
    print()


def _match(query: str) -> str:
    from app.store.search import match_query

    return match_query(query) or '""'


class TokenClock:
    """Fake monotonic clock: each token takes TOKEN_MS, as at 30 tokens/s."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def stream_cost(path: Path, *, interval: float, synchronous: Synchronous,
                tokens: int, answers: int) -> dict[str, float]:
    """Wall time spent in append() and finish() per token, real disk writes,
    simulated token timing (so the once-a-second policy flushes every ~30 tokens)."""
    per_append: list[float] = []
    flush_ms: list[float] = []
    with ChatStore.open(path, synchronous=synchronous) as store:
        cid = store.create_conversation("bench stream").id
        for _ in range(answers):
            store.add_user_message(cid, "Write me a long answer about lighthouses.")
            clock = TokenClock()
            started = store.begin_answer(cid)
            writer = AnswerWriter(store, store.get_message(started.message_id),
                                  flush_interval=interval, clock=clock)
            for i in range(tokens):
                clock.now += TOKEN_MS / 1000
                before, t = writer.flushes, time.perf_counter()
                writer.append(f" tok{i % 97}")
                elapsed = (time.perf_counter() - t) * 1000
                per_append.append(elapsed)
                if writer.flushes != before:
                    flush_ms.append(elapsed)
            t = time.perf_counter()
            writer.finish(UsageStats(completion_tokens=tokens))
            per_append[-1] += (time.perf_counter() - t) * 1000
        store.delete_conversation(cid)
        store.purge_deleted()
    flush_ms.sort()
    return {"per_token_ms": sum(per_append) / len(per_append),
            "flush_p50": statistics.median(flush_ms),
            "flush_p99": flush_ms[int(len(flush_ms) * 0.99)],
            "flush_max": flush_ms[-1], "flushes": len(flush_ms) / answers}


def measure_streaming(path: Path) -> None:
    print("| Policy | synchronous | Answer | Writes/answer | Cost per token | Share of 33 ms "
          "| Write p50 / p99 / max |")
    print("|---|---|---|---|---|---|---|")
    cases: list[tuple[float, Synchronous, int, int]] = [
             (1.0, "FULL", 500, 5), (1.0, "NORMAL", 500, 5), (1.0, "FULL", 4000, 1),
             (0.0, "FULL", 500, 2), (0.0, "NORMAL", 500, 2), (0.0, "FULL", 2000, 1)]
    for interval, sync, tokens, answers in cases:
        r = stream_cost(path, interval=interval, synchronous=sync, tokens=tokens,
                        answers=answers)
        policy = "once a second" if interval else "every token (worst)"
        print(f"| {policy} | {sync} | {tokens} tokens | {r['flushes']:.0f} | "
              f"{r['per_token_ms'] * 1000:.0f} µs | {r['per_token_ms'] / TOKEN_MS:.2%} | "
              f"{r['flush_p50']:.2f} / {r['flush_p99']:.2f} / {r['flush_max']:.2f} ms |")
    print()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--db", type=Path, default=cache_dir() / "bench" / "store-1m.db")
    parser.add_argument("--rebuild", action="store_true")
    parser.add_argument("--conversations", type=int, default=10_000)
    parser.add_argument("--messages-per", type=int, default=100)
    args = parser.parse_args()
    args.db.parent.mkdir(parents=True, exist_ok=True)
    if args.rebuild or not args.db.exists():
        build(args.db, args.conversations, args.messages_per)
    with ChatStore.open(args.db) as store:
        count = store.db.execute("SELECT count(*) FROM messages").fetchone()[0]
    print(f"Database: {args.db} ({args.db.stat().st_size / 2**20:.0f} MiB, {count:,} messages), "
          f"SQLite {sqlite3.sqlite_version}, {os.cpu_count()} CPUs\n")
    measure_open(args.db)
    measure_search(args.db)
    measure_streaming(args.db)


if __name__ == "__main__":
    main()
