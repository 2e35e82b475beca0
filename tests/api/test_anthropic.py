"""Anthropic's Messages API with the real `anthropic` client against a real
server on the bundled model: create, stream, tools both ways, thinking,
count_tokens and errors; and the raw stream and error bodies checked
against Anthropic's published formats (docs.anthropic.com: "Streaming
Messages", "Errors"), not only against what the SDK tolerates."""

from __future__ import annotations

import json
from typing import Any

import anthropic
import httpx
import pytest

from app.api.server import ApiServer
from tests.api.conftest import API_KEY
from tests.api.test_reasoning import thinking_model  # noqa: F401 (a fixture)

pytestmark = pytest.mark.slow
QUESTION: list[Any] = [{"role": "user", "content": "What is the capital of France?"}]
GREEDY: dict[str, Any] = {"temperature": 0.0, "top_k": 1}
"""Sent as extra fields: the newest SDK no longer names the sampler's fields."""
WEATHER: Any = {"name": "get_weather", "description": "The weather in a city.",
           "input_schema": {"type": "object", "properties": {"city": {"type": "string"}},
                            "required": ["city"]}}
ASK_WEATHER: list[Any] = [{"role": "user", "content": "What is the weather in Paris?"}]


@pytest.fixture(scope="module")
def claude(server: ApiServer) -> anthropic.Anthropic:
    return anthropic.Anthropic(base_url=server.url, api_key=API_KEY, max_retries=0,
                               timeout=600)


