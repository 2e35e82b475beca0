"""Light and dark themes: Fusion with an explicit palette, plus the few
colours rich text needs inline (see render.RenderStyle).

"system" follows the desktop's colour scheme where Qt can read it; an
explicit palette (rather than the platform's) makes both themes look the
same on every OS and under Xvfb.
"""

from __future__ import annotations

from typing import Literal

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

from app.ui.chat.render import DARK, LIGHT, RenderStyle

ThemeName = Literal["system", "light", "dark"]
THEMES: tuple[ThemeName, ...] = ("system", "light", "dark")

_LIGHT_COLOURS = {
    QPalette.ColorRole.Window: "#f3f4f6",
    QPalette.ColorRole.WindowText: "#1f2328",
    QPalette.ColorRole.Base: "#ffffff",
    QPalette.ColorRole.AlternateBase: "#f6f8fa",
    QPalette.ColorRole.Text: "#1f2328",
    QPalette.ColorRole.Button: "#eceef1",
    QPalette.ColorRole.ButtonText: "#1f2328",
    QPalette.ColorRole.Highlight: "#2f6fdf",
    QPalette.ColorRole.HighlightedText: "#ffffff",
    QPalette.ColorRole.Link: "#1f5fc9",
    QPalette.ColorRole.ToolTipBase: "#ffffff",
    QPalette.ColorRole.ToolTipText: "#1f2328",
    QPalette.ColorRole.PlaceholderText: "#6b7280",
    QPalette.ColorRole.Mid: "#c9ced6",
}

_DARK_COLOURS = {
    QPalette.ColorRole.Window: "#1e2127",
    QPalette.ColorRole.WindowText: "#e6e8eb",
    QPalette.ColorRole.Base: "#15171b",
    QPalette.ColorRole.AlternateBase: "#23262d",
    QPalette.ColorRole.Text: "#e6e8eb",
    QPalette.ColorRole.Button: "#2b2f37",
    QPalette.ColorRole.ButtonText: "#e6e8eb",
    QPalette.ColorRole.Highlight: "#3d7bea",
    QPalette.ColorRole.HighlightedText: "#ffffff",
    QPalette.ColorRole.Link: "#6ea8ff",
    QPalette.ColorRole.ToolTipBase: "#2b2f37",
    QPalette.ColorRole.ToolTipText: "#e6e8eb",
    QPalette.ColorRole.PlaceholderText: "#8b93a1",
    QPalette.ColorRole.Mid: "#3a3f48",
}


def resolve(theme: str) -> Literal["light", "dark"]:
    """The concrete theme for a setting; "system" asks the platform."""
    if theme in ("light", "dark"):
        return "dark" if theme == "dark" else "light"
    scheme = QGuiApplication.styleHints().colorScheme()
    return "dark" if scheme == Qt.ColorScheme.Dark else "light"


def palette_for(concrete: Literal["light", "dark"]) -> QPalette:
    palette = QPalette()
    colours = _DARK_COLOURS if concrete == "dark" else _LIGHT_COLOURS
    for role, value in colours.items():
        palette.setColor(role, QColor(value))
    disabled = QColor("#6b7280" if concrete == "dark" else "#9aa1ab")
    for role in (QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText,
                 QPalette.ColorRole.WindowText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, disabled)
    return palette


def render_style(concrete: Literal["light", "dark"]) -> RenderStyle:
    return DARK if concrete == "dark" else LIGHT


def apply_theme(app: QApplication, theme: str, font_size: int) -> Literal["light", "dark"]:
    """Style, palette and font for the whole app; returns the concrete theme."""
    concrete = resolve(theme)
    app.setStyle("Fusion")
    app.setPalette(palette_for(concrete))
    font = QFont(app.font())
    font.setPointSize(max(6, min(font_size, 40)))
    app.setFont(font)
    return concrete


def bubble_colours(concrete: Literal["light", "dark"]) -> tuple[QColor, QColor]:
    """Backgrounds of (the user's messages, answers)."""
    if concrete == "dark":
        return QColor("#263247"), QColor("#1b1e24")
    return QColor("#e4ecfb"), QColor("#ffffff")
