"""Continuous batching: several generation requests decoded in one llama.cpp batch.

Each request gets its own sequence in the model's one context, with a KV
stream of the context size the user chose (EngineConfig.n_parallel of them,
as `llama-server -np N` keeps them apart), and its own sampler chain
(app.engine.sampling: settings, seed, penalties, constraint), stop strings
and cancel. A request joins the running batch
after its prefill; one that finishes or is cancelled leaves the others
running. Waiting requests are taken by priority (the window's answers before
the API's clients), then in arrival order.

Requests with different LoRA selections never share a batch (an adapter
applies to the whole context), so selections take turns: the running group
takes newcomers of its own selection only while no other selection waits;
once one does, the group finishes what it runs and the first waiting
request's selection starts the next turn. No group starves another, however
busy it is.

Sequence 0 is the engine's live sequence (kv_state.py: the prefix cache
with its remembered states); a request that finds it free runs there with
the full prefix cache. Other sequences restore a remembered state of their
own prompt when there is one, and are remembered when they finish, so a
conversation that ran beside another finds its state on its next turn.
"""

from __future__ import annotations

import itertools
import logging
import random
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, Protocol

from app.engine.answer import AnswerOutput, CheckedPrompt, Generation, finish_output, tools_on
from app.engine.constraints import Guide
from app.engine.devices import DeviceUse
from app.engine.errors import EngineError
from app.engine.kv_state import KvState
from app.engine.lora import AdapterLibrary
from app.engine.native import llama_cpp
from app.engine.prefix_cache import AdapterKey
from app.engine.requests import Generate, GenerateStream, UsageStats
from app.engine.sampling import TokenSampler, token_logprob
from app.engine.vision import ImageRun, feed_prompt
from app.said import QT_TRANSLATE_NOOP

log = logging.getLogger("lantern.engine.batch")

NextRequest = Callable[[], Generation | None]


class SequenceModel(Protocol):
    """What a batch needs of the loaded model (app.engine.llama.LlamaEngine)."""

    @property
    def llm(self) -> Any: ...
    @property
    def adapters(self) -> AdapterLibrary: ...
    @property
    def cache(self) -> KvState: ...
    @property
    def n_ctx(self) -> int: ...
    @property
    def device(self) -> DeviceUse: ...

    def checked_prompt(self, request: Generation) -> CheckedPrompt: ...
    def answer_output(self, request: Generation, on_piece: Callable[[str], None],
                      stops: tuple[str, ...], thinking_open: bool) -> AnswerOutput: ...
    def is_end(self, token: int) -> bool: ...


def failure(exc: BaseException, doing: str) -> EngineError:
    """The error one request ends with when `doing` its part failed: an
    EngineError as it is, anything else (a bug) named as such; the other
    requests of the batch go on either way."""
    if isinstance(exc, EngineError):
        return exc
    log.error("a request failed while %s", doing, exc_info=exc)
    return EngineError(QT_TRANSLATE_NOOP(
        "Engine", "Lantern failed on this request ({error}); it was stopped and other "
        "requests go on. Please report this.").format(error=f"{type(exc).__name__}: {exc}"))


@dataclass(order=True)
class _Waiting:
    priority: int
    order: int
    request: Generation = field(compare=False)
    checked: CheckedPrompt = field(compare=False)


@dataclass
class _Slot:
    request: Generation
    seq: int
    prompt: list[int]
    adapters: AdapterKey
    stops: tuple[str, ...]
    stop_tokens: frozenset[int]
    max_tokens: int
    started: float
    usage: UsageStats
    sampler: TokenSampler | None = None
    guide: Guide | None = None
    output: AnswerOutput | None = None
    tools_on: bool = False
    """Special-token tool-call openers must reach the parser."""
    thinking_open: bool = False
    """The template opened a thinking section for the answer."""
    pieces: list[str] = field(default_factory=list)
    generated: list[int] = field(default_factory=list)
    pending: int = -1
    """The sampled token that the next decode step evaluates."""
    n_past: int = 0
    first_token_at: float | None = None
    prefilled: bool = False
    """The whole prompt is in the sequence's cache (not cut short by a cancel)."""
    images: tuple[ImageRun, ...] = ()
    """The prompt's image chunks (app.engine.vision): placeholder runs in `prompt`."""


