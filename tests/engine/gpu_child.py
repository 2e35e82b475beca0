"""One engine load in a process of its own, reported as JSON (tests/engine/test_gpu_vulkan.py).

Which backends and devices llama.cpp registers is decided once per process,
from its environment (GGML_VK_VISIBLE_DEVICES, the Vulkan loader and
drivers): each configuration a test compares runs here, in a child.

    python tests/engine/gpu_child.py '{"prompts": ["Hi"], "tokens": 4, "n_gpu_layers": -1}'

prints one JSON line: where the model ran, the notice if any, and for each
prompt its greedy tokens with the log-probabilities of the top alternatives
at every step.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from app.domain import SamplerConfig
from app.engine.devices import available
from app.engine.llama import EngineConfig, LlamaEngine
from app.engine.native import llama_cpp
from app.engine.requests import Generate
from app.models.fit import auto_gpu_layers

TOP = 5


def refuse_gpu_loads() -> None:
    """A GPU that fails every load, as an out-of-memory device or a broken
    driver does: llama-cpp-python's Llama raises what it raises when
    llama.cpp cannot load a model, whenever layers are asked on the GPU.
    (lavapipe itself allocates whatever it is asked for: no real device
    failure could be provoked on it.)"""
    lib = llama_cpp()
    real = lib.Llama

    class GpuRefused(real):  # type: ignore[misc, valid-type]
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            if kwargs.get("n_gpu_layers"):
                raise ValueError(f"Failed to load model from file: {args[0]}")
            super().__init__(*args, **kwargs)

    lib.Llama = GpuRefused


def main(spec: dict[str, Any]) -> dict[str, Any]:
    if spec.get("refuse_gpu_loads"):
        refuse_gpu_loads()
    config = EngineConfig(n_ctx=int(spec.get("n_ctx", 512)),
                          n_gpu_layers=int(spec.get("n_gpu_layers", -1)),
                          flash_attention=str(spec.get("flash_attention", "auto")))
    config.gpu_fit = auto_gpu_layers(config)
    engine = LlamaEngine(config)
    devices = available()
    answers = []
    for prompt in spec.get("prompts", []):
        request = Generate(prompt=[{"role": "user", "content": prompt}],
                           max_tokens=int(spec.get("tokens", 4)),
                           config=SamplerConfig.greedy(), cache_prompt=False, logprobs=TOP)
        engine.run(request)
        _text, usage = request.reply.result()
        answers.append({"tokens": [t.token for t in request.token_logprobs],
                        "top": [t.top for t in request.token_logprobs],
                        "device": usage.device})
    use = engine.device
    engine.close()
    return {"summary": str(use.summary()), "backend": use.backend, "device": use.device,
            "layers": use.layers, "total": use.total,
            "notice": str(engine.load_notice) if engine.load_notice else None,
            "backends": list(devices.backends),
            "gpus": [d.description for d in devices.gpus], "answers": answers}


if __name__ == "__main__":
    print(json.dumps(main(json.loads(sys.argv[1]))))
