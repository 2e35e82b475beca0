"""The model's live KV state and the states remembered for other prompts.

`cache_prompt` on: reuse the longest prefix computed under the same adapter
selection, from the live context or from a remembered state; off: evaluate
from scratch and remember nothing. A live state about to be overwritten
(another conversation, another adapter selection) is stashed first, so
switching back and forth between conversations stays fast.

Sliding-window models (Gemma 3) run with llama.cpp's small SWA cache, as
its own server does: the window layers keep only about the last window of
positions, so rolling the live state back (a regenerate, an edit) can need
positions that are gone. As llama.cpp's server does, the window part of the
state is checkpointed at the end of each prompt (`LLAMA_STATE_SEQ_FLAGS_
PARTIAL_ONLY`), and a reuse whose window is no longer intact restores the
newest checkpoint it fits, or else evaluates from scratch. The check is
llama.cpp's: the oldest window position still held
(`llama_memory_seq_pos_min`) must be at most `reuse - n_swa + 1`.
"""

from __future__ import annotations

import ctypes
from collections.abc import Callable
from typing import Any

from app.engine.native import llama_cpp
from app.engine.prefix_cache import (
    AdapterKey,
    CachedState,
    Checkpoint,
    PrefixCache,
    common_prefix,
)

_SEQ = 0
# Below this many discarded tokens a stash costs more than re-evaluating them.
_MIN_STASH_TOKENS = 32
# Window checkpoints kept per sequence (llama.cpp's server keeps up to 32,
# spaced; one per recent prompt serves regenerate and edit-the-last-message).
_MAX_CHECKPOINTS = 3


def sliding_window(llm: Any) -> int:
    """Positions the window layers attend to, 0 when the cache keeps every
    position (no sliding window, or the full-size SWA cache)."""
    if llm.context_params.swa_full:
        return 0
    return max(0, int(llama_cpp().llama_model_n_swa(llm.model)))


