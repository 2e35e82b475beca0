"""The Models page shows what each catalog model can do (tools, thinking) as
badges beside its size, quantisation and fit, and says where its SHA-256
comes from; over the fake engine and the shipped catalog."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
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
    assert qwen3[:4] == ["1.1 GB", "1.7B", "Q4_K_M", "40K context"]
    assert qwen3[4:6] == ["tools", "thinking"] and qwen3[6].startswith("fits: ")
    assert dialog.catalog.badges(_row(harness, "llama-3.2-3b-instruct-q4_k_m"))[4] == "tools"
    reasoner = dialog.catalog.badges(_row(harness, "deepseek-r1-qwen-1.5b-q4_k_m"))
    assert "thinking" in reasoner and "tools" not in reasoner
    gemma = dialog.catalog.badges(_row(harness, "gemma-3-1b-it-q4_k_m"))
    assert "tools" not in gemma and "thinking" not in gemma
    assert gemma[-1].startswith("fits: ")
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
    assert "Q4_K_M · 40K context · tools · thinking · fits: " in \
        summary.data(Qt.ItemDataRole.AccessibleTextRole)  # what a screen reader says
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
