"""Reranking passages with a causal language model: how likely is the question, given the passage?

Query likelihood (as in "Improving Passage Retrieval with Zero-Shot
Question Generation", Sachan et al., 2022): a passage that answers a
question makes the question's tokens likely after it. It works with a base
model (no instruction tuning needed), such as Gemma 3 270M base, and with
any GGUF chat model. The score of a passage is the summed log
probability of the question's tokens after the prompt
"Passage: ...\\nA question this passage answers:"; the question is the same
for all passages of one query, so sums compare fairly.

Passages are scored as parallel sequences: up to PARALLEL of them go into
one llama.cpp call, each in its own sequence with its own KV stream (as
llama-server -np N keeps them apart: a passage attends only to itself), with
logits kept only for the question's positions (a logits row is the whole
vocabulary: 262k floats for Gemma 3). The reranker has its own llama.cpp
context, like the Embedder, and belongs to one thread. Cost and gain:
bench/README.md, "Reranking".
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from app.engine.errors import ModelLoadError
from app.engine.model_files import check_gguf, default_chat_model
from app.engine.native import captured_log, context_overrides, llama_cpp, reason_from_log
from app.said import QT_TRANSLATE_NOOP

PROMPT = "Passage: {passage}\nA question this passage answers:"
N_CTX = 512
"""Passage and question together; a longer passage is cut at its end."""


PARALLEL = 4
"""Passages scored together in one call (sequences of the reranker's context)."""


class QueryLikelihoodReranker:
    def __init__(self, model_path: Path | None = None, *, n_threads: int = 1,
                 n_ctx: int = N_CTX, parallel: int = PARALLEL) -> None:
        self.path = Path(model_path) if model_path else default_chat_model()
        check_gguf(self.path)
        self.n_ctx, self.parallel = n_ctx, max(1, parallel)
        lib = llama_cpp()
        size = n_ctx * self.parallel
        with captured_log() as lines, context_overrides(n_seq_max=self.parallel,
                                                        kv_unified=False):
            try:
                self._llm: Any = lib.Llama(str(self.path), n_ctx=size, n_batch=size,
                                           n_ubatch=size, n_threads=n_threads,
                                           n_threads_batch=n_threads, verbose=False)
            except (ValueError, RuntimeError, OSError) as exc:
                raise ModelLoadError(QT_TRANSLATE_NOOP(
                    "Engine", "Could not load the reranking model {name}: {reason}").format(
                        name=self.path.name, reason=reason_from_log(lines, str(exc)))) from exc
        self._lib = lib
        self._batch = lib.llama_batch_init(size, 0, 1)
        self._n_vocab = int(self._llm.n_vocab())

    def score(self, question: str, passages: Sequence[str]) -> list[float]:
        """Log P(question | passage) for each passage: higher is more relevant."""
        asked = self._tokens(" " + " ".join(question.split()), bos=False)[: self.n_ctx // 4]
        prompts = [self._prompt(asked, passage) for passage in passages]
        scores: list[float] = []
        for start in range(0, len(prompts), self.parallel):
            scores += self._score_together(asked, prompts[start:start + self.parallel])
        return scores

    def _prompt(self, asked: list[int], passage: str) -> list[int]:
        prompt = self._tokens(PROMPT.format(passage=" ".join(passage.split())), bos=True)
        tail = self._tokens(PROMPT.split("{passage}")[1], bos=False)
        room = self.n_ctx - len(asked)
        if len(prompt) > room:  # keep the passage's start and the prompt's tail
            prompt = prompt[: room - len(tail)] + tail
        return prompt

    def _score_together(self, asked: list[int], prompts: list[list[int]]) -> list[float]:
        """One call: passage `seq` in sequence `seq`; the rows whose logits
        predict the question's tokens, per passage."""
        batch, rows = self._batch, []
        n = 0
        for seq, prompt in enumerate(prompts):
            tokens, first = prompt + asked, len(prompt) - 1
            for pos, token in enumerate(tokens):
                batch.token[n], batch.pos[n], batch.n_seq_id[n] = token, pos, 1
                batch.seq_id[n][0] = seq
                batch.logits[n] = first <= pos < len(tokens) - 1
                n += 1
            rows.append(n - len(tokens) + first)
        batch.n_tokens = n
        ctx = self._llm.ctx
        self._lib.llama_memory_clear(self._lib.llama_get_memory(ctx), True)
        code = self._lib.llama_decode(ctx, batch)
        if code != 0:
            raise ModelLoadError(QT_TRANSLATE_NOOP(
                "Engine", "The reranking model could not read the passages (llama.cpp "
                "answered {code}); search results keep their order.").format(code=code))
        return [self._question_logprob(asked, row) for row in rows]

    def _question_logprob(self, asked: list[int], first_row: int) -> float:
        total = 0.0
        for offset, target in enumerate(asked):
            logits = self._lib.llama_get_logits_ith(self._llm.ctx, first_row + offset)
            row = np.ctypeslib.as_array(logits, shape=(self._n_vocab,))
            peak = float(row.max())
            total += float(row[target]) - peak - float(np.log(np.exp(row - peak).sum()))
        return total

    def _tokens(self, text: str, *, bos: bool) -> list[int]:
        tokens: list[int] = self._llm.tokenize(text.encode("utf-8"), add_bos=bos, special=False)
        return tokens

    def close(self) -> None:
        self._lib.llama_batch_free(self._batch)
        self._llm.close()

    def __enter__(self) -> QueryLikelihoodReranker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
