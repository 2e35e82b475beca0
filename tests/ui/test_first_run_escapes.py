"""A GGUF's general.name is any text a file holds: the empty chat shows it as
text, never as markup (issue 22, defect 13)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from app.ui.models.first_run import FirstRunBanner

HOSTILE = '<img src="https://example.com/x.png"><a href="file:///etc">Evil</a> & co'


def test_the_model_name_is_shown_as_text(qtbot: QtBot) -> None:
    banner = FirstRunBanner()
    qtbot.addWidget(banner)
    banner.compact(HOSTILE)
    shown = banner.text.text()
    assert "<img" not in shown and "<a " not in shown
    assert "&lt;img" in shown and "&amp; co" in shown