def events(server: ApiServer, body: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    """The raw SSE stream: (event name, data) in order."""
    out: list[tuple[str, dict[str, Any]]] = []
    with httpx.stream("POST", f"{server.url}/v1/messages", timeout=600,
                      json={**body, **GREEDY, "stream": True},
                      headers={"x-api-key": API_KEY, "anthropic-version": "2023-06-01"}) as r:
        assert r.status_code == 200 and r.headers["content-type"].startswith(
            "text/event-stream")
        name = ""
        for line in r.iter_lines():
            if line.startswith("event: "):
                name = line[len("event: "):]
            elif line.startswith("data: "):
                data = json.loads(line[len("data: "):])
                assert data["type"] == name  # each data names its own event
                out.append((name, data))
    return out


def test_create_with_system_and_turns(claude: anthropic.Anthropic) -> None:
    message = claude.messages.create(
        model="lantern", max_tokens=8, system="Answer in one word.", extra_body=GREEDY,
        messages=[*QUESTION, {"role": "assistant", "content": "Paris."},
                  {"role": "user", "content": "And of Italy?"}],
        metadata={"user_id": "someone"})
    assert message.type == "message" and message.role == "assistant"
    assert message.id.startswith("msg_") and message.model == "lantern"
    assert [b.type for b in message.content] == ["text"]
    assert message.content[0].type == "text" and message.content[0].text
    assert message.stop_reason in {"end_turn", "max_tokens"}
    assert message.usage.output_tokens >= 1
    assert message.usage.input_tokens + (message.usage.cache_read_input_tokens or 0) > 20


def test_stream_is_the_whole_answer_in_anthropics_event_order(
        claude: anthropic.Anthropic, server: ApiServer) -> None:
    ask: dict[str, Any] = {"model": "lantern", "max_tokens": 8, "messages": QUESTION}
    whole = claude.messages.create(**ask, extra_body=GREEDY)
    with claude.messages.stream(**ask, extra_body=GREEDY) as stream:
        text = "".join(stream.text_stream)
        final = stream.get_final_message()
    assert whole.content[0].type == "text" and text == whole.content[0].text
    assert final.stop_reason == whole.stop_reason
    assert final.usage.output_tokens == whole.usage.output_tokens

    sent = events(server, ask)
    names = [name for name, _ in sent]
    assert names[:3] == ["message_start", "ping", "content_block_start"]
    assert names[-3:] == ["content_block_stop", "message_delta", "message_stop"]
    assert set(names[3:-3]) == {"content_block_delta"}
    start = sent[0][1]["message"]
    assert start["content"] == [] and start["stop_reason"] is None
    assert start["usage"]["input_tokens"] + start["usage"]["cache_read_input_tokens"] > 0
    assert sent[2][1] == {"type": "content_block_start", "index": 0,
                          "content_block": {"type": "text", "text": ""}}
    deltas = [data["delta"] for name, data in sent if name == "content_block_delta"]
    assert all(d["type"] == "text_delta" for d in deltas)
    assert "".join(d["text"] for d in deltas) == text
    delta = sent[-2][1]
    assert delta["delta"] == {"stop_reason": whole.stop_reason, "stop_sequence": None}
    assert delta["usage"]["output_tokens"] == whole.usage.output_tokens


def test_stop_sequences_and_max_tokens(claude: anthropic.Anthropic) -> None:
    free = claude.messages.create(model="lantern", max_tokens=12, messages=QUESTION,
                                  extra_body=GREEDY)
    assert free.content[0].type == "text"
    words = free.content[0].text.split()
    assert len(words) >= 3
    stopped = claude.messages.create(model="lantern", max_tokens=12, messages=QUESTION,
                                     stop_sequences=[words[2]], extra_body=GREEDY)
    assert stopped.content[0].type == "text" and words[2] not in stopped.content[0].text
    assert stopped.stop_reason == "stop_sequence" and stopped.stop_sequence == words[2]
    with claude.messages.stream(model="lantern", max_tokens=12, messages=QUESTION,
                                stop_sequences=[words[2]], extra_body=GREEDY) as streamed:
        final = streamed.get_final_message()
    assert final.stop_reason == "stop_sequence" and final.stop_sequence == words[2]
    cut = claude.messages.create(model="lantern", max_tokens=2, messages=QUESTION,
                                 extra_body=GREEDY)
    assert cut.stop_reason == "max_tokens" and cut.usage.output_tokens == 2


def test_tool_round_trip(claude: anthropic.Anthropic) -> None:
    """A forced tool's call is grammar-made: its input is the schema's object."""
    called = claude.messages.create(model="lantern", max_tokens=40, messages=ASK_WEATHER,
                                    tools=[WEATHER], tool_choice={"type": "tool",
                                                                  "name": "get_weather"},
                                    extra_body=GREEDY)
    assert called.stop_reason == "tool_use"
    use = next(b for b in called.content if b.type == "tool_use")
    assert use.name == "get_weather" and isinstance(use.input, dict)
    assert isinstance(use.input["city"], str)
    answered = claude.messages.create(
        model="lantern", max_tokens=8, tools=[WEATHER], extra_body=GREEDY,
        messages=[*ASK_WEATHER, {"role": "assistant", "content": called.content},
                  {"role": "user", "content": [{"type": "tool_result", "tool_use_id": use.id,
                                                "content": "Sunny, 24 °C"}]}])
    assert answered.stop_reason in {"end_turn", "max_tokens"}
    assert answered.content[0].type == "text" and answered.content[0].text


def test_any_tool_streamed_as_input_json_deltas(claude: anthropic.Anthropic,
                                                server: ApiServer) -> None:
    ask: dict[str, Any] = {"model": "lantern", "max_tokens": 40, "messages": ASK_WEATHER,
                           "tools": [WEATHER], "tool_choice": {"type": "any"}}
    with claude.messages.stream(**ask, extra_body=GREEDY) as stream:
        final = stream.get_final_message()
    use = next(b for b in final.content if b.type == "tool_use")
    assert final.stop_reason == "tool_use" and isinstance(use.input, dict)

    sent = events(server, ask)
    opened = [d["content_block"] for n, d in sent if n == "content_block_start"]
    assert opened[-1]["type"] == "tool_use" and opened[-1]["input"] == {}
    assert opened[-1]["name"] == "get_weather" and opened[-1]["id"]
    partial = "".join(d["delta"]["partial_json"] for n, d in sent
                      if n == "content_block_delta" and d["delta"]["type"] == "input_json_delta")
    assert json.loads(partial) == use.input
    assert sent[-2][1]["delta"]["stop_reason"] == "tool_use"


def test_output_config_format_is_the_schemas_json(claude: anthropic.Anthropic) -> None:
    schema = {"type": "object", "properties": {"capital": {"type": "string"},
                                               "population": {"type": "integer"}},
              "required": ["capital", "population"], "additionalProperties": False}
    message = claude.messages.create(
        model="lantern", max_tokens=40, messages=QUESTION, extra_body=GREEDY,
        output_config={"format": {"type": "json_schema", "schema": schema}})
    assert message.content[0].type == "text" and message.stop_reason == "end_turn"
    answer = json.loads(message.content[0].text)
    assert set(answer) == {"capital", "population"} and isinstance(answer["population"], int)


def test_tool_choice_none_answers_in_text(claude: anthropic.Anthropic) -> None:
    message = claude.messages.create(model="lantern", max_tokens=6, messages=ASK_WEATHER,
                                     tools=[WEATHER], tool_choice={"type": "none"},
                                     extra_body=GREEDY)
    assert [b.type for b in message.content] == ["text"]


def test_thinking_comes_as_thinking_blocks(claude: anthropic.Anthropic, server: ApiServer,
                                           thinking_model: None) -> None:  # noqa: F811
    ask: dict[str, Any] = {"model": "lantern", "max_tokens": 8, "messages": QUESTION,
                           "thinking": {"type": "enabled", "budget_tokens": 1024}}
    message = claude.messages.create(**ask, extra_body=GREEDY)
    thought = message.content[0]
    assert thought.type == "thinking" and thought.thinking
    sent = events(server, ask)
    assert sent[2][1]["content_block"] == {"type": "thinking", "thinking": "",
                                           "signature": ""}
    kinds = [d["delta"]["type"] for n, d in sent if n == "content_block_delta"]
    assert set(kinds) == {"thinking_delta", "signature_delta"}
    assert kinds[-1] == "signature_delta"  # the block's last delta, as Anthropic sends it
    assert "".join(d["delta"].get("thinking", "") for n, d in sent
                   if n == "content_block_delta") == thought.thinking


def test_count_tokens_is_what_create_reads(claude: anthropic.Anthropic) -> None:
    asked: dict[str, Any] = {"model": "lantern", "messages": ASK_WEATHER, "tools": [WEATHER],
                             "system": "Be brief."}
    counted = claude.messages.count_tokens(**asked)
    made = claude.messages.create(**asked, max_tokens=1, extra_body=GREEDY)
    read = made.usage.input_tokens + (made.usage.cache_read_input_tokens or 0)
    assert counted.input_tokens == read > 30


def raw_error(server: ApiServer, body: object, key: str = API_KEY) -> tuple[int, Any]:
    reply = httpx.post(f"{server.url}/v1/messages", json=body, timeout=600,
                       headers={"x-api-key": key, "anthropic-version": "2023-06-01"})
    return reply.status_code, reply.json()


def test_errors_are_in_anthropics_shape(claude: anthropic.Anthropic,
                                        server: ApiServer) -> None:
    status, body = raw_error(server, {"model": "x", "messages": QUESTION, "max_tokens": 4},
                             key="wrong")
    assert status == 401 and body["type"] == "error"
    assert body["error"]["type"] == "authentication_error" and body["error"]["message"]
    assert set(body) == {"type", "error"} and set(body["error"]) == {"type", "message"}
    status, body = raw_error(server, {"model": "x", "messages": QUESTION})
    assert status == 400 and body["error"]["type"] == "invalid_request_error"
    assert "max_tokens" in body["error"]["message"]

    with pytest.raises(anthropic.AuthenticationError):
        anthropic.Anthropic(base_url=server.url, api_key="wrong", max_retries=0).messages.create(
            model="lantern", max_tokens=4, messages=QUESTION)
    image: Any = {"type": "image",
                  "source": {"type": "url", "url": "https://example.com/a.png"}}
    with pytest.raises(anthropic.BadRequestError) as refused:
        claude.messages.create(model="lantern", max_tokens=4, messages=[
            {"role": "user", "content": [{"type": "text", "text": "What is this?"}, image]}])
    assert "messages.0.content.1" in refused.value.message
    assert "does not fetch images" in refused.value.message  # nothing leaves the machine
    with pytest.raises(anthropic.BadRequestError) as refused:
        claude.messages.create(model="lantern", max_tokens=4, messages=[
            *ASK_WEATHER, {"role": "user", "content": [
                {"type": "tool_result", "tool_use_id": "toolu_nobody", "content": "?"}]}])
    assert "'messages.1.content.0' answers" in refused.value.message
    assert "toolu_nobody" in refused.value.message
    with pytest.raises(anthropic.BadRequestError) as refused:
        claude.messages.create(model="lantern", max_tokens=4, messages=ASK_WEATHER,
                               tools=[{**WEATHER, "input_schema": {"type": "nonsense"}}])
    assert "tools.0.input_schema" in refused.value.message
    with pytest.raises(anthropic.NotFoundError):
        claude.post("/v1/messages/batches", cast_to=object, body={})


def test_models_are_listed_in_anthropics_shape(claude: anthropic.Anthropic,
                                               server: ApiServer) -> None:
    """/v1/models is OpenAI's path too: the anthropic-version header says which."""
    models = list(claude.models.list())
    assert [m.id for m in models] == ["smollm2-135m-instruct", "all-minilm-l6-v2"]
    assert models[0].type == "model" and models[0].display_name == "SmolLM2 135M Instruct"
    assert claude.models.retrieve("smollm2-135m-instruct").display_name == models[0].display_name
    with pytest.raises(anthropic.NotFoundError):
        claude.models.retrieve("claude-sonnet-4-5")
    missing = httpx.get(f"{server.url}/v1/models/claude-sonnet-4-5",
                        headers={"x-api-key": API_KEY, "anthropic-version": "2023-06-01"})
    assert missing.json()["error"]["type"] == "not_found_error"
