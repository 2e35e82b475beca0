"""One answer, from the moment it is asked for to the moment it is saved.

Its phase says where it is; Stop and quitting end it in every phase:

- "waiting": the model is loading; only the user's message is saved.
- "searching": the answer's row exists; the conversation's documents are
  searched for passages to put into the prompt.
- "preparing": a stopped answer is about to be continued; the model's chat
  template is rendered (nothing is saved yet).
- "queued": the request waits in the inference worker's queue.
- "streaming": pieces arrive and are saved at most once a second.
- "finishing": the final write. If the database refuses it, the text stays
  in memory and the write is tried again until it succeeds.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Literal

from app.domain import ConversationSettings
from app.engine.requests import GenerateStream
from app.store import AnswerWriter, Message
from app.store.doc_models import MessageSource

Phase = Literal["waiting", "searching", "preparing", "queued", "streaming", "finishing"]


@dataclass(eq=False)
class Answer:
    conversation_id: int
    chosen: ConversationSettings
    phase: Phase
    writer: AnswerWriter | None = None
    """The answer's row; None until it exists (waiting, preparing)."""
    request: GenerateStream | None = None
    """Set from "queued" on."""
    sources: list[MessageSource] = field(default_factory=list)
    """Document passages given to the model, saved with the answer."""
    resume: Callable[[], None] | None = None
    """While waiting: what carries on once the model has loaded."""
    close: Callable[[AnswerWriter], Message] | None = None
    """While finishing: the final write, kept until it succeeds."""
    shown: bool = False
    """The chat view shows it streaming (from "queued" on)."""

    @property
    def message_id(self) -> int | None:
        return self.writer.message_id if self.writer is not None else None

    def owns(self, request_id: int) -> bool:
        """Whether a worker signal about `request_id` is about this answer."""
        return (self.request is not None and self.request.id == request_id
                and self.phase in ("queued", "streaming"))
