"""Thinking split from the answer: streamed text cut anywhere, and the real
chat templates of reasoning-model families (tests/engine/templates/SOURCES.md)."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import pytest

from app.engine.prompts import ChatTemplate
from app.engine.thinking import Pieces, ThinkingRouter, ThinkingSplitter, split_whole

TEMPLATES = Path(__file__).parent / "templates"

CASES: list[tuple[str, bool, Pieces]] = [
    # (model output, prompt opened <think> itself, expected split)
    ("<think>\nThe sky scatters blue light.\n</think>\n\nBlue.", False,
     Pieces("The sky scatters blue light.", "Blue.")),
    ("  <think>a</think>b", False, Pieces("a", "b")),
    ("The answer.", False, Pieces("", "The answer.")),
    ("  The answer.", False, Pieces("", "  The answer.")),
    ("<thinking is fun> said nobody", False, Pieces("", "<thinking is fun> said nobody")),
    ("Answer with <think>tags</think> inside.", False,
     Pieces("", "Answer with <think>tags</think> inside.")),
    ("<think>\n\n</think>\n\nNo thoughts.", False, Pieces("", "No thoughts.")),
    ("Reason in the open prompt.\n</think>\n\nDone.", True,
     Pieces("Reason in the open prompt.", "Done.")),
    ("\n\nStill thinking when the tokens ran out", True,
     Pieces("Still thinking when the tokens ran out", "")),
    ("<think>never closes  \n", False, Pieces("never closes", "")),
    ("<think>one</think>two</think>three", False, Pieces("one", "two</think>three")),
    ("<think>a < b and c </ d </thin", False, Pieces("a < b and c </ d </thin", "")),
    ("<thi", False, Pieces("", "<thi")),
    ("", False, Pieces("", "")),
    ("<think>x\n</think>", False, Pieces("x", "")),
    ("<think>日本語で考える</think>答え", False, Pieces("日本語で考える", "答え")),
]


def stream(text: str, cuts: list[int], starts_open: bool) -> tuple[list[str], list[str]]:
    """Feed `text` in pieces cut at `cuts`; the thinking and answer pieces."""
    reasoning: list[str] = []
    answer: list[str] = []
    router = ThinkingRouter(reasoning.append, starts_open)
    bounds = [0, *cuts, len(text)]
    for start, end in itertools.pairwise(bounds):
        answer.append(router.feed(text[start:end]))
    answer.append(router.finish())
    assert router.reasoning == "".join(reasoning)
    return reasoning, answer


@pytest.mark.parametrize(("text", "starts_open", "expected"), CASES)
def test_whole_replies_split_as_llama_cpp_does(text: str, starts_open: bool,
                                               expected: Pieces) -> None:
    assert split_whole(text, starts_open) == expected


@pytest.mark.parametrize(("text", "starts_open", "expected"), CASES)
def test_cut_at_every_position_gives_the_same_split(text: str, starts_open: bool,
                                                    expected: Pieces) -> None:
    for cut in range(len(text) + 1):
        reasoning, answer = stream(text, [cut], starts_open)
        assert Pieces("".join(reasoning), "".join(answer)) == expected, cut
        assert all(reasoning)  # no empty pieces are sent


@pytest.mark.parametrize(("text", "starts_open", "expected"), CASES)
def test_cut_at_every_pair_of_positions_and_every_character(
        text: str, starts_open: bool, expected: Pieces) -> None:
    for first in range(len(text) + 1):
        for second in range(first, len(text) + 1):
            reasoning, answer = stream(text, [first, second], starts_open)
            assert Pieces("".join(reasoning), "".join(answer)) == expected, (first, second)
    reasoning, answer = stream(text, list(range(1, len(text))), starts_open)
    assert Pieces("".join(reasoning), "".join(answer)) == expected


def test_thinking_streams_live_before_the_section_closes() -> None:
    splitter = ThinkingSplitter()
    assert splitter.feed("<think>First, ") == Pieces("First,")
    assert splitter.feed("the sky") == Pieces(" the sky")
    assert splitter.feed(" </thi") == Pieces()  # could be the end: held
    assert splitter.feed("nk>\n\nBlue") == Pieces(answer="Blue")
    assert splitter.finish() == Pieces()


def test_the_router_counts_the_tokens_spent_thinking() -> None:
    router = ThinkingRouter(lambda _t: None)
    for token in ["<think>", "\n", "Light", " scatters", ".\n", "</think>", "\n\n", "Blue", "."]:
        router.feed(token)
    router.finish()
    assert router.tokens == 6  # <think> through </think>
    assert router.reasoning == "Light scatters."


# -- the real templates ---------------------------------------------------------------


def template(name: str) -> ChatTemplate:
    return ChatTemplate((TEMPLATES / name).read_text(encoding="utf-8"), "chatml", "<s>", "</s>")


QUESTION = [{"role": "system", "content": "Be brief."},
            {"role": "user", "content": "What colour is the sky?"}]


def answered(answer: str) -> list[dict[str, Any]]:
    return [*QUESTION, {"role": "assistant", "content": answer},
            {"role": "user", "content": "And at night?"}]


@pytest.mark.parametrize(("name", "opens", "switch"), [
    ("Qwen-Qwen3-0.6B.jinja", False, True),
    ("deepseek-ai-DeepSeek-R1-Distill-Qwen-32B.jinja", True, False),
    ("GLM-4.6.jinja", False, True),
    ("NVIDIA-Nemotron-Nano-v2.jinja", True, False),
])
def test_templates_say_whether_they_open_thinking_and_take_a_switch(
        name: str, opens: bool, switch: bool) -> None:
    chat = template(name)
    assert chat.render(QUESTION).thinking_open is opens
    assert chat.takes_enable_thinking is switch


@pytest.mark.parametrize("name", ["Qwen-Qwen3-0.6B.jinja", "GLM-4.6.jinja"])
def test_enable_thinking_false_closes_the_section_in_the_prompt(name: str) -> None:
    chat = template(name)
    on, off = chat.render(QUESTION, enable_thinking=True), chat.render(
        QUESTION, enable_thinking=False)
    assert "</think>" in off.text[len(on.text) - 20:] and "</think>" not in on.text
    assert not off.thinking_open and not on.thinking_open
    assert chat.render(QUESTION).text == on.text  # on is these templates' default


def test_qwen3_answer_after_its_own_closed_section_has_no_thinking() -> None:
    """With thinking off, Qwen3's prompt ends `<think>\\n\\n</think>\\n\\n` and the
    model writes the answer straight away."""
    assert split_whole("The sky is blue.", template("Qwen-Qwen3-0.6B.jinja").render(
        QUESTION, enable_thinking=False).thinking_open) == Pieces("", "The sky is blue.")


@pytest.mark.parametrize(("name", "output", "kept"), [
    ("Qwen-Qwen3-0.6B.jinja",
     "<think>\nRayleigh scattering favours short wavelengths.\n</think>\n\nBlue.", ""),
    # This template keeps what follows </think> as it is; llama.cpp's parser,
    # like Lantern's, starts the answer at its first visible character.
    ("deepseek-ai-DeepSeek-R1-Distill-Qwen-32B.jinja",
     "Rayleigh scattering favours short wavelengths.\n</think>\n\nBlue.", "\n\n"),
    ("GLM-4.6.jinja", "\n<think>Rayleigh scattering favours short wavelengths.</think>\nBlue.",
     ""),
    ("NVIDIA-Nemotron-Nano-v2.jinja",
     "Rayleigh scattering favours short wavelengths.\n</think>\n\nBlue.", ""),
])
def test_our_split_is_the_templates_own(name: str, output: str, kept: str) -> None:
    """Each template re-splits a raw reply on `</think>` when it renders
    history: the answer Lantern stores (thinking left out) renders the same
    next prompt as the raw reply with its tags would."""
    chat = template(name)
    pieces = split_whole(output, chat.render(QUESTION).thinking_open)
    assert pieces == Pieces("Rayleigh scattering favours short wavelengths.", "Blue.")
    raw = output if output.lstrip().startswith("<think>") else "<think>\n" + output
    with_tags = chat.render(answered(raw)).text
    stored = chat.render(answered(kept + pieces.answer)).text
    assert stored == with_tags
    assert pieces.reasoning not in stored  # the thinking stays out of the next prompt


def test_an_opening_tag_in_several_tokens_counts_them_all() -> None:
    router = ThinkingRouter(lambda _t: None)
    for token in ["<", "think", ">", "Hm", "</", "think", ">", "Yes"]:
        router.feed(token)
    router.finish()
    assert router.tokens == 7 and router.reasoning == "Hm"
    plain = ThinkingRouter(lambda _t: None)
    assert [plain.feed(t) for t in ["<", "b", ">x"]] == ["", "<b", ">x"]
    assert plain.tokens == 0
