"""The "summarise" policy's round in the window: when the engine answers an
answer's request with NeedsSummary, write the summary it asks for through
the same worker (progress in the answer's placeholder, Stop ends it), store
it, and send the answer's request again with it.

The AnswerRunner owns the answer's life (its phases, Stop, the end); this
round only borrows it between the refusal and the request sent again.
"""

from __future__ import annotations

import asyncio
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from app.engine.context_fit import MAX_SUMMARY_ROUNDS, SUMMARY_SAMPLER, Summary, tidy_summary
from app.engine.errors import EngineError, NeedsSummary
from app.engine.requests import GenerateStream
from app.said import QT_TRANSLATE_NOOP, stored
from app.ui.services.answer import Answer, cancelled
from app.ui.services.summaries import fallback_text, summarising_text
from app.ui.services.worker_calls import EXPECTED
from app.workers.say import say

if TYPE_CHECKING:
    from app.ui.services.answer_runner import AnswerRunner


class SummaryRound:
    def __init__(self, runner: AnswerRunner) -> None:
        self.runner = runner

    async def run(self, answer: Answer, needed: NeedsSummary) -> None:
        """Write the longer summary the engine asked for, store it, and send
        the answer's request again with it."""
        runner, old = self.runner, answer.request
        assert old is not None and answer.writer is not None and answer.target is not None
        answer.summary_rounds += 1
        if (answer.summary_rounds > MAX_SUMMARY_ROUNDS
                or not 0 < needed.covers <= len(answer.sent_ids)):
            runner.end(answer, lambda writer: writer.fail(stored(needed)))
            return
        answer.phase, answer.folding, answer.summary_text = "summarising", needed.folded, ""
        pieces: list[str] = []
        answer.summary_request = request = GenerateStream(
            prompt=needed.prompt, max_tokens=needed.max_tokens, config=SUMMARY_SAMPLER,
            cache_prompt=False, target=answer.target, engine=answer.route.engine,
            model=answer.route.model, enable_thinking=False, callback=pieces.append)
        runner.reading.emit(answer.writer.message_id, summarising_text(needed.folded, 0))
        try:
            usage = await asyncio.wrap_future(runner.host.submit(request))
        except (asyncio.CancelledError, EngineError) as exc:
            if runner.live(answer) and answer.phase == "summarising":
                self._failed(answer, request, exc)
            return
        if not runner.live(answer) or answer.phase != "summarising":
            return  # stopped meanwhile
        text = tidy_summary("".join(pieces), cut_short=usage.finish_reason == "length")
        if usage.finish_reason == "cancelled" or request.cancelled:
            runner.end(answer, cancelled)
            return
        if not text:  # nothing to stand in for them: leave them out, and say so
            answer.chosen = replace(answer.chosen, context_policy="drop_oldest")
            runner.notice.emit(fallback_text())
        else:
            await self._store(answer, needed, text)
        if runner.live(answer) and answer.phase == "summarising":
            runner.request_for(answer, old.prompt, old.tools, old.tool_choice)
            answer.phase = "queued"
            assert answer.request is not None
            runner.host.submit(answer.request)

    async def _store(self, answer: Answer, needed: NeedsSummary, text: str) -> None:
        assert answer.target is not None
        conversation_id, model = answer.conversation_id, answer.target.label
        through = answer.sent_ids[needed.covers - 1]
        try:
            stored = await self.runner.ask(lambda store: store.add_summary(
                conversation_id, through, text, model=model))
        except EXPECTED as exc:  # used for this answer all the same; said so
            self.runner.error.emit(QCoreApplication.translate(
                "AnswerRunner", "The summary was not saved: {exc}").format(exc=exc))
            answer.summary = Summary(text, needed.covers)
            return
        answer.summary = Summary(stored.content, needed.covers)
        self.runner.summary_saved.emit(stored)

    def _failed(self, answer: Answer, request: GenerateStream, error: BaseException) -> None:
        if request.cancelled or isinstance(error, asyncio.CancelledError):
            self.runner.end(answer, cancelled)
            return
        message = QT_TRANSLATE_NOOP(  # saved as said, translated when shown
            "AnswerRunner", "The summary of the oldest messages could not be written: "
            "{error}").format(error=stored(error))
        self.runner.end(answer, lambda writer: writer.fail(message))
        self.runner.error.emit(say(message))

    def progress(self, answer: Answer, request_id: int, text: str) -> None:
        """A piece of the summary being written: its placeholder counts words."""
        request = answer.summary_request
        if request is None or request.id != request_id or answer.writer is None:
            return
        answer.summary_text += text
        self.runner.reading.emit(answer.writer.message_id, summarising_text(
            answer.folding, len(answer.summary_text.split())))
