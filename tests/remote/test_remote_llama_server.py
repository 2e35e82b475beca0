"""RemoteEngine against llama-cpp-python's own server (`python -m llama_cpp.server`)
running the real default model on 127.0.0.1: chat with and without
streaming, stop mid-stream, embeddings, errors."""

from __future__ import annotations

import json
import math
import socket
from collections.abc import Iterator
from typing import Any

import httpx
import jsonschema
import pytest

from app.domain import OutputConstraint
from app.engine.errors import EngineError, RequestError
from app.engine.remote import RemoteConfig, RemoteEngine, ServerKind
from app.engine.requests import EmbedBatch, Generate, GenerateStream, SamplerConfig
from tests.remote.conftest import CHAT_ALIAS, EMBED_ALIAS
from tests.remote.servers import ServerProcess, free_port

pytestmark = pytest.mark.slow
GREEDY = SamplerConfig.greedy()
QUESTION = [{"role": "user", "content": "Name three colours of the rainbow."}]


@pytest.fixture(scope="module")
def engine(chat_server: ServerProcess) -> Iterator[RemoteEngine]:
    engine = RemoteEngine(RemoteConfig(chat_server.url + "/v1/"))
    yield engine
    engine.close()


def test_probe_finds_the_kind_and_the_model(engine: RemoteEngine) -> None:
    assert engine.kind is ServerKind.LLAMA_CPP_PYTHON
    assert engine.info.models == [CHAT_ALIAS]
    assert engine.info.embedding_models == []  # started without --embedding
    assert engine.model_name == f"{CHAT_ALIAS} (llama-cpp-python server)"


def test_answer_in_one_reply_is_the_servers_own(engine: RemoteEngine,
                                                chat_server: ServerProcess) -> None:
    def ask_raw() -> dict[str, Any]:
        """The same question asked with a plain HTTP client, as the server documents it."""
        answer: dict[str, Any] = httpx.post(chat_server.url + "/v1/chat/completions",
                                            timeout=120, json={
            "model": CHAT_ALIAS, "messages": QUESTION, "max_tokens": 24, "temperature": 0.0,
            "top_p": 1.0, "top_k": 0, "min_p": 0.0, "repeat_penalty": 1.0,
        }).json()
        return answer

    # The server reuses the previous prompt's KV and re-reads only its last
    # token, which can flip a near-tie against a cold read (SmolLM2 does): so
    # both compared answers come after the same question was read once.
    ask_raw()
    request = Generate(prompt=QUESTION, max_tokens=24, config=GREEDY)
    engine.run(request)
    text, usage = request.reply.result(timeout=120)
    raw = ask_raw()
    assert text and text == raw["choices"][0]["message"]["content"]
    assert usage.prompt_tokens == raw["usage"]["prompt_tokens"] > 0
    assert usage.completion_tokens == raw["usage"]["completion_tokens"]
    assert usage.finish_reason == raw["choices"][0]["finish_reason"]


def test_streamed_answer_matches_the_whole_one(engine: RemoteEngine) -> None:
    whole = Generate(prompt=QUESTION, max_tokens=24, config=GREEDY)
    engine.run(whole)
    pieces: list[str] = []
    stream = GenerateStream(prompt=QUESTION, max_tokens=24, config=GREEDY,
                            callback=pieces.append)
    engine.run(stream)
    usage = stream.reply.result(timeout=120)
    assert len(pieces) > 1, "the answer arrived piece by piece"
    assert "".join(pieces) == whole.reply.result()[0]
    assert usage.finish_reason in ("stop", "length")
    assert usage.completion_tokens == len(pieces)  # this server sends no usage in streams


def test_stop_mid_stream_ends_generation_on_the_server(engine: RemoteEngine,
                                                      chat_server: ServerProcess) -> None:
    seen_before = chat_server.log().count("Disconnected from client")
    pieces: list[str] = []
    request = GenerateStream(prompt=[{"role": "user", "content": "Tell a long story."}],
                             max_tokens=600, config=GREEDY)

    def on_piece(text: str) -> None:
        pieces.append(text)
        if len(pieces) == 3:
            request.cancel()

    request.callback = on_piece
    engine.run(request)
    usage = request.reply.result(timeout=120)
    assert usage.finish_reason == "cancelled"
    assert len(pieces) == 3, "no piece is delivered after the stop"
    # The server notices the closed connection and abandons the answer ...
    assert chat_server.wait_for_log("Disconnected from client", timeout_s=60)
    assert chat_server.log().count("Disconnected from client") == seen_before + 1
    # ... and is free for the next request at once (it serves one at a time).
    after = Generate(prompt=QUESTION, max_tokens=4, config=GREEDY)
    engine.run(after)
    assert after.reply.result(timeout=120)[1].completion_tokens == 4


def test_a_prompt_too_long_is_refused_with_the_servers_reason(engine: RemoteEngine) -> None:
    words = " ".join(["lantern"] * 3000)
    request = Generate(prompt=[{"role": "user", "content": words}], max_tokens=8)
    engine.run(request)
    error = request.reply.exception(timeout=120)
    assert isinstance(error, RequestError)
    assert "refused the request (HTTP 400" in str(error)
    assert "maximum context length is 1024" in str(error)  # the server's own words


