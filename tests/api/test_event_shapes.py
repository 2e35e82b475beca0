"""The shapes Lantern answers with, validated by the openai package's own
(pydantic) types: chat chunks carrying tool-call deltas, whole answers with
calls and logprobs, and every Responses API event of a text-then-calls answer."""

from __future__ import annotations

import json
from typing import Any

from openai.types import Completion
from openai.types.chat import ChatCompletion, ChatCompletionChunk
from openai.types.responses import Response, ResponseStreamEvent
from pydantic import TypeAdapter

from app.api.responses import Answer, Reply, tool_delta_json
from app.api.responses_api import ResponseEvents, ResponseShape
from app.api.streaming import Piece, _join
from app.domain import TokenLogprob, ToolCall, ToolCallDelta, UsageStats

CALLS = [ToolCall("call_a", "get_weather", '{"city": "Paris"}'),
         ToolCall("call_b", "get_time", '{"zone": "CET"}')]
DELTAS = [ToolCallDelta(0, "call_a", "get_weather", ""), ToolCallDelta(0, arguments='{"city": '),
          ToolCallDelta(0, arguments='"Paris"}'), ToolCallDelta(1, "call_b", "get_time",
                                                                '{"zone": "CET"}')]
LOGPROBS = [TokenLogprob("Hi", -0.25, [72, 105], [("Hi", -0.25), ("Yo", -2.0)])]
TOOL_USAGE = UsageStats(prompt_tokens=9, completion_tokens=12, finish_reason="tool_calls")


def _data(event: bytes) -> Any:
    lines = event.decode().strip().splitlines()
    return json.loads(lines[-1].removeprefix("data: "))


def test_tool_call_chunks_are_openai_chunks() -> None:
    reply = Reply(chat=True, model="m")
    chunks = [ChatCompletionChunk.model_validate(reply.chunk(index=0, tool_call=d))
              for d in DELTAS]
    first = chunks[0].choices[0].delta.tool_calls
    assert first and first[0].id == "call_a" and first[0].function
    assert first[0].function.name == "get_weather" and first[0].type == "function"
    later = chunks[1].choices[0].delta.tool_calls
    assert later and later[0].id is None and later[0].function
    assert later[0].function.name is None
    closing = ChatCompletionChunk.model_validate(reply.chunk(usage=TOOL_USAGE))
    assert closing.choices[0].finish_reason == "tool_calls"
    assert tool_delta_json(DELTAS[1]) == {"index": 0, "function": {"arguments": '{"city": '}}


def test_whole_answers_with_calls_and_logprobs_are_openai_completions() -> None:
    chat = ChatCompletion.model_validate(Reply(chat=True, model="m").whole(
        [Answer("", TOOL_USAGE, tuple(CALLS), LOGPROBS)]))
    message = chat.choices[0].message
    assert message.content is None and message.tool_calls
    assert [c.function.name for c in message.tool_calls  # type: ignore[union-attr]
            ] == ["get_weather", "get_time"]
    logprobs = chat.choices[0].logprobs
    assert logprobs and logprobs.content and logprobs.content[0].top_logprobs[1].token == "Yo"
    text = Completion.model_validate(Reply(chat=False, model="m").whole(
        [Answer("Hi", UsageStats(finish_reason="stop"), (), LOGPROBS)]))
    legacy = text.choices[0].logprobs
    assert legacy and legacy.tokens == ["Hi"] and legacy.top_logprobs == [{"Hi": -0.25,
                                                                          "Yo": -2.0}]


def test_every_responses_event_is_an_openai_event() -> None:
    events = ResponseEvents(ResponseShape("m", {"input": "hi", "tools": []}))
    stream = events.start() + events.text("Let me check. ")
    stream += b"".join(events.tool_call(d) for d in DELTAS)
    stream += events.finish(TOOL_USAGE, CALLS)
    parsed = [TypeAdapter(ResponseStreamEvent).validate_python(_data(part.encode()))
              for part in stream.decode().split("\n\n") if part]
    kinds = [event.type for event in parsed]
    assert kinds == [
        "response.created", "response.in_progress", "response.output_item.added",
        "response.content_part.added", "response.output_text.delta",
        "response.output_text.done", "response.content_part.done", "response.output_item.done",
        "response.output_item.added", "response.function_call_arguments.delta",
        "response.function_call_arguments.delta", "response.function_call_arguments.done",
        "response.output_item.done", "response.output_item.added",
        "response.function_call_arguments.delta", "response.function_call_arguments.done",
        "response.output_item.done", "response.completed"]
    assert [event.sequence_number for event in parsed] == list(range(len(parsed)))
    final = parsed[-1].response  # type: ignore[union-attr]
    assert isinstance(final, Response)
    assert [item.type for item in final.output] == ["message", "function_call",
                                                    "function_call"]
    assert final.output_text == "Let me check. "
    assert [(i.call_id, i.arguments) for i in final.output[1:]  # type: ignore[union-attr]
            ] == [(c.id, c.arguments) for c in CALLS]


def test_queued_pieces_join_without_mixing_calls() -> None:
    parts: list[Piece] = []
    for item in ["a", "b", *DELTAS, "c"]:
        _join(parts, item)
    assert parts == ["ab", ToolCallDelta(0, "call_a", "get_weather", '{"city": "Paris"}'),
                     DELTAS[3], "c"]
