"""The chat column: header, thread, composer, and what they do with the
ChatController (show the thread and the answer as it streams, send, edit,
continue, copy, follow links). The window around it holds the menus, the
conversation list, the panels and the status bar.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer, QUrl, Signal
from PySide6.QtGui import QDesktopServices, QDragEnterEvent, QDropEvent, QGuiApplication
from PySide6.QtWidgets import QVBoxLayout, QWidget

from app.domain import next_prompt_estimate
from app.engine.errors import EngineError
from app.ui.chat.attachments import image_sources
from app.ui.chat.chat_header import ChatHeader
from app.ui.chat.chat_view import ChatView
from app.ui.chat.composer import Composer
from app.ui.chat.window_memory import draft_key
from app.ui.services.tasks import spawn
from app.workers.say import say

if TYPE_CHECKING:  # the controller's stack loads after the first paint (MainWindow)
    from app.images import ImageInput
    from app.store import Conversation
    from app.store.doc_models import MessageSource
    from app.store.models import StoredSummary
    from app.ui.services.controller import ChatController
    from app.ui.services.thread_items import ShownMessage

OPENABLE_SCHEMES = ("http", "https", "mailto")
BUDGET_DEBOUNCE_MS = 300
"""The header's prompt size is redone this long after the last keystroke."""


