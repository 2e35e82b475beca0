"""Chat with documents: what the chat controller calls.

DocumentChat.prepare() turns a question into chat messages with the best
passages of the conversation's collections as numbered sources. The search
and the prompt are built in the IndexingWorker's search thread, never here;
None means the conversation answers from no collection, so the controller
sends its usual prompt. After the answer, save_sources() stores the sources
with it (app.ui.documents.sources_view shows them).
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence
from concurrent.futures import Future
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from app.domain import IMAGE_TOKENS_ESTIMATE
from app.search.prompting import Source, approximate_tokens
from app.store.doc_models import MessageSource
from app.workers.indexing import IndexingWorker

if TYPE_CHECKING:  # the tools stack loads after the first paint
    from app.images import ImageInput
    from app.tools.builtin import Search

ANSWER_MARGIN_TOKENS = 64
"""Room left for the chat template's own tokens around the messages."""


def source_budget(n_ctx: int, max_tokens: int, texts: Sequence[str], images: int = 0) -> int:
    """Tokens the sources may take: what the context has left after the
    conversation (its texts and `images`, the number of its images) and the
    answer, and never more than half of it."""
    used = sum(approximate_tokens(t) + 4 for t in texts) + IMAGE_TOKENS_ESTIMATE * images
    return max(0, min(n_ctx - max_tokens - used - ANSWER_MARGIN_TOKENS, n_ctx // 2))


@dataclass(frozen=True)
class PreparedPrompt:
    messages: list[dict[str, Any]]
    sources: list[Source]

    def saved(self) -> list[MessageSource]:
        return [s.saved() for s in self.sources]


class DocumentChat:
    def __init__(self, worker: IndexingWorker) -> None:
        self.worker = worker

    async def prepare(self, conversation_id: int, question: str,
                      history: Sequence[Mapping[str, Any]], system_prompt: str, *,
                      n_ctx: int, max_tokens: int, images: Sequence[ImageInput] = (),
                      history_images: int = 0) -> PreparedPrompt | None:
        """Messages (system, history, question with sources and its `images`)
        and the sources; `history` is the earlier turns, without the system
        prompt or question, with `history_images` images among them."""
        texts = [system_prompt, question, *(m["content"] for m in history)]
        budget = source_budget(n_ctx, max_tokens, texts, len(images) + history_images)
        prompt = await asyncio.wrap_future(self.worker.document_prompt(
            conversation_id, question, history, system_prompt, budget, images))
        return None if prompt is None else PreparedPrompt(prompt.messages, prompt.sources)

    def search_tool(self, conversation_id: int) -> Search:
        """What the "search my documents" tool searches: this conversation's
        collections, in the search thread."""
        return lambda query: self.worker.conversation_search(conversation_id, query)

    def save_sources(self, message_id: int,
                     sources: Sequence[MessageSource]) -> Future[None]:
        """Posted to the search thread at once (not when a coroutine gets to
        run), so that sources saved at quit go before the thread stops."""
        return self.worker.save_message_sources(message_id, sources)

    async def sources_of(self, message_id: int) -> list[MessageSource]:
        return await asyncio.wrap_future(self.worker.message_sources(message_id))
