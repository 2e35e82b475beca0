"""Chat with documents: the best chunks as numbered sources in the prompt.

    prompt = build_document_prompt(retriever, "When is the deadline?",
                                   collections=[3], token_budget=1500,
                                   count_tokens=lambda t: len(engine.tokenize(t)))
    # send prompt.messages to the chat model; show prompt.sources under the
    # answer, numbered as in the prompt; cited_numbers(answer) says which
    # the answer used. store.save_message_sources(answer_id, [s.saved() ...])

The budget is in the chat model's tokens (not the embedding model's): the
caller knows how much of the context the history and the answer need.
Sources are taken best first while they fit; one that does not fit is
skipped for a shorter one further down, never cut in the middle.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from app.store.doc_models import MessageSource

if TYPE_CHECKING:  # retrieval (numpy) loads with the first search, not with the chat view
    from app.images import ImageInput
    from app.search.retrieve import SearchResult

TokenCountFn = Callable[[str], int]

INSTRUCTIONS = (
    "Answer the question using the numbered sources below. After each statement that "
    "uses a source, cite it by its number in square brackets, like [1] or [2][3]. If the "
    "sources do not contain the answer, say that they do not."
)
CANDIDATES = 12
"""Passages searched for, best first, of which those that fit become sources."""
_CITATION = re.compile(r"\[(\d+(?:\s*[,;]\s*\d+)*)\]")


def approximate_tokens(text: str) -> int:
    """About 4 characters per token: for when no tokenizer is at hand."""
    return len(text) // 4 + 1


@dataclass(frozen=True)
class Source:
    number: int
    result: SearchResult

    @property
    def label(self) -> str:
        """'report.pdf, page 3, lines 1-20' or 'guide.md, "Install", lines 4-30':
        what the list under the answer shows."""
        return f"{os.path.basename(self.result.path)}, {self.result.passage}"

    def block(self) -> str:
        return f"[{self.number}] {self.label}\n{self.result.text}"

    def saved(self) -> MessageSource:
        r = self.result
        return MessageSource(number=self.number, path=r.path, page=r.page,
                             line_start=r.line_start, line_end=r.line_end, excerpt=r.text,
                             chunk_id=r.chunk_id, heading=r.heading)


@dataclass(frozen=True)
class DocumentPrompt:
    messages: list[dict[str, Any]]
    sources: list[Source]


def select_sources(results: Sequence[SearchResult], token_budget: int,
                   count_tokens: TokenCountFn) -> list[Source]:
    """Numbered sources, best first, whose blocks fit `token_budget` together."""
    chosen: list[Source] = []
    used = 0
    for result in results:
        source = Source(len(chosen) + 1, result)
        cost = count_tokens(source.block()) + 2  # the blank line between blocks
        if used + cost <= token_budget:
            chosen.append(source)
            used += cost
    return chosen


class PassageSearch(Protocol):
    """A Retriever, or anything that searches like one (several, for
    collections embedded by different models)."""

    def search(self, query: str, *, collections: Sequence[str | int] | None = None,
               k: int = 10) -> list[SearchResult]: ...


def build_document_prompt(
    retriever: PassageSearch, question: str, *, collections: Sequence[str | int],
    token_budget: int, count_tokens: TokenCountFn = approximate_tokens,
    history: Sequence[Mapping[str, Any]] = (), system_prompt: str = "",
    images: Sequence[ImageInput] = (),
) -> DocumentPrompt:
    """Messages for the chat model (system, history, then the question with its
    sources and `images`, the question's own) and the sources to list under the
    answer. The caller's budget leaves room for the images (source_budget)."""
    results = retriever.search(question, collections=collections, k=CANDIDATES)
    sources = select_sources(results, token_budget, count_tokens)
    return DocumentPrompt(prompt_messages(question, sources, history, system_prompt, images),
                          sources)


def prompt_messages(question: str, sources: Sequence[Source],
                    history: Sequence[Mapping[str, Any]] = (),
                    system_prompt: str = "",
                    images: Sequence[ImageInput] = ()) -> list[dict[str, Any]]:
    system = "\n\n".join(p for p in (system_prompt.strip(), INSTRUCTIONS) if p)
    if sources:
        body = "Sources:\n\n" + "\n\n".join(s.block() for s in sources)
    else:
        body = "Sources: none of the selected documents matched this question."
    user = f"{body}\n\nQuestion: {question}"
    # In the search thread: app.images (PIL) loads here, not with the chat view.
    from app.images import IMAGES_KEY

    def kept(role: str, content: str, shown: Sequence[ImageInput]) -> dict[str, Any]:
        """A message with its images where it has them (a vision model reads them)."""
        return {"role": role, "content": content, **({IMAGES_KEY: list(shown)} if shown else {})}
    return [{"role": "system", "content": system},
            *(kept(m["role"], m["content"], m.get(IMAGES_KEY) or ()) for m in history),
            kept("user", user, images)]


def cited_numbers(answer: str, source_count: int) -> list[int]:
    """Source numbers the answer cites, in order of first citation; numbers
    that match no source (the model made them up) are left out."""
    seen: list[int] = []
    for group in _CITATION.findall(answer):
        for part in re.split(r"[,;]", group):
            number = int(part)
            if 1 <= number <= source_count and number not in seen:
                seen.append(number)
    return seen
