"""The window: widgets on the GUI thread over the worker and the store.

The Qt-free modules the window needs are imported here, before anything
imports PySide6. Once loaded, PySide6 reads the source of every module
imported after it (looking for `from __feature__ import ...`); for the ~60
modules below that was about a quarter of the window's import time, paid
before the first paint. tests/ui/test_first_paint.py keeps this list whole.
"""

from importlib import import_module

QT_FREE_FIRST = (
    "app.config", "app.domain", "app.store", "app.store.doc_models",
    "app.engine.model_files", "app.engine.model_kind", "app.engine.prompts",
    "app.engine.remote.registry", "app.search.chunking", "app.search.prompting",
    "app.search.watcher", "app.workers.doc_overview", "app.workers.index_side",
    "app.workers.search_side",
    "app.api.catalog", "app.api.keys", "app.api.options",
    "app.models.choice", "app.models.gguf_header",
)
for _name in QT_FREE_FIRST:
    import_module(_name)
