"""The first-run notice fits a narrow chat column: its buttons go one under
the other instead of widening the notice past its place, which does not
scroll sideways (its text and buttons were cut with a side panel open)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from app.models.catalog import load_catalog
from app.ui.chat.chat_view import ChatView
from app.ui.chat.empty_hint import MARGIN
from app.ui.models.first_run import BannerPlace, FirstRunBanner


def test_the_notice_buttons_stack_in_a_narrow_column(qtbot: QtBot) -> None:
    banner = FirstRunBanner()
    banner.text.setText("You are chatting with Lantern's bundled model — a tiny model.")
    banner.downloading("Download Llama 3.2 3B Instruct (2.0 GB)")
    place = BannerPlace(banner)
    qtbot.addWidget(place)
    place.resize(1000, 300)
    place.show()
    qtbot.waitExposed(place)
    assert banner.buttons.count() == 1  # one row
    narrow = banner.download.sizeHint().width() + banner.browse.sizeHint().width() + 40
    place.resize(narrow, 300)
    qtbot.waitUntil(lambda: banner.buttons.count() == 2)  # Download, then the others
    qtbot.waitUntil(lambda: place.widget().width() <= place.viewport().width())
    assert banner.browse.geometry().right() <= banner.width()
    place.resize(banner.browse.sizeHint().width() + 60, 300)
    qtbot.waitUntil(lambda: banner.buttons.count() == 3)  # one a row
    qtbot.waitUntil(lambda: place.widget().width() <= place.viewport().width())
    assert banner.download.geometry().right() <= banner.width()

PROBE = Path(__file__).with_name("first_run_probe.py")
FIRST_STARTS = [(1366, 768, "1.5", "en", "light"), (1366, 768, "1.5", "de", "dark"),
                (1440, 900, "1", "en", "light"), (1440, 900, "1", "de", "dark")]
"""(screen, scale, language, theme): the walkthrough's short laptop at 150 %,
and its roomy screen; German's words run longest."""


def _first_start(tmp_path: Path, width: int, height: int, scale: str, language: str,
                 theme: str) -> dict[str, Any]:
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "test", "x": 0, "y": 0,
                                               "width": width, "height": height,
                                               "logicalDpi": 96, "logicalBaseDpi": 96,
                                               "dpr": 1}]}))
    env = {k: v for k, v in os.environ.items() if not k.startswith("QT_")}
    env.update(QT_SCALE_FACTOR=scale, QT_QPA_PLATFORM=f"offscreen:configfile={config}",
               LANTERN_DATA_DIR=str(tmp_path / "data"), PYTHONPATH=str(PROBE.parents[2]))
    done = subprocess.run([sys.executable, str(PROBE), language, theme], env=env,
                          capture_output=True, text=True, timeout=240, check=False)
    for line in done.stdout.splitlines():
        if line.startswith("FIRSTRUN "):
            found: dict[str, Any] = json.loads(line[len("FIRSTRUN "):])
            return found
    raise AssertionError(f"the probe failed:\n{done.stdout[-2000:]}\n{done.stderr[-3000:]}")


def _inside(inner: list[int], outer: list[int]) -> bool:
    x, y, w, h = inner
    ox, oy, ow, oh = outer
    return ox <= x and oy <= y and x + w <= ox + ow and y + h <= oy + oh


def _overlap(one: list[int], other: list[int]) -> bool:
    x, y, w, h = one
    ox, oy, ow, oh = other
    return x < ox + ow and ox < x + w and y < oy + oh and oy < y + h


def _check(state: str, seen: dict[str, Any], hint_shown: bool) -> None:
    place, view = seen["place"], seen["view"]
    for button in seen["buttons"]:  # Download first: seen without scrolling, whole
        assert _inside(button, place), f"{state}: a button {button} is out of {place}"
        assert _inside(button, seen["banner"]), f"{state}: a button is wider than the notice"
    assert seen["download"] is not None and seen["download"] == seen["buttons"][0]
    assert seen["place_scrolls"] == 0, f"{state}: the notice scrolls in its place"
    assert _inside(seen["banner"], place), f"{state}: the notice is cut"
    assert place[1] + place[3] <= view[1], f"{state}: the notice runs over the chat"
    assert seen["view_scrolls"] == 0, f"{state}: the empty chat scrolls (its hint is cut)"
    hint = seen["hint"]
    if hint_shown:
        assert hint is not None, f"{state}: no room left for the empty chat's hint"
    if hint is not None:  # whole, or stepped aside: never cut, never under the notice
        assert _inside(hint, view), f"{state}: the hint {hint} is cut by the view {view}"
        assert not _overlap(hint, place) and not _overlap(hint, seen["composer"])


