"""Models and sizes that cannot work are refused at load time, saying why (issue 16)."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.cli import main
from app.engine.bert_gguf import default_embedding_model_path
from app.engine.errors import ModelLoadError
from app.engine.llama import EngineConfig, LlamaEngine
from app.engine.model_kind import embedding_model_reason

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def minilm() -> Path:
    return default_embedding_model_path()


def test_an_embedding_model_is_not_a_chat_model(minilm: Path) -> None:
    with pytest.raises(ModelLoadError) as caught:
        LlamaEngine(EngineConfig(model_path=minilm, n_ctx=512))
    message = str(caught.value)
    assert "is an embedding model, not a chat model" in message and "bert" in message


def test_the_chat_model_is_one(model_path: Path, minilm: Path) -> None:
    assert embedding_model_reason(model_path) is None
    assert embedding_model_reason(minilm) is not None


def test_chat_with_an_embedding_model_says_so(
        data_dir: Path, minilm: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["chat", "hi", "--model", str(minilm)]) == 1
    err = capsys.readouterr().err
    assert "embedding model, not a chat model" in err
    assert "Traceback" not in err and "Memory is not initialized" not in err


def test_a_context_too_large_blames_the_context_and_its_memory(model_path: Path) -> None:
    with pytest.raises(ModelLoadError) as caught:
        LlamaEngine(EngineConfig(model_path=model_path, n_ctx=10_000_000, n_threads=1))
    message = str(caught.value)
    assert "context of 10,000,000 tokens" in message and "GiB" in message
    assert "smaller context size" in message
    assert "damaged" not in message and "download it again" not in message
