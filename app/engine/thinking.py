"""Splitting a reasoning model's thinking from its answer while the text streams.

Reasoning models (Qwen3, DeepSeek-R1 and its distills, GLM, Nemotron, MiniMax
and the many fine-tunes that copy them) write `<think>…</think>` before the
answer. Lantern parses it as llama.cpp's `reasoning_format: deepseek` does:
a section that opens the output (after any leading whitespace), or that the
chat template already opened at the end of the prompt (DeepSeek-R1 distills
end their generation prompt with `<think>\\n`), is thinking; what follows
`</think>` is the answer. A `<think>` later in the answer is answer text.
A section that never closes is all thinking (the answer is empty).

Whitespace is trimmed as llama.cpp trims it: none at either end of the
thinking, none at the start of the answer after it. Text is only held back
while it could still be part of a tag or such whitespace, so the streamed
pieces join to exactly what a whole reply gives, however the text is cut.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

OPEN_TAG, CLOSE_TAG = "<think>", "</think>"


class _State(Enum):
    START = "start"          # nothing seen yet but whitespace or part of OPEN_TAG
    THINKING = "thinking"
    AFTER = "after"          # just past CLOSE_TAG: whitespace before the answer is dropped
    ANSWER = "answer"


@dataclass(frozen=True)
class Pieces:
    reasoning: str = ""
    answer: str = ""


def opens_thinking(generation_prompt: str) -> bool:
    """Whether the template's generation prompt (what it adds after the last
    message) leaves a thinking section open for the model to continue."""
    return generation_prompt.rfind(OPEN_TAG) > generation_prompt.rfind(CLOSE_TAG)


def _partial_suffix(text: str, tag: str) -> int:
    """Length of the longest end of `text` that is a proper start of `tag`."""
    for n in range(min(len(tag) - 1, len(text)), 0, -1):
        if text.endswith(tag[:n]):
            return n
    return 0


class ThinkingSplitter:
    """Text in, (thinking, answer) pieces out; one per generated answer."""

    def __init__(self, starts_open: bool = False) -> None:
        self._state = _State.THINKING if starts_open else _State.START
        self._held = ""
        self._reasoning_started = False

    @property
    def thinking(self) -> bool:
        """Inside the thinking section now (for counting its tokens)."""
        return self._state is _State.THINKING

    @property
    def undecided(self) -> bool:
        """Nothing but whitespace or part of the opening tag seen yet."""
        return self._state is _State.START

    def feed(self, text: str) -> Pieces:
        self._held += text
        reasoning, answer = [], []
        while True:
            state = self._state
            piece = self._step()
            if piece.reasoning:
                reasoning.append(piece.reasoning)
            if piece.answer:
                answer.append(piece.answer)
            if self._state is state:
                return Pieces("".join(reasoning), "".join(answer))

    def finish(self) -> Pieces:
        """The end of the output: whatever was held back goes where it belongs."""
        held, self._held = self._held, ""
        if self._state is _State.START:
            self._state = _State.ANSWER
            return Pieces(answer=held)
        if self._state is _State.THINKING:
            return Pieces(reasoning=self._reasoning(held.rstrip()))
        if self._state is _State.ANSWER:
            return Pieces(answer=held)
        return Pieces()

    def _step(self) -> Pieces:
        """Route what can be routed in the current state; may change state."""
        if self._state is _State.START:
            return self._start()
        if self._state is _State.THINKING:
            return self._think()
        if self._state is _State.AFTER:
            stripped = self._held.lstrip()
            if stripped:
                self._state, self._held = _State.ANSWER, stripped
            else:
                self._held = ""
            return Pieces()
        held, self._held = self._held, ""
        return Pieces(answer=held)

    def _start(self) -> Pieces:
        stripped = self._held.lstrip()
        if stripped.startswith(OPEN_TAG):
            self._state, self._held = _State.THINKING, stripped[len(OPEN_TAG):]
        elif not OPEN_TAG.startswith(stripped):  # (an empty or partial tag waits)
            self._state = _State.ANSWER
        return Pieces()

    def _think(self) -> Pieces:
        if not self._reasoning_started:
            self._held = self._held.lstrip()
        end = self._held.find(CLOSE_TAG)
        if end >= 0:
            inside, self._held = self._held[:end], self._held[end + len(CLOSE_TAG):]
            self._state = _State.AFTER
            return Pieces(reasoning=self._reasoning(inside.rstrip()))
        keep = _partial_suffix(self._held, CLOSE_TAG)
        safe = self._held[: len(self._held) - keep]
        ready = safe.rstrip()  # trailing whitespace waits: it may end the thinking
        self._held = self._held[len(ready):]
        return Pieces(reasoning=self._reasoning(ready))

    def _reasoning(self, text: str) -> str:
        if text:
            self._reasoning_started = True
        return text


class ThinkingRouter:
    """One answer's text through a splitter: the thinking goes to
    `on_reasoning` as it streams, the answer text is returned for the rest of
    the output path (tool-call parsing, stop strings). Keeps the whole
    thinking text and how many tokens it took."""

    def __init__(self, on_reasoning: Callable[[str], None], starts_open: bool = False) -> None:
        self._splitter = ThinkingSplitter(starts_open)
        self._on_reasoning = on_reasoning
        self._reasoning: list[str] = []
        self._undecided = 0  # tokens of what may yet be the opening tag
        self.tokens = 0
        """Tokens decoded inside the thinking section, its tags included."""

    @property
    def reasoning(self) -> str:
        return "".join(self._reasoning)

    def feed(self, text: str) -> str:
        """One token's text (possibly empty: a partial character); the answer
        text that is now safe to pass on."""
        was_thinking = self._splitter.thinking
        answer = self._route(self._splitter.feed(text))
        if self._splitter.undecided:
            self._undecided += 1
        elif was_thinking or self._splitter.thinking:
            self.tokens += 1 + self._undecided
            self._undecided = 0
        else:
            self._undecided = 0
        return answer

    def finish(self, rest: str = "") -> str:
        """The end of the output (`rest`: text that was no token's own, such as
        a decoder's last bytes): the answer text that was held back."""
        answer = self._route(self._splitter.feed(rest))
        return answer + self._route(self._splitter.finish())

    def _route(self, pieces: Pieces) -> str:
        if pieces.reasoning:
            self._reasoning.append(pieces.reasoning)
            self._on_reasoning(pieces.reasoning)
        return pieces.answer


def split_whole(text: str, starts_open: bool = False) -> Pieces:
    """A whole reply's thinking and answer (what the pieces of a stream join to)."""
    splitter = ThinkingSplitter(starts_open)
    first, last = splitter.feed(text), splitter.finish()
    return Pieces(first.reasoning + last.reasoning, first.answer + last.answer)
