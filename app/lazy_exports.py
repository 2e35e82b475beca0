"""A package's public names, each imported from its own module on first use.

PEP 562's module `__getattr__`: `from app.search import Retriever` still works,
but importing the package no longer loads every module behind it (numpy, the
HTTP stack), which keeps the window's start fast. No Qt.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Mapping
from typing import Any


def lazy_exports(package: str, homes: Mapping[str, str]) -> Callable[[str], Any]:
    """The `__getattr__` for `package`: name -> the submodule that defines it."""

    def __getattr__(name: str) -> Any:
        if name not in homes:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f"{package}.{homes[name]}"), name)
        setattr(sys.modules[package], name, value)  # found directly from now on
        return value

    return __getattr__
