"""Each bad input gets a clear error, and the engine keeps serving."""

from __future__ import annotations

import re
import threading
from pathlib import Path
from typing import Any

import pytest

from app.domain import OutputConstraint, ToolSpec
from app.engine.errors import ModelLoadError, RequestError
from app.engine.llama import EngineConfig, LlamaEngine
from app.engine.requests import Generate, GenerateStream, SamplerConfig

GREEDY = SamplerConfig.greedy()


def still_serves(engine: LlamaEngine) -> None:
    request = Generate(prompt="Hello", max_tokens=4, config=GREEDY)
    engine.run(request)
    assert request.reply.result(timeout=60)[1].completion_tokens == 4


def load(path: Path) -> LlamaEngine:
    return LlamaEngine(EngineConfig(model_path=path, n_ctx=512))


def test_missing_model_file(tmp_path: Path) -> None:
    with pytest.raises(ModelLoadError, match=r"Model file not found: .*nowhere\.gguf"):
        load(tmp_path / "nowhere.gguf")


def test_file_that_is_not_gguf(tmp_path: Path) -> None:
    path = tmp_path / "model.gguf"
    path.write_bytes(b"PK\x03\x04 this is a zip file, not a model" * 10)
    with pytest.raises(ModelLoadError, match="not a GGUF model file"):
        load(path)


def test_empty_file(tmp_path: Path) -> None:
    path = tmp_path / "empty.gguf"
    path.touch()
    with pytest.raises(ModelLoadError, match="empty"):
        load(path)


def test_truncated_gguf_is_refused_with_the_sizes(tmp_path: Path, model_path: Path) -> None:
    """Found from the header before llama.cpp sees it (issue 26, item 11)."""
    path = tmp_path / "truncated.gguf"
    with model_path.open("rb") as source:
        path.write_bytes(source.read(20 << 20))
    size = model_path.stat().st_size
    with pytest.raises(ModelLoadError, match=rf"truncated.gguf is truncated: its tensors need "
                                             rf"{size:,} bytes but the file has 20,971,520"):
        load(path)


def test_prompt_longer_than_context(engine: LlamaEngine) -> None:
    request = Generate(prompt="word " * 4000, max_tokens=8, config=GREEDY)
    engine.run(request)
    with pytest.raises(RequestError, match=r"prompt is \d+ tokens long .* holds 2048"):
        request.reply.result()
    still_serves(engine)


@pytest.mark.parametrize("max_tokens", [0, -5])
def test_max_tokens_must_be_positive(engine: LlamaEngine, max_tokens: int) -> None:
    request = Generate(prompt="Hi", max_tokens=max_tokens, config=GREEDY)
    engine.run(request)
    with pytest.raises(RequestError, match="max_tokens must be at least 1"):
        request.reply.result()
    still_serves(engine)


@pytest.mark.parametrize(("field", "value", "message"), [
    ("temperature", -0.5, "temperature"),
    ("temperature", float("nan"), "temperature"),
    ("top_p", 0.0, "top_p"),
    ("top_p", 1.5, "top_p"),
    ("top_k", -1, "top_k"),
    ("min_p", 2.0, "min_p"),
    ("repeat_penalty", 0.0, "repeat_penalty"),
    ("seed", -1, "seed"),
    ("stop", ("",), "stop"),
])
def test_invalid_sampler_values(engine: LlamaEngine, field: str, value: Any,
                                message: str) -> None:
    config = SamplerConfig(**{**GREEDY.__dict__, field: value})
    request = Generate(prompt="Hi", max_tokens=4, config=config)
    engine.run(request)
    with pytest.raises(RequestError, match=f"Invalid sampler setting: {message}"):
        request.reply.result()
    still_serves(engine)


@pytest.mark.parametrize(("fields", "message"), [
    ({"constraint": OutputConstraint(json_schema={"type": "strng"})},
     "Invalid output constraint: json_schema: unknown type 'strng'"),
    ({"constraint": OutputConstraint(grammar="rule ::= [a-z]+")},
     "Invalid output constraint: grammar has no 'root ::= ...' rule"),
    ({"tools": (ToolSpec("a b"),)}, "Invalid tools: tool name 'a b' must be"),
    ({"tool_choice": "required"}, "Invalid tools: tool_choice 'required' needs at least one"),
])
def test_invalid_constraints_and_tools(engine: LlamaEngine, fields: dict[str, Any],
                                       message: str) -> None:
    request = Generate(prompt="Hi", max_tokens=4, config=GREEDY, **fields)
    engine.run(request)
    with pytest.raises(RequestError, match=re.escape(message)):
        request.reply.result()
    still_serves(engine)


def test_cancel_stops_a_stream_within_a_couple_of_tokens(engine: LlamaEngine) -> None:
    pieces: list[str] = []
    request = GenerateStream(prompt="Once upon a time", max_tokens=200, config=GREEDY)

    def on_piece(text: str) -> None:
        pieces.append(text)
        if len(pieces) == 3:
            request.cancel()

    request.callback = on_piece
    engine.run(request)
    usage = request.reply.result(timeout=60)
    assert usage.finish_reason == "cancelled"
    assert usage.completion_tokens <= 5
    still_serves(engine)


def test_cancel_from_another_thread(engine: LlamaEngine) -> None:
    started = threading.Event()
    request = GenerateStream(prompt="Once upon a time", max_tokens=400, config=GREEDY,
                             callback=lambda _t: started.set())
    canceller = threading.Thread(target=lambda: started.wait(30) and request.cancel())
    canceller.start()
    engine.run(request)
    canceller.join()
    usage = request.reply.result(timeout=60)
    assert usage.finish_reason == "cancelled" and usage.completion_tokens < 20


def test_request_cancelled_before_it_runs_does_no_work(engine: LlamaEngine) -> None:
    request = Generate(prompt="Hello", max_tokens=50, config=GREEDY)
    request.cancel()
    engine.run(request)
    text, usage = request.reply.result()
    assert text == "" and usage.finish_reason == "cancelled" and usage.completion_tokens == 0


def test_unknown_flash_attention_setting(model_path: Path) -> None:
    with pytest.raises(ModelLoadError, match=r"Flash attention must be one of auto, on, off"):
        LlamaEngine(EngineConfig(model_path=model_path, n_ctx=512, flash_attention="maybe"))
