"""The fit estimate against memory measured with the real engine and model."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from app.models.fit import (
    AUTO_PARALLEL,
    FITS,
    KV_SHARE,
    TIGHT,
    TOO_BIG,
    Machine,
    estimate,
    kv_cache_bytes,
    parallel_sequences,
)
from app.models.gguf_header import read_shape


def test_header_values_of_the_bundled_model(model_file: Path) -> None:
    shape = read_shape(model_file)
    assert (shape.architecture, shape.layers, shape.heads, shape.kv_heads) == ("llama", 30, 9, 3)
    assert (shape.key_length, shape.embedding_length, shape.vocab_size) == (64, 576, 49152)
    # llama.cpp's own log for this model: 30 layers x 2048 cells, K+V f16 = 45 MiB
    assert kv_cache_bytes(shape, 2048) == 45 << 20


@pytest.mark.slow
@pytest.mark.parametrize("n_ctx", [2048, 4096])
def test_estimate_within_15_percent_of_measured_rss(model_file: Path, n_ctx: int) -> None:
    probe = subprocess.run([sys.executable, "-m", "tests.models.rss_probe", str(model_file),
                            str(n_ctx)], capture_output=True, text=True, timeout=300)
    assert probe.returncode == 0, probe.stderr[-2000:]
    measured, prompt_tokens = map(int, probe.stdout.split())
    assert prompt_tokens > n_ctx * 0.85  # the context really was filled
    fit = estimate(read_shape(model_file), n_ctx, Machine(16 << 30, 32 << 30))
    print(f"n_ctx {n_ctx}: estimated {fit.total} measured {measured} "
          f"({fit.total / measured - 1:+.1%})")
    assert abs(fit.total - measured) <= 0.15 * measured, (fit.summary(), measured)


def test_verdicts_with_numbers(model_file: Path) -> None:
    shape = read_shape(model_file)
    need = estimate(shape, 4096, Machine(1 << 40, 1 << 40)).total
    assert estimate(shape, 4096, Machine(need * 2, need * 4)).verdict == FITS
    assert estimate(shape, 4096, Machine(int(need * 1.1), need * 4)).verdict == TIGHT
    small = estimate(shape, 4096, Machine(need // 2, need))
    assert small.verdict == TOO_BIG
    assert "will not fit: needs about" in small.summary() and "RAM available" in small.summary()
    assert estimate(shape, 8192, Machine(1 << 40, 1 << 40)).kv_cache > \
        estimate(shape, 4096, Machine(1 << 40, 1 << 40)).kv_cache


def test_automatic_parallel_answers_use_what_the_kv_budget_allows(model_file: Path) -> None:
    small = read_shape(model_file)
    laptop = Machine(available_ram=6 << 30, total_ram=16 << 30)
    # The bundled model's KV cache is small: 8 clients at default settings
    # (4,096 tokens each) decode together instead of half of them queueing.
    assert AUTO_PARALLEL == 8
    assert parallel_sequences(0, small, 4096, laptop) == 8
    # A 7B model's (32 layers, 8 KV heads of 128): as many as KV_SHARE of the memory holds.
    big = replace(small, layers=32, kv_heads=8, key_length=128, value_length=128,
                  file_size=2 << 30)
    n = parallel_sequences(0, big, 4096, laptop)
    per_sequence = kv_cache_bytes(big, 4096)
    assert n == 3 and n * per_sequence <= laptop.available_ram * KV_SHARE < (n + 1) * per_sequence
    # Short of memory: one; a setting is what it says.
    assert parallel_sequences(0, big, 4096, Machine(3 << 30, 8 << 30)) == 1
    assert parallel_sequences(5, big, 4096, Machine(3 << 30, 8 << 30)) == 5
