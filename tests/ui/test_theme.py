"""The visual system: text roles readable in both themes, and a theme switch
that reaches every widget."""

from __future__ import annotations

import tempfile
from dataclasses import fields
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from app.ui import theme as ui_theme
from app.ui.theme import (
    DARK_COLOURS,
    LIGHT_COLOURS,
    TEXT_ROLES,
    Colours,
    apply_theme,
    colours,
    contrast,
)
from tests.ui.conftest import Harness

AA = 4.5
CONTROL_EDGE = 3.0
"""WCAG 1.4.11: the edge of a control against what it sits on."""


@pytest.mark.parametrize("palette", [LIGHT_COLOURS, DARK_COLOURS], ids=["light", "dark"])
def test_every_text_role_meets_aa_on_every_surface_it_is_read_on(palette: Colours) -> None:
    failures = []
    for role, (foreground, backgrounds) in TEXT_ROLES.items():
        for background in backgrounds:
            ratio = contrast(getattr(palette, foreground), getattr(palette, background))
            if ratio < AA:
                failures.append(f"{role} on {background}: {ratio:.2f}")
    assert failures == []


@pytest.mark.parametrize("palette", [LIGHT_COLOURS, DARK_COLOURS], ids=["light", "dark"])
def test_control_edges_can_be_seen(palette: Colours) -> None:
    for surface in (palette.surface, palette.window, palette.button):
        assert contrast(palette.control_border, surface) >= CONTROL_EDGE


def test_the_contrast_formula_matches_wcag() -> None:
    assert contrast("#000000", "#ffffff") == pytest.approx(21.0)
    assert contrast("#9aa1ab", "#f3f4f6") == pytest.approx(2.4, abs=0.1)  # the old muted grey


def _theme_colours(name: str) -> set[str]:
    """The colours only this theme uses (shared ones say nothing)."""
    mine = {getattr(colours(name), f.name).lower() for f in fields(Colours)}  # type: ignore[arg-type]
    other = {getattr(colours("light" if name == "dark" else "dark"), f.name).lower()  # type: ignore[arg-type]
             for f in fields(Colours)}
    return mine - other


ROLES = (QPalette.ColorRole.Window, QPalette.ColorRole.Base, QPalette.ColorRole.Text,
         QPalette.ColorRole.WindowText, QPalette.ColorRole.Button,
         QPalette.ColorRole.ButtonText)


def _stale(widgets: list[QWidget], old: str) -> list[str]:
    stale_colours = _theme_colours(old)
    found = []
    for widget in widgets:
        if not widget.isVisibleTo(widget.window()):
            continue
        for role in ROLES:
            colour = widget.palette().color(role).name()
            if colour in stale_colours:
                found.append(f"{type(widget).__name__} {widget.accessibleName()!r} "
                             f"{role.name}={colour}")
    return found


@pytest.mark.parametrize("first,second", [("dark", "light"), ("light", "dark")])
def test_after_a_theme_switch_no_widget_keeps_the_other_themes_palette(
        harness: Harness, first: str, second: str) -> None:
    window = harness.window
    harness.wait_loaded()
    harness.send("hello there")
    window.toggle_panel()
    window.open_settings()
    for theme in (first, second):
        window.settings.theme = theme
        window.apply_look()
    QApplication.processEvents()
    widgets = [w for w in QApplication.allWidgets() if w.window() in
               (window, window.settings_dialog)]
    assert len(widgets) > 100
    assert _stale(widgets, first) == []
    user, answer = harness.widgets()[-2:]
    expected = colours(second)  # type: ignore[arg-type]
    assert user.palette().color(QPalette.ColorRole.Window).name() == expected.user_bubble
    assert answer.palette().color(QPalette.ColorRole.Window).name() == expected.answer_bubble
    dialog = window.settings_dialog
    assert dialog is not None
    dialog.reject()


def test_icons_follow_the_theme(harness: Harness) -> None:
    button = harness.window.header.settings_button
    harness.window.settings.theme = "light"
    harness.window.apply_look()
    light = button.icon().pixmap(24, 24).toImage()
    harness.window.settings.theme = "dark"
    harness.window.apply_look()
    dark = button.icon().pixmap(24, 24).toImage()
    assert not button.icon().isNull()
    assert light != dark  # drawn again in the dark theme's text colour


