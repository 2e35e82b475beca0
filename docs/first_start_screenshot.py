"""The first start as a newcomer sees it: a fresh data folder, the real window
on X11 (xcb) under Xvfb with a window manager (openbox), the real engine and
the bundled model, the whole screen photographed.

    .venv/bin/python docs/first_start_screenshot.py
    .venv/bin/python docs/first_start_screenshot.py --screen 1440x900 --scale 1 \\
        --theme dark --language de --out /tmp/first-start-de.png

Without --out it writes docs/first-start-xcb.png: 1366 x 768 at 150 %, the
short laptop screen where the first-run notice used to push its Download
button out of sight (issue 39). --state details opens the notice's details;
--state downloading and --state failed put the notice in those states
without a download (staged: the words are the window's own, the progress
and the problem are made up), to look at how it lays out; --state later is
a later start, a second model installed (the empty chat names the model);
--state models and --state server open those pages of the window.
Needs Xvfb and openbox (the Debian packages xvfb and openbox).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STATES = ("first", "details", "downloading", "failed", "later", "models", "server")


@contextmanager
def x_screen(size: str) -> Iterator[str]:
    """A fresh Xvfb screen with openbox managing it; yields ':N'."""
    for tool in ("Xvfb", "openbox"):
        if shutil.which(tool) is None:
            sys.exit(f"{tool} is missing: install the Debian package {tool.lower()}")
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", f"{size}x24",
                               "-nolisten", "tcp", "-noreset"], pass_fds=(write,),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as pipe:
        display = f":{pipe.readline().strip()}"
    manager = subprocess.Popen(["openbox"], env=dict(os.environ, DISPLAY=display),
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(1.0)  # openbox takes the screen before the window maps
        yield display
    finally:
        manager.terminate()
        manager.wait(timeout=10)
        server.terminate()
        server.wait(timeout=10)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--screen", default="1366x768")
    parser.add_argument("--scale", default="1.5")
    parser.add_argument("--theme", default="light", choices=("light", "dark"))
    parser.add_argument("--language", default="en")
    parser.add_argument("--state", default="first", choices=STATES)
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "first-start-xcb.png")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        return child(args.out, args.state, args.theme, args.language)
    with tempfile.TemporaryDirectory(prefix="lantern-first-start-") as scratch, \
            x_screen(args.screen) as display:
        env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "XDG_"))}
        env.update(DISPLAY=display, HOME=scratch, QT_SCALE_FACTOR=args.scale,
                   LANTERN_DATA_DIR=str(Path(scratch) / "data"), PYTHONPATH=str(ROOT))
        subprocess.run([sys.executable, __file__, "--child", "--out", str(args.out),
                        "--state", args.state, "--theme", args.theme,
                        "--language", args.language], env=env, timeout=300, check=True)
    print("wrote", args.out)
    return 0


def child(out: Path, state: str, theme: str, language: str) -> int:
    """The window as `lantern` opens it, photographed once the model is
    ready and the first-run notice has its place."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    import app.ui.app as window_app
    from app.config import Settings, save_settings
    from app.ui.main_window import MainWindow

    save_settings(Settings(theme=theme, language="" if language == "en" else language))
    if state == "later":
        from app.engine.model_files import default_chat_model
        from app.models.registry import Registry

        Registry().import_file(default_chat_model(), copy=False)  # a second chat model
    make = window_app.create_window

    def create_window() -> MainWindow:
        window = make()
        QTimer.singleShot(200, lambda: when_ready(window))
        return window

    def when_ready(window: MainWindow) -> None:
        if window.host.state != "ready" or window.models is None:
            QTimer.singleShot(200, lambda: when_ready(window))
            return
        stage(window, state)
        QTimer.singleShot(1500, lambda: shoot(window))  # the layouts and the paint settle

    def shoot(window: MainWindow) -> None:
        screen = QApplication.primaryScreen()
        screen.grabWindow(0).save(str(out))
        window.close()

    window_app.create_window = create_window  # type: ignore[assignment]
    return window_app.run_window(sys.argv[:1])


def stage(window: object, state: str) -> None:
    from app.ui.services.formatting import offline

    room = window.models  # type: ignore[attr-defined]
    banner, entry = room.banner, room.banner.entry
    if state in ("models", "server"):
        window.go_to(state)  # type: ignore[attr-defined]
    elif state == "details":
        banner.more.click()
    elif state == "downloading" and entry is not None:
        banner.downloading(room.tr("Downloading {name}: {percent}%").format(
            name=entry.name, percent=45))
    elif state == "failed" and entry is not None:
        banner.stopped(room.tr("Retry downloading {name}").format(name=entry.name),
                       room.tr("The download stopped: {said}").format(
                           said=offline()))


if __name__ == "__main__":
    sys.exit(main())
