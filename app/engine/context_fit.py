"""Making a long conversation fit the context: drop the oldest turns.

A turn is a user message and everything after it up to the next one (the
answer, its tool calls and their results), so a tool result never loses
the call it answers. The system prompt (the leading system messages) and
the latest turn are always kept. How many turns go is found by bisection,
so a 200-turn conversation costs a handful of renders, not 200.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

Message = Mapping[str, Any]


@dataclass(frozen=True)
class Fitted:
    messages: list[Message]
    dropped_messages: int
    """Messages of the conversation left out (0: it fitted whole)."""


def _turn_starts(messages: Sequence[Message], first: int) -> list[int]:
    return [i for i in range(first, len(messages)) if messages[i].get("role") == "user"]


def drop_oldest_turns(messages: Sequence[Message], count: Callable[[list[Message]], int],
                      budget: int) -> Fitted:
    """The fewest oldest turns left out so that `count(kept) <= budget`; when
    even the latest turn alone is over, that is what is returned (the engine
    then says it does not fit)."""
    system = 0
    while system < len(messages) and messages[system].get("role") == "system":
        system += 1
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
