"""One answer, from the moment it is asked for to the moment it is saved.

Its phase says where it is; Stop and quitting end it in every phase:

- "waiting": the model is loading; only the user's message is saved.
- "searching": the answer's row exists; the conversation's documents are
  searched for passages to put into the prompt.
- "preparing": a stopped answer is about to be continued; the model's chat
  template is rendered (nothing is saved yet).
- "queued": the request waits in the inference worker's queue.
- "summarising": the history does not fit beside its summary (the
  "summarise" policy): the model writes a longer one first, through the
  same worker (app.ui.services.summaries); Stop cancels it.
- "streaming": pieces arrive and are saved at most once a second.
- "tools": between rounds of an answer that calls tools: a call waits for
  the user's approval or runs (app.ui.services.tool_rounds).
- "finishing": the final write. If the database refuses it, the text stays
  in memory and the write is tried again until it succeeds.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from app.domain import ConversationSettings, ToolCall, UsageStats
from app.engine.context_fit import Summary
from app.engine.remote.registry import Route
from app.engine.requests import GenerateStream, ModelTarget
from app.said import QT_TRANSLATE_NOOP
from app.store import Message
from app.store.doc_models import MessageSource
from app.ui.services.tasks import when_done
from app.workers.chat_thread import ChatThread
from app.workers.say import say

if TYPE_CHECKING:  # the database code loads after the first paint
    from app.store.answers import AnswerWriter


def cancelled(writer: AnswerWriter) -> Message:
    """How a stopped answer's row is closed."""
    return writer.finish(UsageStats(finish_reason="cancelled"))


QUIT_NOTE = QT_TRANSLATE_NOOP("Answer", "Lantern was closed while this answer was being "
                                        "written.")
"""Saved (without its language, app.said, so said in the reader's language)
on an answer cut short by quitting, so that it says so when Lantern opens again."""


def cut_by_quitting(usage: UsageStats) -> Callable[[AnswerWriter], Message]:
    """How an answer's row is closed when Lantern quits while it is written:
    incomplete (Continue writes the rest), with the tokens counted so far."""
    return lambda writer: writer.finish(usage, note=QUIT_NOTE)


class PostedWriter:
    """The GUI's handle on an AnswerWriter that lives in the chats thread:
    every call is posted there, in order, so the GUI never waits for a write."""

    def __init__(self, chats: ChatThread, writer: AnswerWriter,
                 report: Callable[[str], None]) -> None:
        self._chats, self._writer, self._report = chats, writer, report
        self.message_id = writer.message_id
        self.conversation_id = writer.conversation_id

    def append(self, text: str) -> None:
        self._post(lambda: self._writer.append(text))

    def maybe_flush(self) -> None:
        self._post(self._writer.maybe_flush)

    def flush(self) -> None:
        self._post(self._writer.flush)

    def close(self, close: Callable[[AnswerWriter], Message]) -> Future[Message]:
        """The final write (finish or fail), as a future."""
        return self._chats.call(lambda _store: close(self._writer))

    def _post(self, write: Callable[[], Any]) -> None:
        when_done(self._chats.call(lambda _store: write()), self._report_failure)

    def _report_failure(self, done: Future[Any]) -> None:
        error = None if done.cancelled() else done.exception()
        if error is not None:  # from the chats thread; Qt queues the signal
            self._report(say(error))


Phase = Literal["waiting", "searching", "preparing", "queued", "summarising", "streaming",
                "tools", "finishing"]


@dataclass
class StreamCount:
    """What the window itself sees of a stream: the engine's own usage comes
    with `finished`, which never arrives when Lantern quits mid-answer."""

    prompt_tokens: int = 0
    tokens: int = 0
    started: float = field(default_factory=time.monotonic)
    first_token: float | None = None

    def token(self) -> None:
        """A piece of the answer: called in the worker's thread, the one writer."""
        self.tokens += 1
        if self.first_token is None:
            self.first_token = time.monotonic()

    def usage(self) -> UsageStats:
        """Usage as counted here, marked "interrupted" (incomplete)."""
        first, now = self.first_token, time.monotonic()
        return UsageStats(
            prompt_tokens=self.prompt_tokens, completion_tokens=self.tokens,
            prefill_ms=(first - self.started) * 1000 if first is not None else 0.0,
            decode_ms=(now - first) * 1000 if first is not None else 0.0,
            finish_reason="interrupted")


@dataclass(eq=False)
class Answer:
    conversation_id: int
    chosen: ConversationSettings
    phase: Phase
    writer: PostedWriter | None = None
    """The answer's row; None until it exists (waiting, preparing)."""
    request: GenerateStream | None = None
    """Set from "queued" on."""
    route: Route = field(default_factory=Route)
    target: ModelTarget | None = None
    """Who answers and the model the answer is prepared for, fixed when its
    row is begun: the row's label, the documents' budget and the request all
    come from it."""
    sources: list[MessageSource] = field(default_factory=list)
    """Document passages given to the model, saved with the answer."""
    resume: Callable[[], None] | None = None
    """While waiting: what carries on once the model has loaded."""
    close: Callable[[AnswerWriter], Message] | None = None
    """While finishing: the final write, kept until it succeeds."""
    fresh: bool = False
    """Started in a new conversation that the window does not yet show as
    saved: it is the answer on screen while the window shows no conversation."""
    shown: bool = False
    """The chat view shows it streaming (from "queued" on)."""
    writing: bool = False
    """Its final write is in flight (one at a time)."""
    loop: asyncio.Task[Any] | None = None
    """The tool loop making it, when the conversation has tools on."""
    round: asyncio.Future[tuple[UsageStats, tuple[ToolCall, ...]]] | None = None
    """While a tool loop's round streams: settled by the worker's `finished`."""
    text: str = ""
    """The current round's text so far (the loop hands it back to the model)."""
    forming: Any = None
    """The current round's calls as they stream (tool_rounds.FormingCalls)."""
    summary: Summary | None = None
    """The stored summary that stands in for the oldest messages ("summarise")."""
    sent_ids: list[int] = field(default_factory=list)
    """The ids of the messages the prompt sends after its system prompt."""
    summary_request: GenerateStream | None = None
    """While "summarising": the request that writes the summary."""
    summary_rounds: int = 0
    folding: int = 0
    """While "summarising": how many more messages the summary takes in."""
    summary_text: str = ""
    """While "summarising": the summary so far (the placeholder counts it)."""
    prefix: str = ""
    """Continuing an answer: its text so far (the request's answer_prefix)."""
    counted: StreamCount = field(default_factory=lambda: StreamCount())
    """Tokens and times seen while it streams: its usage if Lantern quits first."""

    @property
    def message_id(self) -> int | None:
        return self.writer.message_id if self.writer is not None else None

    def owns(self, request_id: int) -> bool:
        """Whether a worker signal about `request_id` is about this answer."""
        return (self.request is not None and self.request.id == request_id
                and self.phase in ("queued", "streaming"))
