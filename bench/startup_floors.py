"""The floors bench/bench_ui.py's startup part measures Lantern against, each
in its own process with nothing else imported (the harness's own imports,
argparse, asyncio, statistics..., cost ~27 ms and would pad both floors):

    python bench/startup_floors.py bare SPAWNED_AT
    python bench/startup_floors.py model-alone SPAWNED_AT N_PARALLEL

print one line, `RESULT {"shown_s" | "ready_s": seconds since SPAWNED_AT}`.
"""

from __future__ import annotations

import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # this checkout


def bare_window(spawned_at: float) -> dict[str, float]:
    """A bare PySide6 QMainWindow of the window's size, to its first paint."""
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication, QMainWindow

    app = QApplication(sys.argv[:1])
    painted: list[float] = []

    class FirstPaint(QObject):
        def eventFilter(self, _watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and not painted:
                painted.append(time.time())
                QTimer.singleShot(0, app.quit)
            return False

    window = QMainWindow()
    window.setWindowTitle("bare")
    window.resize(1240, 820)
    spy = FirstPaint()
    window.installEventFilter(spy)
    window.show()
    app.exec()
    return {"shown_s": painted[0] - spawned_at}


def model_alone(spawned_at: float, n_parallel: int) -> dict[str, float]:
    """A process that only loads the window's model with the window's engine
    settings (app.ui.services.engine_host.llama_factory), `n_parallel`
    sequences included; how many the window chooses is the window's own
    work, measured with it, not here."""
    from app.config import load_settings
    from app.engine.llama import EngineConfig, LlamaEngine

    settings = load_settings()  # the defaults, as the window's first start uses
    config = EngineConfig(n_ctx=settings.n_ctx, n_threads=settings.n_threads,
                          cache_ram_bytes=settings.cache_ram_mb << 20,
                          n_gpu_layers=settings.n_gpu_layers,
                          flash_attention=settings.flash_attention)
    config.n_parallel = n_parallel
    engine = LlamaEngine(config)
    ready = time.time()
    engine.close()
    return {"ready_s": ready - spawned_at}


if __name__ == "__main__":
    kind, spawned = sys.argv[1], float(sys.argv[2])
    result = bare_window(spawned) if kind == "bare" else model_alone(spawned, int(sys.argv[3]))
    print("RESULT " + json.dumps(result), flush=True)
