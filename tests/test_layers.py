"""The core (engine, store, search, api, config, domain) never imports Qt.

import-linter's contract in pyproject.toml checks the import graph; this
test reads the source too, so that a lazy import inside a function or a new
core package is caught as well.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

APP = Path(__file__).resolve().parent.parent / "app"
CORE = ["engine", "store", "search", "api", "models", "config.py", "domain.py"]
FORBIDDEN = ("PySide6", "qasync", "shiboken6", "app.workers", "app.ui")


def imported_modules(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def core_files() -> list[Path]:
    files: list[Path] = []
    for entry in CORE:
        path = APP / entry
        files.extend(sorted(path.rglob("*.py")) if path.is_dir() else [path] * path.exists())
    return files


@pytest.mark.parametrize("path", core_files(), ids=lambda p: str(p.relative_to(APP)))
def test_core_module_never_imports_qt(path: Path) -> None:
    bad = {m for m in imported_modules(path) if m.split(".")[0] in FORBIDDEN
           or m.startswith(FORBIDDEN)}
    assert not bad, f"{path.relative_to(APP)} imports {sorted(bad)}"


def test_the_check_sees_the_core() -> None:
    names = {p.parent.name for p in core_files()}
    assert {"engine", "store"} <= names


SERVICES = APP / "ui" / "services"
WIDGETS = ("PySide6.QtWidgets", "PySide6.QtGui")


@pytest.mark.parametrize("path", sorted(SERVICES.glob("*.py")), ids=lambda p: p.name)
def test_window_services_hold_no_widgets(path: Path) -> None:
    bad = {m for m in imported_modules(path) if m.startswith(WIDGETS)}
    assert not bad, f"ui/services/{path.name} imports {sorted(bad)}"
