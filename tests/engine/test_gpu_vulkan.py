"""The Vulkan backend, really run: on Mesa's lavapipe, a Vulkan device that
runs on the CPU (Debian package mesa-vulkan-drivers; no GPU on these
machines), each configuration in a process of its own (tests/engine/gpu_child.py:
llama.cpp registers its backends once per process, from its environment).

lavapipe is a CPU-type device, which llama.cpp's Vulkan backend skips unless
GGML_VK_VISIBLE_DEVICES names it: named, it is reported as a GPU and every
layer runs there, at about 1.7 tokens/s for the bundled model, so these runs
are a few tokens each (marked slow).

How the answers may differ: the Vulkan kernels add and multiply in another
order (and in other precisions: the CPU quantizes activations to 8 bits for
a Q4_1 product, the Vulkan shaders work in f16/f32) than the CPU's, so the
probabilities differ by small amounts and greedy text can part where two
tokens are nearly tied. So the test compares the top alternatives'
probabilities within PROBABILITY_TOLERANCE at every step, and accepts a
different greedy token only at such a near-tie, never otherwise.
"""

from __future__ import annotations

import json
import math
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from app.models.gguf_header import read_shape

CHILD = Path(__file__).resolve().parent / "gpu_child.py"
LAVAPIPE_ICD = Path("/usr/share/vulkan/icd.d/lvp_icd.x86_64.json")
LOADER = Path("/usr/lib/x86_64-linux-gnu/libvulkan.so.1")
LAVAPIPE = {"GGML_VK_VISIBLE_DEVICES": "0", "VK_ICD_FILENAMES": str(LAVAPIPE_ICD),
            "VK_DRIVER_FILES": str(LAVAPIPE_ICD)}
"""lavapipe as the only Vulkan driver (so device 0 is lavapipe), named for llama.cpp."""
PROMPTS = ["Name a colour.", "What is 2 + 2?", "Say hello in French."]
TOKENS = 4
PROBABILITY_TOLERANCE = 0.06
"""Measured on these prompts, lavapipe and the CPU differ by 0.042 at most
in a top-5 token's probability (bench/README.md, "GPU backends"); a wrong
kernel moves probabilities by tenths, and the greedy tokens with them."""


def vulkan_backend_file() -> Path | None:
    import llama_cpp

    found = sorted((Path(llama_cpp.__file__).parent / "lib").glob("libggml-vulkan.so*"))
    return found[0] if found else None


def need_lavapipe() -> None:
    if vulkan_backend_file() is None:
        pytest.skip("this llama-cpp-python was built without the Vulkan backend "
                    "(scripts/llama_build.py: LANTERN_GPU_BACKENDS)")
    if not LAVAPIPE_ICD.is_file() or not LOADER.exists():
        pytest.skip("Mesa's lavapipe or the Vulkan loader is missing (Debian packages "
                    "mesa-vulkan-drivers and libvulkan1)")


def child_env(extra: dict[str, str]) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("GGML_VK_", "VK_ICD", "VK_DRIVER"))}
    return env | extra


def run_child(extra: dict[str, str], prompts: list[str], tokens: int = TOKENS,
              n_gpu_layers: int = -1, wrap: list[str] | None = None,
              refuse_gpu_loads: bool = False) -> dict[str, Any]:
    spec = json.dumps({"prompts": prompts, "tokens": tokens, "n_gpu_layers": n_gpu_layers,
                       "refuse_gpu_loads": refuse_gpu_loads})
    done = subprocess.run([*(wrap or []), sys.executable, str(CHILD), spec],
                          env=child_env(extra), capture_output=True, text=True, timeout=900,
                          check=False)
    assert done.returncode == 0, done.stderr[-4000:]
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def layers_of_bundled_model() -> int:
    """As llama.cpp counts offloaded layers: the blocks plus the output layer."""
    from app.engine.model_files import default_chat_model

    return read_shape(default_chat_model()).layers + 1


def assert_same_greedy_answer(cpu: dict[str, Any], gpu: dict[str, Any]) -> None:
    """Token by token: the top alternatives' probabilities within the
    tolerance, and the same greedy token unless the CPU's two best were
    nearly tied there (then the answers may part, and comparing stops)."""
    for step, (ours, theirs) in enumerate(zip(cpu["top"], gpu["top"], strict=True)):
        cpu_p = {token: math.exp(lp) for token, lp in ours}
        gpu_p = {token: math.exp(lp) for token, lp in theirs}
        assert ours[0][0] in gpu_p, (step, ours, theirs)  # the CPU's best is among the GPU's
        for token in set(cpu_p) & set(gpu_p):
            assert abs(cpu_p[token] - gpu_p[token]) <= PROBABILITY_TOLERANCE, (step, token)
        if cpu["tokens"][step] != gpu["tokens"][step]:
            gap = cpu_p[ours[0][0]] - cpu_p[ours[1][0]]
            assert gap <= 2 * PROBABILITY_TOLERANCE, (step, cpu["tokens"], gpu["tokens"])
            return


