"""A fake engine for UI tests: deterministic tokens, cancellable, with a toy
prefix cache and adapters, so the window's behaviour can be checked fast and
exactly. Only UI tests use it; engine behaviour is tested on the real model."""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from app.domain import IMAGE_TOKENS_ESTIMATE, ToolCall, ToolCallDelta
from app.engine.context_fit import Dropped, fit_prompt
from app.engine.errors import AdapterError, EngineError, ModelLoadError
from app.engine.prompts import RenderedPrompt, render_chatml
from app.engine.requests import (
    Generate,
    GenerateStream,
    LoraSelection,
    Request,
    UsageStats,
    settle,
)
from app.engine.thinking import ThinkingRouter
from app.engine.tool_calls.formats import GENERIC
from app.images import message_images
from app.workers.inference import Engine, EngineFactory

log = logging.getLogger("lantern.tests.fake")


@dataclass
class Script:
    """What the fake engine will do; tests change it between requests."""

    pieces: int = 12
    """Pieces per answer (each piece is one 'token')."""
    delay_s: float = 0.0
    """Sleep per piece: slow streams give a test time to press Stop."""
    answer: Callable[[str], str] | None = None
    """prompt text -> the answer's text (default: an echo of the last message)."""
    fail_with: str | None = None
    """Fail the next generation with this message (then clear it)."""
    load_delay_s: float = 0.0
    load_error: str | None = None
    load_gate: threading.Event | None = None
    """When set, loading holds (after its first progress report) until this is set."""
    loaded: threading.Event = field(default_factory=threading.Event)
    render_gate: threading.Event | None = None
    """When set, the chat template waits for this event (a slow engine call)."""
    requests: list[Request] = field(default_factory=list)
    ran_by: list[str] = field(default_factory=list)
    """The model_name of the engine that ran each of `requests`."""
    raise_at: int | None = None
    """Raise `raise_what` in the token loop before this piece (then clear it):
    a Ctrl+C (KeyboardInterrupt) or a bug in the middle of an answer."""
    raise_what: BaseException = field(default_factory=KeyboardInterrupt)
    takes_thinking: bool = False
    sees_images: bool = False
    """The fake model reads images (a vision model with its projector)."""
    native_tools: bool = True
    """The model's template has its own tool-call format (else the generic one)."""
    """The fake's chat template reads `enable_thinking` (Qwen3-like)."""
    context_words: int | None = None
    """The fake's context, in prompt words: a longer chat prompt is fitted by
    the engines' own app.engine.context_fit.fit_prompt under its policy (its
    oldest turns left out, a summary asked for, or refused), as the real one is."""
    context_end: int | None = None
    """Where the fake's context ends, in words of prompt and answer: an answer
    that reaches it stops there, finish_reason "length" and context_full."""
    raw: list[str] | None = None
    """What the model 'writes', token by token, thinking tags and all: split
    by the engine's own ThinkingRouter, as the real engine does."""
    prefill_chunk: int = 64
    """Prompt words read per chunk (the real engine reads n_batch tokens)."""
    prefill_gate: threading.Event | None = None
    """When set, reading the prompt stops after its first chunk until this is set."""
    general_name: str | None = None
    """What a loaded model file calls itself (its GGUF `general.name`, as the
    real engine's model_name says); None: the file's stem."""
    counted: list[list[dict[str, Any]]] = field(default_factory=list)
    """The prompts the window asked the engine to count (its header)."""
    tool_calls: Callable[[GenerateStream], list[ToolCall]] | None = None
    """The calls a request with tools makes (after its text), as the real
    engine fills request.tool_calls; [] answers without calling."""


def default_answer(last_message: str, pieces: int) -> list[str]:
    words = [f"Echo: {last_message}."] + [f" word{i}" for i in range(1, pieces)]
    return words[:pieces]


