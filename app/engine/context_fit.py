"""Making a long conversation fit the context: drop the oldest turns, or
stand a summary of them in their place.

A turn is a user message and everything after it up to the next one (the
answer, its tool calls and their results), so a tool result never loses
the call it answers. The system prompt (the leading system messages) and
the latest turn are always kept. How many turns go is found by bisection,
so a 200-turn conversation costs a handful of renders, not 200.

The summary is the conversation's own (stored by the window, editable
there): it covers the first `covers` messages after the system prompt and
is put into the system prompt in their place. When even that does not fit,
more turns are folded into a new summary (NeedsSummary says which, with the
prompt that writes it); slack is left, so a summary is extended every few
turns, not at every one.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from app.domain import (
    CHARS_PER_TOKEN,
    TURN_OVERHEAD_TOKENS,
    SamplerConfig,
    UsageStats,
    sent_indexes,
)
from app.engine.errors import HistoryTooLong, NeedsSummary

Message = Mapping[str, Any]
Count = Callable[[list[Message]], int]

SUMMARY_LEAD = ("A summary of the earlier conversation (it stands in for its oldest "
                "messages, which are not shown here):")
SUMMARY_SYSTEM = "You write short summaries of conversations."
SUMMARY_ASK = "Summarise the conversation above in two or three sentences."
"""The instruction after the text (small models follow it best there; tried
on SmolLM2 135M, which echoed the chat when it came first)."""
SUMMARY_SAMPLER = SamplerConfig(temperature=0.0, top_p=1.0, top_k=0, min_p=0.0,
                                repeat_penalty=1.3)
"""Greedy, with a repeat penalty: small models otherwise loop on one sentence."""
ROLE_LABELS = {"user": "User", "assistant": "Assistant", "tool": "Tool result",
               "system": "System"}


@dataclass(frozen=True)
class Summary:
    text: str
    covers: int
    """How many messages after the leading system messages it stands in for."""


MAX_SUMMARY_ROUNDS = 32
"""Summary rounds for one answer at most (each folds more turns in)."""


class _Saved(Protocol):
    """A saved message, as far as a prompt of it goes (app.store.Message)."""

    @property
    def id(self) -> int: ...
    @property
    def role(self) -> str: ...
    @property
    def content(self) -> str: ...


class _StoredSummary(Protocol):
    @property
    def through_message_id(self) -> int: ...
    @property
    def content(self) -> str: ...


def sent_ids(history: Sequence[_Saved]) -> list[int]:
    """The ids of the messages a prompt of this history sends, in order."""
    return [history[i].id for i in sent_indexes(history)]


def prompt_summary(history: Sequence[_Saved], stored: _StoredSummary | None) -> Summary | None:
    """The stored summary as the request's: the messages it covers, counted
    as the prompt sends them. The window and `lantern chat --conversation`
    both take a conversation's summary from here."""
    ids = sent_ids(history)
    if stored is None or stored.through_message_id not in ids:
        return None
    return Summary(stored.content, ids.index(stored.through_message_id) + 1)


@dataclass(frozen=True)
class Fitted:
    messages: list[Message]
    dropped_messages: int
    """Messages of the conversation left out (0: it fitted whole)."""
    summarised_messages: int = 0
    """Of those, the ones a summary stands in for."""
    fallback: bool = False
    """The summary could not make it fit (not even beside the latest turn
    alone): the oldest turns were left out instead."""


def _head(messages: Sequence[Message]) -> int:
    system = 0
    while system < len(messages) and messages[system].get("role") == "system":
        system += 1
    return system


def _turn_starts(messages: Sequence[Message], first: int) -> list[int]:
    return [i for i in range(first, len(messages)) if messages[i].get("role") == "user"]


def drop_oldest_turns(messages: Sequence[Message], count: Count, budget: int) -> Fitted:
    """The fewest oldest turns left out so that `count(kept) <= budget`; when
    even the latest turn alone is over, that is what is returned (the engine
    then says it does not fit)."""
    system = _head(messages)
    head = list(messages[:system])
    starts = _turn_starts(messages, system)
    if not starts or count(list(messages)) <= budget:
        return Fitted(list(messages), 0)

    def kept(dropped_turns: int) -> list[Message]:
        return head + list(messages[starts[dropped_turns]:])

    low, high = 1, len(starts) - 1  # drop at least one turn, keep at least the last
    if high < low:
        return Fitted(list(messages), 0)
    while low < high:
        middle = (low + high) // 2
        if count(kept(middle)) <= budget:
            high = middle
        else:
            low = middle + 1
    return Fitted(kept(low), starts[low] - system)


