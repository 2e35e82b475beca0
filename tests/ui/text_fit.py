"""Whether a control shows its whole text: font metrics against the room the
style leaves for the text (shared by the in-process tests and the probe that
runs at another scale factor)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QComboBox,
    QLabel,
    QStyle,
    QStyleOptionComboBox,
    QWidget,
)

from app.ui import i18n

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
