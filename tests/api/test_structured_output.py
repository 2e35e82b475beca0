"""Structured output through the real openai client: `json_schema` strict
answers validate (jsonschema) for a Hypothesis-generated family of schemas,
and none is cut off mid-JSON without finish_reason "length"; json_object,
llama.cpp's completions fields (`json_schema`, `grammar`) and the Responses
API's text.format with the client's own `parse`."""

from __future__ import annotations

import json
import string
from typing import Any

import jsonschema
import openai
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import BaseModel, Field

from tests.api.conftest import GREEDY, GREEDY_EXTRA

pytestmark = pytest.mark.slow
MAX_TOKENS = 64
NAMES = st.text(string.ascii_lowercase, min_size=1, max_size=6)

LEAVES = st.one_of(
    st.just({"type": "boolean"}),
    st.integers(0, 8).map(lambda n: {"type": "string", "maxLength": n + 1}),
    st.lists(NAMES, min_size=1, max_size=4, unique=True).map(lambda v: {"enum": v}),
    st.tuples(st.integers(-50, 50), st.integers(0, 100)).map(
        lambda r: {"type": "integer", "minimum": r[0], "maximum": r[0] + r[1]}),
    st.tuples(st.floats(-10, 10, allow_nan=False), st.floats(0.5, 10, allow_nan=False)).map(
        lambda r: {"type": "number", "minimum": r[0], "maximum": r[0] + r[1]}),
)


def _array(items: st.SearchStrategy[dict[str, Any]]) -> st.SearchStrategy[dict[str, Any]]:
    return st.tuples(items, st.integers(0, 2), st.integers(0, 2)).map(
        lambda t: {"type": "array", "items": t[0], "minItems": t[1], "maxItems": t[1] + t[2]})


def _object(values: st.SearchStrategy[dict[str, Any]]) -> st.SearchStrategy[dict[str, Any]]:
    properties = st.dictionaries(NAMES, values, min_size=1, max_size=3)
    return properties.flatmap(lambda props: st.lists(
        st.sampled_from(sorted(props)), unique=True).map(lambda required: {
            "type": "object", "properties": props, "required": sorted(required),
            "additionalProperties": False}))


SCHEMAS = _object(st.recursive(LEAVES, lambda inner: _array(inner) | _object(inner),
                               max_leaves=4))
"""Objects of nested objects, arrays with bounds, enums, numbers with ranges and
optional (not required) fields."""


def _ask(client: openai.OpenAI, schema: dict[str, Any]) -> Any:
    return client.chat.completions.create(
        model="lantern", max_tokens=MAX_TOKENS, **GREEDY, extra_body=GREEDY_EXTRA,
        messages=[{"role": "user", "content": "Fill in this form as JSON."}],
        response_format={"type": "json_schema", "json_schema": {
            "name": "form", "schema": schema, "strict": True}})


def test_every_strict_json_schema_answer_validates(client: openai.OpenAI) -> None:
    finishes: list[str] = []

    @settings(max_examples=15, derandomize=True, deadline=None, database=None,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(SCHEMAS)
    def answer_validates(schema: dict[str, Any]) -> None:
        choice = _ask(client, schema).choices[0]
        finishes.append(choice.finish_reason)
        if choice.finish_reason == "length":
            return  # cut off where the client asked: the only way to end mid-JSON
        assert choice.finish_reason == "stop", choice
        jsonschema.validate(json.loads(choice.message.content), schema)

    answer_validates()
    assert finishes.count("stop") >= len(finishes) // 2, finishes


def test_json_object_and_completions_constraints(client: openai.OpenAI) -> None:
    anything = client.chat.completions.create(
        model="lantern", max_tokens=48, **GREEDY, extra_body=GREEDY_EXTRA,
        messages=[{"role": "user", "content": "Describe a cat as JSON."}],
        response_format={"type": "json_object"})
    if anything.choices[0].finish_reason == "stop":
        assert isinstance(json.loads(anything.choices[0].message.content or ""), dict)
    schema = {"type": "object", "properties": {"colour": {"enum": ["red", "blue"]}},
              "required": ["colour"], "additionalProperties": False}
    completed = client.completions.create(model="lantern", prompt="The sky as JSON:",
                                          max_tokens=24, **GREEDY,
                                          extra_body={**GREEDY_EXTRA, "json_schema": schema})
    assert completed.choices[0].finish_reason == "stop"
    jsonschema.validate(json.loads(completed.choices[0].text), schema)
    chosen = client.completions.create(model="lantern", prompt="Is water wet? Answer:",
                                       max_tokens=4, **GREEDY, extra_body={
                                           **GREEDY_EXTRA, "grammar": 'root ::= " yes" | " no"'})
    assert chosen.choices[0].text in {" yes", " no"}


class City(BaseModel):
    name: str = Field(max_length=20)
    country: str = Field(max_length=20)
    population_millions: int = Field(ge=0, le=50)


def test_the_responses_api_parses_into_a_pydantic_model(client: openai.OpenAI) -> None:
    parsed = client.responses.parse(model="lantern", input="Tell me about Paris.",
                                    text_format=City, max_output_tokens=80, **GREEDY,
                                    extra_body=GREEDY_EXTRA)
    assert parsed.status == "completed"
    assert isinstance(parsed.output_parsed, City)
