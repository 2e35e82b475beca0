"""Constrained decoding on the real default model: outputs parse and validate."""

from __future__ import annotations

import json
from typing import Any

import jsonschema
import pytest

from app.domain import OutputConstraint
from app.engine.constraints import check_schema, closed_objects
from app.engine.errors import RequestError
from app.engine.llama import LlamaEngine
from app.engine.requests import Generate, GenerateStream, SamplerConfig, UsageStats

GREEDY = SamplerConfig.greedy()
ASK = [{"role": "user", "content": "Describe a person as JSON."}]

SCHEMAS: list[dict[str, Any]] = [
    {"type": "object", "properties": {
        "name": {"type": "string", "maxLength": 12},
        "age": {"type": "integer", "minimum": 0, "maximum": 120}},
     "required": ["name", "age"]},
    {"type": "object", "properties": {
        "colour": {"enum": ["red", "green", "blue"]},
        "scores": {"type": "array", "items": {"type": "number", "minimum": -1, "maximum": 1},
                   "minItems": 1, "maxItems": 3},
        "nickname": {"type": "string", "maxLength": 8}},
     "required": ["colour", "scores"]},
    {"type": "object", "properties": {
        "address": {"type": "object", "properties": {
            "city": {"type": "string", "maxLength": 10}, "zip": {"type": "string",
                                                               "pattern": "^[0-9]{5}$"}},
            "required": ["city", "zip"]},
        "ok": {"type": "boolean"}},
     "required": ["address", "ok"]},
]


def generate(engine: LlamaEngine, **fields: Any) -> tuple[str, UsageStats, Generate]:
    fields.setdefault("config", GREEDY)
    fields.setdefault("prompt", ASK)
    request = Generate(**fields)
    engine.run(request)
    text, usage = request.reply.result(timeout=300)
    return text, usage, request


@pytest.mark.parametrize("schema", SCHEMAS)
@pytest.mark.parametrize("config", [GREEDY, SamplerConfig(temperature=1.0, seed=5)])
def test_outputs_validate_against_the_schema(engine: LlamaEngine, schema: dict[str, Any],
                                             config: SamplerConfig) -> None:
    text, usage, _ = generate(engine, max_tokens=80, config=config,
                              constraint=OutputConstraint(json_schema=schema))
    assert usage.finish_reason == "stop", text  # the grammar ended it, not max_tokens
    jsonschema.validate(json.loads(text), schema)


def test_a_cut_off_answer_says_length(engine: LlamaEngine) -> None:
    text, usage, _ = generate(engine, max_tokens=3,
                              constraint=OutputConstraint(json_schema=SCHEMAS[1]))
    assert usage.finish_reason == "length" and usage.completion_tokens == 3
    with pytest.raises(json.JSONDecodeError):
        json.loads(text)


def test_any_json_object(engine: LlamaEngine) -> None:
    text, usage, _ = generate(engine, max_tokens=60, constraint=OutputConstraint(json_schema={}))
    assert text.startswith("{")
    if usage.finish_reason == "stop":
        assert isinstance(json.loads(text), dict)


def test_a_gbnf_grammar_is_honoured(engine: LlamaEngine) -> None:
    grammar = 'root ::= answer "."\nanswer ::= "yes" | "no"'
    for seed in (1, 2, 3):
        text, usage, _ = generate(engine, max_tokens=10, constraint=OutputConstraint(
            grammar=grammar), config=SamplerConfig(temperature=1.5, seed=seed))
        assert text in ("yes.", "no.") and usage.finish_reason == "stop"


def test_streamed_constrained_pieces_join_to_the_answer(engine: LlamaEngine) -> None:
    pieces: list[str] = []
    constraint = OutputConstraint(json_schema=SCHEMAS[0])
    request = GenerateStream(prompt=ASK, max_tokens=60, config=GREEDY, constraint=constraint,
                             callback=pieces.append)
    engine.run(request)
    assert request.reply.result(timeout=300).finish_reason == "stop"
    assert "".join(pieces) == generate(engine, max_tokens=60, constraint=constraint)[0]


