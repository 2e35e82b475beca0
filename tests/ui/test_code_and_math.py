"""Code blocks keep their lines whole and scroll sideways; LaTeX is shown as
the model wrote it (Markdown's escapes ate `\\,` and turned `\\(` into `(`)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QTextDocument, QWheelEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.ui.chat.render import render_markdown
from app.ui.chat.rich_text import RichText

LONG_LINE = "result = compute(" + ", ".join(f"argument_{i}" for i in range(40)) + ")"


def _plain(markdown: str) -> str:
    document = QTextDocument()
    document.setHtml(render_markdown(markdown).html)
    return document.toPlainText()


def _line_count(view: RichText, text: str) -> int:
    block = view.document().find(text).block()
    layout = block.layout()
    assert layout is not None
    return layout.lineCount()


def test_a_long_code_line_stays_one_line_and_scrolls_sideways(qtbot: QtBot) -> None:
    view = RichText("test")
    qtbot.addWidget(view)
    view.setHtml(render_markdown(f"Some prose that wraps as usual.\n\n```python\n{LONG_LINE}\n"
                                 "```").html)
    view.resize(400, view.heightForWidth(400))
    view.show()
    qtbot.waitExposed(view)
    assert _line_count(view, "argument_39") == 1
    bar = view.horizontalScrollBar()
    assert bar.maximum() > 0 and bar.isVisible()
    # its bar has room under the text: the last line is not covered by it
    assert view.heightForWidth(400) >= view.document().size().height() + bar.height()
    sideways = QWheelEvent(QPointF(50, 20), QPointF(view.mapToGlobal(QPoint(50, 20))),
                           QPoint(0, 0), QPoint(-120, 0), Qt.MouseButton.NoButton,
                           Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(view.viewport(), sideways)
    assert bar.value() > 0


def test_prose_without_wide_code_has_no_sideways_bar(qtbot: QtBot) -> None:
    view = RichText("test")
    qtbot.addWidget(view)
    view.setHtml(render_markdown("word " * 200 + "\n\n```\nshort\n```").html)
    assert view.heightForWidth(400) == view.heightForWidth(400)  # cached, same
    view.resize(400, view.heightForWidth(400))
    view.show()
    qtbot.waitExposed(view)
    assert view.horizontalScrollBar().maximum() == 0


@pytest.mark.parametrize("latex", [
    r"$a\,b$",
    r"$$\int_0^1 x\,dx = \frac{1}{2}$$",
    r"\(x \, y\)",
    r"\[E = mc^2 \quad \text{and} \; \alpha\]",
    r"$\{a, b\}$",
])
def test_latex_is_shown_verbatim(latex: str) -> None:
    assert latex in _plain(f"The formula {latex} holds.")


def test_latex_over_lines_keeps_its_backslashes() -> None:
    shown = _plain("$$\na \\, b \\\\\nc\n$$")
    assert "a \\, b \\\\" in shown and "\nc" in shown


@pytest.mark.parametrize("text", [
    "It costs $5 and $6 in total.",
    "A lone $ sign.",
    r"Escaped \* stars and \_ underscores.",
])
def test_money_and_escapes_are_still_text(text: str) -> None:
    expected = text.replace("\\*", "*").replace("\\_", "_")
    assert _plain(text).strip() == expected
