"""Per-token cost of one streamed text piece in each protocol's shape (the
event loop writes one per token and shares the GIL with the engine's thread).

    .venv/bin/python bench/bench_protocol_events.py
"""

from __future__ import annotations

import timeit

from app.api.anthropic import MessageEvents
from app.api.ollama import OllamaEvents
from app.api.responses import ChatEvents, Reply

PIECES = [" word"] * 1000


def openai_chunks() -> None:
    events = ChatEvents(Reply(chat=True, model="smollm2-135m-instruct"), False)
    for piece in PIECES:
        events.piece(piece, 0)


def anthropic_events() -> None:
    events = MessageEvents("lantern")
    events.start(0, 10)
    for piece in PIECES:
        events.piece(piece, 0)


def ollama_lines() -> None:
    events = OllamaEvents("smollm2-135m-instruct:latest", chat=True)
    for piece in PIECES:
        events.piece(piece, 0)


def main() -> None:
    for writer in (openai_chunks, anthropic_events, ollama_lines):
        best = min(timeit.repeat(writer, number=5, repeat=5)) / 5 / len(PIECES)
        print(f"{writer.__name__:18s} {best * 1e6:6.2f} µs per piece")


if __name__ == "__main__":
    main()
