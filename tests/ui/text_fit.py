"""Whether a control shows its whole text: font metrics against the room the
style leaves for the text (shared by the in-process tests and the probe that
runs at another scale factor)."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLabel,
    QStyle,
    QStyleOptionComboBox,
    QWidget,
)

from app.ui import i18n

if TYPE_CHECKING:
    from app.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
LINE_EDIT_MARGIN = 2
"""QLineEdit's own horizontal text margin, each side (qlineedit_p.h)."""


def combo_overflow(combo: QComboBox) -> int:
    """Pixels of the current text that do not fit the visible field (<= 0: all of it)."""
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                         QStyle.SubControl.SC_ComboBoxEditField, combo)
    return combo.fontMetrics().horizontalAdvance(combo.currentText()) - field.width()


def spin_overflow(box: QAbstractSpinBox) -> int:
    """Pixels of the shown value that do not fit beside the arrows (<= 0: all of it),
    or the box is squeezed below its own height."""
    edit = box.lineEdit()
    margins = edit.textMargins()  # the theme's inset (theme.LanternStyle)
    room = edit.contentsRect().width() - margins.left() - margins.right() \
        - 2 * LINE_EDIT_MARGIN
    wide = edit.fontMetrics().horizontalAdvance(box.text()) - room
    return max(wide, box.sizeHint().height() - box.height())


def label_overflow(label: QLabel) -> int:
    return label.fontMetrics().horizontalAdvance(label.text()) - label.contentsRect().width()


def cut_off(widget: QWidget, visible: QWidget) -> bool:
    """Whether part of `widget` lies left or right of `visible` (a scroll
    area's viewport, a dialog): its text may fit the widget, but not the screen."""
    left = widget.mapTo(visible, QPoint(0, 0)).x()
    return left < 0 or left + widget.width() > visible.width()


def compile_catalog(language: str, folder: Path) -> Path:
    """The language's catalog, compiled from its source (no install step)."""
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    target = i18n.qm_path(language, folder)
    subprocess.run([str(lrelease), "-silent", str(ROOT / "resources" / "translations" /
                                                  f"lantern_{language}.ts"),
                    "-qm", str(target)], check=True)
    return target


def run_probe(probe: Callable[[MainWindow], Awaitable[dict[str, Any]]], tag: str,
              size: tuple[int, int] | None = None) -> int:
    """In a probe's child process (QApplication made, settings saved): the
    real window with the fake engine, `probe` awaited on its loop, and what
    it found printed as one `TAG {json}` line for the parent test."""
    import asyncio
    import json

    import qasync

    from app.ui.app import create_window
    from tests.ui.fakes import Script, fake_factory

    loop = qasync.QEventLoop(QApplication.instance())
    asyncio.set_event_loop(loop)
    window = create_window(fake_factory(Script()))
    if size is not None:
        window.resize(*size)
    with loop:
        found = loop.run_until_complete(probe(window))
        window.close()
    print(f"{tag} " + json.dumps(found), flush=True)
    return 0
