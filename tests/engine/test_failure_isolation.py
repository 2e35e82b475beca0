"""One request's failure is that request's alone (issue 37).

Four requests decode together; one of them fails in one phase of its work
(checked before it waits, its prefill, sampling, its constraint,
detokenizing, tool-call parsing), by a fault injected into the real code
for that request only. It must end with a clear error, its sequence must be
cleared, and the other three must give exactly what each gives alone
(greedy); a fifth request afterwards must run as it would alone.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from app.domain import OutputConstraint, ToolSpec
from app.engine.batch import BatchRun
from app.engine.constraints import Guide
from app.engine.errors import EngineError, RequestError
from app.engine.llama import EngineConfig, LlamaEngine
from app.engine.requests import Generate, GenerateStream, SamplerConfig
from app.engine.tool_calls.base import CallParser
from tests.engine.conftest import THREADS

GREEDY = SamplerConfig.greedy()
GOOD = ["1, 2, 3, 4, 5,", "10, 11, 12, 13,", "20, 21, 22, 23,"]
BAD_PROMPT = "40, 41, 42, 43,"
INJECTED = "injected fault"
CITY = {"type": "object", "properties": {"city": {"$ref": "#/$defs/City"}},
        "$defs": {"City": {"type": "object", "properties": {"name": {"type": "string"}},
                           "required": ["name"]}}, "required": ["city"]}


@pytest.fixture(scope="module")
def engine(model_path: Path) -> Iterator[LlamaEngine]:
    engine = LlamaEngine(EngineConfig(model_path=model_path, n_ctx=512, n_threads=THREADS,
                                      n_parallel=4))
    yield engine
    engine.close()


def alone(engine: LlamaEngine, prompt: str, tokens: int = 8) -> str:
    request = Generate(prompt=prompt, max_tokens=tokens, config=GREEDY, cache_prompt=False)
    engine.run(request)
    return request.reply.result(timeout=600)[0]


@pytest.fixture(scope="module")
def expected(engine: LlamaEngine) -> list[str]:
    return [alone(engine, prompt) for prompt in GOOD]


def good_streams() -> list[GenerateStream]:
    pieces: list[list[str]] = [[] for _ in GOOD]
    return [GenerateStream(prompt=prompt, max_tokens=8, config=GREEDY, cache_prompt=False,
                           callback=pieces[i].append) for i, prompt in enumerate(GOOD)]


def text(stream: GenerateStream) -> str:
    owner: Any = stream.callback
    return "".join(owner.__self__)


def fails_for(bad: Generate, method: Callable[..., Any]) -> Callable[..., Any]:
    """`method` of BatchRun (slot first) raising for the bad request only,
    after it did its work (the sequence holds what the request wrote)."""
    def wrapper(self: BatchRun, slot: Any, *args: Any) -> Any:
        result = method(self, slot, *args)
        if slot.request is bad:
            raise RuntimeError(INJECTED)
        return result
    return wrapper


def run_mixed(engine: LlamaEngine, bad: Generate) -> list[GenerateStream]:
    """The bad request second among four, cache on for it (its state must
    not be kept), run together."""
    streams = good_streams()
    engine.run_batch([streams[0], bad, streams[1], streams[2]])
    return streams


PHASES = ["_prefill", "_sample", "_detokenize"]


@pytest.mark.parametrize("phase", PHASES)
def test_a_fault_in_one_sequence_ends_that_request_only(
        engine: LlamaEngine, expected: list[str], phase: str,
        monkeypatch: pytest.MonkeyPatch) -> None:
    bad = Generate(prompt=BAD_PROMPT, max_tokens=8, config=GREEDY)
    monkeypatch.setattr(BatchRun, phase, fails_for(bad, getattr(BatchRun, phase)))
    streams = run_mixed(engine, bad)
    error = bad.reply.exception(timeout=0)
    assert isinstance(error, EngineError) and INJECTED in str(error)
    assert "other requests go on" in str(error)
    assert [text(s) for s in streams] == expected
    monkeypatch.undo()
    # What the failed request's sequence held is not reused: with the cache
    # on, the same prompt gives what it gives from scratch.
    cached = Generate(prompt=BAD_PROMPT, max_tokens=8, config=GREEDY)
    engine.run(cached)
    assert cached.reply.result(timeout=600)[0] == alone(engine, BAD_PROMPT)
    assert alone(engine, GOOD[0]) == expected[0]


def test_a_fault_while_checking_the_request(engine: LlamaEngine, expected: list[str],
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    bad = Generate(prompt=BAD_PROMPT, max_tokens=8, config=GREEDY)
    checked = LlamaEngine.checked_prompt

    def failing(self: LlamaEngine, request: Any) -> Any:
        if request is bad:
            raise KeyError(INJECTED)
        return checked(self, request)
    monkeypatch.setattr(LlamaEngine, "checked_prompt", failing)
    streams = run_mixed(engine, bad)
    assert INJECTED in str(bad.reply.exception(timeout=0))
    assert [text(s) for s in streams] == expected


def test_a_fault_in_the_constraint(engine: LlamaEngine, expected: list[str],
                                   monkeypatch: pytest.MonkeyPatch) -> None:
    bad = Generate(prompt=BAD_PROMPT, max_tokens=8, config=GREEDY,
                   constraint=OutputConstraint(json_schema={"type": "object"}))

    def failing(_guide: Guide, _token: int) -> None:
        raise RuntimeError(INJECTED)
    monkeypatch.setattr(Guide, "consume", failing)  # only the bad request has a guide
    streams = run_mixed(engine, bad)
    assert INJECTED in str(bad.reply.exception(timeout=0))
    assert [text(s) for s in streams] == expected


def test_a_fault_while_parsing_tool_calls(engine: LlamaEngine, expected: list[str],
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    bad = Generate(prompt=[{"role": "user", "content": "Weather in Paris?"}], max_tokens=8,
                   config=GREEDY, tools=(ToolSpec("weather", "", CITY),))

    def failing(_parser: CallParser, _text: str) -> list[Any]:
        raise ValueError(INJECTED)
    monkeypatch.setattr(CallParser, "feed", failing)  # only the bad request has tools
    streams = run_mixed(engine, bad)
    assert INJECTED in str(bad.reply.exception(timeout=0))
    assert [text(s) for s in streams] == expected


# -- schemas that used to stop the engine -------------------------------------------------

HOSTILE: dict[str, dict[str, Any]] = {
    "pattern that is no regular expression": {"type": "string", "pattern": "(["},
    "unsatisfiable array": {"type": "array", "minItems": 5, "maxItems": 2},
    "unsatisfiable optional property": {"type": "object", "properties": {
        "a": {"type": "array", "minItems": 5, "maxItems": 2}}},
    "integer wider than 64 bits": {"type": "integer",
                                   "minimum": 1000000000000000000000000000000},
    "const wider than 64 bits": {"const": 18446744073709551616},
    "pointer to nowhere": {"type": "object", "properties": {"a": {"$ref": "#/$defs/Nope"}}},
}


@pytest.mark.parametrize("name", list(HOSTILE))
def test_a_schema_that_cannot_compile_is_refused_before_the_batch(
        engine: LlamaEngine, expected: list[str], name: str) -> None:
    bad = Generate(prompt=BAD_PROMPT, max_tokens=8, config=GREEDY,
                   constraint=OutputConstraint(json_schema=HOSTILE[name]))
    streams = run_mixed(engine, bad)
    assert isinstance(bad.reply.exception(timeout=0), RequestError)
    assert [text(s) for s in streams] == expected


BAD_GRAMMARS = ['root ::= (', 'root ::= "a"{1000000000}']


@pytest.mark.parametrize("grammar", BAD_GRAMMARS)
def test_a_grammar_that_fails_is_refused_before_the_batch(
        engine: LlamaEngine, expected: list[str], grammar: str) -> None:
    bad = Generate(prompt=BAD_PROMPT, max_tokens=8, config=GREEDY,
                   constraint=OutputConstraint(grammar=grammar))
    streams = run_mixed(engine, bad)
    error = bad.reply.exception(timeout=0)
    assert isinstance(error, RequestError), error
    assert [text(s) for s in streams] == expected


def test_unenforceable_keywords_strict_refused_lenient_named(engine: LlamaEngine) -> None:
    schema = {"type": "object", "properties": {"tags": {
        "type": "array", "items": {"type": "string"}, "uniqueItems": True}},
        "required": ["tags"]}
    strict = Generate(prompt=BAD_PROMPT, max_tokens=8, config=GREEDY,
                      constraint=OutputConstraint(json_schema=schema, strict=True))
    engine.run(strict)
    message = str(strict.reply.exception(timeout=0))
    assert "uniqueItems at schema.properties.tags" in message and "strict" in message
    lenient = Generate(prompt=BAD_PROMPT, max_tokens=24, config=GREEDY,
                       constraint=OutputConstraint(json_schema=schema))
    engine.run(lenient)
    answer, _usage = lenient.reply.result(timeout=600)
    assert answer.startswith('{"tags": [')
    assert lenient.unenforced == ["uniqueItems at schema.properties.tags"]


def test_a_tool_schema_with_defs_is_called_with_them(engine: LlamaEngine) -> None:
    request = Generate(prompt=[{"role": "user", "content": "Weather in Paris?"}],
                       max_tokens=48, config=GREEDY, tools=(ToolSpec("weather", "", CITY),),
                       tool_choice="required")
    engine.run(request)
    _text, usage = request.reply.result(timeout=600)
    assert usage.finish_reason == "tool_calls"
    call = request.tool_calls[0]
    assert call.name == "weather" and '"city": {"name": ' in call.arguments
