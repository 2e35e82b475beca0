"""The one tool loop, shared by the window and the CLI.

    model → its calls (request.tool_calls, parsed by the engine) → approval
    → execution → results (tool messages) → model → ... → the answer

The host says how a round is generated (streamed to a window or a
terminal), how a call is approved and what each step shows and saves; the
loop decides the order, the round limit and what the model is told. It is
a coroutine: cancelling it (Stop, Esc, Ctrl+C) cancels whatever step runs,
a tool's future included (an MCP request is cancelled on its server).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Protocol

from app.domain import ToolCall, ToolSpec, UsageStats
from app.tools.base import ToolInfo, ToolOutcome
from app.tools.toolbox import ToolBox, approval_key

DEFAULT_MAX_ROUNDS = 6


class Approval(Enum):
    ONCE = "once"
    ALWAYS = "always"
    DENY = "deny"


@dataclass(frozen=True)
class Round:
    """What one generation gave: its text, and the calls it made (if any)."""

    text: str
    calls: tuple[ToolCall, ...]
    usage: UsageStats


class LoopHost(Protocol):
    async def generate(self, messages: list[dict[str, Any]], tools: tuple[ToolSpec, ...],
                       tool_choice: str) -> Round:
        """One model turn, streamed wherever the host shows it (and saved)."""
        ...

    async def approve(self, call: ToolCall, info: ToolInfo) -> Approval: ...

    def call_started(self, call: ToolCall, info: ToolInfo | None) -> None: ...

    def call_finished(self, call: ToolCall, info: ToolInfo | None,
                      outcome: ToolOutcome) -> None:
        """Show and save the result; it is handed to the model next."""
        ...

    def round_limit_reached(self, rounds: int) -> None:
        """The model must answer now, without tools (said in the chat)."""
        ...


@dataclass
class LoopPolicy:
    tool_choice: str = "auto"
    """For the first round; after a round of calls the model decides ("auto")."""
    max_rounds: int = DEFAULT_MAX_ROUNDS
    always_allowed: set[str] = field(default_factory=set)
    """Approval keys (app.tools.toolbox.approval_key) of the tools that run
    without asking (Always allow)."""
    ask: bool = True
    on_always: Callable[[str], None] = lambda _key: None
    """Told when the user chose Always allow (the window saves it)."""


def denied(name: str) -> ToolOutcome:
    return ToolOutcome(f"The user did not allow this call of {name}; do not call it "
                       "again for this request unless the user asks.", is_error=True)


def _arguments(call: ToolCall) -> dict[str, Any] | ToolOutcome:
    try:
        parsed = json.loads(call.arguments or "{}")
    except ValueError as exc:
        return ToolOutcome(f"The arguments of {call.name} are not JSON ({exc}).", True)
    if not isinstance(parsed, dict):
        return ToolOutcome(f"The arguments of {call.name} must be a JSON object.", True)
    return parsed


async def _outcome(host: LoopHost, box: ToolBox, call: ToolCall,
                   policy: LoopPolicy) -> ToolOutcome:
    tool = box.get(call.name)
    if tool is None:
        return ToolOutcome(f"There is no tool named {call.name!r}.", is_error=True)
    arguments = _arguments(call)
    if isinstance(arguments, ToolOutcome):
        return arguments
    key = approval_key(tool.info)
    if policy.ask and key not in policy.always_allowed:
        approval = await host.approve(call, tool.info)
        if approval is Approval.DENY:
            return denied(call.name)
        if approval is Approval.ALWAYS:
            policy.always_allowed.add(key)
            policy.on_always(key)
    host.call_started(call, tool.info)
    try:
        return await asyncio.wrap_future(tool.call(arguments))
    except asyncio.CancelledError:
        raise
    except Exception as exc:  # a tool's bug is the model's error message, not a traceback
        return ToolOutcome(f"{call.name} failed: {exc}", is_error=True)


STOPPED = "The user stopped this call before it finished."


async def _run_calls(host: LoopHost, box: ToolBox, calls: tuple[ToolCall, ...],
                     policy: LoopPolicy, messages: list[dict[str, Any]]) -> None:
    """One round's calls, in order. Stopped midway, every call left gets a
    "stopped" result, so the saved conversation stays a valid one to go on."""
    for index, call in enumerate(calls):
        tool = box.get(call.name)
        info = tool.info if tool is not None else None
        try:
            outcome = await _outcome(host, box, call, policy)
        except asyncio.CancelledError:
            for left in calls[index:]:
                found = box.get(left.name)
                host.call_finished(left, found.info if found else None,
                                   ToolOutcome(STOPPED, is_error=True))
            raise
        host.call_finished(call, info, outcome)
        messages.append({"role": "tool", "tool_call_id": call.id, "content": outcome.text})


def _assistant(round_: Round) -> dict[str, Any]:
    return {"role": "assistant", "content": round_.text, "tool_calls": [
        {"id": c.id, "type": "function", "function": {"name": c.name, "arguments": c.arguments}}
        for c in round_.calls]}


async def run_tool_loop(host: LoopHost, messages: list[dict[str, Any]], box: ToolBox,
                        policy: LoopPolicy) -> Round:
    """Generate, run the calls, hand back the results, until the model answers
    without calling (or the round limit makes it). Returns the last round.
    `messages` grows with every call and result (the caller's history)."""
    choice = policy.tool_choice if box else "none"
    rounds = 0
    while True:
        specs = box.specs() if choice != "none" else ()
        round_ = await host.generate(messages, specs, choice)
        if not round_.calls:
            return round_
        rounds += 1
        messages.append(_assistant(round_))
        await _run_calls(host, box, round_.calls, policy, messages)
        choice = "auto"
        if rounds >= policy.max_rounds:
            host.round_limit_reached(rounds)
            choice = "none"
