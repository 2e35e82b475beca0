"""Controls show their whole text where they are narrowest: the conversation
panel's *Too long* choices and adapter scales at the panel's minimum width
in every Latin-script language, the Settings' adapter scale boxes in both
themes, and both again at 150 % (a child process: the scale factor is set
when Qt starts)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from PySide6.QtWidgets import QDoubleSpinBox, QStyle, QStyleOptionComboBox
from pytestqt.qtbot import QtBot

from app.config import AdapterSpec, Settings, save_settings
from tests.ui.conftest import WAIT_MS, Harness, close_window, open_window
from tests.ui.fakes import Script
from tests.ui.text_fit import (
    combo_overflow,
    compile_catalog,
    cut_off,
    label_overflow,
    spin_overflow,
)
from tests.ui.text_fit_probe import LONG_NAME, SCALES

PROBE = Path(__file__).with_name("text_fit_probe.py")
LATIN = ["en", "de", "fr", "es", "pt_BR"]
"""The languages whose words run longest (Chinese and Japanese are shorter)."""


@pytest.fixture
def adapters(tmp_path: Path) -> list[AdapterSpec]:
    adapter = tmp_path / "adapter.gguf"
    adapter.write_bytes(b"GGUF" + (3).to_bytes(4, "little") + bytes(64))
    return [AdapterSpec(name, str(adapter), scale) for name, scale in SCALES]


@pytest.fixture
def language(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """The window's catalog for the parameter's language, on top of English."""
    code: str = request.param
    before = QLocale()
    translator = QTranslator()
    if code != "en":
        assert translator.load(str(compile_catalog(code, tmp_path)))
        QCoreApplication.installTranslator(translator)
        QLocale.setDefault(QLocale(code))
    yield code
    QCoreApplication.removeTranslator(translator)
    QLocale.setDefault(before)


def _window(qtbot: QtBot, data_dir: Path, settings: Settings) -> Harness:
    save_settings(settings)
    harness = open_window(qtbot, data_dir, Script(), settings)
    harness.window.resize(1200, 760)
    harness.wait_loaded()
    return harness


@pytest.mark.parametrize("language", LATIN, indirect=True)
def test_too_long_and_the_scales_read_whole_at_the_panels_narrowest(
        qtbot: QtBot, qloop: object, data_dir: Path, thread_guard: None, language: str,
        adapters: list[AdapterSpec]) -> None:
    harness = _window(qtbot, data_dir, Settings(adapters=adapters))
    try:
        window = harness.window
        window.toggle_panel()
        panel = window.panel
        sizes = window.splitter.sizes()
        window.splitter.setSizes([sizes[0], sum(sizes[1:]), 0])  # as narrow as it goes
        qtbot.waitUntil(lambda: panel.width() == panel.minimumSizeHint().width(),
                        timeout=WAIT_MS)
        combo = panel.context_policy
        assert combo.count() == 3
        for index in range(combo.count()):
            combo.setCurrentIndex(index)
            assert combo_overflow(combo) <= 0, combo.currentText()
            assert not cut_off(combo, panel.viewport())
        for name, _scale in SCALES:
            row = panel.adapter_row(name)
            assert row is not None
            row.check.setChecked(True)
            qtbot.wait(10)
            assert label_overflow(row.value_label) <= 0, (name, row.value_label.text())
            assert not cut_off(row.value_label, panel.viewport())
            assert row.slider.width() >= panel.viewport().width() // 2  # never squeezed
        assert panel.adapter_row(LONG_NAME).value_label.text() == "×1.25"  # type: ignore[union-attr]
    finally:
        close_window(harness)


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_adapter_library_shows_each_scale_whole(
        qtbot: QtBot, qloop: object, data_dir: Path, thread_guard: None, theme: str,
        adapters: list[AdapterSpec]) -> None:
    harness = _window(qtbot, data_dir, Settings(theme=theme, adapters=adapters))
    try:
        harness.window.open_settings()
        dialog = harness.window.settings_dialog
        assert dialog is not None
        table = dialog.adapter_table
        tab = table.parentWidget()
        assert tab is not None
        dialog.tabs.setCurrentWidget(tab)
        qtbot.waitUntil(table.isVisible, timeout=WAIT_MS)
        boxes = table.findChildren(QDoubleSpinBox)
        assert sorted(box.text() for box in boxes) == ["0.05", "1.00", "1.25"]
        for row, box in enumerate(sorted(boxes, key=lambda b: b.mapTo(table, b.pos()).y())):
            assert spin_overflow(box) <= 0, box.text()
            cell = table.visualRect(table.model().index(row, 2))
            inside = box.mapTo(table.viewport(), box.rect().topLeft())
            assert cell.contains(inside) and cell.contains(
                inside + box.rect().bottomRight()), box.text()  # the grid cuts no edge
        assert table.item(1, 0).text() == LONG_NAME  # type: ignore[union-attr]
        assert table.columnWidth(0) >= table.fontMetrics().horizontalAdvance(LONG_NAME)
        dialog.reject()
    finally:
        close_window(harness)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_same_at_150_percent(tmp_path: Path, language: str) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("QT_")}
    env.update(QT_SCALE_FACTOR="1.5", QT_QPA_PLATFORM="offscreen",
               LANTERN_DATA_DIR=str(tmp_path / "data"), PYTHONPATH=str(PROBE.parents[2]))
    done = subprocess.run([sys.executable, str(PROBE), language], env=env,
                          capture_output=True, text=True, timeout=180, check=False)
    found = next((json.loads(line[len("FITS "):]) for line in done.stdout.splitlines()
                  if line.startswith("FITS ")), None)
    assert found is not None, f"the probe failed:\n{done.stdout[-2000:]}\n{done.stderr[-3000:]}"
    assert found["checked"] == 3 + len(SCALES) * 2, found
    assert found["cut"] == []
    width, narrowest = found["panel"]
    assert width == narrowest


def test_a_long_model_name_is_elided_in_answered_by_not_cut(qtbot: QtBot) -> None:
    """Answered by's names run longer than the panel: the chosen one ends in
    "…" inside the field, and the whole name is the tooltip."""
    from app.ui.elided_label import ElidedComboBox

    combo = ElidedComboBox()
    qtbot.addWidget(combo)
    combo.addItem("This computer · Llama 3.2 3B Instruct Q4_K_M (bartowski) (default)")
    combo.addItem("Qwen3 0.6B")
    combo.resize(220, combo.sizeHint().height())
    combo.show()
    shown = combo.shown_text()
    assert shown.endswith("…") and shown[:-1] in combo.currentText()
    assert combo_overflow(combo) > 0  # the whole name would be cut
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                         QStyle.SubControl.SC_ComboBoxEditField, combo)
    assert combo.fontMetrics().horizontalAdvance(shown) <= field.width()
    assert combo.toolTip() == combo.currentText()
    combo.setCurrentIndex(1)
    assert combo.shown_text() == combo.toolTip() == "Qwen3 0.6B"  # fits whole
