"""The Server page: the local API server's own place in the window.

A switch, the addresses to give to a program (each with Copy), a ready curl
example per protocol the server speaks, the API key (masked, Copy, New key:
there from the moment the page opens), the models it serves, a live log of
its requests, and "Allow other computers to connect", which really changes
the listening address and then names this machine's LAN addresses. The
finer settings (port, origins, queue) stay in Settings → Local API server.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.api.keys import KeyFileError, load_or_create_key, regenerate_key
from app.api.options import DEFAULT_PORT, is_loopback
from app.api.request_log import RequestRecord
from app.config import Settings
from app.ui.locale_format import number
from app.ui.screen_fit import within_screen
from app.ui.server.local_server import LOG_LIMIT, LocalApiServer
from app.ui.theme import set_role
from app.workers.say import say

ANY_ADDRESS = "0.0.0.0"
LOOPBACK = "127.0.0.1"
PROTOCOLS = ("openai", "anthropic", "ollama")
MASKED_KEY = "•" * 12
"""The key in the examples on screen until Show (Copy example copies the real one)."""


def lan_addresses() -> list[str]:
    """This machine's addresses another computer on the network can use."""
    found = []
    for address in QNetworkInterface.allAddresses():
        if address.isLoopback() or address.isLinkLocal() \
                or address.protocol() != QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
            continue
        if address != QHostAddress(QHostAddress.SpecialAddress.AnyIPv4):
            found.append(address.toString())
    return found


def endpoints(base: str) -> list[tuple[str, str]]:
    """(protocol's name, the address a client of that protocol is given)."""
    return [("OpenAI", f"{base}/v1"), ("Anthropic", f"{base}/v1/messages"),
            ("Ollama", f"{base}/api/chat")]


def curl_example(protocol: str, base: str, model: str, key: str) -> str:
    """A command that works as it is, pasted into a terminal."""
    if protocol == "anthropic":
        return (f"curl {base}/v1/messages \\\n  -H 'x-api-key: {key}' \\\n"
                "  -H 'anthropic-version: 2023-06-01' \\\n"
                "  -H 'Content-Type: application/json' \\\n"
                f"  -d '{{\"model\": \"{model}\", \"max_tokens\": 200, "
                "\"messages\": [{\"role\": \"user\", \"content\": \"Hello!\"}]}'")
    if protocol == "ollama":
        return (f"curl {base}/api/chat \\\n  -H 'Authorization: Bearer {key}' \\\n"
                f"  -d '{{\"model\": \"{model}\", \"stream\": false, "
                "\"messages\": [{\"role\": \"user\", \"content\": \"Hello!\"}]}'")
    return (f"curl {base}/v1/chat/completions \\\n  -H 'Authorization: Bearer {key}' \\\n"
            "  -H 'Content-Type: application/json' \\\n"
            f"  -d '{{\"model\": \"{model}\", "
            "\"messages\": [{\"role\": \"user\", \"content\": \"Hello!\"}]}'")


def copy_text(text: str) -> None:
    QGuiApplication.clipboard().setText(text)


