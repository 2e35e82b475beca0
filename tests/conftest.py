"""Test-wide isolation: user folders point at a scratch area; Qt is offscreen."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest

_SCRATCH = Path(tempfile.mkdtemp(prefix="lantern-tests-"))
os.environ["LANTERN_DATA_DIR"] = str(_SCRATCH / "data")
# The model cache is shared across runs on purpose: assembling the 253 MB
# default model and converting the embedding model each run would only
# test the same code again, slowly. Set LANTERN_CACHE_DIR to isolate it.
os.environ.setdefault(
    "LANTERN_CACHE_DIR", str(Path(tempfile.gettempdir()) / "lantern-test-cache")
)
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# numpy's BLAS threads fight llama.cpp's for the same cores; the tests' numpy
# work is small, so one thread is faster (set before numpy is imported).
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh, empty user data folder for one test."""
    path = tmp_path / "data"
    monkeypatch.setenv("LANTERN_DATA_DIR", str(path))
    return path
