"""The Server page (the rail's Server): the switch, the addresses and curl
examples that work as they are, the key from the moment the page opens, the
live request log, and "Allow other computers" really changing the address."""

from __future__ import annotations

import socket
import subprocess
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import httpx
import openai
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from app.api.keys import key_path
from app.ui.server.server_page import ServerPage, lan_addresses
from tests.ui.conftest import WAIT_MS, Harness, close_window, open_window
from tests.ui.fakes import Script
from tests.ui.test_api_server import free_port


@pytest.fixture
def served(qtbot: QtBot, data_dir: Path, script: Script, qloop: object) -> Iterator[Harness]:
    harness = open_window(qtbot, data_dir, script)
    harness.wait_loaded()
    window = harness.window
    window.apply_settings(replace(window.settings, api_port=free_port()))
    yield harness
    close_window(harness)


def open_page(harness: Harness) -> ServerPage:
    harness.qtbot.mouseClick(harness.window.rail.buttons["server"], Qt.MouseButton.LeftButton)
    page = harness.window.server_page.current
    assert page is not None
    harness.qtbot.waitUntil(page.isVisible, timeout=WAIT_MS)
    return page


def test_the_key_and_examples_are_there_before_the_first_start(served: Harness) -> None:
    assert not key_path().exists()
    page = open_page(served)
    key = key_path().read_text().strip()
    assert page.key.text() == key and page.key.echoMode() == page.key.EchoMode.Password
    page.copy_key.click()
    assert QGuiApplication.clipboard().text() == key
    port = served.window.settings.api_port
    for protocol, path in (("openai", "/v1/chat/completions"), ("anthropic", "/v1/messages"),
                           ("ollama", "/api/chat")):
        on_screen = page.example_texts[protocol].toPlainText()
        assert f"http://127.0.0.1:{port}{path}" in on_screen and key not in on_screen
        page.example_copies[protocol].click()  # the real key goes with Copy example
        copied = QGuiApplication.clipboard().text()
        assert copied == page.example(protocol) and key in copied
    page.show_key.click()  # Show: the key in the field and in the examples
    assert page.key.echoMode() == page.key.EchoMode.Normal
    assert key in page.example_texts["anthropic"].toPlainText()
    assert not served.window.api_server.serving


def test_switched_on_it_serves_and_logs_each_request(served: Harness) -> None:
    window, qtbot = served.window, served.qtbot
    page = open_page(served)
    page.switch.click()
    qtbot.waitUntil(lambda: window.api_server.serving, timeout=WAIT_MS)
    assert served.saved[-1].api_server_enabled and page.switch.isChecked()
    assert page.status.text().startswith("Serving at")
    # The OpenAI example, pasted into a shell as it is.
    page.example_copies["openai"].click()
    done = subprocess.run(["bash", "-c", QGuiApplication.clipboard().text()],
                          capture_output=True, text=True, timeout=60, check=True)
    assert '"Echo: Hello!' in done.stdout
    client = openai.OpenAI(base_url=f"{page.base_url()}/v1", api_key=page.key.text(),
                           max_retries=0)
    client.chat.completions.create(model="x", messages=[{"role": "user", "content": "ping"}],
                                   max_tokens=5)
    httpx.get(f"{page.base_url()}/v1/models")  # no key: refused, and logged too
    qtbot.waitUntil(lambda: page.log.rowCount() == 3, timeout=WAIT_MS)
    rows = [[page.log.item(r, c).text() for c in range(7)] for r in range(3)]
    assert [(r[2], r[3], r[4]) for r in rows] == [
        ("POST", "/v1/chat/completions", "200"), ("POST", "/v1/chat/completions", "200"),
        ("GET", "/v1/models", "401")]
    assert rows[1][1] == "127.0.0.1" and rows[1][6] == "5" and rows[1][5].endswith(" ms")
    assert window.api_server.catalog.model_id in page.models.text()
    page.tabs.setCurrentIndex(1)  # Requests
    clear = next(b for b in page.findChildren(QPushButton) if b.text() == "Clear")
    qtbot.mouseClick(clear, Qt.MouseButton.LeftButton)
    assert page.log.rowCount() == 0 and not window.api_server.log
    page.switch.click()
    qtbot.waitUntil(lambda: not window.api_server.serving, timeout=WAIT_MS)
    assert not served.saved[-1].api_server_enabled