class FakeEngine:
    model_name = "Fake Model 1B"

    def __init__(self, script: Script, progress: Callable[[float, str], None]) -> None:
        progress(0.0, "Preparing model file")
        if script.load_gate is not None:
            script.load_gate.wait(timeout=30)
        if script.load_delay_s:
            time.sleep(script.load_delay_s)
        if script.load_error:
            raise ModelLoadError(script.load_error)
        progress(1.0, "Ready")
        self.script = script
        self.adapters: dict[str, str] = {}
        self.template = self  # render() below, like ChatTemplate
        self.tool_format = replace(GENERIC, native=script.native_tools)
        self.sees_images = script.sees_images
        self._cached: tuple[LoraSelection, list[str]] = ((), [])
        script.loaded.set()

    # -- the engine surface the window uses --------------------------------

    def takes_enable_thinking(self) -> bool:  # like ChatTemplate
        return self.script.takes_thinking

    def render(self, messages: Sequence[dict[str, str]]) -> RenderedPrompt:
        if self.script.render_gate is not None:
            self.script.render_gate.wait(timeout=30)
        return render_chatml(messages)

    def count_prompt(self, messages: list[dict[str, Any]],
                     enable_thinking: bool | None = None, engine: str = "") -> int | None:
        """A chat prompt's size as this engine counts it (words); None for a
        remote engine's conversation, as the real router says."""
        self.script.counted.append(list(messages))
        if engine:
            return None
        return len(self._prompt_text(messages).split()) + self._image_tokens(messages)

    def _image_tokens(self, prompt: str | Sequence[dict[str, Any]]) -> int:
        """A vision model reads each image as tokens of its own (one without
        a projector counts the text only, as the real engine does)."""
        if isinstance(prompt, str) or not self.script.sees_images:
            return 0
        return len(message_images(prompt)) * IMAGE_TOKENS_ESTIMATE

    def register_adapter(self, name: str, path: Path | str) -> None:
        path = Path(path)
        if not path.is_file():
            raise AdapterError(f"Adapter file not found: {path}")
        if path.read_bytes()[:4] != b"GGUF":
            raise AdapterError(f"Adapter {path.name} was refused: not a GGUF file. "
                               "Check that it is a GGUF LoRA adapter made for this model.")
        self.adapters[name] = str(path)

    def unregister_adapter(self, name: str) -> None:
        self.adapters.pop(name, None)

    def close(self) -> None:
        self.adapters.clear()

    def run(self, request: Request) -> None:
        """Settled by the real code every engine uses (app.engine.requests.settle)."""
        settle(request, self._dispatch, log)

    def _dispatch(self, request: Request) -> object:
        self.script.requests.append(request)
        self.script.ran_by.append(self.model_name)
        if not isinstance(request, GenerateStream | Generate):
            raise EngineError("The fake engine only generates.")
        return self._generate(request)

    # -- generation ----------------------------------------------------------

    def _generate(self, request: Generate | GenerateStream) -> object:
        if self.script.fail_with:
            message, self.script.fail_with = self.script.fail_with, None
            raise EngineError(message)
        unknown = [n for n, _ in request.lora_selection if n not in self.adapters]
        if unknown:
            raise AdapterError(f"Unknown adapter {unknown[0]!r}.")
        dropped = self._fit(request)
        prompt = self._prompt_text(request.prompt, request.answer_prefix)
        usage = dropped.usage(len(prompt.split()) + self._image_tokens(request.prompt))
        usage.cached_tokens = self._reuse(request, prompt.split())
        self._prefill(request, usage.cached_tokens, usage.prompt_tokens)
        pieces = self.script.raw or self._answer(request.prompt, prompt)
        thinking = (ThinkingRouter(request.on_reasoning if isinstance(request, GenerateStream)
                                   else lambda _t: None) if self.script.raw else None)
        started = time.perf_counter()
        out: list[str] = []
        usage.finish_reason = "stop"  # or "length", at a limit (as the real engine)
        room = (self.script.context_end - usage.prompt_tokens
                if self.script.context_end is not None else request.max_tokens)
        if room < min(len(pieces), request.max_tokens):
            pieces = pieces[:max(0, room)]
            usage.finish_reason, usage.context_full = "length", True
        elif len(pieces) > request.max_tokens:
            usage.finish_reason = "length"
        for piece in pieces[: request.max_tokens]:
            if request.cancelled:
                usage.finish_reason = "cancelled"
                break
            if self.script.delay_s:
                time.sleep(self.script.delay_s)
            if self.script.raise_at == len(out):
                self.script.raise_at = None
                raise self.script.raise_what
            if thinking is not None:
                piece = thinking.feed(piece)
            out.append(piece)
            usage.completion_tokens += 1
            if isinstance(request, GenerateStream) and piece:
                request.callback(piece)
        if thinking is not None:
            rest = thinking.finish()
            out.append(rest)
            if rest and isinstance(request, GenerateStream):
                request.callback(rest)
            request.reasoning, usage.reasoning_tokens = thinking.reasoning, thinking.tokens
        usage.prefill_ms = 5.0
        usage.decode_ms = max(0.001, (time.perf_counter() - started) * 1000)
        calls = self._tool_calls(request, usage)
        if calls and isinstance(request, GenerateStream):
            for index, call in enumerate(calls):  # streamed as OpenAI's deltas
                request.on_tool_call(ToolCallDelta(index, call.id, call.name))
                for at in range(0, len(call.arguments), 5):
                    request.on_tool_call(ToolCallDelta(index, arguments=call.arguments[at:at + 5]))
            request.tool_calls.extend(calls)
            usage.finish_reason = "tool_calls"
        return ("".join(out), usage) if isinstance(request, Generate) else usage

    def _prefill(self, request: Generate | GenerateStream, reused: int, total: int) -> None:
        """Read the prompt in chunks, saying how far, as KvState.prefill does."""
        report = request.on_prefill if isinstance(request, GenerateStream) else None
        if report is None:
            return
        report(reused, total)
        for read in range(reused, total, self.script.prefill_chunk):
            if request.cancelled:
                return
            report(min(read + self.script.prefill_chunk, total), total)
            if self.script.prefill_gate is not None:
                self.script.prefill_gate.wait(timeout=30)

    def _tool_calls(self, request: Generate | GenerateStream, usage: UsageStats) -> list[ToolCall]:
        make = self.script.tool_calls
        if (make is None or not isinstance(request, GenerateStream) or not request.tools
                or request.tool_choice == "none" or usage.finish_reason != "stop"):
            return []
        return make(request)

    def _fit(self, request: Generate | GenerateStream) -> Dropped:
        """The engines' own fitting, with words for tokens."""
        budget = self.script.context_words
        if budget is None or isinstance(request.prompt, str):
            return Dropped()

        def tokenize(prompt: Any) -> tuple[list[dict[str, Any]], list[str]]:
            return list(prompt), self._prompt_text(list(prompt), request.answer_prefix).split()

        (kept, _words), dropped = fit_prompt(request, tokenize, lambda p: len(p[1]), budget,
                                             budget + request.max_tokens)  # words, here
        request.prompt = [dict(m) for m in kept]
        return dropped

    def _prompt_text(self, prompt: str | list[dict[str, Any]], answer_prefix: str = "") -> str:
        return prompt if isinstance(prompt, str) else self.render(prompt).text + answer_prefix

    def _answer(self, prompt: str | list[dict[str, Any]], text: str) -> list[str]:
        if self.script.answer is not None:
            answer = self.script.answer(text)
            return [answer[i:i + 4] for i in range(0, len(answer), 4)]
        last = prompt[-1]["content"] if isinstance(prompt, list) and prompt else "…"
        return default_answer(last, self.script.pieces)

    def _reuse(self, request: Generate | GenerateStream, tokens: list[str]) -> int:
        """A toy prefix cache: the common prefix with the last prompt, same adapters."""
        lora, previous = self._cached
        same = lora == request.lora_selection and request.cache_prompt
        common = 0
        if same:
            for a, b in zip(previous, tokens, strict=False):
                if a != b:
                    break
                common += 1
        self._cached = (request.lora_selection, tokens if request.cache_prompt else [])
        return common


def fake_factory(script: Script) -> Callable[[object], EngineFactory]:
    """A FactoryBuilder for EngineHost: builds a FakeEngine, named after the
    model file the settings name (so tests can tell which model answered)."""

    def build(settings: object) -> EngineFactory:
        path = str(getattr(settings, "model_path", "") or "")

        def load(progress: Callable[[float, str], None]) -> Engine:
            engine = FakeEngine(script, progress)
            if path:
                engine.model_name = script.general_name or Path(path).stem
            return engine
        return load

    return build
