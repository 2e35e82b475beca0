"""AnswerRunner: takes one Answer through its phases (see answer.py).

The ChatController decides what to answer (send, edit, regenerate,
continue); the runner makes the answer: waits for the model, searches the
documents, queues the request, saves the pieces as they stream, writes the
end, and saves the sources with it. The worker's `finished` or `failed`
signal is the one way a request ends; Stop in a phase before the request
exists ends the answer here instead.

Two rounds borrow an answer and hand it back: a summary the history needs
first (summary_round.SummaryRound) and the tool loop's rounds
(tool_rounds.WindowLoopHost).
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from concurrent.futures import Future
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from app.config import Settings
from app.domain import (
    ConversationSettings,
    ToolCallDelta,
    ToolSpec,
    UsageStats,
    chat_messages,
)
from app.engine.context_fit import prompt_summary, sent_ids
from app.engine.errors import EngineError, NeedsSummary
from app.engine.requests import GenerateStream
from app.said import stored
from app.store import Message, StoreError
from app.store.models import StoredSummary
from app.ui.locale_format import number
from app.ui.services.answer import Answer, PostedWriter, cancelled, cut_by_quitting
from app.ui.services.document_chat import DocumentChat
from app.ui.services.engine_host import EngineHost
from app.ui.services.summaries import fallback_text
from app.ui.services.summary_round import SummaryRound
from app.ui.services.tasks import spawn, when_done
from app.ui.services.worker_calls import EXPECTED
from app.workers.chat_thread import ChatThread
from app.workers.say import say

if TYPE_CHECKING:  # the tools stack loads with the first answer that uses tools
    from app.store.answers import AnswerWriter
    from app.store.chats import ChatStore
    from app.tools.loop import Approval, LoopPolicy
    from app.tools.toolbox import ToolBox
    from app.ui.services.tool_rounds import WindowLoopHost
    from app.ui.services.tools import ToolService

T = TypeVar("T")



def reading_text(read: int, total: int) -> str:
    """The answer's placeholder while the model reads a long prompt."""
    return QCoreApplication.translate("AnswerRunner", "Reading the conversation… {percent}% "
                                      "({read} of {total} tokens)").format(
        percent=read * 100 // total, read=number(read), total=number(total))


TICK_MS = 1000
"""How often a stalled stream's buffered text is saved, and a failed final
write is tried again."""


class NothingToAnswer(StoreError):
    """Raised by a `save` step: there is nothing to answer (said as a notice)."""


Save = Callable[["ChatStore"], Message]
"""In the chats thread: save what is to be answered; returns that message."""
Begin = Callable[["ChatStore", Message, str], "AnswerWriter"]
"""In the chats thread: begin the answer's row after that message, recording
the given model as the one that answers."""


class Owner(Protocol):
    settings: Settings
    documents: DocumentChat | None
    tools: ToolService | None

    @property
    def conversation_id(self) -> int | None:
        """The conversation on screen; None: a new one, not saved yet."""

    async def show_answer_start(self, answer: Answer) -> None:
        """Show the thread with the answer's new row, before any piece arrives."""

    async def show_answer_end(self, message: Message, answer: Answer) -> None:
        """Show the saved answer (the runner is busy until it is shown)."""


class AnswerRunner(QObject):
    busy_changed = Signal(bool)
    text_arrived = Signal(int, str)
    """(answer message id, piece)"""
    reasoning_arrived = Signal(int, str)
    """(answer message id, a piece of its thinking)"""
    _thought = Signal(int, str)
    """(request id, piece): emitted in the engine's thread, received here"""
    abandoned = Signal(object)
    """(the Answer) — stopped before its row held anything new."""
    waiting = Signal(str)
    speed_changed = Signal(float)
    error = Signal(str)
    info = Signal(str)
    tool_step = Signal(object)
    """A ToolStep: a call asks for approval, runs, or has its result."""
    tool_saved = Signal(int)
    """(conversation id) — a tool result was saved: the thread shows it."""
    notice = Signal(str)
    """A line in the chat about the answer (the tool round limit)."""
    call_forming = Signal(int, object)
    """(request id, ToolCallDelta) — from the engine's thread; Qt queues it."""
    prompt_read = Signal(int, int, int)
    """(request id, prompt tokens read, of) — from the engine's thread."""
    reading = Signal(int, str)
    """(answer's message id, how far the model has read the conversation)."""
    summary_saved = Signal(object)
    """A StoredSummary the model wrote for an answer (the divider shows it)."""

    def __init__(self, chats: ChatThread, host: EngineHost, owner: Owner) -> None:
        super().__init__()
        self.chats, self.host, self._owner = chats, host, owner
        self._answers: list[Answer] = []
        """Every answer being made, one per conversation: with an engine that
        decodes several sequences, they stream at once."""
        self._waiters: dict[int, list[asyncio.Future[None]]] = {}
        """By id() of an answer: what waits for it to end (ended())."""
        self.summaries = SummaryRound(self)
        """Writes a summary where an answer's history needs one first."""
        self.approvals: dict[str, asyncio.Future[Approval]] = {}
        self.tool_choice = "auto"
        """The first round's tool choice: the model decides ("auto"), as in
        the CLI without --tool-choice; "required" makes it call first."""
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)
        host.token.connect(self._on_token)
        self._thought.connect(self._on_thought)  # queued: the engine thread emits it
        host.speed_measured.connect(self._on_speed)
        host.finished.connect(self._on_finished)
        host.failed.connect(self._on_failed)
        host.state_changed.connect(self._on_engine_state)
        self.call_forming.connect(self._on_call_forming)
        self.prompt_read.connect(self._on_prompt_read)

    # -- starting ----------------------------------------------------------

    def start(self, chosen: ConversationSettings, save: Save, begin: Begin,
              on_saved: Callable[[Message], Awaitable[None]],
              on_unsaved: Callable[[], None] = lambda: None) -> None:
        """Save what is to be answered, then (once the model is loaded, so that
        the row records the model that really answers) begin the answer's row
        and answer the thread up to that message. Busy from now on."""
        shown = self._owner.conversation_id  # None: a new one, saved first
        answer = Answer(-1 if shown is None else shown, chosen, "waiting", fresh=shown is None)
        self._take(answer)
        spawn(self._start(answer, save, begin, on_saved, on_unsaved), self.error.emit)

    async def _start(self, answer: Answer, save: Save, begin: Begin,
                     on_saved: Callable[[Message], Awaitable[None]],
                     on_unsaved: Callable[[], None]) -> None:
        try:
            after = await self.ask(save)
        except NothingToAnswer as exc:
            self._release(answer)
            self.info.emit(say(exc))
            return
        except EXPECTED as exc:
            self._release(answer)
            self.error.emit(say(exc))
            on_unsaved()
            return
        answer.conversation_id = after.conversation_id
        try:
            await on_saved(after)  # shown before the answer's row is begun
        except EXPECTED as exc:  # not shown; it is saved, and is answered
            self.error.emit(say(exc))
        finally:
            answer.fresh = False  # the conversation on screen has its id now
        if not self.live(answer):
            return  # stopped meanwhile: the message is saved, unanswered
        if self.host.state != "loading":
            await self._open(answer, begin, after)
            return
        answer.resume = lambda: self._resume(answer, begin, after)
        self.waiting.emit(self.tr("Waiting for the model to load…"))

    def _resume(self, answer: Answer, begin: Begin, after: Message) -> None:
        spawn(self._open(answer, begin, after), self.error.emit)

    async def _open(self, answer: Answer, begin: Begin, after: Message) -> None:
        answer.route, answer.target = self.host.target_for(after.conversation_id)
        model = answer.target.label

        def read(store: ChatStore) -> tuple[AnswerWriter, list[Message], StoredSummary | None]:
            path = store.path_to(after.id)
            return begin(store, after, model), path, store.summary_on(path)

        try:
            writer, history, stored = await self.ask(read)
        except EXPECTED as exc:
            self.error.emit(say(exc))
            self._release(answer)
            self.abandoned.emit(answer)
            return
        answer.writer = PostedWriter(self.chats, writer, self.error.emit)
        answer.sent_ids, answer.summary = sent_ids(history), prompt_summary(history, stored)
        if not self.live(answer):  # stopped while the row was begun
            answer.writer.close(cancelled)
            self.abandoned.emit(answer)
            return
        if self._start_tools(answer, history):
            return
        documents = self._owner.documents
        if documents is None or not history or history[-1].role != "user":
            await self.send(answer, chat_messages(history, answer.chosen.system_prompt))
            return
        answer.phase = "searching"
        await self._search_then_stream(answer, documents, history)

    async def ask(self, fn: Callable[[ChatStore], T]) -> T:
        return await asyncio.wrap_future(self.chats.call(fn))

    async def _search_then_stream(self, answer: Answer, documents: DocumentChat,
                                  history: list[Message]) -> None:
        """Put the best passages of the conversation's collections into the
        prompt (searched off the GUI thread), then stream as usual."""
        settings, chosen = self._owner.settings, answer.chosen
        assert answer.writer is not None and answer.target is not None
        prepared = None
        try:  # budgeted for the context of the model that answers, not the app's
            question = history[-1]  # its images go with it, and take their room
            prepared = await documents.prepare(
                answer.conversation_id, question.content, chat_messages(history[:-1], ""),
                chosen.system_prompt, n_ctx=answer.target.n_ctx,
                max_tokens=chosen.answer_limit(settings.max_tokens), images=question.images,
                history_images=sum(len(m.images) for m in history[:-1]))
        except Exception as exc:  # answer anyway, and say what was missed
            if self.live(answer):
                self.error.emit(self.tr("Your documents were not searched: {exc}").format(
                    exc=say(exc)))
        if not self.live(answer) or answer.phase != "searching":
            return  # stopped while searching
        if prepared is None:
            await self.send(answer, chat_messages(history, chosen.system_prompt))
            return
        answer.sources = prepared.saved()
        await self.send(answer, list(prepared.messages))

    async def continue_answer(self, conversation_id: int, chosen: ConversationSettings,
                              answer_id: int) -> bool:
        """Carry on an incomplete answer from where it stopped."""
        answer = Answer(conversation_id, chosen, "preparing")
        answer.route, answer.target = self.host.target_for(conversation_id)
        self._take(answer)
        try:
            stopped, history, stored = await self.ask(lambda store: _stopped_and_history(
                store, answer_id))
            messages = chat_messages(history, chosen.system_prompt)
            rendered = (None if not answer.route.engine  # the local engine fits a chat prompt
                        else await self.host.render_prompt(messages, answer.route))
            if not self.live(answer):
                return False  # stopped while preparing
            writer = await self.ask(lambda store: store.resume_answer(answer_id))
            answer.writer = PostedWriter(self.chats, writer, self.error.emit)
        except (*EXPECTED, EngineError) as exc:
            if self.live(answer):
                self._release(answer)
                self.error.emit(say(exc))
            return False
        if rendered is None:  # room is made by the conversation's policy, as for a new answer
            answer.sent_ids, answer.summary = sent_ids(history), prompt_summary(history, stored)
            answer.prefix = stopped.content
            await self.send(answer, messages)
            return True
        sampler = replace(chosen.sampler, stop=chosen.sampler.stop + rendered.stop)
        answer.chosen = replace(chosen, sampler=sampler)
        await self.send(answer, rendered.text + stopped.content)
        return True

    # -- tools -------------------------------------------------------------

    def _start_tools(self, answer: Answer, history: list[Message]) -> bool:
        """When the conversation has tools on (and some can run now), the
        shared tool loop makes the answer; False: answer as usual."""
        service = self._owner.tools
        if service is None or not answer.chosen.tools:
            return False
        documents = self._owner.documents
        search = (documents.search_tool(answer.conversation_id)
                  if documents is not None else None)
        box, documents_tool = service.toolbox(answer.chosen.tools, search)
        if not box:
            return False
        from app.tools.loop import LoopPolicy
        from app.ui.services.tool_rounds import WindowLoopHost

        settings = self._owner.settings
        policy = LoopPolicy(tool_choice=self.tool_choice, max_rounds=settings.tool_rounds,
                            always_allowed=set(service.always_allowed),
                            ask=settings.tool_approval, on_always=service.allow_always)
        host = WindowLoopHost(self, answer, documents_tool)
        messages = chat_messages(history, answer.chosen.system_prompt)
        answer.loop = spawn(self._tool_loop(answer, host, messages, box, policy),
                            self.error.emit)
        return True

    async def _tool_loop(self, answer: Answer, host: WindowLoopHost,
                         messages: list[dict[str, Any]], box: ToolBox,
                         policy: LoopPolicy) -> None:
        from app.tools.loop import run_tool_loop

        try:
            await run_tool_loop(host, messages, box, policy)
        except asyncio.CancelledError:
            if answer.phase == "tools":  # stopped between rounds: nothing streams
                self._release(answer)
                self.abandoned.emit(answer)
        except EngineError as exc:  # the round's request failed (said by _on_failed)
            message = stored(exc)  # translated when shown: the reader may switch language
            if self.live(answer) and answer.phase != "finishing":
                self._end(answer, lambda writer: writer.fail(message))

    def answer_approval(self, call_id: str, approval: Approval) -> None:
        """The user's choice on a call's prompt (Allow once / Always / Deny)."""
        future = self.approvals.get(call_id)
        if future is not None and not future.done():
            future.set_result(approval)

    def end(self, answer: Answer, close: Callable[[AnswerWriter], Message]) -> None:
        self._end(answer, close)

    def _on_call_forming(self, request_id: int, delta: ToolCallDelta) -> None:
        answer = self._owner_of(request_id)
        if answer is None or answer.forming is None:
            return
        step = answer.forming.add(delta)
        if step is not None:
            self.tool_step.emit(step)

    async def send(self, answer: Answer, prompt: str | list[dict[str, Any]],
                      tools: tuple[ToolSpec, ...] = (), tool_choice: str = "auto") -> None:
        if not self.live(answer) or answer.phase == "finishing":
            return  # stopped while the last step was awaited: nothing to send
        assert answer.writer is not None
        request = self.request_for(answer, prompt, tools, tool_choice)
        answer.phase, answer.shown = "queued", True
        await self._owner.show_answer_start(answer)
        if self.live(answer) and answer.phase == "queued":  # not stopped meanwhile
            self.host.submit(request)

    def request_for(self, answer: Answer, prompt: str | list[dict[str, Any]],
                 tools: tuple[ToolSpec, ...], tool_choice: str) -> GenerateStream:
        """The answer's request (also sent again once a summary made room)."""
        settings, chosen = self._owner.settings, answer.chosen
        answer.request = request = GenerateStream(
            prompt=prompt, max_tokens=chosen.answer_limit(settings.max_tokens),
            config=chosen.sampler,
            cache_prompt=chosen.cache_prompt and settings.cache_prompt,
            lora_selection=chosen.lora, tools=tools,
            tool_choice=tool_choice if tools else "auto", target=answer.target,
            engine=answer.route.engine, model=answer.route.model,  # "" engine: local
            context_policy=chosen.context_policy,  # never cut silently: usage or a refusal says
            summary=answer.summary, answer_prefix=answer.prefix,
            enable_thinking=chosen.enable_thinking())
        request_id = request.id
        request.on_prefill = lambda read, total: self.prompt_read.emit(request_id, read, total)
        # Each piece, in the worker's thread (the GUI's `token` joins them):
        # counted, for the usage of an answer cut short by quitting.
        request.callback = lambda _piece: answer.counted.token()
        if tools:
            request.on_tool_call = lambda delta: self.call_forming.emit(request_id, delta)
        request.on_reasoning = partial(self._thought.emit, request_id)
        return request

    def _on_engine_state(self, state: str, _detail: str) -> None:
        if state == "loading":
            return
        for answer in list(self._answers):
            if answer.resume is not None:
                resume, answer.resume = answer.resume, None
                self.waiting.emit("")
                resume()

    # -- stopping ----------------------------------------------------------

    def stop(self) -> None:
        """The user's Stop: ends the answer on screen in whatever phase it is
        (the other conversations' answers go on)."""
        answer = self.answer
        if answer is None:
            return
        if answer.loop is not None and not answer.loop.done():
            answer.loop.cancel()  # the step that runs is cancelled, an MCP call too
            if answer.phase == "tools":
                return
        if answer.phase == "waiting":
            self._release(answer)
            self.waiting.emit("")
            self.info.emit(self.tr("Stopped: the message is saved; Ctrl+R answers it later."))
        elif answer.phase == "preparing":
            self._release(answer)
        elif answer.phase == "searching":
            self._end(answer, cancelled)
        elif answer.phase == "finishing":
            spawn(self._finish(answer), self.error.emit)
        elif answer.phase == "summarising" and answer.summary_request is not None:
            self.host.cancel(answer.summary_request)  # its reply ends the answer
        elif answer.request is not None:
            self.host.cancel(answer.request)  # `finished` follows

    def close(self) -> None:
        """At exit: end every answer now. Their last writes and sources are
        posted before the chats and search threads are stopped, which run
        what was posted to them before they end."""
        for answer in list(self._answers):
            self._close(answer)

    def _close(self, answer: Answer) -> None:
        self._release(answer)
        if answer.writer is None:
            return
        if answer.phase == "finishing" and answer.close is None:
            return  # written, sources posted: only its display was left
        for request in (answer.request, answer.summary_request):
            if request is not None:
                self.host.cancel(request)
        streamed = answer.phase in ("queued", "streaming")
        answer.writer.close(answer.close or (cut_by_quitting(answer.counted.usage()) if streamed
                                             else cancelled))
        self._save_sources(answer.writer.message_id, answer)

    # -- the stream --------------------------------------------------------

    def _on_token(self, request_id: int, text: str) -> None:
        for summarising in self._answers:
            if summarising.phase == "summarising":
                self.summaries.progress(summarising, request_id, text)
        answer = self._owner_of(request_id)
        if answer is None or answer.writer is None:
            return
        answer.phase = "streaming"
        answer.text += text
        answer.writer.append(text)  # posted; a failed write is reported from there
        self.text_arrived.emit(answer.writer.message_id, text)

    def _on_thought(self, request_id: int, text: str) -> None:
        answer = self._owner_of(request_id)
        if answer is None or answer.writer is None:
            return
        answer.phase = "streaming"
        self.reasoning_arrived.emit(answer.writer.message_id, text)

    def _on_prompt_read(self, request_id: int, read: int, total: int) -> None:
        answer = self._owner_of(request_id)
        if (answer is None or answer.writer is None
                or answer.phase == "streaming" or total <= 0):
            return
        answer.counted.prompt_tokens = total
        self.reading.emit(answer.writer.message_id, reading_text(read, total))

    def _on_speed(self, request_id: int, rate: float) -> None:
        if self.answer is not None and self.answer.owns(request_id):  # the one on screen
            self.speed_changed.emit(rate)

    def _on_finished(self, request_id: int, result: object) -> None:
        answer = self._owner_of(request_id)
        if answer is not None:
            usage = result if isinstance(result, UsageStats) else UsageStats()
            if answer.round is not None and not answer.round.done():
                assert answer.request is not None  # the tool loop goes on from here
                answer.round.set_result((usage, tuple(answer.request.tool_calls)))
                return
            thought = answer.request.reasoning if answer.request is not None else ""
            self._end(answer, lambda writer: writer.finish(usage, reasoning=thought or None))
            if (answer.chosen.context_policy == "summarise"
                    and usage.dropped_messages > usage.summarised_messages):
                self.notice.emit(fallback_text())
            if usage.finish_reason == "interrupted":
                self.error.emit(self.tr("The connection to the engine broke: the answer so far is "
                                "kept; Continue carries on once the engine is back."))

    def _on_failed(self, request_id: int, message: str) -> None:
        answer = self._owner_of(request_id)
        if answer is not None:
            assert answer.request is not None
            reply = answer.request.reply
            needed = reply.exception() if reply.done() and not reply.cancelled() else None
            if isinstance(needed, NeedsSummary):  # not an error: the summary comes first
                spawn(self.summaries.run(answer, needed), self.error.emit)
                return
            if answer.round is not None and not answer.round.done():
                answer.round.set_exception(EngineError(message))
            # Saved as the engine said it (translated when shown); `message` is
            # the worker's translation, saved only when there is no error to keep.
            saved = stored(needed) if needed is not None else message
            self._end(answer, lambda writer: writer.fail(saved))
            self.error.emit(message)

    # -- ending ------------------------------------------------------------

    def _end(self, answer: Answer, close: Callable[[AnswerWriter], Message]) -> None:
        if answer is self.answer:
            self.speed_changed.emit(0.0)
        answer.phase, answer.close = "finishing", close
        spawn(self._finish(answer), self.error.emit)

    async def _finish(self, answer: Answer) -> None:
        if answer.writing or answer.close is None or not self.live(answer):
            return  # being written, written already, or over
        assert answer.writer is not None
        answer.writing = True
        try:
            message = await asyncio.wrap_future(answer.writer.close(answer.close))
        except EXPECTED as exc:  # the text stays buffered; the timer tries again
            self.error.emit(self.tr("{exc} The answer is kept and saved again in a "
                                    "moment.").format(exc=say(exc)))
            return
        finally:
            answer.writing = False
        answer.close = None  # written: nothing is left to save
        self._save_sources(message.id, answer)
        try:
            await self._owner.show_answer_end(message, answer)
        except EXPECTED as exc:  # saved, just not shown: reopening shows it
            self.error.emit(say(exc))
        finally:
            self._release(answer)

    def _save_sources(self, message_id: int, answer: Answer) -> None:
        documents = self._owner.documents
        if answer.sources and documents is not None:
            # Posted now: at quit, before the search thread is stopped.
            saved = documents.save_sources(message_id, answer.sources)
            when_done(saved, self._report_unsaved_sources)

    def _report_unsaved_sources(self, saved: Future[None]) -> None:
        error = None if saved.cancelled() else saved.exception()
        if error is not None:  # emitted from the search thread; Qt queues it
            self.error.emit(self.tr("The answer's sources were not saved: "
                                    "{error}").format(error=say(error)))

    def _tick(self) -> None:
        for answer in list(self._answers):
            if answer.phase == "finishing":
                spawn(self._finish(answer), self.error.emit)
            elif answer.writer is not None:
                answer.writer.maybe_flush()

    # -- the answers -----------------------------------------------------------

    @property
    def answer(self) -> Answer | None:
        """The answer being made in the conversation on screen (the latest, if
        a regenerate made a second beside the first), or None."""
        shown = self._owner.conversation_id
        key = -1 if shown is None else shown
        mine = [a for a in self._answers
                if a.conversation_id == key or (shown is None and a.fresh)]
        return mine[-1] if mine else None

    @property
    def busy(self) -> bool:
        """The conversation on screen has an answer being made."""
        return self.answer is not None

    @property
    def making_any(self) -> bool:
        """Some answer (in any conversation) is being made."""
        return bool(self._answers)

    def answering(self) -> set[int]:
        """The saved conversations with an answer being made."""
        return {a.conversation_id for a in self._answers if a.conversation_id >= 0}

    def busy_in(self, conversation_id: int) -> bool:
        return any(a.conversation_id == conversation_id for a in self._answers)

    def live(self, answer: Answer) -> bool:
        """Still being made (not stopped, not finished)."""
        return any(a is answer for a in self._answers)

    def _owner_of(self, request_id: int) -> Answer | None:
        return next((a for a in self._answers if a.owns(request_id)), None)

    def _take(self, answer: Answer) -> None:
        self._answers.append(answer)
        self._timer.start()
        self.busy_changed.emit(self.busy)

    def _release(self, answer: Answer) -> None:
        if self.live(answer):
            self._answers = [a for a in self._answers if a is not answer]
            if not self._answers:
                self._timer.stop()
            self.busy_changed.emit(self.busy)
        for waiter in self._waiters.pop(id(answer), []):
            if not waiter.done():
                waiter.set_result(None)

    async def ended(self, answer: Answer) -> None:
        """Returns once `answer` is over (saved and shown, or abandoned)."""
        if self.live(answer):
            waiter = asyncio.get_running_loop().create_future()
            self._waiters.setdefault(id(answer), []).append(waiter)
            await waiter


def _stopped_and_history(store: ChatStore, answer_id: int
                         ) -> tuple[Message, list[Message], StoredSummary | None]:
    stopped = store.get_message(answer_id)
    history = store.path_to(stopped.parent_id) if stopped.parent_id else []
    return stopped, history, store.summary_on(history)
