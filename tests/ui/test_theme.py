"""The visual system: text roles readable in both themes, and a theme switch
that reaches every widget."""

from __future__ import annotations

from dataclasses import fields

import pytest
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QWidget

from app.ui.theme import DARK_COLOURS, LIGHT_COLOURS, TEXT_ROLES, Colours, colours, contrast
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
