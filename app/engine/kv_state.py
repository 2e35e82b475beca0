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

With a disk store attached (`use_disk`), the state of each finished
answer and remembered sequence is also handed to disk_cache.py (which writes
it in its own thread, window checkpoints included), and a prompt whose
longest saved prefix on disk beats what RAM holds restores that file.
`from_disk` says how many of the last prefill's reused tokens came from it.
"""

from __future__ import annotations

import ctypes
import hashlib
import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from app.engine.disk_cache import AdapterIds, DiskCache, SavedState, file_identity
from app.engine.errors import EngineError
from app.engine.native import llama_cpp
from app.engine.prefix_cache import (
    AdapterKey,
    CachedState,
    Checkpoint,
    PrefixCache,
    StateBytes,
    common_prefix,
)
from app.engine.vision import ImageRun, feed_prompt, image_boundary

_SEQ = 0
# Below this many discarded tokens a stash costs more than re-evaluating them.
_MIN_STASH_TOKENS = 32
# Window checkpoints kept per sequence (llama.cpp's server keeps up to 32,
# spaced; one per recent prompt serves regenerate and edit-the-last-message).
_MAX_CHECKPOINTS = 3
# A saved state is read from disk only when it saves at least this many more
# tokens than RAM offers: reading a file costs about what evaluating a few does.
_MIN_DISK_GAIN = 64
_STATE_FORMAT = 1


def _c_buffer(data: StateBytes) -> Any:
    """`data` for llama.cpp: a view of a file's buffer as it is, bytes copied."""
    if isinstance(data, memoryview) and not data.readonly:
        return (ctypes.c_uint8 * len(data)).from_buffer(data)
    return (ctypes.c_uint8 * len(data)).from_buffer_copy(data)


def sliding_window(llm: Any) -> int:
    """Positions the window layers attend to, 0 when the cache keeps every
    position (no sliding window, or the full-size SWA cache)."""
    if llm.context_params.swa_full:
        return 0
    return max(0, int(llama_cpp().llama_model_n_swa(llm.model)))


def state_namespace(llm: Any) -> str:
    """What a saved state must have been computed under to be reused here:
    the llama.cpp build and the CPU features it uses, the model file itself,
    and the context settings that shape the KV cache's contents or layout."""
    lib, params = llama_cpp(), llm.context_params
    parts = {
        "format": _STATE_FORMAT, "llama_cpp": lib.__version__,
        "system": lib.llama_print_system_info().decode("utf-8", "replace"),
        "model": file_identity(Path(llm.model_path)),
        "gpu_layers": llm.model_params.n_gpu_layers,
        "n_ctx_seq": int(lib.llama_n_ctx_seq(llm.ctx)),
        **{name: getattr(params, name) for name in (
            "n_batch", "n_ubatch", "type_k", "type_v", "flash_attn_type", "swa_full",
            "kv_unified", "offload_kqv", "rope_scaling_type", "rope_freq_base",
            "rope_freq_scale", "yarn_ext_factor", "yarn_attn_factor", "yarn_beta_fast",
            "yarn_beta_slow", "yarn_orig_ctx", "attention_type", "pooling_type")},
    }
    return hashlib.sha256(json.dumps(parts, sort_keys=True).encode()).hexdigest()



def _sequence_state(ctx: Any, seq: int, flags: int = 0) -> bytes:
    """Sequence `seq`'s state as llama.cpp writes it (`flags`: 0 for all of
    it, PARTIAL_ONLY for a sliding window's part); b"" when it wrote none."""
    lib = llama_cpp()
    size = lib.llama_state_seq_get_size_ext(ctx, seq, flags)
    buffer = (ctypes.c_uint8 * size)()
    written = lib.llama_state_seq_get_data_ext(ctx, buffer, size, seq, flags)
    return ctypes.string_at(buffer, written) if written else b""

