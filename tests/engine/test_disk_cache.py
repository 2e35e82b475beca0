"""The prompt cache on disk: a conversation's state outlives the process,
and is reused only under exactly the model, settings and adapters that
computed it."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.engine import disk_cache
from app.engine.llama import EngineConfig, LlamaEngine
from app.engine.prefix_cache import CachedState
from app.engine.requests import Generate, LoraSelection, SamplerConfig, UsageStats
from tests.engine.conftest import N_CTX, THREADS, AdapterFactory

ROOT = Path(__file__).resolve().parents[2]
SYSTEM = {"role": "system", "content": "You are a careful assistant who answers in full sentences."}
STORY = ("The lighthouse keeper wrote in his log every night: the wind, the ships "
         "that passed, the colour of the sea and the birds on the rocks. ") * 3
# Below the app's own threshold (disk_cache.MIN_TOKENS), to keep the tests short
# on a busy machine: what is saved and restored does not depend on the length.
MIN_TOKENS = 64
MAX_TOKENS = 12
FIRST = [SYSTEM, {"role": "user", "content": STORY + "What did he write about?"}]


def second_turn(answer: str) -> list[dict[str, str]]:
    return [*FIRST, {"role": "assistant", "content": answer},
            {"role": "user", "content": "And what did he do in winter?"}]


def engine_for(folder: Path, model: Path | None = None) -> LlamaEngine:
    """Flash attention off: a reuse is then bit for bit a cold run
    (test_prompt_cache.exact_engine says why)."""
    engine = LlamaEngine(EngineConfig(model_path=model, n_ctx=N_CTX, n_threads=THREADS,
                                      flash_attention="off"))
    disk_cache.attach(engine, True, 512, folder, MIN_TOKENS)
    return engine


def ask(engine: LlamaEngine, messages: list[dict[str, str]], cache: bool = True,
        lora: LoraSelection = ()) -> str:
    request = Generate(prompt=messages, max_tokens=MAX_TOKENS, config=SamplerConfig.greedy(),
                       cache_prompt=cache, lora_selection=lora)
    engine.run(request)
    text, usage = request.reply.result(timeout=300)
    _LAST_USAGE[id(engine)] = usage
    return str(text)


_LAST_USAGE: dict[int, UsageStats] = {}


def from_disk(engine: LlamaEngine) -> int:
    """How many of the last answer's prompt tokens came from disk, as its
    usage records them (UsageStats.disk_cached_tokens)."""
    return _LAST_USAGE[id(engine)].disk_cached_tokens


def saved(engine: LlamaEngine) -> disk_cache.DiskCache:
    store = engine.cache.disk
    assert store is not None
    assert store.flush(timeout=120)
    return store


def in_new_process(folder: Path, turns: list[list[dict[str, str]]],
                   size_limit: int | None = None) -> dict[str, Any]:
    command = [sys.executable, "-m", "tests.engine.disk_cache_turn", str(folder),
               json.dumps(turns), *([str(size_limit)] if size_limit else [])]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=600,
                          env={**os.environ, "PYTHONPATH": str(ROOT)}, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result | {"log": done.stderr}


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path / "prompt-cache"


@pytest.fixture
def model_copy(tmp_path: Path, model_path: Path) -> Path:
    """The bundled model under a name of the test's own, to replace later."""
    copy = tmp_path / "models" / "chat.gguf"
    copy.parent.mkdir()
    shutil.copyfile(model_path, copy)
    return copy


@pytest.fixture(scope="module")
def cold_answer() -> Iterator[Any]:
    """What the second turn reads without any cache (greedy)."""
    engine = LlamaEngine(EngineConfig(n_ctx=N_CTX, n_threads=THREADS, flash_attention="off"))
    yield lambda messages: ask(engine, messages, cache=False)
    engine.close()


def test_a_new_process_restores_the_conversation_and_answers_as_a_cold_run(
        folder: Path, cold_answer: Any) -> None:
    first = in_new_process(folder, [FIRST])["texts"][0]
    assert list(folder.glob("*.lkv")), "the first process saved no state"
    engine = engine_for(folder)
    try:
        restored = ask(engine, second_turn(first))
        restored_tokens = from_disk(engine)
        assert engine.cache.take_from_disk() == 0  # taken once, for that request's record
    finally:
        engine.close()
    assert restored_tokens > MIN_TOKENS
    assert restored == cold_answer(second_turn(first))


