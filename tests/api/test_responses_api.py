"""POST /v1/responses with the real openai client: text, whole and streamed,
the same answer as chat completions gives; bad items named by their input path."""

from __future__ import annotations

from typing import Any

import httpx
import openai
import pytest

from tests.api.conftest import GREEDY, GREEDY_EXTRA
from tests.api.test_bad_input import error_of, still_up

pytestmark = pytest.mark.slow
QUESTION = "Name three colours of the rainbow."
INSTRUCTIONS = "Answer briefly."


def _respond(client: openai.OpenAI, **extra: Any) -> Any:
    return client.responses.create(model="lantern", input=QUESTION, instructions=INSTRUCTIONS,
                                   max_output_tokens=12, **GREEDY, extra_body=GREEDY_EXTRA,
                                   **extra)


def _chat_text(client: openai.OpenAI) -> str:
    messages: Any = [{"role": "system", "content": INSTRUCTIONS},
                     {"role": "user", "content": QUESTION}]
    reply = client.chat.completions.create(model="lantern", messages=messages, max_tokens=12,
                                           **GREEDY, extra_body=GREEDY_EXTRA)
    return reply.choices[0].message.content or ""


def test_a_whole_response_answers_as_chat_does(client: openai.OpenAI) -> None:
    response = _respond(client)
    assert response.object == "response" and response.id.startswith("resp_")
    assert response.output_text == _chat_text(client) and response.output_text
    assert response.status in {"completed", "incomplete"}
    assert response.usage.output_tokens <= 12
    assert response.usage.total_tokens == (response.usage.input_tokens
                                           + response.usage.output_tokens)
    if response.status == "incomplete":
        assert response.incomplete_details.reason == "max_output_tokens"
    message = response.output[0]
    assert message.type == "message" and message.role == "assistant"


def test_a_streamed_response_has_openai_events_and_the_same_text(client: openai.OpenAI) -> None:
    whole = _respond(client).output_text
    events = list(_respond(client, stream=True))
    kinds = [event.type for event in events]
    assert kinds[:4] == ["response.created", "response.in_progress",
                         "response.output_item.added", "response.content_part.added"]
    assert kinds[-4:-1] == ["response.output_text.done", "response.content_part.done",
                            "response.output_item.done"]
    assert kinds[-1] in {"response.completed", "response.incomplete"}
    assert [event.sequence_number for event in events] == list(range(len(events)))
    deltas = [event.delta for event in events if event.type == "response.output_text.delta"]
    assert "".join(deltas) == whole
    assert events[-1].response.output_text == whole
    item_ids = {event.item_id for event in events if event.type == "response.output_text.delta"}
    assert item_ids == {events[2].item.id}


@pytest.mark.parametrize(("body", "param", "words"), [
    ({"input": [{"type": "image_generation_call", "id": "x"}]}, "input.0.type",
     "function_call_output"),
    ({"input": [{"role": "user", "content": [{"type": "input_image", "image_url": "x"}]}]},
     "input.0.content.0", "must be a data: URL"),
    ({"input": "hi", "previous_response_id": "resp_1"}, "previous_response_id",
     "whole conversation"),
    ({"input": [{"role": "user", "content": "hi"},
                {"type": "function_call_output", "call_id": "call_9", "output": "1"}]},
     "input.1.call_id", "no earlier assistant message made"),
    ({"input": [{"role": "user", "content": "hi"},
                {"type": "function_call", "call_id": "c1", "name": "f", "arguments": "{x"}]},
     "input.1.arguments", "must be JSON text"),
    ({"input": "hi", "tools": [{"type": "web_search"}]}, "tools.0.type", "function tools"),
    ({"input": "hi", "tools": [{"type": "function", "name": "f"}],
      "tool_choice": {"type": "function", "name": "g"}}, "tool_choice.name",
     "not among the tools"),
    ({"input": "hi", "text": {"format": {"type": "json_schema", "name": "x",
                                         "schema": {"type": "strng"}}}},
     "text.format.schema", "unknown type 'strng'"),
    ({"input": "hi", "max_output_tokens": 0}, "max_output_tokens", "greater than or equal"),
    ({"input": []}, "input", "non-empty list"),
    ({"input": "hi", "instructions": {"role": "system"}}, "instructions", "must be text"),
    ({"input": "hi", "instructions": 5}, "instructions", "must be text"),  # issue 40
    ({"input": "hi", "text": {"format": 5}}, "text.format", "must be an object"),
    ({"input": "hi", "text": "json"}, "text", "must be an object"),
])
def test_bad_input_is_named_by_its_input_path(http: httpx.Client, body: dict[str, Any],
                                              param: str, words: str) -> None:
    error = error_of(http.post("/v1/responses", json=body), 400)
    assert error["param"] == param, error
    assert words in error["message"], error
    still_up(http)
