"""Screenshot of Settings → Local API server while it serves, under Xvfb.

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python docs/api_server_screenshot.py

The window is the real one over the UI tests' fake engine (see
docs/screenshots.py); the server is the real one, on a free port of
127.0.0.1, with a scratch data folder (and so a scratch key). Writes
docs/api-server-settings.png.
"""

from __future__ import annotations

import asyncio
import os
import socket
import sys
import tempfile
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "docs"))
os.environ["LANTERN_DATA_DIR"] = tempfile.mkdtemp(prefix="lantern-api-shot-")

import qasync  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from screenshots import demo_factory, scripted, settle, until  # noqa: E402

from app.config import Settings, save_settings  # noqa: E402
from app.ui.app import create_window  # noqa: E402
from app.ui.main_window import MainWindow  # noqa: E402
from tests.ui.fakes import Script  # noqa: E402


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def scenario(window: MainWindow) -> None:
    await until(lambda: window.host.state == "ready" and window.attached)  # services too
    window.apply_settings(replace(window.settings, api_server_enabled=True,
                                  api_port=free_port()))
    await until(lambda: window.api_server.serving)
    window.open_settings()
    dialog = window.settings_dialog
    assert dialog is not None
    dialog.tabs.setCurrentWidget(dialog.server_tab)
    await settle()
    path = ROOT / "docs" / "api-server-settings.png"
    dialog.grab().save(str(path))
    print("wrote", path)
    dialog.reject()


def main() -> int:
    save_settings(Settings(theme="light"))
    app = QApplication(sys.argv)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    window = create_window(demo_factory(Script(answer=scripted)))
    with loop:
        loop.run_until_complete(scenario(window))
        window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
