"""The prompt cache on disk: a long conversation's first token after a restart.

    .venv/bin/python bench/bench_disk_cache.py [--rounds 3] [--tokens 4000]
        [--no-gemma | --gemma-only]

For each model (the bundled SmolLM2 135M; Gemma 3 270M, which has sliding-
window attention, when its development package is installed), each round:
1. engine A (a fresh engine, the disk store on) reads a conversation of about
   `--tokens` tokens and answers; its state goes to disk (the folder is then
   copied, so that the restore below starts from that state only);
2. A answers the next message: the first token with the state in RAM ("ram");
3. engine B, fresh, with the copied folder: the same next message, its state
   restored from disk ("disk": what a restart of Lantern gives); and again
   with an engine that answered one short message first ("warmed": without
   what a fresh context's first decode costs whatever the cache);
4. engine C, fresh, no cache: the same next message read from scratch.
A fresh engine holds nothing in RAM, as after a restart; the file is in the
OS's page cache, as it is after a restart soon after the answer that wrote it.
Rounds alternate the contenders, so the machine's noise falls on all alike;
reported are medians and the ratios within the run (goal: disk <= 1.2x ram,
scratch >= 20x disk). Also: the file's size, reading and checking it alone,
and the copy the engine thread makes when an answer ends.
"""

from __future__ import annotations

import argparse
import ctypes
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.engine import disk_cache
from app.engine.cpu_threads import chat_threads
from app.engine.llama import EngineConfig, LlamaEngine
from app.engine.model_files import default_chat_model
from app.engine.native import llama_cpp
from app.engine.requests import Generate, SamplerConfig, UsageStats

THREADS = chat_threads()  # LANTERN_THREADS, else one per CPU
PARAGRAPH = ("The keeper climbed the tower at dusk, trimmed the wick, wound the clockwork "
             "that turned the lens, and wrote the weather in the log: wind from the west, "
             "a heavy swell, two schooners and a steamer passing north before midnight. ")


def conversation(engine: LlamaEngine, tokens: int) -> list[dict[str, str]]:
    """Turns of user and assistant text until the prompt is about `tokens` long."""
    messages = [{"role": "system", "content": "You are a patient assistant."}]
    turn = 0
    while True:
        turn += 1
        messages += [{"role": "user", "content": f"Part {turn}: " + PARAGRAPH * 3},
                     {"role": "assistant", "content": "Noted. " + PARAGRAPH * 2}]
        if len(engine.tokenize_prompt(messages).tokens) >= tokens:
            return [*messages, {"role": "user", "content": "What happened next?"}]


def answer(engine: LlamaEngine, messages: list[dict[str, str]], cache: bool = True,
           max_tokens: int = 8) -> tuple[str, UsageStats]:
    request = Generate(prompt=messages, max_tokens=max_tokens, config=SamplerConfig.greedy(),
                       cache_prompt=cache)
    engine.run(request)
    result: tuple[str, UsageStats] = request.reply.result()
    return result


def state_copy_ms(engine: LlamaEngine) -> float:
    """What the engine thread spends copying the live state for the writer."""
    lib, ctx = llama_cpp(), engine._llm.ctx
    started = time.perf_counter()
    size = lib.llama_state_seq_get_size(ctx, 0)
    buffer = (ctypes.c_uint8 * size)()
    written = lib.llama_state_seq_get_data(ctx, buffer, size, 0)
    ctypes.string_at(buffer, written)
    return (time.perf_counter() - started) * 1000


