"""Installed models, and the selected one's own settings with its fit."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal, SignalInstance
from PySide6.QtWidgets import (
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.models.fit import Fit
from app.models.gguf_header import ModelShape
from app.models.registry import InstalledModel, ModelSettings
from app.ui.locale_format import number
from app.ui.locale_format import size as human
from app.ui.models.catalog_table import verdict_name
from app.ui.models.sources import source_name


def sentence_start(word: str) -> str:
    """A word that begins a sentence ("fits" -> "Fits"; scripts without case
    stay as they are)."""
    return word[:1].upper() + word[1:]


class InstalledPanel(QWidget):
    selected = Signal(object)
    """InstalledModel or None."""
    settings_changed = Signal()
    """The context, threads or GPU layers of the selected model changed."""
    use_requested = Signal(object)
    remove_requested = Signal(object)
    import_requested = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.models: list[InstalledModel] = []
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Installed models"))
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.currentRowChanged.connect(self._row_changed)
        self.ctx = self._spin(512, 131072, 512, self.tr("Context size in tokens"))
        self.threads = self._spin(0, 256, 1, self.tr("CPU threads (automatic: all cores)"))
        self.threads.setSpecialValueText(self.tr("automatic"))  # as in Settings
        self.gpu_layers = self._spin(-1, 999, 1, self.tr("Layers on the GPU (automatic: as "
                                                         "many as its free memory holds)"))
        self.gpu_layers.setSpecialValueText(self.tr("auto"))
        self.fit = QLabel(self.tr("Select a model to see whether it fits."))
        self.fit.setWordWrap(True)
        self.fit.setAccessibleName(self.tr("Fit of the selected model"))
        self.use = QPushButton(self.tr("Use for chat"))
        self.remove = QPushButton(self.tr("Remove"))
        self.import_button = QPushButton(self.tr("Import file…"))
        self.use.clicked.connect(lambda: self._emit_selected(self.use_requested))
        self.remove.clicked.connect(lambda: self._emit_selected(self.remove_requested))
        self.import_button.clicked.connect(self.import_requested)
        self._layout()

    def _spin(self, low: int, high: int, step: int, name: str) -> QSpinBox:
        spin = QSpinBox()
        # As wide as its numbers, not the form: a context size needs six digits.
        spin.setSizePolicy(QSizePolicy.Policy.Maximum, spin.sizePolicy().verticalPolicy())
        spin.setRange(low, high)
        spin.setSingleStep(step)
        spin.setAccessibleName(name)
        spin.setToolTip(name)
        spin.valueChanged.connect(lambda _v: self.settings_changed.emit())
        return spin

    def _layout(self) -> None:
        form = QFormLayout()
        form.addRow(self.tr("Context"), self.ctx)
        form.addRow(self.tr("Threads"), self.threads)
        form.addRow(self.tr("GPU layers"), self.gpu_layers)
        buttons = QHBoxLayout()
        for button in (self.use, self.remove, self.import_button):
            buttons.addWidget(button)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.list, 1)
        column.addLayout(form)
        column.addWidget(self.fit)
        column.addLayout(buttons)

    def set_models(self, models: list[InstalledModel], current_path: str) -> None:
        chosen = self.selected_model()
        self.models = list(models)
        self.list.blockSignals(True)
        self.list.clear()
        for model in models:
            line = source_name(model.source)
            if model.size:  # a vision model's projector counts: they come and go together
                line = self.tr("{source}, {size}").format(source=line,
                                                          size=human(model.total_size))
            if model.vision:
                line = self.tr("{details} · Sees images").format(details=line)
            if model.path == current_path:
                line = self.tr("{details} · in use for chat").format(details=line)
            item = QListWidgetItem(f"{model.name}\n{line}")
            item.setData(Qt.ItemDataRole.UserRole, model.id)
            self.list.addItem(item)
        ids = [m.id for m in models]
        self.list.blockSignals(False)
        self.list.setCurrentRow(ids.index(chosen.id) if chosen and chosen.id in ids else 0)

    def selected_model(self) -> InstalledModel | None:
        row = self.list.currentRow()
        return self.models[row] if 0 <= row < len(self.models) else None

    def show_settings(self, settings: ModelSettings) -> None:
        for spin, value in ((self.ctx, settings.n_ctx), (self.threads, settings.n_threads),
                            (self.gpu_layers, settings.n_gpu_layers)):
            spin.blockSignals(True)
            spin.setValue(value if value is not None else spin.minimum())
            spin.blockSignals(False)

    def chosen_settings(self) -> ModelSettings:
        return ModelSettings(self.ctx.value(), self.threads.value(), self.gpu_layers.value())

    def show_fit(self, text: str, shape: ModelShape | None = None) -> None:
        if shape is None:
            self.fit.setText(text)
            return
        about = self.tr("%n layer(s), trained for {context} tokens.", "", shape.layers).format(
            context=number(shape.context_length))
        self.fit.setText(self.tr("{model} {fit}").format(model=about, fit=text))

    def fit_text(self, fit: Fit) -> str:
        """What the estimate says, in the window's language and number format."""
        return self.tr("{verdict}: needs about {total} (model {weights} + context {cache} + "
                       "buffers {compute}) for %Ln token(s); {free} {memory} available.", "",
                       fit.n_ctx).format(
            verdict=sentence_start(verdict_name(fit.verdict)), total=human(fit.total),
            weights=human(fit.weights), cache=human(fit.kv_cache), compute=human(fit.compute),
            free=human(fit.available), memory=fit.where) + (self.tr(
                " {layers} of {total} layers on the GPU.").format(
                    layers=fit.gpu_layers, total=fit.layers) if fit.gpu_layers else "")

    def _row_changed(self, _row: int) -> None:
        model = self.selected_model()
        self.remove.setEnabled(model is not None and not model.is_bundled)
        self.selected.emit(model)

    def _emit_selected(self, signal: SignalInstance) -> None:
        model = self.selected_model()
        if model is not None:
            signal.emit(model)