class KvState:
    def __init__(self, llm: Any, budget_bytes: int) -> None:
        self._llm = llm
        self.remembered = PrefixCache(budget_bytes)
        self._live_adapters: AdapterKey | None = None
        self.n_swa = sliding_window(llm)
        self._checkpoints: list[Checkpoint] = []

    @property
    def live_tokens(self) -> list[int]:
        return list(self._llm.input_ids[: self._llm.n_tokens])

    def prefill(self, tokens: list[int], adapters: AdapterKey, use_cache: bool,
                cancelled: Callable[[], bool],
                progress: Callable[[int, int], None] | None = None) -> int:
        """Evaluate `tokens`, reusing what it can; return how many were reused.
        `progress(read, total)` hears after the reuse and after each chunk."""
        reuse = self._reuse(tokens, adapters) if use_cache else self._from_scratch()
        self._live_adapters = adapters
        rest, step = tokens[reuse:], self._llm.n_batch
        report = progress or (lambda _read, _total: None)
        report(reuse, len(tokens))
        # Chunks of n_batch, as Llama.eval itself splits them, so results match
        # an uncached run; between chunks a cancel is noticed.
        for start in range(0, len(rest), step):
            if cancelled():
                return reuse
            chunk = rest[start:start + step]
            self._llm.eval(chunk)
            report(reuse + start + len(chunk), len(tokens))
        if use_cache and self.n_swa and rest:
            self._checkpoint()
        return reuse

    def finish(self, use_cache: bool) -> None:
        if not use_cache:
            self._drop_live()

    # -- sequences other than the live one (app.engine.batch) ---------------------

    def restore_into(self, seq: int, tokens: list[int], adapters: AdapterKey) -> int:
        """Put the remembered state sharing the longest prefix with `tokens`
        into sequence `seq`; return how many tokens it lets keep (0: none)."""
        entry, length = self.remembered.best(adapters, tokens)
        reuse = min(length, len(tokens) - 1)
        if entry is None or reuse <= 0:
            return 0
        lib, ctx = llama_cpp(), self._llm.ctx
        memory = lib.llama_get_memory(ctx)
        buffer = (ctypes.c_uint8 * len(entry.data)).from_buffer_copy(entry.data)
        if not lib.llama_state_seq_set_data(ctx, buffer, len(entry.data), seq):
            return 0
        lib.llama_memory_seq_rm(memory, seq, reuse, -1)
        if self.n_swa and not self._window_intact(reuse, seq):
            lib.llama_memory_seq_rm(memory, seq, -1, -1)
            return 0
        return reuse

    def remember(self, seq: int, tokens: list[int], adapters: AdapterKey) -> None:
        """Keep the state of sequence `seq` (not the live one) for a later prompt."""
        if len(tokens) < _MIN_STASH_TOKENS:
            return
        lib, ctx = llama_cpp(), self._llm.ctx
        size = lib.llama_state_seq_get_size(ctx, seq)
        buffer = (ctypes.c_uint8 * size)()
        written = lib.llama_state_seq_get_data(ctx, buffer, size, seq)
        if written:
            self.remembered.put(adapters, tokens, ctypes.string_at(buffer, written))

    def forget_adapter(self, name: str) -> None:
        self.remembered.drop_adapter(name)
        if self._live_adapters and any(n == name for n, _ in self._live_adapters):
            self._drop_live()

    def clear(self) -> None:
        self.remembered.clear()
        self._drop_live()

    def _from_scratch(self) -> int:
        self._stash_live()  # other conversations keep their remembered state
        self._drop_live()
        return 0

    def _reuse(self, tokens: list[int], adapters: AdapterKey) -> int:
        live = self.live_tokens if self._live_adapters == adapters else []
        live_len = common_prefix(live, tokens)
        entry, stored_len = self.remembered.best(adapters, tokens)
        if entry is not None and stored_len > live_len:
            self._stash_live()
            live_len = stored_len if self._restore(entry) else 0
        elif self._llm.n_tokens - live_len >= _MIN_STASH_TOKENS:
            self._stash_live()
        # The last prompt token is always evaluated again: sampling needs its logits.
        reuse = min(live_len, len(tokens) - 1)
        if reuse > 0 and self.n_swa and self._truncate(reuse) and not self._window_intact(reuse):
            reuse = self._from_checkpoint(tokens, reuse)
        if reuse <= 0 or not self._truncate(reuse):
            self._drop_live()
            return 0
        return reuse

    def _truncate(self, length: int) -> bool:
        """Keep the live state's first `length` tokens."""
        if not self._llm._ctx.kv_cache_seq_rm(-1, length, -1):
            return False
        self._llm.n_tokens = length
        self._checkpoints = [c for c in self._checkpoints if len(c.tokens) <= length + 1]
        return True

    def _window_intact(self, length: int, seq: int = _SEQ) -> bool:
        """Whether the window layers still hold what position `length` attends to."""
        lib = llama_cpp()
        oldest = lib.llama_memory_seq_pos_min(lib.llama_get_memory(self._llm.ctx), seq)
        return bool(0 <= oldest <= self._oldest_needed(length))

    def _oldest_needed(self, length: int) -> int:
        # A token at position p attends to positions above p - n_swa
        # (llama.cpp's is_masked_swa; chunked windows need less).
        return max(0, length - self.n_swa + 1)

    def _checkpoint(self) -> None:
        lib, ctx, flags = llama_cpp(), self._llm.ctx, llama_cpp().LLAMA_STATE_SEQ_FLAGS_PARTIAL_ONLY
        size = lib.llama_state_seq_get_size_ext(ctx, _SEQ, flags)
        buffer = (ctypes.c_uint8 * size)()
        written = lib.llama_state_seq_get_data_ext(ctx, buffer, size, _SEQ, flags)
        if not written:
            return
        # What llama.cpp writes: the positions the next token still attends to.
        held = lib.llama_memory_seq_pos_min(lib.llama_get_memory(ctx), _SEQ)
        oldest = max(held, self._llm.n_tokens - self.n_swa)
        self._checkpoints.append(Checkpoint(tuple(self.live_tokens), oldest,
                                            ctypes.string_at(buffer, written)))
        del self._checkpoints[:-_MAX_CHECKPOINTS]

    def _from_checkpoint(self, tokens: list[int], reuse: int) -> int:
        """Restore the window part from the newest checkpoint that serves a
        resume at or before `reuse`; the tokens it lets keep (0: none)."""
        lib = llama_cpp()
        for checkpoint in reversed(self._checkpoints):
            resume = min(reuse, len(checkpoint.tokens) - 1,
                         common_prefix(checkpoint.tokens, tokens))
            if resume <= 0 or checkpoint.oldest > self._oldest_needed(resume):
                continue
            buffer = (ctypes.c_uint8 * len(checkpoint.data)).from_buffer_copy(checkpoint.data)
            if not lib.llama_state_seq_set_data_ext(self._llm.ctx, buffer, len(checkpoint.data),
                                                    _SEQ, lib.LLAMA_STATE_SEQ_FLAGS_PARTIAL_ONLY):
                return 0
            if self._truncate(resume) and self._window_intact(resume):
                return resume
            return 0
        return 0

    def _stash_live(self) -> None:
        if self._live_adapters is None or self._llm.n_tokens < _MIN_STASH_TOKENS:
            return
        lib, ctx = llama_cpp(), self._llm.ctx
        size = lib.llama_state_seq_get_size(ctx, _SEQ)
        buffer = (ctypes.c_uint8 * size)()
        written = lib.llama_state_seq_get_data(ctx, buffer, size, _SEQ)
        if written:
            self.remembered.put(self._live_adapters, self.live_tokens,
                                ctypes.string_at(buffer, written), tuple(self._checkpoints))

    def _restore(self, entry: CachedState) -> bool:
        lib, llm = llama_cpp(), self._llm
        self._drop_live()
        buffer = (ctypes.c_uint8 * len(entry.data)).from_buffer_copy(entry.data)
        if not lib.llama_state_seq_set_data(llm.ctx, buffer, len(entry.data), _SEQ):
            return False
        llm.input_ids[: len(entry.tokens)] = entry.tokens
        llm.n_tokens = len(entry.tokens)
        llm._requires_eval = True
        self._live_adapters = entry.adapters
        self._checkpoints = list(entry.checkpoints)
        return True

    def _drop_live(self) -> None:
        self._llm.reset()
        self._llm._ctx.kv_cache_seq_rm(-1, 0, -1)
        self._live_adapters = None
        self._checkpoints = []
