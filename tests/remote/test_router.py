"""EngineRouter: the worker's one engine answers from the local model or from
the remote engine a request names; the registry keeps engines and per-
conversation choices, never keys."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from app.engine.errors import EngineError
from app.engine.llama import EngineConfig, LlamaEngine
from app.engine.remote.keys import save_key
from app.engine.remote.registry import EngineRegistry, EngineSpec, Route
from app.engine.requests import Generate, SamplerConfig
from app.engine.router import EngineRouter
from tests.remote.conftest import CHAT_ALIAS
from tests.remote.servers import ServerProcess

pytestmark = pytest.mark.slow
QUESTION = [{"role": "user", "content": "What is a lighthouse?"}]


@pytest.fixture
def router(chat_model: Path, tmp_path: Path, chat_server: ServerProcess
           ) -> Iterator[EngineRouter]:
    registry = EngineRegistry(tmp_path / "engines.json")
    registry.put(EngineSpec("gpu-box", chat_server.url))
    router = EngineRouter(LlamaEngine(EngineConfig(model_path=chat_model, n_ctx=1024)),
                          registry)
    yield router
    router.close()


def ask(router: EngineRouter, **fields: object) -> Generate:
    request = Generate(prompt=QUESTION, max_tokens=12, config=SamplerConfig.greedy(),
                       **fields)  # type: ignore[arg-type]
    router.run(request)
    return request


def test_requests_go_where_they_say(router: EngineRouter, chat_server: ServerProcess) -> None:
    served_before = chat_server.log().count("POST /v1/chat/completions")
    local = ask(router)
    remote = ask(router, engine="gpu-box")
    assert remote.reply.result(timeout=120)[0]
    assert local.reply.result(timeout=120)[0]
    assert chat_server.log().count("POST /v1/chat/completions") == served_before + 1
    # The remote answer is the server's own.
    raw = httpx.post(chat_server.url + "/v1/chat/completions", timeout=120, json={
        "model": CHAT_ALIAS, "messages": QUESTION, "max_tokens": 12, "temperature": 0.0,
        "top_p": 1.0, "top_k": 0, "min_p": 0.0, "repeat_penalty": 1.0}).json()
    assert remote.reply.result()[0] == raw["choices"][0]["message"]["content"]
    assert router.model_name == router.local.model_name  # the window's local model


def test_an_engine_that_was_removed_is_named_in_the_error(router: EngineRouter) -> None:
    router.registry.remove("gpu-box")
    error = ask(router, engine="gpu-box").reply.exception(timeout=30)
    assert isinstance(error, EngineError) and "no engine named “gpu-box”" in str(error)


def test_registry_keeps_engines_and_choices_but_never_keys(tmp_path: Path) -> None:
    path = tmp_path / "engines.json"
    registry = EngineRegistry(path)
    registry.put(EngineSpec("team", "https://llm.example.org", model="llama-70b"))
    save_key("https://llm.example.org", "sk-secret-123")
    registry.choose(7, Route("team", "llama-70b"))
    again = EngineRegistry(path)
    assert again.get("team") == EngineSpec("team", "https://llm.example.org", "llama-70b")
    assert again.route_for(7) == Route("team", "llama-70b")
    assert again.route_for(8) == Route()
    assert "sk-secret-123" not in path.read_text()
    again.remove("team")
    assert EngineRegistry(path).route_for(7) == Route()  # back to the local model
    path.write_text("{ damaged")
    assert EngineRegistry(path).engines() == []  # a damaged file does not stop the app
