"""Tool-call formats on the real chat templates of each model family.

Each template renders an assistant turn with tool calls (as the model was
taught to write them); the family's parser must read them back, from text
streamed in pieces split at every position. No model is loaded here.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from app.domain import ToolCall, ToolCallDelta, ToolSpec
from app.engine.errors import RequestError
from app.engine.prompts import ChatTemplate
from app.engine.tool_calls import FORMATS, ToolFormat, detect_format
from app.engine.tool_calls.base import to_json
from app.engine.tool_calls.prompting import short_id

TEMPLATES = Path(__file__).parent / "templates"
WEATHER = ToolSpec("get_weather", "Current weather", {
    "type": "object", "properties": {"city": {"type": "string"}, "days": {"type": "integer"}},
    "required": ["city"]})
TOOLS = (WEATHER,)
USER = {"role": "user", "content": "Weather in Paris and in Rome?"}
PARIS = {"city": "Paris", "days": 2}
ROME = {"city": "Rome, \"Lazio\" {centre}"}  # quotes and braces inside a string
_ENDS = ("<|im_end|>", "<|eot_id|>", "<|eom_id|>", "</s>", "<|end|>", "<turn|>",
         "<|tool_response>")


def template(name: str) -> str:
    return (TEMPLATES / f"{name}.jinja").read_text(encoding="utf-8")


def call(call_id: str, arguments: dict[str, Any]) -> dict[str, Any]:
    return {"id": call_id, "type": "function",
            "function": {"name": "get_weather", "arguments": json.dumps(arguments)}}


def rendered_answer(source: str, calls: list[dict[str, Any]]) -> str:
    """The assistant turn's text as the template writes it (what the model learnt)."""
    chat = ChatTemplate(source, "chatml", "<s>", "</s>")
    fmt = detect_format(source)
    before = chat.render([USER], TOOLS, fmt).text
    after = chat.render([USER, {"role": "assistant", "content": None, "tool_calls": calls}],
                        TOOLS, fmt).text
    common = next((i for i, (a, b) in enumerate(zip(before, after, strict=False)) if a != b),
                  min(len(before), len(after)))
    for opener in fmt.openers:  # the shorter prompt may end in the opener's first characters
        back = next((k for k in range(len(opener.text)) if after[common - k:].startswith(
            opener.text)), 0)
        common -= back
    answer = after[common:]
    cut = min((i for end in _ENDS if (i := answer.find(end)) >= 0), default=len(answer))
    return answer[:cut]


def parse(fmt: ToolFormat, pieces: Sequence[str]) -> tuple[str, list[ToolCall],
                                                           list[ToolCallDelta]]:
    parser = fmt.parser(TOOLS)
    events: list[Any] = []
    for piece in pieces:
        events += parser.feed(piece)
    rest, calls = parser.finish()
    events += rest
    text = "".join(e for e in events if isinstance(e, str))
    return text, calls, [e for e in events if isinstance(e, ToolCallDelta)]


def splits(text: str) -> list[list[str]]:
    """The text in two pieces at every position, and one character at a time."""
    return [[text[:i], text[i:]] for i in range(len(text) + 1)] + [list(text)]


def check_every_split(fmt: ToolFormat, text: str, expected: list[dict[str, Any]],
                      content: str = "") -> None:
    for pieces in splits(text):
        said, calls, deltas = parse(fmt, pieces)
        assert said == content, pieces
        assert [(c.name, json.loads(c.arguments)) for c in calls] == [
            ("get_weather", arguments) for arguments in expected], pieces
        firsts = [d for d in deltas if d.id is not None]
        assert [d.id for d in firsts] == [c.id for c in calls]
        assert all(d.name == "get_weather" for d in firsts)
        for index, made in enumerate(calls):
            streamed = "".join(d.arguments for d in deltas if d.index == index)
            assert json.loads(streamed) == json.loads(made.arguments)


FAMILIES = [
    ("Qwen-Qwen2.5-7B-Instruct", "hermes", [PARIS, ROME]),
    ("NousResearch-Hermes-3-Llama-3.1-8B-tool_use", "hermes", [PARIS, ROME]),
    ("meta-llama-Llama-3.1-8B-Instruct", "llama3", [PARIS]),
    ("meta-llama-Llama-3.2-3B-Instruct", "llama3", [ROME]),
    ("mistralai-Mistral-Nemo-Instruct-2407", "mistral", [PARIS, ROME]),
    ("Mistral-Small-3.2-24B-Instruct-2506", "mistral-args", [PARIS, ROME]),
    ("google-gemma-4-31B-it", "gemma", [PARIS, ROME]),
]


