"""Markdown rendering: safe with hostile input, highlighted, incremental."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QUrl
from pytestqt.qtbot import QtBot

from app.ui.chat.render import COPY_SCHEME, DARK, MarkdownStream, render_markdown
from app.ui.chat.rich_text import RichText

HOSTILE = (
    "<script>alert('x')</script>\n\n"
    "<img src=http://example.com/track.png onerror=alert(1)>\n\n"
    "![tracker](http://example.com/pixel.gif)\n\n"
    "[click](javascript:alert(1)) and <a href='http://evil'>raw link</a>\n\n"
    '<iframe src="http://example.com"></iframe><style>body{display:none}</style>\n\n'
    "```python\nunclosed = '<b>not bold</b>'\n"
)


def test_raw_html_is_shown_as_text_never_interpreted() -> None:
    html = render_markdown(HOSTILE).html
    assert "<script" not in html and "&lt;script&gt;" in html
    assert "<img" not in html and "<iframe" not in html and "<style" not in html
    assert "href=\"javascript" not in html  # shown as text, not a link
    assert "&lt;b&gt;not bold&lt;/b&gt;" in html or "&lt;b&gt;" in html
    assert "[image: tracker]" in html  # images become links, never fetched


class SpiedRichText(RichText):
    """Records every resource Qt asks the widget for, and what it got."""

    def __init__(self) -> None:
        super().__init__("test")
        self.asked: list[tuple[str, object]] = []

    def loadResource(self, type: int, name: QUrl | str) -> Any:
        result = super().loadResource(type, name)
        self.asked.append((QUrl(name).toString(), result))
        return result


def test_the_widget_refuses_every_resource(qtbot: QtBot) -> None:
    view = SpiedRichText()
    qtbot.addWidget(view)
    view.setHtml('<p>x</p><img src="http://example.com/track.png">')
    view.resize(600, 400)
    view.grab()  # lays out and paints now: the image is asked for
    assert {url for url, _ in view.asked} == {"http://example.com/track.png"}
    assert all(result is None for _, result in view.asked)


def test_hostile_message_in_a_widget_fetches_nothing(qtbot: QtBot) -> None:
    view = SpiedRichText()
    qtbot.addWidget(view)
    view.setHtml(render_markdown(HOSTILE).html)
    view.resize(600, 400)
    view.grab()  # lays out and paints now
    assert view.asked == []  # images became links: nothing is even asked for
    text = view.toPlainText()
    assert "<script>alert('x')</script>" in text
    assert "<img src=http://example.com/track.png" in text
    assert view.loadResource(0, "http://example.com/pixel.gif") is None
    assert not view.openLinks() and not view.openExternalLinks()


@pytest.mark.parametrize("fences", ["```", "```\n```\n```", "~~~~\n```\n", "````\n```\n"])
def test_unbalanced_fences_render(fences: str) -> None:
    html = render_markdown(f"before\n{fences}\ncode <x>\n").html
    assert "code &lt;x&gt;" in html


def test_fifty_thousand_characters_render_whole_and_escaped() -> None:
    rng = random.Random(4)
    parts = ["<script>", "**bold**", "```js\nlet a = 1;\n```\n",
             "| a | b |\n|---|---|\n| 1 | 2 |\n", "<img src=http://x>", "plain words here",
             "\n\n", "> quote", "- item"]
    text = "".join(rng.choice(parts) for _ in range(6000))[:50_000]
    rendered = render_markdown(text)
    assert "<script" not in rendered.html and "<img" not in rendered.html
    assert len(rendered.html) > 50_000


def test_a_50k_message_lays_out_in_a_widget(qtbot: QtBot) -> None:
    view = RichText("test")
    qtbot.addWidget(view)
    view.setHtml(render_markdown("word " * 10_000 + "\n\n```\n" + "x" * 5000 + "\n```").html)
    assert view.heightForWidth(700) > 1000
    assert view.heightForWidth(700) < view.heightForWidth(300)


def test_code_blocks_are_highlighted_with_inline_styles_and_copy_links() -> None:
    rendered = render_markdown("Use:\n\n```python\ndef f():\n    return 1\n```\n\n```\nraw\n```")
    assert rendered.code_blocks == ["def f():\n    return 1\n", "raw\n"]
    assert f'href="{COPY_SCHEME}:0"' in rendered.html and f'href="{COPY_SCHEME}:1"' in rendered.html
    assert re.search(r'<span style="[^"]*color', rendered.html)  # Pygments, inline
    assert "class=" not in rendered.html.split("<pre")[1]  # no stylesheet classes
    dark = render_markdown("```python\nx = 1\n```", DARK).html
    assert DARK.code_background in dark


def test_streaming_copy_links_are_left_out() -> None:
    assert COPY_SCHEME not in render_markdown("```\nx\n```", copy_links=False).html


def test_unknown_language_is_plain_code() -> None:
    html = render_markdown("```no-such-language\n<tag>\n```").html
    assert "&lt;tag&gt;" in html


def _stream_all(text: str, step: int) -> tuple[list[str], str, list[int]]:
    stream = MarkdownStream(max_code_lines=10, max_tail_chars=600)
    settled: list[str] = []
    tails: list[int] = []
    for start in range(0, len(text), step):
        settled += stream.feed(text[start:start + step])
        tails.append(len(stream.tail))
    return settled, stream.tail, tails


def test_stream_chunks_reassemble_prose_exactly() -> None:
    text = "# Title\n\nFirst paragraph.\n\n- a\n- b\n\nSecond **bold**\nline\n\n> quote\n\nEnd"
    for step in (1, 3, 7, 50):
        settled, tail, _ = _stream_all(text, step)
        assert "".join(settled) + tail == text
        assert len(settled) >= (5 if step == 1 else 2)


def test_stream_keeps_code_blocks_and_indented_continuations_together() -> None:
    text = "Intro\n```python\na = 1\n\nb = 2\n```\n1. item\n\n    indented code\n\nafter"
    settled, _tail, _ = _stream_all(text, 2)
    assert "```python\na = 1\n\nb = 2\n```\n" in settled
    assert not any(chunk.startswith("    indented") for chunk in settled)


def test_stream_tail_stays_bounded_however_long_the_answer() -> None:
    prose = "Some words in a sentence that goes on. " * 30 + "\n\n"
    code = "```python\n" + "".join(f"x{i} = {i}\n" for i in range(400)) + "```\n"
    one_huge_line = "y" * 5000
    text = prose * 20 + code + prose * 5 + one_huge_line
    _, _, tails = _stream_all(text, 5)
    assert max(tails) <= 1300  # bounded by the limits, not by len(text) = 33k


def test_forced_code_cuts_close_and_reopen_the_fence() -> None:
    code = "```js\n" + "".join(f"line{i};\n" for i in range(25)) + "```\n"
    settled, tail, _ = _stream_all(code, 4)
    assert settled[0].startswith("```js\n") and settled[0].endswith("```\n")
    assert all(chunk.count("```") == 2 for chunk in settled)
    rendered = [render_markdown(chunk) for chunk in settled]
    assert sum(len(r.code_blocks) for r in rendered) == len(settled)
    assert tail == ""


def test_a_hostile_tool_result_is_shown_as_plain_text(qtbot: QtBot) -> None:
    """A tool's output is never markup: the call view shows it character for
    character in a plain-text box (and its arguments too)."""
    from app.ui.chat.tool_call_view import ToolCallView
    from app.ui.services.tool_rounds import ToolStep

    arguments = '{"q": "<img src=x onerror=alert(1)>"}'
    view = ToolCallView(ToolStep(1, "call_1", "fetch", "web", arguments, "done", HOSTILE))
    qtbot.addWidget(view)
    view.set_expanded(True)
    view.grab()
    assert view.result.toPlainText() == HOSTILE
    assert view.result.document().toPlainText() == HOSTILE
    assert not view.result.document().toHtml().count("<script")
    assert "<img src=x onerror=alert(1)>" in view.arguments.toPlainText()
    assert view.title.textFormat().name == "PlainText"


def test_a_code_blocks_own_words_are_in_the_windows_language(
        qapp: object, tmp_path: Path) -> None:
    """The copy link and the label of a block without a language come from
    the catalog (the theme hands them to the renderer, which has no Qt)."""
    from PySide6.QtCore import QCoreApplication, QTranslator

    from app.ui.theme import render_style
    from tests.ui.text_fit import compile_catalog

    english = render_markdown("```\nx = 1\n```", render_style("light")).html
    assert ">Copy code</a>" in english and ">code</span>" in english
    translator = QTranslator()
    assert translator.load(str(compile_catalog("de", tmp_path)))
    QCoreApplication.installTranslator(translator)
    try:
        german = render_markdown("```\nx = 1\n```", render_style("dark")).html
    finally:
        QCoreApplication.removeTranslator(translator)
    assert ">Code kopieren</a>" in german and ">Code</span>" in german
    assert "Copy code" not in german
