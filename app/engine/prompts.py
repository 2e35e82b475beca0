"""Chat templates: the model's own when it has one, else a fallback that fits.

A GGUF without a `tokenizer.chat_template` (Gemma 3 270M base, which Lantern
once bundled, and many conversions) gets a fallback: Gemma's own turn
markers for Gemma models, ChatML otherwise. Rendering is deterministic
and append-only across turns, which is what lets the prompt cache reuse the
previous turn's tokens.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from app.domain import ToolSpec
from app.engine.errors import RequestError
from app.engine.thinking import opens_thinking
from app.engine.tool_calls import GENERIC, ToolFormat
from app.engine.tool_calls.prompting import prepare
from app.said import QT_TRANSLATE_NOOP

Message = Mapping[str, Any]


@dataclass(frozen=True)
class RenderedPrompt:
    text: str
    stop: tuple[str, ...]
    """Text stop sequences the template implies (beyond end-of-generation tokens)."""
    thinking_open: bool = False
    """The template's generation prompt opened a `<think>` section itself
    (DeepSeek-R1 distills, Nemotron): the output starts inside the thinking."""


def _validate(messages: Sequence[Message]) -> None:
    if not messages:
        raise RequestError(QT_TRANSLATE_NOOP("Engine", "The conversation is empty: write a "
                                             "message first."))
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


def _free_variables(source: str) -> set[str]:
    """The variables a template reads from its caller (not its own `set`s)."""
    import jinja2
    import jinja2.meta

    environment = jinja2.Environment(extensions=["jinja2.ext.loopcontrols"])
    try:
        return set(jinja2.meta.find_undeclared_variables(environment.parse(source)))
    except jinja2.TemplateError:  # a tag only llama-cpp-python's environment knows
        return set(re.findall(r"(?<![.\w])(\w+)(?!\s*=)", source))


@dataclass
class ChatTemplate:
    """Renders chat messages to prompt text for one loaded model."""

    jinja_source: str | None
    fallback: str
    bos_token: str
    eos_token: str
    _formatters: dict[bool, Any] = field(default_factory=dict, init=False, repr=False)

    @property
    def name(self) -> str:
        return "model's own template" if self.jinja_source else f"{self.fallback} (fallback)"

    @property
    def takes_enable_thinking(self) -> bool:
        """The template reads an `enable_thinking` variable (Qwen3, GLM, SmolLM3...)."""
        source = self.jinja_source or ""
        # Parsed only when the word is there at all (most templates): parsing
        # costs ~6 ms at every model load, between loading and "ready".
        return "enable_thinking" in source and "enable_thinking" in _free_variables(source)

    @property
    def published_source(self) -> str:
        """The template as Jinja, whichever renders here (for GET /props)."""
        return self.jinja_source or FALLBACK_JINJA[self.fallback]

    def render(self, messages: Sequence[Message], tools: Sequence[ToolSpec] = (),
               fmt: ToolFormat = GENERIC, *,
               enable_thinking: bool | None = None) -> RenderedPrompt:
        """The prompt for `messages`, with `tools` offered in the model's own
        way (`fmt`), or in the generic format where its template has none;
        `enable_thinking` reaches templates that take it (None: their default)."""
        _validate(messages)
        if not self.jinja_source:
            fmt = GENERIC
        shaped, listed = prepare(messages, tools, fmt)
        if self.jinja_source:
            return self._render_jinja(shaped, listed, enable_thinking)
        return FALLBACKS[self.fallback](shaped)

    def _formatter(self, add_generation_prompt: bool) -> Any:
        if add_generation_prompt not in self._formatters:
            from llama_cpp.llama_chat_format import Jinja2ChatFormatter

            self._formatters[add_generation_prompt] = Jinja2ChatFormatter(
                template=self.jinja_source or "", eos_token=self.eos_token,
                bos_token=self.bos_token, add_generation_prompt=add_generation_prompt)
        return self._formatters[add_generation_prompt]

    def _render_jinja(self, messages: Sequence[Message],
                      tools: list[dict[str, Any]] | None = None,
                      enable_thinking: bool | None = None) -> RenderedPrompt:
        chat: Any = [dict(m) for m in messages]
        listed: Any = tools
        extra = {} if enable_thinking is None else {"enable_thinking": enable_thinking}
        try:
            result = self._formatter(True)(messages=chat, tools=listed, **extra)
            history = self._formatter(False)(messages=chat, tools=listed, **extra).prompt
        except Exception as exc:  # a user's model may ship a broken template
            raise RequestError(QT_TRANSLATE_NOOP(
                "Engine", "The model's chat template failed: {reason}").format(reason=exc)) from exc
        stop = result.stop if isinstance(result.stop, list) else [result.stop or ""]
        prompt: str = result.prompt
        # What the generation prompt adds: does it leave a <think> open?
        generation = prompt[len(history):] if prompt.startswith(history) else prompt[-64:]
        return RenderedPrompt(prompt, tuple(s for s in stop if s), opens_thinking(generation))
