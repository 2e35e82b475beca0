"""The "summarise" policy in the real window, with the bundled model, for the README.

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python docs/summary_screenshot.py

Nothing is scripted but the questions: a scratch data folder, a
conversation set to *Summarise the oldest turns* (Conversation settings),
a 512-token context, and the real SmolLM2 135M Instruct loaded by the real
worker answering each question in the window (the default sampler with a
fixed seed, so the picture is repeatable); once the history
outgrows the context, it writes the summary too. Writes
docs/summary-divider.png, scrolled to the divider that shows the summary;
then edits it as a user would (docs/summary-edit.png, the dialog) and
shows it again with Conversation settings open
(docs/summary-divider-edited.png).
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
SCRATCH = Path(tempfile.mkdtemp(prefix="lantern-summary-"))
os.environ["LANTERN_DATA_DIR"] = str(SCRATCH / "data")

import qasync  # noqa: E402
from PySide6.QtWidgets import QApplication, QDialogButtonBox  # noqa: E402

from app.config import Settings, save_settings  # noqa: E402
from app.engine.requests import SamplerConfig  # noqa: E402
from app.ui.app import create_window  # noqa: E402
from app.ui.main_window import MainWindow  # noqa: E402
from app.ui.services.engine_host import llama_factory  # noqa: E402

DOCS = ROOT / "docs"
QUESTIONS = [
    "How do I bake a simple loaf of bread?",
    "How long should the dough rise?",
    "Which flour is best for bread?",
    "Can I use honey instead of sugar?",
    "What temperature should the oven be?",
    "How do I know when the bread is done?",
    "Can I freeze bread?",
    "Why did my bread come out dense?",
]
QUESTION = "How long does the bread keep?"
EDITED = ("The user is baking a simple loaf: 500 g of strong bread flour, yeast, salt and "
          "water; the dough rises for one to two hours; honey can replace the sugar.")


async def until(condition: Callable[[], object], timeout: float = 900.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError("the window did not get there in time")
        await asyncio.sleep(0.1)


async def ask(window: MainWindow, question: str) -> None:
    window.composer.set_text(question)
    window.composer.submit()
    await until(lambda: window.controller.busy)
    await until(lambda: not window.controller.busy)


async def scenario(window: MainWindow) -> None:
    await until(lambda: window.host.state != "loading" and window.attached)
    assert window.host.state == "ready", window.host.load_error
    window.toggle_panel()  # Conversation settings: Too long -> Summarise the oldest turns
    policy = window.panel.context_policy
    policy.setCurrentIndex(policy.findData("summarise"))
    window.panel.flush()
    window.toggle_panel()
    for question in [*QUESTIONS, QUESTION]:
        await ask(window, question)
    await asyncio.sleep(1.0)
    divider = window.chat_view.history_cut
    assert divider.isVisible() and divider.summary is not None, "no summary was shown"
    window.chat_view.ensureWidgetVisible(divider, 0, 120)
    await asyncio.sleep(0.5)
    QApplication.processEvents()
    path = DOCS / "summary-divider.png"
    window.grab().save(str(path))
    print("wrote", path, "\nsummary:", divider.summary.content)
    await edit_summary(window)


async def edit_summary(window: MainWindow) -> None:
    """The user puts the summary right (a 135M model's is weak): Edit summary."""
    divider = window.chat_view.history_cut
    divider.edit_button.click()
    await asyncio.sleep(0.5)
    dialog = window.chat._summary_dialog
    dialog.editor.setPlainText(EDITED)
    await asyncio.sleep(0.3)
    dialog.grab().save(str(DOCS / "summary-edit.png"))
    dialog.buttons.button(QDialogButtonBox.StandardButton.Save).click()
    await until(lambda: divider.summary is not None and divider.summary.edited)
    window.toggle_panel()  # Conversation settings, with Too long: Summarise the oldest turns
    await asyncio.sleep(0.5)
    window.chat_view.ensureWidgetVisible(divider, 0, 120)
    await asyncio.sleep(0.5)
    QApplication.processEvents()
    path = DOCS / "summary-divider-edited.png"
    window.grab().save(str(path))
    print("wrote", path)


def main() -> int:
    save_settings(replace(Settings(), sampler=SamplerConfig(seed=7), max_tokens=80,
                          n_ctx=512, system_prompt="You are a helpful baking assistant."))
    app = QApplication(sys.argv)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    window = create_window(llama_factory)
    window.resize(1200, 800)
    with loop:
        loop.run_until_complete(scenario(window))
        window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
