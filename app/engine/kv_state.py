"""The model's live KV state and the states remembered for other prompts.

`cache_prompt` on: reuse the longest prefix computed under the same adapter
selection, from the live context or from a remembered state; off: evaluate
from scratch and remember nothing. A live state about to be overwritten
(another conversation, another adapter selection) is stashed first, so
switching back and forth between conversations stays fast.
"""

from __future__ import annotations

import ctypes
from collections.abc import Callable
from typing import Any

from app.engine.native import llama_cpp
from app.engine.prefix_cache import AdapterKey, CachedState, PrefixCache, common_prefix

_SEQ = 0
# Below this many discarded tokens a stash costs more than re-evaluating them.
_MIN_STASH_TOKENS = 32


class KvState:
    def __init__(self, llm: Any, budget_bytes: int) -> None:
        self._llm = llm
        self.remembered = PrefixCache(budget_bytes)
        self._live_adapters: AdapterKey | None = None

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
                break
            chunk = rest[start:start + step]
            self._llm.eval(chunk)
            report(reuse + start + len(chunk), len(tokens))
        return reuse

    def finish(self, use_cache: bool) -> None:
        if not use_cache:
            self._drop_live()

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
        if reuse <= 0 or not self._llm._ctx.kv_cache_seq_rm(-1, reuse, -1):
            self._drop_live()
            return 0
        self._llm.n_tokens = reuse
        return reuse

    def _stash_live(self) -> None:
        if self._live_adapters is None or self._llm.n_tokens < _MIN_STASH_TOKENS:
            return
        lib, ctx = llama_cpp(), self._llm.ctx
        size = lib.llama_state_seq_get_size(ctx, _SEQ)
        buffer = (ctypes.c_uint8 * size)()
        written = lib.llama_state_seq_get_data(ctx, buffer, size, _SEQ)
        if written:
            self.remembered.put(self._live_adapters, self.live_tokens,
                                ctypes.string_at(buffer, written))

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
        return True

    def _drop_live(self) -> None:
        self._llm.reset()
        self._llm._ctx.kv_cache_seq_rm(-1, 0, -1)
        self._live_adapters = None
