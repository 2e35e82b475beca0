"""Tool calls in model text: one format per model family, one shared parser.

The window's tool loop and the API read `request.tool_calls` and
`on_tool_call`; nothing outside the engine parses model text.
"""

from app.engine.tool_calls.base import CallParser, Event, ToolFormat, valid_arguments
from app.engine.tool_calls.formats import FORMATS, GENERIC, detect_format
from app.engine.tool_calls.grammar import tool_grammar

__all__ = ["FORMATS", "GENERIC", "CallParser", "Event", "ToolFormat", "detect_format",
           "tool_grammar", "valid_arguments"]
