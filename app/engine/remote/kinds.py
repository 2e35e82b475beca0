"""What kind of server an engine is, and what each kind can do per request.

Lantern's per-request features (LoRA selection with scales, the prompt
cache switch) exist on some servers and not on others. Each kind says how
it maps them, and a request that asks for something its server cannot do
is refused with the reason: never sent with the feature silently dropped.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.engine.requests import LoraSelection


class ServerKind(enum.Enum):
    LANTERN = "Lantern"
    LLAMA_CPP = "llama.cpp server"
    LLAMA_CPP_PYTHON = "llama-cpp-python server"
    VLLM = "vLLM"
    OLLAMA = "Ollama"
    LM_STUDIO = "LM Studio"
    OPENAI = "OpenAI-compatible"


@dataclass(frozen=True)
class Capabilities:
    lora: str
    """How adapters are chosen: "names" (Lantern), "ids" (llama.cpp server's
    adapter list), "model" (vLLM: the adapter is the model name), "" none."""
    cache_switch: str
    """How a request turns the prompt cache off: "cache_prompt", "cache_salt",
    or "" when it cannot (the server alone decides)."""
    extended_sampler: bool
    """Accepts top_k, min_p and a repeat penalty beside the OpenAI fields."""
    no_lora_reason: str = ""
    no_cache_reason: str = ""
    thinking_switch: str = ""
    """How a request sets the template's enable_thinking: "chat_template_kwargs"
    (llama.cpp server, vLLM, Lantern), "think" (Ollama) or "" (it cannot)."""

    @property
    def lora_scales(self) -> bool:
        return self.lora in ("names", "ids")

    @property
    def lora_many(self) -> bool:
        return self.lora in ("names", "ids")


TEMPLATE_KWARGS = "chat_template_kwargs"


def _fixed(kind: str, lora_how: str) -> tuple[str, str]:
    return (
        f"{kind} cannot choose LoRA adapters per request ({lora_how}).",
        f"{kind} cannot turn its prompt cache off for one request; keep the prompt "
        "cache on for this conversation or answer with another engine.",
    )


def capabilities(kind: ServerKind) -> Capabilities:
    if kind is ServerKind.LANTERN:
        return Capabilities("names", "cache_prompt", True, thinking_switch=TEMPLATE_KWARGS)
    if kind is ServerKind.LLAMA_CPP:
        return Capabilities("ids", "cache_prompt", True, thinking_switch=TEMPLATE_KWARGS)
    if kind is ServerKind.VLLM:
        return Capabilities("model", "cache_salt", True, thinking_switch=TEMPLATE_KWARGS)
    if kind is ServerKind.OLLAMA:
        lora, cache = _fixed("Ollama", "an adapter is built into a model with a Modelfile's "
                             "ADAPTER line: choose that model instead")
        return Capabilities("", "", True, lora, cache, thinking_switch="think")
    if kind is ServerKind.LLAMA_CPP_PYTHON:
        lora, cache = _fixed("llama-cpp-python's server",
                             "its adapter is fixed when the server starts")
        return Capabilities("", "", True, lora, cache)
    if kind is ServerKind.LM_STUDIO:
        lora, cache = _fixed("LM Studio", "it has no adapter API")
        return Capabilities("", "", True, lora, cache)
    lora, cache = _fixed("This OpenAI-compatible server", "the OpenAI API has no adapters")
    return Capabilities("", "", False, lora, cache)


def lora_refusal(kind: ServerKind, selection: LoraSelection, adapters: list[str]) -> str | None:
    """Why `selection` cannot be sent to a server of `kind`, or None if it can."""
    if not selection:
        return None
    caps = capabilities(kind)
    if not caps.lora:
        return caps.no_lora_reason
    if caps.lora == "model":
        if len(selection) > 1:
            return (f"{kind.value} applies one LoRA adapter per request (as the model "
                    "name); choose a single adapter.")
        name, scale = selection[0]
        if scale != 1.0:
            return (f"{kind.value} applies an adapter at scale 1 only; set “{name}” to 1.0 "
                    "or answer with another engine.")
    if caps.lora != "names":  # Lantern checks names itself and says which is unknown
        missing = [name for name, _ in selection if name not in adapters]
        if missing:
            known = ", ".join(adapters) or "none"
            return (f"The server has no LoRA adapter named {', '.join(missing)} "
                    f"(it serves: {known}).")
    return None


def cache_refusal(kind: ServerKind, cache_prompt: bool) -> str | None:
    if cache_prompt:
        return None  # on is every server's default; each manages its own cache
    caps = capabilities(kind)
    return None if caps.cache_switch else caps.no_cache_reason


SAMPLER_EXTRAS = ("top_k", "min_p", "repeat_penalty")
"""Sampler fields beyond the OpenAI API's (temperature, top_p, seed, stop)."""


def control_limits(kind: ServerKind) -> dict[str, str]:
    """Why each per-conversation control cannot apply on a server of `kind`
    ("" where it can), so the window greys each one with its own reason:
    the sampler fields by name, "lora" (choosing adapters at all),
    "lora_scale" (a scale other than 1), "lora_many" (more than one at once)
    and "cache" (turning the prompt cache off)."""
    caps = capabilities(kind)
    limits = dict.fromkeys(SAMPLER_EXTRAS, "")
    if not caps.extended_sampler:
        for name, label in zip(SAMPLER_EXTRAS, ("Top K", "Min P", "A repeat penalty"),
                               strict=True):
            limits[name] = (f"{label} is not part of the OpenAI API, which this server "
                            "speaks: it is not sent, the server uses its own.")
    limits["lora"] = caps.no_lora_reason if not caps.lora else ""
    one = "" if caps.lora_many or not caps.lora else (
        f"{kind.value} applies one LoRA adapter per request (as the model name).")
    limits["lora_many"] = one
    limits["lora_scale"] = "" if caps.lora_scales or not caps.lora else (
        f"{kind.value} applies an adapter at scale 1 only.")
    limits["cache"] = caps.no_cache_reason if not caps.cache_switch else ""
    limits["thinking"] = "" if caps.thinking_switch else (
        f"{kind.value} has no way to pass enable_thinking to its chat template; the "
        "model thinks or not as its template decides.")
    return limits


LOCAL_LIMITS = {name: "" for name in (*SAMPLER_EXTRAS, "lora", "lora_many", "lora_scale",
                                      "cache", "thinking")}
"""This computer's model can do everything."""
