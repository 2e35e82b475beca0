"""The visual system: spacing, type sizes, colours (contrast checked in both
themes), icons, and one application style sheet built from them.

Widgets never carry colours or style sheets of their own: they take a
*role* (`set_role(label, "muted")`) and the theme's style sheet says what
the role looks like, so a theme switch restyles every widget at once (Qt
re-polishes all widgets when the application's style sheet changes).

Roles (the `role` property):
  labels    muted, small, title, heading, error, warning, success, badge,
            badge-good, badge-warn, badge-bad
  buttons   primary (the one main action), action (small bordered buttons on
            messages and rows), link (a button that reads as a link)
  frames    card (a bordered surface), banner (a notice above the chat),
            divider (a thin line)
Other helpers (conversations, tools, translations) add roles here, not
colours in widgets. "system" follows the desktop's colour scheme where Qt
can read it; an explicit palette makes both themes look the same on every
OS and under Xvfb.
"""

from __future__ import annotations

import atexit
import logging
import shutil
import sys
import tempfile
from dataclasses import asdict, dataclass
from functools import cache
from pathlib import Path
from typing import Literal

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QIcon, QPalette, QWheelEvent
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QComboBox, QProxyStyle, QWidget

from app.config import cache_dir
from app.json_files import write_text_atomic
from app.ui.chat.render import RenderStyle

ThemeName = Literal["system", "light", "dark"]
Concrete = Literal["light", "dark"]
THEMES: tuple[ThemeName, ...] = ("system", "light", "dark")

ICONS = Path(getattr(sys, "_MEIPASS", Path(__file__).resolve().parents[2])) / "resources" \
    / "icons" / "lucide"
"""Lucide icons (ISC licence, see LICENSE there), drawn in the theme's colours."""


@dataclass(frozen=True)
class Spacing:
    """The only distances used between and inside widgets, in pixels."""

    xs: int = 2
    s: int = 4
    m: int = 8
    l: int = 12  # noqa: E741 (the scale's own name)
    xl: int = 16
    xxl: int = 24


SPACE = Spacing()
RADIUS = 6

LIST_MIN_WIDTH = 180
CHAT_MIN_WIDTH = 340
PANEL_MIN_WIDTH = 260
"""The narrowest the conversation list, the chat column and a side panel go;
when they do not fit together the list folds away, then the other panel closes."""
WINDOW_MIN = (480, 360)
COMPACT_HEADER_WIDTH = 560
"""Below this width the chat header's buttons show their icons only."""


@dataclass(frozen=True)
class TypeScale:
    """Font sizes relative to the user's chosen size (Settings > Appearance)."""

    small: float = 0.9
    body: float = 1.0
    heading: float = 1.08
    title: float = 1.2


TYPE = TypeScale()


@dataclass(frozen=True)
class Colours:
    window: str
    surface: str
    """Inputs, lists, answers."""
    surface_alt: str
    button: str
    text: str
    muted: str
    """Secondary text (model line, hints, placeholders): >= 4.5:1 on every surface."""
    border: str
    control_border: str
    """Edges of inputs, buttons and check boxes: >= 3:1 against their surface."""
    accent: str
    on_accent: str
    link: str
    danger: str
    warning: str
    success: str
    user_bubble: str
    answer_bubble: str
    code_background: str
    code_border: str
    inline_code: str
    badge: str


LIGHT_COLOURS = Colours(
    window="#f4f5f7", surface="#ffffff", surface_alt="#eef0f3", button="#ffffff",
    text="#1f2328", muted="#57606a", border="#d6dae0", control_border="#868e99",
    accent="#2463d1", on_accent="#ffffff", link="#1a5bc4", danger="#b42318",
    warning="#7a4a00", success="#166a2e", user_bubble="#e3ebfa", answer_bubble="#ffffff",
    code_background="#f5f6f8", code_border="#d9dce1", inline_code="#eceef1", badge="#e6e9ee")

DARK_COLOURS = Colours(
    window="#1d2026", surface="#16181d", surface_alt="#262a31", button="#2c3139",
    text="#e6e8eb", muted="#a8b0bd", border="#363b44", control_border="#7d8694",
    accent="#2f6fdf", on_accent="#ffffff", link="#7cb0ff", danger="#ff8a80",
    warning="#e3b341", success="#56d364", user_bubble="#25324a", answer_bubble="#16181d",
    code_background="#0f1217", code_border="#30363d", inline_code="#2b3038", badge="#2c3139")

