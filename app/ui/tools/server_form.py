"""Adding an MCP server: a command (program, arguments, environment) run
over stdio, or a streamable HTTP URL with an optional secret header (kept
in the OS keyring), or a pasted `mcpServers` JSON."""

from __future__ import annotations

import shlex

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from app.tools.servers import ServerConfig, ServerConfigError
from app.ui.theme import set_role
from app.workers.say import say


def _env(text: str) -> dict[str, str]:
    env: dict[str, str] = {}
    for line in text.splitlines():
        if not line.strip():
            continue
        name, sep, value = line.partition("=")
        if not sep or not name.strip():
            raise ServerConfigError(QCoreApplication.translate(
                "ServerForm", "Environment lines are NAME=value (got {line!r}).").format(line=line))
        env[name.strip()] = value
    return env


class ServerForm(QDialog):
    """The fields of one server; `config()` says what is wrong, if anything."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Add an MCP server"))
        self.setAccessibleName(self.tr("Add an MCP server"))
        self.name = QLineEdit()
        self.name.setAccessibleName(self.tr("Server name"))
        self.name.setPlaceholderText(self.tr("time"))
        self.as_command = QRadioButton(self.tr("A program on this computer (stdio)"))
        self.as_url = QRadioButton(self.tr("A URL (streamable HTTP)"))
        self.as_command.setChecked(True)
        self.command = QLineEdit()
        self.command.setAccessibleName(self.tr("Command"))
        self.command.setPlaceholderText(self.tr("uvx mcp-server-time --local-timezone "
                                                "Europe/Paris"))
        self.env = QPlainTextEdit()
        self.env.setAccessibleName(self.tr("Environment"))
        self.env.setPlaceholderText(self.tr("NAME=value, one a line"))
        self.env.setFixedHeight(60)
        self.url = QLineEdit()
        self.url.setAccessibleName(self.tr("URL"))
        self.url.setPlaceholderText(self.tr("http://127.0.0.1:3001/mcp"))
        self.header = QLineEdit()
        self.header.setAccessibleName(self.tr("Header name"))
        self.header.setPlaceholderText(self.tr("Authorization"))
        self.secret = QLineEdit()
        self.secret.setAccessibleName(self.tr("Header value"))
        self.secret.setEchoMode(QLineEdit.EchoMode.Password)
        self.secret.setPlaceholderText(self.tr("kept in the system keyring"))
        self.autostart = QCheckBox(self.tr("Start it when Lantern starts"))
        # On for a server added here: a server the person just set up is one
        # they want next time too (off, its tools vanished from every
        # conversation at the next launch). Imported ones start when started.
        self.autostart.setChecked(True)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        set_role(self.problem, "error")
        form = QFormLayout()
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.as_command)
        form.addRow(self.tr("Command"), self.command)
        form.addRow(self.tr("Environment"), self.env)
        form.addRow(self.as_url)
        form.addRow(self.tr("URL"), self.url)
        form.addRow(self.tr("Header"), self.header)
        form.addRow(self.tr("Header value"), self.secret)
        form.addRow(self.autostart)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        self.as_command.toggled.connect(self._kind_changed)
        self._kind_changed()

    def _kind_changed(self) -> None:
        command = self.as_command.isChecked()
        for widget in (self.command, self.env):
            widget.setEnabled(command)
        for widget in (self.url, self.header, self.secret):
            widget.setEnabled(not command)

    def config(self) -> ServerConfig:
        name = self.name.text().strip()
        autostart = self.autostart.isChecked()
        if self.as_command.isChecked():
            try:
                words = shlex.split(self.command.text())
            except ValueError as exc:
                raise ServerConfigError(self.tr("Cannot read the command: {reason}.").format(
                    reason=exc)) from exc
            if not words:
                raise ServerConfigError(self.tr("Type the command that starts the server."))
            config = ServerConfig(name, command=words[0], args=tuple(words[1:]),
                                  env=_env(self.env.toPlainText()), autostart=autostart)
        else:
            config = ServerConfig(name, url=self.url.text().strip(),
                                  header=self.header.text().strip(), autostart=autostart)
        problem = config.first_problem()
        if problem:
            raise ServerConfigError(problem)
        return config

    def _accept(self) -> None:
        try:
            self.config()
        except ServerConfigError as exc:
            self.problem.setText(say(exc))
            return
        self.accept()


class ImportForm(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Import MCP servers"))
        self.setAccessibleName(self.tr("Import MCP servers"))
        intro = QLabel(self.tr("Paste the \"mcpServers\" JSON of Claude Desktop, LM Studio or "
                       "Cursor (claude_desktop_config.json, mcp.json). Header values go "
                       "to the system keyring; nothing starts until you start it."))
        intro.setWordWrap(True)
        self.text = QPlainTextEdit()
        self.text.setAccessibleName(self.tr("mcpServers JSON"))
        self.text.setPlaceholderText('{"mcpServers": {"time": {"command": "uvx", '
                                     '"args": ["mcp-server-time"]}}}')
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.text, 1)
        layout.addWidget(buttons)
        self.resize(520, 360)
