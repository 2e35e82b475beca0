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
from pathlib import Path
from typing import Any

from app.domain import ToolSpec
from app.engine.errors import Cancelled, ModelLoadError, RequestError
from app.engine.thinking import opens_thinking
from app.engine.tool_calls import GENERIC, ToolFormat
from app.engine.tool_calls.prompting import prepare
from app.images import IMAGES_KEY, MEDIA_MARKER, content_with_markers
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


TEMPLATE_TEXT_UNKNOWN_CONTEXT = 1 << 20
"""Characters a template may add to a conversation when its context is not known."""
MAX_CHARS_PER_TOKEN = 32
"""More characters than any token of a real vocabulary holds, nearly: a text
longer than this many per token of the context cannot fit in it."""


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


TYPED_MARKER = MEDIA_MARKER.replace("__", "_\u2060_", 1)
"""A media marker a person typed into a prompt that has images, kept as text
(a word joiner inside it): only the markers put in for images place them."""


def with_image_markers(messages: Sequence[Message]) -> Sequence[Message]:
    """Messages whose images (app.images.IMAGES_KEY) are markers in their text
    (content_with_markers), where the projector's chunks go (app.engine.vision);
    the images themselves stay with the engine, not the template."""
    if not any(m.get(IMAGES_KEY) for m in messages):
        return messages
    marked: list[Message] = []
    for message in messages:
        shaped = {k: v for k, v in message.items() if k != IMAGES_KEY}
        content = message.get("content")
        if isinstance(content, str):
            content = content.replace(MEDIA_MARKER, TYPED_MARKER)
        if count := len(message.get(IMAGES_KEY) or ()):
            content = content_with_markers(content or "", count)
        if content is not None or "content" in message:
            shaped["content"] = content
        marked.append(shaped)
    return marked


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
    model_file: str = ""
    """The model file's name, for errors (set by probe_template at load)."""
    n_ctx: int = 0
    """The context the prompts go to (0: not known): bounds what a render may make."""
    _template: Any = field(default=None, init=False, repr=False)

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
        `enable_thinking` reaches templates that take it (None: their default).
        A message's images are markers in its text (with_image_markers)."""
        _validate(messages)
        messages = with_image_markers(messages)
        if not self.jinja_source:
            fmt = GENERIC
        shaped, listed = prepare(messages, tools, fmt)
        if self.jinja_source:
            return self._render_jinja(shaped, listed, enable_thinking)
        return FALLBACKS[self.fallback](shaped)

    def _compiled(self) -> Any:
        """The template compiled in the budgeted sandbox, with what
        llama-cpp-python's Jinja2ChatFormatter gives templates (its
        `{% generation %}` tag, its JSON filter), so prompts stay the same."""
        if self._template is None:
            from llama_cpp.llama_chat_format import Jinja2ChatFormatter

            from app.engine.template_budget import sandbox

            environment = sandbox([Jinja2ChatFormatter.IgnoreGenerationTags])
            environment.set_filter("tojson", Jinja2ChatFormatter.tojson)
            self._template = environment.from_string(self.jinja_source or "")
        return self._template

    def _render_text(self, messages: Any, tools: Any, add_generation_prompt: bool,
                     extra: dict[str, Any]) -> str:
        from llama_cpp.llama_chat_format import Jinja2ChatFormatter

        from app.engine.template_budget import budgeted

        def raise_exception(message: str) -> None:
            raise ValueError(message)

        variables = {"messages": messages, "eos_token": self.eos_token,
                     "bos_token": self.bos_token, "raise_exception": raise_exception,
                     "add_generation_prompt": add_generation_prompt, "functions": None,
                     "function_call": None, "tools": tools, "tool_choice": None,
                     "strftime_now": Jinja2ChatFormatter.strftime_now, **extra}
        return budgeted(self._compiled(), variables, self._size_limit(messages, tools),
                        len(messages) + len(tools or ()))

    def _size_limit(self, messages: Any, tools: Any) -> int:
        """The most text a render may make: what it is given, twice (a template
        may repeat the system prompt), and what the context could add on top;
        past that the prompt cannot fit, and is refused before tokenizing."""
        from app.engine.template_budget import text_weight

        given = text_weight([messages, tools], 1 << 40)
        return 2 * given + (self.n_ctx * MAX_CHARS_PER_TOKEN or TEMPLATE_TEXT_UNKNOWN_CONTEXT)

    def _render_jinja(self, messages: Sequence[Message],
                      tools: list[dict[str, Any]] | None = None,
                      enable_thinking: bool | None = None) -> RenderedPrompt:
        from app.engine.template_budget import RenderStopped, TemplateOverBudget

        chat: Any = [dict(m) for m in messages]
        extra = {} if enable_thinking is None else {"enable_thinking": enable_thinking}
        try:
            prompt = self._render_text(chat, tools, True, extra)
            history = self._render_text(chat, tools, False, extra)
        except TemplateOverBudget as exc:
            raise TemplateTooCostly(self.model_file, str(exc)) from None
        except RenderStopped:
            raise Cancelled(QT_TRANSLATE_NOOP(
                "Engine", "Stopped while the chat template was being read.")) from None
        except Exception as exc:  # a user's model may ship a broken template
            raise RequestError(QT_TRANSLATE_NOOP(
                "Engine", "The model's chat template failed: {reason}").format(reason=exc)) from exc
        stop = (self.eos_token,) if self.eos_token else ()
        # What the generation prompt adds: does it leave a <think> open?
        generation = prompt[len(history):] if prompt.startswith(history) else prompt[-64:]
        return RenderedPrompt(prompt, stop, opens_thinking(generation))


class TemplateTooCostly(RequestError):
    """A chat template went over its budget (time, work or size)."""

    def __init__(self, model_file: str, reason: str) -> None:
        where = model_file or QT_TRANSLATE_NOOP("Engine", "this model")
        super().__init__(QT_TRANSLATE_NOOP(
            "Engine", "The chat template in {file} was stopped: {reason}. The template is "
            "broken or hostile; choose another model file.").format(file=where, reason=reason))


PROBE_CONVERSATION: tuple[Message, ...] = (
    {"role": "system", "content": "You are a helpful assistant."},
    {"role": "user", "content": "Hello!"},
    {"role": "assistant", "content": "Hello! How can I help?"},
    {"role": "user", "content": "What is 2 + 2?"},
)


def probe_template(template: ChatTemplate, model_path: Path, n_ctx: int) -> None:
    """Name the template's model and context, and render a small conversation
    with it at load: a template over its budget is refused (ModelLoadError)
    before the first chat. Other template errors wait for a real request (a
    template may refuse a system message, and still serve without one)."""
    template.model_file, template.n_ctx = model_path.name, n_ctx
    try:
        template.render(PROBE_CONVERSATION)
    except TemplateTooCostly as exc:
        raise ModelLoadError(str(exc)) from None
    except RequestError:
        pass
