"""`lantern serve` as a user runs it: a real process, the real openai client."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import openai
import pytest

from app.api.catalog import AdapterInfo
from app.api.options import OLLAMA_PORT
from app.engine.bert_gguf import cached_model_path
from app.engine.model_files import default_chat_model

pytestmark = pytest.mark.slow


@pytest.fixture
def serve(tmp_path: Path, adapters: list[AdapterInfo]) -> Iterator[tuple[str, str]]:
    env = dict(os.environ, LANTERN_DATA_DIR=str(tmp_path / "data"))
    with subprocess.Popen(
            [sys.executable, "-m", "app", "serve", "--port", "0", "--ctx", "1024",
             "--lora", f"{adapters[0].path}=0.5"],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env) as process:
        assert process.stdout is not None and process.stderr is not None
        first = process.stdout.readline()
        assert "listening on http://127.0.0.1:" in first, first + process.stderr.read()
        url = first.split("listening on ")[1].strip()
        key_file = tmp_path / "data" / "api-key"
        assert str(key_file) in process.stdout.readline()
        yield url, key_file.read_text().strip()
        process.send_signal(signal.SIGINT)
        process.communicate(timeout=60)
        assert process.returncode == 130  # Ctrl+C: stopped, as every command (issue 40)


def test_serve_answers_the_openai_client(serve: tuple[str, str]) -> None:
    url, key = serve
    client = openai.OpenAI(base_url=url, api_key=key, max_retries=0, timeout=600)
    assert client.models.list().data[0].id == "smollm2-135m-instruct"
    reply = client.chat.completions.create(
        model="any", messages=[{"role": "user", "content": "Hi"}], max_tokens=3,
        extra_body={"lora": [{"name": "bold"}]})
    assert reply.usage is not None and 1 <= reply.usage.completion_tokens <= 3
    with pytest.raises(openai.AuthenticationError, match="not valid"):
        openai.OpenAI(base_url=url, api_key="wrong", max_retries=0).models.list()


def test_models_are_dated_by_their_files(serve: tuple[str, str]) -> None:
    """`created` in /v1/models is when each model's file was last changed
    (it was 0, which clients show as 1970: issue 33, item 9)."""
    url, key = serve
    client = openai.OpenAI(base_url=url, api_key=key, max_retries=0, timeout=600)
    client.embeddings.create(model="any", input=["a lighthouse"])  # the model is loaded
    chat, embedding = client.models.list().data
    assert chat.created == int(default_chat_model().stat().st_mtime)
    assert embedding.created == int(cached_model_path().stat().st_mtime)


def test_serve_refuses_a_public_address_without_the_flag(tmp_path: Path) -> None:
    env = dict(os.environ, LANTERN_DATA_DIR=str(tmp_path / "data"))
    done = subprocess.run([sys.executable, "-m", "app", "serve", "--host", "0.0.0.0"],
                          capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 2
    assert "--allow-remote" in done.stderr and "other machines" in done.stderr


def test_serve_says_when_the_port_is_taken(tmp_path: Path) -> None:
    import socket

    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    port = taken.getsockname()[1]
    env = dict(os.environ, LANTERN_DATA_DIR=str(tmp_path / "data"))
    try:
        done = subprocess.run([sys.executable, "-m", "app", "serve", "--port", str(port)],
                              capture_output=True, text=True, env=env, timeout=120)
    finally:
        taken.close()
    assert done.returncode == 2
    assert f"Cannot listen on 127.0.0.1:{port}" in done.stderr and "--port" in done.stderr


def test_settings_changed_while_serving_reach_the_next_request(
        serve: tuple[str, str], tmp_path: Path) -> None:
    """Issue 22, defect 10, for the headless server too: no restart needed."""
    from app.config import Settings, save_settings

    url, key = serve
    client = openai.OpenAI(base_url=url, api_key=key, max_retries=0, timeout=600)
    settings_file = tmp_path / "data" / "settings.json"
    lengths = []
    for max_tokens in (6, 2):
        save_settings(Settings(max_tokens=max_tokens), settings_file)
        reply = client.chat.completions.create(
            model="any", messages=[{"role": "user", "content": "Tell me a long story."}])
        assert reply.usage is not None and reply.choices[0].finish_reason == "length"
        lengths.append(reply.usage.completion_tokens)
    assert lengths == [6, 2]


def test_ollamas_address_taken_is_refused_clearly(tmp_path: Path) -> None:
    """`--ollama` with 127.0.0.1:11434 taken (by Ollama itself, usually): a clear
    refusal before the model loads, not a server without the address asked for."""
    holder = socket.socket()
    try:
        holder.bind(("127.0.0.1", OLLAMA_PORT))
        holder.listen(1)
    except OSError:
        pass  # taken already, by another program: the same case
    try:
        done = subprocess.run(
            [sys.executable, "-m", "app", "serve", "--port", "0", "--ollama"],
            capture_output=True, text=True, timeout=300,
            env=dict(os.environ, LANTERN_DATA_DIR=str(tmp_path / "data")))
    finally:
        holder.close()
    assert done.returncode == 2, done.stderr
    assert f"Cannot listen on 127.0.0.1:{OLLAMA_PORT}" in done.stderr
    assert "is Ollama itself running?" in done.stderr