def _ink(widget: QWidget, lightest: bool) -> tuple[int, QColor]:
    """(the leftmost column of the widget's text, its most contrasting colour),
    from a grab of its window there (with the background it is seen on): the
    text is the darkest pixels in light and the lightest in dark."""
    top = widget.window()
    image = top.grab(QRect(widget.mapTo(top, QPoint(0, 0)), widget.size())).toImage()
    background = QColor(image.pixel(image.width() // 2, 1))
    best, left = background, image.width()
    for x in range(image.width()):
        for y in range(image.height()):
            colour = QColor(image.pixel(x, y))
            if contrast(colour.name(), background.name()) > contrast(best.name(),
                                                                     background.name()):
                best = colour
            text = colour.lightnessF() > 0.75 if lightest else colour.lightnessF() < 0.3
            if text:
                left = min(left, x)
    return left, best


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_number_boxes_text_starts_where_drop_downs_text_does(qtbot: QtBot, theme: str) -> None:
    from PySide6.QtWidgets import QComboBox, QSpinBox, QVBoxLayout

    apply_theme(QApplication.instance(), theme, 11)  # type: ignore[arg-type]
    holder = QWidget()
    qtbot.addWidget(holder)
    column = QVBoxLayout(holder)
    box, combo = QSpinBox(), QComboBox()
    box.setValue(8)
    combo.addItem("8")
    column.addWidget(box)
    column.addWidget(combo)
    holder.show()
    qtbot.waitExposed(holder)
    (box_left, _), (combo_left, _) = (_ink(w, theme == "dark") for w in (box, combo))
    assert box_left >= 5  # not against the edge (it was 2 px)
    assert abs(box_left - combo_left) <= 1


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_a_side_panels_close_and_float_buttons_can_be_seen(qtbot: QtBot, theme: str) -> None:
    """WCAG 1.4.11: the icons of non-text controls >= 3:1 against the title row."""
    from app.ui.side_drawer import PanelTitle

    apply_theme(QApplication.instance(), theme, 11)  # type: ignore[arg-type]
    title = PanelTitle("Documents", floatable=True)
    qtbot.addWidget(title)
    title.show()
    qtbot.waitExposed(title)
    assert title.float_button is not None
    background = colours(theme).window  # type: ignore[arg-type]
    title.close_button.setFocus()  # the float button's focus frame is not its icon
    for button in (title.close_button, title.float_button):
        assert not button.icon().isNull()
        side = button.iconSize().width() - 2  # the icon only, inside any frame
        centre = button.mapTo(title, button.rect().center())
        image = title.grab(QRect(centre.x() - side // 2, centre.y() - side // 2,
                                 side, side)).toImage()
        best = max(contrast(QColor(image.pixel(x, y)).name(), background)
                   for x in range(image.width()) for y in range(image.height()))
        assert best >= CONTROL_EDGE, (button.accessibleName(), best)


def _fresh_icon_files() -> None:
    ui_theme._tinted_dir.cache_clear()
    ui_theme.tinted_icon_file.cache_clear()


def test_tinted_icons_are_kept_in_the_cache_not_a_new_temporary_folder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each start made a temporary folder for the spin boxes' arrows and never
    removed it: one more in /tmp at every launch. The cache folder holds them,
    the same files at every start."""
    monkeypatch.setenv("LANTERN_CACHE_DIR", str(tmp_path / "cache"))
    temp = Path(tempfile.gettempdir())
    before = set(temp.glob("lantern-icons-*"))
    try:
        for _start in range(2):
            _fresh_icon_files()
            made = Path(ui_theme.tinted_icon_file("chevron-up", "#123456"))
            assert made.parent == tmp_path / "cache" / "icons"
            assert 'stroke="#123456"' in made.read_text()
        assert set(temp.glob("lantern-icons-*")) == before
    finally:
        monkeypatch.undo()
        _fresh_icon_files()


def test_an_unwritable_cache_still_gives_the_icons(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "cache").mkdir()
    (tmp_path / "cache" / "icons").write_text("a file where the folder would be")
    monkeypatch.setenv("LANTERN_CACHE_DIR", str(tmp_path / "cache"))
    try:
        _fresh_icon_files()
        made = Path(ui_theme.tinted_icon_file("chevron-down", "#654321"))
        assert made.is_file() and made.parent.name.startswith("lantern-icons-")
    finally:
        monkeypatch.undo()
        _fresh_icon_files()
