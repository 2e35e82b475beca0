"""Windows and dialogs open inside the screen they are on, at any scale
factor, and come back at the size they were left at only while it still fits."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, QSize
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

MARGIN = 0.95
"""At most this share of the screen's free area (panels and docks excluded)."""

_remembered: dict[str, QSize] = {}
"""Sizes windows were closed at, by name, for this session."""


def _screen_of(widget: QWidget) -> QScreen | None:
    parent = widget.parentWidget()
    anchor = parent.window() if parent is not None else widget
    return anchor.screen() or QGuiApplication.primaryScreen()


def available(widget: QWidget) -> QRect:
    screen = _screen_of(widget)
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1280, 720)


def fit_size(widget: QWidget, preferred: QSize) -> QSize:
    """`preferred`, shrunk to the free area of the widget's screen (and never
    below its minimum size when that fits)."""
    area = available(widget)
    width = min(preferred.width(), int(area.width() * MARGIN))
    height = min(preferred.height(), int(area.height() * MARGIN))
    return QSize(width, height)


def open_within_screen(widget: QWidget, name: str, preferred: QSize) -> None:
    """Size (the remembered size while it still fits, else `preferred` fitted)
    and place `widget` inside its screen, centred on its parent if it has one."""
    area = available(widget)
    remembered = _remembered.get(name)
    fits = remembered is not None and remembered.width() <= area.width() \
        and remembered.height() <= area.height()
    size = remembered if fits and remembered is not None else fit_size(widget, preferred)
    widget.resize(size)
    keep_inside(widget)


def keep_inside(widget: QWidget) -> None:
    """Move (and if need be shrink) a window so it lies inside its screen."""
    area = available(widget)
    size = widget.size().boundedTo(area.size())
    if size != widget.size():
        widget.resize(size)
    parent = widget.parentWidget()
    centre = parent.window().frameGeometry().center() if parent is not None else area.center()
    left = min(max(centre.x() - size.width() // 2, area.left()), area.right() + 1 - size.width())
    top = min(max(centre.y() - size.height() // 2, area.top()),
              area.bottom() + 1 - size.height())
    widget.move(left, top)


def remember(widget: QWidget, name: str) -> None:
    """Call when the window closes: its size comes back next time if it fits."""
    _remembered[name] = widget.size()


class _ScreenFit(QObject):
    def __init__(self, window: QWidget, name: str, preferred: QSize) -> None:
        super().__init__(window)
        self._window, self._name, self._preferred = window, name, preferred
        self._shown_once = False
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window:
            if event.type() == QEvent.Type.Show:
                if not self._shown_once:
                    self._shown_once = True
                    open_within_screen(self._window, self._name, self._preferred)
                else:
                    keep_inside(self._window)
            elif event.type() == QEvent.Type.Hide:
                remember(self._window, self._name)
        return False


def within_screen(window: QWidget, preferred: QSize | None = None) -> None:
    """Every time `window` is shown it lies inside its screen, at `preferred`
    (default: its size hint) fitted to the screen, or at the size it was last
    closed at if that still fits."""
    if window.findChild(_ScreenFit) is None:
        _ScreenFit(window, type(window).__name__, preferred or window.sizeHint())