class KvState:
    def __init__(self, llm: Any, budget_bytes: int) -> None:
        self._llm = llm
        self.remembered = PrefixCache(budget_bytes)
        self._live_adapters: AdapterKey | None = None
        self.n_swa = sliding_window(llm)
        self._checkpoints: list[Checkpoint] = []
        self.disk: DiskCache | None = None
        self._adapter_file: Callable[[str], Path] = Path
        self.from_disk = 0
        """Of the tokens the last prefill or restore_into reused, those read from disk."""

    def take_from_disk(self) -> int:
        """`from_disk`, then 0: what the request just prefilled read from disk
        (for UsageStats.disk_cached_tokens; never a count left from an earlier one)."""
        taken, self.from_disk = self.from_disk, 0
        return taken

    def use_disk(self, folder: Path, budget_bytes: int,
                 adapter_file: Callable[[str], Path]) -> DiskCache:
        """Save states to `folder` and restore them from it; `adapter_file`
        names the file of a registered adapter (its identity keys the states)."""
        self.disk = DiskCache(folder, budget_bytes, state_namespace(self._llm))
        self._adapter_file = adapter_file
        return self.disk

    @property
    def live_tokens(self) -> list[int]:
        return list(self._llm.input_ids[: self._llm.n_tokens])

    def prefill(self, tokens: list[int], adapters: AdapterKey, use_cache: bool,
                cancelled: Callable[[], bool],
                progress: Callable[[int, int], None] | None = None,
                images: Sequence[ImageRun] = ()) -> int:
        """Evaluate `tokens`, reusing what it can; return how many were reused.
        `progress(read, total)` hears after the reuse and after each chunk.
        `images`: the prompt's image chunks, whose placeholder runs in
        `tokens` are decoded from the projector's embeddings (app.engine.vision)."""
        self.from_disk = 0
        reuse = self._reuse(tokens, adapters) if use_cache else self._from_scratch()
        self._live_adapters = adapters
        report = progress or (lambda _read, _total: None)
        report(reuse, len(tokens))
        # Chunks of n_batch, as Llama.eval itself splits them, so results match
        # an uncached run; between chunks (and images) a cancel is noticed.
        done = feed_prompt(tokens, reuse, images, self._llm.n_batch,
                           lambda chunk, _at: self._llm.eval(chunk),
                           lambda run: self._eval_image(run, tokens), cancelled, report)
        if done and use_cache and self.n_swa and reuse < len(tokens):
            self._checkpoint()
        return reuse

    def _eval_image(self, run: ImageRun, tokens: list[int]) -> None:
        """One image into the live sequence, kept in Llama's record as
        Llama.eval keeps tokens: its placeholders go into input_ids, so the
        next prompt's comparison with the live tokens sees the image."""
        llm = self._llm
        if llm.n_tokens != run.start:
            raise EngineError(f"an image at {run.start} follows {llm.n_tokens} live tokens")
        llm._ctx.kv_cache_seq_rm(-1, run.start, -1)
        run.decode(llm.ctx, run.start, _SEQ, llm.n_batch)
        llm.input_ids[run.start:run.end] = tokens[run.start:run.end]
        llm.n_tokens = run.end

    def finish(self, use_cache: bool) -> None:
        if not use_cache:
            self._drop_live()
        elif self._live_adapters is not None:
            self._save_to_disk(_SEQ, self._live_adapters, self.live_tokens,
                               tuple(self._checkpoints))

    # -- sequences other than the live one (app.engine.batch) ---------------------

    def restore_into(self, seq: int, tokens: list[int], adapters: AdapterKey) -> int:
        """Put the remembered state sharing the longest prefix with `tokens`
        into sequence `seq`; return how many tokens it lets keep (0: none)."""
        entry, length = self.remembered.best(adapters, tokens)
        from_disk, disk_len, saved = self._disk_candidate(adapters, tokens, length)
        self.from_disk = 0
        if from_disk is not None:
            entry, length = from_disk, disk_len
        reuse = image_boundary(tokens, min(length, len(tokens) - 1))
        if entry is None or reuse <= 0:
            return 0
        lib, ctx = llama_cpp(), self._llm.ctx
        memory = lib.llama_get_memory(ctx)
        buffer = _c_buffer(entry.data)
        if not lib.llama_state_seq_set_data(ctx, buffer, len(entry.data), seq):
            self._drop_saved(saved)
            return 0
        lib.llama_memory_seq_rm(memory, seq, reuse, -1)
        if self.n_swa and not self._window_intact(reuse, seq):
            lib.llama_memory_seq_rm(memory, seq, -1, -1)
            return 0
        self.from_disk = reuse if saved is not None else 0
        return reuse

    def remember(self, seq: int, tokens: list[int], adapters: AdapterKey) -> None:
        """Keep the state of sequence `seq` (not the live one) for a later prompt."""
        if len(tokens) < _MIN_STASH_TOKENS:
            return
        data = _sequence_state(self._llm.ctx, seq)
        if data:
            self.remembered.put(adapters, tokens, data)
            ids = self._disk_ids(adapters, tokens)
            if ids is not None and self.disk is not None:
                self.disk.save(ids, CachedState(adapters, tuple(tokens), data))

    def forget_adapter(self, name: str) -> None:
        self.remembered.drop_adapter(name)
        if self._live_adapters and any(n == name for n, _ in self._live_adapters):
            self._drop_live()

    def clear(self) -> None:
        """Forget every state (the engine closes): the disk store finishes its writes."""
        self.remembered.clear()
        self._drop_live()
        if self.disk is not None:
            self.disk.flush()

    # -- the disk store --------------------------------------------------------------

    def _adapter_ids(self, adapters: AdapterKey) -> AdapterIds | None:
        """The adapters by file identity and scale (None: no disk, or a file gone)."""
        if self.disk is None:
            return None
        try:
            return tuple(sorted((file_identity(self._adapter_file(name)), scale)
                                for name, scale in adapters))
        except (OSError, KeyError):
            return None  # an adapter file gone or unknown: no key to trust

    def _disk_ids(self, adapters: AdapterKey, tokens: list[int]) -> AdapterIds | None:
        """The adapters' identities, when the disk wants a state of `tokens`."""
        ids = self._adapter_ids(adapters)
        return ids if ids is not None and self.disk and self.disk.wants(ids, tokens) else None

    def _save_to_disk(self, seq: int, adapters: AdapterKey, tokens: list[int],
                      checkpoints: tuple[Checkpoint, ...]) -> None:
        """Copy sequence `seq`'s state (engine thread) for the disk's writer."""
        ids = self._disk_ids(adapters, tokens)
        if ids is None or self.disk is None:
            return
        data = _sequence_state(self._llm.ctx, seq)
        if data:
            self.disk.save(ids, CachedState(adapters, tuple(tokens), data, checkpoints))

    def _disk_candidate(self, adapters: AdapterKey, tokens: list[int],
                        in_ram: int) -> tuple[CachedState | None, int, SavedState | None]:
        """The saved state to restore instead of what RAM offers (`in_ram`
        tokens), read and checked, with its length and file; Nones when the
        disk offers no more."""
        ids = self._adapter_ids(adapters)
        if ids is None or self.disk is None:
            return None, 0, None
        saved, length = self.disk.best(ids, tokens)
        if saved is None or min(length, len(tokens) - 1) < in_ram + _MIN_DISK_GAIN:
            return None, 0, None
        state = self.disk.load(saved, adapters)
        return (None, 0, None) if state is None else (state, length, saved)

    def _drop_saved(self, saved: SavedState | None) -> None:
        """A state read from disk that llama.cpp refused: never offer it again."""
        if saved is not None and self.disk is not None:
            self.disk.drop(saved)

    def _from_scratch(self) -> int:
        self._stash_live()  # other conversations keep their remembered state
        self._drop_live()
        return 0

    def _reuse(self, tokens: list[int], adapters: AdapterKey) -> int:
        live = self.live_tokens if self._live_adapters == adapters else []
        live_len = common_prefix(live, tokens)
        entry, stored_len = self.remembered.best(adapters, tokens)
        from_disk, disk_len, saved = self._disk_candidate(adapters, tokens,
                                                          max(live_len, stored_len))
        if from_disk is not None:
            entry, stored_len = from_disk, disk_len
        if entry is not None and stored_len > live_len:
            self._stash_live()
            restored = self._restore(entry)
            if not restored:
                self._drop_saved(saved)
            live_len = stored_len if restored else 0
        elif self._llm.n_tokens - live_len >= _MIN_STASH_TOKENS:
            self._stash_live()
        # The last prompt token is always evaluated again: sampling needs its
        # logits; an image is decoded whole, never resumed part-way.
        reuse = image_boundary(tokens, min(live_len, len(tokens) - 1))
        if reuse > 0 and self.n_swa and self._truncate(reuse) and not self._window_intact(reuse):
            reuse = self._from_checkpoint(tokens, reuse)
        if reuse <= 0 or not self._truncate(reuse):
            self._drop_live()
            return 0
        self.from_disk = reuse if from_disk is not None else 0
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
        lib, ctx = llama_cpp(), self._llm.ctx
        data = _sequence_state(ctx, _SEQ, lib.LLAMA_STATE_SEQ_FLAGS_PARTIAL_ONLY)
        if not data:
            return
        # What llama.cpp writes: the positions the next token still attends to.
        held = lib.llama_memory_seq_pos_min(lib.llama_get_memory(ctx), _SEQ)
        oldest = max(held, self._llm.n_tokens - self.n_swa)
        self._checkpoints.append(Checkpoint(tuple(self.live_tokens), oldest, data))
        del self._checkpoints[:-_MAX_CHECKPOINTS]

    def _from_checkpoint(self, tokens: list[int], reuse: int) -> int:
        """Restore the window part from the newest checkpoint that serves a
        resume at or before `reuse`; the tokens it lets keep (0: none)."""
        lib = llama_cpp()
        for checkpoint in reversed(self._checkpoints):
            resume = image_boundary(tokens, min(reuse, len(checkpoint.tokens) - 1,
                                                common_prefix(checkpoint.tokens, tokens)))
            if resume <= 0 or checkpoint.oldest > self._oldest_needed(resume):
                continue
            buffer = _c_buffer(checkpoint.data)
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
        data = _sequence_state(self._llm.ctx, _SEQ)
        if data:
            self.remembered.put(self._live_adapters, self.live_tokens, data,
                                tuple(self._checkpoints))

    def _restore(self, entry: CachedState) -> bool:
        lib, llm = llama_cpp(), self._llm
        self._drop_live()
        buffer = _c_buffer(entry.data)
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
