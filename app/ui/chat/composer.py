"""The composer: where the user writes. Enter sends, Shift+Enter adds a line,
Esc stops the answer (or leaves edit mode). Typing works while the model
loads; what is sent then waits in the worker's queue."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMenuBar,
    QPlainTextEdit,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.ui.theme import set_role

MIN_LINES, MAX_LINES = 2, 10


class _Editor(QPlainTextEdit):
    submitted = Signal()
    escaped = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key, modifiers = event.key(), event.modifiers()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if modifiers & Qt.KeyboardModifier.ShiftModifier:
                self.insertPlainText("\n")
            else:
                self.submitted.emit()
            return
        if key == Qt.Key.Key_Escape:
            self.escaped.emit()
            return
        super().keyPressEvent(event)

    def sizeHint(self) -> QSize:
        # Grows with its text from MIN_LINES up to MAX_LINES, then scrolls.
        lines = max(MIN_LINES, min(MAX_LINES, self.document().blockCount()))
        height = self.fontMetrics().lineSpacing() * lines + 14
        return QSize(super().sizeHint().width(), height)


class Composer(QWidget):
    send_requested = Signal(str)
    """Text to send (already stripped, never empty)."""
    edit_submitted = Signal(int, str)
    """(message id, new text) from edit mode."""
    stop_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._generating = False
        self._editing: int | None = None
        self._draft = ""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 6, 16, 12)
        layout.setSpacing(4)
        layout.addLayout(self._build_edit_banner())
        row = QHBoxLayout()
        self.editor = _Editor()
        self.editor.setAccessibleName(self.tr("Message"))
        self.editor.setObjectName("composer")  # bordered, with a focus ring (theme)
        self.editor.setPlaceholderText(self.tr("Message Lantern… (Enter sends, Shift+Enter "
                                               "new line)"))
        self.editor.setTabChangesFocus(True)
        self.editor.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.editor.submitted.connect(self.submit)
        self.editor.escaped.connect(self.escape)
        self.editor.textChanged.connect(self._text_changed)
        self.send_button = QPushButton(self.tr("Send"))
        self.send_button.setAccessibleName(self.tr("Send"))
        self.send_button.setToolTip(self.tr("Send (Enter)"))
        set_role(self.send_button, "primary")
        self.send_button.clicked.connect(self.submit)
        self.stop_button = QPushButton(self.tr("Stop"))
        self.stop_button.setAccessibleName(self.tr("Stop"))
        self.stop_button.setToolTip(self.tr("Stop the answer (Esc)"))
        self.stop_button.clicked.connect(self.stop_requested)
        row.addWidget(self.editor, 1)
        row.addLayout(self._button_slot())
        layout.addLayout(row)
        self.hint = QLabel()
        self.hint.setAccessibleName(self.tr("Composer hint"))
        self.hint.setWordWrap(True)
        set_role(self.hint, "small")
        self.hint.setVisible(False)
        layout.addWidget(self.hint)
        self._update_buttons()

    def _button_slot(self) -> QGridLayout:
        """Send and Stop take turns in one place as large as the larger of the
        two, kept while either is hidden: the box beside them never moves
        (it jumped by the difference when Send became Stop)."""
        slot = QGridLayout()
        slot.setContentsMargins(0, 0, 0, 0)
        slot.setRowStretch(0, 1)  # the buttons sit at the bottom, by the last line
        for button in (self.send_button, self.stop_button):
            policy = button.sizePolicy()
            policy.setRetainSizeWhenHidden(True)
            button.setSizePolicy(policy)
            slot.addWidget(button, 1, 0)
        return slot

    def _build_edit_banner(self) -> QHBoxLayout:
        banner = QHBoxLayout()
        self.edit_label = QLabel(self.tr("Editing a message: Enter sends it as a new branch, "
                                 "Esc cancels."))
        self.edit_label.setAccessibleName(self.tr("Edit mode"))
        self.cancel_edit_button = QToolButton()
        self.cancel_edit_button.setText(self.tr("Cancel edit"))
        self.cancel_edit_button.setAccessibleName(self.tr("Cancel edit"))
        set_role(self.cancel_edit_button, "action")
        self.cancel_edit_button.clicked.connect(self.cancel_edit)
        banner.addWidget(self.edit_label, 1)
        banner.addWidget(self.cancel_edit_button)
        self.edit_label.setVisible(False)
        self.cancel_edit_button.setVisible(False)
        return banner

    # -- state -------------------------------------------------------------

    @property
    def text(self) -> str:
        return self.editor.toPlainText()

    def set_text(self, text: str) -> None:
        self.editor.setPlainText(text)
        cursor = self.editor.textCursor()
        cursor.movePosition(cursor.MoveOperation.End)
        self.editor.setTextCursor(cursor)

    @property
    def editing(self) -> int | None:
        return self._editing

    def set_generating(self, generating: bool) -> None:
        self._generating = generating
        if not generating:
            self.hint.setVisible(False)
        self._update_buttons()

    def start_edit(self, message_id: int, text: str) -> None:
        """Put a message in the box; sending it makes a new branch."""
        if self._editing is None:
            self._draft = self.text
        self._editing = message_id
        self.set_text(text)
        self.edit_label.setVisible(True)
        self.cancel_edit_button.setVisible(True)
        self._update_buttons()
        self.editor.setFocus()

    def cancel_edit(self) -> None:
        if self._editing is None:
            return
        self._editing = None
        self.set_text(self._draft)
        self.edit_label.setVisible(False)
        self.cancel_edit_button.setVisible(False)
        self._update_buttons()

    # -- actions -----------------------------------------------------------

    def submit(self) -> None:
        text = self.text.strip()
        if text and self._generating:  # kept in the box, and said why
            self.hint.setText(self.tr("An answer is being written: press Enter again when it is "
                              "done, or Esc to stop it. Your message stays here."))
            self.hint.setVisible(True)
            return
        if not text:
            return
        if self._editing is not None:
            message_id = self._editing
            self._draft = ""
            self.cancel_edit()
            self.editor.clear()
            self.edit_submitted.emit(message_id, text)
            return
        self.editor.clear()
        self.send_requested.emit(text)

    def escape(self) -> None:
        if self._generating:
            self.stop_requested.emit()
        elif self._editing is not None:
            self.cancel_edit()

    def _text_changed(self) -> None:
        self.editor.updateGeometry()
        self._update_buttons()

    def _update_buttons(self) -> None:
        self.send_button.setText(self.tr("Send edit") if self._editing is not None
                                 else self.tr("Send"))
        self.send_button.setVisible(not self._generating)
        self.send_button.setEnabled(bool(self.text.strip()))
        self.stop_button.setVisible(self._generating)


class TypingGoesToComposer(QObject):
    """After Esc closes a menu, Qt leaves the menu bar holding the keyboard:
    a typed letter then opened a menu by its mnemonic and Enter ran its first
    item (typing a sentence and Enter regenerated an answer). Installed on
    the menu bar: a plain key (no Alt, no Ctrl) leaves the menu bar and goes
    to the composer, where the person meant to type. Arrows, Enter and Esc
    keep working the menus."""

    KEEP = frozenset({Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down,
                      Qt.Key.Key_Escape, Qt.Key.Key_Alt, Qt.Key.Key_Tab, Qt.Key.Key_Backtab})

    def __init__(self, bar: QMenuBar, editor: QPlainTextEdit) -> None:
        super().__init__(bar)
        self._editor = editor
        bar.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        held = event.modifiers() & ~(Qt.KeyboardModifier.ShiftModifier
                                     | Qt.KeyboardModifier.KeypadModifier)
        typed = bool(event.text()) and event.text().isprintable()
        if held or event.key() in self.KEEP or not typed:
            return False
        # Losing the focus ends the menu bar's keyboard mode (Qt's own rule).
        self._editor.setFocus(Qt.FocusReason.OtherFocusReason)
        # The key itself is not lost: it is the first one written.
        QCoreApplication.sendEvent(self._editor, QKeyEvent(
            QEvent.Type.KeyPress, event.key(), event.modifiers(), event.text()))
        return True
