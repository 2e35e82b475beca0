"""An answer being written keeps its width when the chat narrows (a side
panel opened): it was laid out at the old, wider width, with a sideways
scroll bar over its last line, until the answer was done (issue 39
walkthrough, xcb at 1440x900). Qt's scroll area asks a text's height for
the width it had before the resize; that measure left the text laid out
at the old width, and each new piece of the answer was laid out there."""

from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from app.ui.chat.rich_text import RichText

WORDS = "A lantern is a device made of glass, often shaped like a lantern. "


def test_measuring_another_width_leaves_the_text_at_its_own(qtbot: QtBot) -> None:
    column = QWidget()
    qtbot.addWidget(column)
    text = RichText("Answer being written")
    QVBoxLayout(column).addWidget(text)
    column.resize(560, 400)
    column.show()
    qtbot.waitExposed(column)
    text.setHtml(f"<p>{WORDS * 6}</p>")
    qtbot.waitUntil(lambda: text.document().textWidth() == text.viewport().width())
    shown = text.viewport().width()
    text.heightForWidth(text.width() + 300)  # what the chat's scroll area asks mid-resize
    assert text.document().textWidth() == shown
    text.setHtml(f"<p>{WORDS * 7}</p>")  # the next piece of the answer
    assert text.document().textWidth() == shown
    assert text.horizontalScrollBar().maximum() == 0
