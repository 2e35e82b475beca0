"""Opens the window and every top-level dialog over the fake engine and prints
their geometries and their screen's free area as JSON (run by
test_screen_fit.py in a child process, so it can pick the screen and scale)."""

from __future__ import annotations

import asyncio
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from tests.scratch import scratch_folder  # noqa: E402

os.environ.setdefault("LANTERN_DATA_DIR", str(scratch_folder("lantern-fit-")))

from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from tests.ui.text_fit import run_probe  # noqa: E402


def geometry(widget: QWidget) -> list[int]:
    frame = widget.frameGeometry()
    return [frame.x(), frame.y(), frame.width(), frame.height()]


async def settle(seconds: float = 0.3) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        QApplication.processEvents()
        await asyncio.sleep(0.02)


async def probe(window) -> dict[str, object]:  # type: ignore[no-untyped-def]
    while window.host.state != "ready":
        await asyncio.sleep(0.05)
    await settle()
    screen = window.screen().availableGeometry()
    found: dict[str, object] = {"screen": [screen.x(), screen.y(), screen.width(),
                                           screen.height()],
                                "MainWindow": geometry(window)}
    found.update(await side_panels(window))
    for name, opener in (("Models", lambda: window.models_room().open()),
                         ("Settings", window.open_settings),
                         ("Engines", window.open_engines),
                         ("Server", window.server_page.open),
                         ("Shortcuts", window.shortcuts_sheet.open),
                         ("About", window.about.open),
                         ("Data", window.data_places.open),
                         ("Export", lambda: window.transfer.export_many())):
        opener()
        await settle()
        if window.pages.current != "chats":  # a page of the window, not a window
            found[f"{name}:page"] = on_screen(window.pages.stack.currentWidget())
            window.pages.show_chat()
        for top in QApplication.topLevelWidgets():
            if top.isVisible() and top is not window and top.isWindow():
                found[f"{name}:{type(top).__name__}"] = geometry(top)
                top.close()
        await settle(0.1)
    return found


def on_screen(widget: QWidget) -> list[int]:
    corner = widget.mapToGlobal(widget.rect().topLeft())
    return [corner.x(), corner.y(), widget.width(), widget.height()]


async def side_panels(window) -> dict[str, object]:  # type: ignore[no-untyped-def]
    """Each side panel open alone: where it lies (beside the chat, or over it
    as a drawer when the window is too narrow), and the window after it."""
    found: dict[str, object] = {}
    for name, toggle, shown in (
            ("panel", window.toggle_panel, lambda: window.panel),
            ("documents", window.toggle_documents, lambda: window.documents.body)):
        toggle()
        await settle()
        widget = shown()
        found[f"Side:{name}"] = on_screen(widget) if widget.isVisible() else [-1, -1, 0, 0]
        found[f"Side:{name}:drawer"] = window.sides.drawer.held is widget
        found[f"Side:{name}:window"] = geometry(window)
        toggle()
        await settle(0.1)
    return found


def main() -> int:
    """argv[1]: a language to run in (its catalog compiled here), else English."""
    language = sys.argv[1] if len(sys.argv) > 1 else ""
    app = QApplication(sys.argv[:1])
    if language:
        from app.config import Settings, save_settings
        from app.ui import i18n
        from tests.ui.text_fit import compile_catalog

        save_settings(Settings(language=language))
        folder = scratch_folder("lantern-fit-catalog-")
        i18n.use_fonts(app, i18n.install(language, compile_catalog(language, folder).parent)
                       .language)
    return run_probe(probe, "GEOMETRIES")


if __name__ == "__main__":
    sys.exit(main())
