"""Chat templates: the model's own when it has one, else a fallback that fits.

The default model (Gemma 3 270M base) ships no `tokenizer.chat_template`, so
Lantern formats Gemma's own turn markers itself. Rendering is deterministic
and append-only across turns, which is what lets the prompt cache reuse the
previous turn's tokens.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from app.domain import ToolSpec
from app.engine.errors import RequestError
from app.engine.tool_calls import GENERIC, ToolFormat
from app.engine.tool_calls.prompting import prepare

Message = Mapping[str, Any]


@dataclass(frozen=True)
class RenderedPrompt:
    text: str
    stop: tuple[str, ...]
    """Text stop sequences the template implies (beyond end-of-generation tokens)."""


def _validate(messages: Sequence[Message]) -> None:
    if not messages:
        raise RequestError("The conversation is empty: write a message first.")
    calls: set[str] = set()
    for index, message in enumerate(messages):
        role = message.get("role")
        if role not in {"system", "user", "assistant", "tool"}:
            raise RequestError(f"Unknown message role {role!r}: use system, user, assistant "
                               "or tool.")
        calls.update(str(call.get("id")) for call in message.get("tool_calls") or ())
        if role == "tool" and str(message.get("tool_call_id")) not in calls:
            raise RequestError(f"Message {index} is a tool result for call "
                               f"{message.get('tool_call_id')!r}, which no earlier "
                               "assistant message made.")


def _split_system(messages: Sequence[Message]) -> tuple[str, list[Message]]:
    system = "\n\n".join(m["content"] for m in messages if m["role"] == "system")
    return system, [m for m in messages if m["role"] != "system"]


def render_gemma(messages: Sequence[Message]) -> RenderedPrompt:
    # Gemma has no system role: its own template folds the system prompt
    # into the first user turn, and so do we.
    system, turns = _split_system(messages)
    parts: list[str] = []
    for index, message in enumerate(turns):
        role = "model" if message["role"] == "assistant" else "user"
        content = message["content"]
        if index == 0 and system and role == "user":
            content = f"{system}\n\n{content}"
        parts.append(f"<start_of_turn>{role}\n{content}<end_of_turn>\n")
    parts.append("<start_of_turn>model\n")
    return RenderedPrompt("".join(parts), ("<end_of_turn>", "<start_of_turn>"))


def render_chatml(messages: Sequence[Message]) -> RenderedPrompt:
    parts = [f"<|im_start|>{m['role']}\n{m['content']}<|im_end|>\n" for m in messages]
    parts.append("<|im_start|>assistant\n")
    return RenderedPrompt("".join(parts), ("<|im_end|>", "<|im_start|>"))


FALLBACKS: dict[str, Callable[[Sequence[Message]], RenderedPrompt]] = {
    "gemma": render_gemma,
    "chatml": render_chatml,
}


# The same formats as Jinja, for servers that publish their template (GET
# /props): a client rendering these gets exactly what render_gemma and
# render_chatml give here, so it can continue a stopped answer.
FALLBACK_JINJA: dict[str, str] = {
    "gemma": (
        "{%- set system = messages | selectattr('role', 'equalto', 'system')"
        " | map(attribute='content') | join('\n\n') -%}"
        "{%- for m in messages | rejectattr('role', 'equalto', 'system') -%}"
        "{%- set role = 'model' if m['role'] == 'assistant' else 'user' -%}"
        "{%- set content = system ~ '\n\n' ~ m['content'] if loop.first and system"
        " and role == 'user' else m['content'] -%}"
        "{{- '<start_of_turn>' ~ role ~ '\n' ~ content ~ '<end_of_turn>\n' -}}"
        "{%- endfor -%}"
        "{%- if add_generation_prompt -%}{{- '<start_of_turn>model\n' -}}{%- endif -%}"),
    "chatml": (
        "{%- for m in messages -%}"
        "{{- '<|im_start|>' ~ m['role'] ~ '\n' ~ m['content'] ~ '<|im_end|>\n' -}}"
        "{%- endfor -%}"
        "{%- if add_generation_prompt -%}{{- '<|im_start|>assistant\n' -}}{%- endif -%}"),
}


def fallback_for_architecture(architecture: str) -> str:
    """The fallback format that fits a model without a template."""
    return "gemma" if architecture.startswith("gemma") else "chatml"


@dataclass
class ChatTemplate:
    """Renders chat messages to prompt text for one loaded model."""

    jinja_source: str | None
    fallback: str
    bos_token: str
    eos_token: str

    @property
    def name(self) -> str:
        return "model's own template" if self.jinja_source else f"{self.fallback} (fallback)"

    @property
    def published_source(self) -> str:
        """The template as Jinja, whichever renders here (for GET /props)."""
        return self.jinja_source or FALLBACK_JINJA[self.fallback]

    def render(self, messages: Sequence[Message], tools: Sequence[ToolSpec] = (),
               fmt: ToolFormat = GENERIC) -> RenderedPrompt:
        """The prompt for `messages`, with `tools` offered in the model's own
        way (`fmt`), or in the generic format where its template has none."""
        _validate(messages)
        if not self.jinja_source:
            fmt = GENERIC
        shaped, listed = prepare(messages, tools, fmt)
        if self.jinja_source:
            return self._render_jinja(shaped, listed)
        return FALLBACKS[self.fallback](shaped)

    def _render_jinja(self, messages: Sequence[Message],
                      tools: list[dict[str, Any]] | None = None) -> RenderedPrompt:
        from llama_cpp.llama_chat_format import Jinja2ChatFormatter

        formatter = Jinja2ChatFormatter(
            template=self.jinja_source or "",
            eos_token=self.eos_token,
            bos_token=self.bos_token,
            add_generation_prompt=True,
        )
        try:
            chat: Any = [dict(m) for m in messages]
            listed: Any = tools
            result = formatter(messages=chat, tools=listed)
        except Exception as exc:  # a user's model may ship a broken template
            raise RequestError(f"The model's chat template failed: {exc}") from exc
        stop = result.stop if isinstance(result.stop, list) else [result.stop or ""]
        return RenderedPrompt(result.prompt, tuple(s for s in stop if s))