TEXT_ROLES: dict[str, tuple[str, tuple[str, ...]]] = {
    "text": ("text", ("window", "surface", "surface_alt", "button", "user_bubble",
                      "answer_bubble", "badge")),
    "muted": ("muted", ("window", "surface", "surface_alt", "user_bubble", "answer_bubble",
                        "badge")),
    "link": ("link", ("window", "surface", "answer_bubble")),
    "error": ("danger", ("window", "surface", "answer_bubble", "badge")),
    "warning": ("warning", ("window", "surface", "answer_bubble", "badge")),
    "success": ("success", ("window", "surface", "badge")),
    "on_accent": ("on_accent", ("accent",)),
}
"""Each text colour and the backgrounds it is read on (tests check 4.5:1)."""


def colours(concrete: Concrete) -> Colours:
    return DARK_COLOURS if concrete == "dark" else LIGHT_COLOURS


def contrast(foreground: str, background: str) -> float:
    """WCAG 2 contrast ratio of two sRGB colours."""

    def luminance(value: str) -> float:
        colour = QColor(value)
        channels = []
        for c in (colour.redF(), colour.greenF(), colour.blueF()):
            channels.append(c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4)
        return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]

    high, low = sorted((luminance(foreground), luminance(background)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def resolve(theme: str) -> Concrete:
    """The concrete theme for a setting; "system" asks the platform."""
    if theme in ("light", "dark"):
        return "dark" if theme == "dark" else "light"
    scheme = QGuiApplication.styleHints().colorScheme()
    return "dark" if scheme == Qt.ColorScheme.Dark else "light"


def palette_for(concrete: Concrete) -> QPalette:
    c = colours(concrete)
    role = QPalette.ColorRole
    values = {
        role.Window: c.window, role.WindowText: c.text, role.Base: c.surface,
        role.AlternateBase: c.surface_alt, role.Text: c.text, role.Button: c.button,
        role.ButtonText: c.text, role.Highlight: c.accent, role.HighlightedText: c.on_accent,
        role.Link: c.link, role.LinkVisited: c.link, role.ToolTipBase: c.surface,
        role.ToolTipText: c.text, role.PlaceholderText: c.muted, role.Mid: c.border,
        role.Midlight: c.surface_alt, role.Dark: c.control_border, role.Light: c.surface,
        role.Shadow: c.control_border, role.BrightText: c.danger,
    }
    palette = QPalette()
    for colour_role, value in values.items():
        palette.setColor(colour_role, QColor(value))
    for colour_role in (role.Text, role.ButtonText, role.WindowText):
        palette.setColor(QPalette.ColorGroup.Disabled, colour_role, QColor(c.muted))
    # A disabled slider's filled part (an unticked adapter's scale) is grey, not accent.
    palette.setColor(QPalette.ColorGroup.Disabled, role.Highlight, QColor(c.control_border))
    return palette


def render_style(concrete: Concrete) -> RenderStyle:
    """The colours rich text must carry inline (message HTML)."""
    c = colours(concrete)
    return RenderStyle("github-dark" if concrete == "dark" else "default",
                       c.code_background, c.code_border, c.inline_code, c.muted,
                       QCoreApplication.translate("Render", "Copy code"),
                       QCoreApplication.translate("Render", "code"))


def bubble_colours(concrete: Concrete) -> tuple[QColor, QColor]:
    """Backgrounds of (the user's messages, answers)."""
    c = colours(concrete)
    return QColor(c.user_bubble), QColor(c.answer_bubble)


def scrim() -> QColor:
    """What dims the chat behind a drawer (side_drawer): black, stronger in
    dark, where the chat is dark already."""
    return QColor(0, 0, 0, 150 if _current == "dark" else 90)


def set_role(widget: QWidget, role: str) -> None:
    """Give a widget a role of the visual system (see the module's doc)."""
    if widget.property("role") == role:
        return
    widget.setProperty("role", role)
    style = widget.style()
    style.unpolish(widget)
    style.polish(widget)


def compact_numbers(root: QWidget) -> None:
    """Number boxes under `root` keep their natural width instead of
    stretching across a form (a port needs five digits, not 800 px)."""
    from PySide6.QtWidgets import QAbstractSpinBox, QSizePolicy

    for box in root.findChildren(QAbstractSpinBox):
        box.setSizePolicy(QSizePolicy.Policy.Maximum, box.sizePolicy().verticalPolicy())


def compact_choices(root: QWidget, characters: int = 14) -> None:
    """Drop-down lists under `root` ask for room for `characters`, not for
    their longest choice (which shows whole in the open list)."""
    from PySide6.QtWidgets import QComboBox

    for combo in root.findChildren(QComboBox):
        combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        combo.setMinimumContentsLength(characters)


def whole_choices(combo: QComboBox) -> None:
    """A drop-down list on a row of its own asks for room for its longest
    choice, so whichever is chosen reads whole (the panel it sits in may
    grow to that, never clip it)."""
    combo.setMinimumContentsLength(0)  # else Qt sizes the minimum by that count
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)


@cache
def _icon_svg(name: str) -> str:
    return (ICONS / f"{name}.svg").read_text()


@cache
def icon(name: str, colour: str) -> QIcon:
    """A Lucide icon drawn in `colour` (the SVGs use currentColor), at twice its
    size so that it stays sharp at 150 % and 200 %."""
    from PySide6.QtCore import QByteArray
    from PySide6.QtGui import QPixmap

    svg = _icon_svg(name).replace("currentColor", colour)
    svg = svg.replace('width="24"', 'width="48"').replace('height="24"', 'height="48"')
    pixmap = QPixmap()
    pixmap.loadFromData(QByteArray(svg.encode()), "SVG")
    return QIcon(pixmap)


def set_icon(button: QWidget, name: str, role: str = "text") -> None:
    """Give a button a Lucide icon in a theme colour (`Colours` field); it is
    drawn again in the new theme's colour on every theme switch."""
    button.setProperty("icon_name", name)
    button.setProperty("icon_role", role)
    _draw_icon(button, _current)


def _draw_icon(button: QWidget, concrete: Concrete) -> None:
    name, role = button.property("icon_name"), button.property("icon_role")
    set_button_icon = getattr(button, "setIcon", None)
    if isinstance(name, str) and callable(set_button_icon):
        set_button_icon(icon(name, getattr(colours(concrete), str(role))))


_current: Concrete = "light"


@cache
def _tinted_dir() -> Path:
    """The cache folder's icons: the same few files at every start, written
    once (a new temporary folder per start was never removed: one more in
    /tmp at each launch). A cache that cannot be written: a temporary
    folder, removed at exit."""
    try:
        folder = cache_dir() / "icons"
        folder.mkdir(exist_ok=True)
        return folder
    except OSError:
        folder = Path(tempfile.mkdtemp(prefix="lantern-icons-"))
        atexit.register(shutil.rmtree, folder, ignore_errors=True)
        return folder


@cache
def tinted_icon_file(name: str, colour: str) -> str:
    """A Lucide SVG drawn in `colour`, as a file a style sheet's url() can
    name (style sheets cannot take an icon object). Written whole or not at
    all: another Lantern may be reading it."""
    path = _tinted_dir() / f"{name}-{colour.lstrip('#')}.svg"
    svg = _icon_svg(name).replace("currentColor", colour)
    try:
        if not (path.is_file() and path.read_text(encoding="utf-8") == svg):
            write_text_atomic(path, svg)
    except OSError as exc:  # a full disk: the window starts, without these arrows
        logging.getLogger("lantern.theme").warning("icon not written: %s", exc)
    return path.as_posix()


def _sheet_icons(c: Colours) -> dict[str, str]:
    return {"up": tinted_icon_file("chevron-up", c.text),
            "down": tinted_icon_file("chevron-down", c.text),
            "up_off": tinted_icon_file("chevron-up", c.muted),
            "down_off": tinted_icon_file("chevron-down", c.muted)}


def stylesheet(concrete: Concrete, point_size: int) -> str:
    """The application's style sheet for a theme and base font size."""
    c = colours(concrete)
    return _STYLE.format(**asdict(c), **_sheet_icons(c), r=RADIUS, s=SPACE.s, m=SPACE.m,
                         check=(ICONS / "check-on-accent.svg").as_posix(),
                         body=point_size, small=round(point_size * TYPE.small, 1),
                         heading=round(point_size * TYPE.heading, 1),
                         title=round(point_size * TYPE.title, 1))


_STYLE = """
QWidget {{ font-size: {body}pt; }}
QToolTip {{ color: {text}; background: {surface}; border: 1px solid {control_border};
  padding: {s}px; }}
QLabel[role="muted"] {{ color: {muted}; }}
QLabel[role="small"] {{ color: {muted}; font-size: {small}pt; }}
QLabel[role="title"] {{ font-size: {title}pt; font-weight: 600; }}
QLabel[role="heading"] {{ font-size: {heading}pt; font-weight: 600; }}
QLabel[role="error"] {{ color: {danger}; }}
QLabel[role="warning"] {{ color: {warning}; }}
QLabel[role="success"] {{ color: {success}; }}
QLabel[role^="badge"] {{ background: {badge}; color: {text}; border-radius: 4px;
  padding: 1px {s}px; font-size: {small}pt; }}
QLabel[role="badge-good"] {{ color: {success}; }}
QLabel[role="badge-warn"] {{ color: {warning}; }}
QLabel[role="badge-bad"] {{ color: {danger}; }}
QFrame[role="card"] {{ background: {surface}; border: 1px solid {border};
  border-radius: {r}px; }}
QFrame[role="banner"] {{ background: {surface}; border: 1px solid {warning};
  border-radius: {r}px; }}
QFrame[role="divider"] {{ color: {border}; }}
QPushButton, QToolButton[role="action"], QToolButton[role="button"] {{
  color: {text}; background: {button}; border: 1px solid {control_border};
  border-radius: {r}px; padding: {s}px 10px; }}
QToolButton[role="action"] {{ padding: 1px {m}px; }}
QPushButton:hover, QToolButton[role="action"]:hover, QToolButton[role="button"]:hover {{
  background: {surface_alt}; }}
QPushButton:pressed, QPushButton:checked, QToolButton[role="action"]:pressed,
QToolButton[role="button"]:pressed, QToolButton[role="button"]:checked {{
  background: {surface_alt}; border-color: {accent}; }}
QPushButton:disabled, QToolButton[role="action"]:disabled,
QToolButton[role="button"]:disabled {{ color: {muted}; border-color: {border}; }}
QPushButton[role="primary"] {{ color: {on_accent}; background: {accent};
  border-color: {accent}; font-weight: 600; }}
QPushButton[role="primary"]:disabled {{ color: {muted}; background: {surface_alt};
  border-color: {border}; }}
QToolButton[role="link"] {{ color: {link}; border: none; background: transparent; }}
QToolButton::menu-indicator {{ image: none; width: 0; }}
QToolButton#imageThumbnail {{ border: 1px solid {border}; border-radius: {r}px;
  background: {surface}; padding: 1px; }}
QToolButton#removeImage {{ background: {surface}; border: 1px solid {control_border};
  border-radius: 9px; padding: 1px; }}
QPushButton:focus, QToolButton:focus {{ border: 2px solid {accent}; }}
QLineEdit, QPlainTextEdit#composer {{
  border: 1px solid {control_border}; border-radius: {r}px; padding: 3px {s}px;
  background: {surface}; color: {text}; }}
QLineEdit:focus, QPlainTextEdit#composer:focus {{ border: 2px solid {accent}; }}
QAbstractSpinBox, QComboBox, QPlainTextEdit {{ border: 1px solid {control_border};
  border-radius: {r}px; padding: 2px {s}px; background: {surface}; color: {text}; }}
QAbstractSpinBox:focus, QComboBox:focus, QPlainTextEdit:focus {{
  border: 1px solid {accent}; }}
QAbstractSpinBox:disabled, QComboBox:disabled, QPlainTextEdit:disabled {{
  color: {muted}; border-color: {border}; }}
QAbstractSpinBox::up-button, QAbstractSpinBox::down-button {{ subcontrol-origin: border;
  width: 16px; border: none; background: transparent; }}
QAbstractSpinBox::up-button {{ subcontrol-position: top right; margin-top: 2px; }}
QAbstractSpinBox::down-button {{ subcontrol-position: bottom right; margin-bottom: 2px; }}
QAbstractSpinBox::up-button:hover, QAbstractSpinBox::down-button:hover {{
  background: {surface_alt}; }}
QAbstractSpinBox::up-arrow {{ image: url({up}); width: 10px; height: 10px; }}
QAbstractSpinBox::down-arrow {{ image: url({down}); width: 10px; height: 10px; }}
QAbstractSpinBox::up-arrow:disabled, QAbstractSpinBox::up-arrow:off {{ image: url({up_off}); }}
QAbstractSpinBox::down-arrow:disabled, QAbstractSpinBox::down-arrow:off {{
  image: url({down_off}); }}
QComboBox::drop-down {{ subcontrol-origin: padding; subcontrol-position: center right;
  width: 18px; border: none; }}
QComboBox::down-arrow {{ image: url({down}); width: 12px; height: 12px; }}
QComboBox::down-arrow:disabled {{ image: url({down_off}); }}
QListView, QTreeView, QTableView {{ border: 1px solid {control_border};
  border-radius: 2px; background: {surface}; }}
QComboBox QAbstractItemView {{ background: {surface}; color: {text};
  border: 1px solid {control_border}; selection-background-color: {accent};
  selection-color: {on_accent}; }}
QCheckBox::indicator, QRadioButton::indicator {{ width: 14px; height: 14px;
  border: 1px solid {control_border}; background: {surface}; }}
QCheckBox::indicator {{ border-radius: 3px; }}
QRadioButton::indicator {{ border-radius: 8px; }}
QCheckBox::indicator:checked, QRadioButton::indicator:checked {{ background: {accent};
  border-color: {accent}; }}
QCheckBox::indicator:checked {{ image: url({check}); }}
QCheckBox::indicator:disabled {{ border-color: {border}; }}
QCheckBox:focus {{ color: {link}; }}
QStatusBar QLabel {{ padding: 0 {s}px; }}
QDialogButtonBox {{ dialogbuttonbox-buttons-have-icons: 0; }}
QListWidget#sections::item {{ padding: {s}px {m}px; }}
QListWidget#sections::item:selected {{ background: {accent}; color: {on_accent}; }}
QScrollBar:vertical {{ background: transparent; width: 12px; margin: 0; }}
QScrollBar:horizontal {{ background: transparent; height: 12px; margin: 0; }}
QScrollBar::handle {{ background: {control_border}; border-radius: 4px; margin: 2px; }}
QScrollBar::handle:vertical {{ min-height: 32px; }}
QScrollBar::handle:horizontal {{ min-width: 32px; }}
QScrollBar::handle:hover, QScrollBar::handle:pressed {{ background: {muted}; }}
QScrollBar::add-line, QScrollBar::sub-line {{ width: 0; height: 0; border: none; }}
QScrollBar::add-page, QScrollBar::sub-page {{ background: transparent; }}
QScrollBar[role="idle"]::handle {{ background: transparent; }}
QFrame[role="drawer"] {{ background: {window}; border-left: 1px solid {control_border}; }}
QWidget#panelTitle QToolButton {{ border: 1px solid transparent; border-radius: 4px;
  padding: 2px; background: transparent; }}
QWidget#panelTitle QToolButton:hover {{ background: {surface_alt};
  border-color: {control_border}; }}
QWidget#panelTitle QToolButton:focus {{ border: 2px solid {accent}; }}
QWidget#navRail QToolButton {{ font-size: {small}pt; padding: {s}px 2px;
  border: 1px solid transparent; border-radius: {r}px; background: transparent; }}
QWidget#navRail QToolButton:hover {{ background: {surface_alt}; }}
QWidget#navRail QToolButton:checked {{ background: {surface_alt};
  border-left: 3px solid {accent}; }}
QWidget#navRail QToolButton#railFold:checked {{ background: transparent;
  border: 1px solid transparent; }}
QWidget#navRail QToolButton:focus {{ border: 2px solid {accent}; }}
QWidget#navRail QToolButton#railFold:checked:focus {{ border: 2px solid {accent}; }}
QToolBar#railBar {{ border: none; border-right: 1px solid {control_border}; spacing: 0;
  padding: 0; }}
QToolButton#listHandle {{ border: none; border-right: 1px solid {control_border};
  background: {surface_alt}; padding: 0 2px; }}
"""


NUMBER_TEXT_INSET = SPACE.s
"""The number boxes' text margin: with QLineEdit's own 2 px, their text starts
where the drop-downs' does (after its 1 px border and SPACE.s padding)."""


class WheelGuard(QObject):
    """A wheel turn over a number box or a drop-down that does not have the
    keyboard focus scrolls what holds it instead of changing its value (a
    page scrolled past a Seed box set it from "random" to 5 and saved it).
    Clicking or tabbing into the field first lets the wheel change it."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.Wheel or not isinstance(watched, QWidget) \
                or watched.hasFocus():
            return False
        parent = watched.parentWidget()
        if parent is not None and isinstance(event, QWheelEvent):
            # Passed on as Qt passes an ignored wheel turn: to the parent, at
            # the same place, and from there up to the scroll area.
            at = QPointF(watched.mapTo(parent, event.position().toPoint()))
            QCoreApplication.sendEvent(parent, QWheelEvent(
                at, event.globalPosition(), event.pixelDelta(), event.angleDelta(),
                event.buttons(), event.modifiers(), event.phase(), event.inverted(),
                event.source(), event.pointingDevice()))
        return True


_wheel_guard: WheelGuard | None = None


def guard_wheel(widget: QWidget) -> None:
    """Wheel turns change `widget` (a number box, a drop-down) only while it
    has the focus; the wheel no longer gives it the focus either."""
    global _wheel_guard
    if _wheel_guard is None:
        _wheel_guard = WheelGuard()
    if widget.focusPolicy() == Qt.FocusPolicy.WheelFocus:
        widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    widget.removeEventFilter(_wheel_guard)  # polished again on every theme change
    widget.installEventFilter(_wheel_guard)


class LanternStyle(QProxyStyle):
    """Fusion, plus what the style sheet cannot reach: Qt's style sheets leave
    the line edit inside a number box unstyled (and ignore the box's own
    horizontal padding), so its text sat 2 px from the edge against 5 px in
    a drop-down. Polishing gives every number box the same inset, and every
    number box and drop-down the wheel guard (WheelGuard): one place for
    the whole app, whoever makes the widget."""

    def __init__(self) -> None:
        super().__init__("Fusion")

    def polish(self, arg: object) -> object:  # type: ignore[override]
        if isinstance(arg, QAbstractSpinBox):
            arg.lineEdit().setTextMargins(NUMBER_TEXT_INSET, 0, 0, 0)
        if isinstance(arg, (QAbstractSpinBox, QComboBox)):
            guard_wheel(arg)
        return super().polish(arg)  # type: ignore[call-overload]


_style: LanternStyle | None = None


def use_base_style(app: QApplication) -> None:
    """Fusion, before any widget exists: the style LanternStyle refines, so
    the window looks the same before LanternStyle is installed as after."""
    app.setStyle("Fusion")


def use_lantern_style(app: QApplication) -> None:
    """LanternStyle for the whole app (every widget is re-polished)."""
    if not isinstance(app.style(), LanternStyle):
        global _style
        _style = LanternStyle()  # held here too: its Python override must outlive the call
        app.setStyle(_style)


def apply_theme(app: QApplication, theme: str, font_size: int, *,
                style: bool = True) -> Concrete:
    """Style, palette, style sheet and font for the whole app; returns the
    concrete theme. Every widget is re-polished by Qt (setStyleSheet).

    `style=False` leaves the widget style as it is: the window's first paint
    has no number box, and re-polishing every widget for LanternStyle (~5 ms)
    waits until the widgets that need it are made (use_lantern_style)."""
    concrete = resolve(theme)
    if style:
        use_lantern_style(app)
    app.setPalette(palette_for(concrete))
    size = max(6, min(font_size, 40))
    font = QFont(app.font())
    font.setPointSize(size)
    app.setFont(font)
    app.setStyleSheet(stylesheet(concrete, size))
    global _current
    if concrete != _current:
        _current = concrete
        for widget in app.allWidgets():
            if widget.property("icon_name") is not None:
                _draw_icon(widget, concrete)
    return concrete