def test_another_model_file_under_the_same_name_is_not_reused(
        folder: Path, model_copy: Path) -> None:
    engine = engine_for(folder, model_copy)
    first = ask(engine, FIRST)
    saved(engine)
    engine.close()
    engine = engine_for(folder, model_copy)  # the same file: reused
    ask(engine, second_turn(first))
    assert from_disk(engine) > MIN_TOKENS
    engine.close()

    with model_copy.open("r+b") as file:  # another file: same name, same size
        file.seek(model_copy.stat().st_size // 2)
        byte = file.read(1)
        file.seek(-1, os.SEEK_CUR)
        file.write(bytes([byte[0] ^ 0x01]))
    engine = engine_for(folder, model_copy)
    try:
        ask(engine, second_turn(first))
        assert from_disk(engine) == 0
    finally:
        engine.close()


def test_another_adapter_scale_is_not_reused(folder: Path, make_adapter: AdapterFactory) -> None:
    adapter = make_adapter("tone", seed=3)
    engine = engine_for(folder)
    engine.register_adapter("tone", adapter)
    first = ask(engine, FIRST, lora=(("tone", 0.5),))
    saved(engine)
    engine.close()

    engine = engine_for(folder)
    engine.register_adapter("tone", adapter)
    try:
        ask(engine, second_turn(first), lora=(("tone", 1.0),))
        assert from_disk(engine) == 0
        ask(engine, second_turn(first))  # no adapter at all
        assert from_disk(engine) == 0
        ask(engine, second_turn(first), lora=(("tone", 0.5),))
        assert from_disk(engine) > MIN_TOKENS
    finally:
        engine.close()


def damage_cut_short(path: Path) -> None:
    os.truncate(path, path.stat().st_size - 1000)


def damage_one_byte(path: Path) -> None:
    with path.open("r+b") as file:
        file.seek(path.stat().st_size - 5000)
        byte = file.read(1)
        file.seek(-1, os.SEEK_CUR)
        file.write(bytes([byte[0] ^ 0xFF]))


def damage_foreign(path: Path) -> None:
    path.write_bytes(os.urandom(path.stat().st_size))


@pytest.mark.parametrize("damage", [damage_cut_short, damage_one_byte, damage_foreign])
def test_a_damaged_file_is_dropped_and_the_prompt_read_again(
        folder: Path, damage: Any, cold_answer: Any) -> None:
    engine = engine_for(folder)
    first = ask(engine, FIRST)
    saved(engine)
    engine.close()
    [path] = folder.glob("*.lkv")
    damage(path)

    engine = engine_for(folder)
    try:
        answer = ask(engine, second_turn(first))
        assert from_disk(engine) == 0
    finally:
        engine.close()
    assert not path.exists()
    assert answer == cold_answer(second_turn(first))


def test_a_full_disk_stops_the_saving_once_and_not_the_chat(folder: Path) -> None:
    other = [SYSTEM, {"role": "user", "content": STORY + "Who was he?"}]
    # Files may grow to 64 KB in that process: each state is far larger.
    result = in_new_process(folder, [FIRST, other], size_limit=64 << 10)
    assert all(result["texts"]) and len(result["texts"]) == 2
    assert "stopped saving" in result["problem"]
    assert result["log"].count("stopped saving") == 1
    assert not list(folder.glob("*.lkv")) and not list(folder.glob("*.tmp"))


def test_the_budget_evicts_the_least_recently_used_state(tmp_path: Path) -> None:
    store = disk_cache.DiskCache(tmp_path, budget_bytes=2_500_000, namespace="test",
                                 min_tokens=1)

    def state(first: int) -> CachedState:
        return CachedState((), tuple(range(first, first + 100)), os.urandom(1_000_000))

    def kept() -> set[int]:
        return {s.tokens[0] for s in (store.best((), range(k, k + 100))[0]
                                      for k in (0, 1000, 2000)) if s is not None}

    for first in (0, 1000):
        store.save((), state(first))
        assert store.flush(timeout=60)
    saved, length = store.best((), list(range(100)))
    assert saved is not None and length == 100
    assert store.load(saved, ()) is not None  # used: now the most recent
    store.save((), state(2000))
    assert store.flush(timeout=60)
    assert kept() == {0, 2000}
    assert disk_cache.folder_bytes(tmp_path) <= 2_500_000


def test_common_prefix_matches_a_token_by_token_count() -> None:
    import random

    from app.engine.prefix_cache import common_prefix

    rng = random.Random(7)
    for _ in range(500):
        a = [rng.randint(0, 3) for _ in range(rng.randint(0, 1200))]
        b = a[:rng.randint(0, len(a))] + [rng.randint(0, 3) for _ in range(rng.randint(0, 600))]
        expected = next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y),
                        min(len(a), len(b)))
        assert common_prefix(tuple(a), b) == expected


def test_a_sliding_window_model_is_saved_with_its_window_checkpoints(
        folder: Path, tmp_path: Path) -> None:
    from tests.gemma_model import gemma_base_model

    model = gemma_base_model()
    engine = engine_for(folder, model)
    first = ask(engine, FIRST)
    saved(engine)
    engine.close()
    [path] = folder.glob("*.lkv")
    assert disk_cache.read_state(path, ()).checkpoints  # the window part, as kept in RAM

    engine = engine_for(folder, model)
    try:
        restored = ask(engine, second_turn(first))
        assert from_disk(engine) > MIN_TOKENS
        cold = ask(engine, second_turn(first), cache=False)
    finally:
        engine.close()
    assert restored == cold
