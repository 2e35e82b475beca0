"""Embedding runner: one llama.cpp context per embedding model, apart from chat.

`Embedder` turns texts into L2-normalised vectors with a GGUF embedding model
(by default the bundled all-MiniLM-L6-v2, converted on first use). It owns
its own `llama_cpp.Llama`, so embedding never touches the chat model's KV
state. Like the chat engine it belongs to one thread for its whole life.

Texts longer than the model's context are truncated to its first tokens
(keeping the closing [SEP] a BERT model expects), not refused: a search
index wants a vector for every chunk. Two tokenisation details differ from
Hugging Face's BERT tokenizer on purpose: a "word" over 100 characters is
split into word pieces instead of becoming one [UNK], and text such as
"[CLS]" inside a document is read as text, never as a control token.

`model_id` names the exact weights (sha256 of the file), so every stored
vector can record the model that made it and a model change re-embeds.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from app.config import cache_dir
from app.engine.bert_gguf import cached_model_path, default_embedding_model_path
from app.engine.cpu_threads import math_threads
from app.engine.errors import Cancelled, EngineError, ModelLoadError
from app.engine.model_files import check_gguf
from app.engine.model_kind import GgufInfo, read_gguf_info
from app.engine.native import captured_log, llama_cpp, reason_from_log
from app.json_files import write_json
from app.said import QT_TRANSLATE_NOOP

MAX_CONTEXT = 2048
"""Context for models trained on longer texts (chat models): chunks are short,
and a 32k context would cost hundreds of MB of KV cache for nothing."""
PACK_TOKENS = 128
"""Most tokens per llama.cpp call (a longer text goes alone). llama.cpp lets
every token of a call attend over the whole call (masked), so packing costs
attention work; per-call overhead is small. Measured on MiniLM, CPU time, one
thread: 250-token chunks 8.6/s alone vs 6.0/s two per 512-token call; 26-token
texts 98/s at 128 tokens a call, 94/s one per call, 56/s at 512."""
POOLING_MEAN, POOLING_CLS, POOLING_LAST = 1, 2, 3
HASH_CACHE_NAME = "model-hashes.json"


class Embedder:
    """Texts -> unit vectors with one GGUF embedding model (one thread only)."""

    def __init__(self, model_path: Path | None = None, n_threads: int | None = None,
                 gpu: bool = True) -> None:
        """`gpu`: put the model's layers on the GPU when there is one (the
        "Use the GPU for the embedding model" setting)."""
        llama_cpp()  # a missing native library fails here, before any conversion
        self.path = default_embedding_model_path() if model_path is None else Path(model_path)
        try:
            self._llm, self.info = _open(self.path, n_threads, gpu)
        except ModelLoadError:
            if self.path != cached_model_path():
                raise
            # Our own cached conversion is unreadable (disk error, user edit):
            # rebuild it once from the package's weights rather than give up.
            self.path = default_embedding_model_path(force=True)
            self._llm, self.info = _open(self.path, n_threads, gpu)
        self.dimensions: int = self._llm.n_embd()
        self.n_ctx: int = self._llm.n_ctx()
        self._n_seq_max: int = self._llm.context_params.n_seq_max
        self._pack_tokens = min(self.n_ctx, PACK_TOKENS)
        self._suffix = _special_suffix(self._llm)
        self.model_id: str = model_id(self.path, self.info.name)

    def tokenize(self, text: str) -> list[int]:
        """The model's tokens for `text`, special tokens included, truncated
        to the context so that it always fits (see the module docstring)."""
        tokens: list[int] = self._llm.tokenize(text.encode("utf-8"), add_bos=True)
        if len(tokens) > self.n_ctx:
            tokens = tokens[: self.n_ctx - len(self._suffix)] + self._suffix
        return tokens

    def embed(self, texts: Sequence[str], counts: list[int] | None = None,
              cancelled: Callable[[], bool] = lambda: False) -> list[list[float]]:
        """One L2-normalised vector per text, in order; each text's token
        count (as embedded) is appended to `counts` when given.

        Short texts share a llama.cpp call (up to PACK_TOKENS tokens); a
        text that the model turns into no tokens at all gets a zero vector.
        `cancelled` is asked between texts: an abandoned request of 256 long
        inputs stops within one llama.cpp call, not after all of them.
        """
        vectors = [[0.0] * self.dimensions for _ in texts]
        batch: list[tuple[int, list[int]]] = []
        used = 0
        for index, text in enumerate(texts):
            if cancelled():
                raise Cancelled("The embedding request was cancelled.")
            tokens = self.tokenize(text)
            if counts is not None:
                counts.append(len(tokens))
            if not tokens:  # only possible for models that add no BOS/CLS
                continue
            if batch and (used + len(tokens) > self._pack_tokens or len(batch) >= self._n_seq_max):
                self._decode(batch, vectors)
                batch, used = [], 0
            batch.append((index, tokens))
            used += len(tokens)
        if batch:
            self._decode(batch, vectors)
        return vectors

    def _decode(self, batch: list[tuple[int, list[int]]], out: list[list[float]]) -> None:
        """Embed each (index, tokens) of `batch` in one call into out[index].

        Llama.embed would take strings and cut them at n_batch, losing the
        closing [SEP]; so we fill llama-cpp-python's own batch with tokens.
        """
        lib, llm = llama_cpp(), self._llm
        llm._batch.reset()
        for seq_id, (_, tokens) in enumerate(batch):
            llm._batch.add_sequence(tokens, seq_id, True)
        llm._ctx.kv_cache_clear()  # each call embeds fresh sequences from position 0
        try:
            llm._ctx.decode(llm._batch)
        except RuntimeError as exc:
            raise EngineError(QT_TRANSLATE_NOOP(
                "Engine", "Embedding failed inside llama.cpp: {reason}"
            ).format(reason=exc)) from exc
        finally:
            llm._batch.reset()
        for seq_id, (index, _) in enumerate(batch):
            ptr = lib.llama_get_embeddings_seq(llm._ctx.ctx, seq_id)
            if not ptr:
                raise EngineError("llama.cpp returned no embedding for a text")
            out[index] = _unit(np.ctypeslib.as_array(ptr, shape=(self.dimensions,)))

    def close(self) -> None:
        """Free the model and its context; the embedder is unusable after."""
        self._llm.close()

    def __enter__(self) -> Embedder:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _unit(vector: np.ndarray[Any, Any]) -> list[float]:
    v = vector.astype(np.float64)
    norm = float(np.linalg.norm(v))
    # A zero vector has no direction; keep it rather than divide by zero.
    result: list[float] = (v / norm).tolist() if norm > 0 else v.tolist()
    return result


def _open(path: Path, n_threads: int | None, gpu: bool = False) -> tuple[Any, GgufInfo]:
    """Load `path` for embedding; ModelLoadError with llama.cpp's reason otherwise.
    A GPU that fails to take it leaves it on the CPU (app.engine.offload's rule)."""
    check_gguf(path)
    info = read_gguf_info(path)
    pooling = info.pooling_type
    if pooling not in (POOLING_MEAN, POOLING_CLS, POOLING_LAST):
        pooling = POOLING_MEAN  # chat models say nothing (or "none"): mean pooling
    n_ctx = min(info.context_length or 512, MAX_CONTEXT)
    threads = n_threads or math_threads()
    # Flash attention: 1.3x faster on MiniLM (11.3 vs 8.6 chunks/s, same
    # vectors); a model or build that cannot use it loads without.
    tries = [(True, gpu), (False, gpu)] + ([(False, False)] if gpu else [])
    with captured_log() as lines:
        try:
            llm = _first_load(path, pooling, n_ctx, threads, tries)
        except (ValueError, RuntimeError, OSError) as exc:
            reason = reason_from_log(lines, str(exc))
            raise ModelLoadError(QT_TRANSLATE_NOOP(
                "Engine", "Could not load the embedding model {name}: {reason}. The file may "
                "be damaged or incomplete; download it again or choose another embedding model."
            ).format(name=path.name, reason=reason)) from exc
    return llm, info


def _first_load(path: Path, pooling: int, n_ctx: int, threads: int,
                tries: list[tuple[bool, bool]]) -> Any:
    """The first of the (flash attention, GPU) loads that works; the last one's error."""
    for flash_attn, gpu in tries[:-1]:
        try:
            return _new_llama(path, pooling, n_ctx, threads, flash_attn, gpu)
        except (ValueError, RuntimeError, OSError):
            continue
    return _new_llama(path, pooling, n_ctx, threads, *tries[-1])


def _new_llama(path: Path, pooling: int, n_ctx: int, threads: int, flash_attn: bool,
               gpu: bool = False) -> Any:
    return llama_cpp().Llama(
        str(path), embedding=True, pooling_type=pooling, flash_attn=flash_attn,
        n_gpu_layers=-1 if gpu else 0,
        # A non-causal encoder must see a whole text in one micro-batch.
        n_ctx=n_ctx, n_batch=n_ctx, n_ubatch=n_ctx,
        n_threads=threads, n_threads_batch=threads, verbose=False,
    )


def _special_suffix(llm: Any) -> list[int]:
    """Tokens the tokenizer appends after the text ([SEP] for BERT, none for
    chat models): truncation must keep them."""
    empty: list[int] = llm.tokenize(b"", add_bos=True)
    probe: list[int] = llm.tokenize(b"a", add_bos=True)
    head = 0
    while head < min(len(empty), len(probe)) and empty[head] == probe[head]:
        head += 1
    return empty[head:]


# --- model id ----------------------------------------------------------------


def model_id(path: Path, name: str) -> str:
    """"<name>:sha256:<16 hex>" for the file's exact bytes.

    The hash is remembered in the cache folder keyed by path, size, mtime and
    inode, so a multi-GB model is hashed once, not at every start.
    """
    label = "-".join(name.split()) or path.stem
    return f"{label}:sha256:{file_sha256(path)[:16]}"


def file_sha256(path: Path) -> str:
    stat = path.stat()
    key = str(path.resolve())
    stamp = [stat.st_size, stat.st_mtime_ns, stat.st_ino]
    cache_file = cache_dir() / HASH_CACHE_NAME
    known = _load_hash_cache(cache_file)
    entry = known.get(key)
    if isinstance(entry, dict) and entry.get("stamp") == stamp:
        return str(entry["sha256"])
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        while chunk := f.read(1 << 20):
            digest.update(chunk)
    known[key] = {"stamp": stamp, "sha256": digest.hexdigest()}
    _save_hash_cache(cache_file, known)
    return digest.hexdigest()


def _load_hash_cache(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}  # missing or damaged: it is only a cache
    return data if isinstance(data, dict) else {}


def _save_hash_cache(path: Path, data: dict[str, Any]) -> None:
    with contextlib.suppress(OSError):  # a cache folder this user cannot write: hash again
        write_json(path, data, indent=None)