def test_without_a_named_cpu_type_device_llama_cpp_sees_no_gpu() -> None:
    """lavapipe alone, not named: llama.cpp's own rule skips it; CPU only."""
    need_lavapipe()
    extra = {k: v for k, v in LAVAPIPE.items() if k != "GGML_VK_VISIBLE_DEVICES"}
    seen = run_child(extra, [], 0)
    assert "Vulkan" in seen["backends"] and seen["gpus"] == []
    assert seen["summary"] == "CPU only: no GPU found"
    assert (seen["layers"], seen["notice"]) == (0, None)


@pytest.mark.slow
def test_lavapipe_runs_every_layer_and_answers_as_the_cpu_does() -> None:
    need_lavapipe()
    gpu = run_child(LAVAPIPE, PROMPTS)
    total = layers_of_bundled_model()
    assert gpu["backend"] == "Vulkan" and "llvmpipe" in gpu["device"], gpu
    assert (gpu["layers"], gpu["total"]) == (total, total)
    assert gpu["summary"] == f"Vulkan: {gpu['device']}, {total} of {total} layers"
    assert gpu["notice"] is None
    cpu = run_child({}, PROMPTS)
    assert cpu["summary"] == "CPU only: no GPU found"
    for ours, theirs in zip(cpu["answers"], gpu["answers"], strict=True):
        assert len(theirs["tokens"]) == TOKENS
        assert theirs["device"] == gpu["summary"]  # each answer records where it ran
        assert_same_greedy_answer(ours, theirs)


@pytest.mark.slow
def test_an_explicit_layer_count_is_honored() -> None:
    need_lavapipe()
    some = run_child(LAVAPIPE, ["Hi"], 1, n_gpu_layers=10)
    assert (some["layers"], some["total"]) == (10, layers_of_bundled_model())
    assert some["summary"].endswith(f", 10 of {layers_of_bundled_model()} layers")
    none = run_child(LAVAPIPE, [], 0, n_gpu_layers=0)
    assert none["summary"] == "CPU only: GPU layers set to 0"


@pytest.mark.slow
def test_a_gpu_that_fails_the_load_falls_back_to_the_cpu_with_one_notice() -> None:
    """The Vulkan device is there (lavapipe, named), but loading the model on
    it fails as an out-of-memory GPU's would (forced in the child: lavapipe
    allocates whatever it is asked for); the model loads on the CPU."""
    need_lavapipe()
    seen = run_child(LAVAPIPE, ["Hi"], 2, refuse_gpu_loads=True)
    assert seen["gpus"] and seen["layers"] == 0
    assert seen["summary"] == "CPU only: the Vulkan backend failed"
    assert seen["notice"] is not None and seen["notice"].startswith(
        "The Vulkan backend could not load the model (Could not load ")
    assert len(seen["answers"][0]["tokens"]) == 2  # it answers, on the CPU
    assert seen["answers"][0]["device"] == seen["summary"]


def can_hide_files() -> bool:
    return os.geteuid() == 0 and shutil.which("unshare") is not None and subprocess.run(
        ["unshare", "--mount", "mount", "--bind", "/dev/null", "/dev/null"],
        capture_output=True, check=False).returncode == 0


@pytest.mark.slow
def test_without_the_vulkan_loader_lantern_runs_on_the_cpu_and_says_so_once(
        tmp_path: Path) -> None:
    """The loader really absent: in a private mount namespace libvulkan.so.1
    reads as an empty file, so dlopen fails as on a machine without it."""
    need_lavapipe()
    if not can_hide_files():
        pytest.skip("hiding the Vulkan loader needs root and unshare (a private mount "
                    "namespace)")
    hide = ["unshare", "--mount", "sh", "-c",
            f'mount --bind /dev/null {LOADER} && exec "$@"', "sh"]
    seen = run_child(LAVAPIPE, ["Hi"], 2, wrap=hide)
    assert "Vulkan" not in seen["backends"]
    assert seen["summary"].startswith("CPU only: no GPU found (the Vulkan backend could not "
                                      "be loaded: ")
    assert seen["notice"] is not None and "libvulkan1" in seen["notice"]
    assert len(seen["answers"][0]["tokens"]) == 2
    env = child_env(LAVAPIPE) | {"HOME": str(tmp_path), "LANTERN_DATA_DIR": str(tmp_path)}
    chat = subprocess.run([*hide, sys.executable, "-m", "app", "chat", "Hi", "--max-tokens",
                           "2", "--ctx", "512"], env=env, capture_output=True, text=True,
                          timeout=900, check=False, cwd=Path(__file__).resolve().parents[2])
    assert chat.returncode == 0, chat.stderr[-3000:]
    assert chat.stdout.strip()
    assert chat.stderr.count("The Vulkan backend could not be loaded") == 1, chat.stderr
