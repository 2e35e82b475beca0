"""Settings → Local API server: on/off (off by default), address, port, the
API key (show, copy, make a new one), browser origins, queue length."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.api.keys import key_path, load_or_create_key, regenerate_key
from app.api.options import is_loopback
from app.config import Settings
from app.ui.theme import set_role


class ServerTab(QWidget):
    def __init__(self, settings: Settings, key_file: Path | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._key_file = key_file
        self.enabled = QCheckBox(self.tr("Serve this model to other programs "
                                         "(OpenAI-compatible API)"))
        self.enabled.setChecked(settings.api_server_enabled)
        self.host = QLineEdit(settings.api_host)
        self.host.setAccessibleName(self.tr("Listen address"))
        self.port = QSpinBox()
        self.port.setRange(1, 65535)
        self.port.setValue(settings.api_port or 8765)
        self.port.setAccessibleName(self.tr("Port"))
        self.allow_remote = QCheckBox(self.tr("Allow other computers to connect"))
        self.allow_remote.setChecked(settings.api_allow_remote)
        self.origins = QLineEdit(", ".join(settings.api_cors_origins))
        self.origins.setPlaceholderText(self.tr("none: browsers' pages cannot call the API"))
        self.origins.setAccessibleName(self.tr("Allowed browser origins"))
        self.queue_limit = QSpinBox()
        self.queue_limit.setRange(0, 10_000)
        self.queue_limit.setValue(settings.api_queue_limit)
        self.queue_limit.setAccessibleName(self.tr("Waiting requests allowed"))
        self.strict = QCheckBox(self.tr("Refuse unknown request fields (strict)"))
        self.strict.setToolTip(self.tr("Off: fields Lantern does not know are ignored, as most "
                               "clients expect. On: they are refused, naming each one."))
        self.strict.setChecked(settings.api_strict)
        self.ollama = QCheckBox(self.tr("Also answer apps made for Ollama (127.0.0.1:11434)"))
        self.ollama.setToolTip(self.tr(
            "Listens on Ollama's usual address too, so apps and editor plugins that expect "
            "Ollama find Lantern with no setup. Only programs on this computer can reach it, "
            "and it asks no key, as Ollama asks none."))
        self.ollama.setChecked(settings.api_ollama)
        self.warning = QLabel()
        self.warning.setWordWrap(True)
        set_role(self.warning, "warning")
        self.status = QLabel(self.tr("Off"))
        self._live: tuple[str, bool] = (self.tr("Off"), False)
        """What the running app's server reports (text, serving)."""
        self.status.setWordWrap(True)
        self.status.setAccessibleName(self.tr("API server status"))
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.key = QLineEdit()
        self.key.setReadOnly(True)
        self.key.setEchoMode(QLineEdit.EchoMode.Password)
        self.key.setAccessibleName(self.tr("API key"))
        self._build()
        for signal in (self.host.textChanged, self.allow_remote.toggled, self.enabled.toggled):
            signal.connect(lambda *_: self._update())
        self._show_key(create=False)
        self._update()

    def _build(self) -> None:
        form = QFormLayout()
        form.addRow(self.enabled)
        form.addRow(self.tr("Address"), self.host)
        form.addRow(self.tr("Port"), self.port)
        form.addRow("", self.allow_remote)
        form.addRow("", self.warning)
        form.addRow(self.tr("API key"), self._key_row())
        form.addRow(self.tr("Browser origins (CORS)"), self.origins)
        form.addRow(self.tr("Waiting requests"), self.queue_limit)
        form.addRow("", self.strict)
        form.addRow("", self.ollama)
        form.addRow(self.tr("Status"), self.status)
        hint = QLabel(self.tr("Point clients at the address shown under Status, with the key as "
                      "“Bearer” token. The window's own chats go first; the same model "
                      "answers both."))
        hint.setWordWrap(True)
        hint.setEnabled(False)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(hint)
        layout.addStretch(1)

    def _key_row(self) -> QWidget:
        row = QWidget()
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.key, 1)
        self.show_key = QPushButton(self.tr("Show"))
        self.show_key.setCheckable(True)
        self.show_key.toggled.connect(self._reveal)
        copy = QPushButton(self.tr("Copy"))
        copy.clicked.connect(self._copy)
        renew = QPushButton(self.tr("New key"))
        renew.setToolTip(self.tr("Make a new key; programs using the old one are refused"))
        renew.clicked.connect(self._renew)
        for button in (self.show_key, copy, renew):
            layout.addWidget(button)
        return row

    # -- key -----------------------------------------------------------------

    def _show_key(self, create: bool) -> None:
        path = self._key_file or key_path()
        if create or path.exists():
            self.key.setText(load_or_create_key(path))
        else:
            self.key.setPlaceholderText(self.tr("made when the server first starts"))

    def _reveal(self, shown: bool) -> None:
        self._show_key(create=True)
        self.key.setEchoMode(QLineEdit.EchoMode.Normal if shown
                             else QLineEdit.EchoMode.Password)
        self.show_key.setText(self.tr("Hide") if shown else self.tr("Show"))

    def _copy(self) -> None:
        self._show_key(create=True)
        QGuiApplication.clipboard().setText(self.key.text())

    def _renew(self) -> None:
        self.key.setText(regenerate_key(self._key_file))

    # -- state -------------------------------------------------------------

    def _update(self) -> None:
        self._show_live()
        on = self.enabled.isChecked()
        for widget in (self.host, self.port, self.allow_remote, self.origins,
                       self.queue_limit, self.strict, self.ollama):
            widget.setEnabled(on)
        host = self.host.text().strip() or "127.0.0.1"
        if is_loopback(host):
            self.warning.setText(self.tr("Only programs on this computer can connect."))
            set_role(self.warning, "")
        elif self.allow_remote.isChecked():
            self.warning.setText(self.tr("Any computer that can reach {host} can use the model "
                                 "with the key. Keep the key secret.").format(host=host))
            set_role(self.warning, "warning")
        else:
            self.warning.setText(self.tr("{host} is reachable from other computers: tick “Allow "
                                 "other computers” to use it, or keep 127.0.0.1.")
                                 .format(host=host))
            set_role(self.warning, "warning")

    def show_status(self, text: str, serving: bool = False) -> None:
        self._live = (text, serving)
        self._show_live()

    def _show_live(self) -> None:
        """What the server does now, and what OK will change about it."""
        text, serving = self._live
        wanted = self.enabled.isChecked()
        if wanted and not serving:
            text = self.tr("{status} (starts when you press OK)").format(status=text)
        elif serving and not wanted:
            text = self.tr("{status} (stops when you press OK)").format(status=text)
        self.status.setText(text)

    def apply_to(self, settings: Settings) -> Settings:
        origins = [o.strip() for o in self.origins.text().split(",") if o.strip()]
        return replace(settings, api_server_enabled=self.enabled.isChecked(),
                       api_host=self.host.text().strip() or "127.0.0.1",
                       api_port=self.port.value(), api_allow_remote=self.allow_remote.isChecked(),
                       api_cors_origins=origins, api_queue_limit=self.queue_limit.value(),
                       api_strict=self.strict.isChecked(), api_ollama=self.ollama.isChecked())
