"""One tool call in the chat: its name and arguments, then its result.

Collapsible and copyable. While the call waits for the user it shows the
question (Allow once / Always allow this tool / Deny); while it runs it
says so. Arguments and results are shown as plain text, never as HTML or
Markdown: a tool's output is not trusted markup.
"""

from __future__ import annotations

import json

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFontDatabase, QGuiApplication, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.store import Message
from app.tools.loop import Approval
from app.ui.services.tool_rounds import ToolStep
from app.ui.theme import SPACE, set_role
from app.workers.say import say

STATE_ROLES = {"writing": "badge", "asking": "badge-warn", "running": "badge",
               "done": "badge-good", "error": "badge-bad"}
MAX_LINES = 14


def _pretty(arguments: str) -> str:
    try:
        return json.dumps(json.loads(arguments), indent=2, ensure_ascii=False)
    except ValueError:
        return arguments


def _plain_box(name: str) -> QPlainTextEdit:
    box = QPlainTextEdit()
    box.setAccessibleName(name)
    box.setReadOnly(True)
    box.setFrameShape(QFrame.Shape.NoFrame)
    box.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
    box.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
    box.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
    return box


def _fit(box: QPlainTextEdit) -> None:
    """Tall enough for its lines (up to MAX_LINES; longer text scrolls)."""
    lines = min(MAX_LINES, max(1, box.toPlainText().count("\n") + 1))
    margin = int(box.document().documentMargin())
    box.setFixedHeight(box.fontMetrics().lineSpacing() * lines + 2 * margin + SPACE.m)


