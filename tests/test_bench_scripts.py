"""Every benchmark script runs, once, in a tiny configuration.

A benchmark that no longer runs measures nothing, and nothing else would
notice (bench_ui's throughput part once failed for weeks). No timing is
asserted: only that each script finishes and prints its results. A new
script in bench/ must get an entry here, or this test fails.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parent.parent / "bench"
# script -> runs (each a list of arguments); "{tmp}" is a scratch folder.
SMOKE: dict[str, list[list[str]]] = {
    "bench_engine.py": [["--rounds", "1", "--tokens", "4"]],
    "bench_llama_cpp.py": [["--rounds", "1", "--tokens", "4", "--prompt", "32",
                            "--clients", "1,2"]],
    "bench_embedding.py": [["--rounds", "1", "--chunks", "2", "--chat-chunks", "1"]],
    "bench_search.py": [["throughput", "--lines", "60", "--rounds", "1"],
                        ["latency", "--sizes", "300", "--rebuild"]],
    "bench_store.py": [["--db", "{tmp}/store.db", "--rebuild", "--conversations", "60",
                        "--messages-per", "4"]],
    "bench_ui.py": [["--rounds", "1", "--tokens", "4", "--startups", "1", "--scale", "0.05",
                     "--gui-rates", "60"]],
    "bench_api.py": [["--rounds", "1", "--tokens", "4", "--clients", "2", "--threads", "1"]],
    "bench_download.py": [["--rounds", "1"]],
    "bench_constraints.py": [["--rounds", "1", "--tokens", "4", "--schemas", "2"]],
    "bench_disk_cache.py": [["--rounds", "1", "--tokens", "300", "--no-gemma"]],
    "bench_hostile_inputs.py": [["gguf", "--inputs", "50"], ["templates", "--rounds", "1"],
                                ["chunking", "--mb", "0.05"]],
    "bench_remote.py": [["--rounds", "1", "--tokens", "4"]],
    "bench_protocol_events.py": [[]],
    "bench_soak.py": [["--requests", "30", "--clients", "2"],
                      ["starve", "--clients", "2", "--texts", "40"]],
    "bench_remote_embed.py": [["--rounds", "1", "--files", "3", "--lines", "6"],
                              ["--rounds", "1", "--files", "3", "--lines", "6",
                               "--server", "lantern"]],
    "bench_fuzz_api.py": [["--requests", "8", "--warm-up", "4", "--clients", "2",
                           "--good-clients", "1"]],
    "bench_gpu.py": [["--rounds", "1", "--tokens", "4", "--prompt", "32"]],
    "bench_vision.py": [["--rounds", "1"]],
    "bench_api_images.py": [["--rounds", "1", "--side", "400"]],
}


def bench_scripts() -> set[str]:
    return {p.name for p in BENCH.glob("bench_*.py")}


def test_every_bench_script_has_a_smoke_run() -> None:
    assert bench_scripts() == set(SMOKE), "add the new script's tiny arguments to SMOKE"


@pytest.mark.slow
@pytest.mark.parametrize("script", sorted(SMOKE))
def test_bench_script_runs(script: str, tmp_path: Path) -> None:
    for args in SMOKE[script]:
        command = [sys.executable, str(BENCH / script),
                   *(a.replace("{tmp}", str(tmp_path)) for a in args)]
        done = subprocess.run(command, capture_output=True, text=True, timeout=900,
                              check=False)
        assert done.returncode == 0, f"{command}\n{done.stdout[-2000:]}\n{done.stderr[-4000:]}"
        assert done.stdout.strip(), f"{command} printed no results"