def test_what_this_server_cannot_do_is_refused_not_dropped(engine: RemoteEngine) -> None:
    lora = Generate(prompt=QUESTION, max_tokens=4, lora_selection=(("concise", 0.8),))
    no_cache = Generate(prompt=QUESTION, max_tokens=4, cache_prompt=False)
    bad_sampler = Generate(prompt=QUESTION, max_tokens=4, config=SamplerConfig(top_p=0))
    embed = EmbedBatch(texts=["a"])
    for request in (lora, no_cache, bad_sampler, embed):
        engine.run(request)
    assert "cannot choose LoRA adapters per request" in str(lora.reply.exception())
    assert "cannot turn its prompt cache off" in str(no_cache.reply.exception())
    assert "top_p must be in (0, 1]" in str(bad_sampler.reply.exception())
    assert "serves no embedding model" in str(embed.reply.exception())


def test_a_server_that_is_not_there_is_unreachable() -> None:
    with pytest.raises(EngineError, match="is unreachable"):
        RemoteEngine(RemoteConfig(f"http://127.0.0.1:{free_port()}"))


def test_remote_embeddings_are_batched_and_match_the_local_model(
        embedding_server: ServerProcess) -> None:
    from app.engine.embedder import Embedder

    engine = RemoteEngine(RemoteConfig(embedding_server.url))
    try:
        assert engine.info.embedding_models == [EMBED_ALIAS]
        texts = [f"Passage number {i} about lighthouses and the sea." for i in range(70)]
        request = EmbedBatch(texts=texts)  # more than one batch of 64
        engine.run(request)
        vectors = request.reply.result(timeout=300)
    finally:
        engine.close()
    assert len(vectors) == 70 and all(len(v) == 384 for v in vectors)
    assert all(math.isclose(sum(x * x for x in v), 1.0, rel_tol=1e-5) for v in vectors)
    assert embedding_server.log().count('"POST /v1/embeddings HTTP/1.1" 200') >= 3  # probe + 2
    local = Embedder(None, n_threads=2)
    try:
        reference = local.embed([texts[0], texts[69]])
    finally:
        local.close()
    for mine, theirs in zip((vectors[0], vectors[69]), reference, strict=True):
        assert sum(a * b for a, b in zip(mine, theirs, strict=True)) > 0.99


def test_a_server_error_is_reported_with_its_reason(chat_server: ServerProcess) -> None:
    # Asking the chat-only server for embeddings makes it fail with HTTP 500.
    engine = RemoteEngine(RemoteConfig(chat_server.url, embedding_model=CHAT_ALIAS))
    try:
        request = EmbedBatch(texts=["a lighthouse"])
        engine.run(request)
        error = request.reply.exception(timeout=120)
    finally:
        engine.close()
    assert isinstance(error, EngineError) and not isinstance(error, RequestError)
    assert "failed (HTTP 500" in str(error) and "embedding=True" in str(error)


def test_a_server_that_never_answers_times_out_clearly() -> None:
    # A real listening socket whose connection is accepted by the kernel and
    # never answered: what a hung server looks like from the client.
    with socket.socket() as silent:
        silent.bind(("127.0.0.1", 0))
        silent.listen()
        port = silent.getsockname()[1]
        with pytest.raises(EngineError, match=r"did not answer within 1 s"):
            RemoteEngine(RemoteConfig(f"http://127.0.0.1:{port}", timeout_s=1.0))


PERSON = {"type": "object", "properties": {
    "name": {"type": "string", "maxLength": 12},
    "mood": {"enum": ["calm", "bold"]}, "tall": {"type": "boolean"}},
    "required": ["name", "mood", "tall"]}


def test_a_json_schema_and_a_grammar_reach_the_server(engine: RemoteEngine) -> None:
    """llama-cpp-python takes a chat schema as {"type": "json_object", "schema"}
    and a GBNF grammar on completions; both are honoured by its sampler."""
    ask = [{"role": "user", "content": "Describe a person as JSON."}]
    shaped = Generate(prompt=ask, max_tokens=60, config=GREEDY,
                      constraint=OutputConstraint(json_schema=PERSON))
    engine.run(shaped)
    text, usage = shaped.reply.result(timeout=120)
    assert usage.finish_reason == "stop", text
    jsonschema.validate(json.loads(text), PERSON)
    chosen = Generate(prompt="Is the sky blue? Answer:", max_tokens=4, config=GREEDY,
                      constraint=OutputConstraint(grammar='root ::= " yes" | " no"'))
    engine.run(chosen)
    assert chosen.reply.result(timeout=120)[0] in {" yes", " no"}


def test_logprobs_come_back_on_the_request(engine: RemoteEngine) -> None:
    request = Generate(prompt=QUESTION, max_tokens=6, config=GREEDY, logprobs=2)
    engine.run(request)
    text, _usage = request.reply.result(timeout=120)
    assert "".join(t.token for t in request.token_logprobs) == text
    assert all(t.logprob <= 0 and len(t.top) == 2 for t in request.token_logprobs)
    best = request.token_logprobs[0]
    assert best.top[0][1] >= best.top[1][1]
