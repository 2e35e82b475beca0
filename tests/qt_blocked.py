"""A pytest plugin that makes Qt unimportable, for the core tests.

`scripts/dev.py test` runs the engine, store and search tests (and the
domain's) once more with `-p tests.qt_blocked -p no:pytest-qt`: any import
of PySide6, shiboken6, qasync or pytest-qt, however indirect, fails the
run. That proves the layers with the code actually executed, which the
import graph (import-linter) and the source scan (tests/test_layers.py)
cannot see: a lazy import inside a function that only runs in a test.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from importlib.abc import MetaPathFinder
from importlib.machinery import ModuleSpec
from types import ModuleType

BLOCKED = ("PySide6", "shiboken6", "qasync", "pytestqt")


class QtBlocked(ImportError):
    pass


class _Blocker(MetaPathFinder):
    def find_spec(self, fullname: str, path: Sequence[str] | None,
                  target: ModuleType | None = None) -> ModuleSpec | None:
        if fullname.split(".")[0] in BLOCKED:
            raise QtBlocked(f"{fullname} imported by a core test: the core must run without Qt")
        return None


already = [name for name in sys.modules if name.split(".")[0] in BLOCKED]
if already:
    raise QtBlocked(f"Qt was imported before the blocker: {already}")
sys.meta_path.insert(0, _Blocker())
