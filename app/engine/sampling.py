"""One request's (or one sequence's) sampler chain, built from llama.cpp's own samplers.

The chain is the one llama-cpp-python's `Llama.generate` builds (repeat
penalties, then greedy, or top-k, typical, top-p, min-p, temperature and a
seeded draw), so greedy output is what it always was. An unconstrained
token costs one `llama_sampler_sample` call, as before; a plain greedy one
(no penalties) is the logits' argmax, read in place: the chain would copy the
whole vocabulary into its candidates first (about 50 µs a token for SmolLM2's
49k, 1 % of its decode on 2 cores) to pick the same first highest logit.

Under a constraint (a `Guide`) the cost stays close to that: the normal chain
picks a token first and only that token is checked against the grammar; the
grammar's mask over the whole vocabulary is computed and applied only when
the pick is rejected (the trick of llama.cpp's common_sampler). Gemma's
262k-token vocabulary makes a per-token mask the expensive part.
"""

from __future__ import annotations

import ctypes
import math
from typing import Any, Protocol

import numpy as np

from app.domain import SamplerConfig, TokenLogprob
from app.engine.native import llama_cpp

_TOKEN_DATA = np.dtype([("id", np.int32), ("logit", np.float32), ("p", np.float32)])


class Guide(Protocol):
    """What the token loop needs of a grammar (app.engine.constraints.Guide)."""

    def allows(self, token: int) -> bool: ...
    def mask(self, logits: np.ndarray) -> None: ...
    def consume(self, token: int) -> None: ...


class TokenSampler:
    """Sampling state for one sequence: the chain (with its penalty history and
    random generator) and scratch space for the constrained path."""

    def __init__(self, config: SamplerConfig, seed: int, n_vocab: int,
                 penalty_last_n: int = 64) -> None:
        self._lib = llama_cpp()
        self._n_vocab = n_vocab
        self._chain = self._build(config, seed, penalty_last_n)
        self._argmax = (config.temperature == 0.0 and config.repeat_penalty == 1.0
                        and config.frequency_penalty == 0.0 and config.presence_penalty == 0.0)
        """Plain greedy: the chain's penalties do nothing and its greedy sampler
        keeps the first highest logit, as np.argmax does (its history, which
        only the penalties read, need not be kept)."""
        self._data: np.ndarray | None = None
        self._array: Any = None

    def _build(self, config: SamplerConfig, seed: int, penalty_last_n: int) -> Any:
        lib = self._lib
        chain = lib.llama_sampler_chain_init(lib.llama_sampler_chain_default_params())
        parts = [lib.llama_sampler_init_penalties(
            self._n_vocab, penalty_last_n, config.repeat_penalty, config.frequency_penalty,
            config.presence_penalty)]
        if config.temperature == 0.0:
            parts.append(lib.llama_sampler_init_greedy())
        else:
            parts += [lib.llama_sampler_init_top_k(config.top_k),
                      lib.llama_sampler_init_typical(1.0, 1),
                      lib.llama_sampler_init_top_p(config.top_p, 1),
                      lib.llama_sampler_init_min_p(config.min_p, 1),
                      lib.llama_sampler_init_temp(config.temperature),
                      lib.llama_sampler_init_dist(seed)]
        for part in parts:
            lib.llama_sampler_chain_add(chain, part)
        return chain

    def close(self) -> None:
        if self._chain is not None:
            self._lib.llama_sampler_free(self._chain)
            self._chain = None

    def __del__(self) -> None:
        self.close()

    def sample(self, ctx: Any, guide: Guide | None = None, index: int = -1) -> int:
        """The next token from the logits of batch position `index` (-1: the
        last evaluated; a batch of sequences passes each one's own); accepted
        into the chain's history (and the guide's state, when there is one)."""
        if guide is None:
            if self._argmax:
                return int(np.argmax(self.logits(ctx, index)))
            return int(self._lib.llama_sampler_sample(self._chain, ctx, index))
        logits = self.logits(ctx, index)
        token = self._pick(logits)
        if not guide.allows(token):
            masked = logits.copy()
            guide.mask(masked)
            token = self._pick(masked)
        self._lib.llama_sampler_accept(self._chain, token)
        guide.consume(token)
        return token

    def logits(self, ctx: Any, index: int = -1) -> np.ndarray:
        """A view (not a copy) of the logits at batch position `index`."""
        pointer = self._lib.llama_get_logits_ith(ctx, index)
        return np.ctypeslib.as_array(pointer, shape=(self._n_vocab,))

    def _pick(self, logits: np.ndarray) -> int:
        """Run the chain over `logits` (without accepting the result)."""
        lib = self._lib
        if self._data is None:
            self._data = np.zeros(self._n_vocab, dtype=_TOKEN_DATA)
            self._array = lib.llama_token_data_array(
                data=self._data.ctypes.data_as(lib.llama_token_data_p), size=0,
                selected=-1, sorted=False)
        data, array = self._data, self._array
        data["id"] = np.arange(self._n_vocab, dtype=np.int32)
        data["logit"] = logits
        data["p"] = 0.0
        array.size, array.selected, array.sorted = self._n_vocab, -1, False
        lib.llama_sampler_apply(self._chain, ctypes.byref(array))
        if not 0 <= array.selected < array.size:
            raise RuntimeError("the sampler chain selected no token")
        return int(data["id"][array.selected])


def token_logprob(logits: np.ndarray, token: int, top: int, piece: Any) -> TokenLogprob:
    """`token`'s log-probability under the model's distribution (raw logits, as
    llama.cpp's server reports by default) and the `top` likeliest alternatives;
    `piece(token_id) -> bytes` gives each token's text."""
    shifted = logits.astype(np.float64) - float(np.max(logits))
    log_total = math.log(float(np.exp(shifted).sum()))
    logprob = float(shifted[token]) - log_total
    text = piece(token)
    alternatives: list[tuple[str, float]] = []
    if top > 0:
        best = np.argpartition(-shifted, top)[:top] if top < len(shifted) else np.arange(
            len(shifted))
        best = best[np.argsort(-shifted[best], kind="stable")]
        alternatives = [(piece(int(t)).decode("utf-8", "replace"),
                         float(shifted[t]) - log_total) for t in best]
    return TokenLogprob(token=text.decode("utf-8", "replace"), logprob=logprob,
                        bytes=list(text), top=alternatives)
