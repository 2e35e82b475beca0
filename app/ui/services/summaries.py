"""The "summarise" policy in the window: which stored summary stands in for
which messages of a prompt, and what the chat says while one is written.

The engine decides what does not fit and hands back the prompt that writes
the summary (app.engine.errors.NeedsSummary); the AnswerRunner runs it
through the same worker, stores the text (app.store.summaries) and asks
again. A summary is stored by the last message it covers, so the messages
themselves stay as they are and an edit of an earlier message (a branch)
is not covered by it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from app.domain import sent_indexes
from app.engine.context_fit import Summary
from app.store import Message
from app.store.models import StoredSummary
from app.ui.locale_format import number


@dataclass(frozen=True)
class PromptSize:
    """The next prompt counted by the model's tokenizer (the chat header)."""

    tokens: int
    with_summary: bool
    """Counted with the stored summary in place of the oldest messages."""


MAX_ROUNDS = 32
"""Summary rounds for one answer at most (each folds more turns in)."""


def sent_ids(history: Sequence[Message]) -> list[int]:
    """The ids of the messages a prompt of this history sends, in order."""
    return [history[i].id for i in sent_indexes(history)]


def prompt_summary(history: Sequence[Message], stored: StoredSummary | None) -> Summary | None:
    """The stored summary as the request's: the messages it covers, counted
    as the prompt sends them."""
    ids = sent_ids(history)
    if stored is None or stored.through_message_id not in ids:
        return None
    return Summary(stored.content, ids.index(stored.through_message_id) + 1)


def summarising_text(messages: int, words: int) -> str:
    """The answer's placeholder while the summary is written."""
    return QCoreApplication.translate(
        "Summaries", "Summarising the {messages} oldest messages to make room… "
        "({words} words so far)").format(messages=number(messages), words=number(words))


def fallback_text() -> str:
    return QCoreApplication.translate(
        "Summaries", "Even a summary beside the latest message did not fit the model's "
        "context, so the oldest messages were left out instead (they are still saved).")
