"""`lantern chat ... --mcp "COMMAND ARGS"`: the answer may call MCP tools.

The same tool loop as the window's (app.tools.loop); each call and its
result are printed to stderr as they happen (the answer stays on stdout),
and with --conversation every call and result is saved as a message.
--tool-choice says whether the model must, may or must not call.

Each call asks first, in the terminal: yes, no, or always (remembered for
that server's command line and that tool, as the window's "Always allow",
in the same file). With no terminal to ask (stdin is not one: a pipe, a
script), a call is refused and the model told so, unless
--approve-all-tools says every call may run; that is said once at the start.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import sys
import threading
from collections.abc import Callable, Iterator
from typing import Any

from app.commands._checks import printable
from app.commands._engine_args import owner_of
from app.domain import ToolCall, ToolCallDelta, ToolSpec, UsageStats
from app.engine.llama import LlamaEngine
from app.engine.requests import GenerateStream
from app.json_files import DamagedJson, JsonFileError
from app.store import AnswerWriter, ChatStore
from app.store.models import ToolResult
from app.tools.approvals import ApprovalFile
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
    parser.add_argument("--approve-all-tools", action="store_true",
                        help="run every tool call of the --mcp servers without asking "
                             "(without it, each call asks in the terminal; with no "
                             "terminal, calls are refused)")
    parser.add_argument("--tool-choice", default="auto",
                        help="auto (the model decides), required (it must call a tool "
                             "first), none, or one tool's name")
    parser.add_argument("--max-tool-rounds", type=int, default=DEFAULT_MAX_ROUNDS,
                        metavar="N", help="rounds of tool calls before the model must "
                                          f"answer (default {DEFAULT_MAX_ROUNDS})")


def say(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


@contextlib.contextmanager
def started_servers(command_lines: list[str], approve_all: bool = False) -> Iterator[ToolBox]:
    """Start every --mcp server; all are stopped on the way out. One that
    fails to start ends the command with its reason (a ServerConfigError).
    `approve_all` (--approve-all-tools) is said once, after they start."""
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
        if approve_all:
            say("[tools] --approve-all-tools: every tool call runs without asking")
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
        """Asked in the terminal (not asked with --approve-all-tools: LoopPolicy.ask)."""
        if sys.stdin is None or not sys.stdin.isatty():
            say(f"[tools] {call.name} was not run: there is no terminal to ask whether it "
                "may; add --approve-all-tools to let tool calls run without asking")
            return Approval.DENY
        asked = printable(f"{info.source} wants to run {call.name}({call.arguments})",
                          one_line=True)  # the model's text must not move the cursor
        question = (f"[tool call?] {asked}. "
                    "Allow? [y]es / [n]o / [a]lways for this server's tool: ")
        while True:
            print(question, end="", file=sys.stderr, flush=True)
            answer = (await _read_line()).strip().lower()
            if answer in ANSWERS:
                return ANSWERS[answer]

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


ANSWERS = {"y": Approval.ONCE, "yes": Approval.ONCE, "n": Approval.DENY,
           "no": Approval.DENY, "": Approval.DENY, "a": Approval.ALWAYS,
           "always": Approval.ALWAYS}
"""What the terminal's question takes; Enter alone is no. End of input is no."""


async def _read_line() -> str:
    """A line of stdin, read in a daemon thread: Ctrl+C ends the command
    without waiting for the line (run_in_executor's thread would be joined)."""
    loop = asyncio.get_running_loop()
    line: asyncio.Future[str] = loop.create_future()

    def settle(text: str) -> None:
        if not line.done():  # not cancelled by Ctrl+C meanwhile
            line.set_result(text or "n")  # end of input: no

    def read() -> None:
        text = sys.stdin.readline()
        with contextlib.suppress(RuntimeError):  # the command ended meanwhile (Ctrl+C)
            loop.call_soon_threadsafe(settle, text)

    threading.Thread(target=read, name="lantern-approval", daemon=True).start()
    return await line


def _policy(args: argparse.Namespace) -> LoopPolicy:
    """Asks unless --approve-all-tools; "always" is remembered in the file
    the window keeps its approvals in (keyed by what runs the tool)."""
    approvals = ApprovalFile()
    try:
        allowed = approvals.load()
    except (JsonFileError, DamagedJson) as exc:
        say(f"[tools] earlier approvals are not used: {exc}")
        allowed = set()

    def remember(key: str) -> None:
        try:
            approvals.add(key)
        except (JsonFileError, DamagedJson) as exc:
            say(f"[tools] 'always' holds for this command only: {exc}")

    return LoopPolicy(tool_choice=args.tool_choice, max_rounds=args.max_tool_rounds,
                      ask=not args.approve_all_tools, always_allowed=allowed,
                      on_always=remember)


def run_loop(host: CliHost, messages: list[dict[str, Any]], box: ToolBox,
             args: argparse.Namespace) -> UsageStats:
    """Run the loop to its answer; Ctrl+C stops whatever step runs (the
    request, the MCP call or the question) and raises KeyboardInterrupt."""
    policy = _policy(args)
    asyncio.run(run_tool_loop(host, messages, box, policy))
    return host.usage
