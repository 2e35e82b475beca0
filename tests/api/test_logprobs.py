"""logprobs / top_logprobs (chat) and logprobs (completions) through the real
openai client, shaped as llama.cpp's server answers them (OpenAI's shape)."""

from __future__ import annotations

import math
from typing import Any

import openai
import pytest

from tests.api.conftest import GREEDY, GREEDY_EXTRA

pytestmark = pytest.mark.slow
ASK: Any = [{"role": "user", "content": "Name three colours of the rainbow."}]


def _chat(client: openai.OpenAI, **extra: Any) -> Any:
    return client.chat.completions.create(model="lantern", messages=ASK, max_tokens=8,
                                          logprobs=True, top_logprobs=3, **GREEDY,
                                          extra_body=GREEDY_EXTRA, **extra)


def test_chat_logprobs_cover_the_answer_and_greedy_picks_the_top(client: openai.OpenAI
                                                                  ) -> None:
    whole = _chat(client)
    tokens = whole.choices[0].logprobs.content
    assert "".join(t.token for t in tokens) == whole.choices[0].message.content
    assert len(tokens) == whole.usage.completion_tokens
    for token in tokens:
        tops = [top.logprob for top in token.top_logprobs]
        assert len(tops) == 3 and tops == sorted(tops, reverse=True)
        assert token.logprob <= 0 and math.isclose(token.logprob, tops[0], abs_tol=1e-4)
        assert bytes(token.bytes).decode(errors="replace")
    streamed = [entry for chunk in _chat(client, stream=True) if chunk.choices
                and chunk.choices[0].logprobs for entry in chunk.choices[0].logprobs.content]
    assert [(t.token, t.logprob) for t in streamed] == [(t.token, t.logprob) for t in tokens]


def test_completion_logprobs_in_both_shapes(client: openai.OpenAI) -> None:
    reply = client.completions.create(model="lantern", prompt="The capital of France is",
                                      max_tokens=6, logprobs=2, **GREEDY,
                                      extra_body=GREEDY_EXTRA)
    choice = reply.choices[0]
    legacy = choice.logprobs
    assert legacy is not None and legacy.tokens is not None
    assert "".join(legacy.tokens) == choice.text
    assert legacy.token_logprobs and len(legacy.token_logprobs) == len(legacy.tokens)
    assert legacy.text_offset == [sum(len(t) for t in legacy.tokens[:i])
                                  for i in range(len(legacy.tokens))]
    assert legacy.top_logprobs and all(len(top) <= 2 for top in legacy.top_logprobs)
    content = (legacy.model_extra or {})["content"]  # llama.cpp server's shape
    assert [entry["token"] for entry in content] == legacy.tokens
