"""A real API server on 127.0.0.1 over the real default model.

The engine runs on an EngineOwner at the default Parallel answers
(automatic), as `lantern serve` does; servers with other options can be
started over the same engine, so the model is loaded once per session.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import openai
import pytest

from app.api.catalog import AdapterInfo, Catalog, model_times
from app.api.options import ServerOptions
from app.api.server import ApiServer
from app.engine.cpu_threads import chat_threads
from app.engine.llama import EngineConfig, LlamaEngine
from app.engine.model_files import default_chat_model
from app.engine.owner import EngineOwner
from app.models.fit import parallel_of
from tests.lora_files import model_shapes, write_lora

N_CTX = 2048
THREADS = chat_threads()
API_KEY = "lantern-test-key-0123456789"


@pytest.fixture(scope="session")
def model_path() -> Path:
    return default_chat_model()


@pytest.fixture(scope="session")
def adapters(model_path: Path, tmp_path_factory: pytest.TempPathFactory) -> list[AdapterInfo]:
    shapes = model_shapes(model_path)
    folder = tmp_path_factory.mktemp("api-adapters")
    return [AdapterInfo(name, str(write_lora(shapes, folder / f"{name}.gguf", seed)), 1.0)
            for name, seed in (("bold", 1), ("calm", 2))]


def engine_config(model_path: Path) -> EngineConfig:
    """The defaults users run: Parallel answers automatic (app.models.fit)."""
    config = EngineConfig(model_path=model_path, n_ctx=N_CTX, n_threads=THREADS)
    config.n_parallel = parallel_of(config, 0)
    return config


@pytest.fixture(scope="session")
def engine_thread(model_path: Path, adapters: list[AdapterInfo]) -> Iterator[EngineOwner]:
    def load(_progress: object) -> LlamaEngine:
        engine = LlamaEngine(engine_config(model_path))
        for adapter in adapters:
            engine.register_adapter(adapter.name, adapter.path)
        return engine

    thread = EngineOwner(load)
    thread.start()
    yield thread
    thread.shutdown()


@pytest.fixture(scope="session")
def catalog(engine_thread: EngineOwner, adapters: list[AdapterInfo]) -> Catalog:
    engine = engine_thread.loaded.result()
    assert isinstance(engine, LlamaEngine)
    return Catalog(model_id=engine.model_name, embedding_model_id="all-MiniLM-L6-v2",
                   adapters=tuple(adapters), **model_times(engine))


ServerFactory = Callable[..., ApiServer]


@pytest.fixture(scope="session")
def make_server(engine_thread: EngineOwner, catalog: Catalog) -> Iterator[ServerFactory]:
    started: list[ApiServer] = []

    def make(**options: Any) -> ApiServer:
        settings = {"api_key": API_KEY, "port": 0, "queue_limit": 64, **options}
        server = ApiServer(engine_thread, lambda: catalog, ServerOptions(**settings))
        server.start()
        started.append(server)
        return server

    yield make
    for server in started:
        server.stop()


@pytest.fixture(scope="session")
def server(make_server: ServerFactory) -> ApiServer:
    return make_server()


@pytest.fixture(scope="session")
def client(server: ApiServer) -> openai.OpenAI:
    return openai.OpenAI(base_url=f"{server.url}/v1", api_key=API_KEY, max_retries=0,
                         timeout=600)


@pytest.fixture(scope="session")
def http(server: ApiServer) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=server.url, timeout=600,
                      headers={"Authorization": f"Bearer {API_KEY}"}) as raw:
        yield raw


GREEDY = {"temperature": 0.0, "top_p": 1.0}
GREEDY_EXTRA = {"top_k": 0, "min_p": 0.0, "repeat_penalty": 1.0}
