"""The composer: where the user writes. Enter sends, Shift+Enter adds a line,
Esc stops the answer (or leaves edit mode). Typing works while the model
loads; what is sent then waits in the worker's queue.

Images come in by the attach button, by drag and drop and by paste; each is
read in a worker thread (app.ui.chat.attachments) and shown as a thumbnail
above the box. An image that cannot be used is said so under the box; the
text typed stays as it is."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QMimeData, QObject, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QFileDialog,
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

from app.ui.chat.attachments import (
    COMPOSER_THUMB,
    THUMBNAILS,
    Source,
    ThumbnailRow,
    image_sources,
    open_viewer,
    read_attachments,
)
from app.ui.theme import SPACE, set_icon, set_role

if TYPE_CHECKING:  # PIL loads with the first image, not before the window's first paint
    from app.images import ImageInput

MIN_LINES, MAX_LINES = 2, 10
IMAGE_FILTER = "*.png *.jpg *.jpeg *.webp *.gif *.bmp"
"""What the attach dialog shows: the formats app.images reads."""


class _Editor(QPlainTextEdit):
    submitted = Signal()
    escaped = Signal()
    images_given = Signal(list)
    """list[Source]: images pasted or dropped on the box (not its text)."""

    def canInsertFromMimeData(self, source: QMimeData) -> bool:
        return bool(image_sources(source)) or super().canInsertFromMimeData(source)

    def insertFromMimeData(self, source: QMimeData) -> None:
        # Paste and drop both come here: an image (or an image file) is
        # attached; anything else is text, as before.
        images = image_sources(source)
        if images:
            self.images_given.emit(images)
        else:
            super().insertFromMimeData(source)

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
    send_requested = Signal(str, list)
    """(text, list[ImageInput]) to send: the text stripped; one of them not empty."""
    edit_submitted = Signal(int, str)
    """(message id, new text) from edit mode."""
    stop_requested = Signal()
    models_requested = Signal()
    """The refusal's "Models…": the Models page, to choose a vision model."""
    images_changed = Signal()
    """An image was attached or removed (the prompt's size changes)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._generating = False
        self._editing: int | None = None
        self._draft = ""
        self._reading = 0
        """Batches of images being read in a worker thread."""
        self.image_refusal: Callable[[], str | None] = lambda: None
        """Why the images cannot be sent to the model that would answer them
        (None: they can); set by the chat column, which knows the model."""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 6, 16, 12)
        layout.setSpacing(4)
        layout.addLayout(self._build_edit_banner())
        self.thumbnails = ThumbnailRow(COMPOSER_THUMB, removable=True)
        self.thumbnails.open_requested.connect(self.open_image)
        self.thumbnails.changed.connect(self._images_changed)
        layout.addWidget(self.thumbnails)
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
        self.editor.images_given.connect(self.attach)
        self.attach_button = QToolButton()
        set_icon(self.attach_button, "paperclip")
        set_role(self.attach_button, "button")
        self.attach_button.setAccessibleName(self.tr("Attach images"))
        self.attach_button.setToolTip(self.tr("Attach images (or drop them here, or paste "
                                              "them with Ctrl+V)"))
        self.attach_button.clicked.connect(self.choose_images)
        row.addWidget(self.attach_button, 0, Qt.AlignmentFlag.AlignBottom)
        row.addWidget(self.editor, 1)
        row.addLayout(self._button_slot())
        layout.addLayout(row)
        layout.addLayout(self._build_notice())
        self.hint = QLabel()
        self.hint.setAccessibleName(self.tr("Composer hint"))
        self.hint.setWordWrap(True)
        set_role(self.hint, "small")
        self.hint.setVisible(False)
        layout.addWidget(self.hint)
        self._update_buttons()

    def _build_notice(self) -> QHBoxLayout:
        """Under the box: why an image was not taken, or why the images
        cannot go to this model (with the way to one that reads them)."""
        line = QHBoxLayout()
        line.setSpacing(SPACE.m)
        self.notice = QLabel()
        self.notice.setAccessibleName(self.tr("Image problem"))
        self.notice.setWordWrap(True)
        self.notice.setTextFormat(Qt.TextFormat.PlainText)
        self.notice.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        set_role(self.notice, "error")
        self.models_button = QPushButton(self.tr("Choose a vision model…"))
        self.models_button.setAccessibleName(self.tr("Open the Models page"))
        self.models_button.clicked.connect(self.models_requested)
        line.addWidget(self.notice, 1)
        line.addWidget(self.models_button, 0, Qt.AlignmentFlag.AlignTop)
        self.notice.setVisible(False)
        self.models_button.setVisible(False)
        return line

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

    @property
    def images(self) -> list[ImageInput]:
        """The images attached to the message being written, in order."""
        return self.thumbnails.images

    @property
    def reading(self) -> bool:
        """Images are being read (a send waits for them)."""
        return self._reading > 0

    def restore(self, text: str, images: Sequence[ImageInput] = ()) -> None:
        """A message that could not be sent comes back, text and images."""
        self.set_text(text)
        self.set_images(images)

    def set_images(self, images: Sequence[ImageInput]) -> None:
        if images or self.images:
            self.thumbnails.show_images(images, lambda error: self.show_notice(error))

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
        images = self.images if self._editing is None else []
        if (text or images) and self._generating:  # kept in the box, and said why
            self.hint.setText(self.tr("An answer is being written: press Enter again when it is "
                              "done, or Esc to stop it. Your message stays here."))
            self.hint.setVisible(True)
            return
        if not text and not images:
            return
        if self._editing is not None:
            message_id = self._editing
            self._draft = ""
            self.cancel_edit()
            self.editor.clear()
            self.edit_submitted.emit(message_id, text)
            return
        if self.reading:
            self.hint.setText(self.tr("The images are still being read: press Enter again in "
                                      "a moment."))
            self.hint.setVisible(True)
            return
        refusal = self.image_refusal() if images else None
        if refusal:  # said before anything is sent; the message stays as it is
            self.show_notice(refusal, models=True)
            return
        self.editor.clear()
        self.thumbnails.clear()
        self.show_notice("")
        self.send_requested.emit(text, images)

    # -- images ------------------------------------------------------------

    def choose_images(self) -> None:
        """The attach button: pick image files; they are read once chosen."""
        files, _chosen = QFileDialog.getOpenFileNames(
            self, self.tr("Attach images"), "",
            self.tr("Images ({patterns});;All files (*)").format(patterns=IMAGE_FILTER))
        if files:
            self.attach(list(files))

    def attach(self, sources: list[Source]) -> None:
        """Read the images in a worker thread; each one read becomes a
        thumbnail, each one refused says why under the box."""
        if not sources:
            return
        if self._editing is not None:
            self.show_notice(self.tr("An edit sends its text only: send or cancel the edit, "
                                     "then attach the images to a new message."))
            return
        from app.ui.services.tasks import spawn

        self._reading += 1
        spawn(self._read(sources), lambda error: self.show_notice(error))

    async def _read(self, sources: list[Source]) -> None:
        from app.ui.services.tasks import in_thread

        try:
            read = await in_thread(lambda: read_attachments(sources), "lantern-images")
        finally:
            self._reading -= 1
        problems = []
        for item in read:
            if isinstance(item, str):
                problems.append(item)
            else:
                THUMBNAILS.put(item.image.sha256, item.thumbnail)
                self.thumbnails.add(item.image, item.thumbnail)
        refusal = self.image_refusal() if self.images else None
        if problems:
            self.show_notice("\n".join(problems))
        elif refusal:  # said now, not only at Send: a model can be chosen meanwhile
            self.show_notice(refusal, models=True)
        else:
            self.show_notice("")

    def show_notice(self, text: str, models: bool = False) -> None:
        """A problem with the images under the box ('' hides it)."""
        self.notice.setText(text)
        self.notice.setVisible(bool(text))
        self.models_button.setVisible(bool(text) and models)

    def recheck_images(self) -> None:
        """The model changed: the refusal under the box is said again, or goes."""
        if self.models_button.isVisibleTo(self) or self.images:
            refusal = self.image_refusal() if self.images else None
            if refusal:
                self.show_notice(refusal, models=True)
            elif self.models_button.isVisibleTo(self):
                self.show_notice("")

    def open_image(self, image: ImageInput) -> None:
        open_viewer(image, self, lambda error: self.show_notice(error))

    def _images_changed(self) -> None:
        if not self.images and self.models_button.isVisibleTo(self):
            self.show_notice("")  # nothing left to refuse
        # Tab goes from the box through the thumbnails to the attach button
        # (the window's chain goes on from there: Send, the conversation list).
        chain = [self.editor, *self.thumbnails.thumbnails, self.attach_button]
        for first, then in itertools.pairwise(chain):
            QWidget.setTabOrder(first, then)
        self._update_buttons()
        self.images_changed.emit()

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
        self.send_button.setEnabled(bool(self.text.strip()) or (
            bool(self.images) and self._editing is None))
        self.stop_button.setVisible(self._generating)
        self.attach_button.setEnabled(self._editing is None)
        self.thumbnails.setVisible(bool(self.images) and self._editing is None)


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
