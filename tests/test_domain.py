"""The shared value types and the one thread -> chat messages function."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from app import config, domain
from app.config import Settings
from app.domain import (
    ConversationSettings,
    InvalidSetting,
    OutputConstraint,
    SamplerConfig,
    ToolSpec,
    chat_messages,
    tools_problem,
)
from app.engine import requests


@dataclass
class Said:
    role: str
    content: str


def test_empty_failed_answers_and_blank_system_prompts_are_left_out() -> None:
    thread = [Said("user", "hi"), Said("assistant", ""), Said("user", ""),
              Said("assistant", "hello")]
    assert chat_messages(thread, "  ") == [
        {"role": "user", "content": "hi"}, {"role": "user", "content": ""},
        {"role": "assistant", "content": "hello"}]
    assert chat_messages(thread[:1], "Be brief.")[0] == {"role": "system",
                                                         "content": "Be brief."}


def test_conversation_settings_start_from_the_app_defaults() -> None:
    settings = Settings(system_prompt="S", sampler=SamplerConfig(temperature=0.2),
                        cache_prompt=False)
    chosen = ConversationSettings.defaults(settings)
    assert chosen == ConversationSettings("S", SamplerConfig(temperature=0.2), (), False)


def test_sampler_problems_name_the_field() -> None:
    assert SamplerConfig().first_problem() is None
    assert "top_p" in (SamplerConfig(top_p=0).first_problem() or "")
    with pytest.raises(InvalidSetting, match="Invalid sampler setting: min_p"):
        SamplerConfig(min_p=2).validate()


def test_old_import_paths_still_give_the_same_types() -> None:
    assert requests.SamplerConfig is domain.SamplerConfig
    assert requests.UsageStats is domain.UsageStats
    assert requests.LoraSelection is domain.LoraSelection
    assert config.AdapterSpec is domain.AdapterSpec


def test_output_constraint_problems_name_the_keyword() -> None:
    assert OutputConstraint(json_schema={}).first_problem() is None
    assert OutputConstraint(json_schema={}).effective_schema == {"type": "object"}
    assert OutputConstraint(grammar='root ::= "yes" | "no"').first_problem() is None
    assert "exactly one" in (OutputConstraint().first_problem() or "")
    assert "exactly one" in (OutputConstraint({}, "root ::= x").first_problem() or "")
    assert "root" in (OutputConstraint(grammar='start ::= "a"').first_problem() or "")
    nested = {"type": "object", "properties": {"a": {"type": "array", "items": {"type": "str"}}}}
    assert (OutputConstraint(json_schema=nested).first_problem()
            == "json_schema.properties.a.items: unknown type 'str' (use one of array, boolean, "
               "integer, null, number, object, string)")
    assert "'required' must be a list" in (
        OutputConstraint(json_schema={"required": "a"}).first_problem() or "")
    assert "anyOf[1] must be a JSON object" in (
        OutputConstraint(json_schema={"anyOf": [{}, 3]}).first_problem() or "")
    assert "not plain JSON" in (
        OutputConstraint(json_schema={"maximum": float("nan")}).first_problem() or "")


def test_tool_problems_name_the_tool_and_the_choice() -> None:
    weather = ToolSpec("get_weather", parameters={
        "type": "object", "properties": {"city": {"type": "string"}}})
    assert tools_problem((weather,), "auto") is None
    assert tools_problem((weather,), "get_weather") is None
    assert tools_problem((), "none") is None
    assert "needs at least one tool" in (tools_problem((), "required") or "")
    assert "not one of the tools (get_weather)" in (tools_problem((weather,), "other") or "")
    assert "tool name '' must be" in (tools_problem((ToolSpec(""),), "auto") or "")
    assert "given twice" in (tools_problem((weather, weather), "auto") or "")
    assert "must be an object schema" in (
        ToolSpec("f", parameters={"type": "string"}).first_problem() or "")


def test_generation_requests_check_their_new_fields() -> None:
    ask = requests.Generate(prompt="hi", constraint=OutputConstraint(grammar="x ::= y"))
    assert (ask.first_problem() or "").startswith("Invalid output constraint: grammar has no")
    assert "logprobs must be between 0 and 20" in (
        requests.Generate(prompt="hi", logprobs=21).first_problem() or "")
    assert requests.GenerateStream(prompt="hi", logprobs=0).first_problem() is None
    assert requests.Generate(prompt="hi", tool_choice="f").first_problem() == (
        "Invalid tools: tool_choice 'f' needs at least one tool.")


def test_the_next_prompt_estimate_counts_from_the_last_answer() -> None:
    from dataclasses import dataclass as _dataclass

    from app.domain import UsageStats as _Usage
    from app.domain import next_prompt_estimate

    @_dataclass
    class Said:
        role: str
        content: str
        usage: _Usage | None = None

    question = Said("user", "x" * 40)  # 10 tokens + 4 for the turn, roughly
    assert next_prompt_estimate([question], "", "") == 14
    assert next_prompt_estimate([question], "y" * 8, "z" * 4) == 14 + 6 + 5
    answered = Said("assistant", "fine", _Usage(prompt_tokens=100, completion_tokens=30,
                                                  reasoning_tokens=10, dropped_tokens=50))
    # The answer's own count (its thinking is not sent again), then the rough rest:
    assert next_prompt_estimate([question, answered], "y" * 8, "") == 100 + 50 + 20
    assert next_prompt_estimate([question, answered, question], "", "z" * 4) == 170 + 14 + 5


def test_a_type_that_is_no_name_is_a_problem_not_an_exception() -> None:
    """The API fuzz (issue 40) found `"type": {}` and `"type": [{...}]` raised
    TypeError (unhashable) in the check: a 500 on every endpoint with a schema."""
    for odd in ({}, [{"k": 1}], [["string"]], 3, [None]):
        problem = OutputConstraint(json_schema={"properties": {"a": {"type": odd}}}
                                   ).first_problem() or ""
        assert problem.startswith("json_schema.properties.a: unknown type "), problem
