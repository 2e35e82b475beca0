"""ChatController: what happens when the user sends, stops, edits, regenerates,
continues or switches branches. Owns the store (GUI-thread connection) and
talks to the engine only through the EngineHost's worker; widgets listen to
its signals and never touch the store or the engine themselves.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from PySide6.QtCore import QObject, QTimer, Signal

from app.config import Settings
from app.domain import ConversationSettings, UsageStats, chat_messages
from app.engine.errors import EngineError
from app.engine.requests import GenerateStream
from app.store import AnswerWriter, ChatStore, Conversation, Message, StoreError
from app.store.doc_models import MessageSource
from app.ui.services.document_chat import DocumentChat
from app.ui.services.engine_host import EngineHost
from app.ui.services.tasks import spawn
from app.ui.services.thread_items import ShownMessage

READING = "Reading the conversation…"
STALL_FLUSH_MS = 1000
"""How often a stalled stream's buffered text is saved anyway."""
SPEED_INTERVAL_S = 0.5
"""How often the status bar's tokens/s changes while streaming."""


class _PieceCounter:
    """Counts decoded pieces in the worker thread, for the live tokens/s."""

    def __init__(self) -> None:
        self.count = 0
        self.first_at: float | None = None

    def __call__(self, _text: str) -> None:
        if self.first_at is None:
            self.first_at = time.monotonic()
        self.count += 1

    def rate(self) -> float:
        if self.first_at is None or self.count < 2:
            return 0.0
        elapsed = time.monotonic() - self.first_at
        return (self.count - 1) / elapsed if elapsed > 0 else 0.0


