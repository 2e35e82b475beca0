"""A real local stand-in for Hugging Face serving the real default model."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from app.engine.model_files import default_chat_model
from app.models.downloads import Downloads
from app.models.jobs import JobStore
from app.models.registry import Registry
from tests.models.model_server import REPO, ModelServer

MODEL_NAME = "gemma-3-270m-q4_k_m.gguf"


@pytest.fixture(scope="session")
def model_file() -> Path:
    return default_chat_model()


@pytest.fixture
def server(model_file: Path) -> Iterator[ModelServer]:
    server = ModelServer()
    server.serve(MODEL_NAME, model_file)
    server.start()
    yield server
    server.stop()


@pytest.fixture
def downloads(server: ModelServer, data_dir: Path) -> Iterator[Downloads]:
    manager = Downloads(JobStore(data_dir / "downloads.json"), Registry(data_dir / "models.json"),
                        endpoint=server.url)
    yield manager
    manager.close()


__all__ = ["MODEL_NAME", "REPO"]
