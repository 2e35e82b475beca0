"""A fresh install's first question, answered by the bundled model, for the README.

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python docs/first_answer_screenshot.py

Nothing is scripted: a scratch data folder (a first start), the default
settings, the bundled SmolLM2 135M Instruct loaded by the real worker, greedy
decoding so the picture is repeatable. Writes docs/first-answer.png.
"""

from __future__ import annotations

import asyncio
import os
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
SCRATCH = Path(tempfile.mkdtemp(prefix="lantern-first-"))
os.environ["LANTERN_DATA_DIR"] = str(SCRATCH / "data")

import qasync  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from app.config import Settings, save_settings  # noqa: E402
from app.engine.requests import SamplerConfig  # noqa: E402
from app.ui.app import create_window  # noqa: E402
from app.ui.main_window import MainWindow  # noqa: E402
from app.ui.services.engine_host import llama_factory  # noqa: E402

QUESTION = "What colour is the sky on a clear day? One word."
DOCS = ROOT / "docs"


async def until(condition: Callable[[], object], timeout: float = 900.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError("the window did not get there in time")
        await asyncio.sleep(0.1)


async def scenario(window: MainWindow) -> None:
    await until(lambda: window.host.state != "loading" and window.attached)
    assert window.host.state == "ready", window.host.load_error
    window.composer.set_text(QUESTION)
    window.composer.submit()
    await until(lambda: window.controller.busy)
    await until(lambda: not window.controller.busy)
    await asyncio.sleep(1.0)
    QApplication.processEvents()
    path = DOCS / "first-answer.png"
    window.grab().save(str(path))
    print("wrote", path)


def main() -> int:
    save_settings(replace(Settings(), sampler=SamplerConfig.greedy(), max_tokens=64,
                          n_ctx=2048))
    app = QApplication(sys.argv)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    window = create_window(llama_factory)
    window.resize(1200, 760)
    with loop:
        loop.run_until_complete(scenario(window))
        window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
