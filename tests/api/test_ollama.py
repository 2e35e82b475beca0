"""Ollama's API with the real `ollama` client against a real server on the
bundled model, on Ollama's own address (`--ollama`, here on a free port):
chat and generate whole and streamed, tools both ways, `format`, options,
embeddings, the listings and errors; and the raw NDJSON and error bodies
checked against Ollama's published API (docs/api.md), not only against
what the client tolerates."""

from __future__ import annotations

import json
import socket
from collections.abc import Iterator
from typing import Any

import httpx
import ollama
import pytest

from app.api.options import ServerOptions
from app.api.server import ApiServer
from app.engine.model_files import default_chat_model
from tests.api.conftest import API_KEY, ServerFactory
from tests.api.test_reasoning import thinking_model  # noqa: F401 (a fixture)

pytestmark = pytest.mark.slow
MODEL = "smollm2-135m-instruct:latest"
EMBEDDER = "all-minilm-l6-v2"
GREEDY: dict[str, Any] = {"temperature": 0, "top_k": 1, "num_predict": 8}
QUESTION = [{"role": "user", "content": "What is the capital of France?"}]
QUESTION_WEATHER = [{"role": "user", "content": "What is the weather in Paris?"}]
WEATHER = {"type": "function", "function": {
    "name": "get_weather", "description": "The weather in a city.",
    "parameters": {"type": "object", "properties": {"city": {"type": "string"}},
                   "required": ["city"]}}}


@pytest.fixture(scope="module")
def served(make_server: ServerFactory) -> ApiServer:
    return make_server(ollama=True, ollama_port=0)


@pytest.fixture(scope="module")
def llama(served: ApiServer) -> Iterator[ollama.Client]:
    assert served.ollama_url is not None
    client = ollama.Client(host=served.ollama_url, timeout=600)  # and no key, as Ollama's
    yield client
    client.close()


def lines(url: str, path: str, body: dict[str, Any]) -> list[dict[str, Any]]:
    with httpx.stream("POST", f"{url}{path}", json=body, timeout=600) as reply:
        assert reply.status_code == 200
        assert reply.headers["content-type"].startswith("application/x-ndjson")
        return [json.loads(line) for line in reply.iter_lines() if line]


def test_chat_whole_and_streamed_agree(llama: ollama.Client, served: ApiServer) -> None:
    whole = llama.chat(model=MODEL, messages=QUESTION, options=GREEDY)
    assert whole.message.role == "assistant" and whole.message.content
    assert whole.done and whole.done_reason in {"stop", "length"}
    assert whole.eval_count and whole.prompt_eval_count and whole.eval_count <= 8
    parts = list(llama.chat(model=MODEL, messages=QUESTION, options=GREEDY, stream=True))
    assert "".join(p.message.content or "" for p in parts) == whole.message.content
    assert [p.done for p in parts] == [False] * (len(parts) - 1) + [True]

    assert served.ollama_url is not None
    sent = lines(served.ollama_url, "/api/chat",
                 {"model": MODEL, "messages": QUESTION, "options": GREEDY})
    for piece in sent[:-1]:
        assert set(piece) == {"model", "created_at", "message", "done"}
        assert piece["model"] == MODEL and piece["created_at"].endswith("Z")
    last = sent[-1]
    assert last["done"] is True and last["message"] == {"role": "assistant", "content": ""}
    assert {"done_reason", "total_duration", "load_duration", "prompt_eval_count",
            "prompt_eval_duration", "eval_count", "eval_duration"} <= set(last)


def test_generate_and_its_options(llama: ollama.Client) -> None:
    whole = llama.generate(model=MODEL, prompt="The capital of France is",
                           system="Answer briefly.", options=GREEDY)
    assert whole.response and whole.done
    streamed = "".join(p.response for p in llama.generate(
        model=MODEL, prompt="The capital of France is", system="Answer briefly.",
        options=GREEDY, stream=True))
    assert streamed == whole.response
    cut = llama.generate(model=MODEL, prompt="Count to ten:", options={**GREEDY,
                                                                      "num_predict": 2})
    assert cut.done_reason == "length" and cut.eval_count == 2
    raw = llama.generate(model=MODEL, prompt="1, 2, 3,", raw=True, options=GREEDY)
    assert raw.response and raw.prompt_eval_count is not None
    assert raw.prompt_eval_count < 10  # the prompt as it is, without the template
    assert llama.generate(model=MODEL, prompt="").done_reason == "load"
    assert llama.generate(model=MODEL, prompt="", keep_alive=0).done_reason == "unload"


