"""The mouse wheel changes a number box or a drop-down only while it has the
keyboard focus: scrolling a panel past the Seed box set it from "random" to
5, and the panel saved it."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QWidget

from tests.ui.conftest import WAIT_MS, Harness


def _wheel(widget: QWidget, notches: int = -1) -> None:
    """One turn of the wheel over the middle of `widget`."""
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(centre, QPointF(widget.mapToGlobal(centre.toPoint())), QPoint(0, 0),
                        QPoint(0, 120 * notches), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


def test_the_wheel_over_unfocused_fields_changes_nothing(harness: Harness) -> None:
    window = harness.window
    window.toggle_panel()
    panel = window.panel
    harness.qtbot.waitUntil(panel.isVisible, timeout=WAIT_MS)
    seed, policy = panel.sampler.seed, panel.context_policy
    window.composer.editor.setFocus()
    seed_before, policy_before = seed.value(), policy.currentIndex()
    _wheel(seed, +1)
    _wheel(policy, -1)
    assert (seed.value(), policy.currentIndex()) == (seed_before, policy_before)
    assert not seed.hasFocus()  # the wheel does not take the focus either
    seed.setFocus()
    harness.qtbot.waitUntil(seed.hasFocus, timeout=WAIT_MS)
    _wheel(seed, +1)
    assert seed.value() != seed_before  # a focused field is the one being changed
