"""The settings dialog: model, generation defaults, LoRA library, prompt cache,
appearance, document search, the local API server. It edits a copy of
Settings; the window saves and applies it.

Adapters are checked by the loaded model itself before they join the library
(`validate_adapter` registers them through the worker), so a refusal shows
llama.cpp's own reason and a bad file never gets saved.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.config import PARALLEL_RANGE, Settings
from app.domain import AdapterSpec
from app.engine.errors import ModelLoadError
from app.engine.model_files import check_gguf
from app.engine.model_kind import refuse_embedding_model
from app.ui.i18n import LANGUAGES, SYSTEM
from app.ui.screen_fit import within_screen
from app.ui.server.server_tab import ServerTab
from app.ui.services.tasks import spawn
from app.ui.settings.disk_cache_section import DiskCacheSection
from app.ui.settings.sampler_form import SamplerForm
from app.ui.settings.search_tab import SearchTab
from app.ui.theme import SPACE, THEMES, compact_numbers, set_role
from app.workers.say import say

AdapterValidator = Callable[[str, str], Awaitable[str | None]]


class SettingsPage(QWidget):
    """A section whose values go into the settings on OK."""

    def apply_to(self, settings: Settings) -> Settings:
        return settings
"""(name, path) -> None if the model accepted the adapter, else the reason."""
GGUF_FILTER = "GGUF files (*.gguf);;All files (*)"


def validate_model_path(text: str) -> str | None:
    """None if the path is empty (bundled model) or a plausible GGUF file."""
    if not text.strip():
        return None
    try:
        check_gguf(Path(text.strip()).expanduser())
        refuse_embedding_model(Path(text.strip()).expanduser())
    except ModelLoadError as exc:
        return say(exc)
    return None


def _error_label(name: str) -> QLabel:
    label = QLabel()
    label.setAccessibleName(name)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    set_role(label, "error")
    return label


def _in_cell(box: QDoubleSpinBox) -> QWidget:
    """A number box inside a table cell, with room around it: the cell's
    grid lines do not cut its edge, and the cell is as big as the box wants."""
    cell = QWidget()
    layout = QHBoxLayout(cell)
    layout.setContentsMargins(SPACE.s, SPACE.xs, SPACE.s, SPACE.xs)
    layout.addWidget(box)
    return cell


def _intro(text: str) -> QLabel:
    """A page's one-line explanation, above its fields."""
    label = QLabel(text)
    label.setWordWrap(True)
    label.setObjectName("pageIntro")
    set_role(label, "muted")
    return label


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, validate_adapter: AdapterValidator,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self.setAccessibleName(self.tr("Settings"))
        self._original = settings
        self._validate_adapter = validate_adapter
        self._adapters: list[AdapterSpec] = [replace(a) for a in settings.adapters]
        self._pages: list[SettingsPage] = []
        self.tabs = QTabWidget()
        self.tabs.setAccessibleName(self.tr("Settings sections"))
        self.tabs.addTab(self._model_tab(settings), self.tr("Model"))
        self.tabs.addTab(self._generation_tab(settings), self.tr("Generation"))
        self.tabs.addTab(self._adapters_tab(), self.tr("LoRA adapters"))
        self.tabs.addTab(self._cache_tab(settings), self.tr("Prompt cache"))
        self.tabs.addTab(self._appearance_tab(settings), self.tr("Appearance"))
        self.search_tab = SearchTab(settings)
        self.tabs.addTab(self.search_tab, self.tr("Document search"))
        self.server_tab = ServerTab(settings)
        self.tabs.addTab(self.server_tab, self.tr("Local API server"))
        # The sections are a list at the side: every name in view at any scale
        # and in any language, however many sections there are (the tab bar
        # needed 880 px for seven names and was cut at 150%).
        self.tabs.tabBar().hide()
        self.tabs.setDocumentMode(True)
        self.sections = QListWidget()
        self.sections.setAccessibleName(self.tr("Settings sections list"))
        self.sections.setObjectName("sections")  # roomy rows (theme)
        self.sections.currentRowChanged.connect(self.tabs.setCurrentIndex)
        self.tabs.currentChanged.connect(self.sections.setCurrentRow)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        body = QWidget()
        row = QHBoxLayout(body)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.sections)
        row.addWidget(self.tabs, 1)
        # On a screen smaller than the sections need (800x600 at 150 %) the
        # dialog still opens inside it and its body scrolls; OK stays in view.
        page = QScrollArea()
        page.setWidgetResizable(True)
        page.setFrameShape(QFrame.Shape.NoFrame)
        page.setWidget(body)
        layout = QVBoxLayout(self)
        layout.addWidget(page, 1)
        layout.addWidget(self.buttons)
        self._check_model()
        compact_numbers(self)
        within_screen(self, QSize(860, 600))

    def add_section(self, page: SettingsPage, name: str) -> None:
        """A section another room provides (Tools); its apply_to joins settings()."""
        self._pages.append(page)
        self.tabs.addTab(page, name)

    def showEvent(self, event: QShowEvent) -> None:
        self._list_sections()
        super().showEvent(event)

    def _list_sections(self) -> None:
        """One row per tab (sections added after construction included)."""
        names = [self.tabs.tabText(i) for i in range(self.tabs.count())]
        if [self.sections.item(i).text() for i in range(self.sections.count())] != names:
            self.sections.clear()
            self.sections.addItems(names)
        width = max(self.sections.sizeHintForColumn(0), 80) + 4 * SPACE.m
        self.sections.setFixedWidth(width)
        self.sections.setCurrentRow(self.tabs.currentIndex())

    # -- tabs --------------------------------------------------------------

    def _model_tab(self, settings: Settings) -> QWidget:
        tab = QWidget()
        form = QFormLayout(tab)
        row = QHBoxLayout()
        self.model_path = QLineEdit(settings.model_path)
        self.model_path.setAccessibleName(self.tr("Model file"))
        self.model_path.setPlaceholderText(self.tr("Empty: the bundled SmolLM2 135M Instruct"))
        self.model_path.textChanged.connect(self._check_model)
        browse = QPushButton(self.tr("Browse…"))
        browse.setAccessibleName(self.tr("Choose model file"))
        browse.clicked.connect(self._browse_model)
        row.addWidget(self.model_path, 1)
        row.addWidget(browse)
        form.addRow(self.tr("Model file"), row)
        self.model_error = _error_label(self.tr("Model file problem"))
        form.addRow("", self.model_error)
        self.n_ctx = QSpinBox()
        self.n_ctx.setRange(512, 262_144)
        self.n_ctx.setSingleStep(512)
        self.n_ctx.setValue(settings.n_ctx)
        self.n_ctx.setGroupSeparatorShown(True)  # "4,096 tokens", as the chat header says
        self.n_ctx.setAccessibleName(self.tr("Context size"))
        self.n_ctx.setSuffix(self.tr(" tokens"))
        form.addRow(self.tr("Context size"), self.n_ctx)
        self.n_threads = QSpinBox()
        self.n_threads.setRange(0, 256)
        self.n_threads.setSpecialValueText(self.tr("automatic"))
        self.n_threads.setValue(settings.n_threads)
        self.n_threads.setAccessibleName(self.tr("Threads"))
        form.addRow(self.tr("Threads"), self.n_threads)
        self.parallel_answers = QSpinBox()
        self.parallel_answers.setRange(0, PARALLEL_RANGE[1])
        self.parallel_answers.setSpecialValueText(self.tr("automatic"))
        self.parallel_answers.setValue(settings.parallel_answers)
        self.parallel_answers.setAccessibleName(self.tr("Parallel answers"))
        self.parallel_answers.setToolTip(self.tr(
            "Answers written at once (conversations, the local API's clients), each with "
            "the whole context size: memory for the context grows with them. Automatic: "
            "up to 4 where memory allows."))
        form.addRow(self.tr("Parallel answers"), self.parallel_answers)
        note = QLabel(self.tr("Changing these reloads the model."))
        note.setEnabled(False)
        form.addRow("", note)
        return tab

    def _generation_tab(self, settings: Settings) -> QWidget:
        tab = QWidget()
        form = QFormLayout(tab)
        self.sampler = SamplerForm()
        self.sampler.set_value(settings.sampler)
        form.addRow(_intro(self.tr(
            "How answers are written: the defaults for new conversations (each "
            "conversation can change them in its settings). Point at a name to read what "
            "it does.")))
        form.addRow(self.sampler)
        self.max_tokens = QSpinBox()
        self.max_tokens.setRange(1, 1_000_000)
        self.max_tokens.setValue(settings.max_tokens)
        self.max_tokens.setGroupSeparatorShown(True)
        self.max_tokens.setAccessibleName(self.tr("Longest answer"))
        self.max_tokens.setSuffix(self.tr(" tokens"))
        self.max_tokens.setToolTip(self.tr("An answer stops at this many tokens (about ¾ of a "
                                           "word each); Continue writes more"))
        form.addRow(self.tr("Longest answer"), self.max_tokens)
        self.system_prompt = QPlainTextEdit(settings.system_prompt)
        self.system_prompt.setAccessibleName(self.tr("Default system prompt"))
        self.system_prompt.setTabChangesFocus(True)
        self.system_prompt.setFixedHeight(90)
        form.addRow(self.tr("System prompt"), self.system_prompt)
        return tab

    def _adapters_tab(self) -> QWidget:
        tab = QWidget()
        layout = QVBoxLayout(tab)
        layout.addWidget(_intro(self.tr(
            "A LoRA adapter is a small file that changes how a model writes (a style, a "
            "skill) without replacing the model. Add adapters made for the model you use "
            "(GGUF); each conversation picks which to apply, and how strongly, in its "
            "settings.")))
        self.adapter_table = QTableWidget(0, 3)
        self.adapter_table.setAccessibleName(self.tr("Adapter library"))
        self.adapter_table.setHorizontalHeaderLabels([self.tr("Name"), self.tr("File"),
                                                     self.tr("Default scale")])
        # Names and scales whole (the scale box as wide as its value and arrows
        # need, rows as tall as it); the file's path takes the rest, elided.
        header = self.adapter_table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.adapter_table.verticalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self.adapter_table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.adapter_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.adapter_table.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.adapter_table.setWordWrap(False)  # a path on one line, elided in its middle
        self.adapter_table.verticalHeader().setVisible(False)
        layout.addWidget(self.adapter_table, 1)
        remove = QPushButton(self.tr("Remove selected"))
        remove.setAccessibleName(self.tr("Remove adapter"))
        remove.clicked.connect(self._remove_adapter)
        layout.addWidget(remove, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(QLabel(self.tr("<b>Add an adapter</b> (a GGUF LoRA made for this "
                                        "model):")))
        form = QFormLayout()
        file_row = QHBoxLayout()
        self.adapter_path = QLineEdit()
        self.adapter_path.setAccessibleName(self.tr("Adapter file"))
        browse = QPushButton(self.tr("Browse…"))
        browse.setAccessibleName(self.tr("Choose adapter file"))
        browse.clicked.connect(self._browse_adapter)
        file_row.addWidget(self.adapter_path, 1)
        file_row.addWidget(browse)
        form.addRow(self.tr("File"), file_row)
        self.adapter_name = QLineEdit()
        self.adapter_name.setAccessibleName(self.tr("Adapter name"))
        form.addRow(self.tr("Name"), self.adapter_name)
        self.add_adapter_button = QPushButton(self.tr("Check and add"))
        self.add_adapter_button.setAccessibleName(self.tr("Add adapter"))
        self.add_adapter_button.clicked.connect(self._add_adapter)
        button_row = QHBoxLayout()
        button_row.addWidget(self.add_adapter_button)
        button_row.addStretch(1)
        form.addRow("", button_row)
        layout.addLayout(form)
        self.adapter_message = _error_label(self.tr("Adapter problem"))
        layout.addWidget(self.adapter_message)
        self._fill_adapter_table()
        return tab

    def _cache_tab(self, settings: Settings) -> QWidget:
        tab = QWidget()
        form = QFormLayout(tab)
        self.cache_prompt = QCheckBox(self.tr("Reuse computed prompts between answers"))
        self.cache_prompt.setAccessibleName(self.tr("Prompt cache"))
        self.cache_prompt.setChecked(settings.cache_prompt)
        form.addRow(self.cache_prompt)
        self.cache_ram = QSpinBox()
        self.cache_ram.setRange(64, 262_144)
        self.cache_ram.setSingleStep(256)
        self.cache_ram.setSuffix(self.tr(" MB"))
        self.cache_ram.setValue(settings.cache_ram_mb)
        self.cache_ram.setGroupSeparatorShown(True)
        self.cache_ram.setAccessibleName(self.tr("Prompt cache memory"))
        form.addRow(self.tr("Memory budget"), self.cache_ram)
        self.disk_cache = DiskCacheSection(settings)
        form.addRow(self.disk_cache)
        return tab

    def _appearance_tab(self, settings: Settings) -> QWidget:
        tab = QWidget()
        form = QFormLayout(tab)
        self.theme = QComboBox()
        self.theme.setAccessibleName(self.tr("Theme"))
        theme_names = {"system": self.tr("System"), "light": self.tr("Light"),
                       "dark": self.tr("Dark")}
        for name in THEMES:
            self.theme.addItem(theme_names.get(name, name.capitalize()), name)
        self.theme.setCurrentIndex(max(0, self.theme.findData(settings.theme)))
        form.addRow(self.tr("Theme"), self.theme)
        self.font_size = QSpinBox()
        self.font_size.setRange(7, 32)
        self.font_size.setSuffix(self.tr(" pt"))
        self.font_size.setValue(settings.font_size)
        self.font_size.setAccessibleName(self.tr("Font size"))
        form.addRow(self.tr("Font size"), self.font_size)
        self.language = QComboBox()
        self.language.setAccessibleName(self.tr("Language"))
        self.language.addItem(self.tr("System"), SYSTEM)
        for code, own_name in LANGUAGES.items():
            self.language.addItem(own_name, code)  # each in its own language
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        form.addRow(self.tr("Language"), self.language)
        note = QLabel(self.tr("A new language shows after Lantern is restarted."))
        note.setWordWrap(True)
        note.setEnabled(False)
        form.addRow("", note)
        for choice in (self.theme, self.language):  # as wide as their longest choice
            choice.setSizePolicy(QSizePolicy.Policy.Maximum, choice.sizePolicy().verticalPolicy())
        return tab

    # -- model -------------------------------------------------------------

    def _browse_model(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Choose a GGUF model", "", GGUF_FILTER)
        if path:
            self.model_path.setText(path)

    def _check_model(self) -> None:
        problem = validate_model_path(self.model_path.text())
        self.model_error.setText(problem or "")
        self.model_error.setVisible(problem is not None)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setEnabled(problem is None)

    # -- adapters ----------------------------------------------------------

    def _fill_adapter_table(self) -> None:
        self.adapter_table.setRowCount(len(self._adapters))
        for row, spec in enumerate(self._adapters):
            self.adapter_table.setItem(row, 0, QTableWidgetItem(spec.name))
            path_item = QTableWidgetItem(spec.path)
            path_item.setToolTip(spec.path)
            self.adapter_table.setItem(row, 1, path_item)
            scale = QDoubleSpinBox()
            scale.setRange(0.0, 2.0)
            scale.setSingleStep(0.05)
            scale.setValue(spec.default_scale)
            scale.setAccessibleName(self.tr("Default scale of {name}").format(name=spec.name))
            scale.valueChanged.connect(lambda value, s=spec: setattr(s, "default_scale", value))
            self.adapter_table.setCellWidget(row, 2, _in_cell(scale))

    def _browse_adapter(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Choose a LoRA adapter", "", GGUF_FILTER)
        if path:
            self.adapter_path.setText(path)
            if not self.adapter_name.text().strip():
                self.adapter_name.setText(Path(path).stem)

    def _add_adapter(self) -> None:
        name = self.adapter_name.text().strip()
        path = self.adapter_path.text().strip()
        if not path:
            self._adapter_result(self.tr("Choose the adapter's GGUF file first."))
            return
        name = name or Path(path).stem
        if any(spec.name == name for spec in self._adapters):
            self._adapter_result(self.tr("There is already an adapter named "
                                         "“{name}”.").format(name=name))
            return
        self.add_adapter_button.setEnabled(False)
        self.adapter_message.setText(self.tr("Checking the adapter with the model…"))
        spawn(self._check_and_add(name, str(Path(path).expanduser())), self._adapter_result,
              owner=self)

    async def _check_and_add(self, name: str, path: str) -> None:
        try:
            problem = await self._validate_adapter(name, path)
        finally:
            self.add_adapter_button.setEnabled(True)
        if problem is not None:
            self._adapter_result(problem)
            return
        self._adapters.append(AdapterSpec(name, path, 1.0))
        self._fill_adapter_table()
        self.adapter_name.clear()
        self.adapter_path.clear()
        set_role(self.adapter_message, "")
        self.adapter_message.setText(self.tr("Added “{name}”.").format(name=name))

    def _adapter_result(self, message: str) -> None:
        self.add_adapter_button.setEnabled(True)
        set_role(self.adapter_message, "error")
        self.adapter_message.setText(message)

    def _remove_adapter(self) -> None:
        rows = sorted({index.row() for index in self.adapter_table.selectedIndexes()},
                      reverse=True)
        for row in rows:
            del self._adapters[row]
        self._fill_adapter_table()

    # -- result ------------------------------------------------------------

    def settings(self) -> Settings:
        """The settings as edited (the dialog's caller saves and applies them)."""
        edited = self._edited()
        for page in self._pages:
            edited = page.apply_to(edited)
        return edited

    def _edited(self) -> Settings:
        return self.disk_cache.apply_to(self.search_tab.apply_to(self.server_tab.apply_to(replace(
            self._original,
            model_path=self.model_path.text().strip(),
            n_ctx=self.n_ctx.value(),
            n_threads=self.n_threads.value(),
            parallel_answers=self.parallel_answers.value(),
            sampler=self.sampler.value(),
            max_tokens=self.max_tokens.value(),
            system_prompt=self.system_prompt.toPlainText(),
            adapters=[replace(a) for a in self._adapters],
            cache_prompt=self.cache_prompt.isChecked(),
            cache_ram_mb=self.cache_ram.value(),
            theme=str(self.theme.currentData()),
            font_size=self.font_size.value(),
            language=str(self.language.currentData()),
        ))))
