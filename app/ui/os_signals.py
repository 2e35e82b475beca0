"""Ctrl+C in the terminal that started `lantern` (SIGINT) and a session's
SIGTERM close the window as its close button does: the answer being written
is stopped and saved, the database closed, the model freed.

Python runs a signal's handler only between two of its own instructions, and
Qt's event loop waits in C, so a Ctrl+C would wait for the next Python slot
(and then surface as a KeyboardInterrupt inside it). The interpreter's wakeup
descriptor wakes the loop instead: the signal writes a byte to a socket, a
QSocketNotifier reads it, and the handler runs right after. A second signal
while the window is closing ends the process at once.

The handler runs between two bytecodes of whatever Python the GUI thread is
in, which may be halfway through building a room (its threads started, the
window not yet told of it). So it only asks for the close, and the event loop
closes the window after that code has finished: a close in the middle would
shut down without the half-built room, whose thread then kept the process
from ever ending.
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
from types import FrameType

from PySide6.QtCore import QObject, QSocketNotifier, QTimer
from PySide6.QtWidgets import QWidget

SIGNALS = (signal.SIGINT, signal.SIGTERM)


class CloseOnSignals(QObject):
    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self._received: list[int] = []
        self._reader, self._writer = socket.socketpair()
        for end in (self._reader, self._writer):
            end.setblocking(False)
        signal.set_wakeup_fd(self._writer.fileno())
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._drain)
        # A signal the process was started ignoring (nohup, a background job
        # of a script) stays ignored: someone chose that. One it was started
        # with blocked (a mask inherited from a launcher's thread) would wait
        # forever, and Ctrl+C would do nothing: it is let through.
        for number in SIGNALS:
            if signal.getsignal(number) is not signal.SIG_IGN:
                signal.signal(number, self._received_signal)
        signal.pthread_sigmask(signal.SIG_UNBLOCK, SIGNALS)

    def _drain(self) -> None:
        with contextlib.suppress(BlockingIOError):
            self._reader.recv(4096)  # the handler itself runs as this slot returns

    def _received_signal(self, number: int, _frame: FrameType | None) -> None:
        if self._received:  # the first is still closing the window: now
            os._exit(128 + number)
        self._received.append(number)
        QTimer.singleShot(0, self._window, self._window.close)
