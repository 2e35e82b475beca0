"""Remembered KV states, keyed by LoRA selection and token prefix.

llama-cpp-python's own caches ignore adapters (docs/llama-notes.md, "Prefix
(prompt) cache"): a state computed
with an adapter on would be reused with it off. Here every entry carries the
normalised adapter selection it was computed under, and a lookup only ever
matches entries with exactly the same one.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass

AdapterKey = tuple[tuple[str, float], ...]
StateBytes = bytes | memoryview
"""A state as llama.cpp wrote it: bytes, or a writable view into the buffer a
saved file was read into (app.engine.disk_cache), restored without a copy."""


_BLOCK = 256


def common_prefix(a: Sequence[int], b: Sequence[int]) -> int:
    """How many leading tokens `a` and `b` share. Blocks are compared at C
    speed first: every prompt is matched against each remembered and saved
    state, thousands of tokens each."""
    n = min(len(a), len(b))
    start = 0
    while start < n and tuple(a[start:start + _BLOCK]) == tuple(b[start:start + _BLOCK]):
        start += _BLOCK
    for i in range(start, min(n, start + _BLOCK)):
        if a[i] != b[i]:
            return i
    return n


@dataclass(frozen=True)
class Checkpoint:
    """The sliding-window part of a sequence's state after `tokens`
    (kv_state.py); `oldest` is the first window position it holds."""
    tokens: tuple[int, ...]
    oldest: int
    data: StateBytes


@dataclass(frozen=True)
class CachedState:
    adapters: AdapterKey
    tokens: tuple[int, ...]
    data: StateBytes
    checkpoints: tuple[Checkpoint, ...] = ()

    @property
    def size(self) -> int:
        return len(self.data) + sum(len(c.data) for c in self.checkpoints)


class PrefixCache:
    """LRU of sequence states within a RAM budget."""

    def __init__(self, budget_bytes: int) -> None:
        self.budget_bytes = budget_bytes
        self._entries: OrderedDict[tuple[AdapterKey, tuple[int, ...]], CachedState] = (
            OrderedDict()
        )

    @property
    def used_bytes(self) -> int:
        return sum(e.size for e in self._entries.values())

    def __len__(self) -> int:
        return len(self._entries)

    def best(self, adapters: AdapterKey, tokens: Sequence[int]) -> tuple[CachedState | None, int]:
        """The entry sharing the longest prefix with `tokens` under `adapters`."""
        best: CachedState | None = None
        best_len = 0
        for entry in self._entries.values():
            if entry.adapters != adapters:
                continue
            length = common_prefix(entry.tokens, tokens)
            if length > best_len:
                best, best_len = entry, length
        if best is not None:
            self._entries.move_to_end((best.adapters, best.tokens))
        return best, best_len

    def put(self, adapters: AdapterKey, tokens: Sequence[int], data: bytes,
            checkpoints: tuple[Checkpoint, ...] = ()) -> None:
        entry = CachedState(adapters, tuple(tokens), data, checkpoints)
        if entry.size > self.budget_bytes or not tokens:
            return
        key = (adapters, tuple(tokens))
        # A stored prefix of the new state is now redundant: the new one serves it.
        for old in [k for k in self._entries if k[0] == adapters and _is_prefix(k[1], key[1])]:
            del self._entries[old]
        self._entries[key] = entry
        while self.used_bytes > self.budget_bytes:
            self._entries.popitem(last=False)

    def drop_adapter(self, name: str) -> None:
        """Forget every state computed with adapter `name` (it was replaced)."""
        for key in [k for k in self._entries if any(n == name for n, _ in k[0])]:
            del self._entries[key]

    def clear(self) -> None:
        self._entries.clear()


def _is_prefix(short: tuple[int, ...], long: tuple[int, ...]) -> bool:
    return len(short) <= len(long) and long[: len(short)] == short
