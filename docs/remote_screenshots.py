"""Screenshots of remote engines in the window, under Xvfb.

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python docs/remote_screenshots.py

Starts llama-cpp-python's own server on 127.0.0.1 with the bundled model,
adds it in Settings → Engines (test, save), chooses it for a new chat and
sends a message: every part is the real one (the answer is the bundled
135M model's). Uses a scratch data folder. Writes
docs/remote-engines.png and docs/remote-conversation.png.
"""

from __future__ import annotations

import asyncio
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
SCRATCH = Path(tempfile.mkdtemp(prefix="lantern-remote-shots-"))
os.environ["LANTERN_DATA_DIR"] = str(SCRATCH / "data")

import qasync  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from app.config import Settings, save_settings  # noqa: E402
from app.engine.model_files import default_chat_model  # noqa: E402
from app.ui.app import create_window  # noqa: E402
from app.ui.engines.engines_dialog import EnginesDialog  # noqa: E402
from app.ui.main_window import MainWindow  # noqa: E402
from tests.remote.servers import llama_cpp_server  # noqa: E402

DOCS = ROOT / "docs"


async def until(condition: Callable[[], object], timeout: float = 180.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError("the window did not get there")
        await asyncio.sleep(0.05)


async def settle() -> None:
    await asyncio.sleep(0.5)
    QApplication.processEvents()


def grab(widget: QWidget, name: str) -> None:
    widget.grab().save(str(DOCS / name))
    print("wrote", DOCS / name)


async def scenario(window: MainWindow, url: str) -> None:
    await until(lambda: window.host.state == "ready" and window.attached)  # services too
    window.open_engines()
    dialog = window.findChild(EnginesDialog)
    assert dialog is not None
    dialog.resize(760, 520)
    dialog.name.setText("team server")
    dialog.url.setText(url)
    dialog.test()
    await until(lambda: dialog.info is not None)
    await settle()
    grab(dialog, "remote-engines.png")
    dialog.save()
    await until(lambda: window.host.routes.get("team server") is not None)
    dialog.accept()
    window.header.settings_button.setChecked(True)
    section = window.engine_section
    section.choice.setCurrentIndex(section.choice.findText("team server · gemma"))
    window.send("Tell me about lighthouses and their keepers.")
    await until(lambda: window.controller.busy)
    await until(lambda: not window.controller.busy)
    await settle()
    grab(window, "remote-conversation.png")


def main() -> int:
    log = SCRATCH / "server.log"
    server = llama_cpp_server(default_chat_model(), "gemma", log, "--n_ctx", "1024",
                              "--chat_format", "chatml")
    try:
        save_settings(Settings(theme="light", max_tokens=40))
        app = QApplication(sys.argv)
        loop = qasync.QEventLoop(app)
        asyncio.set_event_loop(loop)
        window = create_window()
        window.resize(1360, 860)
        with loop:
            loop.run_until_complete(scenario(window, server.url))
            window.close()
    finally:
        server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
