"""Constrained decoding: speed under a JSON schema, schema compile time, tool-call latency.

    .venv/bin/python bench/bench_constraints.py [--rounds 3] [--tokens 96] [--schemas 0]

1. Decode tokens/s of the same greedy request with and without a JSON-schema
   constraint, in the same run, rounds alternating: Lantern's engine
   (llguidance, checking the sampled token first) and, as the peer,
   llama-cpp-python's own path (llama.cpp's grammar sampler on the GBNF that
   its json_schema_to_gbnf makes). The schema holds one long string, so both
   run to max_tokens.
2. Schema compile time over the real-world JSON Schemas that the PyPI package
   check-jsonschema vendors from schemastore.org (--schemas N: the first N;
   0: all): how many each mechanism takes, and llguidance's median and p95.
3. Time to the first tool-call delta of a required call (engine, streaming).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from functools import partial
from importlib.util import find_spec
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.domain import OutputConstraint, ToolSpec
from app.engine.constraints import constraint_grammar
from app.engine.cpu_threads import chat_threads
from app.engine.errors import RequestError
from app.engine.llama import EngineConfig, LlamaEngine
from app.engine.requests import Generate, GenerateStream, SamplerConfig
from bench.raw_llama import raw_llama_cpp

N_CTX = 2048
THREADS = chat_threads()  # LANTERN_THREADS, else one per CPU
GREEDY = SamplerConfig.greedy()
ASK = [{"role": "user", "content": "Write a long story about a lighthouse keeper, as JSON."}]
STORY = {"type": "object", "properties": {"title": {"type": "string", "maxLength": 40},
                                          "story": {"type": "string"}},
         "required": ["title", "story"]}


def engine_rate(engine: LlamaEngine, tokens: int, constraint: OutputConstraint | None) -> float:
    request = Generate(prompt=ASK, max_tokens=tokens, config=GREEDY, constraint=constraint,
                       cache_prompt=True)
    engine.run(request)
    _text, usage = request.reply.result()
    return usage.tokens_per_second


def raw_rate(llm: Any, prompt: list[int], tokens: int, grammar: Any) -> float:
    llm.reset()
    first, count = 0.0, 0
    for _token in llm.generate(prompt, temp=0.0, top_k=0, top_p=1.0, min_p=0.0,
                               repeat_penalty=1.0, grammar=grammar):
        count += 1
        if count == 1:
            first = time.perf_counter()
        if count >= tokens:
            break
    elapsed = time.perf_counter() - first
    return (count - 1) / elapsed if elapsed > 0 else 0.0


def decode_speed(engine: LlamaEngine, rounds: int, tokens: int) -> None:
    llama_cpp = raw_llama_cpp()
    from llama_cpp.llama_grammar import LlamaGrammar, json_schema_to_gbnf

    raw = llama_cpp.Llama(str(engine.model_path), n_ctx=N_CTX, n_threads=THREADS,
                          n_threads_batch=THREADS, n_batch=512, swa_full=True, verbose=False)
    prompt = engine.tokenize_prompt(ASK)[0]
    gbnf = json_schema_to_gbnf(json.dumps(STORY))
    constraint = OutputConstraint(json_schema=STORY)
    started = time.perf_counter()
    assert engine.guides.tokenizer is not None  # built once per model
    print(f"llguidance vocabulary view built in {time.perf_counter() - started:.2f} s "
          "(once per loaded model, on its first constrained request)")
    rates: dict[str, list[float]] = {k: [] for k in ("free", "schema", "raw free", "raw gbnf")}
    for _ in range(rounds):
        rates["free"].append(engine_rate(engine, tokens, None))
        rates["schema"].append(engine_rate(engine, tokens, constraint))
        rates["raw free"].append(raw_rate(raw, prompt, tokens, None))
        grammar = LlamaGrammar.from_string(gbnf, verbose=False)
        rates["raw gbnf"].append(raw_rate(raw, prompt, tokens, grammar))
    raw.close()
    med = {k: statistics.median(v) for k, v in rates.items()}
    print(f"decode tokens/s (median of {rounds}, {tokens} tokens, {engine.model_name}, "
          f"vocabulary {engine._llm.n_vocab()}):")
    print(f"  lantern  free {med['free']:.1f}  json schema {med['schema']:.1f}  "
          f"ratio {med['schema'] / med['free']:.2f}")
    print(f"  llama.cpp grammar sampler (llama-cpp-python)  free {med['raw free']:.1f}  "
          f"gbnf {med['raw gbnf']:.1f}  ratio {med['raw gbnf'] / med['raw free']:.2f}")


def sampling_cost(engine: LlamaEngine, repeats: int) -> None:
    """What one token's sampling costs on the real logits, without the model's
    forward pass (which dominates and is the same for all): the plain chain,
    the constrained path when the pick is allowed, and when it is rejected."""
    from app.engine.native import llama_cpp
    from app.engine.sampling import TokenSampler

    lib, llm = llama_cpp(), engine._llm
    engine.cache.prefill(engine.tokenize_prompt(ASK)[0], (), True, lambda: False)
    guide = engine.guides.guide(constraint_grammar(OutputConstraint(json_schema=STORY))[0])
    sampler = TokenSampler(GREEDY, 0, llm.n_vocab())
    chain, logits = sampler._chain, sampler.logits(llm.ctx)

    def timed(step: Any) -> float:
        started = time.perf_counter()
        for _ in range(repeats):
            step()
        return (time.perf_counter() - started) / repeats * 1e6

    def rejected() -> None:
        masked = logits.copy()
        guide.mask(masked)
        sampler._pick(masked)

    free = timed(lambda: lib.llama_sampler_sample(chain, llm.ctx, -1))
    checked = timed(lambda: guide.allows(sampler._pick(logits)))
    masked = timed(rejected)
    sampler.close()
    print(f"sampling cost per token (microseconds, {repeats} repeats, no forward pass): "
          f"plain chain {free:.0f}; constrained, pick allowed {checked:.0f}; "
          f"pick rejected (mask + resample) {masked:.0f}")


def collection(limit: int) -> list[tuple[str, Any]]:
    spec = find_spec("check_jsonschema")
    if spec is None or not spec.submodule_search_locations:
        raise SystemExit("install check-jsonschema (a dev dependency) for its schemas")
    folder = Path(next(iter(spec.submodule_search_locations))) / "builtin_schemas" / "vendor"
    files = sorted(folder.glob("*.json"))
    files = files[:limit] if limit else files
    return [(f.stem, json.loads(f.read_text(encoding="utf-8"))) for f in files]


def compile_times(engine: LlamaEngine, limit: int) -> None:
    from llama_cpp.llama_grammar import LlamaGrammar, json_schema_to_gbnf
    from llguidance import LLMatcher

    tokenizer = engine.guides.tokenizer
    schemas = collection(limit)
    times: list[float] = []
    refused: dict[str, int] = {}
    gbnf_ok = 0
    for _name, schema in schemas:
        started = time.perf_counter()
        try:
            matcher = LLMatcher(tokenizer, constraint_grammar(OutputConstraint(schema))[0],
                                log_level=0)
            error = matcher.get_error() if matcher.is_error() else ""
        except RequestError as exc:
            error = str(exc)
        if error:
            reason = error.split("\n")[0][:60]
            refused[reason] = refused.get(reason, 0) + 1
        else:
            times.append((time.perf_counter() - started) * 1000)
        try:
            LlamaGrammar.from_string(json_schema_to_gbnf(json.dumps(schema)), verbose=False)
            gbnf_ok += 1
        except Exception:  # its converter fails in many ways; only success counts here
            pass
    print(f"schema collection: {len(schemas)} schemas (check-jsonschema's schemastore.org "
          "copies)")
    if times:
        p95 = statistics.quantiles(times, n=20)[-1] if len(times) > 1 else times[0]
        print(f"  llguidance: {len(times)} compiled, compile ms median "
              f"{statistics.median(times):.1f} p95 {p95:.1f}; refused (naming why):")
    else:
        print("  llguidance: none compiled; refused (naming why):")
    for reason, count in sorted(refused.items(), key=lambda item: -item[1]):
        print(f"    {count} x {reason}")
    print(f"  llama.cpp json_schema_to_gbnf: {gbnf_ok} converted (it drops keywords it "
          "cannot express without saying so)")


def _stamp(seen: list[float], _delta: object) -> None:
    seen.append(time.perf_counter())


def first_tool_delta(engine: LlamaEngine, rounds: int) -> None:
    tool = ToolSpec("get_weather", "The weather in a city", {
        "type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]})
    ask = [{"role": "user", "content": "Weather in Paris?"}]
    waits: list[float] = []
    for _ in range(rounds):
        seen: list[float] = []
        started = time.perf_counter()
        request = GenerateStream(prompt=ask, max_tokens=60, config=GREEDY, tools=(tool,),
                                 tool_choice="required", cache_prompt=False,
                                 on_tool_call=partial(_stamp, seen))
        engine.run(request)
        request.reply.result()
        if seen:
            waits.append((seen[0] - started) * 1000)
    if waits:
        print(f"time to the first tool-call delta (required, {engine.tool_format.name} format, "
              f"cold prompt): median {statistics.median(waits):.0f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--tokens", type=int, default=96)
    parser.add_argument("--schemas", type=int, default=0, help="first N schemas; 0 all")
    parser.add_argument("--model", type=Path, default=None)
    args = parser.parse_args()
    engine = LlamaEngine(EngineConfig(model_path=args.model, n_ctx=N_CTX, n_threads=THREADS))
    try:
        decode_speed(engine, args.rounds, args.tokens)
        sampling_cost(engine, max(5, args.rounds * 20))
        compile_times(engine, args.schemas)
        first_tool_delta(engine, args.rounds)
    finally:
        engine.close()


if __name__ == "__main__":
    main()
