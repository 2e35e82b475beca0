"""The bundled default chat model answers like an instruction-tuned model.

What a new user sees first, offline: a fresh install's model, the app's
default system prompt, greedy decoding, real llama.cpp.
"""

from __future__ import annotations

from pathlib import Path

from app.config import Settings
from app.engine.llama import LlamaEngine
from app.engine.model_files import DEFAULT_CHAT_MODEL_FILE, check_gguf
from app.engine.requests import Generate, SamplerConfig


def test_the_bundled_model_is_smollm2_instruct(engine: LlamaEngine,
                                               model_path: Path) -> None:
    assert model_path.name == DEFAULT_CHAT_MODEL_FILE
    check_gguf(model_path)
    assert engine.template.jinja_source and "<|im_start|>" in engine.template.jinja_source
    assert engine.template.name == "model's own template"


def test_a_fresh_install_answers_the_sky_is_blue(engine: LlamaEngine) -> None:
    messages = [{"role": "system", "content": Settings().system_prompt},
                {"role": "user", "content": "What colour is the sky on a clear day? One word."}]
    request = Generate(prompt=messages, max_tokens=32, config=SamplerConfig.greedy())
    engine.run(request)
    text, usage = request.reply.result(timeout=120)
    assert "blue" in text.lower(), text
    assert usage.finish_reason == "stop"
