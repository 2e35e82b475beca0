"""Pictures of issue 24's points 1, 2, 4 and 5 in the real window, under Xvfb.

One scene per run, because each wants its own screen size or scale:

    xvfb-run -a -s "-screen 0 1240x820x24" python docs/before_after.py shape
    xvfb-run -a -s "-screen 0 1240x820x24" python docs/before_after.py heights
    xvfb-run -a -s "-screen 0 1240x820x24" python docs/before_after.py theme
    QT_SCALE_FACTOR=1.5 xvfb-run -a -s "-screen 0 1400x900x24" \
        python docs/before_after.py scale

LANTERN_TREE=/path/to/an/older/checkout runs that tree's window instead (the
"before" pictures; this script and the fake engine come from the same tree);
LANTERN_SHOT_TAG names the pictures (docs/before-after/point<N>-<tag>.png,
default "after"). The engine is the UI tests' fake engine; the window, store,
worker and rendering are the real ones. A scratch data folder is used.
Scene "shape" and "scale" grab the whole screen, so a window or dialog that
runs past it shows as cut off.
"""

from __future__ import annotations

import asyncio
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
TREE = Path(os.environ.get("LANTERN_TREE", HERE))
sys.path.insert(0, str(TREE))
SCRATCH = Path(tempfile.mkdtemp(prefix="lantern-before-after-"))
os.environ["LANTERN_DATA_DIR"] = str(SCRATCH / "data")

import qasync  # noqa: E402
from PySide6.QtGui import QGuiApplication  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from app.config import Settings, save_settings  # noqa: E402
from app.ui.app import create_window  # noqa: E402
from tests.ui.fakes import FakeEngine, Script  # noqa: E402

OUT = HERE / "docs" / "before-after"
TAG = os.environ.get("LANTERN_SHOT_TAG", "after")
LONG_STATUS = ("Could not reach Hugging Face: [Errno -2] Name or service not known "
               "(huggingface.co). Check the network connection and try the search again; "
               "models already on this machine keep working.")


class DemoEngine(FakeEngine):
    model_name = "demo model (scripted)"


