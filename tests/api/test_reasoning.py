"""reasoning_content beside content, whole and streamed, with the real openai
client against a real server. The bundled model is no reasoning model, so the
engine gets a chat template whose generation prompt opens `<think>` (as
DeepSeek-R1 distills' does): everything it writes within max_tokens is thinking."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import openai
import pytest

from app.engine.llama import LlamaEngine
from app.engine.owner import EngineOwner
from app.engine.prompts import ChatTemplate
from tests.api.conftest import GREEDY, GREEDY_EXTRA

OPENS_THINKING = ("{% for m in messages %}<|im_start|>{{ m['role'] }}\n{{ m['content'] }}"
                  "<|im_end|>\n{% endfor %}"
                  "{% if add_generation_prompt %}<|im_start|>assistant\n<think>\n{% endif %}")
ASK: dict[str, Any] = {"model": "lantern", "max_tokens": 8, **GREEDY,
                       "messages": [{"role": "user", "content": "Why is the sky blue?"}]}


@pytest.fixture
def thinking_model(engine_thread: EngineOwner) -> Iterator[None]:
    engine = engine_thread.loaded.result()
    assert isinstance(engine, LlamaEngine)
    own = engine.template
    engine.template = ChatTemplate(OPENS_THINKING, "chatml", own.bos_token, own.eos_token)
    yield None
    engine.template = own


def test_thinking_is_reasoning_content_whole_and_streamed(
        client: openai.OpenAI, thinking_model: None) -> None:
    whole = client.chat.completions.create(**ASK, extra_body=GREEDY_EXTRA)
    message = whole.choices[0].message
    thought: str = message.reasoning_content  # type: ignore[attr-defined]
    assert thought and message.content == "" and whole.choices[0].finish_reason == "length"
    assert whole.usage is not None and whole.usage.completion_tokens_details is not None
    assert whole.usage.completion_tokens_details.reasoning_tokens == 8

    chunks = list(client.chat.completions.create(**ASK, stream=True, extra_body=GREEDY_EXTRA))
    deltas = [c.choices[0].delta for c in chunks if c.choices]
    assert "".join(getattr(d, "reasoning_content", None) or "" for d in deltas) == thought
    assert "".join(d.content or "" for d in deltas) == ""


def test_reasoning_format_none_keeps_the_text_as_written(
        client: openai.OpenAI, thinking_model: None) -> None:
    split = client.chat.completions.create(**ASK, extra_body=GREEDY_EXTRA)
    raw = client.chat.completions.create(**ASK, extra_body={**GREEDY_EXTRA,
                                                            "reasoning_format": "none"})
    message = raw.choices[0].message
    assert getattr(message, "reasoning_content", None) is None
    thought = split.choices[0].message.reasoning_content  # type: ignore[attr-defined]
    assert message.content is not None and message.content.strip() == thought


def test_a_plain_answer_has_no_reasoning_content(client: openai.OpenAI) -> None:
    reply = client.chat.completions.create(**ASK, extra_body=GREEDY_EXTRA)
    message = reply.choices[0].message
    assert message.content and getattr(message, "reasoning_content", None) is None
    assert reply.usage is not None and reply.usage.completion_tokens_details is not None
    assert reply.usage.completion_tokens_details.reasoning_tokens == 0
