"""The embedding model's tokenizer, without its weights, for the indexing thread.

Chunking counts tokens for every sentence of every file, so it cannot go
through the inference worker one call at a time; the embedding model itself
belongs to the worker's thread. llama.cpp loads a model's vocabulary alone
in a fraction of a second (vocab_only), which gives the indexing thread its
own exact tokenizer, and `model_id` names the same model the worker embeds
with, so the stored vectors are tagged correctly.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from app.engine.bert_gguf import default_embedding_model_path
from app.engine.embedder import MAX_CONTEXT, model_id
from app.engine.errors import ModelLoadError
from app.engine.model_kind import read_gguf_info
from app.engine.native import captured_log, llama_cpp, reason_from_log
from app.said import QT_TRANSLATE_NOOP


class VocabTokenizer:
    def __init__(self, model_path: Path | None = None) -> None:
        self.path = default_embedding_model_path() if model_path is None else Path(model_path)
        info = read_gguf_info(self.path)
        self.model_id: str = model_id(self.path, info.name)
        self.n_ctx: int = min(info.context_length or 512, MAX_CONTEXT)
        """Tokens the embedder reads (special tokens included): Indexer's model_max_tokens."""
        with captured_log() as lines:
            try:
                self._llm: Any = llama_cpp().Llama(str(self.path), vocab_only=True,
                                                   verbose=False)
            except (ValueError, RuntimeError, OSError) as exc:
                raise ModelLoadError(QT_TRANSLATE_NOOP(
                    "Engine", "Could not read the tokenizer of {name}: {reason}").format(
                        name=self.path.name, reason=reason_from_log(lines, str(exc)))) from exc

    def tokenize(self, text: str) -> list[int]:
        """All of the text's tokens, special tokens included (never truncated)."""
        tokens: list[int] = self._llm.tokenize(text.encode("utf-8"), add_bos=True)
        return tokens

    def close(self) -> None:
        self._llm.close()
