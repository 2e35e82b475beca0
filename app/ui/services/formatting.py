"""Short human-readable texts: usage lines, adapter lists, times. No Qt."""

from __future__ import annotations

import re
import time

from app.domain import LoraSelection, UsageStats

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
            parts.append(f"{usage.tokens_per_second:.1f} tok/s")
        thought = (f" ({usage.reasoning_tokens} thinking)" if usage.reasoning_tokens else "")
        parts.append(f"{usage.completion_tokens} tokens{thought}")
        parts.append(f"prompt {usage.prompt_tokens} (cached {usage.cached_tokens})")
        parts.append(f"first token {usage.prefill_ms:.0f} ms")
    adapters = format_lora(lora)
    parts.append(f"LoRA: {adapters}" if adapters else "no LoRA")
    return SEP.join(parts)


def relative_time(timestamp: float, now: float | None = None) -> str:
    """'just now', '5 min ago', 'yesterday', or a date, in the user's time zone."""
    now = time.time() if now is None else now
    seconds = max(0.0, now - timestamp)
    if seconds < 60:
        return "just now"
    if seconds < 3600:
        return f"{int(seconds // 60)} min ago"
    local, today = time.localtime(timestamp), time.localtime(now)
    if local.tm_yday == today.tm_yday and local.tm_year == today.tm_year:
        return time.strftime("%H:%M", local)
    if seconds < 2 * 86400 and (today.tm_yday - local.tm_yday) % 366 == 1:
        return "yesterday"
    if local.tm_year == today.tm_year:
        return time.strftime("%d %b", local)
    return time.strftime("%d %b %Y", local)


OFFLINE_SIGNS = ("name or service not known", "temporary failure in name resolution",
                 "network is unreachable", "no address associated with hostname",
                 "nodename nor servname", "getaddrinfo failed", "[errno -2]", "[errno -3]",
                 "connection refused", "timed out", "connecterror", "no route to host")
OFFLINE = "You are offline, or Hugging Face cannot be reached right now."


def plain_error(text: str) -> str:
    """A network failure said in plain words; any other message as it is."""
    lowered = text.lower()
    return OFFLINE if any(sign in lowered for sign in OFFLINE_SIGNS) else text


_MD_LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
_MD_LINE_MARKS = re.compile(r"(^|\n)\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)")
_MD_EMPHASIS = re.compile(r"(\*\*|__|\*|`{1,3}|~~)")


def strip_markdown(text: str) -> str:
    """A Markdown snippet as the words it says: no #, **, `, bullets or link targets."""
    text = _MD_LINK.sub(r"\1", text)
    text = _MD_LINE_MARKS.sub(r"\1", text)
    return _MD_EMPHASIS.sub("", text)
