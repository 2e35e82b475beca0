"""Fixtures for the hostile tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.engine.model_files import default_chat_model


@pytest.fixture(scope="session")
def model_file() -> Path:
    return default_chat_model()
