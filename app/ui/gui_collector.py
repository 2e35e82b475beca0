"""Python's cyclic garbage, collected on the GUI thread only.

Left automatic, the collector runs in whichever thread happens to allocate
past its threshold: the database thread, the model's, the indexer's. When it
frees a Qt object there, PySide6 disconnects that object's signals under one
of Qt's connection locks and then needs the interpreter lock, while the GUI
thread, holding the interpreter in a Qt call, waits for the same connection
lock: both stop for good (seen in the test suite: the conversation database's
thread collecting a window's objects while the next window was being built).
So automatic collection stays off and a GUI-thread timer collects instead,
generation by generation as the interpreter's own thresholds would (the
pattern of pyqtgraph's GarbageCollector). Objects without cycles are still
freed at once by their reference counts, in any thread.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 1000


class GuiThreadCollector(QObject):
    def __init__(self, parent: QObject | None = None, interval_ms: int = INTERVAL_MS) -> None:
        super().__init__(parent)
        self._threshold = gc.get_threshold()
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.collect_due)

    def start(self, freeze: bool = False) -> None:
        """From now on only this thread collects. With `freeze`, what exists
        now (the modules, the window: ~130,000 objects) is left out of every
        later collection (gc.freeze): a full collection then takes well under
        a millisecond instead of ~15-25 ms on the GUI thread."""
        gc.disable()
        if freeze:
            gc.freeze()
        self._timer.start()

    def stop(self) -> None:
        """Automatic collection again (a test's end)."""
        self._timer.stop()
        gc.enable()

    def collect_due(self) -> int:
        """The generations whose thresholds were passed; returns what was freed."""
        young, middle, old = gc.get_count()
        freed = 0
        if young > self._threshold[0]:
            freed += gc.collect(0)
            if middle > self._threshold[1]:
                freed += gc.collect(1)
                if old > self._threshold[2]:
                    freed += gc.collect(2)
        return freed
