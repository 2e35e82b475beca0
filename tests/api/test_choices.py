"""`n` > 1: n choices, each its own generation; with a seed, choice i samples
with seed + i, as llama.cpp's server does (the real client, real server)."""

from __future__ import annotations

from collections import defaultdict

import openai
import pytest

pytestmark = pytest.mark.slow
PROMPT = "My favourite animal is"
ASK = [{"role": "user", "content": "Name an animal."}]


def test_n_completions_are_seeded_one_after_another(client: openai.OpenAI) -> None:
    def complete(n: int, seed: int) -> openai.types.Completion:
        return client.completions.create(model="lantern", prompt=PROMPT, max_tokens=8,
                                         temperature=1.2, seed=seed, n=n)

    three = complete(3, seed=40)
    assert [c.index for c in three.choices] == [0, 1, 2]
    texts = [c.text for c in three.choices]
    assert [c.text for c in complete(3, seed=40).choices] == texts  # repeatable
    singles = [complete(1, seed=40 + i) for i in range(3)]
    assert texts == [s.choices[0].text for s in singles]
    assert len(set(texts)) > 1
    assert three.usage is not None
    assert three.usage.completion_tokens == sum(s.usage.completion_tokens for s in singles
                                                if s.usage)
    assert three.usage.prompt_tokens == singles[0].usage.prompt_tokens  # type: ignore[union-attr]


def test_n_chat_choices_stream_by_index_as_they_are_whole(client: openai.OpenAI) -> None:
    settings = {"model": "lantern", "messages": ASK, "max_tokens": 8, "temperature": 1.0,
                "seed": 7, "n": 2}
    whole = client.chat.completions.create(**settings)  # type: ignore[call-overload]
    assert [c.index for c in whole.choices] == [0, 1]
    streamed: dict[int, str] = defaultdict(str)
    finishes: dict[int, str | None] = {}
    for chunk in client.chat.completions.create(**settings, stream=True):
        for choice in chunk.choices:
            streamed[choice.index] += choice.delta.content or ""
            if choice.finish_reason:
                finishes[choice.index] = choice.finish_reason
    assert [streamed[0], streamed[1]] == [c.message.content for c in whole.choices]
    assert finishes == {c.index: c.finish_reason for c in whole.choices}
