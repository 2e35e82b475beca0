"""The one interface every tool sits behind, whoever provides it."""

from __future__ import annotations

from collections.abc import Mapping
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import Any, Protocol

from app.domain import empty_parameters

LANTERN = "Lantern"
"""The source name of Lantern's own tools (an MCP tool's is its server's)."""
BUILT_IN = "built-in"
"""The origin of Lantern's own tools: they run inside Lantern itself."""


@dataclass(frozen=True)
class ToolInfo:
    """What the model is told about a tool, and where it comes from."""

    name: str
    description: str = ""
    parameters: Mapping[str, Any] = field(default_factory=empty_parameters)
    source: str = LANTERN
    """The name it is shown under: a server's name is the user's to choose
    (one may be called "Lantern"), so it never decides what runs unasked."""
    origin: str = BUILT_IN
    """What runs it: BUILT_IN, or an MCP server's identity (its command line
    or URL, app.tools.servers.ServerConfig.identity); approvals key on it."""


@dataclass(frozen=True)
class ToolOutcome:
    """What one call returned: text for the model, and whether it is an error.

    An error is not an exception: the model is told what went wrong (a
    server that died, a bad argument, a denial) and may try something else."""

    text: str
    is_error: bool = False


class Tool(Protocol):
    @property
    def info(self) -> ToolInfo: ...

    def call(self, arguments: Mapping[str, Any]) -> Future[ToolOutcome]:
        """Start the call; the future settles with its outcome (never with an
        exception a person would not understand). Cancelling the future
        cancels the call (for an MCP tool: its request on the server)."""
        ...


def done(outcome: ToolOutcome) -> Future[ToolOutcome]:
    """A future already settled with `outcome` (a tool that answers at once)."""
    future: Future[ToolOutcome] = Future()
    future.set_running_or_notify_cancel()
    future.set_result(outcome)
    return future
