"""How many threads llama.cpp computes with when the settings say Automatic.

llama.cpp's threads wait for each other at every step of a batch, spinning
while they wait, so a thread stalled behind another program stalls them all
and the spinning takes CPU from that program. More threads than free cores
cost more than they bring (measured on a 2-CPU VM: busy with other work, an
embedding model ran at 1.2-1.7 chunks/s with 2 threads and 6.6-7.0 with 1;
the test suite's long-prompt test used 35 CPU-seconds with 2 threads and 21
with 1, beside another worker).

`LANTERN_THREADS=N` in the environment sets the automatic count for every
llama.cpp context Lantern opens (chat, embeddings, the reranker, images):
for a container's CPU quota, a machine shared with other work, or several
Lanterns side by side (the test suite runs one per core and sets it to 1).
A count in Settings or on the command line (`--threads`) still wins.
"""

from __future__ import annotations

import logging
import os

THREADS_ENV = "LANTERN_THREADS"
log = logging.getLogger(__name__)


def from_environment() -> int | None:
    """LANTERN_THREADS as a count above 0; None when unset or not one (said once
    in the log: a typo must not stop the model loading)."""
    text = os.environ.get(THREADS_ENV, "").strip()
    if not text:
        return None
    if text.isdigit() and int(text) > 0:
        return int(text)
    log.warning("%s=%r is not a whole number above 0: the automatic thread count is used",
                THREADS_ENV, text)
    return None


def chat_threads(requested: int = 0) -> int:
    """A chat model's threads: `requested` when above 0, else LANTERN_THREADS,
    else one per logical CPU (generation is bound by memory, and measured
    faster that way on the machines we have)."""
    if requested > 0:
        return requested
    return from_environment() or max(1, os.cpu_count() or 1)


def math_threads() -> int:
    """An embedding model's or the reranker's threads: LANTERN_THREADS, else
    one per physical core, guessed as half the logical CPUs (llama.cpp's own
    choice for math)."""
    return from_environment() or max(1, (os.cpu_count() or 2) // 2)
