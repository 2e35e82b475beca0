"""The window in other languages, for the README, under Xvfb.

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python docs/i18n_screenshots.py de ja
    LANTERN_REVIEW_SHOTS=/tmp/shots xvfb-run -a ... docs/i18n_screenshots.py de fr ja

Per language: the main window with a short scripted conversation and the
conversation panel open, Settings (Appearance, where the language is
chosen) and the Models page, written as docs/<page>-<lang>.png. With
LANTERN_REVIEW_SHOTS set, also every Settings section, the documents panel
and the Models page's tabs, into that folder, for checking that layouts hold
in longer languages (not for the README). The
catalogs are compiled first (scripts/translations.py build). The engine is
the UI tests' fake one, as in docs/screenshots.py.
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
SCRATCH = Path(tempfile.mkdtemp(prefix="lantern-i18n-shots-"))
os.environ["LANTERN_DATA_DIR"] = str(SCRATCH / "data")

import qasync  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from app.config import Settings, save_settings  # noqa: E402
from app.ui import i18n  # noqa: E402
from app.ui.app import create_window  # noqa: E402
from app.ui.main_window import MainWindow  # noqa: E402
from docs.screenshots import demo_factory, grab, settle, until  # noqa: E402
from tests.ui.fakes import Script  # noqa: E402

QUESTION = "How do I reverse a string in Python?"
ANSWER = "Slicing with a step of `-1` walks the string backwards: `text[::-1]`."


REVIEW = os.environ.get("LANTERN_REVIEW_SHOTS")


def review(widget: QWidget, name: str) -> None:
    assert REVIEW is not None
    Path(REVIEW).mkdir(parents=True, exist_ok=True)
    widget.grab().save(str(Path(REVIEW) / name))


async def review_shots(window: MainWindow, language: str) -> None:
    """Every Settings section, the documents panel and the Models page's tabs."""
    window.open_settings()
    dialog = window.settings_dialog
    assert dialog is not None
    for index in range(dialog.tabs.count()):
        dialog.tabs.setCurrentIndex(index)
        await settle()
        review(dialog, f"settings-{index}-{language}.png")
    dialog.reject()
    window.toggle_documents()
    await settle()
    review(window, f"documents-{language}.png")
    window.toggle_documents()
    review(window, f"window-{language}.png")
    room = window.models_room()
    room.open()
    await settle()
    assert room.dialog is not None
    for index in range(room.dialog.installed_tabs.count()):
        room.dialog.installed_tabs.setCurrentIndex(index)
        await settle()
        review(room.dialog, f"models-{index}-{language}.png")
    room.dialog.close()


async def scenario(window: MainWindow, language: str) -> None:
    await until(lambda: window.host.state == "ready" and window.attached)  # services too
    window.composer.set_text(QUESTION)
    window.composer.submit()
    await until(lambda: window.controller.busy)
    await until(lambda: not window.controller.busy)
    window.header.settings_button.setChecked(True)
    await settle()
    grab(window, f"window-{language}.png")
    window.header.settings_button.setChecked(False)
    window.open_settings()
    dialog = window.settings_dialog
    assert dialog is not None
    dialog.tabs.setCurrentIndex(4)  # Appearance: theme, font size, language
    await settle()
    grab(dialog, f"settings-{language}.png")
    dialog.reject()
    room = window.models_room()
    room.open()
    await settle()
    assert room.dialog is not None
    grab(room.dialog, f"models-{language}.png")
    room.dialog.close()
    if REVIEW:
        await review_shots(window, language)


def shoot(language: str) -> int:
    save_settings(Settings(theme="light", language=language))
    app = QApplication(sys.argv)
    i18n.use_fonts(app, i18n.install(language).language)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    window = create_window(demo_factory(Script(answer=lambda _p: ANSWER, delay_s=0.004)))
    window.resize(1360, 860)
    with loop:
        loop.run_until_complete(scenario(window, language))
        window.close()
    return 0


def main(languages: list[str]) -> int:
    subprocess.run([sys.executable, str(ROOT / "scripts" / "translations.py"), "build"],
                   check=True, stdout=subprocess.DEVNULL)
    if len(languages) == 1:
        return shoot(languages[0])
    for language in languages:  # one process each: one QApplication, one language
        subprocess.run([sys.executable, __file__, language], check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:] or ["de", "ja"]))
