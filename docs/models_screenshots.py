"""Screenshots of the Models page and the first-run suggestion, under Xvfb.

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python docs/models_screenshots.py

The catalog is the real one and the fit is this machine's; the download in
progress is real too, from the tests' local stand-in for Hugging Face
(tests/models/model_server.py, on 127.0.0.1) serving the bundled model at
a slow line's 2 MB/s, so the picture catches it with its speed and time
left. The chat engine is the UI tests' fake one. The Hugging Face search
asks the same stand-in, which answers with the hub's JSON shapes. Writes docs/models-first-run.png,
docs/models-page.png, docs/models-download.png, docs/models-embedding.png
and docs/chat-model-menu.png (the chat header's model menu, open; with the
argument `menu`, only that one).
LANTERN_SHOT_THEME=dark writes only the Models page, as models-page-dark.png;
QT_SCALE_FACTOR=1.5 adds -150 to the names (docs/screenshots.py).
"""

from __future__ import annotations

import asyncio
import os
import sys
import tempfile
from collections.abc import Awaitable, Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
SCRATCH = Path(tempfile.mkdtemp(prefix="lantern-model-shots-"))
os.environ["LANTERN_DATA_DIR"] = str(SCRATCH / "data")

import qasync  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from app.config import Settings, save_settings  # noqa: E402
from app.engine.model_files import default_chat_model  # noqa: E402
from app.models.registry import Registry  # noqa: E402
from app.ui.app import create_window  # noqa: E402
from app.ui.main_window import MainWindow  # noqa: E402
from docs.screenshots import SUFFIX, demo_factory, grab, install_language, settle, until  # noqa: E402
from tests.embedding_variant import cls_pooling_model  # noqa: E402
from tests.models.model_server import ModelServer  # noqa: E402
from tests.ui.fakes import Script  # noqa: E402

MODEL_NAME = "gemma-3-270m-q4_k_m.gguf"
THEME = os.environ.get("LANTERN_SHOT_THEME", "light")


async def scenario(window: MainWindow, server: ModelServer) -> None:
    await until(lambda: window.host.state == "ready" and window.attached)  # services too
    await settle()
    if THEME == "light":
        grab(window, "models-first-run.png")
    Registry().import_file(default_chat_model(), copy=False)
    room = window.models_room()
    room.open()
    dialog = room.dialog
    assert dialog is not None
    if SUFFIX == "":  # at 1.5 the window keeps the size that fits its screen
        # The page fills the window: the window makes it 1240 x 760.
        window.resize(window.width() + 1240 - dialog.width(),
                      window.height() + 760 - dialog.height())
        await until(lambda: dialog.width() == 1240)
    dialog.catalog.select_id("llama-3.2-3b-instruct-q4_k_m")
    dialog.installed.list.setCurrentRow(1)
    server.behaviour.rate = 2e6
    dialog.hub_search.query.setText("gemma 270m")
    dialog.hub_search.go.click()
    await until(lambda: dialog.hub_search.results.topLevelItemCount() > 0)
    dialog.hub_search.results.topLevelItem(0).child(0).setSelected(True)
    dialog.download.click()  # the one Download, for the chosen search result
    await until(lambda: any(r.bar.value() > 250 for r in dialog.downloads.rows.values()))
    await until(lambda: "needs about" in dialog.installed.fit.text())
    dialog.panes.setCurrentIndex(0)  # Discover: a download started turns to Downloads
    await settle()
    grab(dialog, "models-page.png" if THEME == "light" else f"models-page-{THEME}.png")
    if THEME != "light":
        server.behaviour.rate = None
        dialog.close()
        return
    dialog.panes.setCurrentIndex(2)
    await settle()
    box = dialog.downloads.parentWidget()
    while box is not None and box.objectName() != "downloadsBox":
        box = box.parentWidget()
    grab(box or dialog.downloads, "models-download.png")
    server.behaviour.rate = None
    variant = cls_pooling_model(SCRATCH / "cls-MiniLM-L6-v2.gguf")
    Registry().import_file(variant, copy=False)
    room._refresh_dialog()
    dialog.panes.setCurrentIndex(1)
    dialog.installed_tabs.setCurrentIndex(1)
    await settle()
    grab(dialog, "models-embedding.png")
    dialog.close()
    await chat_header_menu(window)


async def chat_header_menu(window: MainWindow) -> None:
    """A conversation, then its model menu open over the window."""
    window.send("Why is the sky blue?")
    await until(lambda: window.controller.conversation is not None
                and not window.controller.busy)
    window.toggle_panel()
    await settle()
    menu = window.header.model_menu
    button = window.header.model_button
    menu.popup(button.mapToGlobal(button.rect().bottomLeft()))
    await settle()
    screen = QApplication.primaryScreen().grabWindow(0)
    frame = window.frameGeometry().united(menu.geometry())
    screen.copy(frame).save(str(ROOT / "docs" / f"chat-model-menu{SUFFIX}.png"))
    print(f"wrote docs/chat-model-menu{SUFFIX}.png")
    menu.close()


async def menu_only(window: MainWindow) -> None:
    await until(lambda: window.host.state == "ready" and window.attached)  # services too
    Registry().import_file(default_chat_model(), copy=False)  # a second choice
    await chat_header_menu(window)


def main() -> int:
    save_settings(Settings(theme=THEME))
    if sys.argv[1:] == ["menu"]:
        return shoot(menu_only)
    server = ModelServer()
    server.serve(MODEL_NAME, default_chat_model())
    os.environ["LANTERN_HF_ENDPOINT"] = server.start()
    try:
        return shoot(lambda window: scenario(window, server))
    finally:
        server.stop()


def shoot(run: Callable[[MainWindow], Awaitable[None]]) -> int:
    app = QApplication(sys.argv[:1])
    install_language()
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    window = create_window(demo_factory(Script(delay_s=0.004)))
    window.resize(1360, 860)
    with loop:
        loop.run_until_complete(run(window))
        window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
