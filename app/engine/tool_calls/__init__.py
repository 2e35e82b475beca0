"""Tool calls in model text: one format per model family, one shared parser.

The window's tool loop and the API read `request.tool_calls` and
`on_tool_call`; nothing outside the engine parses model text.

`tool_grammar` loads with its module on first use (PEP 562): it needs the
constraints module and numpy, which the window's first paint does not
(app.engine.prompts imports this package at startup).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.tool_calls.base import CallParser, Event, ToolFormat, valid_arguments
from app.engine.tool_calls.formats import FORMATS, GENERIC, detect_format
from app.lazy_exports import lazy_exports

if TYPE_CHECKING:
    from app.engine.tool_calls.grammar import tool_grammar

__all__ = ["FORMATS", "GENERIC", "CallParser", "Event", "ToolFormat", "detect_format",
           "tool_grammar", "valid_arguments"]

__getattr__ = lazy_exports(__name__, {"tool_grammar": "grammar"})