@pytest.mark.parametrize("width,height,scale,language,theme", FIRST_STARTS)
def test_the_first_start_shows_the_notice_and_the_hint_whole(
        tmp_path: Path, width: int, height: int, scale: str, language: str,
        theme: str) -> None:
    """At 150 % on 1366 x 768 the notice scrolled in its place, its Download
    button out of sight, and the empty chat's hint under it lost its first
    line (the walkthrough of issue 39). On a first start both show whole;
    while the download runs or after it failed, the notice still shows its
    buttons without scrolling (the hint gives way if it must, never cut)."""
    found = _first_start(tmp_path, width, height, scale, language, theme)
    assert found["entry"], "the catalog recommended nothing for 16 GB free"
    _check("first start", found["offer"], hint_shown=True)
    for state in ("downloading", "failed", "details"):
        _check(state, found[state], hint_shown=scale == "1")


def test_the_empty_chats_hint_shows_whole_or_its_first_line_or_nothing(qtbot: QtBot) -> None:
    """Short of room the hint gives way line by line, never shown cut (in the
    scrolled column it lost its first line under the notice at 150 %)."""
    view = ChatView()
    qtbot.addWidget(view)
    hint = view._placeholder  # the widget under test
    whole = hint.text()
    view.resize(460, 400)
    view.show()
    qtbot.waitExposed(view)
    qtbot.waitUntil(hint.isVisible)
    assert hint.text() == whole and view.rect().contains(hint.geometry())
    first_line = whole.split("\n")[0]
    short = hint.heightForWidth(hint.width()) + 2 * MARGIN - 1  # the whole hint: 1 px short
    view.resize(460, short)
    qtbot.waitUntil(lambda: hint.text() == first_line)
    assert hint.isVisible() and view.rect().contains(hint.geometry())
    view.resize(460, hint.height() + 2 * MARGIN - 1)
    qtbot.waitUntil(lambda: not hint.isVisible())
    view.resize(460, 400)
    qtbot.waitUntil(lambda: hint.isVisible() and hint.text() == whole)


def test_the_hint_is_laid_out_again_for_a_larger_text_size(qtbot: QtBot) -> None:
    view = ChatView()
    qtbot.addWidget(view)
    hint = view._placeholder
    view.resize(460, 400)
    view.show()
    qtbot.waitUntil(hint.isVisible)
    before = hint.height()
    bigger = hint.font()
    bigger.setPointSizeF(bigger.pointSizeF() * 1.6)
    hint.setFont(bigger)
    qtbot.waitUntil(lambda: hint.height() > before)
    assert hint.height() >= hint.heightForWidth(hint.width())


def test_the_notice_goes_from_the_offer_to_the_model_name_and_back(qtbot: QtBot) -> None:
    """After the download the empty chat names the model on one line with
    Models…; with the model removed again the offer comes back whole."""
    entry = load_catalog()[0]
    banner = FirstRunBanner()
    place = BannerPlace(banner)
    qtbot.addWidget(place)
    place.resize(900, 300)
    place.show()
    qtbot.waitExposed(place)
    banner.offer(entry, "needs 2 GB of 16 GB")
    qtbot.waitUntil(lambda: banner.download.isVisible() and banner.more.isVisible())
    assert banner.text.geometry().bottom() < banner.download.geometry().top()
    banner.compact("Llama 3.2 3B Instruct")
    qtbot.waitUntil(lambda: not banner.download.isVisible() and not banner.more.isVisible())
    qtbot.waitUntil(lambda: banner.browse.geometry().top() < banner.text.geometry().bottom())
    assert banner.text.isVisible() and banner.text.geometry().right() < banner.browse.x()
    banner.offer(entry, "needs 2 GB of 16 GB")
    qtbot.waitUntil(lambda: banner.download.isVisible())
    qtbot.waitUntil(lambda: banner.text.geometry().bottom() < banner.download.geometry().top())
    assert banner.text.isVisible() and entry.name in banner.download.accessibleName()
