"""The window's side of the tool loop (app.tools.loop): how one round is
generated (through the AnswerRunner's usual request path, one saved answer
row per round), how a call is approved (a prompt in the chat), and what
each step shows and saves (a 'tool' message per result).

Every step is awaited on the GUI thread's event loop, never waited for:
the model runs in the inference worker, each MCP server on its own thread,
the store in the chats thread.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Literal

from PySide6.QtCore import QCoreApplication

from app.domain import ToolCall, ToolCallDelta, ToolSpec, UsageStats
from app.store import Message
from app.store.models import ToolResult
from app.tools.base import ToolInfo, ToolOutcome
from app.tools.builtin import DocumentSearchTool
from app.tools.loop import Approval, Round
from app.ui.services.answer import PostedWriter
from app.ui.services.tasks import when_done
from app.workers.say import say

if TYPE_CHECKING:
    from app.store.chats import ChatStore
    from app.ui.services.answer import Answer
    from app.ui.services.answer_runner import AnswerRunner

StepState = Literal["writing", "asking", "running", "done", "error"]


@dataclass(frozen=True)
class ToolStep:
    """One call as the chat shows it while it happens."""

    conversation_id: int
    call_id: str
    name: str
    source: str
    arguments: str
    state: StepState
    result: str = ""


class FormingCalls:
    """The calls of the round that streams, as the model writes them
    (request.on_tool_call's deltas, joined): shown before they are whole."""

    def __init__(self, conversation_id: int) -> None:
        self.conversation_id = conversation_id
        self._calls: dict[int, tuple[str, str, str]] = {}

    def add(self, delta: ToolCallDelta) -> ToolStep | None:
        call_id, name, arguments = self._calls.get(delta.index, ("", "", ""))
        call_id, name = delta.id or call_id, delta.name or name
        self._calls[delta.index] = (call_id, name, arguments + delta.arguments)
        if not call_id or not name:
            return None
        return ToolStep(self.conversation_id, call_id, name, "", arguments + delta.arguments,
                        "writing")


class WindowLoopHost:
    def __init__(self, runner: AnswerRunner, answer: Answer,
                 documents: DocumentSearchTool | None) -> None:
        self.runner, self.answer, self.documents = runner, answer, documents
        self.rounds = 0

    def _step(self, call: ToolCall, info: ToolInfo | None, state: StepState,
              result: str = "") -> ToolStep:
        return ToolStep(self.answer.conversation_id, call.id, call.name,
                        info.source if info else "", call.arguments, state, result)

    async def generate(self, messages: list[dict[str, Any]], tools: tuple[ToolSpec, ...],
                       tool_choice: str) -> Round:
        runner, answer = self.runner, self.answer
        if self.rounds:  # the first round's row was begun as any answer's
            await self._begin_round()
        self.rounds += 1
        answer.text = ""
        answer.round = asyncio.get_running_loop().create_future()
        answer.forming = FormingCalls(answer.conversation_id)
        await runner.send(answer, list(messages), tools, tool_choice)
        try:
            usage, calls = await answer.round
        except asyncio.CancelledError:
            if answer.request is not None:
                runner.host.cancel(answer.request)  # `finished` ends the answer
            raise
        finally:
            answer.round = None
        if not calls:
            if self.documents is not None:
                answer.sources = [s.saved() for s in self.documents.sources]
            runner.end(answer, lambda writer: writer.finish(usage))
            return Round(answer.text, (), usage)
        await self._close_round(usage, calls)
        return Round(answer.text, calls, usage)

    async def _begin_round(self) -> None:
        """The next round's answer row, after the round's last tool result."""
        runner, answer = self.runner, self.answer
        model = (answer.target.label if answer.target is not None  # as the first round
                 else runner.host.answering_model(answer.conversation_id))
        chosen, conversation_id = answer.chosen, answer.conversation_id
        writer = await runner.ask(lambda store: store.begin_answer(
            conversation_id, model=model, sampler=chosen.sampler, lora=chosen.lora))
        answer.writer = PostedWriter(runner.chats, writer, runner.error.emit)

    async def _close_round(self, usage: UsageStats, calls: tuple[ToolCall, ...]) -> None:
        """A round that called tools: saved complete, with its calls."""
        answer = self.answer
        assert answer.writer is not None
        answer.phase = "tools"
        final = finished_with_calls(usage, calls)
        await asyncio.wrap_future(answer.writer.close(lambda w: w.finish(final, calls)))
        self.runner.tool_saved.emit(answer.conversation_id)

    async def approve(self, call: ToolCall, info: ToolInfo) -> Approval:
        self.answer.phase = "tools"
        future: asyncio.Future[Approval] = asyncio.get_running_loop().create_future()
        self.runner.approvals[call.id] = future
        self.runner.tool_step.emit(self._step(call, info, "asking"))
        try:
            return await future
        finally:
            self.runner.approvals.pop(call.id, None)

    def call_started(self, call: ToolCall, info: ToolInfo | None) -> None:
        self.answer.phase = "tools"
        self.runner.tool_step.emit(self._step(call, info, "running"))

    def call_finished(self, call: ToolCall, info: ToolInfo | None,
                      outcome: ToolOutcome) -> None:
        result = ToolResult(call.id, call.name, info.source if info else "",
                            outcome.is_error, call.arguments)
        self._save_result(result, outcome.text)
        self.runner.tool_step.emit(self._step(call, info, "error" if outcome.is_error
                                              else "done", outcome.text))

    def _save_result(self, result: ToolResult, text: str) -> None:
        conversation_id, runner = self.answer.conversation_id, self.runner
        saved = runner.chats.call(add_after_tip(conversation_id, result, text))

        def said(done: Future[Message]) -> None:  # in the chats thread; Qt queues signals
            error = None if done.cancelled() else done.exception()
            if error is not None:
                runner.error.emit(QCoreApplication.translate(
                    "AnswerRunner", "A tool's result was not saved: {error}").format(
                        error=say(error)))
            else:
                runner.tool_saved.emit(conversation_id)

        when_done(saved, said)

    def round_limit_reached(self, rounds: int) -> None:
        self.runner.notice.emit(QCoreApplication.translate(
            "AnswerRunner", "The model called tools {rounds} times in a row: it answers now "
            "without tools (the round limit, Settings → Tools).").format(rounds=rounds))


def add_after_tip(conversation_id: int, result: ToolResult,
                  text: str) -> Callable[[ChatStore], Message]:
    """In the chats thread: the result after the conversation's tip (the
    answer that called, or the result before it in the same round)."""
    def add(store: ChatStore) -> Message:
        tip = store.get_conversation(conversation_id).tip_message_id
        assert tip is not None, "a tool result always follows its answer"
        return store.add_tool_result(tip, result, text)
    return add


def finished_with_calls(usage: UsageStats, calls: tuple[ToolCall, ...]) -> UsageStats:
    return usage if usage.finish_reason == "tool_calls" else replace(
        usage, finish_reason="tool_calls")