@pytest.mark.parametrize(("name", "family", "arguments"), FAMILIES)
def test_each_family_reads_back_its_own_templates_calls(name: str, family: str,
                                                         arguments: list[dict[str, Any]]) -> None:
    source = template(name)
    assert detect_format(source).name == family
    calls = [call(f"call{i}abcd", a) for i, a in enumerate(arguments)]
    text = rendered_answer(source, calls)
    assert text, "the template rendered no tool calls"
    check_every_split(FORMATS[family], text, arguments)


def test_phi4_mini_format_from_its_documentation() -> None:
    source = template("microsoft-Phi-4-mini-instruct")
    assert detect_format(source).name == "phi4"
    text = ('<|tool_call|>[{"name": "get_weather", "arguments": {"city": "Paris", "days": 2}}, '
            '{"name": "get_weather", "arguments": {"city": "Rome, \\"Lazio\\" {centre}"}}]'
            "<|/tool_call|>")
    check_every_split(FORMATS["phi4"], text, [PARIS, ROME])
    prompt = ChatTemplate(source, "chatml", "<s>", "</s>").render(
        [{"role": "system", "content": "Be brief."}, USER], TOOLS, FORMATS["phi4"]).text
    assert prompt.startswith('<|system|>Be brief.<|tool|>[{"name": "get_weather"')


def test_llama3_python_tag_and_text_before_a_hermes_call() -> None:
    tagged = '<|python_tag|>{"name": "get_weather", "parameters": {"city": "Paris", "days": 2}}'
    check_every_split(FORMATS["llama3"], tagged, [PARIS])
    said = 'Let me look.\n<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris", ' \
           '"days": 2}}\n</tool_call>'
    check_every_split(FORMATS["hermes"], said, [PARIS], content="Let me look.")


def test_plain_answers_pass_through_untouched() -> None:
    for fmt in FORMATS.values():
        text = "No tool needed: 2 < 3 and [x] {y} are fine."
        for pieces in splits(text):
            said, calls, _ = parse(fmt, pieces)
            assert said == text and calls == []


def test_calls_that_do_not_validate_are_left_out() -> None:
    wrong = '<tool_call>\n{"name": "get_weather", "arguments": {"days": "two"}}\n</tool_call>'
    unknown = '<tool_call>\n{"name": "rm_rf", "arguments": {}}\n</tool_call>'
    cut = '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Pa'
    for text in (wrong, unknown, cut):
        assert parse(FORMATS["hermes"], [text])[1] == []


def test_templates_without_tools_get_the_generic_format() -> None:
    source = template("HuggingFaceTB-SmolLM2-135M-Instruct")
    fmt = detect_format(source)
    assert fmt.name == "generic" and not fmt.native
    chat = ChatTemplate(source, "chatml", "<s>", "</s>")
    turns = [USER, {"role": "assistant", "content": "", "tool_calls": [call("call_1", PARIS)]},
             {"role": "tool", "tool_call_id": "call_1", "content": "Sunny, 24 C"}]
    first = chat.render(turns[:1], TOOLS, fmt).text
    longer = chat.render(turns, TOOLS, fmt).text
    assert "<tools>\n{\"name\": \"get_weather\"" in first
    # append-only: the longer conversation extends the shorter one's prompt
    assert longer.startswith(first.removesuffix("<|im_start|>assistant\n"))
    assert '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris"' in longer
    assert "<tool_response>\nSunny, 24 C\n</tool_response>" in longer
    check_every_split(fmt, rendered_answer(source, [call("c", PARIS)]), [PARIS])


def test_a_tool_result_needs_the_call_it_answers() -> None:
    chat = ChatTemplate(template("Qwen-Qwen2.5-7B-Instruct"), "chatml", "<s>", "</s>")
    with pytest.raises(RequestError, match="tool result for call 'nope'"):
        chat.render([USER, {"role": "tool", "tool_call_id": "nope", "content": "x"}], TOOLS,
                    FORMATS["hermes"])
    with pytest.raises(RequestError, match="not JSON"):
        chat.render([USER, {"role": "assistant", "content": "", "tool_calls": [
            {"id": "a", "function": {"name": "get_weather", "arguments": "{city"}}]}], TOOLS,
            FORMATS["hermes"])


def test_mistral_ids_are_nine_letters_or_digits_and_stable() -> None:
    assert short_id("call_abc") == short_id("call_abc") != short_id("call_abd")
    assert len(short_id("call_abc")) == 9 and short_id("call_abc").isalnum()
    assert short_id("a1b2c3d4e") == "a1b2c3d4e"


def test_gemma_arguments_become_json() -> None:
    assert json.loads(to_json('{city:<|"|>Rome, {x}: y<|"|>,days:2}', "gemma")) == {
        "city": "Rome, {x}: y", "days": 2}
