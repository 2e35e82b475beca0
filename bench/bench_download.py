"""Download throughput against curl, and model switch time against a plain load.

    .venv/bin/python bench/bench_download.py [--rounds 3]

One local server (tests/models/model_server.py: Starlette's FileResponse
under uvicorn, in its own process) serves the bundled model; rounds
alternate curl and Lantern's downloader (hashing, fsync and rename
included) on the same URL. The switch measures closing one loaded engine
and loading another model file against loading that file in a fresh
engine, both with the page cache warm. Reported: medians and ratios.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.engine.llama import EngineConfig, LlamaEngine
from app.engine.model_files import default_chat_model
from app.models.hub import make_client
from app.models.transfer import Control, Target, fetch
from tests.scratch import scratch_folder


def start_server(model: Path) -> tuple[subprocess.Popen[str], str, str, int]:
    server = subprocess.Popen([sys.executable, "-m", "tests.models.model_server", str(model)],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                              cwd=Path(__file__).resolve().parent.parent)
    assert server.stdout is not None
    url, sha, size = server.stdout.readline().split()
    return server, f"{url}/cdn/{model.name}", sha, int(size)


def curl_once(url: str, dest: Path) -> float:
    started = time.perf_counter()
    subprocess.run(["curl", "-sS", "--fail", "-o", str(dest), url], check=True)
    took = time.perf_counter() - started
    dest.unlink()
    return took


def lantern_once(url: str, dest: Path, sha: str, size: int) -> float:
    started = time.perf_counter()
    with make_client() as client:
        fetch(client, Target(url, dest, size, sha), Control(), lambda _p: None, lambda _v: None)
    took = time.perf_counter() - started
    dest.unlink()
    return took


def bench_download(model: Path, rounds: int) -> None:
    server, url, sha, size = start_server(model)
    folder = scratch_folder("lantern-bench-dl-")
    curl_s, ours_s = [], []
    try:
        for _ in range(rounds):
            curl_s.append(curl_once(url, folder / "curl.gguf"))
            ours_s.append(lantern_once(url, folder / "ours.gguf", sha, size))
    finally:
        assert server.stdin is not None
        server.stdin.close()
        server.wait(10)
        shutil.rmtree(folder, ignore_errors=True)
    curl_rate = size / statistics.median(curl_s) / 1e6
    ours_rate = size / statistics.median(ours_s) / 1e6
    print(f"download {size / 1e6:.1f} MB x {rounds}: curl {curl_rate:.0f} MB/s, "
          f"Lantern (SHA-256, fsync, rename) {ours_rate:.0f} MB/s, "
          f"ratio {ours_rate / curl_rate:.2f}")


def bench_switch(model: Path, rounds: int) -> None:
    folder = scratch_folder("lantern-bench-switch-")
    other = folder / "other.gguf"
    shutil.copyfile(model, other)
    config = {"n_ctx": 2048, "n_threads": 2}
    alone_s, switch_s = [], []
    try:
        for _ in range(rounds):
            started = time.perf_counter()
            fresh = LlamaEngine(EngineConfig(model_path=other, **config))
            alone_s.append(time.perf_counter() - started)
            fresh.close()
            engine = LlamaEngine(EngineConfig(model_path=model, **config))
            started = time.perf_counter()
            engine.close()
            engine = LlamaEngine(EngineConfig(model_path=other, **config))
            switch_s.append(time.perf_counter() - started)
            engine.close()
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    alone, switch = statistics.median(alone_s), statistics.median(switch_s)
    print(f"model switch: load alone {alone * 1000:.0f} ms, switch (close + load) "
          f"{switch * 1000:.0f} ms, ratio {switch / alone:.2f}")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    model = default_chat_model()
    bench_download(model, args.rounds)
    bench_switch(model, args.rounds)
    return 0


if __name__ == "__main__":
    sys.exit(main())
