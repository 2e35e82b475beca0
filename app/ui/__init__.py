"""The window: widgets on the GUI thread over the worker and the store.

Loading PySide6 replaces Python's `__import__` with its own, which supports
`from __feature__ import snake_case, true_property` (Lantern uses neither)
and, after every import from then on, reads the new module's source looking
for "PySide6" (`inspect.getsource`): the window's modules before its first
paint, numpy and llama.cpp's in the model's thread after it, every later one.
The plain import is put back here, as soon as PySide6 has loaded, so the
window pays for none of that; a `from __feature__ import ...` would now do
nothing. tests/ui/test_first_paint.py checks that no module of the window
has its source read.
"""

import builtins

import PySide6.QtCore  # noqa: F401  (installs PySide6's import; undone below)


def _plain_import() -> None:
    feature_import = getattr(builtins, "__feature_import__", None)
    original = getattr(builtins, "__orig_import__", None)
    if feature_import is not None and original is not None \
            and builtins.__import__ is feature_import:
        builtins.__import__ = original


_plain_import()