def test_stop_strings_do_not_cut_json_short(engine: LlamaEngine) -> None:
    schema = {"type": "object", "properties": {"word": {"enum": ["stop here"]}},
              "required": ["word"]}
    text, usage, _ = generate(engine, max_tokens=30, constraint=OutputConstraint(
        json_schema=schema), config=SamplerConfig(**{**GREEDY.__dict__, "stop": ("stop",)}))
    assert json.loads(text) == {"word": "stop here"} and usage.finish_reason == "stop"


@pytest.mark.parametrize(("schema", "named"), [
    ({"type": "array", "uniqueItems": True}, "uniqueItems"),
    ({"type": "object", "properties": {"a": {"not": {"type": "string"}}}}, "not"),
])
def test_unenforceable_keywords_are_named(engine: LlamaEngine, schema: dict[str, Any],
                                          named: str) -> None:
    """Under strict a 400-style refusal naming the keyword and where; without
    it the rest is enforced and the request says what was not (issue 37)."""
    with pytest.raises(RequestError, match=f"The JSON schema uses {named} at schema"):
        generate(engine, max_tokens=5, constraint=OutputConstraint(json_schema=schema,
                                                                  strict=True))
    _text, _usage, request = generate(engine, max_tokens=5,
                                      constraint=OutputConstraint(json_schema=schema))
    assert len(request.unenforced) == 1 and request.unenforced[0].startswith(f"{named} at ")


def test_a_grammar_that_does_not_parse_is_refused(engine: LlamaEngine) -> None:
    with pytest.raises(RequestError, match="grammar"):
        generate(engine, max_tokens=5, constraint=OutputConstraint(grammar='root ::= "a'))


def test_logprobs_come_with_each_token(engine: LlamaEngine) -> None:
    text, usage, request = generate(engine, prompt="The sky is", max_tokens=6, logprobs=3)
    assert len(request.token_logprobs) == usage.completion_tokens == 6
    assert "".join(t.token for t in request.token_logprobs) == text
    for item in request.token_logprobs:
        assert item.logprob <= 0 and len(item.top) == 3
        assert item.top[0][1] >= item.logprob  # greedy: the pick is the likeliest
        assert item.top[0][0] == item.token and bytes(item.bytes).decode() == item.token


def test_closed_objects_only_tighten() -> None:
    schema = {"type": "object", "properties": {"a": {"type": "object", "properties": {}}},
              "enum": [{"properties": 1}]}
    assert closed_objects(schema) == {
        "type": "object", "additionalProperties": False, "enum": [{"properties": 1}],
        "properties": {"a": {"type": "object", "properties": {}, "additionalProperties": False}}}
    open_one = {"properties": {}, "additionalProperties": {"type": "string"}}
    assert closed_objects(open_one) == open_one


TINY_BOUNDS = {"type": "object", "properties": {
    "up": {"type": "number", "minimum": 5e-324, "maximum": 2},
    "down": {"type": "number", "minimum": -3, "exclusiveMaximum": -5e-324}},
    "required": ["up", "down"]}
"""Bounds next to zero (5e-324 is the smallest float): llguidance's regex for
them was refused ("regex parse error"), so a valid strict schema was a 400.
Found by tests/api/test_structured_output.py's property test."""


@pytest.mark.parametrize("strict", [False, True])
def test_bounds_next_to_zero_are_enforced_and_the_answer_validates(
        engine: LlamaEngine, strict: bool) -> None:
    text, usage, _ = generate(engine, max_tokens=120, constraint=OutputConstraint(
        json_schema=TINY_BOUNDS, strict=strict))
    assert usage.finish_reason == "stop", text
    jsonschema.validate(json.loads(text), TINY_BOUNDS)  # against the schema as sent


def test_a_range_only_next_to_zero_is_refused_in_words() -> None:
    schema = {"type": "number", "minimum": 5e-324, "maximum": 1e-300}
    with pytest.raises(RequestError, match=r"within 1e-30 of zero.*widen the range"):
        check_schema(schema, True)


def test_only_bounds_move_never_a_value_the_schema_holds() -> None:
    value = {"minimum": 5e-324}
    checked = check_schema({"type": "object", "properties": {"a": {"const": value}},
                            "required": ["a"]}, True)
    assert checked.schema["properties"]["a"] == {"const": value}
