"""The sampler's number boxes form one column: as wide as the widest needs,
their right edges lined up (in both themes, whose padding differs)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from app.ui.settings.sampler_form import SamplerForm
from app.ui.theme import apply_theme


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_number_boxes_line_up(qapp: QApplication, qtbot: QtBot, theme: str) -> None:
    apply_theme(qapp, theme, 10)
    try:
        form = SamplerForm()
        qtbot.addWidget(form)
        form.resize(320, 400)
        form.show()
        qtbot.waitExposed(form)
        boxes: list[QWidget] = [form.temperature, form.top_p, form.top_k, form.min_p,
                                form.repeat_penalty, form.seed]
        widths = {box.width() for box in boxes}
        rights = {box.mapTo(form, box.rect().topRight()).x() for box in boxes}
        assert len(widths) == 1 and len(rights) == 1, (widths, rights)
        assert widths.pop() >= max(box.sizeHint().width() for box in boxes)
    finally:
        apply_theme(qapp, "light", 11)  # as the other theme tests leave it
