"""Screenshots of the navigation rail, the side panels sharing one place and
the Server page, under Xvfb (issue 39).

    xvfb-run -a -s "-screen 0 1600x1000x24" .venv/bin/python docs/window_places_screenshot.py
    QT_SCALE_FACTOR=1.5 xvfb-run -a -s "-screen 0 1366x768x24" \\
        .venv/bin/python docs/window_places_screenshot.py

At 1.0 the window is 1440 px wide; at 1.5 it fills a 1366x768 screen (910
logical pixels). Same scripted engine and scratch data folder as
docs/screenshots.py. Writes docs/window-places*.png (Documents open beside
the chat, the list and the chat keeping their widths), docs/window-folded*.png
(the list folded, its handle at the left edge, the rail folded to icons),
docs/server-page*.png and docs/server-page-dark*.png, docs/shortcuts*.png.
With LANTERN_SHOT_LANGUAGE=de, the window in German: docs/window-places-de.png
and docs/server-page-de.png only.
"""

from __future__ import annotations

import asyncio
import os
import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import httpx
import qasync
import screenshots as shots
from PySide6.QtWidgets import QApplication, QWidget
from screenshots import SCALE, converse, demo_factory, grab, settle, until

from app.config import AdapterSpec, Settings, save_settings
from app.ui.app import create_window
from app.ui.main_window import MainWindow
from tests.ui.fakes import Script

LANGUAGE = os.environ.get("LANTERN_SHOT_LANGUAGE", "en")


def shot(widget: QWidget, name: str) -> None:
    if LANGUAGE == "en":
        grab(widget, name)
    elif name in ("window-places.png", "server-page.png"):
        grab(widget, name.replace(".png", f"-{LANGUAGE}.png"))


async def scenario(window: MainWindow) -> None:
    await until(lambda: window.host.state == "ready" and window.attached)  # services too
    window.attach_services()  # as a first click would (it may come before the start-up's)
    await converse(window)
    window.toggle_panel()  # Conversation settings, then Documents: one place on the right
    await settle()
    window.toggle_documents()
    await until(lambda: window.documents is not None and window.documents.isVisible())
    await settle()
    shot(window, "window-places.png")
    window.toggle_documents()
    window.rail.set_folded(True)
    window.go_to("chats")  # the list folded by hand: its handle stays
    await settle()
    shot(window, "window-folded.png")
    window.rail.set_folded(False)
    window.show_conversation_list()
    window.apply_settings(replace(window.settings, api_server_enabled=True, api_port=18765))
    await until(lambda: window.api_server.serving)
    page = window.server_page.open()
    page.resize(*((760, 620) if SCALE == 1 else (620, 480)))
    key = {"Authorization": f"Bearer {page.key.text()}"}
    for path, headers in (("/v1/models", key), ("/health", {}), ("/v1/models", {})):
        httpx.get(f"{page.base_url()}{path}", headers=headers)  # 200, 200, 401 in the log
    await until(lambda: page.log.rowCount() == 3)
    await settle()
    shot(page, "server-page.png")
    window.settings.theme = "dark"
    window.apply_look()
    page.tabs.setCurrentIndex(1)  # the request log
    await settle()
    shot(page, "server-page-dark.png")
    window.settings.theme = "light"
    window.apply_look()
    page.reject()
    sheet = window.shortcuts_sheet.open()
    await settle()
    shot(sheet, "shortcuts.png")
    sheet.reject()


def main() -> int:
    save_settings(Settings(theme="light", adapters=[
        AdapterSpec("concise", shots.fake_adapter("concise"), 0.8)]))
    app = QApplication(sys.argv)
    shots.install_language(LANGUAGE)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    window = create_window(demo_factory(Script(answer=shots.scripted, delay_s=0.004)))
    screen = window.screen().availableGeometry()
    window.resize(*((1440, 900) if SCALE == 1 else (screen.width(), screen.height())))
    with loop:
        loop.run_until_complete(scenario(window))
        window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
