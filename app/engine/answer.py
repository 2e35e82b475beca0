"""Where each decoded token's text goes: answer text, or tool-call pieces.

Bytes become whole characters (Utf8Pieces); a `<think>` section is split
off first (ThinkingRouter, to request.reasoning and on_reasoning); with tools
on, the family's parser takes tool-call markup out of the answer text and
turns it into ToolCallDeltas; the answer text then passes the stop-sequence
scanner.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from app.domain import ToolCall, ToolCallDelta, UsageStats
from app.engine.constraints import Guide
from app.engine.context_fit import Dropped
from app.engine.prefix_cache import AdapterKey
from app.engine.requests import Generate, GenerateStream
from app.engine.text_stream import StopScanner, Utf8Pieces
from app.engine.thinking import ThinkingRouter
from app.engine.tool_calls import CallParser, Event
from app.engine.vision import ImageRun, extra_cells


class AnswerOutput:
    def __init__(self, stops: StopScanner, on_piece: Callable[[str], None],
                 parser: CallParser | None = None,
                 on_tool_call: Callable[[ToolCallDelta], None] = lambda _delta: None,
                 thinking: ThinkingRouter | None = None) -> None:
        self._utf8 = Utf8Pieces()
        self.thinking = thinking
        self._stops = stops
        self._on_piece = on_piece
        self._parser = parser
        self._on_tool_call = on_tool_call

    @property
    def stopped(self) -> bool:
        return self._stops.stopped

    @property
    def matched_stop(self) -> str | None:
        """The stop sequence that ended the answer, if one did."""
        return self._stops.matched

    def feed(self, data: bytes) -> None:
        """One token's bytes."""
        text = self._utf8.feed(data)
        self._route(self.thinking.feed(text) if self.thinking is not None else text)

    def finish(self) -> list[ToolCall]:
        """Flush what was held back; the answer's complete, valid tool calls."""
        calls: list[ToolCall] = []
        if self._stops.stopped:
            return calls
        rest = self._utf8.flush()
        if self.thinking is not None:
            rest = self.thinking.finish(rest)
        if self._parser is None:
            self._text(rest)
        else:
            self._send(self._parser.feed(rest))
            events, calls = self._parser.finish()
            self._send(events)
        if not self._stops.stopped and (tail := self._stops.flush()):
            self._on_piece(tail)
        return calls

    def _route(self, text: str) -> None:
        if self._parser is None:
            self._text(text)
        elif text:
            self._send(self._parser.feed(text))

    def _send(self, events: list[Event]) -> None:
        for event in events:
            if isinstance(event, str):
                self._text(event)
            else:
                self._on_tool_call(event)

    def _text(self, text: str) -> None:
        if not self._stops.stopped and (piece := self._stops.feed(text)):
            self._on_piece(piece)


Generation = Generate | GenerateStream


class CheckedPrompt(NamedTuple):
    """A generation request checked, tokenized and its constraint compiled:
    ready to run beside others (nothing left that a request can fail on
    before its first token, but the model's own work)."""

    tokens: list[int]
    stops: tuple[str, ...]
    """The request's stop strings, then the template's."""
    stop_tokens: frozenset[int]
    adapters: AdapterKey
    thinking_open: bool
    """The template's generation prompt opened a `<think>` section."""
    dropped: Dropped
    """What of the history was left out (or summarised) to fit the context."""
    guide: Guide | None
    """The compiled tool-call grammar or output constraint."""
    images: tuple[ImageRun, ...] = ()
    """The prompt's image chunks (app.engine.vision): placeholder runs in `tokens`."""

    @property
    def size(self) -> int:
        """Context cells the prompt fills (images under M-RoPE fill more than
        their placeholders)."""
        return len(self.tokens) + extra_cells(self.images)


def tools_on(request: Generation) -> bool:
    return bool(request.tools) and request.tool_choice != "none"


def finish_output(request: Generation, output: AnswerOutput, usage: UsageStats) -> None:
    """Flush an answer's output into the request: tool calls, reasoning."""
    request.tool_calls[:] = output.finish()
    if request.tool_calls and usage.finish_reason == "stop":
        usage.finish_reason = "tool_calls"
    if output.matched_stop in request.config.stop:  # the caller's own, not the template's
        request.stop_sequence = output.matched_stop or ""
    if output.thinking is not None:
        request.reasoning = output.thinking.reasoning
        usage.reasoning_tokens = output.thinking.tokens
