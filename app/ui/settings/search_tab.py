"""Settings → Document search: optional reranking of the best results by a
model (off by default). Only installed instruction-tuned models are offered
(app/models/rerankers.py); with none, the choice is greyed and says why.

Finding them reads each model file's header, so it runs in a thread and the
tab says "Looking…" until it is done.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QSpinBox, QWidget

from app.config import INT_RANGES, Settings
from app.models.rerankers import RerankerChoice, reranker_choices
from app.ui.services.tasks import in_thread, spawn

FindRerankers = Callable[[], Sequence[RerankerChoice]]


class SearchTab(QWidget):
    def __init__(self, settings: Settings, find: FindRerankers = reranker_choices,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._chosen = settings.rerank_model_path
        self.rerank = QCheckBox(self.tr("Rerank the best results with a language model"))
        self.rerank.setAccessibleName(self.tr("Rerank results"))
        self.rerank.setChecked(bool(settings.rerank_model_path))
        self.rerank.toggled.connect(self._update)
        self.model = QComboBox()
        self.model.setAccessibleName(self.tr("Reranking model"))
        self.top = QSpinBox()
        self.top.setRange(*INT_RANGES["rerank_top"])
        self.top.setValue(settings.rerank_top)
        self.top.setSuffix(self.tr(" results"))
        self.top.setAccessibleName(self.tr("Results reranked"))
        self.reason = QLabel(self.tr("Looking for installed models…"))
        self.reason.setAccessibleName(self.tr("Reranking availability"))
        self.reason.setWordWrap(True)
        cost = QLabel(self.tr("The model reads each of the best passages with the question "
                              "before the results show: expect seconds per search on a CPU, "
                              "and the model's memory on top of the chat model's."))
        cost.setWordWrap(True)
        cost.setEnabled(False)
        form = QFormLayout(self)
        form.addRow(self.rerank)
        form.addRow(self.tr("Model"), self.model)
        form.addRow(self.tr("Rerank the first"), self.top)
        form.addRow("", self.reason)
        form.addRow("", cost)
        self._choices: list[RerankerChoice] | None = None
        self._update()
        spawn(self._load(find), self._failed, owner=self)

    async def _load(self, find: FindRerankers) -> None:
        self.show_choices(await in_thread(lambda: list(find()), "lantern-rerankers"))

    def _failed(self, message: str) -> None:
        self.show_choices([])
        self.reason.setText(message)

    def show_choices(self, choices: Sequence[RerankerChoice]) -> None:
        """Fill the model list; the saved model stays chosen if still installed."""
        self._choices = list(choices)
        self.model.clear()
        for choice in self._choices:
            self.model.addItem(choice.name, choice.path)
            self.model.setItemData(self.model.count() - 1, choice.path,
                                   Qt.ItemDataRole.ToolTipRole)
        found = self.model.findData(self._chosen)
        if self._chosen and found < 0:
            self.rerank.setChecked(False)  # its model is gone: reranking is off
        self.model.setCurrentIndex(max(found, 0))
        self.reason.setText(self.tr(
            "No installed model can rerank. Reranking needs an instruction-tuned chat "
            "model (a GGUF with a chat template) larger than the bundled 135M one. "
            "Download one in Models.") if not self._choices else "")
        self._update()

    def _update(self) -> None:
        available = bool(self._choices)
        self.rerank.setEnabled(available)
        self.model.setEnabled(available and self.rerank.isChecked())
        self.top.setEnabled(available and self.rerank.isChecked())
        self.reason.setVisible(bool(self.reason.text()))

    def apply_to(self, settings: Settings) -> Settings:
        """`settings` with this tab's choices (unchanged while still looking)."""
        if self._choices is None:
            return settings
        on = self.rerank.isChecked() and self.model.currentIndex() >= 0
        return replace(settings, rerank_model_path=str(self.model.currentData()) if on else "",
                       rerank_top=self.top.value())
