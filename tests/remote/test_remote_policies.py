"""Context policies on a remote engine, against a real `lantern serve --ctx 512`
(which reports its context in /props): a conversation past the context keeps
answering under drop, summarise and ask, with the server's own refusal
when nothing is fitted (its clients own their messages); against
llama-cpp-python's server, which reports no context, the prompt goes whole
(the window says the context is unknown). And the enable_thinking switch in
each server's own field."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from typing import Any

import pytest

from app.engine.context_fit import SUMMARY_SAMPLER, Summary, tidy_summary
from app.engine.errors import EngineError, HistoryTooLong, NeedsSummary
from app.engine.remote import RemoteConfig, RemoteEngine, ServerKind
from app.engine.remote.dialects import dialect_for
from app.engine.requests import Generate, SamplerConfig
from tests.engine.test_long_conversations import conversation
from tests.remote.servers import ServerProcess
from tests.remote.test_remote_lantern import _wait_until_ready

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def small_lantern(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RemoteEngine]:
    folder = tmp_path_factory.mktemp("lantern-512")
    env = dict(os.environ, LANTERN_DATA_DIR=str(folder / "data"))
    process = subprocess.Popen([sys.executable, "-m", "app", "serve", "--port", "0",
                                "--ctx", "512"],
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                               env=env)
    assert process.stdout is not None
    first = process.stdout.readline()
    assert "listening on http://127.0.0.1:" in first, first
    url = first.split("listening on ")[1].strip()
    _wait_until_ready(url)
    key = (folder / "data" / "api-key").read_text().strip()
    engine = RemoteEngine(RemoteConfig(url), api_key=key)
    yield engine
    engine.close()
    process.send_signal(signal.SIGINT)
    process.wait(60)
    process.stdout.close()


def ask(engine: RemoteEngine, messages: list[dict[str, Any]], policy: str,
        summary: Summary | None = None, **fields: Any) -> Any:
    request = Generate(prompt=messages, max_tokens=16, config=SamplerConfig.greedy(),
                       context_policy=policy, summary=summary, **fields)
    engine.run(request)
    return request.reply.result(timeout=300)


def test_the_server_says_its_context(small_lantern: RemoteEngine) -> None:
    assert small_lantern.kind is ServerKind.LANTERN and small_lantern.info.n_ctx == 512


def test_drop_oldest_and_ask_on_a_remote_engine(small_lantern: RemoteEngine) -> None:
    messages = conversation(40)
    stored = [dict(m) for m in messages]
    with pytest.raises(EngineError, match="512"):
        ask(small_lantern, messages, "refuse")  # the server's own refusal, with the numbers
    text, usage = ask(small_lantern, messages, "drop_oldest")
    assert text.strip() and usage.dropped_messages % 2 == 0 and usage.dropped_messages > 0
    assert usage.prompt_tokens + 16 <= 512  # counted by the server: the estimate held
    with pytest.raises(HistoryTooLong):
        ask(small_lantern, messages, "ask")
    assert messages == stored


def test_summarise_on_a_remote_engine(small_lantern: RemoteEngine) -> None:
    messages = conversation(40)
    summary: Summary | None = None
    for _round in range(8):
        try:
            text, usage = ask(small_lantern, messages, "summarise", summary)
            break
        except NeedsSummary as needed:
            request = Generate(prompt=needed.prompt, max_tokens=needed.max_tokens,
                               config=SUMMARY_SAMPLER, cache_prompt=False)
            small_lantern.run(request)  # the remote model writes it
            written, written_usage = request.reply.result(timeout=300)
            assert written_usage.prompt_tokens + needed.max_tokens <= 512
            summary = Summary(tidy_summary(written, written_usage.finish_reason == "length")
                              or "Colours were asked for.", needed.covers)
    else:
        pytest.fail("the conversation never fitted beside its summary")
    assert text.strip() and usage.summarised_messages == summary.covers > 0
    assert usage.prompt_tokens + 16 <= 512


def test_thinking_switch_reaches_the_server(small_lantern: RemoteEngine) -> None:
    text, _usage = ask(small_lantern, conversation(1), "drop_oldest", enable_thinking=False)
    assert text.strip()  # accepted (the bundled model's template has no switch to read)


@pytest.mark.parametrize(("kind", "field"), [
    (ServerKind.LANTERN, "chat_template_kwargs"), (ServerKind.LLAMA_CPP, "chat_template_kwargs"),
    (ServerKind.VLLM, "chat_template_kwargs"), (ServerKind.OLLAMA, "think"),
    (ServerKind.LLAMA_CPP_PYTHON, None), (ServerKind.OPENAI, None)])
def test_each_server_gets_the_switch_in_its_own_field(kind: ServerKind, field: str | None) -> None:
    dialect = dialect_for(kind, "m", {}, [])
    body = dialect.generation(Generate(prompt=[{"role": "user", "content": "hi"}],
                                       enable_thinking=False), stream=False).body
    if field == "chat_template_kwargs":
        assert body["chat_template_kwargs"] == {"enable_thinking": False}
    elif field == "think":
        assert body["think"] is False
    else:
        assert "chat_template_kwargs" not in body and "think" not in body
    default = dialect.generation(Generate(prompt=[{"role": "user", "content": "hi"}]),
                                 stream=False).body
    assert "chat_template_kwargs" not in default and "think" not in default


def test_an_unknown_context_sends_the_prompt_whole(chat_server: ServerProcess) -> None:
    engine = RemoteEngine(RemoteConfig(chat_server.url))
    try:
        assert engine.kind is ServerKind.LLAMA_CPP_PYTHON and engine.info.n_ctx == 0
        text, usage = ask(engine, conversation(3), "drop_oldest")
        assert text.strip() and usage.dropped_messages == 0
    finally:
        engine.close()
