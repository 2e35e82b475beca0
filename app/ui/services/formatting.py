"""Short human-readable texts: usage lines, adapter lists, plain errors."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from app.domain import LoraSelection, UsageStats
from app.ui.locale_format import number, tokens
from app.workers.say import say

SEP = " · "


def format_scale(scale: float) -> str:
    return f"{scale:.2f}".rstrip("0").rstrip(".") if scale != int(scale) else f"{scale:.0f}"


def format_lora(lora: LoraSelection | None) -> str:
    """'alpha×0.8, beta×1' or '' when no adapter was used."""
    active = [(name, scale) for name, scale in (lora or ()) if scale != 0]
    return ", ".join(f"{name}×{format_scale(scale)}" for name, scale in active)


def format_usage(usage: UsageStats | None, lora: LoraSelection | None) -> str:
    """The line under an answer: what made it and how fast.

    e.g. "42 tok/s · 96 tokens · prompt 120 (cached 98) · first token 80 ms · LoRA: alpha×0.8"
    """
    parts: list[str] = []
    if usage is not None:
        if usage.tokens_per_second > 0:
            speed = number(usage.tokens_per_second, 1)
            parts.append(QCoreApplication.translate("Formatting", "{speed} tok/s")
                         .format(speed=speed))
        thought = QCoreApplication.translate("Formatting", " ({count} thinking)").format(
            count=number(usage.reasoning_tokens)) if usage.reasoning_tokens else ""
        parts.append(tokens(usage.completion_tokens) + thought)
        prompt, cached = number(usage.prompt_tokens), number(usage.cached_tokens)
        parts.append(QCoreApplication.translate("Formatting", "prompt {prompt} (cached {cached})")
                     .format(prompt=prompt, cached=cached))
        parts.append(QCoreApplication.translate("Formatting", "first token {ms} ms")
                     .format(ms=number(usage.prefill_ms)))
        if usage.dropped_messages:  # never cut silently
            parts.append(_history_note(usage))
    adapters = format_lora(lora)
    parts.append(QCoreApplication.translate("Formatting", "LoRA: {adapters}")
                 .format(adapters=adapters) if adapters
                 else QCoreApplication.translate("Formatting", "no LoRA"))
    return SEP.join(parts)


def _history_note(usage: UsageStats) -> str:
    """What of the history the prompt left out, or read as a summary."""
    messages, tokens = number(usage.dropped_messages), number(usage.dropped_tokens)
    if usage.summarised_messages >= usage.dropped_messages:
        return QCoreApplication.translate(
            "Formatting", "{messages} oldest messages read as a summary ({tokens} tokens "
            "fewer)").format(messages=messages, tokens=tokens)
    if usage.summarised_messages:
        return QCoreApplication.translate(
            "Formatting", "{messages} oldest messages left out to fit ({summarised} of them "
            "read as a summary, {tokens} tokens fewer)").format(
                messages=messages, summarised=number(usage.summarised_messages), tokens=tokens)
    return QCoreApplication.translate(
        "Formatting", "{messages} oldest messages ({tokens} tokens) left out to fit").format(
            messages=messages, tokens=tokens)


OFFLINE_SIGNS = ("name or service not known", "temporary failure in name resolution",
                 "network is unreachable", "no address associated with hostname",
                 "nodename nor servname", "getaddrinfo failed", "[errno -2]", "[errno -3]",
                 "connection refused", "timed out", "connecterror", "no route to host")
OFFLINE = "You are offline, or Hugging Face cannot be reached right now."


def offline() -> str:
    """OFFLINE in the window's language."""
    return QCoreApplication.translate(
        "Formatting", "You are offline, or Hugging Face cannot be reached right now.")


def plain_error(text: str) -> str:
    """A network failure said in plain words; any other message as the window
    says it (a core layer's marked sentence in the window's language)."""
    lowered = text.lower()
    return offline() if any(sign in lowered for sign in OFFLINE_SIGNS) else say(text)


_MD_LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
_MD_LINE_MARKS = re.compile(r"(^|\n)\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)")
_MD_EMPHASIS = re.compile(r"(\*\*|__|\*|`{1,3}|~~)")


def strip_markdown(text: str) -> str:
    """A Markdown snippet as the words it says: no #, **, `, bullets or link targets."""
    text = _MD_LINK.sub(r"\1", text)
    text = _MD_LINE_MARKS.sub(r"\1", text)
    return _MD_EMPHASIS.sub("", text)
