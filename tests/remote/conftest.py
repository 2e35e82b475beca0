"""Servers for the remote-engine tests: llama-cpp-python's own server on the
real default chat model, a second one on the MiniLM embedding model, and a
keyring that works without a desktop session (configured here only)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import keyring
import pytest
from keyrings.alt.file import PlaintextKeyring

from app.engine.bert_gguf import default_embedding_model_path
from app.engine.model_files import default_chat_model
from tests.remote.servers import ServerProcess, llama_cpp_server

CHAT_ALIAS = "smollm2-remote"
EMBED_ALIAS = "minilm-remote"


@pytest.fixture(scope="session")
def chat_model() -> Path:
    return default_chat_model()


@pytest.fixture(scope="session")
def chat_server(chat_model: Path, tmp_path_factory: pytest.TempPathFactory
                ) -> Iterator[ServerProcess]:
    # interrupt_requests off: a stop must end generation through the closed
    # connection alone, not because a later request pre-empted it.
    log = tmp_path_factory.mktemp("servers") / "chat.log"
    server = llama_cpp_server(chat_model, CHAT_ALIAS, log, "--n_ctx", "1024",
                              "--chat_format", "chatml", "--interrupt_requests", "False")
    yield server
    server.stop()


@pytest.fixture(scope="session")
def embedding_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    log = tmp_path_factory.mktemp("servers") / "embed.log"
    server = llama_cpp_server(default_embedding_model_path(), EMBED_ALIAS, log,
                              "--embedding", "True", "--n_ctx", "512")
    yield server
    server.stop()


@pytest.fixture(autouse=True)
def file_keyring(tmp_path: Path) -> Iterator[PlaintextKeyring]:
    """keyrings.alt's file backend, for tests only: CI has no Secret Service."""
    ring = PlaintextKeyring()
    ring.file_path = str(tmp_path / "keyring.cfg")  # type: ignore[misc]
    previous = keyring.get_keyring()
    keyring.set_keyring(ring)
    yield ring
    keyring.set_keyring(previous)
