"""An elided label given the room it asks for shows its whole text (issue 39:
the status bar read "SmolLM2 135M Instr…" and "CPU only: no GPU fou…" with
room to spare, under xcb as offscreen)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.ui.elided_label import ElidedLabel
from app.ui.status_bar import LanternStatusBar
from tests.ui.conftest import Harness

TEXTS = ("SmolLM2 135M Instruct", "Qwen2.5 1.5B Instruct", "CPU only: no GPU found",
         "Vulkan: llvmpipe, 31 of 31 layers", "This computer · SmolLM2 135M Instruct")


def shown(label: ElidedLabel) -> str:
    """The text as paintEvent draws it in the label's room."""
    return label.fontMetrics().elidedText(label.text(), Qt.TextElideMode.ElideRight,
                                          label.contentsRect().width())


@pytest.mark.parametrize("margin", [0, 4])  # the status bar's style gives 4 px a side
@pytest.mark.parametrize("text", TEXTS)
def test_at_its_size_hint_the_text_is_whole(qtbot: QtBot, text: str, margin: int) -> None:
    label = ElidedLabel(text)
    qtbot.addWidget(label)
    label.setContentsMargins(margin, 0, margin, 0)
    label.resize(label.sizeHint())
    assert shown(label) == text and not label.is_elided()
    label.resize(label.sizeHint().width() // 2, label.height())  # less room: elided
    assert shown(label).endswith("…") and label.is_elided()


def test_the_status_bars_model_and_device_read_whole(harness: Harness) -> None:
    harness.wait_loaded()
    bar = harness.window.statusBar()
    assert isinstance(bar, LanternStatusBar)
    bar.show_model("ready", "", "SmolLM2 135M Instruct")
    bar.show_device("CPU only: no GPU found")
    harness.qtbot.waitUntil(lambda: bar.device.isVisible()
                            and bar.model.width() == bar.model.sizeHint().width())
    assert shown(bar.model) == "SmolLM2 135M Instruct"
    assert shown(bar.device) == "CPU only: no GPU found"
