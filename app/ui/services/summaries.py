"""The "summarise" policy in the window: what the chat says while a summary
is written. Which stored summary stands in for which messages of a prompt is
app.engine.context_fit's (prompt_summary), shared with the command line.

The engine decides what does not fit and hands back the prompt that writes
the summary (app.engine.errors.NeedsSummary); the AnswerRunner runs it
through the same worker, stores the text (app.store.summaries) and asks
again. A summary is stored by the last message it covers, so the messages
themselves stay as they are and an edit of an earlier message (a branch)
is not covered by it.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from app.ui.locale_format import number


@dataclass(frozen=True)
class PromptSize:
    """The next prompt counted by the model's tokenizer (the chat header)."""

    tokens: int
    with_summary: bool
    """Counted with the stored summary in place of the oldest messages."""


def summarising_text(messages: int, words: int) -> str:
    """The answer's placeholder while the summary is written."""
    return QCoreApplication.translate(
        "Summaries", "Summarising the {messages} oldest messages to make room… "
        "({words} words so far)").format(messages=number(messages), words=number(words))


def fallback_text() -> str:
    return QCoreApplication.translate(
        "Summaries", "Even a summary beside the latest message did not fit the model's "
        "context, so the oldest messages were left out instead (they are still saved).")