def one_round(model: Path, n_ctx: int, tokens: int, scratch: Path) -> dict[str, float]:
    saved, restored = scratch / "saved", scratch / "restored"
    shutil.rmtree(scratch, ignore_errors=True)
    config = EngineConfig(model_path=model, n_ctx=n_ctx, n_threads=THREADS)
    a = LlamaEngine(config)
    store = disk_cache.attach(a, True, 4096, saved)
    assert store is not None
    messages = conversation(a, tokens)
    reply, first = answer(a, messages)
    store.flush()
    shutil.copytree(saved, restored)
    files = list(restored.glob("*.lkv"))
    file_mb = sum(f.stat().st_size for f in files) / 1e6
    following = [*messages, {"role": "assistant", "content": reply},
                 {"role": "user", "content": "And after that?"}]
    copy_ms = state_copy_ms(a)
    _, ram = answer(a, following)
    a.close()

    warm_copy = scratch / "warm"
    shutil.copytree(restored, warm_copy)
    b = LlamaEngine(config)
    b_store = disk_cache.attach(b, True, 4096, restored)
    assert b_store is not None
    started = time.perf_counter()
    [state] = [disk_cache.read_state(f, ()) for f in files]
    read_ms = (time.perf_counter() - started) * 1000
    _, disk = answer(b, following)
    from_disk = disk.disk_cached_tokens  # the answer's record (the cache resets its count)
    b.close()

    # The same, after one short answer: without what a fresh context costs
    # on its first decode (buffers, first touch of the KV cache's pages).
    w = LlamaEngine(config)
    disk_cache.attach(w, True, 4096, warm_copy)
    answer(w, [{"role": "user", "content": "Hi"}], cache=False, max_tokens=1)
    _, warm = answer(w, following)
    w.close()

    c = LlamaEngine(config)
    _, cold = answer(c, following, cache=False)
    c.close()
    return {"prompt": first.prompt_tokens, "ram": ram.prefill_ms, "disk": disk.prefill_ms,
            "warm": warm.prefill_ms,
            "scratch": cold.prefill_ms, "from_disk": from_disk, "ram_reused": ram.cached_tokens,
            "file_mb": file_mb, "read_ms": read_ms,
            "copy_ms": copy_ms, "checkpoints": len(state.checkpoints)}


def gemma() -> Path | None:
    try:
        from tests.gemma_model import gemma_base_model

        return gemma_base_model()
    except (ImportError, OSError) as exc:
        print(f"Gemma 3 270M skipped: {exc}")
        return None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--tokens", type=int, default=4000)
    parser.add_argument("--no-gemma", action="store_true")
    parser.add_argument("--gemma-only", action="store_true")
    args = parser.parse_args()
    n_ctx = max(1024, 2 * args.tokens + 256)
    models = [] if args.gemma_only else [("SmolLM2 135M (bundled)", default_chat_model())]
    if not args.no_gemma and (path := gemma()) is not None:
        models.append(("Gemma 3 270M (sliding window)", path))
    print(f"threads {THREADS}, context {n_ctx}, rounds {args.rounds}")
    with tempfile.TemporaryDirectory(prefix="lantern-bench-disk-") as tmp:
        for name, path in models:
            rounds = [one_round(path, n_ctx, args.tokens, Path(tmp)) for _ in range(args.rounds)]
            report(name, rounds)


def report(name: str, rounds: list[dict[str, Any]]) -> None:
    def med(key: str) -> float:
        return statistics.median(r[key] for r in rounds)

    ratios_ram = [r["disk"] / r["ram"] for r in rounds]
    ratios_warm = [r["warm"] / r["ram"] for r in rounds]
    ratios_scratch = [r["scratch"] / r["disk"] for r in rounds]
    print(f"\n{name}: prompt {rounds[0]['prompt']} tokens, state file {med('file_mb'):.1f} MB "
          f"({rounds[0]['checkpoints']} window checkpoints)")
    print(f"  first token, state in RAM      {med('ram'):8.1f} ms  "
          f"(reused {med('ram_reused'):.0f} tokens)")
    print(f"  first token, restored (disk)   {med('disk'):8.1f} ms  "
          f"(from disk {med('from_disk'):.0f} tokens)")
    print(f"  the same, engine warmed first  {med('warm'):8.1f} ms  (one short answer before)")
    print(f"  first token, from scratch      {med('scratch'):8.1f} ms")
    print(f"  disk / ram      median {statistics.median(ratios_ram):.2f}  "
          f"rounds {', '.join(f'{x:.2f}' for x in ratios_ram)}  (goal <= 1.2)")
    print(f"  warmed / ram    median {statistics.median(ratios_warm):.2f}  "
          f"rounds {', '.join(f'{x:.2f}' for x in ratios_warm)}")
    print(f"  scratch / disk  median {statistics.median(ratios_scratch):.1f}  "
          f"rounds {', '.join(f'{x:.1f}' for x in ratios_scratch)}  (goal >= 20)")
    print(f"  reading + checking the file alone {med('read_ms'):.1f} ms; the engine thread's "
          f"copy when an answer ends {med('copy_ms'):.1f} ms")


if __name__ == "__main__":
    main()
