"""The Models page shows what each catalog model can do (tools, thinking) as
badges beside its size, quantisation and fit, and says where its SHA-256
comes from; over the fake engine and the shipped catalog."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QScrollArea
from pytestqt.qtbot import QtBot

from app.models.catalog import load_catalog
from tests.ui.conftest import Harness, close_window, open_window
from tests.ui.fakes import Script


@pytest.fixture
def harness(qtbot: QtBot, qloop: object, data_dir: Path, script: Script,
            monkeypatch: pytest.MonkeyPatch) -> Iterator[Harness]:
    monkeypatch.delenv("LANTERN_CATALOG", raising=False)  # the shipped catalog
    monkeypatch.setenv("LANTERN_HF_ENDPOINT", "http://127.0.0.1:9")  # nothing leaves
    harness = open_window(qtbot, data_dir, script)
    harness.wait_loaded()
    yield harness
    close_window(harness)


def _row(harness: Harness, entry_id: str) -> int:
    dialog = harness.window.models_room().dialog
    assert dialog is not None
    return [entry.id for entry in dialog.catalog.entries].index(entry_id)


def test_tool_and_thinking_badges_sit_beside_size_quantisation_and_fit(
        harness: Harness) -> None:
    harness.window.models_room().open()
    dialog = harness.window.models_room().dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.catalog.rowCount() == len(load_catalog())

    qwen3 = dialog.catalog.badges(_row(harness, "qwen3-1.7b-q4_k_m"))
    assert qwen3[0] == "1.1 GB" and qwen3[1].startswith("fits: ")  # what decides, first
    assert qwen3[2:] == ["1.7B", "Q4_K_M", "40K context", "tools", "thinking"]
    assert dialog.catalog.badges(_row(harness, "llama-3.2-3b-instruct-q4_k_m"))[5] == "tools"
    reasoner = dialog.catalog.badges(_row(harness, "deepseek-r1-qwen-1.5b-q4_k_m"))
    assert "thinking" in reasoner and "tools" not in reasoner
    gemma = dialog.catalog.badges(_row(harness, "gemma-3-1b-it-q4_k_m"))
    assert "tools" not in gemma and "thinking" not in gemma
    assert gemma[1].startswith("fits: ")
    # each kind of badge keeps its column: a missing "tools" leaves its room
    cells = [dialog.catalog.cellWidget(row, 1) for row in range(dialog.catalog.rowCount())]
    harness.qtbot.waitUntil(lambda: cells[0].labels[-1].x() > 0)
    for slot in range(len(cells[0].labels)):
        assert len({cell.labels[slot].x() for cell in cells}) == 1, slot
    # the headers start where their cells' names and badges start, not centred
    # over the badges' column, which takes a wide window's spare width
    header = dialog.catalog.horizontalHeader()
    assert header.defaultAlignment() & Qt.AlignmentFlag.AlignLeft
    summary = dialog.catalog.item(_row(harness, "qwen3-1.7b-q4_k_m"), 1)
    assert summary.data(Qt.ItemDataRole.AccessibleTextRole).startswith(
        "1.1 GB · fits: ")  # what a screen reader says
    assert summary.data(Qt.ItemDataRole.AccessibleTextRole).endswith(
        " · Q4_K_M · 40K context · tools · thinking")
    assert "Thinks before it answers" in \
        dialog.catalog.item(_row(harness, "qwen3-4b-q4_k_m"), 0).toolTip()


def test_choosing_a_model_says_how_it_thinks_and_who_records_its_hash(
        harness: Harness) -> None:
    harness.window.models_room().open()
    dialog = harness.window.models_room().dialog
    assert dialog is not None
    dialog.catalog.selectRow(_row(harness, "qwen3-4b-q4_k_m"))
    note = dialog.note.text()
    assert "the conversation's Thinking setting turns it off" in note
    assert "SHA-256 7485fe6f11af… at commit bc640142c6" in note
    assert "cryptoAGI/bankml, pushyanthd/secure-agent-platform" in note
    dialog.catalog.selectRow(_row(harness, "deepseek-r1-qwen-1.5b-q4_k_m"))
    assert "Always thinks before it answers." in dialog.note.text()
    dialog.catalog.selectRow(_row(harness, "qwen2.5-3b-instruct-q4_k_m"))
    note = dialog.note.text()
    assert "thinks" not in note
    assert "SHA-256 from Hugging Face for the commit pinned when the download starts" in note


def test_a_small_laptop_screen_shows_discover_whole_with_every_fit(harness: Harness) -> None:
    """1366x768 at 150 % (910x512 logical, less a title bar): the Discover pane
    needs no scrolling of its own, and each model's fit shows without the
    table's sideways scroll (both were cut there)."""
    harness.window.resize(910, 482)
    room = harness.window.models_room()
    room.open()
    dialog = room.dialog
    assert dialog is not None
    area = dialog.panes.widget(0)
    assert isinstance(area, QScrollArea)
    harness.qtbot.waitUntil(lambda: area.viewport().height() < 400)  # laid out at that size
    assert area.verticalScrollBar().maximum() == 0, (
        area.widget().minimumSizeHint().height(), area.viewport().height())
    table = dialog.catalog
    seen = table.viewport().width()
    for row in range(table.rowCount()):
        cell = table.cellWidget(row, 1)
        fit = cell.labels[1]
        assert fit.text().startswith(("fits: ", "tight: ", "will not fit: ")), row
        right = fit.mapTo(table.viewport(), fit.rect().topRight()).x()
        assert right < seen, (table.item(row, 0).text(), right, seen)
    # The address row gave its room to the catalog (the search box takes a
    # pasted link); a taller window has room for it again, and it stays whole.
    assert not dialog.hub_repo.isVisible() and dialog.hub_search.query.isVisible()
    assert dialog.download.isVisible()
    harness.window.resize(1440, 860)
    harness.qtbot.waitUntil(dialog.hub_repo.isVisible)
    assert area.verticalScrollBar().maximum() == 0
