"""`lantern chat ... --mcp "COMMAND ARGS"`: the answer may call MCP tools.

The same tool loop as the window's (app.tools.loop); each call and its
result are printed to stderr as they happen (the answer stays on stdout),
and with --conversation every call and result is saved as a message. The
user named the servers on the command line, so their tools run without a
question; --tool-choice says whether the model must, may or must not call.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import sys
from collections.abc import Callable, Iterator
from typing import Any

from app.commands._engine_args import owner_of
from app.domain import ToolCall, ToolCallDelta, ToolSpec, UsageStats
from app.engine.llama import LlamaEngine
from app.engine.requests import GenerateStream
from app.store import AnswerWriter, ChatStore
from app.store.models import ToolResult
from app.tools.base import ToolInfo, ToolOutcome
from app.tools.loop import DEFAULT_MAX_ROUNDS, Approval, LoopPolicy, Round, run_tool_loop
from app.tools.mcp_client import McpServer, ServerState, server_tools
from app.tools.servers import ServerConfigError, command_server
from app.tools.toolbox import ToolBox

PREVIEW = 2_000
"""Characters of a result printed (all of it is handed to the model)."""


def add_tool_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--mcp", action="append", default=[], metavar='"COMMAND ARGS"',
                        help="an MCP server to start over stdio and offer its tools "
                             "(repeatable), e.g. --mcp \"uvx mcp-server-time\"")
    parser.add_argument("--tool-choice", default="auto",
                        help="auto (the model decides), required (it must call a tool "
                             "first), none, or one tool's name")
    parser.add_argument("--max-tool-rounds", type=int, default=DEFAULT_MAX_ROUNDS,
                        metavar="N", help="rounds of tool calls before the model must "
                                          f"answer (default {DEFAULT_MAX_ROUNDS})")


def say(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


@contextlib.contextmanager
def started_servers(command_lines: list[str]) -> Iterator[ToolBox]:
    """Start every --mcp server; all are stopped on the way out. One that
    fails to start ends the command with its reason (a ServerConfigError)."""
    servers: list[McpServer] = []
    try:
        for n, line in enumerate(command_lines, start=1):
            server = McpServer(command_server(f"mcp{n}", line))
            servers.append(server)
            status = server.start().result()
            if status.state is not ServerState.RUNNING:
                raise ServerConfigError(status.message)
            names = ", ".join(t.name for t in status.tools) or "no tools"
            say(f"[mcp] {line}: {names}")
        yield ToolBox(t for s in servers for t in server_tools(s))
    finally:
        for server in servers:
            server.stop()
        for server in servers:
            server.join(10)


class CliHost:
    """Streams each round to the terminal, prints calls and results, and
    (with a store) saves every round and result as messages."""

    def __init__(self, engine: LlamaEngine, make_request: Callable[[Any], GenerateStream],
                 store: ChatStore | None = None, conversation_id: int | None = None,
                 begin: Callable[[], AnswerWriter] | None = None) -> None:
        self.engine = engine
        self.make_request = make_request
        self.store = store
        self.conversation_id = conversation_id
        self.begin = begin
        self.last_id: int | None = None
        self.usage = UsageStats()

    async def generate(self, messages: list[dict[str, Any]], tools: tuple[ToolSpec, ...],
                       tool_choice: str) -> Round:
        request = self.make_request(list(messages))
        request.tools, request.tool_choice = tools, tool_choice
        writer = self.begin() if self.begin is not None else None
        printing = request.callback
        pieces: list[str] = []

        def show(text: str) -> None:
            printing(text)
            pieces.append(text)
            if writer is not None:
                writer.append(text)

        request.callback = show
        forming: list[ToolCallDelta] = []
        request.on_tool_call = forming.append
        usage = await self._stream(request, writer)
        calls = tuple(request.tool_calls)
        if forming and not calls and usage.finish_reason == "length":
            say("[tools] the answer ran out of tokens while it wrote a tool call: "
                "give it more with --max-tokens")
        if writer is not None:
            self.last_id = writer.finish(usage, calls).id
        self.usage = usage
        if calls and pieces:
            print(flush=True)
        return Round("".join(pieces), calls, usage)

    async def _stream(self, request: GenerateStream, writer: AnswerWriter | None) -> UsageStats:
        owner_of(self.engine).submit(request)
        try:
            await asyncio.wrap_future(request.reply)
        except asyncio.CancelledError:
            request.cancel()
            usage = await asyncio.shield(asyncio.wrap_future(request.reply))
            if writer is not None:
                writer.finish(usage)
            raise
        return request.reply.result()

    async def approve(self, call: ToolCall, info: ToolInfo) -> Approval:
        return Approval.ONCE  # never asked: the CLI's tools run as named (LoopPolicy.ask)

    def call_started(self, call: ToolCall, info: ToolInfo | None) -> None:
        say(f"[tool call] {call.name}({call.arguments})")

    def call_finished(self, call: ToolCall, info: ToolInfo | None,
                      outcome: ToolOutcome) -> None:
        text = outcome.text if len(outcome.text) <= PREVIEW else (
            f"{outcome.text[:PREVIEW]} [… {len(outcome.text) - PREVIEW:,} more characters]")
        say(f"[tool {'error' if outcome.is_error else 'result'}] {call.name}: {text}")
        if self.store is not None and self.last_id is not None:
            result = ToolResult(call.id, call.name, info.source if info else "",
                                outcome.is_error, call.arguments)
            self.last_id = self.store.add_tool_result(self.last_id, result, outcome.text).id

    def round_limit_reached(self, rounds: int) -> None:
        say(f"[tools] {rounds} rounds of tool calls: the model answers now without tools")


def run_loop(host: CliHost, messages: list[dict[str, Any]], box: ToolBox,
             args: argparse.Namespace) -> UsageStats:
    """Run the loop to its answer; Ctrl+C stops whatever step runs (the
    request or the MCP call) and raises KeyboardInterrupt."""
    policy = LoopPolicy(tool_choice=args.tool_choice, max_rounds=args.max_tool_rounds,
                        ask=False)
    asyncio.run(run_tool_loop(host, messages, box, policy))
    return host.usage