async def until(condition: Callable[[], object], timeout: float = 120.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError("the window did not get there in time")
        await asyncio.sleep(0.02)


async def settle(seconds: float = 0.4) -> None:
    await asyncio.sleep(seconds)
    QApplication.processEvents()


def save(widget: QWidget | None, name: str) -> None:
    """The widget, or the whole screen when widget is None."""
    OUT.mkdir(parents=True, exist_ok=True)
    path = OUT / f"{name}-{TAG}.png"
    if widget is None:
        screen = QGuiApplication.primaryScreen()
        screen.grabWindow(0).save(str(path))
    else:
        widget.grab().save(str(path))
    print("wrote", path, flush=True)


async def answer(window: object, text: str) -> None:
    controller = window.controller  # type: ignore[attr-defined]
    window.send(text)  # type: ignore[attr-defined]
    await until(lambda: controller.busy)
    await until(lambda: not controller.busy)


async def shape(window: object, script: Script) -> None:
    """Point 1: panels and a long status message at 1000x700 on 1240x820."""
    window.resize(1000, 700)  # type: ignore[attr-defined]
    window.move(0, 0)  # type: ignore[attr-defined]
    await settle()
    await answer(window, "How do I reverse a string in Python?")
    window.toggle_panel()  # type: ignore[attr-defined]
    await settle()
    window.toggle_documents()  # type: ignore[attr-defined]
    await settle(1.0)
    window.status.show_error(LONG_STATUS)  # type: ignore[attr-defined]
    await settle()
    print("window width with both panels:", window.width(), flush=True)  # type: ignore[attr-defined]
    save(None, "point1")
    window.toggle_panel()  # type: ignore[attr-defined]
    window.toggle_documents()  # type: ignore[attr-defined]
    await settle()
    print("window width with the panels closed:", window.width(), flush=True)  # type: ignore[attr-defined]


async def heights(window: object, script: Script) -> None:
    """Point 2: the streaming answer in a 100-message conversation, and the
    bottom of a 5,000-word message."""
    window.resize(1240, 820)  # type: ignore[attr-defined]
    window.move(0, 0)  # type: ignore[attr-defined]
    script.answer = lambda _prompt: "A short answer to keep the conversation going. " * 12
    for number in range(49):
        await answer(window, f"Question number {number}: tell me something.")
    script.answer = lambda _prompt: " ".join(f"word{i % 97}" for i in range(5000))
    await answer(window, "Write five thousand words.")
    await settle()
    bar = window.chat_view.verticalScrollBar()  # type: ignore[attr-defined]
    bar.setValue(bar.maximum())
    await settle()
    save(window, "point2-long")  # type: ignore[arg-type]
    script.delay_s = 0.03
    script.answer = lambda _prompt: ("The answer you are waiting for streams here, "
                                     "and the view follows it. ") * 40
    controller = window.controller  # type: ignore[attr-defined]
    window.send("And the last question?")  # type: ignore[attr-defined]
    await until(lambda: controller.busy)
    await settle(3.0)
    save(window, "point2")  # type: ignore[arg-type]
    await until(lambda: not controller.busy)
    await settle()
    save(window, "point2-ended")  # type: ignore[arg-type]


async def theme(window: object, script: Script) -> None:
    """Point 4: dark with the conversation settings open, then Dark -> Light live."""
    window.resize(1240, 820)  # type: ignore[attr-defined]
    window.move(0, 0)  # type: ignore[attr-defined]
    await answer(window, "How do I reverse a string in Python?")
    window.toggle_panel()  # type: ignore[attr-defined]
    window.settings.theme = "dark"  # type: ignore[attr-defined]
    window.apply_look()  # type: ignore[attr-defined]
    window.composer.editor.setFocus()  # type: ignore[attr-defined]
    await settle()
    save(window, "point4-dark")  # type: ignore[arg-type]
    window.settings.theme = "light"  # type: ignore[attr-defined]
    window.apply_look()  # type: ignore[attr-defined]
    await settle()
    save(window, "point4-light-after-dark")  # type: ignore[arg-type]


async def scale(window: object, script: Script) -> None:
    """Point 5: at 150 % on a 1400x900 screen, the Models window, the Settings
    dialog's tabs, and message cards at 900x600 (logical)."""
    window.move(0, 0)  # type: ignore[attr-defined]
    await answer(window, "How do I reverse a string in Python? " * 6)
    window.resize(900, 560)  # type: ignore[attr-defined]
    await settle()
    save(None, "point5-narrow")
    window.models_room().open()  # type: ignore[attr-defined]
    await settle(1.5)
    save(None, "point5-models")
    dialog = window.models_room().dialog  # type: ignore[attr-defined]
    if dialog is not None:
        dialog.close()
    window.open_settings()  # type: ignore[attr-defined]
    await settle(1.0)
    save(None, "point5-settings")


SCENES = {"shape": shape, "heights": heights, "theme": theme, "scale": scale}


def english() -> None:
    """The English catalog (its plural forms), as `lantern` installs it, where
    the tree has one (older trees had none)."""
    import importlib.util
    import subprocess

    source = TREE / "resources" / "translations" / "lantern_en.ts"
    if importlib.util.find_spec("app.ui.i18n") is None or not source.exists():
        return
    from app.ui import i18n

    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    subprocess.run([str(lrelease), "-silent", str(source),
                    "-qm", str(i18n.qm_path("en", SCRATCH))], check=True)
    i18n.install("en", SCRATCH)


def main() -> int:
    scene = SCENES[sys.argv[1]]
    save_settings(Settings(theme="light"))
    app = QApplication(sys.argv)
    english()
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    script = Script(answer=lambda _prompt: "Slicing with a step of `-1` walks the string "
                    "backwards: `text[::-1]` makes a **new** string.")

    def build(_settings: Settings) -> Callable[..., object]:
        def load(progress: Callable[[float, str], None]) -> object:
            return DemoEngine(script, progress)
        return load

    window = create_window(build)  # type: ignore[arg-type]

    async def run() -> None:
        await until(lambda: window.host.state == "ready" and window.attached)  # services too
        await settle()
        await scene(window, script)

    with loop:
        loop.run_until_complete(run())
        window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
