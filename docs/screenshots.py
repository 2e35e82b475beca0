"""Screenshots of the real window with the real default model, for the README.

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python docs/screenshots.py

Uses a scratch data folder (your conversations are not touched), a small
test LoRA adapter written for the default model, and greedy sampling so the
answers are the same every run. Writes docs/window-light.png,
docs/window-dark.png, docs/settings-dialog.png and docs/lora-selection.png.
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
SCRATCH = Path(tempfile.mkdtemp(prefix="lantern-shots-"))
os.environ["LANTERN_DATA_DIR"] = str(SCRATCH / "data")

import qasync  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from app.config import AdapterSpec, Settings, save_settings  # noqa: E402
from app.engine.model_files import default_chat_model  # noqa: E402
from app.engine.requests import SamplerConfig  # noqa: E402
from app.ui.app import create_window  # noqa: E402
from app.ui.controller import ConversationSettings  # noqa: E402
from app.ui.main_window import MainWindow  # noqa: E402
from tests.ui.adapters import write_adapter  # noqa: E402

DOCS = ROOT / "docs"
QUESTIONS = [
    "Write a Python function that reverses a string, in a code block.",
    "Now explain how slicing works there, briefly.",
]


async def until(condition: Callable[[], object], timeout: float = 300.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError("the window did not get there in time")
        await asyncio.sleep(0.05)


async def settle() -> None:
    await asyncio.sleep(0.4)
    QApplication.processEvents()


def grab(widget: QWidget, name: str) -> None:
    path = DOCS / name
    widget.grab().save(str(path))
    print("wrote", path)


async def converse(window: MainWindow) -> None:
    await until(lambda: window.host.state == "ready")
    chosen = ConversationSettings("You are a concise coding assistant.",
                                  SamplerConfig.greedy(), (("concise", 0.8),), True)
    window.controller.set_conversation_settings(chosen)
    window.panel.set_values(chosen, window.settings.adapters)
    for question in QUESTIONS:
        window.composer.set_text(question)
        window.composer.submit()
        await until(lambda: window.controller.busy)
        await until(lambda: not window.controller.busy)
    await settle()


async def scenario(window: MainWindow) -> None:
    await converse(window)
    window.chat_view.verticalScrollBar().setValue(0)
    await settle()
    grab(window, "window-light.png")
    window.settings.theme = "dark"
    window.apply_look()
    await settle()
    grab(window, "window-dark.png")
    window.header.settings_button.setChecked(True)
    await settle()
    grab(window, "lora-selection.png")
    window.settings.theme = "light"
    window.apply_look()
    window.open_settings()
    dialog = window.settings_dialog
    assert dialog is not None
    dialog.tabs.setCurrentIndex(2)  # the LoRA adapter library
    await settle()
    grab(dialog, "settings-dialog.png")
    dialog.reject()


def main() -> int:
    adapter = write_adapter(default_chat_model(), SCRATCH / "concise.gguf", seed=3)
    save_settings(Settings(n_ctx=2048, adapters=[AdapterSpec("concise", str(adapter), 0.8)],
                           max_tokens=300, theme="light"))
    app = QApplication(sys.argv)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    window = create_window()
    window.resize(1360, 860)
    with loop:
        loop.run_until_complete(scenario(window))
        window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
