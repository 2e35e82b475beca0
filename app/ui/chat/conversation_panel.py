"""Per-conversation settings: system prompt, sampler, LoRA adapters with scale
sliders, prompt cache. Every change is saved with the conversation (after a
short pause, so dragging a slider writes once)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QSlider,
    QSpinBox,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from app.domain import (
    AdapterSpec,
    ContextPolicy,
    ConversationSettings,
    LoraSelection,
    ThinkingChoice,
    context_policy,
)
from app.ui.panel_scroll import PanelScroll
from app.ui.services.formatting import format_scale
from app.ui.settings.sampler_form import SamplerForm
from app.ui.theme import SPACE, compact_choices, whole_choices

if TYPE_CHECKING:  # the tools stack loads after the first paint
    from app.ui.tools.tool_picker import ToolPicker

SAVE_DELAY_MS = 300
SCALE_STEPS = 100
"""Slider units per 1.0 of scale."""
MAX_SCALE = 2.0


class AdapterRow(QWidget):
    changed = Signal()

    def __init__(self, name: str, scale: float, enabled: bool, known: bool) -> None:
        super().__init__()
        self.name = name
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(SPACE.xs)
        self.check = QCheckBox(name if known else QCoreApplication.translate(
            "AdapterRow", "{name} (not in the library)").format(name=name))
        self.check.setAccessibleName(QCoreApplication.translate(
            "AdapterRow", "Use adapter {name}").format(name=name))
        self.check.setChecked(enabled)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, int(MAX_SCALE * SCALE_STEPS))
        self.slider.setPageStep(10)
        self.slider.setAccessibleName(QCoreApplication.translate(
            "AdapterRow", "Scale of adapter {name}").format(name=name))
        self.slider.setValue(round(scale * SCALE_STEPS))
        self.value_label = QLabel()
        self.value_label.setAccessibleName(QCoreApplication.translate(
            "AdapterRow", "Scale value of adapter {name}").format(name=name))
        # The name on its own line, the slider and its value under it: a long
        # adapter name never squeezes the slider or cuts the value.
        widest = self.value_label.fontMetrics().horizontalAdvance("×0.00")
        self.value_label.setMinimumWidth(widest)
        self.value_label.setAlignment(Qt.AlignmentFlag.AlignRight
                                      | Qt.AlignmentFlag.AlignVCenter)
        scale_line = QHBoxLayout()
        indent = self.check.style().pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth,
                                                None, self.check)
        scale_line.setContentsMargins(indent + SPACE.s, 0, 0, 0)
        scale_line.addWidget(self.slider, 1)
        scale_line.addWidget(self.value_label)
        layout.addWidget(self.check)
        layout.addLayout(scale_line)
        self.check.toggled.connect(self._changed)
        self.slider.valueChanged.connect(self._changed)
        self.scale_reason = self.check_reason = ""
        """Why the answering engine cannot take another scale / this adapter too."""
        self._show_value()

    def limit(self, scale_reason: str, check_reason: str) -> None:
        """Grey what the answering engine cannot honour, each with its reason."""
        self.scale_reason, self.check_reason = scale_reason, check_reason
        self._show_value()

    @property
    def scale(self) -> float:
        return self.slider.value() / SCALE_STEPS

    def _show_value(self) -> None:
        self.value_label.setText(f"×{format_scale(self.scale)}")
        self.slider.setEnabled(self.check.isChecked() and not self.scale_reason)
        self.slider.setToolTip(self.scale_reason)
        blocked = bool(self.check_reason) and not self.check.isChecked()
        self.check.setEnabled(not blocked)  # a checked one can always be unchecked
        self.check.setToolTip(self.check_reason if blocked else "")

    def _changed(self) -> None:
        self._show_value()
        self.changed.emit()


class ConversationPanel(PanelScroll):
    changed = Signal(object)
    """ConversationSettings, after the user changed something."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Conversation settings"))
        self.setWidgetResizable(True)
        # No explicit minimum: minimumSizeHint (its content's) is what the splitter honours.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._rows: list[AdapterRow] = []
        self.tool_picker: ToolPicker | None = None
        self._native_tools = True
        self._shown_tools: tuple[str, ...] = ()
        """The conversation's tools, kept while there is no picker yet."""
        self._lora_limits = ("", "")
        """(why scales are fixed at 1, why only one adapter) on the answering engine."""
        self._loading = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(SAVE_DELAY_MS)
        self._timer.timeout.connect(self._emit)
        self._build()

    def _build(self) -> None:
        content = QWidget()
        layout = QVBoxLayout(content)
        title = QLabel(self.tr("<b>This conversation</b>"))
        layout.addWidget(title)
        prompt_box = QGroupBox(self.tr("System prompt"))
        prompt_layout = QVBoxLayout(prompt_box)
        self.system_prompt = QPlainTextEdit()
        self.system_prompt.setAccessibleName(self.tr("System prompt"))
        self.system_prompt.setTabChangesFocus(True)
        self.system_prompt.setFixedHeight(90)
        self.system_prompt.textChanged.connect(self._schedule)
        prompt_layout.addWidget(self.system_prompt)
        layout.addWidget(prompt_box)
        self.lora_box = QGroupBox(self.tr("LoRA adapters"))
        self.lora_layout = QVBoxLayout(self.lora_box)
        self.no_adapters = QLabel(self.tr("No adapters in the library: add them in Settings "
                                          "(Ctrl+,)."))
        self.no_adapters.setWordWrap(True)
        self.lora_layout.addWidget(self.no_adapters)
        layout.addWidget(self.lora_box)
        sampler_box = QGroupBox(self.tr("Sampling"))
        sampler_layout = QFormLayout(sampler_box)
        self.sampler = SamplerForm()
        self.sampler.changed.connect(self._schedule)
        sampler_layout.addRow(self.sampler)
        self.cache = QCheckBox(self.tr("Reuse the prompt cache"))
        self.cache.setAccessibleName(self.tr("Prompt cache for this conversation"))
        self.cache.setToolTip(self.tr("Answers start sooner when the start of the prompt is "
                                      "cached"))
        self.cache.toggled.connect(self._schedule)
        sampler_layout.addRow(self.cache)
        self.max_tokens = QSpinBox()
        self.max_tokens.setRange(0, 1_000_000)
        self.max_tokens.setSingleStep(64)
        self.max_tokens.setGroupSeparatorShown(True)
        self.max_tokens.setSpecialValueText(self.tr("as in Settings"))  # 0
        self.max_tokens.setSuffix(self.tr(" tokens"))
        self.max_tokens.setAccessibleName(self.tr("Longest answer in this conversation"))
        self.max_tokens.setToolTip(self.tr(
            "The most tokens one answer may have here; \"as in Settings\" follows the "
            "Longest answer of Settings (Ctrl+,)."))
        self.max_tokens.valueChanged.connect(self._schedule)
        # Rows of their own under their labels: the values are phrases ("as in
        # Settings", "Summarise the oldest turns"), read whole at the panel's
        # narrowest in every language, beside a label they would not fit.
        self._own_row(sampler_layout, self.tr("Longest answer"), self.max_tokens)
        self.context_policy = QComboBox()
        self.context_policy.addItem(self.tr("Drop the oldest turns"), "drop_oldest")
        self.context_policy.addItem(self.tr("Summarise the oldest turns"), "summarise")
        self.context_policy.addItem(self.tr("Stop and ask"), "ask")
        self.context_policy.setAccessibleName(self.tr("When the history outgrows the context"))
        self.context_policy.setToolTip(self.tr(
            "When this conversation no longer fits the model's context: leave its oldest "
            "turns out of the prompt (the system prompt and the latest turns are kept, "
            "and the chat says so), have the model summarise them (the summary is saved, "
            "shown and editable, and stands in for them), or send nothing and say how far "
            "over it is."))
        self.context_policy.currentIndexChanged.connect(self._schedule)
        self._own_row(sampler_layout, self.tr("Too long"), self.context_policy)
        self.thinking = QComboBox()
        self.thinking.addItem(self.tr("Model's default"), "default")
        self.thinking.addItem(self.tr("On"), "on")
        self.thinking.addItem(self.tr("Off"), "off")
        self.thinking.setAccessibleName(self.tr("Thinking in this conversation"))
        self.thinking.currentIndexChanged.connect(self._schedule)
        self._own_row(sampler_layout, self.tr("Thinking"), self.thinking)  # as the two above
        self._local_thinking = False
        self._remote_thinking: str | None = None
        """Why a remote engine cannot pass the switch ("" it can); None: local."""
        self.allow_thinking(False)
        layout.addWidget(sampler_box)
        layout.addStretch(1)
        # A longer choice (another language, a new policy) must not widen the
        # panel: drop-down lists ask for a set number of characters.
        compact_choices(content)
        whole_choices(self.context_policy)
        self.setWidget(content)

    @staticmethod
    def _own_row(form: QFormLayout, label: str, field: QWidget) -> None:
        caption = QLabel(label)
        caption.setBuddy(field)
        form.addRow(caption)
        form.addRow(field)

    def add_section(self, widget: QWidget) -> None:
        """Another per-conversation section (documents), above the stretch."""
        content = self.widget()
        layout = content.layout() if content is not None else None
        assert isinstance(layout, QVBoxLayout)
        layout.insertWidget(layout.count() - 1, widget)
        compact_choices(widget)
        self.updateGeometry()

    def set_tool_picker(self, picker: ToolPicker) -> None:
        """The conversation's tools (app.ui.tools), saved with its other settings."""
        self.tool_picker = picker
        picker.set_native_tools(self._native_tools)
        picker.changed.connect(self._schedule)
        self.add_section(picker)

    def allow_native_tools(self, native: bool) -> None:
        """The loaded model's template has a tool-call format of its own."""
        self._native_tools = native
        if self.tool_picker is not None:
            self.tool_picker.set_native_tools(native)

    def set_values(self, chosen: ConversationSettings, library: list[AdapterSpec]) -> None:
        """Show a conversation's settings; emits nothing."""
        self._timer.stop()
        self._loading = True
        try:
            self.system_prompt.setPlainText(chosen.system_prompt)
            self.sampler.set_value(chosen.sampler)
            self.cache.setChecked(chosen.cache_prompt)
            self.max_tokens.setValue(chosen.max_tokens)
            self.context_policy.setCurrentIndex(
                max(0, self.context_policy.findData(chosen.context_policy)))
            self.thinking.setCurrentIndex(max(0, self.thinking.findData(chosen.thinking)))
            self._set_adapters(chosen.lora, library)
            self._shown_tools = chosen.tools
            if self.tool_picker is not None:
                self.tool_picker.set_selected(chosen.tools)
        finally:
            self._loading = False

    def _set_adapters(self, lora: LoraSelection, library: list[AdapterSpec]) -> None:
        for row in self._rows:
            row.setParent(None)
            row.deleteLater()
        selected = dict(lora)
        names = [spec.name for spec in library]
        defaults = {spec.name: spec.default_scale for spec in library}
        self._rows = []
        for name in names + [n for n in selected if n not in defaults]:
            row = AdapterRow(name, selected.get(name, defaults.get(name, 1.0)),
                             name in selected, name in defaults)
            row.changed.connect(self._schedule)
            row.changed.connect(self._apply_lora_limits)
            self.lora_layout.addWidget(row)
            self._rows.append(row)
        self.no_adapters.setVisible(not self._rows)
        self._apply_lora_limits()

    def limit_adapters(self, scale_reason: str, one_reason: str) -> None:
        """The answering engine fixes scales at 1 and/or takes one adapter at a time."""
        self._lora_limits = (scale_reason, one_reason)
        self._apply_lora_limits()

    def _apply_lora_limits(self) -> None:
        scale_reason, one_reason = self._lora_limits
        taken = one_reason and any(row.check.isChecked() for row in self._rows)
        for row in self._rows:
            row.limit(scale_reason, one_reason if taken else "")

    def adapter_row(self, name: str) -> AdapterRow | None:
        return next((row for row in self._rows if row.name == name), None)

    def value(self) -> ConversationSettings:
        lora = tuple((row.name, row.scale) for row in self._rows if row.check.isChecked())
        tools = (self.tool_picker.selected() if self.tool_picker is not None
                 else self._shown_tools)
        return ConversationSettings(self.system_prompt.toPlainText(), self.sampler.value(),
                                    lora, self.cache.isChecked(), tools,
                                    self.max_tokens.value(), self._policy(),
                                    self._thinking())

    def _thinking(self) -> ThinkingChoice:
        data = self.thinking.currentData()
        return "on" if data == "on" else "off" if data == "off" else "default"

    def allow_thinking(self, takes: bool) -> None:
        """The loaded model's chat template takes `enable_thinking` (Qwen3,
        SmolLM3...): the switch works; otherwise it is greyed, saying why.
        A remote engine's conversation shows that server's switch instead."""
        self._local_thinking = takes
        if self._remote_thinking is None:
            self._show_thinking(takes, self.tr(
                "Whether the model thinks before it answers (its template's "
                "enable_thinking)") if takes else self.tr(
                "The loaded model's chat template has no thinking switch"))

    def thinking_on_route(self, remote_reason: str | None) -> None:
        """The answering engine's switch: the local model's template (None), or
        what a remote server passes on (its chat_template_kwargs, Ollama's
        think): "" it can, else why not."""
        self._remote_thinking = remote_reason
        if self._remote_thinking is None:
            self.allow_thinking(self._local_thinking)
        elif self._remote_thinking:
            self._show_thinking(False, self._remote_thinking)
        else:
            self._show_thinking(True, self.tr(
                "Sent to the server as enable_thinking; the model thinks or not as its "
                "chat template reads it (templates without the switch ignore it)"))

    def _show_thinking(self, enabled: bool, tip: str) -> None:
        self.thinking.setEnabled(enabled)
        self.thinking.setToolTip(tip)

    def _policy(self) -> ContextPolicy:
        return context_policy(self.context_policy.currentData())

    def _schedule(self) -> None:
        if not self._loading:
            self._timer.start()

    def flush(self) -> None:
        """Save a pending change now (before sending, or when switching away)."""
        if self._timer.isActive():
            self._timer.stop()
            self._emit()

    def _emit(self) -> None:
        self.changed.emit(self.value())
