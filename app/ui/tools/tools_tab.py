"""Settings → Tools: the MCP servers (add, import, start, stop, their state
and tools with descriptions; why one failed, with its stderr) and how calls
are approved. Starting and stopping happen at once (a server is not a
setting); the approval options are saved with the dialog's OK."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.config import INT_RANGES, Settings
from app.tools.builtin import DateTimeTool, DocumentSearchTool
from app.tools.mcp_client import ServerState
from app.tools.servers import ServerConfigError
from app.ui.services.tools import ServerRow, ToolService
from app.ui.settings.settings_dialog import SettingsPage
from app.ui.theme import SPACE, set_role
from app.ui.tools.server_form import ImportForm, ServerForm
from app.workers.say import say


class ToolsTab(SettingsPage):
    def __init__(self, tools: ToolService, settings: Settings,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tools = tools
        self.ask = QCheckBox(self.tr("Ask before each tool call"))
        self.ask.setAccessibleName(self.tr("Ask before tool calls"))
        self.ask.setChecked(settings.tool_approval)
        self.rounds = QSpinBox()
        self.rounds.setAccessibleName(self.tr("Tool rounds per answer"))
        self.rounds.setRange(*INT_RANGES["tool_rounds"])
        self.rounds.setValue(settings.tool_rounds)
        self.forget = QPushButton(self.tr("Forget “Always allow”"))
        self.forget.setToolTip(self.tr("Every tool asks again before its next call"))
        self.forget.clicked.connect(tools.forget_approvals)
        self.tree = QTreeWidget()
        self.tree.setAccessibleName(self.tr("MCP servers and their tools"))
        self.tree.setHeaderLabels([self.tr("Server / tool"), self.tr("State"),
                                   self.tr("What it is")])
        self.tree.setColumnWidth(0, 200)
        self.tree.setColumnWidth(1, 90)
        self.tree.setWordWrap(True)
        self.tree.currentItemChanged.connect(lambda *_: self._selection_changed())
        self.detail = QLabel()
        self.detail.setAccessibleName(self.tr("Server details"))
        self.detail.setWordWrap(True)
        self.detail.setTextFormat(Qt.TextFormat.PlainText)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.autostart = QCheckBox(self.tr("Start with Lantern"))
        self.autostart.setAccessibleName(self.tr("Start this server with Lantern"))
        self.autostart.toggled.connect(self._autostart_toggled)
        self._build()
        tools.changed.connect(self.refresh)
        tools.error.connect(self._show_error)
        self.refresh()

    def _build(self) -> None:
        # No row wider than its words: the dialog must fit a 1400x900 screen
        # at 150 % in German too (the buttons once shared the rows, 846 px).
        layout = QVBoxLayout(self)
        options = QFormLayout()
        options.addRow(self.ask)
        answers = QLabel(self.tr("Each call waits for your answer: Allow once, Always allow "
                                 "or Deny."))
        answers.setWordWrap(True)
        set_role(answers, "muted")
        ask_row = QHBoxLayout()
        ask_row.addWidget(answers, 1)
        ask_row.addWidget(self.forget, 0, Qt.AlignmentFlag.AlignTop)
        options.addRow(ask_row)
        rounds_row = QHBoxLayout()
        rounds_row.addWidget(self.rounds)
        rounds = QLabel(self.tr("rounds of calls, then the model must answer"))
        rounds.setWordWrap(True)
        rounds_row.addWidget(rounds, 1)
        options.addRow(self.tr("At most"), rounds_row)
        layout.addLayout(options)
        own = QLabel(self.tr("Lantern's own tools, always there: {clock} (the date and time) "
                             "and {search} (the conversation's document collections). Turn "
                             "tools on per conversation in its settings panel.")
                     .format(clock=DateTimeTool.info.name, search=DocumentSearchTool.info.name))
        own.setWordWrap(True)
        set_role(own, "muted")
        layout.addWidget(own)
        buttons = QHBoxLayout()
        buttons.setSpacing(SPACE.s)
        self.add_button = QPushButton(self.tr("Add server…"))
        self.add_button.clicked.connect(self.add_server)
        self.import_button = QPushButton(self.tr("Import mcpServers JSON…"))
        self.import_button.clicked.connect(self.import_servers)
        self.start_button = QPushButton(self.tr("Start"))
        self.start_button.clicked.connect(lambda: self._on_selected(self.tools.start))
        self.stop_button = QPushButton(self.tr("Stop"))
        self.stop_button.clicked.connect(lambda: self._on_selected(self.tools.stop))
        self.remove_button = QPushButton(self.tr("Remove"))
        self.remove_button.clicked.connect(lambda: self._on_selected(self.tools.remove))
        for button in (self.add_button, self.import_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        layout.addWidget(self.tree, 1)
        selected = QHBoxLayout()  # what acts on the server chosen in the list, under it
        selected.setSpacing(SPACE.s)
        selected.addWidget(self.autostart)
        selected.addStretch(1)
        for button in (self.start_button, self.stop_button, self.remove_button):
            selected.addWidget(button)
        layout.addLayout(selected)
        layout.addWidget(self.detail)

    # -- the list ------------------------------------------------------------

    def state_text(self, state: ServerState) -> str:
        if state is ServerState.STARTING:
            return self.tr("Starting…")
        if state is ServerState.RUNNING:
            return self.tr("Running")
        if state is ServerState.FAILED:
            return self.tr("Failed")
        return self.tr("Stopped")

    def refresh(self) -> None:
        chosen = self.selected_name()
        self.tree.clear()
        for row in self.tools.rows():
            item = QTreeWidgetItem([row.config.name, self.state_text(row.status.state),
                                    row.config.describe()])
            item.setData(0, Qt.ItemDataRole.UserRole, row.config.name)
            item.setToolTip(2, row.config.describe())
            for tool in row.status.tools:
                child = QTreeWidgetItem([tool.name, "", tool.description])
                child.setToolTip(2, tool.description)
                item.addChild(child)
            self.tree.addTopLevelItem(item)
            item.setExpanded(True)
            if row.config.name == chosen:
                self.tree.setCurrentItem(item)
        if self.tools.problems:
            self._show_error("\n".join(self.tools.problems))
        self._selection_changed()

    def selected_name(self) -> str | None:
        item = self.tree.currentItem()
        while item is not None and item.parent() is not None:
            item = item.parent()
        return item.data(0, Qt.ItemDataRole.UserRole) if item is not None else None

    def select(self, name: str) -> None:
        for index in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(index)
            if item is not None and item.data(0, Qt.ItemDataRole.UserRole) == name:
                self.tree.setCurrentItem(item)

    def _row(self) -> ServerRow | None:
        name = self.selected_name()
        return next((r for r in self.tools.rows() if r.config.name == name), None)

    def _selection_changed(self) -> None:
        row = self._row()
        for button in (self.start_button, self.stop_button, self.remove_button):
            button.setEnabled(row is not None)
        self.autostart.setEnabled(row is not None)
        if row is None:
            self.detail.setText(self.tr("Add a server, or import the list another app uses."))
            set_role(self.detail, "muted")
            return
        running = row.status.state in (ServerState.STARTING, ServerState.RUNNING)
        self.start_button.setEnabled(not running)
        self.stop_button.setEnabled(running)
        self.autostart.blockSignals(True)
        self.autostart.setChecked(row.config.autostart)
        self.autostart.blockSignals(False)
        if row.status.state is ServerState.FAILED:
            self.detail.setText(say(row.status.message))
            set_role(self.detail, "error")
        else:
            state = self.state_text(row.status.state)
            self.detail.setText(
                self.tr("{name}: {state}, %n tool(s)", "", len(row.status.tools)).format(
                    name=row.config.name, state=state) if running
                else self.tr("{name}: {state}").format(name=row.config.name, state=state))
            set_role(self.detail, "muted")

    def _on_selected(self, action: object) -> None:
        name = self.selected_name()
        if name is not None and callable(action):
            action(name)

    def _autostart_toggled(self, on: bool) -> None:
        name = self.selected_name()
        if name is not None:
            self.tools.set_autostart(name, on)

    def _show_error(self, text: str) -> None:
        self.detail.setText(text)
        set_role(self.detail, "error")

    # -- adding --------------------------------------------------------------

    def add_server(self) -> ServerForm:
        form = ServerForm(self)
        form.accepted.connect(lambda: self._added(form))
        form.open()
        return form

    def _added(self, form: ServerForm) -> None:
        try:
            config = form.config()
            self.tools.add(config, form.secret.text())
        except ServerConfigError as exc:
            self._show_error(say(exc))
            return
        self.select(config.name)

    def import_servers(self) -> ImportForm:
        form = ImportForm(self)
        form.accepted.connect(lambda: self._imported(form))
        form.open()
        return form

    def _imported(self, form: QDialog) -> None:
        assert isinstance(form, ImportForm)
        try:
            added = self.tools.import_json(form.text.toPlainText())
        except ServerConfigError as exc:
            self._show_error(say(exc))
            return
        if added:
            self.select(added[0])
            self.detail.setText(self.tr("Imported {names}: start them here.").format(
                names=", ".join(added)))

    def apply_to(self, settings: Settings) -> Settings:
        return replace(settings, tool_approval=self.ask.isChecked(),
                       tool_rounds=self.rounds.value())
