"""ChatController: what happens when the user sends, stops, edits, regenerates,
continues or switches branches. It decides what to answer and shows the
conversation; the AnswerRunner makes the answer (answer_runner.py). Every
read and write goes to the chats thread (app.workers.chat_thread) and is
awaited, never waited for. Widgets listen to its signals and never touch
the store or the engine themselves.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QObject, Signal

from app.config import Settings
from app.domain import ContextPolicy, ConversationSettings, chat_messages, prompt_budget
from app.engine.context_fit import prompt_summary, with_summary
from app.store import Conversation, Message
from app.store.models import StoredSummary
from app.ui.services.answer import Answer
from app.ui.services.answer_runner import AnswerRunner, Begin, NothingToAnswer
from app.ui.services.document_chat import DocumentChat
from app.ui.services.engine_host import EngineHost
from app.ui.services.summaries import PromptSize
from app.ui.services.tasks import spawn
from app.ui.services.thread_items import ShownMessage, shown_thread
from app.ui.services.worker_calls import EXPECTED
from app.workers.chat_thread import ChatThread
from app.workers.say import say

if TYPE_CHECKING:  # the tools stack loads after the first paint
    from app.images import ImageInput
    from app.store.answers import AnswerWriter
    from app.store.chats import ChatStore
    from app.tools.loop import Approval
    from app.ui.services.tool_rounds import ToolStep
    from app.ui.services.tools import ToolService

T = TypeVar("T")


def draft_message(text: str, images: Sequence[ImageInput]) -> dict[str, Any]:
    """The message being written, as the engine counts it: its images too."""
    if not images:
        return {"role": "user", "content": text}
    from app.images import IMAGES_KEY  # PIL loads with the first image

    return {"role": "user", "content": text, IMAGES_KEY: list(images)}


class ChatController(QObject):
    thread_changed = Signal(list, bool)
    """(list[ShownMessage], whether it is another conversation than before)."""
    answer_started = Signal(int, str)
    """(answer message id, text to show until the first token)."""
    answer_text = Signal(int, str)
    answer_reasoning = Signal(int, str)
    """(answer message id, a piece of its thinking)"""
    answer_reading = Signal(int, str)
    """(message id, how far the model has read the prompt): its placeholder."""
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
    unsent = Signal(str, list)
    """(text, images) — a message could not be saved; it goes back to the composer."""
    sources_ready = Signal(int, list, str)
    """(answer id, numbered document sources, answer text)"""
    tool_step = Signal(object)
    """A ToolStep of the conversation on screen (asking, running, its result)."""
    notice = Signal(str)
    summary_shown = Signal(object)
    """The StoredSummary that stands in for the oldest messages of the thread
    on screen (the "summarise" policy), or None; before thread_changed."""

    def __init__(self, chats: ChatThread, host: EngineHost, settings: Settings,
                 documents: DocumentChat | None = None, tools: ToolService | None = None,
                 ) -> None:
        super().__init__()
        self.documents = documents
        self.tools = tools
        self.chats = chats
        self.host = host
        self.settings = settings
        self.conversation: Conversation | None = None
        self.summary: StoredSummary | None = None
        """The summary that applies to the thread on screen (summary_shown)."""
        self._draft = ConversationSettings.defaults(settings)
        self._draft_model = ""
        self._shown = 0
        """Counts what was asked to be shown (opens, new chats): a read that
        finishes after a later request is dropped, not shown."""
        self.default_model_id: Callable[[], str] = lambda: ""
        """The installed id of the default chat model (set by the Models room)."""
        self.answers = AnswerRunner(chats, host, self)
        self._connect_answers()

    def _connect_answers(self) -> None:
        answers = self.answers
        answers.busy_changed.connect(self.busy_changed)
        answers.waiting.connect(self.waiting)
        answers.speed_changed.connect(self.speed_changed)
        answers.error.connect(self.error)
        answers.info.connect(self.info)
        answers.text_arrived.connect(self._answer_text)
        answers.reasoning_arrived.connect(self._answer_reasoning)
        answers.abandoned.connect(lambda _answer: self._show_thread())
        answers.tool_step.connect(self._tool_step)
        answers.tool_saved.connect(self._tool_saved)
        answers.notice.connect(self.notice)
        answers.reading.connect(self._answer_reading)
        answers.summary_saved.connect(self._summary_saved)

    def _tool_step(self, step: ToolStep) -> None:
        if step.conversation_id == self.conversation_id:
            self.tool_step.emit(step)

    def _tool_saved(self, conversation_id: int) -> None:
        if conversation_id == self.conversation_id:
            self._show_thread()

    def answer_approval(self, call_id: str, approval: Approval) -> None:
        self.answers.answer_approval(call_id, approval)

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

    def model_choice(self) -> str:
        """The installed model that answers the conversation on screen."""
        if self.conversation is None:
            return self._draft_model or self.default_model_id()
        return self.conversation.model_id or self.default_model_id()

    def set_model_choice(self, model_id: str) -> None:
        if self.conversation is None:
            self._draft_model = model_id
            return
        self.conversation = replace(self.conversation, model_id=model_id)
        conversation_id = self.conversation.id
        self._run(self._ask(lambda store: store.update_settings(
            conversation_id, model_id=model_id)))

    def conversation_settings(self) -> ConversationSettings:
        if self.conversation is None:
            return self._draft
        return ConversationSettings.of(self.conversation)

    async def _ask(self, fn: Callable[[ChatStore], T]) -> T:
        return await asyncio.wrap_future(self.chats.call(fn))

    def _run(self, work: Coroutine[Any, Any, object]) -> None:
        """Run a coroutine whose store errors become a message, never a traceback."""
        async def guarded() -> None:
            try:
                await work
            except EXPECTED as exc:
                self.error.emit(say(exc))
        spawn(guarded(), self.error.emit)

    # -- conversations -----------------------------------------------------

    def new_conversation(self) -> None:
        self._shown += 1  # an open still being read is now stale
        self.conversation = None
        self._draft = ConversationSettings.defaults(self.settings)
        self._draft_model = ""
        self._show_summary(None)
        self.thread_changed.emit([], True)
        self.conversation_changed.emit(None)
        self.busy_changed.emit(self.busy)  # busy is per conversation

    def open_conversation(self, conversation_id: int, message_id: int | None = None) -> None:
        """Show a conversation; with message_id, on the branch holding that message."""
        streaming = self._streaming_in(conversation_id)
        if streaming is not None and streaming.writer is not None:
            streaming.writer.flush()  # posted first: the read below shows it
        self._shown += 1
        self._run(self._open(conversation_id, message_id, self._shown))

    async def _open(self, conversation_id: int, message_id: int | None, shown_as: int) -> None:
        def read(store: ChatStore) -> tuple[Conversation, ThreadView]:
            if message_id is not None and message_id not in {
                    m.id for m in store.thread(conversation_id)}:
                store.select_branch(message_id)
            return store.get_conversation(conversation_id), _thread_view(store, conversation_id)

        conversation, (shown, summary) = await self._ask(read)
        if shown_as != self._shown:
            return  # Ctrl+N or another open came meanwhile: that one is shown
        self.conversation = conversation
        self._show_summary(summary)
        self.thread_changed.emit(shown, True)
        self.conversation_changed.emit(self.conversation)
        self.busy_changed.emit(self.busy)  # its own answer, if one is being made
        streaming = self._streaming_in(conversation_id)
        if streaming is not None and streaming.message_id is not None:
            self.answer_started.emit(streaming.message_id, self.tr("Reading the conversation…"))
        if message_id is not None:
            self.focus_message.emit(message_id)

    def retitle(self, conversation_id: int, title: str) -> None:
        """The conversation was renamed elsewhere (the list): show the new title."""
        if self.conversation is not None and self.conversation.id == conversation_id:
            self.conversation = replace(self.conversation, title=title)

    def forget_conversation(self, conversation_id: int) -> None:
        """The conversation was deleted elsewhere: stop showing it."""
        if self.conversation_id == conversation_id:
            self.new_conversation()

    def set_conversation_settings(self, chosen: ConversationSettings) -> None:
        if self.conversation is None:
            self._draft = chosen
            return
        self.conversation = replace(  # shown now; saved in the chats thread
            self.conversation, system_prompt=chosen.system_prompt, sampler=chosen.sampler,
            lora=chosen.lora, cache_prompt=chosen.cache_prompt, tools=chosen.tools,
            max_tokens=chosen.max_tokens, context_policy=chosen.context_policy,
            thinking=chosen.thinking)
        conversation_id = self.conversation.id
        self._run(self._save_settings(conversation_id, chosen))

    async def _save_settings(self, conversation_id: int, chosen: ConversationSettings) -> None:
        await self._ask(lambda store: store.update_settings(
            conversation_id, system_prompt=chosen.system_prompt, sampler=chosen.sampler,
            lora=chosen.lora, cache_prompt=chosen.cache_prompt, tools=chosen.tools,
            max_tokens=chosen.max_tokens, context_policy=chosen.context_policy,
            thinking=chosen.thinking))

    def _show_thread(self, *, new_conversation: bool = False) -> None:
        if self.conversation is not None:
            self._run(self._read_thread(self.conversation.id, new_conversation))

    async def _read_thread(self, conversation_id: int, new_conversation: bool) -> None:
        shown, summary = await self._ask(lambda store: _thread_view(store, conversation_id))
        if conversation_id == self.conversation_id:
            self._show_summary(summary)
            self.thread_changed.emit(shown, new_conversation)

    # -- the summary of the oldest turns -------------------------------------

    def _summary_saved(self, summary: StoredSummary) -> None:
        if summary.conversation_id == self.conversation_id:
            self._show_summary(summary)

    def _show_summary(self, summary: StoredSummary | None) -> None:
        self.summary = summary
        self.summary_shown.emit(summary)

    async def count_next_prompt(self, thread: list[Message], draft: str,
                                images: Sequence[ImageInput] = ()) -> PromptSize | None:
        """The next prompt (system prompt, history, the draft) counted by the
        answering model's tokenizer in the worker thread, with the summary in
        place of the oldest messages when the whole does not fit; None where
        no tokenizer is at hand (a remote engine)."""
        chosen = self.conversation_settings()
        messages = chat_messages(thread, chosen.system_prompt)
        if draft.strip() or images:
            messages.append(draft_message(draft, images))
        summary = prompt_summary(thread, self.summary)
        engine = self.host.route_of(self.conversation_id).engine
        budget = prompt_budget(self.host.context_of(self.conversation_id) or 1 << 30,
                               chosen.answer_limit(self.settings.max_tokens))
        thinking = chosen.enable_thinking()

        def count(worker_engine: Any) -> PromptSize | None:
            whole = worker_engine.count_prompt(messages, thinking, engine)
            if whole is None or summary is None or whole <= budget:
                return None if whole is None else PromptSize(int(whole), False)
            shorter = worker_engine.count_prompt(with_summary(messages, summary), thinking,
                                                 engine)
            return PromptSize(int(shorter), True)
        return await self.host.call(count)

    def edit_summary(self, summary: StoredSummary, text: str) -> None:
        """The user's version of a summary: stored as a new row (the model's
        stays), used from the next answer on."""
        if text.strip() == summary.content:
            return

        async def save() -> None:
            stored = await self._ask(lambda store: store.add_summary(
                summary.conversation_id, summary.through_message_id, text, edited=True,
                model=summary.model))
            self._summary_saved(stored)
            self.info.emit(self.tr("Summary saved: the next answer reads it in place of the "
                                   "messages it covers."))
        self._run(save())

    # -- starting answers ----------------------------------------------------

    def _refuse_if_busy(self) -> bool:
        if self.busy:
            self.info.emit(self.tr("An answer is being written: stop it (Esc) or wait for it."))
        return self.busy

    def send(self, text: str, images: Sequence[ImageInput] = ()) -> bool:
        """Save the user's message (and a new conversation), then answer it."""
        if self._refuse_if_busy():
            return False
        existing, draft, model = self.conversation, self._draft, self.host.model_name
        model_id = self.model_choice()

        def save(store: ChatStore) -> Message:
            conversation = existing or store.create_conversation(
                model=model, system_prompt=draft.system_prompt, sampler=draft.sampler,
                lora=draft.lora, cache_prompt=draft.cache_prompt, model_id=model_id,
                tools=draft.tools, max_tokens=draft.max_tokens,
                context_policy=draft.context_policy, thinking=draft.thinking)
            return store.add_user_message(conversation.id, text, images=list(images))

        self._answer(save, None, on_unsaved=lambda: self.unsent.emit(text, list(images)))
        return True

    def edit(self, message_id: int, text: str) -> bool:
        """A new version of a user message (a new branch), then a new answer to it."""
        if self._refuse_if_busy() or self.conversation is None:
            return False
        self._answer(lambda store: store.edit_user_message(message_id, text), None)
        return True

    def regenerate(self, answer_id: int | None = None,
                   context_policy: ContextPolicy | None = None) -> bool:
        """A new answer beside the given one (default: the last answer); when
        the thread ends with the user's message (its answer failed to start),
        answer that message. `context_policy` overrides the conversation's for
        this answer only (a refused one's "drop the oldest turns"). While an
        answer is being made here, it stops (its text so far is kept as its
        own version, marked incomplete) and the new version follows it."""
        if self.conversation is None:
            return False
        running = self.answers.answer
        if running is not None:
            self.stop()
            self._run(self._regenerate_after(running, answer_id, context_policy))
            return True
        conversation_id, chosen = self.conversation.id, self.conversation_settings()
        if context_policy is not None:
            chosen = replace(chosen, context_policy=context_policy)
        replaced: list[Message] = []

        def find(store: ChatStore) -> Message:
            thread = store.thread(conversation_id)
            if answer_id is None and thread and thread[-1].role == "user":
                return thread[-1]
            target = answer_id if answer_id is not None else next(
                (m.id for m in reversed(thread) if m.role == "assistant"), None)
            old = next((m for m in thread if m.id == target), None)
            if old is None or old.parent_id is None:
                raise NothingToAnswer(self.tr("There is no answer to regenerate yet."))
            replaced.append(old)
            return store.get_message(old.parent_id)

        def begin(store: ChatStore, after: Message, model: str) -> AnswerWriter:
            if not replaced:
                return self._begin_answer(store, after, model, chosen)
            return store.regenerate(replaced[0].id, model=model, sampler=chosen.sampler,
                                    lora=chosen.lora)

        self._answer(find, begin, chosen=chosen)
        return True

    async def _regenerate_after(self, running: Answer, answer_id: int | None,
                                context_policy: ContextPolicy | None) -> None:
        conversation_id = running.conversation_id
        await self.answers.ended(running)
        if self.conversation_id == conversation_id and not self.busy:
            self.regenerate(answer_id, context_policy)

    def _answer(self, save: Callable[[ChatStore], Message],
                begin: Begin | None, on_unsaved: Callable[[], None] = lambda: None,
                chosen: ConversationSettings | None = None) -> None:
        chosen = chosen or self.conversation_settings()
        self.answers.start(chosen, save, begin or (
            lambda store, after, model: self._begin_answer(store, after, model, chosen)),
            self._saved, on_unsaved)

    @staticmethod
    def _begin_answer(store: ChatStore, after: Message, model: str,
                      chosen: ConversationSettings) -> AnswerWriter:
        """In the chats thread, once the model has loaded: `model` is the one
        that really answers (the runner asks the host just before)."""
        return store.begin_answer(after.conversation_id, model=model,
                                  sampler=chosen.sampler, lora=chosen.lora)

    async def _saved(self, message: Message) -> None:
        """What is to be answered is saved: show it (in a new conversation too)."""
        conversation_id = message.conversation_id
        if self.conversation is None:
            self.conversation = await self._ask(
                lambda store: store.get_conversation(conversation_id))
            self.host.routes.adopt_new(conversation_id)
            self.conversation_changed.emit(self.conversation)
        self.conversations_changed.emit()
        await self._read_thread(conversation_id, False)

    async def continue_answer(self, answer_id: int,
                              context_policy: ContextPolicy | None = None) -> bool:
        """Carry on an incomplete answer from where it stopped; `context_policy`
        overrides the conversation's for this once (a refused continuation's
        "drop the oldest turns")."""
        if self._refuse_if_busy() or self.conversation is None:
            return False
        chosen = self.conversation_settings()
        if context_policy is not None:
            chosen = replace(chosen, context_policy=context_policy)
        return await self.answers.continue_answer(self.conversation.id, chosen, answer_id)

    def stop(self) -> None:
        self.answers.stop()

    def close(self) -> None:
        """At exit: stop the answer; its last write is posted before the chats
        thread stops."""
        self.answers.close()

    # -- the answer on screen ------------------------------------------------

    async def show_answer_start(self, answer: Answer) -> None:
        """The thread with the answer's new row, then the row marked streaming."""
        if answer.conversation_id != self.conversation_id or answer.message_id is None:
            return
        await self._read_thread(answer.conversation_id, False)
        if answer.conversation_id == self.conversation_id:
            self.answer_started.emit(answer.message_id, self.tr("Reading the conversation…"))

    def _on_screen(self, message_id: int) -> bool:
        """The answer streaming into `message_id` is the one shown (another
        conversation's answer streams on unseen, saved as it grows)."""
        streaming = self._streaming_in(self.conversation_id)
        return streaming is not None and streaming.message_id == message_id

    def _answer_reading(self, message_id: int, text: str) -> None:
        if self._on_screen(message_id):
            self.answer_reading.emit(message_id, text)

    def _answer_text(self, message_id: int, text: str) -> None:
        if self._on_screen(message_id):
            self.answer_text.emit(message_id, text)

    def _answer_reasoning(self, message_id: int, text: str) -> None:
        if self._on_screen(message_id):
            self.answer_reasoning.emit(message_id, text)

    async def show_answer_end(self, message: Message, answer: Answer) -> None:
        """The saved answer in place of the streaming one, with its usage line
        and sources; the thread again if it never streamed."""
        self.conversations_changed.emit()
        if answer.conversation_id != self.conversation_id:
            return
        if not answer.shown:  # stopped before it streamed: the thread shows the row
            await self._read_thread(answer.conversation_id, False)
            return

        def read(store: ChatStore) -> tuple[Conversation, list[int]]:
            return (store.get_conversation(message.conversation_id),
                    [s.id for s in store.siblings(message.id)])

        conversation, siblings = await self._ask(read)
        if conversation.id != self.conversation_id:
            return
        self.conversation = conversation
        self.answer_ended.emit(ShownMessage(message, siblings.index(message.id),
                                            len(siblings), is_last=True))
        if answer.sources:
            self.sources_ready.emit(message.id, answer.sources, message.content)

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

        def switch(store: ChatStore) -> None:
            siblings = [s.id for s in store.siblings(message_id)]
            index = siblings.index(message_id) + delta
            if 0 <= index < len(siblings):
                store.select_branch(siblings[index])
        self._run(self._switched(switch))

    async def _switched(self, switch: Callable[[ChatStore], None]) -> None:
        await self._ask(switch)
        if self.conversation is not None:
            await self._read_thread(self.conversation.id, False)

    def switch_last_branch(self, delta: int) -> None:
        """Keyboard: switch the versions of the last message that has several."""
        if self.conversation is None or self._refuse_if_busy():
            return
        conversation_id = self.conversation.id

        def switch(store: ChatStore) -> None:
            several = [s for s in shown_thread(store, conversation_id) if s.branch_count > 1]
            if several:
                siblings = [s.id for s in store.siblings(several[-1].id)]
                index = siblings.index(several[-1].id) + delta
                if 0 <= index < len(siblings):
                    store.select_branch(siblings[index])
        self._run(self._switched(switch))


ThreadView = tuple[list[ShownMessage], StoredSummary | None]


def _thread_view(store: ChatStore, conversation_id: int) -> ThreadView:
    """In the chats thread: the thread on screen and the summary that applies to it."""
    shown = shown_thread(store, conversation_id)
    return shown, store.summary_on([item.message for item in shown])
