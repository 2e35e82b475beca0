"""LANTERN_THREADS sets the automatic thread count of every llama.cpp context
(app.engine.cpu_threads); a count in the settings still wins."""

from __future__ import annotations

import logging
import os
from pathlib import Path

import pytest

from app.engine.cpu_threads import THREADS_ENV, chat_threads, math_threads
from app.engine.embedder import Embedder
from app.engine.llama import EngineConfig, LlamaEngine


def test_automatic_without_the_variable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(THREADS_ENV, raising=False)
    cpus = os.cpu_count() or 1
    assert chat_threads() == cpus
    assert math_threads() == max(1, cpus // 2)
    assert chat_threads(3) == 3


def test_the_variable_sets_the_automatic_count_and_settings_still_win(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(THREADS_ENV, "5")
    assert (chat_threads(), math_threads(), chat_threads(2)) == (5, 5, 2)


@pytest.mark.parametrize("text", ["0", "-2", "two", "1.5"])
def test_a_value_that_is_no_count_is_said_and_ignored(
        monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture, text: str) -> None:
    monkeypatch.setenv(THREADS_ENV, text)
    with caplog.at_level(logging.WARNING, logger="app.engine.cpu_threads"):
        assert chat_threads() == (os.cpu_count() or 1)
    assert f"{THREADS_ENV}={text!r} is not a whole number above 0" in caplog.text


def test_the_loaded_models_compute_with_it(monkeypatch: pytest.MonkeyPatch,
                                           model_path: Path) -> None:
    """Read back from llama.cpp's own context, for a chat model and an embedder."""
    monkeypatch.setenv(THREADS_ENV, "1")
    engine = LlamaEngine(EngineConfig(model_path=model_path, n_ctx=256))
    try:
        llm = engine._llm
        assert (llm.context_params.n_threads, llm.context_params.n_threads_batch) == (1, 1)
    finally:
        engine.close()
    embedder = Embedder(gpu=False)
    try:
        params = embedder._llm.context_params
        assert (params.n_threads, params.n_threads_batch) == (1, 1)
    finally:
        embedder.close()
