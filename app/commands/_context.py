"""A saved conversation's *Too long* policy in the terminal, as in the window.

`lantern chat --conversation ID` reads the policy from the conversation
(`ConversationSettings.of`, as the window does) and its stored summary from
`app.engine.context_fit.prompt_summary`, the window's own; the engine then
fits the prompt by `app.engine.context_fit.fit_prompt`, the one fitting every
engine uses. Under "summarise" the engine may first ask for a (longer)
summary of the oldest turns (NeedsSummary): it is written by the same model,
stored, and the answer's request sent again, as the window's SummaryRound
does. The API keeps refusing what does not fit: its clients own their
messages.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from typing import Any

from app.domain import ConversationSettings, UsageStats
from app.engine.context_fit import (
    MAX_SUMMARY_ROUNDS,
    SUMMARY_SAMPLER,
    Summary,
    prompt_summary,
    sent_ids,
    tidy_summary,
)
from app.engine.errors import NeedsSummary
from app.engine.requests import GenerateStream
from app.store import ChatStore, Conversation, Message

MakeRequest = Callable[[dict[str, Any]], GenerateStream]
"""The answer's request with these context fields (context_policy, summary)."""
Run = Callable[[GenerateStream], UsageStats]


def context_fields(store: ChatStore, conversation: Conversation,
                   thread: Sequence[Message]) -> dict[str, Any]:
    """The request fields a conversation's next prompt is fitted by."""
    return {"context_policy": ConversationSettings.of(conversation).context_policy,
            "summary": prompt_summary(thread, store.summary_on(list(thread)))}


def run_fitted(run: Run, make: MakeRequest, fields: dict[str, Any], store: ChatStore,
               conversation: Conversation, thread: Sequence[Message],
               model: str) -> UsageStats:
    """Run the answer's request; a summary the engine asks for is written,
    stored and used first. The answer's usage."""
    ids = sent_ids(thread)
    for _round in range(MAX_SUMMARY_ROUNDS):
        request = make(fields)
        try:
            return run(request)
        except NeedsSummary as needed:
            if not 0 < needed.covers <= len(ids):
                raise
            covers, text = needed.covers, _write_summary(run, needed)
        if not text:  # nothing to stand in for them: leave them out, and say so
            print("lantern: even a summary beside the latest message did not fit the "
                  "model's context, so the oldest messages were left out instead (they "
                  "are still saved).", file=sys.stderr)
            fields = {**fields, "context_policy": "drop_oldest"}
            continue
        stored = store.add_summary(conversation.id, ids[covers - 1], text, model=model)
        fields = {**fields, "summary": Summary(stored.content, covers)}
    return run(make(fields))  # the engine's own refusal, if it still asks for more


def _write_summary(run: Run, needed: NeedsSummary) -> str:
    print(f"lantern: summarising the {needed.folded} oldest messages to make room…",
          file=sys.stderr, flush=True)
    pieces: list[str] = []
    request = GenerateStream(prompt=needed.prompt, max_tokens=needed.max_tokens,
                             config=SUMMARY_SAMPLER, cache_prompt=False,
                             enable_thinking=False, callback=pieces.append)
    usage = run(request)
    return tidy_summary("".join(pieces), cut_short=usage.finish_reason == "length")


def history_note(usage: UsageStats) -> str:
    """What of the history the prompt left out or read as a summary, for the
    usage line ("" when the whole history was read)."""
    messages, tokens = usage.dropped_messages, usage.dropped_tokens
    if not messages:
        return ""
    if usage.summarised_messages >= messages:
        return f"; {messages} oldest messages read as a summary ({tokens} tokens fewer)"
    if usage.summarised_messages:
        return (f"; {messages} oldest messages left out to fit ({usage.summarised_messages} "
                f"of them read as a summary, {tokens} tokens fewer)")
    return f"; {messages} oldest messages ({tokens} tokens) left out to fit"
