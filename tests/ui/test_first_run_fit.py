"""The first-run notice fits a narrow chat column: its buttons go one under
the other instead of widening the notice past its place, which does not
scroll sideways (its text and buttons were cut with a side panel open)."""

from __future__ import annotations

from PySide6.QtWidgets import QBoxLayout
from pytestqt.qtbot import QtBot

from app.ui.models.first_run import BannerPlace, FirstRunBanner


def test_the_notice_buttons_stack_in_a_narrow_column(qtbot: QtBot) -> None:
    banner = FirstRunBanner()
    banner.text.setText("You are chatting with Lantern's bundled model — a tiny model.")
    banner.download.setText("Download Llama 3.2 3B Instruct (2.0 GB)")
    place = BannerPlace(banner)
    qtbot.addWidget(place)
    place.resize(1000, 300)
    place.show()
    qtbot.waitExposed(place)
    assert banner.buttons.direction() == QBoxLayout.Direction.LeftToRight
    narrow = banner.download.sizeHint().width() + banner.browse.sizeHint().width() + 40
    place.resize(narrow, 300)
    qtbot.waitUntil(lambda: banner.buttons.direction() == QBoxLayout.Direction.TopToBottom)
    qtbot.waitUntil(lambda: place.widget().width() <= place.viewport().width())
    assert banner.browse.geometry().right() <= banner.width()
