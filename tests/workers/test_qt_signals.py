"""Regression guard for the Qt binding itself: emitting must not corrupt Python.

PySide6-Essentials 6.12.0 over-releases `True` on every `Signal.emit`; a
streaming answer emits hundreds of token signals, so Python aborted with
"bool_dealloc: deallocating True or False" mid-answer or at exit. The pin in
pyproject.toml keeps that release out; this test fails if one like it
returns. It runs in a child process because the failure is an abort.
"""

from __future__ import annotations

import subprocess
import sys

CHILD = """
import sys
from PySide6.QtCore import QCoreApplication, QObject, Signal

class Emitter(QObject):
    token = Signal(int, str)
    finished = Signal(int, object)

app = QCoreApplication([])
emitter = Emitter()
received = []
emitter.token.connect(lambda _id, text: received.append(text))
emitter.finished.connect(lambda _id, _result: received.append(None))
before = sys.getrefcount(True)
for _ in range(5000):
    emitter.token.emit(1, "piece")
    emitter.finished.emit(1, None)
assert len(received) == 10000, len(received)
print("ok", before, sys.getrefcount(True))
"""


def test_thousands_of_signal_emissions_leave_python_intact() -> None:
    result = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True,
                            timeout=120, check=False)
    assert result.returncode == 0, result.stderr[-2000:]
    _, before, after = result.stdout.split()
    assert abs(int(after) - int(before)) < 50
