"""Untrusted model files (issue 40): a long fuzz of the GGUF header reader,
and what the chat template's budget costs a normal render.

    .venv/bin/python bench/bench_hostile_inputs.py gguf --inputs 100000
    .venv/bin/python bench/bench_hostile_inputs.py templates --rounds 20
    .venv/bin/python bench/bench_hostile_inputs.py chunking --mb 10

`gguf`: damaged copies of real headers (the bundled SmolLM2's and the
MiniLM embedding model's, long arrays cut to 70 items, see
tests/hostile/gguf_mutations.py; and one the `gguf` package writes), each
read in memory as a load reads it; every result must be a header or one
GgufHeaderError line. Prints the count of each outcome and the time.
`templates`: every real template in tests/engine/templates rendered with a
100-message conversation, in the budgeted sandbox and by llama-cpp-python's
own formatter (the best of `--rounds`). `chunking`: a text without spaces
chunked as `lantern index` does (tokenizer calls, time, peak memory).
"""

from __future__ import annotations

import argparse
import collections
import io
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def _headers(folder: Path) -> list[object]:
    from app.engine.bert_gguf import default_embedding_model_path
    from app.engine.model_files import default_chat_model
    from tests.hostile.gguf_mutations import generated_header, small_real_header

    return [small_real_header(default_chat_model()), generated_header(folder),
            small_real_header(default_embedding_model_path())]


def fuzz(inputs: int, seed: int) -> int:
    from app.engine.gguf_reader import GgufHeaderError, read_header
    from tests.hostile.gguf_mutations import mutate

    with tempfile.TemporaryDirectory() as folder:
        headers = _headers(Path(folder))
    rng = random.Random(seed)
    outcomes: collections.Counter[str] = collections.Counter()
    failures = 0
    started = time.perf_counter()
    for _ in range(inputs):
        header = rng.choice(headers)
        data = mutate(header.data, rng, rng.randint(1, 4))  # type: ignore[attr-defined]
        try:
            read_header(io.BytesIO(data), header.size, tensors=True)  # type: ignore[attr-defined]
            outcomes["read"] += 1
        except GgufHeaderError as exc:
            message = str(exc)
            if not message or "\n" in message:
                failures += 1
                print(f"not one line: {message!r}")
            outcomes[message.split(" of ")[0].split(":")[0][:60]] += 1
        except Exception as exc:
            failures += 1
            print(f"FAILED with {exc!r} (seed {seed})")
    elapsed = time.perf_counter() - started
    print(f"{inputs:,} damaged headers from {len(headers)} real ones in {elapsed:.1f} s "
          f"({inputs / elapsed:,.0f}/s): {outcomes['read']:,} read, "
          f"{inputs - outcomes['read'] - failures:,} one-line errors, {failures} failures")
    for outcome, count in outcomes.most_common(12):
        print(f"  {count:>8,}  {outcome}")
    return 1 if failures else 0


def templates(rounds: int) -> int:
    messages = [{"role": "system", "content": "You are terse."}] + [
        {"role": "user" if i % 2 == 0 else "assistant", "content": f"message {i} " * 20}
        for i in range(99)]
    print(f"{'template':44} {'budgeted':>10} {'plain':>10}  (ms, best of {rounds}, two "
          "renders: with and without the generation prompt)")
    for path in sorted((ROOT / "tests" / "engine" / "templates").glob("*.jinja")):
        try:
            ours, theirs = _timed(path.read_text(), messages, rounds)
        except Exception as exc:  # a template that needs tools, say
            print(f"{path.stem[:44]:44} skipped: {exc}")
            continue
        print(f"{path.stem[:44]:44} {ours:10.2f} {theirs:10.2f}")
    return 0


def _timed(source: str, messages: list[dict[str, str]], rounds: int) -> tuple[float, float]:
    """Best milliseconds of two renders, budgeted and by llama-cpp-python."""
    import timeit

    from llama_cpp.llama_chat_format import Jinja2ChatFormatter

    from app.engine.prompts import ChatTemplate

    template = ChatTemplate(source, "chatml", "<s>", "</s>")
    plain = [Jinja2ChatFormatter(template=source, eos_token="</s>", bos_token="<s>",
                                 add_generation_prompt=add) for add in (True, False)]

    def budgeted() -> None:
        for add in (True, False):
            template._render_text([dict(m) for m in messages], None, add, {})

    def unbounded() -> None:
        for formatter in plain:
            formatter(messages=[dict(m) for m in messages])

    budgeted()
    ours, theirs = float("inf"), float("inf")
    for _ in range(rounds):  # alternated: the shared machine's noise falls on both
        ours = min(ours, timeit.timeit(budgeted, number=1) * 1000)
        theirs = min(theirs, timeit.timeit(unbounded, number=1) * 1000)
    return ours, theirs


def chunking(megabytes: float) -> int:
    """A DNA string (one "word", no spaces) read and chunked as `lantern
    index` does, with the default embedding model's tokenizer."""
    import resource

    from app.engine.embedder import Embedder
    from app.search.chunking import ChunkSettings, chunk_lines, token_counter
    from app.search.readers import read_bytes, read_document

    rng = random.Random(40)
    block = "".join(rng.choice("ACGT") for _ in range(1 << 16))
    with tempfile.TemporaryDirectory() as folder, Embedder() as embedder:
        path = Path(folder) / "dna.txt"
        path.write_text((block * (int(megabytes * (1 << 20)) // len(block) + 1))[
            :int(megabytes * (1 << 20))])
        calls = 0
        counter = token_counter(embedder.tokenize)

        def count(text: str) -> int:
            nonlocal calls
            calls += 1
            return counter(text)

        started = time.perf_counter()
        data = read_bytes(path)
        lines = read_document(path, data).lines
        del data  # as the indexer does
        reports: list[int] = []
        chunks = chunk_lines(lines, count, ChunkSettings(256, 32), reports.append)
        elapsed = time.perf_counter() - started
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"{megabytes:g} MB without spaces: {len(chunks):,} chunks, {calls:,} tokenizer calls, "
          f"{elapsed:.1f} s, {len(reports)} progress reports, peak RSS {peak:.0f} MB")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="what", required=True)
    g = sub.add_parser("gguf")
    g.add_argument("--inputs", type=int, default=100_000)
    g.add_argument("--seed", type=int, default=40)
    t = sub.add_parser("templates")
    t.add_argument("--rounds", type=int, default=20)
    c = sub.add_parser("chunking")
    c.add_argument("--mb", type=float, default=10.0)
    args = parser.parse_args()
    if args.what == "gguf":
        return fuzz(args.inputs, args.seed)
    return templates(args.rounds) if args.what == "templates" else chunking(args.mb)


if __name__ == "__main__":
    raise SystemExit(main())
