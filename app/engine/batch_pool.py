"""GenerationPool: where generation requests wait for the thread that owns the engine.

The owner thread (app.engine.owner) puts each
local generation request here and takes them, by priority (the window's
answers before the API's clients) and then in arrival order: one at a time
when the engine decodes one sequence, or as joiners of the running batch
(LlamaEngine.run_batch's `more`) when it decodes several. Thread-safe: any
thread puts and cancels; the owner thread takes.
"""

from __future__ import annotations

import heapq
import itertools
import threading
from dataclasses import dataclass, field

from app.engine.requests import Generate, GenerateStream

Generation = Generate | GenerateStream


@dataclass(order=True)
class _Entry:
    priority: int
    order: int
    request: Generation = field(compare=False)


class GenerationPool:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._heap: list[_Entry] = []
        self._order = itertools.count()

    def put(self, request: Generation) -> None:
        with self._lock:
            heapq.heappush(self._heap, _Entry(request.priority, next(self._order), request))

    def take(self) -> Generation | None:
        """The next request to run, or None when none waits."""
        with self._lock:
            return heapq.heappop(self._heap).request if self._heap else None

    def drain(self) -> list[Generation]:
        """Every waiting request, in the order they would have run (at shutdown)."""
        with self._lock:
            entries, self._heap = sorted(self._heap), []
        return [entry.request for entry in entries]

    def __len__(self) -> int:
        return len(self._heap)
