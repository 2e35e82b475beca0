"""The model families' tool-call formats, and which one a loaded model speaks.

Each family is one small `ToolFormat` value (its text shape); the parser
and the grammar are shared. Detection reads the chat template's own text,
since that is what taught the model its format.
"""

from __future__ import annotations

from app.engine.tool_calls.base import Opener, ToolFormat

HERMES = ToolFormat(
    "hermes", (Opener("<tool_call>"),), closer="</tool_call>",
    notes='Qwen 2.5/3, Hermes 2/3, SmolLM3: <tool_call>{"name", "arguments"}</tool_call>')
LLAMA3 = ToolFormat(
    "llama3", (Opener("<|python_tag|>"), Opener('{"name"', part_of_body=True,
                                                 at_start_only=True)),
    args_key="parameters",
    notes='Llama 3.1-3.3: {"name", "parameters"} as the whole answer, or after <|python_tag|>')
MISTRAL = ToolFormat(
    "mistral", (Opener("[TOOL_CALLS]"),), body="list", separator=", ",
    notes='Mistral Nemo and v3 templates: [TOOL_CALLS][{"name", "arguments"}, ...]')
MISTRAL_ARGS = ToolFormat(
    "mistral-args", (Opener("[TOOL_CALLS]"),), body="name_args", args_marker="[ARGS]",
    separator="",
    notes="Mistral Small 3.2, Devstral, Ministral 3: [TOOL_CALLS]name[ARGS]{arguments}")
PHI4 = ToolFormat(
    "phi4", (Opener("<|tool_call|>"),), closer="<|/tool_call|>", body="list",
    separator=", ",
    notes='Phi-4-mini: <|tool_call|>[{"name", "arguments"}, ...]<|/tool_call|>; tools in the '
          "system message")
GEMMA = ToolFormat(
    "gemma", (Opener("<|tool_call>call:"),), closer="<tool_call|>", body="name_args",
    args_marker="{", separator="", args_syntax="gemma",
    notes='Gemma 4: <|tool_call>call:name{key:<|"|>text<|"|>}<tool_call|> (Lantern\'s grammar '
          "writes the arguments as JSON there, which the parser reads too)")
GENERIC = ToolFormat(
    "generic", HERMES.openers, closer=HERMES.closer, native=False,
    notes="Lantern's generic format for templates without tools: the tools are described "
          'in the system message and calls are <tool_call>{"name", "arguments"}</tool_call>')

FORMATS = {fmt.name: fmt for fmt in (HERMES, LLAMA3, MISTRAL, MISTRAL_ARGS, PHI4, GEMMA,
                                     GENERIC)}


def detect_format(template: str | None) -> ToolFormat:
    """The tool-call format a chat template teaches; GENERIC when it has none."""
    text = template or ""
    if "[TOOL_CALLS]" in text:
        return MISTRAL_ARGS if "[ARGS]" in text else MISTRAL
    if "<|tool_call>" in text:
        return GEMMA
    if "<tool_call>" in text:
        return HERMES
    if "<|python_tag|>" in text or ("ipython" in text and '"parameters"' in text):
        return LLAMA3
    if "<|tool|>" in text and "tools" in text:
        return PHI4
    return GENERIC
