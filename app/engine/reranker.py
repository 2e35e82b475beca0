"""Reranking passages with a causal language model: how likely is the question, given the passage?

Query likelihood (as in "Improving Passage Retrieval with Zero-Shot
Question Generation", Sachan et al., 2022): a passage that answers a
question makes the question's tokens likely after it. It works with a base
model (no instruction tuning needed), such as Gemma 3 270M base, and with
any GGUF chat model. The score of a passage is the summed log
probability of the question's tokens after the prompt
"Passage: ...\\nA question this passage answers:"; the question is the same
for all passages of one query, so sums compare fairly.

One llama.cpp call per passage, with logits kept only for the question's
positions (a logits row is the whole vocabulary: 262k floats for Gemma 3).
The reranker has its own llama.cpp context, like the Embedder, and belongs
to one thread. Cost and gain: bench/README.md, "Reranking".
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from app.engine.errors import ModelLoadError
from app.engine.model_files import check_gguf, default_chat_model
from app.engine.native import captured_log, llama_cpp, reason_from_log
from app.said import QT_TRANSLATE_NOOP

PROMPT = "Passage: {passage}\nA question this passage answers:"
N_CTX = 512
"""Passage and question together; a longer passage is cut at its end."""


class QueryLikelihoodReranker:
    def __init__(self, model_path: Path | None = None, *, n_threads: int = 1,
                 n_ctx: int = N_CTX) -> None:
        self.path = Path(model_path) if model_path else default_chat_model()
        check_gguf(self.path)
        self.n_ctx = n_ctx
        lib = llama_cpp()
        with captured_log() as lines:
            try:
                self._llm: Any = lib.Llama(str(self.path), n_ctx=n_ctx, n_batch=n_ctx,
                                           n_ubatch=n_ctx, n_threads=n_threads,
                                           n_threads_batch=n_threads, verbose=False)
            except (ValueError, RuntimeError, OSError) as exc:
                raise ModelLoadError(QT_TRANSLATE_NOOP(
                    "Engine", "Could not load the reranking model {name}: {reason}").format(
                        name=self.path.name, reason=reason_from_log(lines, str(exc)))) from exc
        from llama_cpp._internals import LlamaBatch

        self._batch = LlamaBatch(n_tokens=n_ctx, embd=0, n_seq_max=1)
        self._n_vocab = int(self._llm.n_vocab())

    def score(self, question: str, passages: Sequence[str]) -> list[float]:
        """Log P(question | passage) for each passage: higher is more relevant."""
        asked = self._tokens(" " + " ".join(question.split()), bos=False)[: self.n_ctx // 4]
        return [self._score(asked, passage) for passage in passages]

    def _score(self, asked: list[int], passage: str) -> float:
        prompt = self._tokens(PROMPT.format(passage=" ".join(passage.split())), bos=True)
        tail = self._tokens(PROMPT.split("{passage}")[1], bos=False)
        room = self.n_ctx - len(asked)
        if len(prompt) > room:  # keep the passage's start and the prompt's tail
            prompt = prompt[: room - len(tail)] + tail
        tokens = prompt + asked
        ctx = self._llm._ctx
        ctx.kv_cache_clear()
        self._batch.set_batch(tokens, n_past=0, logits_all=False)
        first = len(prompt) - 1  # the logits at position i predict token i + 1
        for i in range(first, len(tokens) - 1):
            self._batch.batch.logits[i] = True
        self._batch.batch.logits[len(tokens) - 1] = False
        ctx.decode(self._batch)
        total = 0.0
        for i, target in zip(range(first, len(tokens) - 1), asked, strict=True):
            row = np.ctypeslib.as_array(ctx.get_logits_ith(i), shape=(self._n_vocab,))
            peak = float(row.max())
            total += float(row[target]) - peak - float(np.log(np.exp(row - peak).sum()))
        return total

    def _tokens(self, text: str, *, bos: bool) -> list[int]:
        tokens: list[int] = self._llm.tokenize(text.encode("utf-8"), add_bos=bos, special=False)
        return tokens

    def close(self) -> None:
        self._llm.close()

    def __enter__(self) -> QueryLikelihoodReranker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
