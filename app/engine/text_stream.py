"""Turning a stream of token bytes into text a person can read as it grows.

Two jobs, both per piece: never emit half of a multi-byte UTF-8 character
(bytes are held until the character completes), and never emit text that
may turn out to be the start of a stop sequence.
"""

from __future__ import annotations

import codecs
from collections.abc import Sequence


class Utf8Pieces:
    """Bytes in, whole characters out."""

    def __init__(self) -> None:
        # "ignore" matches llama-cpp-python's own decoding of completions, so
        # the joined pieces equal its non-streamed text byte for byte.
        self._decoder = codecs.getincrementaldecoder("utf-8")(errors="ignore")

    def feed(self, data: bytes) -> str:
        return self._decoder.decode(data)

    def flush(self) -> str:
        return self._decoder.decode(b"", final=True)


class StopScanner:
    """Holds back text that could still become a stop sequence."""

    def __init__(self, stops: Sequence[str]) -> None:
        self._stops = [s for s in stops if s]
        self._pending = ""
        self.stopped = False
        self.matched: str | None = None
        """The stop sequence that ended the text (the earliest, when several)."""

    def feed(self, text: str) -> str:
        """Text that is now safe to show; sets `stopped` when a stop appears."""
        if not self._stops:
            return text
        self._pending += text
        found = [(i, n, s) for n, s in enumerate(self._stops)
                 if (i := self._pending.find(s)) >= 0]
        if found:
            cut, _order, self.matched = min(found)
            safe, self._pending, self.stopped = self._pending[:cut], "", True
            return safe
        keep = self._longest_partial_stop()
        safe = self._pending[: len(self._pending) - keep]
        self._pending = self._pending[len(safe):]
        return safe

    def flush(self) -> str:
        rest, self._pending = self._pending, ""
        return rest

    def _longest_partial_stop(self) -> int:
        best = 0
        for stop in self._stops:
            for n in range(min(len(stop) - 1, len(self._pending)), best, -1):
                if self._pending.endswith(stop[:n]):
                    best = n
                    break
        return best
