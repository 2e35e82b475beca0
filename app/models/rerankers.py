"""Which installed models can rerank document search results.

Lantern reranks by query likelihood with a causal language model
(app/engine/reranker.py). Any chat model could run it, but measured with
Gemma 3 270M base (then the bundled model) it made rankings worse on two of
three corpora at ten seconds a passage (bench/README.md, "Reranking"), so
only instruction-tuned models are offered: a GGUF with a chat template,
other than the bundled SmolLM2 135M (too small to judge passages; not
measured as a reranker). Cross-encoder reranker GGUFs (bge-reranker and
kin, llama.cpp's rank pooling) are embedding-type models Lantern does not
run yet; they are not offered.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from app.engine.model_kind import embedding_model_reason
from app.models.gguf_header import read_metadata
from app.models.registry import Registry

NONE_INSTALLED = (
    "No installed model can rerank. Reranking needs an instruction-tuned chat "
    "model (a GGUF with a chat template) larger than the bundled 135M one. "
    "Download one in Models.")


@dataclass(frozen=True)
class RerankerChoice:
    name: str
    path: str


def can_rerank(path: Path) -> bool:
    """An instruction-tuned causal model: a chat template, and no embedding model."""
    try:
        meta = read_metadata(path)
    except Exception:  # unreadable or damaged: not offered (the Models page says why)
        return False
    return bool(meta.get("tokenizer.chat_template")) and embedding_model_reason(path) is None


def reranker_choices(registry: Registry | None = None) -> list[RerankerChoice]:
    """Installed models that can rerank, in the Models page's order. Reads
    each file's header: call it off the GUI thread."""
    choices = []
    for model in (registry or Registry()).all():
        if model.is_bundled or not model.path:
            continue  # the bundled tiny model: see the module doc
        if can_rerank(Path(model.path)):
            choices.append(RerankerChoice(model.name, model.path))
    return choices
