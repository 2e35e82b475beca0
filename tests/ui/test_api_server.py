"""Settings → Local API server: off by default; on, it serves the window's own
engine (the same worker) to the real openai client; off again, it is gone."""

from __future__ import annotations

import socket
import stat
from pathlib import Path

import httpx
import openai
import pytest
from pytestqt.qtbot import QtBot

from app.api.keys import key_path
from tests.ui.conftest import WAIT_MS, close_window, open_window
from tests.ui.fakes import Script
from tests.ui.test_settings import ok_button, open_dialog


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def test_the_window_serves_its_own_engine_when_switched_on(
        qtbot: QtBot, data_dir: Path, script: Script, qloop: object) -> None:
    harness = open_window(qtbot, data_dir, script)
    window = harness.window
    try:
        harness.wait_loaded()
        dialog = open_dialog(harness)
        tab = dialog.server_tab
        assert not tab.enabled.isChecked() and not tab.host.isEnabled()
        assert not key_path().exists()  # made on first use, not before
        tab.enabled.setChecked(True)
        port = free_port()
        tab.port.setValue(port)
        tab.host.setText("0.0.0.0")
        assert "tick “Allow other computers”" in tab.warning.text()
        tab.host.setText("127.0.0.1")
        tab.strict.setChecked(True)
        ok_button(dialog).click()
        qtbot.waitUntil(lambda: window.api_server.serving, timeout=WAIT_MS)
        assert window.api_server.status == f"Serving at http://127.0.0.1:{port}/v1"
        assert harness.saved[-1].api_server_enabled and harness.saved[-1].api_port == port
        assert harness.saved[-1].api_strict
        assert stat.S_IMODE(key_path().stat().st_mode) == 0o600

        client = openai.OpenAI(base_url=f"http://127.0.0.1:{port}/v1",
                               api_key=key_path().read_text().strip(), max_retries=0)
        listed = client.models.list().data[0]  # a URL-safe id, the name beside it
        assert listed.id == "fake-model-1b" and listed.model_extra == {
            "name": "Fake Model 1B", "aliases": ["Fake Model 1B"]}
        reply = client.chat.completions.create(
            model="x", messages=[{"role": "user", "content": "ping"}], max_tokens=50)
        assert reply.choices[0].message.content.startswith("Echo: ping. word1")
        refused = httpx.post(f"http://127.0.0.1:{port}/v1/chat/completions",
                             headers={"Authorization": f"Bearer {client.api_key}"},
                             json={"messages": [{"role": "user", "content": "hi", "x": 1}]})
        assert refused.status_code == 400  # strict, as ticked: the nested field is named
        assert refused.json()["error"]["param"] == "messages.0.x"
        assert any(getattr(r, "prompt", None) == [{"role": "user", "content": "ping"}]
                   for r in script.requests)  # the window's own engine answered
        harness.send("hello from the window")
        assert "Echo: hello from the window." in harness.widgets()[-1].text

        dialog = open_dialog(harness)
        assert dialog.server_tab.status.text().startswith("Serving at")
        dialog.server_tab.enabled.setChecked(False)
        ok_button(dialog).click()
        qtbot.waitUntil(lambda: not window.api_server.serving, timeout=WAIT_MS)
        with pytest.raises(httpx.ConnectError):
            httpx.get(f"http://127.0.0.1:{port}/health", timeout=5)
    finally:
        close_window(harness)


def test_the_ollama_switch_listens_where_ollama_apps_look(
        qtbot: QtBot, data_dir: Path, script: Script, qloop: object) -> None:
    """Ticked, the real ollama client finds the window's model on 127.0.0.1:11434
    with no setup; with that port taken, the status says what to do."""
    import ollama

    harness = open_window(qtbot, data_dir, script)
    window = harness.window
    try:
        harness.wait_loaded()
        dialog = open_dialog(harness)
        dialog.server_tab.enabled.setChecked(True)
        dialog.server_tab.port.setValue(free_port())
        dialog.server_tab.ollama.setChecked(True)
        ok_button(dialog).click()
        qtbot.waitUntil(lambda: window.api_server.serving, timeout=WAIT_MS)
        assert harness.saved[-1].api_ollama
        with ollama.Client(host="http://127.0.0.1:11434") as client:
            names = [m.model for m in client.list().models]
        assert names and names[0].startswith("fake-model-1b:")
        dialog = open_dialog(harness)
        dialog.server_tab.enabled.setChecked(False)
        ok_button(dialog).click()
        qtbot.waitUntil(lambda: not window.api_server.serving, timeout=WAIT_MS)

        with socket.socket() as taken:
            taken.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            taken.bind(("127.0.0.1", 11434))
            taken.listen(1)
            dialog = open_dialog(harness)
            dialog.server_tab.enabled.setChecked(True)
            ok_button(dialog).click()
            qtbot.waitUntil(lambda: "Ollama's address" in window.api_server.status,
                            timeout=WAIT_MS)
            assert not window.api_server.serving
            assert "untick “Also answer apps made for Ollama”" in window.api_server.status
    finally:
        close_window(harness)