class ToolCallView(QFrame):
    approval_chosen = Signal(str, object)
    """(call id, Approval)"""
    copied = Signal(str)

    def __init__(self, step: ToolStep, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"tool-call-{step.call_id}")
        set_role(self, "card")
        self.step = step
        self._build()
        self.show_step(step)
        self.set_expanded(step.state == "asking")

    @classmethod
    def of_message(cls, message: Message) -> ToolCallView:
        """A saved result (a 'tool' message), shown folded."""
        result = message.tool_result
        assert result is not None
        step = ToolStep(message.conversation_id, result.call_id, result.name, result.source,
                        result.arguments, "error" if result.is_error else "done",
                        message.content)
        view = cls(step)
        view.message_id = message.id
        return view

    message_id: int | None = None

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        layout.setContentsMargins(SPACE.l, SPACE.m, SPACE.l, SPACE.m)
        layout.setSpacing(SPACE.s)
        header = QHBoxLayout()
        header.setSpacing(SPACE.s)
        self.toggle = QToolButton()
        self.toggle.setAccessibleName(self.tr("Show or hide the tool call"))
        self.toggle.setCheckable(True)
        self.toggle.setArrowType(Qt.ArrowType.RightArrow)
        self.toggle.toggled.connect(self.set_expanded)
        self.title = QLabel()
        self.title.setAccessibleName(self.tr("Tool"))
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        set_role(self.title, "heading")
        self.source = QLabel()
        self.source.setTextFormat(Qt.TextFormat.PlainText)
        set_role(self.source, "small")
        self.state = QLabel()
        self.state.setAccessibleName(self.tr("Tool call state"))
        self.copy_button = QToolButton()
        self.copy_button.setText(self.tr("Copy"))
        self.copy_button.setAccessibleName(self.tr("Copy tool call"))
        self.copy_button.setToolTip(self.tr("Copy the call and its result"))
        set_role(self.copy_button, "action")
        self.copy_button.clicked.connect(self.copy)
        header.addWidget(self.toggle)
        header.addWidget(self.title)
        header.addWidget(self.source)
        header.addStretch(1)
        header.addWidget(self.state)
        header.addWidget(self.copy_button)
        layout.addLayout(header)
        self.details = QWidget()
        details = QVBoxLayout(self.details)
        details.setContentsMargins(0, 0, 0, 0)
        details.setSpacing(SPACE.s)
        self.arguments_label = QLabel(self.tr("Arguments"))
        set_role(self.arguments_label, "small")
        self.arguments = _plain_box(self.tr("Tool arguments"))
        self.result_label = QLabel(self.tr("Result"))
        set_role(self.result_label, "small")
        self.result = _plain_box(self.tr("Tool result"))
        for widget in (self.arguments_label, self.arguments, self.result_label, self.result):
            details.addWidget(widget)
        layout.addWidget(self.details)
        layout.addWidget(self._build_question())

    def _build_question(self) -> QWidget:
        self.question = QWidget()
        column = QVBoxLayout(self.question)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(SPACE.s)
        self.question_text = QLabel()
        self.question_text.setWordWrap(True)
        self.question_text.setTextFormat(Qt.TextFormat.PlainText)
        column.addWidget(self.question_text)
        row = QHBoxLayout()
        row.setSpacing(SPACE.s)
        column.addLayout(row)
        self.allow_once = QPushButton(self.tr("Allow once"))
        set_role(self.allow_once, "primary")
        self.allow_always = QPushButton(self.tr("Always allow this tool"))
        self.deny = QPushButton(self.tr("Deny"))
        for button, approval in ((self.allow_once, Approval.ONCE),
                                 (self.allow_always, Approval.ALWAYS),
                                 (self.deny, Approval.DENY)):
            button.clicked.connect(lambda _c=False, a=approval: self._choose(a))
            row.addWidget(button)
        row.addStretch(1)
        return self.question

    # -- state ---------------------------------------------------------------

    def state_text(self, state: str) -> str:
        if state == "writing":
            return self.tr("The model writes the call…")
        if state == "asking":
            return self.tr("Waiting for you")
        if state == "running":
            return self.tr("Running…")
        if state == "done":
            return self.tr("Done")
        return self.tr("Error")

    def show_step(self, step: ToolStep) -> None:
        self.step = step
        self.title.setText(step.name)
        self.source.setText(self.tr("from {source}").format(source=step.source)
                            if step.source else "")
        self.state.setText(self.state_text(step.state))
        set_role(self.state, STATE_ROLES[step.state])
        self.arguments.setPlainText(_pretty(step.arguments))
        _fit(self.arguments)
        has_result = step.state in ("done", "error")
        # a server's failure in Lantern's words; its own output as it is
        self.result.setPlainText(say(step.result, saved=False))
        _fit(self.result)
        for widget in (self.result_label, self.result):
            widget.setVisible(has_result)
        self.result_label.setText(self.tr("Error") if step.state == "error" else self.tr("Result"))
        asking = step.state == "asking"
        self.question.setVisible(asking)
        self.question_text.setText(
            self.tr("Let {name} from {source} run with these arguments?").format(
                name=step.name, source=step.source) if step.source
            else self.tr("Let {name} run with these arguments?").format(name=step.name))
        if asking:
            self.set_expanded(True)
            self.allow_once.setFocus()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit_boxes()  # polished now: the style sheet's font size is known

    def _fit_boxes(self) -> None:
        _fit(self.arguments)
        _fit(self.result)

    def set_expanded(self, expanded: bool) -> None:
        if expanded:
            self._fit_boxes()
        self.details.setVisible(expanded)
        self.toggle.blockSignals(True)
        self.toggle.setChecked(expanded)
        self.toggle.blockSignals(False)
        self.toggle.setArrowType(Qt.ArrowType.DownArrow if expanded
                                 else Qt.ArrowType.RightArrow)

    @property
    def expanded(self) -> bool:
        return not self.details.isHidden()

    def _choose(self, approval: Approval) -> None:
        self.question.setVisible(False)
        self.approval_chosen.emit(self.step.call_id, approval)

    def copy(self) -> None:
        step = self.step
        text = f"{step.name}({step.arguments})"
        if step.result:
            text += f"\n\n{step.result}"
        QGuiApplication.clipboard().setText(text)
        self.copied.emit(self.tr("Copied the call of {name}").format(name=step.name))
