"""Settings → Engines: add a server by address (and API key), test the
connection, see what it is and serves, save it. The key goes to the system
keyring, never to a settings file; the probe and the keyring run on the
dialog's own worker thread (app.workers.engine_calls), never the GUI's."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.engine.errors import EngineError
from app.engine.remote.plain_http import key_in_clear_warning
from app.engine.remote.registry import EngineRegistry, EngineSpec
from app.ui.engines.capabilities_view import CapabilitiesView
from app.ui.screen_fit import within_screen
from app.ui.services.tasks import spawn
from app.ui.theme import set_role
from app.workers.engine_calls import EngineCalls
from app.workers.say import say

if TYPE_CHECKING:  # httpx loads with the first probe, in its thread
    from app.engine.remote.probe import ServerInfo



class EnginesDialog(QDialog):
    changed = Signal()
    """An engine was saved or removed."""
    tested = Signal(bool)
    """A connection test ended (True: the server answered)."""

    def __init__(self, registry: EngineRegistry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._none = self.tr("(none)")
        self.setWindowTitle(self.tr("Engines"))
        self.setAccessibleName(self.tr("Engines"))
        self.registry = registry
        self.info: ServerInfo | None = None
        self.calls = EngineCalls()
        self.finished.connect(lambda _result: self.calls.stop())
        self._build()
        self._fill_list()
        self._show_engine(None)
        # Room for an address, a key and the server's answer (its size hint
        # is the narrowest that holds them, about 400 px: cramped).
        within_screen(self, QSize(760, 520))

    def _build(self) -> None:
        layout = QHBoxLayout(self)
        left = QVBoxLayout()
        left.addWidget(QLabel(self.tr("<b>Remote engines</b>")))
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Remote engines"))
        self.list.currentTextChanged.connect(lambda name: self._show_engine(
            self.registry.get(name)))
        left.addWidget(self.list, 1)
        self.empty_hint = QLabel(self.tr(
            "No remote engines yet. To add one, enter the address of an OpenAI-compatible "
            "server (llama-server, vLLM, Ollama, LM Studio…) on the right, test the "
            "connection, then Save."))
        self.empty_hint.setWordWrap(True)
        self.empty_hint.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        set_role(self.empty_hint, "muted")
        left.addWidget(self.empty_hint, 1)
        buttons = QHBoxLayout()
        self.add_button = QPushButton(self.tr("Add"))
        self.add_button.clicked.connect(self._add)
        self.remove_button = QPushButton(self.tr("Remove"))
        self.remove_button.clicked.connect(self._remove)
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        left.addLayout(buttons)
        layout.addLayout(left, 1)
        layout.addLayout(self._build_form(), 2)

    def _build_form(self) -> QVBoxLayout:
        column = QVBoxLayout()
        form = QFormLayout()
        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("e.g. team GPU server"))
        self.url = QLineEdit()
        self.url.setPlaceholderText(self.tr("http://gpu-box:8000"))
        self.key = QLineEdit()
        self.key.setEchoMode(QLineEdit.EchoMode.Password)
        self.key.setPlaceholderText(self.tr("kept in the system keyring"))
        self.ca_file = QLineEdit()
        self.ca_file.setPlaceholderText(self.tr("optional: CA certificate file for a private CA"))
        for label, field, accessible in ((self.tr("Name"), self.name, self.tr("Engine name")),
                                         (self.tr("Address"), self.url, self.tr("Engine address")),
                                         (self.tr("API key"), self.key, self.tr("API key")),
                                         (self.tr("CA file"), self.ca_file,
                                          self.tr("CA certificate file"))):
            field.setAccessibleName(accessible)
            form.addRow(label, field)
        self.test_button = QPushButton(self.tr("Test connection"))
        self.test_button.clicked.connect(self.test)
        form.addRow("", self.test_button)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setAccessibleName(self.tr("Connection status"))
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        form.addRow("", self.status)
        self.key_warning = QLabel()
        self.key_warning.setWordWrap(True)
        self.key_warning.setAccessibleName(self.tr("API key warning"))
        self.key_warning.setVisible(False)
        form.addRow("", self.key_warning)
        self.url.textChanged.connect(self._warn_about_key)
        self.key.textChanged.connect(self._warn_about_key)
        self.model = QComboBox()
        self.model.setAccessibleName(self.tr("Default model"))
        self.embedding = QComboBox()
        self.embedding.setAccessibleName(self.tr("Embedding model"))
        self.adapters = QLabel()
        self.adapters.setWordWrap(True)
        self.adapters.setAccessibleName(self.tr("Adapters"))
        form.addRow(self.tr("Model"), self.model)
        form.addRow(self.tr("Embeddings"), self.embedding)
        form.addRow(self.tr("Adapters"), self.adapters)
        self.features = CapabilitiesView()
        form.addRow(self.tr("Can do"), self.features)
        column.addLayout(form)
        column.addStretch(1)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Save
                               | QDialogButtonBox.StandardButton.Close)
        self.save_button = box.button(QDialogButtonBox.StandardButton.Save)
        box.accepted.connect(self.save)
        box.rejected.connect(self.reject)
        column.addWidget(box)
        return column

    # -- showing -----------------------------------------------------------

    def _fill_list(self) -> None:
        self.list.clear()
        self.list.addItems([spec.name for spec in self.registry.engines()])
        empty = self.list.count() == 0
        self.empty_hint.setVisible(empty)  # in the empty list's place: how to begin
        self.list.setVisible(not empty)

    def _show_engine(self, spec: EngineSpec | None) -> None:
        self.name.setText(spec.name if spec else "")
        self.url.setText(spec.base_url if spec else "")
        self.ca_file.setText(spec.ca_file if spec else "")
        self.key.clear()
        self.info = None
        if spec is None:
            self._show_found([], [], [], None)
            self.status.setText(self.tr("Enter the server's address and test the connection."))
        else:
            self._show_found(list(spec.models), list(spec.embedding_models),
                             list(spec.adapters), spec)
            self.status.setText(self.tr("{kind} · saved; test again to refresh.").format(
                kind=spec.kind or self.tr("Not tested")))
        self.remove_button.setEnabled(spec is not None)
        self.save_button.setEnabled(spec is not None)

    def _show_found(self, models: list[str], embeddings: list[str], adapters: list[str],
                    spec: EngineSpec | None) -> None:
        self.model.clear()
        self.model.addItems(models or [self._none])
        self.embedding.clear()
        self.embedding.addItems([self._none, *embeddings])
        if spec is not None:
            self.model.setCurrentText(spec.model or (models[0] if models else self._none))
            self.embedding.setCurrentText(spec.embedding_model or self._none)
        elif embeddings:
            self.embedding.setCurrentIndex(1)
        self.adapters.setText(", ".join(adapters) or self.tr("none"))
        self.features.show_kind(spec.server_kind if spec and spec.kind else None)

    def _warn_about_key(self) -> None:
        """Said as soon as a key and a plain http:// address to another
        computer are both typed, before anything is sent."""
        warning = key_in_clear_warning(self.url.text()) if self.key.text() else None
        self.key_warning.setText(warning or "")
        self.key_warning.setVisible(warning is not None)

    # -- actions -------------------------------------------------------------

    def _add(self) -> None:
        self.list.clearSelection()
        self._show_engine(None)
        self.url.setFocus()

    def test(self) -> None:
        url, key, ca = self.url.text().strip(), self.key.text(), self.ca_file.text().strip()
        self.test_button.setEnabled(False)
        self.status.setText(self.tr("Connecting to {url}…").format(url=url))
        spawn(self._test(url, key, ca), self.status.setText, owner=self)

    async def _test(self, url: str, typed_key: str, ca_file: str) -> None:
        try:
            info = await asyncio.wrap_future(self.calls.check(url, typed_key, ca_file))
        except EngineError as exc:
            self.status.setText(say(exc))
            self.tested.emit(False)
            return
        finally:
            self.test_button.setEnabled(True)
        self.info = info
        version = f" {info.version}" if info.version else ""
        self.status.setText(self.tr("Connected: {server}, {models}, {embedding_models}.").format(
            server=f"{info.kind.value}{version}",
            models=self.tr("%n model(s)", "", len(info.models)),
            embedding_models=self.tr("%n embedding model(s)", "", len(info.embedding_models))))
        self._show_found(info.models, info.embedding_models, info.adapters, None)
        self.features.show_kind(info.kind)
        self.save_button.setEnabled(True)
        self.tested.emit(True)

    def save(self) -> None:
        if self.info is None:
            self.status.setText(self.tr("Test the connection before saving, so Lantern knows "
                                "what the server can do."))
            return
        name = self.name.text().strip() or self.url.text().strip()
        model = self.model.currentText()
        embedding = self.embedding.currentText()
        spec = EngineSpec.found(name, self.url.text().strip(), self.info,
                                model="" if model == self._none else model,
                                embedding_model="" if embedding == self._none else embedding,
                                ca_file=self.ca_file.text().strip())
        spawn(self._save(spec, self.key.text()), self.status.setText)

    async def _save(self, spec: EngineSpec, key: str) -> None:
        try:
            if key:
                await asyncio.wrap_future(self.calls.save_key(spec.base_url, key))
        except EngineError as exc:
            self.status.setText(say(exc))
            return
        self.registry.put(spec)
        self._fill_list()
        self.status.setText(self.tr("Saved “{name}”.").format(name=spec.name))
        self.changed.emit()

    async def _forget_key(self, base_url: str) -> None:
        await asyncio.wrap_future(self.calls.delete_key(base_url))

    def _remove(self) -> None:
        spec = self.registry.get(self.list.currentItem().text()) if self.list.currentItem() \
            else None
        if spec is None:
            return
        self.registry.remove(spec.name)
        spawn(self._forget_key(spec.base_url), self.status.setText)
        self._fill_list()
        self._show_engine(None)
        self.changed.emit()