def test_a_new_key_takes_effect_at_once(served: Harness) -> None:
    window, qtbot = served.window, served.qtbot
    page = open_page(served)
    old = page.key.text()
    page.switch.click()
    qtbot.waitUntil(lambda: window.api_server.serving, timeout=WAIT_MS)
    page.new_key.click()
    new = page.key.text()
    assert new != old and key_path().read_text().strip() == new
    assert new in page.example("ollama")
    url = f"{page.base_url()}/v1/models"
    assert httpx.get(url, headers={"Authorization": f"Bearer {old}"}).status_code == 401
    assert httpx.get(url, headers={"Authorization": f"Bearer {new}"}).status_code == 200


def test_allowing_other_computers_listens_on_every_address(served: Harness) -> None:
    window, qtbot = served.window, served.qtbot
    page = open_page(served)
    page.switch.click()
    qtbot.waitUntil(lambda: window.api_server.serving, timeout=WAIT_MS)
    page.remote.click()
    qtbot.waitUntil(lambda: window.api_server.base_url is not None
                    and "0.0.0.0" in window.api_server.base_url, timeout=WAIT_MS)
    assert served.saved[-1].api_allow_remote and served.saved[-1].api_host == "0.0.0.0"
    note = page.remote_note.text()
    assert "Keep the key secret" in note
    for address in lan_addresses():  # the addresses to give the other computer
        assert f"http://{address}:{window.settings.api_port}" in note
        assert httpx.get(f"http://{address}:{window.settings.api_port}/health").is_success
    assert page.base_url().startswith("http://127.0.0.1:")  # this computer's own address
    page.remote.click()
    qtbot.waitUntil(lambda: window.api_server.base_url is not None
                    and "127.0.0.1" in window.api_server.base_url, timeout=WAIT_MS)
    assert not served.saved[-1].api_allow_remote and served.saved[-1].api_host == "127.0.0.1"
    assert page.remote_note.text() == "Only programs on this computer can connect."


def test_a_taken_port_is_said_in_the_window_s_words(served: Harness) -> None:
    """Not `lantern serve`'s “Choose another port (--port)”: the window's controls."""
    window, qtbot = served.window, served.qtbot
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", window.settings.api_port))
        taken.listen(1)
        page = open_page(served)
        page.switch.click()
        qtbot.waitUntil(lambda: page.status.text().startswith("Not running"), timeout=WAIT_MS)
    said = page.status.text()
    assert f"port {window.settings.api_port} is taken by another program" in said
    assert "Settings → Local API server" in said and "--" not in said


def _ink_runs(image: QImage, y: int, background: QColor) -> list[tuple[int, int]]:
    """(start, width) of each run of columns on row `y` unlike `background`."""
    runs: list[tuple[int, int]] = []
    start = None
    for x in range(image.width() + 1):
        ink = x < image.width() and _unlike(image.pixelColor(x, y), background)
        if ink and start is None:
            start = x
        elif not ink and start is not None:
            runs.append((start, x - start))
            start = None
    return runs


def _unlike(color: QColor, background: QColor) -> bool:
    return abs(color.lightness() - background.lightness()) > 60


def test_the_masked_key_starts_with_a_whole_dot(served: Harness) -> None:
    """The field showed the key's end, the first dot cut in half at its left
    edge (issue 39 walkthrough): it shows the key's start, its dots whole."""
    served.window.resize(1000, 700)
    page = open_page(served)
    field = page.key
    served.qtbot.waitUntil(lambda: field.width() > 0, timeout=WAIT_MS)
    masked = "\u25cf" * len(field.text())
    assert field.fontMetrics().horizontalAdvance(masked) > field.width()  # the key runs on
    image = field.grab().toImage()
    inner = field.contentsRect()
    background = image.pixelColor(inner.right() - 2, inner.top() + 2)
    runs = _ink_runs(image.copy(inner.adjusted(2, 0, -2, 0)), inner.height() // 2, background)
    assert len(runs) > 3, runs
    widths = sorted(width for _, width in runs[1:-1])
    assert runs[0][1] >= widths[len(widths) // 2] - 1, runs  # the first dot whole
