"""Conversation settings → Tools: which tools this conversation's answers
may call, saved with the conversation like its adapters. A tool whose
server is not running stays ticked (it is offered again once it runs)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QGroupBox, QLabel, QVBoxLayout, QWidget

from app.tools.base import ToolInfo
from app.tools.toolbox import tool_key
from app.ui.services.tools import ToolService
from app.ui.theme import set_role


class ToolPicker(QGroupBox):
    changed = Signal()

    def __init__(self, tools: ToolService, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Tools"))
        self.setAccessibleName(self.tr("Tools for this conversation"))
        self.tools = tools
        self._layout = QVBoxLayout(self)
        self._checks: dict[str, QCheckBox] = {}
        self._selected: tuple[str, ...] = ()
        self.hint = QLabel(self.tr("Add MCP servers in Settings → Tools; each call asks first."))
        self.hint.setWordWrap(True)
        set_role(self.hint, "small")
        self.no_tool_format = QLabel(self.tr(
            "The loaded model's chat template has no tool-call format: Lantern describes "
            "the tools to it in plain words, which small models often ignore."))
        self.no_tool_format.setWordWrap(True)
        set_role(self.no_tool_format, "small")
        self._native = True
        self.changed.connect(self._show_format_note)
        tools.changed.connect(lambda: self._rebuild(self.selected()))
        self._rebuild(())

    def set_native_tools(self, native: bool) -> None:
        """Whether the loaded model's template has its own tool-call format
        (app.engine.tool_calls); without one, ticking a tool says so."""
        self._native = native
        self._show_format_note()

    def _show_format_note(self) -> None:
        ticked = any(check.isChecked() for check in self._checks.values())
        self.no_tool_format.setVisible(ticked and not self._native)

    def set_selected(self, keys: tuple[str, ...]) -> None:
        """Show a conversation's choice; emits nothing."""
        self._rebuild(keys)

    def selected(self) -> tuple[str, ...]:
        ticked = {key for key, check in self._checks.items() if check.isChecked()}
        absent = [k for k in self._selected if k not in self._checks]
        return tuple([k for k in self._checks if k in ticked] + absent)

    def _rebuild(self, keys: tuple[str, ...]) -> None:
        self._selected = tuple(keys)
        for check in self._checks.values():
            check.setParent(None)
            check.deleteLater()
        self._checks = {}
        self._layout.removeWidget(self.hint)
        self._layout.removeWidget(self.no_tool_format)
        available: list[ToolInfo] = self.tools.available()
        for info in available:
            key = tool_key(info)
            check = QCheckBox(f"{info.name}  ({info.source})")  # names, not words
            check.setAccessibleName(self.tr("Use tool {key}").format(key=key))
            check.setToolTip(info.description)
            check.setChecked(key in keys)
            check.toggled.connect(self.changed)
            self._layout.addWidget(check)
            self._checks[key] = check
        for key in keys:
            if key not in self._checks:
                check = QCheckBox(self.tr("{key} (server not running)").format(key=key))
                check.setAccessibleName(self.tr("Use tool {key}").format(key=key))
                check.setChecked(True)
                check.toggled.connect(self.changed)
                self._layout.addWidget(check)
                self._checks[key] = check
        self._layout.addWidget(self.no_tool_format)
        self._layout.addWidget(self.hint)
        self._show_format_note()

    def check_for(self, key: str) -> QCheckBox | None:
        return self._checks.get(key)
