"""Screenshots of tools in the window, under Xvfb (xcb).

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python docs/tools_screenshots.py

The MCP server is the real `mcp-server-time` (PyPI), started by the
window's ToolService; the call it answers is real. The model is the UI
tests' scripted fake engine (see docs/screenshots.py): it calls
get_current_time for "What time is it in Tokyo?" and answers from the
result. Scratch data folder. Writes docs/tools-settings.png,
docs/tool-approval.png and docs/tool-call.png.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import sys
import tempfile
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "docs"))
os.environ["LANTERN_DATA_DIR"] = tempfile.mkdtemp(prefix="lantern-tools-shot-")

import qasync  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from screenshots import demo_factory, grab, settle, until  # noqa: E402

from app.config import Settings, save_settings  # noqa: E402
from app.domain import ToolCall  # noqa: E402
from app.engine.requests import GenerateStream  # noqa: E402
from app.tools.mcp_client import ServerState  # noqa: E402
from app.tools.servers import ServerConfig, ServerList  # noqa: E402
from app.ui.app import create_window  # noqa: E402
from app.ui.main_window import MainWindow  # noqa: E402
from tests.ui.fakes import Script  # noqa: E402

QUESTION = "What time is it in Tokyo?"


def calls(request: GenerateStream) -> list[ToolCall]:
    prompt = request.prompt
    if isinstance(prompt, list) and prompt[-1].get("role") == "tool":
        return []
    return [ToolCall("call_tokyo", "get_current_time", json.dumps({"timezone": "Asia/Tokyo"}))]


def answer(prompt: str) -> str:
    found = re.search(r'"datetime": "\d{4}-\d\d-\d\dT(\d\d:\d\d)', prompt)
    if found is None:
        return ""
    return f"It is **{found.group(1)}** in Tokyo right now (Japan Standard Time, UTC+9)."


async def scenario(window: MainWindow) -> None:
    await until(lambda: window.host.state == "ready" and window.attached)  # services too
    tools = window.tools
    tools.start("time")
    await until(lambda: tools.rows()[0].status.state is ServerState.RUNNING)
    window.open_settings()
    dialog = window.settings_dialog
    assert dialog is not None
    dialog.tabs.setCurrentIndex(dialog.tabs.count() - 1)  # Tools
    await settle()
    grab(dialog, "tools-settings.png")
    dialog.reject()
    chosen = replace(window.controller.conversation_settings(),
                     tools=("time/get_current_time", "Lantern/current_date_time"))
    window.controller.set_conversation_settings(chosen)
    window.composer.set_text(QUESTION)
    window.composer.submit()
    view = window.chat_view
    await until(lambda: any(v.step.state == "asking" for v in view.tool_views()))
    window.panel.set_values(chosen, window.settings.adapters)
    window.header.settings_button.setChecked(True)  # the conversation's tools, ticked
    await settle()
    grab(window, "tool-approval.png")
    window.header.settings_button.setChecked(False)
    next(v for v in view.tool_views() if v.step.state == "asking").allow_once.click()
    await until(lambda: not window.controller.busy)
    await settle()
    view.tool_views()[-1].set_expanded(True)
    await settle()
    grab(window, "tool-call.png")


def main() -> int:
    save_settings(Settings(theme="light"))
    ServerList().put(ServerConfig("time", command=sys.executable,
                                  args=("-m", "mcp_server_time", "--local-timezone", "UTC")))
    app = QApplication(sys.argv)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    window = create_window(demo_factory(Script(answer=answer, tool_calls=calls)))
    with loop:
        loop.run_until_complete(scenario(window))
        window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
