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
        tools.changed.connect(lambda: self._rebuild(self.selected()))
        self._rebuild(())

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
        self._layout.addWidget(self.hint)

    def check_for(self, key: str) -> QCheckBox | None:
        return self._checks.get(key)