class ServerPage(QDialog):
    def __init__(self, server: LocalApiServer, settings: Callable[[], Settings],
                 apply: Callable[[Settings], None], key_file: Path | None = None,
                 parent: QWidget | None = None) -> None:
        """`settings` reads the window's settings now; `apply` saves changed
        ones and puts them into effect (MainWindow.apply_settings)."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Server"))
        self._server, self._settings, self._apply = server, settings, apply
        self._key_file = key_file
        self.switch = QCheckBox(self.tr("Serve the model to other programs"))
        self.switch.setAccessibleName(self.tr("Local API server on or off"))
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.remote = QCheckBox(self.tr("Allow other computers to connect"))
        self.remote_note = QLabel()
        self.remote_note.setWordWrap(True)
        self.remote_note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.key = QLineEdit()
        self.key.setReadOnly(True)
        self.key.setEchoMode(QLineEdit.EchoMode.Password)
        self.key.setAccessibleName(self.tr("API key"))
        self.models = QLabel()
        self.models.setWordWrap(True)
        self.models.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.endpoint_rows = QGridLayout()
        self.examples = QTabWidget()
        self.examples.setAccessibleName(self.tr("Examples"))
        self.example_texts: dict[str, QPlainTextEdit] = {}
        self.example_copies: dict[str, QPushButton] = {}
        self.log = self._log_table()
        self._build()
        self._show_key()
        self.refresh()
        for record in server.log:
            self._add_record(record)
        self.switch.toggled.connect(self._switched)
        self.remote.toggled.connect(self._remote_switched)
        server.status_changed.connect(lambda *_: self.refresh())
        server.request_logged.connect(self._add_record)
        within_screen(self, QSize(760, 620))  # fitted to a small screen too

    # -- layout ------------------------------------------------------------

    def _build(self) -> None:
        """The switch on top; below it, tabs (the page fits 910x512, a
        1366x768 screen at 150 %): how to connect, the requests, the models."""
        top = QVBoxLayout()
        top.addWidget(self.switch)
        top.addWidget(self.status)
        top.addWidget(self.remote)
        top.addWidget(self.remote_note)
        self.tabs = QTabWidget()
        self.tabs.addTab(self._connect_tab(), self.tr("Connect"))
        self.tabs.addTab(self._requests_tab(), self.tr("Requests"))
        served = QWidget()
        QVBoxLayout(served).addWidget(self.models, 0, Qt.AlignmentFlag.AlignTop)
        self.tabs.addTab(served, self.tr("Models it serves"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        body = QWidget()
        inner = QVBoxLayout(body)
        inner.setContentsMargins(0, 0, 0, 0)
        inner.addLayout(top)
        inner.addWidget(self.tabs, 1)
        # On a screen smaller than the page needs (800x600 at 150 %) it scrolls
        # inside itself; Close stays in view.
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(body)
        column = QVBoxLayout(self)
        column.addWidget(scroll, 1)
        column.addWidget(buttons)

    def _connect_tab(self) -> QWidget:
        """The addresses, the key and an example per protocol."""
        key_row = QHBoxLayout()
        key_row.addWidget(QLabel(self.tr("API key")))
        key_row.addWidget(self.key, 1)
        self.show_key = QPushButton(self.tr("Show"))
        self.show_key.setCheckable(True)
        self.show_key.toggled.connect(self._reveal)
        self.copy_key = QPushButton(self.tr("Copy"))
        self.copy_key.clicked.connect(lambda: copy_text(self.key.text()))
        self.new_key = QPushButton(self.tr("New key"))
        self.new_key.setToolTip(self.tr("Make a new key; programs using the old one are refused"))
        self.new_key.clicked.connect(self._renew)
        for button in (self.show_key, self.copy_key, self.new_key):
            key_row.addWidget(button)
        page = QWidget()
        column = QVBoxLayout(page)
        column.addLayout(self.endpoint_rows)
        column.addLayout(key_row)
        column.addWidget(self.examples, 1)
        return page

    def _requests_tab(self) -> QWidget:
        page = QWidget()
        column = QVBoxLayout(page)
        column.addWidget(self.log, 1)
        clear = QPushButton(self.tr("Clear"))
        clear.clicked.connect(self.clear_log)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("The latest {count} requests are kept.").format(
            count=number(LOG_LIMIT))))
        row.addStretch(1)
        row.addWidget(clear)
        column.addLayout(row)
        return page

    def _log_table(self) -> QTableWidget:
        table = QTableWidget(0, 7)
        table.setHorizontalHeaderLabels([
            self.tr("Time"), self.tr("Client"), self.tr("Method"), self.tr("Path"),
            self.tr("Status"), self.tr("Duration"), self.tr("Tokens")])
        table.setAccessibleName(self.tr("Request log"))
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        return table

    # -- state -------------------------------------------------------------

    def base_url(self) -> str:
        """Where a client on this computer reaches the server."""
        live = self._server.base_url
        if live is not None and ANY_ADDRESS not in live and "[::]" not in live:
            return live
        return f"http://{LOOPBACK}:{self._settings().api_port or DEFAULT_PORT}"

    def refresh(self) -> None:
        settings = self._settings()
        for box, on in ((self.switch, settings.api_server_enabled),
                        (self.remote, settings.api_allow_remote
                         and not is_loopback(settings.api_host))):
            box.blockSignals(True)
            box.setChecked(on)
            box.blockSignals(False)
        self.status.setText(self._server.status)
        self._show_remote(settings)
        self._show_endpoints()
        self._show_examples()
        catalog = self._server.catalog
        lines = [self.tr("Chat: {model}").format(model=catalog.model_id),
                 self.tr("Embeddings: {model}").format(model=catalog.embedding_model_id)]
        lines += [self.tr("Adapter: {name}").format(name=a.name) for a in catalog.adapters]
        self.models.setText("\n".join(lines))

    def _show_remote(self, settings: Settings) -> None:
        if not self.remote.isChecked():
            self.remote_note.setText(self.tr("Only programs on this computer can connect."))
            set_role(self.remote_note, "")
            return
        port = settings.api_port or DEFAULT_PORT
        found = [f"http://{a}:{port}" for a in lan_addresses()]
        where = (self.tr("Give the other computer this address: {addresses}").format(
            addresses=", ".join(found)) if found
            else self.tr("This computer has no network address other computers could use."))
        self.remote_note.setText(where + "\n" + self.tr(
            "Any computer that can reach this one can use the model with the key. "
            "Keep the key secret."))
        set_role(self.remote_note, "warning")

    def _show_endpoints(self) -> None:
        while self.endpoint_rows.count():
            item = self.endpoint_rows.takeAt(0)
            if item is not None and (widget := item.widget()) is not None:
                widget.deleteLater()
        for row, (name, url) in enumerate(endpoints(self.base_url())):
            field = QLineEdit(url)
            field.setReadOnly(True)
            field.setAccessibleName(self.tr("{protocol} address").format(protocol=name))
            copy = QPushButton(self.tr("Copy"))
            copy.setAccessibleName(self.tr("Copy the {protocol} address").format(protocol=name))
            copy.clicked.connect(lambda _c=False, text=url: copy_text(text))
            self.endpoint_rows.addWidget(QLabel(name), row, 0)
            self.endpoint_rows.addWidget(field, row, 1)
            self.endpoint_rows.addWidget(copy, row, 2)

    def _show_examples(self) -> None:
        current = max(0, self.examples.currentIndex())
        self.examples.clear()
        self.example_texts.clear()
        self.example_copies.clear()
        names = {"openai": "OpenAI", "anthropic": "Anthropic", "ollama": "Ollama"}
        for protocol in PROTOCOLS:
            page = QWidget()
            column = QVBoxLayout(page)
            shown_key = self.key.text() if self.show_key.isChecked() else MASKED_KEY
            text = QPlainTextEdit(curl_example(protocol, self.base_url(),
                                               self._server.catalog.model_id, shown_key))
            text.setReadOnly(True)
            text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
            text.setAccessibleName(self.tr("{protocol} example").format(
                protocol=names[protocol]))
            copy = QPushButton(self.tr("Copy example"))
            copy.clicked.connect(lambda _c=False, p=protocol: copy_text(self.example(p)))
            column.addWidget(text, 1)
            column.addWidget(copy, 0, Qt.AlignmentFlag.AlignRight)
            self.examples.addTab(page, names[protocol])
            self.example_texts[protocol] = text
            self.example_copies[protocol] = copy
        self.examples.setCurrentIndex(current)

    def example(self, protocol: str) -> str:
        """The example with the real key: what Copy example puts on the clipboard."""
        return curl_example(protocol, self.base_url(), self._server.catalog.model_id,
                            self.key.text())

    # -- acting ------------------------------------------------------------

    def _switched(self, on: bool) -> None:
        self._apply(replace(self._settings(), api_server_enabled=on))
        self.refresh()

    def _remote_switched(self, allowed: bool) -> None:
        """Listen on every address (or on this computer only) for real."""
        host = ANY_ADDRESS if allowed else LOOPBACK
        self._apply(replace(self._settings(), api_allow_remote=allowed, api_host=host))
        self.refresh()

    def _show_key(self) -> None:
        try:
            self._set_key(load_or_create_key(self._key_file))
        except KeyFileError as exc:
            self.key.setPlaceholderText(say(exc))

    def _set_key(self, key: str) -> None:
        self.key.setText(key)
        self.key.home(False)  # its start in sight: at its end, the first dot was cut in half

    def _reveal(self, shown: bool) -> None:
        self.key.setEchoMode(QLineEdit.EchoMode.Normal if shown
                             else QLineEdit.EchoMode.Password)
        self.key.home(False)
        self.show_key.setText(self.tr("Hide") if shown else self.tr("Show"))
        self._show_examples()  # the key in them, shown or masked with the field

    def _renew(self) -> None:
        try:
            self._set_key(regenerate_key(self._key_file))
        except KeyFileError as exc:
            self.status.setText(say(exc))
        self._show_examples()

    def clear_log(self) -> None:
        self._server.clear_log()
        self.log.setRowCount(0)

    def _add_record(self, record: RequestRecord) -> None:
        if self.log.rowCount() >= LOG_LIMIT:
            self.log.removeRow(0)
        row = self.log.rowCount()
        self.log.insertRow(row)
        cells = [time.strftime("%H:%M:%S", time.localtime(record.started)), record.client,
                 record.method, record.path, str(record.status or "—"),
                 self.tr("{ms} ms").format(ms=number(record.duration_ms,
                                                     1 if record.duration_ms < 10 else 0)),
                 "" if record.tokens is None else number(record.tokens)]
        for column, text in enumerate(cells):
            self.log.setItem(row, column, QTableWidgetItem(text))
        self.log.scrollToBottom()
