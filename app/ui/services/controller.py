"""ChatController: what happens when the user sends, stops, edits, regenerates,
continues or switches branches. It decides what to answer and shows the
conversation; the AnswerRunner makes the answer (answer_runner.py). Widgets
listen to its signals and never touch the store or the engine themselves.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from app.config import Settings
from app.domain import ConversationSettings
from app.store import AnswerWriter, ChatStore, Conversation, Message, StoreError
from app.ui.services.answer import Answer
from app.ui.services.answer_runner import READING, AnswerRunner
from app.ui.services.document_chat import DocumentChat
from app.ui.services.engine_host import EngineHost
from app.ui.services.tasks import spawn
from app.ui.services.thread_items import ShownMessage


class ChatController(QObject):
    thread_changed = Signal(list, bool)
    """(list[ShownMessage], whether it is another conversation than before)."""
    answer_started = Signal(int, str)
    """(answer message id, text to show until the first token)."""
    answer_text = Signal(int, str)
    answer_ended = Signal(object)
    """ShownMessage of the finished (or stopped, or failed) answer."""
    busy_changed = Signal(bool)
    conversation_changed = Signal(object)
    """The Conversation now shown, or None for a new, unsaved one."""
    conversations_changed = Signal()
    focus_message = Signal(int)
    waiting = Signal(str)
    """A notice under the thread while nothing streams yet ('' hides it)."""
    speed_changed = Signal(float)
    error = Signal(str)
    info = Signal(str)
    sources_ready = Signal(int, list, str)
    """(answer id, numbered document sources, answer text)"""

    def __init__(self, store: ChatStore, host: EngineHost, settings: Settings,
                 documents: DocumentChat | None = None) -> None:
        super().__init__()
        self.documents = documents
        self.store = store
        self.host = host
        self.settings = settings
        self.conversation: Conversation | None = None
        self._draft = ConversationSettings.defaults(settings)
        self.answers = AnswerRunner(store, host, self)
        self._connect_answers()

    def _connect_answers(self) -> None:
        answers = self.answers
        answers.busy_changed.connect(self.busy_changed)
        answers.waiting.connect(self.waiting)
        answers.speed_changed.connect(self.speed_changed)
        answers.error.connect(self.error)
        answers.info.connect(self.info)
        answers.started.connect(self._answer_started)
        answers.text_arrived.connect(self._answer_text)
        answers.ended.connect(self._answer_ended)
        answers.abandoned.connect(lambda _answer: self._guard(self._emit_thread))

    # -- state -------------------------------------------------------------

    @property
    def busy(self) -> bool:
        return self.answers.busy

    @property
    def conversation_id(self) -> int | None:
        return self.conversation.id if self.conversation is not None else None

    @property
    def streaming_message_id(self) -> int | None:
        answer = self.answers.answer
        return answer.message_id if answer is not None and answer.shown else None

    def _streaming_in(self, conversation_id: int | None) -> Answer | None:
        answer = self.answers.answer
        if answer is None or not answer.shown or answer.conversation_id != conversation_id:
            return None
        return answer

    def use_settings(self, settings: Settings) -> None:
        """New app settings; an untouched new chat takes the new defaults."""
        if self.conversation is None and self._draft == ConversationSettings.defaults(
                self.settings):
            self._draft = ConversationSettings.defaults(settings)
        self.settings = settings

    def conversation_settings(self) -> ConversationSettings:
        if self.conversation is None:
            return self._draft
        return ConversationSettings.of(self.conversation)

    def _guard(self, action: Callable[[], None]) -> bool:
        """Run a store action; a StoreError becomes a message, never a traceback."""
        try:
            action()
        except StoreError as exc:
            self.error.emit(str(exc))
            return False
        return True

    # -- conversations -----------------------------------------------------

    def new_conversation(self) -> None:
        self.conversation = None
        self._draft = ConversationSettings.defaults(self.settings)
        self.thread_changed.emit([], True)
        self.conversation_changed.emit(None)

    def open_conversation(self, conversation_id: int, message_id: int | None = None) -> None:
        """Show a conversation; with message_id, on the branch holding that message."""
        def load() -> None:
            streaming = self._streaming_in(conversation_id)
            if streaming is not None and streaming.writer is not None:
                streaming.writer.flush()  # show what streamed so far
            if message_id is not None and message_id not in {
                    m.id for m in self.store.thread(conversation_id)}:
                self.store.select_branch(message_id)
            self.conversation = self.store.get_conversation(conversation_id)
            self._emit_thread(new_conversation=True)
            self.conversation_changed.emit(self.conversation)
            if streaming is not None and streaming.message_id is not None:
                self.answer_started.emit(streaming.message_id, READING)
            if message_id is not None:
                self.focus_message.emit(message_id)
        self._guard(load)

    def forget_conversation(self, conversation_id: int) -> None:
        """The conversation was deleted elsewhere: stop showing it."""
        if self.conversation_id == conversation_id:
            self.new_conversation()

    def set_conversation_settings(self, chosen: ConversationSettings) -> None:
        if self.conversation is None:
            self._draft = chosen
            return
        conversation_id = self.conversation.id

        def save() -> None:
            self.conversation = self.store.update_settings(
                conversation_id, system_prompt=chosen.system_prompt, sampler=chosen.sampler,
                lora=chosen.lora, cache_prompt=chosen.cache_prompt)
        self._guard(save)

    def _ensure_conversation(self) -> int:
        if self.conversation is None:
            draft = self._draft
            self.conversation = self.store.create_conversation(
                model=self.host.model_name, system_prompt=draft.system_prompt,
                sampler=draft.sampler, lora=draft.lora, cache_prompt=draft.cache_prompt)
            self.host.routes.adopt_new(self.conversation.id)
            self.conversation_changed.emit(self.conversation)
        return self.conversation.id

    def shown_thread(self, conversation_id: int) -> list[ShownMessage]:
        thread = self.store.thread(conversation_id)
        shown: list[ShownMessage] = []
        for index, message in enumerate(thread):
            siblings = [s.id for s in self.store.siblings(message.id)]
            shown.append(ShownMessage(message, siblings.index(message.id), len(siblings),
                                      is_last=index == len(thread) - 1))
        return shown

    def _emit_thread(self, *, new_conversation: bool = False) -> None:
        if self.conversation is not None:
            self.thread_changed.emit(self.shown_thread(self.conversation.id), new_conversation)

    # -- starting answers ----------------------------------------------------

    def _refuse_if_busy(self) -> bool:
        if self.busy:
            self.info.emit("An answer is being written: stop it (Esc) or wait for it.")
        return self.busy

    def send(self, text: str) -> bool:
        """Save the user's message, then stream an answer to it."""
        if self._refuse_if_busy():
            return False
        saved: list[Message] = []

        def save() -> None:
            conversation_id = self._ensure_conversation()
            saved.append(self.store.add_user_message(conversation_id, text))
        if not self._guard(save):
            self._emit_thread()
            return False
        user, chosen = saved[0], self.conversation_settings()
        self._answer(lambda: self._begin_answer(user.conversation_id, chosen), user.id, chosen)
        self.conversations_changed.emit()
        return True

    def edit(self, message_id: int, text: str) -> bool:
        """A new version of a user message (a new branch), then a new answer to it."""
        if self._refuse_if_busy() or self.conversation is None:
            return False
        saved: list[Message] = []
        if not self._guard(lambda: saved.append(self.store.edit_user_message(message_id, text))):
            return False
        user, chosen = saved[0], self.conversation_settings()
        self._answer(lambda: self._begin_answer(user.conversation_id, chosen), user.id, chosen)
        return True

    def regenerate(self, answer_id: int | None = None) -> bool:
        """A new answer beside the given one (default: the last answer); when
        the thread ends with the user's message (its answer failed to start),
        answer that message."""
        if self._refuse_if_busy() or self.conversation is None:
            return False
        conversation_id, chosen = self.conversation.id, self.conversation_settings()
        found: list[Message] = []
        if not self._guard(lambda: found.extend(self.store.thread(conversation_id))):
            return False
        if answer_id is None and found and found[-1].role == "user":
            self._answer(lambda: self._begin_answer(conversation_id, chosen), found[-1].id,
                         chosen)
            return True
        target = answer_id if answer_id is not None else next(
            (m.id for m in reversed(found) if m.role == "assistant"), None)
        old = next((m for m in found if m.id == target), None)
        if old is None or old.parent_id is None:
            self.info.emit("There is no answer to regenerate yet.")
            return False
        self._answer(lambda: self.store.regenerate(
            old.id, model=self.host.answering_model(old.conversation_id), sampler=chosen.sampler,
            lora=chosen.lora),
            old.parent_id, chosen)
        return True

    def _answer(self, begin: Callable[[], AnswerWriter], after: int,
                chosen: ConversationSettings) -> None:
        assert self.conversation is not None
        self.answers.start(self.conversation.id, chosen, begin, after)

    async def continue_answer(self, answer_id: int) -> bool:
        """Carry on an incomplete answer from where it stopped."""
        if self._refuse_if_busy() or self.conversation is None:
            return False
        return await self.answers.continue_answer(
            self.conversation.id, self.conversation_settings(), answer_id)

    def _begin_answer(self, conversation_id: int, chosen: ConversationSettings) -> AnswerWriter:
        return self.store.begin_answer(conversation_id,
                                       model=self.host.answering_model(conversation_id),
                                       sampler=chosen.sampler, lora=chosen.lora)

    def stop(self) -> None:
        self.answers.stop()

    def close(self) -> None:
        """At exit: stop the answer and save what it has."""
        self.answers.close()

    # -- the answer on screen ------------------------------------------------

    def _answer_started(self, message_id: int, placeholder: str) -> None:
        answer = self.answers.answer
        if answer is not None and answer.conversation_id == self.conversation_id:
            self._guard(self._emit_thread)
            self.answer_started.emit(message_id, placeholder)

    def _answer_text(self, message_id: int, text: str) -> None:
        if self._streaming_in(self.conversation_id) is not None:
            self.answer_text.emit(message_id, text)

    def _answer_ended(self, message: Message, answer: Answer) -> None:
        self.conversations_changed.emit()
        if answer.conversation_id != self.conversation_id:
            return
        if not answer.shown:  # stopped before it streamed: the thread shows the row
            self._guard(self._emit_thread)
            return
        self._guard(lambda: self._emit_end(message))
        if answer.sources:
            self.sources_ready.emit(message.id, answer.sources, message.content)

    def _emit_end(self, message: Message) -> None:
        siblings = [s.id for s in self.store.siblings(message.id)]
        self.conversation = self.store.get_conversation(message.conversation_id)
        self.answer_ended.emit(ShownMessage(message, siblings.index(message.id),
                                            len(siblings), is_last=True))

    def load_sources(self, answers: list[Message]) -> None:
        """Sources saved with earlier answers, read in the search thread;
        sources_ready follows for each that has some. The answer being made
        is left out: its sources come with its end, with its final text."""
        active = self.answers.answer
        making = active.message_id if active is not None else None
        earlier = [a for a in answers if a.id != making]
        if self.documents is not None and earlier:
            spawn(self._load_sources(self.documents, earlier), self.error.emit)

    async def _load_sources(self, documents: DocumentChat, answers: list[Message]) -> None:
        for answer in answers:
            sources = await documents.sources_of(answer.id)
            if sources:
                self.sources_ready.emit(answer.id, sources, answer.content)

    # -- branches ----------------------------------------------------------

    def switch_branch(self, message_id: int, delta: int) -> None:
        """Show the previous (-1) or next (+1) version of a message."""
        if self._refuse_if_busy():
            return

        def switch() -> None:
            siblings = [s.id for s in self.store.siblings(message_id)]
            index = siblings.index(message_id) + delta
            if 0 <= index < len(siblings):
                self.store.select_branch(siblings[index])
                self._emit_thread()
        self._guard(switch)

    def switch_last_branch(self, delta: int) -> None:
        """Keyboard: switch the versions of the last message that has several."""
        if self.conversation is None:
            return
        try:
            shown = self.shown_thread(self.conversation.id)
        except StoreError as exc:
            self.error.emit(str(exc))
            return
        several = [s for s in shown if s.branch_count > 1]
        if several:
            self.switch_branch(several[-1].id, delta)
