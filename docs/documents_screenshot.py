"""Screenshot of the documents panel for the README, under Xvfb.

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python docs/documents_screenshot.py

Everything is real: a small folder of documents (written to a scratch
folder, with one broken PDF and one empty file so the problems list shows),
indexed by the IndexingWorker with the bundled embedding model through the
InferenceWorker, then searched. Uses a scratch data folder; your collections
are not touched. Writes docs/documents-panel.png.
"""

from __future__ import annotations

import asyncio
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from tests.scratch import scratch_folder  # noqa: E402

sys.path.insert(0, str(ROOT / "tests" / "search"))
SCRATCH = scratch_folder("lantern-shots-")
os.environ["LANTERN_DATA_DIR"] = str(SCRATCH / "data")

import qasync  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from search_corpus import GARDEN_PAGES, write_pdf  # noqa: E402

from app.engine.llama import EngineConfig, LlamaEngine  # noqa: E402
from app.ui.documents.documents_panel import DocumentsPanel  # noqa: E402
from app.ui.theme import apply_theme  # noqa: E402
from app.workers.index_side import IndexConfig  # noqa: E402
from app.workers.indexing import IndexingWorker  # noqa: E402
from app.workers.inference import InferenceWorker  # noqa: E402
from tests.workers.doc_helpers import write_folder  # noqa: E402

OUT = ROOT / "docs" / "documents-panel.png"


async def until(condition: Callable[[], object], timeout: float = 180.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError("the panel did not get there in time")
        await asyncio.sleep(0.05)


async def scenario(panel: DocumentsPanel, folder: Path) -> None:
    worker = panel.worker
    done: list[int] = []
    worker.finished.connect(lambda cid, _report: done.append(cid))
    collection = await asyncio.wrap_future(worker.create_collection("Notes"))
    await asyncio.wrap_future(worker.add_folder(collection.id, folder))
    await until(lambda: collection.id in done)
    await until(lambda: panel.problems.isVisible())
    panel.query.setText("sourdough starter")
    panel.search()
    await until(lambda: panel.results.count() > 0)
    await asyncio.sleep(0.5)
    QApplication.processEvents()
    panel.grab().save(str(OUT))
    print("wrote", OUT)


def main() -> int:
    folder = write_folder(SCRATCH / "Notes")
    write_pdf(folder / "garden.pdf", GARDEN_PAGES)
    app = QApplication(sys.argv)
    apply_theme(app, "light", 11)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    inference = InferenceWorker(lambda progress: LlamaEngine(EngineConfig(n_ctx=512), progress))
    worker = IndexingWorker(inference, IndexConfig(SCRATCH / "data" / "lantern.db"))
    inference.start()
    worker.start()
    panel = DocumentsPanel(worker)
    panel.resize(420, 860)
    panel.show()
    with loop:
        loop.run_until_complete(scenario(panel, folder))
    worker.shutdown()
    inference.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