class BatchRun:
    """Runs generation requests together on one engine; settles each reply.

    Whatever one request does in here (its check, prefill, sampling, its
    constraint, detokenizing, tool-call parsing) is guarded on its own: an
    exception ends that request with a clear error and clears its sequence,
    and every other request runs on as it would have alone."""

    def __init__(self, engine: SequenceModel,
                 beat: Callable[[], None] = lambda: None) -> None:
        self._engine = engine
        self._llm = engine.llm
        self._lib = llama_cpp()
        self._ctx = self._llm.ctx
        self._beat = beat
        """Called once per decode step and prefill chunk (the owner's heartbeat)."""
        self._n_seq = int(self._lib.llama_n_seq_max(self._ctx))
        self._batch = self._lib.llama_batch_init(max(self._llm.n_batch, self._n_seq), 0, 1)
        self._slots: list[_Slot] = []
        self._key: AdapterKey | None = None
        self._arrivals = itertools.count()

    def close(self) -> None:
        self._lib.llama_batch_free(self._batch)

    # -- the loop ------------------------------------------------------------

    def run(self, requests: Iterable[Generation], more: NextRequest | None = None) -> None:
        """Decode `requests` (and those `more()` hands over while they run,
        None when it has none now) until every one has finished."""
        waiting: list[_Waiting] = []
        for request in requests:
            self._enqueue(request, waiting)
        while True:
            while more is not None and (joiner := more()) is not None:
                self._enqueue(joiner, waiting)
            self._admit(waiting)
            if not self._slots:
                if not waiting:
                    return
                continue  # they were all settled at once (cancelled, say)
            self._beat()
            self._step()

    def _enqueue(self, request: Generation, waiting: list[_Waiting]) -> None:
        if not request.reply.set_running_or_notify_cancel():
            return
        try:
            checked = self._engine.checked_prompt(request)
        except Exception as exc:
            if request.cancelled:  # stopped while its prompt was made: not a failure
                usage = UsageStats(finish_reason="cancelled")
                if isinstance(request, Generate):
                    request.reply.set_result(("", usage))
                else:
                    request.reply.set_result(usage)
            else:
                request.reply.set_exception(failure(exc, "checking the request"))
            return
        waiting.append(_Waiting(request.priority, next(self._arrivals), request, checked))
        waiting.sort()

    def _admit(self, waiting: list[_Waiting]) -> None:
        """Start waiting requests while sequences are free, by priority then
        arrival: those under the running group's adapter selection while no
        other selection waits; when no group runs, the first waiting
        request's selection starts the next group."""
        if not self._slots:
            self._key = None  # the group is done: the first waiting request's is next
        elif any(w.checked.adapters != self._key for w in waiting):
            return  # another selection's turn comes when this group is done
        for item in list(waiting):
            if len(self._slots) >= self._n_seq:
                return
            request, checked = item.request, item.checked
            if self._key is not None and checked.adapters != self._key:
                continue
            waiting.remove(item)
            tokens = checked.tokens
            max_tokens = min(request.max_tokens, self._engine.n_ctx - checked.size)
            slot = _Slot(request, self._free_seq(), tokens, checked.adapters, checked.stops,
                         checked.stop_tokens, max_tokens, time.perf_counter(),
                         checked.dropped.usage(checked.size), guide=checked.guide,
                         thinking_open=checked.thinking_open, images=checked.images)
            self._key = checked.adapters
            self._start(slot)

    def _free_seq(self) -> int:
        used = {s.seq for s in self._slots}
        return min(set(range(self._n_seq)) - used)

    # -- one sequence ------------------------------------------------------------

    def _start(self, slot: _Slot) -> None:
        """Prefill the prompt and sample the first token (its logits are the
        context's latest until the next decode)."""
        request = slot.request
        if request.cancelled:
            slot.usage.finish_reason = "cancelled"
            self._settle(slot)
            return
        try:
            slot.usage.cached_tokens = self._prefill(slot)
            slot.usage.disk_cached_tokens = self._engine.cache.take_from_disk()
            slot.usage.device = str(self._engine.device.summary())
        except Exception as exc:
            self._fail(slot, failure(exc, "reading the prompt"))
            return
        slot.n_past = len(slot.prompt)
        self._slots.append(slot)
        if request.cancelled:
            self._finish(slot, "cancelled")
            return
        slot.prefilled = True
        try:
            slot.output = self._output(slot)
            config = request.config
            seed = config.seed if config.seed is not None else random.getrandbits(32)
            slot.sampler = TokenSampler(config, seed, self._llm.n_vocab(),
                                        self._llm.last_n_tokens_size)
            token = self._sample(slot, -1)
        except Exception as exc:
            self._fail(slot, failure(exc, "choosing the first token"))
            return
        self._accept(slot, token, -1)

    def _prefill(self, slot: _Slot) -> int:
        """The prompt into the slot's sequence; how many tokens were reused."""
        engine, request = self._engine, slot.request
        engine.adapters.apply(slot.adapters)
        if slot.seq == 0:
            return engine.cache.prefill(slot.prompt, slot.adapters, request.cache_prompt,
                                        request.cancel_event.is_set, self._progress(slot),
                                        slot.images)
        return self._prefill_other(slot)

    def _progress(self, slot: _Slot) -> Callable[[int, int], None]:
        """Prefill progress to the request (a stream's), and a heartbeat per chunk."""
        told = slot.request.on_prefill if isinstance(slot.request, GenerateStream) else None

        def report(read: int, total: int) -> None:
            self._beat()
            if told is not None:
                told(read, total)
        return report

    def _output(self, slot: _Slot) -> AnswerOutput:
        slot.tools_on = tools_on(slot.request)
        return self._engine.answer_output(slot.request, lambda text: self._emit(slot, text),
                                          slot.stops, slot.thinking_open)

    def _prefill_other(self, slot: _Slot) -> int:
        """A sequence other than 0: a remembered state of this prompt, then the
        rest (text in chunks of n_batch, each image decoded whole)."""
        reuse = 0
        if slot.request.cache_prompt:
            reuse = self._engine.cache.restore_into(slot.seq, slot.prompt, slot.adapters)
        report = self._progress(slot)
        report(reuse, len(slot.prompt))

        def text(chunk: list[int], at: int) -> None:
            self._decode([(t, at + i, slot.seq, i == len(chunk) - 1)
                          for i, t in enumerate(chunk)])

        def image(run: ImageRun) -> None:
            run.decode(self._ctx, run.start, slot.seq, self._llm.n_batch)

        feed_prompt(slot.prompt, reuse, slot.images, self._llm.n_batch, text, image,
                    lambda: slot.request.cancelled, report)
        return reuse

    def _decode(self, rows: list[tuple[int, int, int, bool]]) -> None:
        batch = self._batch
        for i, (token, pos, seq, logits) in enumerate(rows):
            batch.token[i], batch.pos[i], batch.n_seq_id[i] = token, pos, 1
            batch.seq_id[i][0], batch.logits[i] = seq, logits
        batch.n_tokens = len(rows)
        code = self._lib.llama_decode(self._ctx, batch)
        if code != 0:
            raise EngineError(QT_TRANSLATE_NOOP(
                "Engine", "llama.cpp could not decode ({code}): the context of {n_ctx} tokens "
                "has no room left for the requests running together. Raise the context size "
                "in Settings, or send fewer requests at once."
            ).format(code=code, n_ctx=f"{self._engine.n_ctx:,}"))

    def _step(self) -> None:
        """Evaluate every sequence's pending token in one batch, then sample each."""
        for slot in [s for s in self._slots if s.request.cancelled]:
            self._finish(slot, "cancelled")
        running = list(self._slots)
        if not running:
            return
        try:
            self._decode([(s.pending, s.n_past, s.seq, True) for s in running])
        except Exception as exc:  # the one batch of them all: none has a next token
            for slot in running:
                self._fail(slot, failure(exc, "decoding"))
            return
        for index, slot in enumerate(running):
            try:
                self._advance(slot)
                token = self._sample(slot, index)
            except Exception as exc:
                self._fail(slot, failure(exc, "choosing the next token"))
                continue
            self._accept(slot, token, index)

    def _advance(self, slot: _Slot) -> None:
        slot.generated.append(slot.pending)
        slot.n_past += 1
        if slot.seq == 0:  # keep the live sequence's record, as Llama.eval does
            self._llm.input_ids[self._llm.n_tokens] = slot.pending
            self._llm.n_tokens += 1

    def _sample(self, slot: _Slot, row: int) -> int:
        """The slot's next token from row `row` of the last decoded batch
        (its sampler, under its constraint)."""
        assert slot.sampler is not None
        return slot.sampler.sample(self._ctx, slot.guide, row)

    def _accept(self, slot: _Slot, token: int, row: int) -> None:
        """One sampled token through the slot's token loop; a failure there
        is the slot's alone."""
        try:
            self._take(slot, token, row)
        except Exception as exc:
            self._fail(slot, failure(exc, "reading the answer"))

    def _take(self, slot: _Slot, token: int, row: int) -> None:
        request, usage = slot.request, slot.usage
        slot.first_token_at = slot.first_token_at or time.perf_counter()
        if token in slot.stop_tokens or self._engine.is_end(token):
            self._finish(slot, "stop")
            return
        if request.logprobs is not None:
            assert slot.sampler is not None
            logits = slot.sampler.logits(self._ctx, row)
            request.token_logprobs.append(token_logprob(
                logits, token, request.logprobs, lambda t: bytes(self._llm.detokenize([t]))))
        usage.completion_tokens += 1
        assert slot.output is not None
        slot.output.feed(self._detokenize(slot, token))
        if slot.output.stopped or (slot.guide is not None and slot.guide.finished):
            self._finish(slot, "stop")
        elif usage.completion_tokens >= slot.max_tokens:
            usage.context_full = slot.max_tokens < slot.request.max_tokens
            self._finish(slot, "length")
        else:
            slot.pending = token

    def _detokenize(self, slot: _Slot, token: int) -> bytes:
        return bytes(self._llm.detokenize([token], special=slot.tools_on))

    def _emit(self, slot: _Slot, text: str) -> None:
        if isinstance(slot.request, GenerateStream):
            slot.request.callback(text)
        else:
            slot.pieces.append(text)

    # -- the end of a sequence ---------------------------------------------------

    def _finish(self, slot: _Slot, reason: str) -> None:
        slot.usage.finish_reason = reason  # type: ignore[assignment]
        if slot.output is not None:
            finish_output(slot.request, slot.output, slot.usage)
        ended = time.perf_counter()
        first = slot.first_token_at or ended
        slot.usage.prefill_ms = (first - slot.started) * 1000
        slot.usage.decode_ms = (ended - first) * 1000
        self._release(slot, keep=True)
        self._settle(slot)

    def _release(self, slot: _Slot, keep: bool) -> None:
        """Free the slot's sequence; `keep`: its state may serve a later
        prompt (never after a failure: what it holds may be half-written)."""
        if slot.sampler is not None:
            slot.sampler.close()
            slot.sampler = None
        if slot in self._slots:
            self._slots.remove(slot)
        cache = self._engine.cache
        if slot.seq == 0:
            cache.finish(slot.request.cache_prompt and keep)
            return
        if keep and slot.request.cache_prompt and slot.prefilled:
            cache.remember(slot.seq, [*slot.prompt, *slot.generated], slot.adapters)
        self._clear(slot.seq)

    def _clear(self, seq: int) -> None:
        self._lib.llama_memory_seq_rm(self._lib.llama_get_memory(self._ctx), seq, -1, -1)

    def _fail(self, slot: _Slot, error: EngineError) -> None:
        """End the slot's request with `error`; its sequence is cleared so
        that no later request reuses what it holds."""
        slot.prefilled = False
        try:
            self._release(slot, keep=False)
        except Exception:  # clearing must not fail the others; log it and go on
            log.exception("could not clear sequence %s", slot.seq)
        if not slot.request.reply.done():
            slot.request.reply.set_exception(error)

    def _settle(self, slot: _Slot) -> None:
        request = slot.request
        if request.reply.done():
            return
        if isinstance(request, Generate):
            request.reply.set_result(("".join(slot.pieces), slot.usage))
        else:
            request.reply.set_result(slot.usage)
