"""Run in a fresh process: load the engine, fill the context, report memory.

Prints the resident memory the model added (bytes) after a prompt that
fills the context and a short answer: what the fit estimate predicts.
"""

from __future__ import annotations

import sys
from pathlib import Path

import psutil

from app.engine.llama import EngineConfig, LlamaEngine
from app.engine.native import llama_cpp
from app.engine.requests import Generate, SamplerConfig


def main(model: str, n_ctx: int) -> None:
    llama_cpp()  # the native library's own memory is not the model's
    before = psutil.Process().memory_info().rss
    # Threads as the engine picks them (LANTERN_THREADS: this worker's share of
    # the cores): two each spun against the other test worker's.
    engine = LlamaEngine(EngineConfig(model_path=Path(model), n_ctx=n_ctx))
    sentence = "The lantern keeps its light through the long night. "
    per = len(engine._llm.tokenize(sentence.encode(), add_bos=False))
    prompt = sentence * ((n_ctx - 48) // per)
    request = Generate(prompt=prompt, max_tokens=8, config=SamplerConfig.greedy(),
                       cache_prompt=False)
    engine.run(request)
    _text, usage = request.reply.result()
    after = psutil.Process().memory_info().rss
    print(after - before, usage.prompt_tokens)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
