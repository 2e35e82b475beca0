"""Every `app.…` module named in the code's comments and docstrings exists.

A docstring that sends the reader to a module that is not there (the MCP
servers' secrets were said to live in `app.tools.secrets`, which never
existed: issue 33) costs the next reader a search; names move, and nothing
else notices. Names after the module (`app.store.chats.ChatStore`) must be
defined in it.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
REFERENCE = re.compile(r"(?<![\w.])app(?:\.[A-Za-z_]\w*)+")


def _prose(path: Path) -> list[tuple[int, str]]:
    """(line, text) of each comment and string literal of a source file."""
    tokens = tokenize.generate_tokens(io.StringIO(path.read_text(encoding="utf-8")).readline)
    return [(t.start[0], t.string) for t in tokens
            if t.type in (tokenize.COMMENT, tokenize.STRING)]


def _module_file(parts: list[str]) -> Path | None:
    base = ROOT.joinpath(*parts)
    for candidate in (base.with_suffix(".py"), base / "__init__.py"):
        if candidate.is_file():
            return candidate
    return None


@cache
def _names(module: Path) -> frozenset[str]:
    """What a module defines or imports at its top level (and its classes' members)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(module.read_text(encoding="utf-8"))):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
        elif isinstance(node, ast.alias):
            names.add((node.asname or node.name).split(".")[0])
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
            names.add(node.attr)
    return frozenset(names)


def _resolves(reference: str) -> bool:
    parts = reference.split(".")
    for end in range(len(parts), 1, -1):
        module = _module_file(parts[:end])
        if module is not None:
            return end == len(parts) or parts[end] in _names(module)
    return False


def unresolved(paths: list[Path]) -> list[str]:
    found = []
    for path in paths:
        for line, text in _prose(path):
            for match in REFERENCE.finditer(text):
                if not _resolves(match.group().rstrip(".")):
                    at = line + text.count("\n", 0, match.start())
                    found.append(f"{path.relative_to(ROOT)}:{at}: {match.group()}")
    return found


def test_every_module_the_code_names_exists() -> None:
    assert unresolved(sorted((ROOT / "app").rglob("*.py"))) == []


def test_a_module_that_does_not_exist_is_found() -> None:
    """The check itself: it finds what the MCP servers' docstring said."""
    assert _resolves("app.engine.remote.keys.MCP_SERVICE")
    assert not _resolves("app.tools.secrets")
    assert not _resolves("app.engine.remote.keys.NO_SUCH_NAME")
