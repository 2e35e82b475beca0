"""Sampler fields, shared by the settings dialog (defaults) and the
conversation panel (per conversation)."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QPlainTextEdit,
    QSpinBox,
    QWidget,
)

from app.domain import SamplerConfig
from app.ui.theme import compact_numbers

RANDOM_SEED = -1


def _double(name: str, low: float, high: float, step: float, tip: str) -> QDoubleSpinBox:
    box = QDoubleSpinBox()
    box.setRange(low, high)
    box.setSingleStep(step)
    box.setDecimals(2)
    box.setAccessibleName(name)
    box.setToolTip(tip)
    return box


def _named(text: str, field: QWidget) -> QLabel:
    """A field's name, saying what the field does where a person points too."""
    name = QLabel(text)
    name.setToolTip(field.toolTip())
    name.setBuddy(field)
    return name


class SamplerForm(QWidget):
    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._base = SamplerConfig()
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        self.temperature = _double(self.tr("Temperature"), 0.0, 2.0, 0.05,
                                   self.tr("How adventurous the answer is: 0 always picks "
                                           "the likeliest next word (the same answer every "
                                           "time), 1 and above vary more"))
        self.top_p = _double(self.tr("Top P"), 0.01, 1.0, 0.01,
                             self.tr("Picks only among the likeliest words that together make up "
                             "this share of the chances (0.95: drop the unlikely 5%)"))
        self.top_k = QSpinBox()
        self.top_k.setRange(0, 1000)
        self.top_k.setAccessibleName(self.tr("Top K"))
        self.top_k.setToolTip(self.tr("Picks only among this many likeliest words; 0 turns the "
                              "limit off"))
        self.min_p = _double(self.tr("Min P"), 0.0, 1.0, 0.01,
                             self.tr("Drops words less likely than this share of the likeliest "
                             "one (0.05: under 5% of it); 0 turns it off"))
        self.repeat_penalty = _double(self.tr("Repeat penalty"), 0.5, 2.0, 0.05,
                                      self.tr("Above 1 makes repeating the same words less likely; "
                                      "1 turns it off"))
        self.seed = QSpinBox()
        self.seed.setRange(RANDOM_SEED, 2**31 - 1)
        self.seed.setSpecialValueText(self.tr("random"))
        self.seed.setAccessibleName(self.tr("Seed"))
        self.seed.setToolTip(self.tr("random: a new answer every time; a fixed number repeats the "
                             "same answer for the same question and settings"))
        for label, widget in ((self.tr("Temperature"), self.temperature),
                              (self.tr("Top P"), self.top_p), (self.tr("Top K"), self.top_k),
                              (self.tr("Min P"), self.min_p),
                              (self.tr("Repeat penalty"), self.repeat_penalty),
                              (self.tr("Seed"), self.seed)):
            form.addRow(_named(label, widget), widget)
            widget.valueChanged.connect(lambda _v: self.changed.emit())
        self.stop = QPlainTextEdit()
        self.stop.setAccessibleName(self.tr("Stop sequences"))
        self.stop.setPlaceholderText(self.tr("none"))
        self.stop.setToolTip(self.tr("The answer ends where it would write one of these: one per "
                             "line; \\n stands for a new line"))
        self.stop.setTabChangesFocus(True)
        self.stop.setFixedHeight(self.stop.fontMetrics().lineSpacing() * 3 + 12)
        self.stop.textChanged.connect(self.changed.emit)
        form.addRow(_named(self.tr("Stop sequences"), self.stop), self.stop)
        compact_numbers(self)

    def _number_boxes(self) -> tuple[QAbstractSpinBox, ...]:
        return (self.temperature, self.top_p, self.top_k, self.min_p, self.repeat_penalty,
                self.seed)

    def _align_widths(self) -> None:
        """One column: every box as wide as the widest needs (the seed's ten
        digits), so their right edges line up. Measured once styled: the
        theme's padding changes what each needs."""
        boxes = self._number_boxes()
        for box in boxes:
            box.setMinimumWidth(0)
        width = max(box.sizeHint().width() for box in boxes)
        for box in boxes:
            box.setMinimumWidth(width)

    def showEvent(self, event: QShowEvent) -> None:
        self._align_widths()
        super().showEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.StyleChange, QEvent.Type.FontChange) and self.isVisible():
            self._align_widths()

    def set_value(self, sampler: SamplerConfig) -> None:
        self._base = sampler
        widgets = (self.temperature, self.top_p, self.top_k, self.min_p,
                   self.repeat_penalty, self.seed)
        for widget in (*widgets, self.stop):
            widget.blockSignals(True)
        self.temperature.setValue(sampler.temperature)
        self.top_p.setValue(sampler.top_p)
        self.top_k.setValue(sampler.top_k)
        self.min_p.setValue(sampler.min_p)
        self.repeat_penalty.setValue(sampler.repeat_penalty)
        self.seed.setValue(RANDOM_SEED if sampler.seed is None else min(sampler.seed, 2**31 - 1))
        self.stop.setPlainText("\n".join(s.replace("\n", "\\n") for s in sampler.stop))
        for widget in (*widgets, self.stop):
            widget.blockSignals(False)

    def value(self) -> SamplerConfig:
        """The fields as a SamplerConfig (the penalties are kept from the last set_value)."""
        seed = self.seed.value()
        return replace(
            self._base,
            temperature=round(self.temperature.value(), 4),
            top_p=round(self.top_p.value(), 4),
            top_k=self.top_k.value(),
            min_p=round(self.min_p.value(), 4),
            repeat_penalty=round(self.repeat_penalty.value(), 4),
            seed=None if seed == RANDOM_SEED else seed,
            stop=self.stop_sequences(),
        )

    def stop_sequences(self) -> tuple[str, ...]:
        lines = self.stop.toPlainText().splitlines()
        return tuple(line.replace("\\n", "\n") for line in lines if line.strip())
