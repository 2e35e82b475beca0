"""The window's API server reads its key and sampler defaults live, and its
starts and stops never overlap (issue 22, defects 4, 9 and 10). Real server,
real HTTP, the window's fake engine behind it."""

from __future__ import annotations

import threading
from dataclasses import replace
from pathlib import Path

import httpx
import openai
import pytest
from pytestqt.qtbot import QtBot

from app.api import server as api_server
from app.api.keys import key_path, regenerate_key
from app.config import Settings
from tests.ui.conftest import WAIT_MS, Harness, close_window, open_window
from tests.ui.fakes import Script
from tests.ui.test_api_server import free_port


@pytest.fixture
def harness(qtbot: QtBot, data_dir: Path, script: Script, qloop: object) -> Harness:
    opened = open_window(qtbot, data_dir, script, Settings(max_tokens=50))
    opened.wait_loaded()
    yield opened  # type: ignore[misc]
    close_window(opened)


def _serve(harness: Harness, port: int) -> None:
    window = harness.window
    window.apply_settings(replace(window.settings, api_server_enabled=True, api_port=port))
    harness.qtbot.waitUntil(lambda: window.api_server.url == f"http://127.0.0.1:{port}/v1",
                            timeout=WAIT_MS)


def _settled(harness: Harness) -> None:
    server = harness.window.api_server
    harness.qtbot.waitUntil(lambda: not getattr(server, "switching", False)
                            and harness.window.controller is not None, timeout=WAIT_MS)
    harness.settle()


def _chat(port: int, key: str) -> httpx.Response:
    return httpx.post(f"http://127.0.0.1:{port}/v1/chat/completions",
                      headers={"Authorization": f"Bearer {key}"}, timeout=30,
                      json={"messages": [{"role": "user", "content": "ping"}]})


def test_a_new_key_revokes_the_old_one_for_the_next_request(harness: Harness) -> None:
    port = free_port()
    _serve(harness, port)
    old = key_path().read_text().strip()
    assert _chat(port, old).status_code == 200
    new = regenerate_key()  # what Settings → "New key" does
    assert _chat(port, old).status_code == 401  # at once, no restart
    assert _chat(port, new).status_code == 200


def test_sampler_defaults_changed_in_settings_reach_the_next_request(
        harness: Harness) -> None:
    port = free_port()
    _serve(harness, port)
    client = openai.OpenAI(base_url=f"http://127.0.0.1:{port}/v1",
                           api_key=key_path().read_text().strip(), max_retries=0)

    def ask() -> int:
        reply = client.chat.completions.create(
            model="x", messages=[{"role": "user", "content": "ping"}])
        assert reply.usage is not None
        return reply.usage.completion_tokens

    assert ask() == 12  # the fake's whole answer, under max_tokens 50
    window = harness.window
    window.apply_settings(replace(window.settings, max_tokens=3,
                                  sampler=replace(window.settings.sampler, temperature=0.25)))
    assert ask() == 3
    assert harness.script.requests[-1].config.temperature == 0.25
    assert window.api_server.url == f"http://127.0.0.1:{port}/v1"  # not restarted


def test_quick_applies_leave_one_server_on_the_last_port(
        harness: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    built_in: list[str] = []
    original = api_server.ApiServer.__init__

    def record(server: api_server.ApiServer, *args: object, **kwargs: object) -> None:
        built_in.append(threading.current_thread().name)
        original(server, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(api_server.ApiServer, "__init__", record)
    window = harness.window
    first, second, third = free_port(), free_port(), free_port()
    for port in (first, second, third):  # three applies before the first start ends
        window.apply_settings(replace(window.settings, api_server_enabled=True, api_port=port))
    _settled(harness)
    assert window.api_server.url == f"http://127.0.0.1:{third}/v1"
    assert window.api_server.status == f"Serving at http://127.0.0.1:{third}/v1"
    key = key_path().read_text().strip()
    assert _chat(third, key).status_code == 200
    for port in (first, second):  # no orphan left on an older port
        with pytest.raises(httpx.ConnectError):
            httpx.get(f"http://127.0.0.1:{port}/health", timeout=5)
    assert built_in and threading.main_thread().name not in built_in  # off the GUI thread
    window.apply_settings(replace(window.settings, api_server_enabled=True, api_port=first))
    window.apply_settings(replace(window.settings, api_server_enabled=False))
    _settled(harness)
    assert window.api_server.status == "Off" and window.api_server.url is None
    for port in (first, third):
        with pytest.raises(httpx.ConnectError):
            httpx.get(f"http://127.0.0.1:{port}/health", timeout=5)