def test_tools_round_trip(llama: ollama.Client, served: ApiServer) -> None:
    """Ollama has no tool_choice; Lantern takes OpenAI's as an extra field, so the
    call is certain (grammar-made). The reply is read by the client's own model."""
    assert served.ollama_url is not None
    ask = {"model": MODEL, "messages": QUESTION_WEATHER, "tools": [WEATHER], "stream": False,
           "tool_choice": "required", "options": {**GREEDY, "num_predict": 40}}
    reply = httpx.post(f"{served.ollama_url}/api/chat", json=ask, timeout=600).json()
    called = ollama.ChatResponse.model_validate(reply)
    calls = called.message.tool_calls
    assert calls and calls[0].function.name == "get_weather"
    assert isinstance(calls[0].function.arguments["city"], str)
    streamed = lines(served.ollama_url, "/api/chat", {**ask, "stream": True})
    with_calls = [p["message"]["tool_calls"] for p in streamed if "tool_calls" in p["message"]]
    assert len(with_calls) == 1  # whole, once, before the end; ids are new each time
    assert [c["function"] for c in with_calls[0]] == [
        c["function"] for c in reply["message"]["tool_calls"]]
    assert streamed[-1]["done"] is True
    answer = llama.chat(model=MODEL, options=GREEDY, tools=[WEATHER], messages=[
        *QUESTION_WEATHER, called.message,
        {"role": "tool", "content": "Sunny, 24 °C", "tool_name": "get_weather"}])
    assert answer.message.content
    with pytest.raises(ollama.ResponseError) as refused:  # a result for no call
        llama.chat(model=MODEL, options=GREEDY, messages=[
            *QUESTION_WEATHER, {"role": "tool", "content": "?", "tool_name": "get_weather"}])
    assert refused.value.status_code == 400 and "messages.1" in refused.value.error


def test_format_json_schema_constrains_the_answer(llama: ollama.Client) -> None:
    schema = {"type": "object", "properties": {"capital": {"type": "string"},
                                               "population": {"type": "integer"}},
              "required": ["capital", "population"]}
    reply = llama.chat(model=MODEL, messages=QUESTION, format=schema,
                       options={**GREEDY, "num_predict": 40})
    answer = json.loads(reply.message.content or "")
    assert set(answer) == {"capital", "population"} and isinstance(answer["population"], int)
    assert isinstance(json.loads(llama.generate(model=MODEL, prompt="A colour:", format="json",
                                                options={**GREEDY, "num_predict": 20}
                                                ).response), dict | list | str | int | float)


def test_think_comes_back_as_thinking(llama: ollama.Client,
                                      thinking_model: None) -> None:  # noqa: F811
    reply = llama.chat(model=MODEL, messages=QUESTION, options=GREEDY, think=True)
    assert reply.message.thinking and reply.message.content == ""
    parts = list(llama.chat(model=MODEL, messages=QUESTION, options=GREEDY, think=True,
                            stream=True))
    assert "".join(p.message.thinking or "" for p in parts) == reply.message.thinking


def test_embeddings_new_and_old(llama: ollama.Client) -> None:
    both = llama.embed(model=EMBEDDER, input=["a river", "a mountain"])
    assert len(both.embeddings) == 2 and len(both.embeddings[0]) == 384
    one = llama.embeddings(model=EMBEDDER, prompt="a river")
    assert one.embedding == pytest.approx(both.embeddings[0], abs=1e-5)
    with pytest.raises(ollama.ResponseError) as refused:
        llama.embed(model=MODEL, input="a river")
    assert refused.value.status_code == 400 and EMBEDDER in refused.value.error


def test_listings(llama: ollama.Client, served: ApiServer) -> None:
    listed = llama.list().models
    assert [m.model for m in listed] == [MODEL, f"{EMBEDDER}:latest"]
    assert listed[0].size == default_chat_model().stat().st_size  # the file's, as Ollama's
    shown = llama.show(MODEL)
    assert shown.capabilities == ["completion", "tools"] and shown.modelinfo
    assert [m.model for m in llama.ps().models] == [MODEL]
    assert served.ollama_url is not None
    assert httpx.get(f"{served.ollama_url}/api/version").json()["version"]
    assert httpx.get(served.ollama_url).text == "Ollama is running"


def test_unknown_model_is_ollamas_404(llama: ollama.Client, served: ApiServer) -> None:
    with pytest.raises(ollama.ResponseError) as refused:
        llama.chat(model="llama3.2", messages=QUESTION)
    assert refused.value.status_code == 404 and 'model "llama3.2" not found' in \
        refused.value.error
    assert served.ollama_url is not None
    reply = httpx.post(f"{served.ollama_url}/api/show", json={"model": "llama3.2"})
    assert reply.status_code == 404 and set(reply.json()) == {"error"}
    reply = httpx.post(f"{served.ollama_url}/api/pull", json={"model": "llama3.2"})
    assert reply.status_code == 404 and isinstance(reply.json()["error"], str)


def test_the_key_is_asked_on_lanterns_own_address(served: ApiServer) -> None:
    """Only Ollama's address is open (loopback, and chosen); Lantern's asks the key."""
    assert httpx.get(f"{served.url}/api/tags").status_code == 401
    assert httpx.get(f"{served.url}/api/tags").json()["error"].startswith("No API key")
    keyed = httpx.get(f"{served.url}/api/tags", headers={"Authorization": f"Bearer {API_KEY}"})
    assert keyed.status_code == 200
    assert served.ollama_url is not None
    foreign = httpx.get(f"{served.ollama_url}/api/tags", headers={"Host": "evil.example"})
    assert foreign.status_code == 403  # a rebinding page's name is refused there too


def test_a_taken_ollama_port_is_refused_clearly(engine_thread: Any) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        server = ApiServer(engine_thread, lambda: None,  # type: ignore[arg-type,return-value]
                           ServerOptions(api_key=API_KEY, port=0, ollama=True,
                                         ollama_port=port))
        with pytest.raises(OSError) as refused:
            server.bind()
    assert f"127.0.0.1:{port}" in str(refused.value) and "Ollama" in str(refused.value)
