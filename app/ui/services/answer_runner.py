"""AnswerRunner: takes one Answer through its phases (see answer.py).

The ChatController decides what to answer (send, edit, regenerate,
continue); the runner makes the answer: waits for the model, searches the
documents, queues the request, saves the pieces as they stream, writes the
end, and saves the sources with it. The worker's `finished` or `failed`
signal is the one way a request ends; Stop in a phase before the request
exists ends the answer here instead.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import replace
from typing import Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from app.config import Settings
from app.domain import ConversationSettings, UsageStats, chat_messages
from app.engine.errors import EngineError
from app.engine.requests import GenerateStream
from app.store import AnswerWriter, ChatStore, Message, StoreError
from app.ui.services.answer import Answer
from app.ui.services.document_chat import DocumentChat
from app.ui.services.engine_host import EngineHost
from app.ui.services.tasks import spawn

READING = "Reading the conversation…"
TICK_MS = 1000
"""How often a stalled stream's buffered text is saved, and a failed final
write is tried again."""
STOPPED_WAITING = "Stopped: the message is saved; Ctrl+R answers it later."


def cancelled(writer: AnswerWriter) -> Message:
    return writer.finish(UsageStats(finish_reason="cancelled"))


class SettingsSource(Protocol):
    settings: Settings
    documents: DocumentChat | None


class AnswerRunner(QObject):
    busy_changed = Signal(bool)
    started = Signal(int, str)
    """(answer message id, text to show until the first piece) — it streams."""
    text_arrived = Signal(int, str)
    """(answer message id, piece)"""
    ended = Signal(object, object)
    """(the saved Message, the Answer) — saved and over, whatever the phase."""
    abandoned = Signal(object)
    """(the Answer) — stopped before its row held anything new."""
    waiting = Signal(str)
    speed_changed = Signal(float)
    error = Signal(str)
    info = Signal(str)

    def __init__(self, store: ChatStore, host: EngineHost, owner: SettingsSource) -> None:
        super().__init__()
        self.store, self.host, self._owner = store, host, owner
        self.answer: Answer | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)
        host.token.connect(self._on_token)
        host.speed_measured.connect(self._on_speed)
        host.finished.connect(self._on_finished)
        host.failed.connect(self._on_failed)
        host.state_changed.connect(self._on_engine_state)

    # -- starting ----------------------------------------------------------

    def start(self, conversation_id: int, chosen: ConversationSettings,
              begin: Callable[[], AnswerWriter], after: int) -> None:
        """Begin the answer row (once the model is loaded, so that it records
        the model that really answers), then answer the thread up to `after`."""
        answer = Answer(conversation_id, chosen, "waiting")
        self._take(answer)
        if self.host.state != "loading":
            self._open(answer, begin, after)
            return
        answer.resume = lambda: self._open(answer, begin, after)
        self.abandoned.emit(answer)  # the thread shows the user's message now
        self.waiting.emit("Waiting for the model to load…")

    def _open(self, answer: Answer, begin: Callable[[], AnswerWriter], after: int) -> None:
        try:
            answer.writer = begin()
            history = self.store.path_to(after)
        except StoreError as exc:
            self.error.emit(str(exc))
            self._release(answer)
            self.abandoned.emit(answer)
            return
        documents = self._owner.documents
        if documents is None or not history or history[-1].role != "user":
            self._stream(answer, chat_messages(history, answer.chosen.system_prompt))
            return
        answer.phase = "searching"
        spawn(self._search_then_stream(answer, documents, history), self.error.emit)

    async def _search_then_stream(self, answer: Answer, documents: DocumentChat,
                                  history: list[Message]) -> None:
        """Put the best passages of the conversation's collections into the
        prompt (searched off the GUI thread), then stream as usual."""
        settings, chosen = self._owner.settings, answer.chosen
        assert answer.writer is not None
        prepared = None
        try:
            prepared = await documents.prepare(
                answer.conversation_id, history[-1].content, chat_messages(history[:-1], ""),
                chosen.system_prompt, n_ctx=settings.n_ctx, max_tokens=settings.max_tokens)
        except Exception as exc:  # answer anyway, and say what was missed
            if answer is self.answer:
                self.error.emit(f"Your documents were not searched: {exc}")
        if answer is not self.answer:
            return  # stopped while searching
        if prepared is None:
            self._stream(answer, chat_messages(history, chosen.system_prompt))
            return
        answer.sources = prepared.saved()
        self._stream(answer, list(prepared.messages))

    async def continue_answer(self, conversation_id: int, chosen: ConversationSettings,
                              answer_id: int) -> bool:
        """Carry on an incomplete answer from where it stopped."""
        answer = Answer(conversation_id, chosen, "preparing")
        self._take(answer)
        try:
            stopped = self.store.get_message(answer_id)
            history = self.store.path_to(stopped.parent_id) if stopped.parent_id else []
            rendered = await self.host.render_prompt(
                chat_messages(history, chosen.system_prompt), self.host.route_of(conversation_id))
            if answer is not self.answer:
                return False  # stopped while preparing
            answer.writer = self.store.resume_answer(answer_id)
        except (StoreError, EngineError) as exc:
            if answer is self.answer:
                self._release(answer)
                self.error.emit(str(exc))
            return False
        sampler = replace(chosen.sampler, stop=chosen.sampler.stop + rendered.stop)
        answer.chosen = replace(chosen, sampler=sampler)
        self._stream(answer, rendered.text + stopped.content)
        return True

    def _stream(self, answer: Answer, prompt: str | list[dict[str, str]]) -> None:
        assert answer.writer is not None
        settings, chosen = self._owner.settings, answer.chosen
        answer.request = GenerateStream(
            prompt=prompt, max_tokens=settings.max_tokens, config=chosen.sampler,
            cache_prompt=chosen.cache_prompt and settings.cache_prompt,
            lora_selection=chosen.lora)
        route = self.host.route_of(answer.conversation_id)  # "" engine: the local model
        answer.request.engine, answer.request.model = route.engine, route.model
        answer.phase, answer.shown = "queued", True
        self.started.emit(answer.writer.message_id, READING)
        self.host.submit(answer.request)

    def _on_engine_state(self, state: str, _detail: str) -> None:
        answer = self.answer
        if answer is None or answer.resume is None or state == "loading":
            return
        resume, answer.resume = answer.resume, None
        self.waiting.emit("")
        resume()

    # -- stopping ----------------------------------------------------------

    def stop(self) -> None:
        """The user's Stop: ends the answer in whatever phase it is."""
        answer = self.answer
        if answer is None:
            return
        if answer.phase == "waiting":
            self._release(answer)
            self.waiting.emit("")
            self.info.emit(STOPPED_WAITING)
        elif answer.phase == "preparing":
            self._release(answer)
        elif answer.phase == "searching":
            self._end(answer, cancelled)
        elif answer.phase == "finishing":
            self._try_finish(answer)
        elif answer.request is not None:
            self.host.cancel(answer.request)  # `finished` follows

    def close(self) -> None:
        """At exit: end the answer now and save what it has (and its sources)."""
        answer = self.answer
        if answer is None:
            return
        if answer.phase in ("queued", "streaming") and answer.request is not None:
            self.host.cancel(answer.request)
        if answer is not self.answer:
            return  # the cancel ended it already
        if answer.writer is None:
            self._release(answer)
        elif answer.phase == "finishing":
            self._try_finish(answer)
        else:
            self._end(answer, cancelled)

    # -- the stream --------------------------------------------------------

    def _on_token(self, request_id: int, text: str) -> None:
        answer = self.answer
        if answer is None or not answer.owns(request_id) or answer.writer is None:
            return
        answer.phase = "streaming"
        try:
            answer.writer.append(text)
        except StoreError as exc:
            self.error.emit(str(exc))
        self.text_arrived.emit(answer.writer.message_id, text)

    def _on_speed(self, request_id: int, rate: float) -> None:
        if self.answer is not None and self.answer.owns(request_id):
            self.speed_changed.emit(rate)

    def _on_finished(self, request_id: int, result: object) -> None:
        answer = self.answer
        if answer is not None and answer.owns(request_id):
            usage = result if isinstance(result, UsageStats) else UsageStats()
            self._end(answer, lambda writer: writer.finish(usage))
            if usage.finish_reason == "interrupted":
                self.error.emit("The connection to the engine broke: the answer so far is "
                                "kept; Continue carries on once the engine is back.")

    def _on_failed(self, request_id: int, message: str) -> None:
        answer = self.answer
        if answer is not None and answer.owns(request_id):
            self._end(answer, lambda writer: writer.fail(message))
            self.error.emit(message)

    # -- ending ------------------------------------------------------------

    def _end(self, answer: Answer, close: Callable[[AnswerWriter], Message]) -> None:
        answer.phase, answer.close = "finishing", close
        self.speed_changed.emit(0.0)
        self._try_finish(answer)

    def _try_finish(self, answer: Answer) -> None:
        assert answer.writer is not None and answer.close is not None
        try:
            message = answer.close(answer.writer)
        except StoreError as exc:  # the text stays buffered; the timer tries again
            self.error.emit(f"{exc} The answer is kept and saved again in a moment.")
            return
        self._release(answer)
        documents = self._owner.documents
        if answer.sources and documents is not None:
            # Posted now, before a quit stops the search thread.
            saved = documents.save_sources(message.id, answer.sources)
            saved.add_done_callback(self._report_unsaved_sources)
        self.ended.emit(message, answer)

    def _report_unsaved_sources(self, saved: Future[None]) -> None:
        error = None if saved.cancelled() else saved.exception()
        if error is not None:  # emitted from the search thread; Qt queues it
            self.error.emit(f"The answer's sources were not saved: {error}")

    def _tick(self) -> None:
        answer = self.answer
        if answer is None:
            return
        if answer.phase == "finishing":
            self._try_finish(answer)
        elif answer.writer is not None:
            answer.writer.maybe_flush()

    # -- the one answer ------------------------------------------------------

    @property
    def busy(self) -> bool:
        return self.answer is not None

    def _take(self, answer: Answer) -> None:
        self.answer = answer
        self._timer.start()
        self.busy_changed.emit(True)

    def _release(self, answer: Answer) -> None:
        if self.answer is answer:
            self.answer = None
            self._timer.stop()
            self.busy_changed.emit(False)
