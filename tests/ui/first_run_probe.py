"""A first start (fresh data folder) of the real window over the fake engine:
the first-run notice and the empty chat's hint as laid out, in each state
the notice goes through, printed as JSON (run by test_first_run_fit.py in a
child process, so it can pick the screen and the scale factor).

argv: language theme. The machine is pinned to 16 of 32 GB free, so the
real catalog recommends the same model everywhere."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from tests.scratch import scratch_folder  # noqa: E402

os.environ.setdefault("LANTERN_DATA_DIR", str(scratch_folder("lantern-first-run-")))

from PySide6.QtCore import QRect  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from tests.ui.text_fit import run_probe  # noqa: E402

GB = 1 << 30


def on_screen(widget: QWidget, part: QRect | None = None) -> list[int]:
    area = part if part is not None else widget.rect()
    corner = widget.mapToGlobal(area.topLeft())
    return [corner.x(), corner.y(), area.width(), area.height()]


async def settle(seconds: float = 0.3) -> None:
    """The loop turns (Qt's events with it) until the layouts have settled."""
    await asyncio.sleep(seconds)


def looks(window: Any) -> dict[str, Any]:
    """Where the notice, its Download button and the hint are on screen, and
    what of them shows: the place's own viewport (the notice scrolls in it)
    and the chat view's (the hint lies over it)."""
    room = window.models_room()
    place, banner, view = room.banner_holder, room.banner, window.chat_view
    hint = view._placeholder  # the widget under test
    return {
        "place": on_screen(place.viewport()),
        "place_scrolls": place.verticalScrollBar().maximum(),
        "banner": on_screen(banner),
        "download": on_screen(banner.download) if banner.download.isVisible() else None,
        "buttons": [on_screen(b) for b in (banner.download, banner.browse, banner.more)
                    if b.isVisible()],
        "view": on_screen(view.viewport()),
        "view_scrolls": view.verticalScrollBar().maximum(),
        "hint": on_screen(hint) if hint.isVisible() else None,
        "composer": on_screen(window.composer),
        "window": on_screen(window),
    }


async def probe(window: Any) -> dict[str, Any]:
    while window.host.state != "ready":
        await asyncio.sleep(0.05)
    room = window.models_room()
    await settle()
    banner = room.banner
    entry = banner.entry
    found: dict[str, Any] = {"entry": entry.name if entry else None, "offer": looks(window)}
    banner.more.click()
    await settle()
    found["details"] = looks(window)
    banner.more.click()
    if entry is not None:
        banner.downloading(room.tr("Downloading {name}: {percent}%").format(
            name=entry.name, percent=45))
        await settle()
        found["downloading"] = looks(window)
        banner.stopped(room.tr("Retry downloading {name}").format(name=entry.name),
                       room.tr("The download stopped: {said}").format(
                           said="No internet connection. Lantern works offline."))
        await settle()
        found["failed"] = looks(window)
    return found


def main() -> int:
    language, theme = sys.argv[1], sys.argv[2]
    app = QApplication(sys.argv[:1])
    from app.config import Settings, save_settings
    from app.models.fit import Machine
    from app.ui import i18n
    from app.ui.models import room
    from tests.ui.text_fit import compile_catalog

    save_settings(Settings(language=language, theme=theme))
    if language != "en":
        folder = scratch_folder("lantern-first-run-catalog-")
        i18n.use_fonts(app, i18n.install(language, compile_catalog(language, folder).parent)
                       .language)
    room.this_machine = lambda _gpu=None: Machine(16 * GB, 32 * GB)  # type: ignore[assignment]
    return run_probe(probe, "FIRSTRUN")


if __name__ == "__main__":
    sys.exit(main())