@dataclass
class _Active:
    request: GenerateStream
    writer: AnswerWriter
    conversation_id: int
    counter: _PieceCounter
    sources: list[MessageSource] = field(default_factory=list)


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
        self._active: _Active | None = None
        self._preparing = False
        self._deferred: Callable[[], None] | None = None
        self._speed_shown_at = 0.0
        self._flush_timer = QTimer(self)
        self._flush_timer.setInterval(STALL_FLUSH_MS)
        self._flush_timer.timeout.connect(self._flush_stalled)
        host.token.connect(self._on_token)
        host.finished.connect(self._on_finished)
        host.failed.connect(self._on_failed)
        host.state_changed.connect(self._on_engine_state)

    # -- state -------------------------------------------------------------

    @property
    def busy(self) -> bool:
        return self._active is not None or self._preparing

    @property
    def conversation_id(self) -> int | None:
        return self.conversation.id if self.conversation is not None else None

    @property
    def streaming_message_id(self) -> int | None:
        return self._active.writer.message_id if self._active is not None else None

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
            if self._active is not None and self._active.conversation_id == conversation_id:
                self._active.writer.flush()  # show what streamed so far
            if message_id is not None and message_id not in {
                    m.id for m in self.store.thread(conversation_id)}:
                self.store.select_branch(message_id)
            self.conversation = self.store.get_conversation(conversation_id)
            self._emit_thread(new_conversation=True)
            self.conversation_changed.emit(self.conversation)
            if self._active is not None and self._active.conversation_id == conversation_id:
                self.answer_started.emit(self._active.writer.message_id, READING)
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
            old.id, model=self.host.model_name, sampler=chosen.sampler, lora=chosen.lora),
            old.parent_id, chosen)
        return True

    def _answer(self, begin: Callable[[], AnswerWriter], after: int,
                chosen: ConversationSettings) -> None:
        """Begin the answer row and stream into it, once the model is loaded
        (so the row records the model that really answers)."""
        def start() -> None:
            started: list[tuple[AnswerWriter, list[Message]]] = []
            if self._guard(lambda: started.append((begin(), self.store.path_to(after)))):
                writer, history = started[0]
                self._start_stream(writer, chosen, history)
            else:
                self._emit_thread()
        if self.host.state != "loading":
            start()
            return
        self._deferred = start
        self._set_preparing(True)
        self._emit_thread()
        self.waiting.emit("Waiting for the model to load…")

    def _on_engine_state(self, state: str, _detail: str) -> None:
        deferred = self._deferred
        if deferred is None or state == "loading":
            return
        self._deferred = None
        self._set_preparing(False)
        self.waiting.emit("")
        deferred()

    async def continue_answer(self, answer_id: int) -> bool:
        """Carry on an incomplete answer from where it stopped."""
        if self._refuse_if_busy() or self.conversation is None:
            return False
        self._set_preparing(True)
        try:
            answer = self.store.get_message(answer_id)
            history = self.store.path_to(answer.parent_id) if answer.parent_id else []
            chosen = self.conversation_settings()
            rendered = await self.host.render_prompt(
                chat_messages(history, chosen.system_prompt))
            writer = self.store.resume_answer(answer_id)
        except (StoreError, EngineError) as exc:
            self.error.emit(str(exc))
            return False
        finally:
            self._set_preparing(False)
        sampler = replace(chosen.sampler, stop=chosen.sampler.stop + rendered.stop)
        self._stream(writer, replace(chosen, sampler=sampler), rendered.text + answer.content)
        return True

    def _set_preparing(self, preparing: bool) -> None:
        self._preparing = preparing
        self.busy_changed.emit(self.busy)

    def _start_stream(self, writer: AnswerWriter, chosen: ConversationSettings,
                      history: list[Message]) -> None:
        if self.documents is None or not history or history[-1].role != "user":
            self._stream(writer, chosen, chat_messages(history, chosen.system_prompt))
            return
        spawn(self._stream_with_documents(writer, chosen, history), self.error.emit)

    async def _stream_with_documents(self, writer: AnswerWriter, chosen: ConversationSettings,
                                     history: list[Message]) -> None:
        """Put the best passages of the conversation's collections into the
        prompt (searched off the GUI thread), then stream as usual."""
        assert self.documents is not None
        prepared = None
        self._set_preparing(True)
        try:
            earlier = chat_messages(history[:-1], "")
            prepared = await self.documents.prepare(
                writer.conversation_id, history[-1].content, earlier, chosen.system_prompt,
                n_ctx=self.settings.n_ctx, max_tokens=self.settings.max_tokens)
        except Exception as exc:  # answer anyway, and say what was missed
            self.error.emit(f"Your documents were not searched: {exc}")
        finally:
            self._set_preparing(False)
        if prepared is None:
            self._stream(writer, chosen, chat_messages(history, chosen.system_prompt))
            return
        self._stream(writer, chosen, list(prepared.messages))
        if self._active is not None:
            self._active.sources = prepared.saved()

    def _begin_answer(self, conversation_id: int, chosen: ConversationSettings) -> AnswerWriter:
        return self.store.begin_answer(conversation_id, model=self.host.model_name,
                                       sampler=chosen.sampler, lora=chosen.lora)

    def _stream(self, writer: AnswerWriter, chosen: ConversationSettings,
                prompt: str | list[dict[str, str]]) -> None:
        counter = _PieceCounter()
        request = GenerateStream(
            prompt=prompt,
            max_tokens=self.settings.max_tokens,
            config=chosen.sampler,
            cache_prompt=chosen.cache_prompt and self.settings.cache_prompt,
            lora_selection=chosen.lora,
            callback=counter,
        )
        self._active = _Active(request, writer, writer.conversation_id, counter)
        self._guard(lambda: self._emit_thread())
        self.answer_started.emit(writer.message_id, READING)
        self.busy_changed.emit(True)
        self._flush_timer.start()
        self.host.submit(request)

    # -- the stream --------------------------------------------------------

    def stop(self) -> None:
        if self._deferred is not None:
            self._deferred = None
            self._set_preparing(False)
            self.waiting.emit("")
            self.info.emit("Stopped: the message is saved; Ctrl+R answers it later.")
            return
        active = self._active
        if active is None:
            return
        self.host.cancel(active.request)
        if active.request.reply.cancelled():
            # It never left the queue, so no worker signal will come.
            self._end(active, lambda: active.writer.finish(
                UsageStats(finish_reason="cancelled")))

    def _on_token(self, request_id: int, text: str) -> None:
        active = self._active
        if active is None or active.request.id != request_id:
            return
        try:
            active.writer.append(text)
        except StoreError as exc:
            self.error.emit(str(exc))
        if active.conversation_id == self.conversation_id:
            self.answer_text.emit(active.writer.message_id, text)
        now = time.monotonic()
        if now - self._speed_shown_at >= SPEED_INTERVAL_S:  # a number to read, not a blur
            self._speed_shown_at = now
            self.speed_changed.emit(active.counter.rate())

    def _on_finished(self, request_id: int, result: object) -> None:
        active = self._active
        if active is None or active.request.id != request_id:
            return
        usage = result if isinstance(result, UsageStats) else UsageStats()
        self._end(active, lambda: active.writer.finish(usage))

    def _on_failed(self, request_id: int, message: str) -> None:
        active = self._active
        if active is None or active.request.id != request_id:
            return
        self._end(active, lambda: active.writer.fail(message))
        self.error.emit(message)

    def _end(self, active: _Active, close: Callable[[], Message]) -> None:
        self._active = None
        self._flush_timer.stop()
        try:
            message = close()
        except StoreError as exc:
            self.error.emit(str(exc))
            message = None
        self.busy_changed.emit(False)
        self.speed_changed.emit(0.0)
        self.conversations_changed.emit()
        if message is not None and active.sources and self.documents is not None:
            spawn(self.documents.save_sources(message.id, active.sources), self.error.emit)
        if message is None or active.conversation_id != self.conversation_id:
            return
        self._guard(lambda: self._emit_end(message))
        if active.sources:
            self.sources_ready.emit(message.id, active.sources, message.content)

    def _emit_end(self, message: Message) -> None:
        siblings = [s.id for s in self.store.siblings(message.id)]
        self.conversation = self.store.get_conversation(message.conversation_id)
        self.answer_ended.emit(ShownMessage(message, siblings.index(message.id),
                                            len(siblings), is_last=True))

    def _flush_stalled(self) -> None:
        if self._active is not None:
            self._active.writer.maybe_flush()

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

    def close(self) -> None:
        """At exit: stop the answer and save what it has."""
        active = self._active
        if active is not None:
            self.host.cancel(active.request)
            self._end(active, lambda: active.writer.finish(
                UsageStats(finish_reason="cancelled")))