def with_summary(messages: Sequence[Message], summary: Summary) -> list[Message]:
    """The prompt with the summary, in the system prompt, in place of the
    messages it covers (the stored messages are not touched)."""
    system = _head(messages)
    note = f"{SUMMARY_LEAD}\n{summary.text.strip()}"
    head: list[Message] = [dict(m) for m in messages[:system]]
    if head:
        head[-1] = {**head[-1], "content": f"{head[-1].get('content') or ''}\n\n{note}"}
    else:
        head = [{"role": "system", "content": note}]
    return head + list(messages[system + summary.covers:])


def summary_room(budget: int) -> int:
    """The longest summary, in tokens: a quarter of what the prompt may
    have, between 32 and 256."""
    return max(32, min(256, budget // 4))


def transcript(messages: Sequence[Message]) -> str:
    """Messages as plain lines for the model that summarises them."""
    lines = []
    for message in messages:
        role = str(message.get("role") or "")
        text = str(message.get("content") or "")
        calls = message.get("tool_calls") or []
        if calls:
            names = ", ".join(str(c.get("function", {}).get("name", "")) for c in calls)
            text = f"{text} [called {names}]".strip()
        lines.append(f"{ROLE_LABELS.get(role, role)}: {text}")
    return "\n".join(lines)


def summary_prompt(previous: str, turns: str) -> list[Message]:
    """The chat messages that ask the model for a (longer) summary: the
    summary so far leads the turns it is extended with."""
    earlier = f"Earlier: {previous.strip()}\n" if previous.strip() else ""
    return [{"role": "system", "content": SUMMARY_SYSTEM},
            {"role": "user", "content": f"{earlier}{turns}\n\n{SUMMARY_ASK}"}]


_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
_TRANSCRIPT_LINE = re.compile(r"\n\s*(?:User|Assistant|Tool result|System):")


def tidy_summary(text: str, cut_short: bool) -> str:
    """A written summary without repeated sentences (small models loop), and
    without what came after it when the model went on writing the chat, or,
    when it reached its max_tokens, its unfinished last sentence."""
    seen: set[str] = set()
    sentences = []
    text = _TRANSCRIPT_LINE.split(text.strip(), maxsplit=1)[0]  # it went on with the chat
    for sentence in _SENTENCE_END.split(text.strip()):
        key = " ".join(sentence.lower().split())
        if key and key not in seen:
            seen.add(key)
            sentences.append(sentence.strip())
    if cut_short and len(sentences) > 1 and not sentences[-1].endswith((".", "!", "?")):
        sentences.pop()
    return " ".join(sentences)


def _first_at_or_after(starts: Sequence[int], count_at: Callable[[int], int],
                       limit: int) -> int | None:
    """The first of `starts` (ascending; count_at falls as they grow) with
    count_at(start) <= limit, by bisection; None when none is."""
    if not starts or count_at(starts[-1]) > limit:
        return None
    low, high = 0, len(starts) - 1
    while low < high:
        middle = (low + high) // 2
        if count_at(starts[middle]) <= limit:
            high = middle
        else:
            low = middle + 1
    return starts[low]


def fit_with_summary(messages: Sequence[Message], count: Count, budget: int,
                     summary: Summary | None, prompt_room: int) -> Fitted:
    """The prompt under the "summarise" policy: the conversation's summary in
    place of the messages it covers, when that fits `budget`. Otherwise raises
    NeedsSummary with the prompt that folds the next oldest turns into it
    (that prompt fits `prompt_room`, the context less the summary's room).
    When not even a summary beside the latest turn fits, the oldest turns
    are dropped instead (Fitted.fallback)."""
    system = _head(messages)
    covers = _covered(messages, system, summary)
    text = summary.text if summary is not None and covers else ""
    current = with_summary(messages, Summary(text, covers)) if covers else list(messages)
    if count(current) <= budget:
        return Fitted(current, covers, covers)
    room = summary_room(budget)
    starts = [s - system for s in _turn_starts(messages, system) if s - system > covers]

    def with_room(fold: int) -> int:
        return count(with_summary(messages, Summary("", fold))) + room

    fold = (_first_at_or_after(starts, with_room, budget - budget // 4)  # slack: not every turn
            or _first_at_or_after(starts, with_room, budget))
    if fold is None:
        dropped = drop_oldest_turns(messages, count, budget)
        return Fitted(dropped.messages, dropped.dropped_messages, 0, fallback=True)
    raise _folding(messages[system:], text, covers, fold, starts, count, prompt_room, room)


def _covered(messages: Sequence[Message], system: int, summary: Summary | None) -> int:
    """How many messages a stored summary may stand in for: whole turns, and
    never the latest one."""
    if summary is None or not summary.text.strip() or summary.covers <= 0:
        return 0
    starts = [s - system for s in _turn_starts(messages, system)]
    # A count that no longer ends a turn (the thread changed): the turns it
    # half covers are sent again, which repeats a little and loses nothing.
    return max([s for s in starts[:-1] if s <= summary.covers], default=0)


def _folding(body: Sequence[Message], previous: str, covers: int, fold: int,
             starts: Sequence[int], count: Count, prompt_room: int,
             room: int) -> NeedsSummary:
    """The summary round for body[covers:fold], or fewer turns when their text
    is more than the summarising prompt can hold (the next round folds the
    rest); a single turn too long for it is cut short."""
    def prompt(end: int, cut: int | None = None) -> list[Message]:
        text = transcript(body[covers:end])
        return summary_prompt(previous, text if cut is None else text[:cut] + " …")

    ends = [s for s in starts if s <= fold]
    if count(prompt(ends[0])) <= prompt_room:
        low, high = 0, len(ends) - 1
        while low < high:  # the most turns whose text the prompt holds
            middle = (low + high + 1) // 2
            if count(prompt(ends[middle])) <= prompt_room:
                low = middle
            else:
                high = middle - 1
        end = ends[low]
        return NeedsSummary(_plain(prompt(end)), end, end - covers, room)
    end = ends[0]
    low, high = 0, len(transcript(body[covers:end]))
    while low < high:  # the longest start of the one turn that fits
        middle = (low + high + 1) // 2
        if count(prompt(end, middle)) <= prompt_room:
            low = middle
        else:
            high = middle - 1
    return NeedsSummary(_plain(prompt(end, low)), end, end - covers, room)


def _plain(messages: Sequence[Message]) -> list[dict[str, object]]:
    return [dict(m) for m in messages]


ESTIMATE_MARGIN = 1.5
"""Where no tokenizer is at hand (a remote engine), prompts are counted by
app.domain's rough rule times this, until the server's own counts say how
far off the rule is for its model (RemoteEngine learns it from each answer's
prompt_tokens), so that a fitted prompt is not refused for being longer
than thought."""


def rough_tokens(messages: Sequence[Message]) -> int:
    """A chat prompt's tokens by the rough rule (app.domain.CHARS_PER_TOKEN)."""
    return sum(-(-len(str(m.get("content") or "")) // CHARS_PER_TOKEN) + TURN_OVERHEAD_TOKENS
               for m in messages) + TURN_OVERHEAD_TOKENS


@dataclass(frozen=True)
class Dropped:
    """What fitting left out of a prompt, as the answer's usage records it."""

    tokens: int = 0
    messages: int = 0
    summarised: int = 0

    def usage(self, prompt_tokens: int) -> UsageStats:
        return UsageStats(prompt_tokens=prompt_tokens, dropped_tokens=self.tokens,
                          dropped_messages=self.messages, summarised_messages=self.summarised)


class _Fittable(Protocol):
    @property
    def prompt(self) -> str | list[dict[str, Any]]: ...
    @property
    def context_policy(self) -> str: ...
    @property
    def summary(self) -> Summary | None: ...


P = TypeVar("P")


def fit_prompt(request: _Fittable, tokenize: Callable[[Sequence[Message] | str], P],
               size: Callable[[P], int], budget: int, n_ctx: int) -> tuple[P, Dropped]:
    """A request's prompt fitted to `budget` tokens by its context policy:
    one function for every engine, whatever its tokenizer (`tokenize` makes
    a prompt of messages, `size` counts it). A chat that fits whole is sent
    whole, summary or not; "refuse" and raw text are never changed."""
    whole = tokenize(request.prompt)
    policy = request.context_policy
    if isinstance(request.prompt, str) or size(whole) <= budget or policy == "refuse":
        return whole, Dropped()
    if policy == "ask":
        raise HistoryTooLong(size(whole), budget, n_ctx)

    def count(kept: list[Message]) -> int:
        return size(tokenize(kept))

    if policy == "summarise":
        fitted = fit_with_summary(request.prompt, count, budget, request.summary,
                                  n_ctx - summary_room(budget))
    elif policy == "drop_oldest":
        fitted = drop_oldest_turns(request.prompt, count, budget)
    else:
        return whole, Dropped()
    kept = tokenize(fitted.messages)
    return kept, Dropped(max(0, size(whole) - size(kept)), fitted.dropped_messages,
                         fitted.summarised_messages)
