"""The Generation and LoRA pages say in a line what they are for, and every
sampler says what it does where a person points: on its box and its name."""

from __future__ import annotations

from PySide6.QtWidgets import QFormLayout, QLabel

from tests.ui.conftest import WAIT_MS, Harness


def _page_intro(harness: Harness, title: str) -> str:
    dialog = harness.window.settings_dialog
    assert dialog is not None
    index = next(i for i in range(dialog.tabs.count()) if dialog.tabs.tabText(i) == title)
    dialog.sections.setCurrentRow(index)
    page = dialog.tabs.widget(index)
    intros = [label for label in page.findChildren(QLabel, "pageIntro")
              if label.isVisibleTo(page)]
    assert len(intros) == 1, title
    return intros[0].text()


def test_generation_and_lora_pages_explain_themselves(harness: Harness) -> None:
    harness.window.open_settings()
    dialog = harness.window.settings_dialog
    assert dialog is not None
    harness.qtbot.waitUntil(dialog.isVisible, timeout=WAIT_MS)
    assert "LoRA adapter is a small file" in _page_intro(harness, "LoRA adapters")
    assert "defaults for new conversations" in _page_intro(harness, "Generation")
    form = dialog.sampler.layout()
    assert isinstance(form, QFormLayout)
    for row in range(form.rowCount()):
        name = form.itemAt(row, QFormLayout.ItemRole.LabelRole).widget()
        box = form.itemAt(row, QFormLayout.ItemRole.FieldRole).widget()
        assert box.toolTip(), box.accessibleName()
        assert name.toolTip() == box.toolTip(), box.accessibleName()
    assert dialog.max_tokens.toolTip()
    dialog.reject()