class ChatArea(QWidget):
    shown = Signal(list)
    """list[ShownMessage] — a thread (or an answer's end) is on screen now."""
    notice = Signal(str)
    error = Signal(str)

    controller: ChatController
    """Set by `bind`: the window paints its chat column before the controller
    and what answers exist (app.ui.main_window.MainWindow.attach_services)."""

    def __init__(self, controller: ChatController | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.header = ChatHeader()
        self.view = ChatView()
        self.composer = Composer()
        self._budget_timer = QTimer(self)
        self._budget_timer.setSingleShot(True)
        self._budget_timer.setInterval(BUDGET_DEBOUNCE_MS)
        self._budget_timer.timeout.connect(self.update_budget)
        self._count_wanted = 0
        self._counting = False
        self._drafts: dict[str, str] = {}
        """Each conversation's unsent text (window_memory.draft_key), while
        another is shown; the one shown is in the composer."""
        self._draft_images: dict[str, list[ImageInput]] = {}
        """Each conversation's attached images, kept beside its text (for this
        run of the window only)."""
        self._draft_for = draft_key(None)
        self._adopting = False
        """A message was sent from the new chat: the conversation it makes
        keeps what the composer holds (typed meanwhile), it is not a switch."""
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.header)
        column.addWidget(self.view, 1)
        column.addWidget(self.composer)
        # Images dropped anywhere on the chat column are attached (the box
        # takes its own drops: text stays text there).
        self.setAcceptDrops(True)
        if controller is not None:
            self.bind(controller)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if image_sources(event.mimeData(), any_file=True):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        sources = image_sources(event.mimeData(), any_file=True)
        if sources:
            event.acceptProposedAction()
            self.composer.attach(sources)

    def bind(self, controller: ChatController) -> None:
        """What the column shows and does from now on goes through `controller`."""
        self.controller = controller
        view = self.view
        controller.thread_changed.connect(self._show_thread)
        controller.conversation_changed.connect(self._swap_draft)
        controller.answer_started.connect(view.begin_stream)
        controller.answer_text.connect(view.append)
        controller.answer_reasoning.connect(view.append_reasoning)
        controller.answer_reading.connect(view.set_waiting_text)
        controller.answer_ended.connect(self._answer_ended)
        controller.busy_changed.connect(self._busy_changed)
        controller.waiting.connect(view.set_notice)
        controller.sources_ready.connect(self._show_sources)
        controller.tool_step.connect(view.show_tool_step)
        controller.notice.connect(view.set_notice)
        view.approval_chosen.connect(controller.answer_approval)
        controller.focus_message.connect(
            lambda mid: QTimer.singleShot(0, lambda: view.scroll_to_message(mid)))
        view.edit_requested.connect(self.edit_message)
        view.regenerate_requested.connect(controller.regenerate)
        # The button clicked goes away with the answer: typing goes on in the box.
        view.regenerate_requested.connect(lambda _id: self.composer.editor.setFocus())
        view.continue_requested.connect(self._continue)
        view.drop_oldest_requested.connect(self._drop_oldest)
        view.branch_requested.connect(controller.switch_branch)
        controller.summary_shown.connect(view.set_summary)
        controller.summary_shown.connect(self._budget_timer.start)  # counted with it
        view.summary_edit_requested.connect(self.edit_summary)
        view.link_activated.connect(self.open_link)
        view.copied.connect(self.notice)
        controller.unsent.connect(self.composer.restore)  # nothing is lost
        self.composer.edit_submitted.connect(controller.edit)
        self.composer.stop_requested.connect(controller.stop)
        self.composer.editor.textChanged.connect(self._budget_timer.start)
        self.composer.images_changed.connect(self._budget_timer.start)
        self.composer.image_refusal = self.image_refusal

    def image_refusal(self) -> str | None:
        """Why the images attached cannot go to the model that would answer
        them, said before anything is sent; None when they can, or while the
        model is loading (its engine refuses them then, with its own message)."""
        controller = self.controller
        host, conversation_id = controller.host, controller.conversation_id
        remote = bool(host.route_of(conversation_id).engine)
        if not remote and (host.state != "ready" or host.sees_images):
            return None
        from app.images import cannot_read_images  # PIL loads with the first image

        return say(cannot_read_images(host.answering_model(conversation_id)))

    # -- what the controller shows ---------------------------------------------

    def _show_thread(self, items: list[ShownMessage], new_conversation: bool) -> None:
        self.view.set_thread(items, new_conversation=new_conversation)
        self.controller.load_sources([i.message for i in items
                                      if i.message.role == "assistant"])
        self.shown.emit(items)
        self.update_budget()

    def update_budget(self) -> None:
        """The header's next-prompt size: an estimate at once (cheap enough for
        the GUI thread), then the model's tokenizer's count from the worker."""
        self._budget_timer.stop()
        controller = self.controller
        self.show_estimate(controller.conversation_settings().system_prompt,
                           controller.host.context_of(controller.conversation_id))
        self._count_wanted += 1
        # Counted between answers: a job queued in the worker while answers
        # run would hold back the next one from joining their batch.
        if not self._counting and not controller.answers.making_any:
            spawn(self._count_next_prompt(), self.error.emit)

    def show_estimate(self, system_prompt: str, context: int) -> None:
        """The header's next-prompt size as estimated from the text shown (no
        controller needed: the window shows it before its services attach)."""
        thread = [item.message for item in self.view.items()]
        self.header.show_budget(next_prompt_estimate(thread, system_prompt, self.composer.text,
                                                     self.composer.images), context)

    async def _count_next_prompt(self) -> None:
        """One count at a time in the worker; typing meanwhile asks for one more
        (of the text as it is then), never a queue of stale ones."""
        self._counting = True
        try:
            while True:
                wanted, draft = self._count_wanted, self.composer.text
                images = self.composer.images
                thread = [item.message for item in self.view.items()]
                try:
                    size = await self.controller.count_next_prompt(thread, draft, images)
                except EngineError:  # not loaded (yet): the estimate stays
                    return
                if wanted == self._count_wanted:
                    if size is not None:
                        controller = self.controller
                        self.header.show_budget(
                            size.tokens, controller.host.context_of(controller.conversation_id),
                            counted=True, with_summary=size.with_summary)
                    return
        finally:
            self._counting = False

    def _answer_ended(self, shown: ShownMessage) -> None:
        self.view.end_stream(shown)
        self.shown.emit([shown])
        self.update_budget()

    def _busy_changed(self, busy: bool) -> None:
        self.composer.set_generating(busy)
        self.view.set_busy(busy)
        if not busy:
            self.view.clear_tool_steps()
            self.update_budget()  # the worker is free to count the next prompt

    def _show_sources(self, message_id: int, sources: list[MessageSource], text: str) -> None:
        widget = self.view.widget_for(message_id)
        if widget is not None:
            widget.set_sources(sources, text)

    # -- what the user does ----------------------------------------------------

    def use_drafts(self, drafts: dict[str, str]) -> None:
        """Drafts kept from the last run; the new chat's goes into the composer."""
        self._drafts = dict(drafts)
        self.composer.set_text(self._drafts.pop(self._draft_for, ""))

    def drafts_now(self) -> dict[str, str]:
        """Every draft, the one in the composer included (not an edit's text)."""
        drafts = dict(self._drafts)
        if self.composer.editing is None:
            drafts[self._draft_for] = self.composer.text
        return drafts

    def _swap_draft(self, conversation: Conversation | None) -> None:
        """Another conversation is shown: the composer's text stays with the
        one it was written for, and the new one's draft comes back."""
        key = draft_key(conversation.id if conversation is not None else None)
        if key == self._draft_for:
            return
        adopting, self._adopting = self._adopting, False
        if adopting and self._draft_for == draft_key(None):
            self._draft_for = key  # the new chat was saved: the same conversation
            return
        if self.composer.editing is None:
            self._drafts[self._draft_for] = self.composer.text
            self._draft_images[self._draft_for] = self.composer.images
        self._draft_for = key
        self.composer.restore(self._drafts.pop(key, ""), self._draft_images.pop(key, []))
        self.composer.show_notice("")

    def send(self, text: str, images: list[ImageInput] | None = None) -> None:
        self._adopting = self._draft_for == draft_key(None)
        if not self.controller.send(text, images or []):
            self.composer.restore(text, images or [])  # nothing is lost when sending fails

    def edit_message(self, message_id: int) -> None:
        widget = self.view.widget_for(message_id)
        if widget is not None and not self.controller.busy:
            self.composer.start_edit(message_id, widget.text)

    def edit_last_message(self) -> None:
        users = [w for w in self.view.message_widgets() if w.is_user]
        if users:
            self.edit_message(users[-1].id)

    def continue_last(self) -> None:
        widgets = self.view.message_widgets()
        if widgets and widgets[-1].continue_button.isVisibleTo(widgets[-1]):
            self._continue(widgets[-1].id)

    def _drop_oldest(self, answer_id: int) -> None:
        """A refused answer, once more with the oldest turns left out: a
        continuation refused (it has text) carries on; else a new answer."""
        widget = self.view.widget_for(answer_id)
        if widget is not None and widget.message.content:
            spawn(self.controller.continue_answer(answer_id, context_policy="drop_oldest"),
                  self.error.emit)
        else:
            self.controller.regenerate(answer_id, context_policy="drop_oldest")

    def _continue(self, answer_id: int) -> None:
        spawn(self.controller.continue_answer(answer_id), self.error.emit)

    def edit_summary(self, summary: StoredSummary) -> None:
        """Open the summary for editing; Save stores the user's version."""
        from app.ui.chat.summary_dialog import SummaryDialog

        self._summary_dialog = dialog = SummaryDialog(summary, self)
        dialog.accepted.connect(lambda: self.controller.edit_summary(summary, dialog.text()))
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def copy_last_answer(self) -> None:
        answers = [w for w in self.view.message_widgets() if not w.is_user]
        if answers:
            answers[-1].copy_text()
        else:
            self.notice.emit(self.tr("There is no answer to copy yet."))

    def open_link(self, url: QUrl) -> None:
        """Web links open in the user's browser on their click; nothing else opens."""
        if url.scheme() in OPENABLE_SCHEMES:
            QDesktopServices.openUrl(url)
        else:
            QGuiApplication.clipboard().setText(url.toString())
            self.notice.emit(self.tr("Link copied (not opened): "
                                     "{url}").format(url=url.toString()))

    def model_ready(self) -> None:
        """The model loaded: an answer that waited for it now reads the thread."""
        streaming = self.controller.streaming_message_id
        if streaming is not None:
            self.view.set_waiting_text(streaming, self.tr("Reading the conversation…"))
        self.composer.recheck_images()  # this model may read them, or not
        self.update_budget()  # the tokenizer can count it now
