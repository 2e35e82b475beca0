"""Generation on the real default model, checked against raw llama-cpp-python."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.llama import LlamaEngine
from app.engine.requests import Generate, GenerateStream, SamplerConfig, UsageStats

GREEDY = SamplerConfig.greedy()
PROMPT = "The three primary colours are"


def generate(engine: LlamaEngine, prompt: Any, **fields: Any) -> tuple[str, UsageStats]:
    fields.setdefault("config", GREEDY)
    request = Generate(prompt=prompt, **fields)
    engine.run(request)
    return request.reply.result(timeout=120)


def stream(engine: LlamaEngine, prompt: Any, **fields: Any) -> tuple[list[str], UsageStats]:
    pieces: list[str] = []
    fields.setdefault("config", GREEDY)
    request = GenerateStream(prompt=prompt, callback=pieces.append, **fields)
    engine.run(request)
    return pieces, request.reply.result(timeout=120)


def raw_greedy(raw_llm: Any, prompt: str, max_tokens: int) -> str:
    raw_llm.reset()  # its own prefix reuse would make it a different computation
    out = raw_llm.create_completion(prompt, max_tokens=max_tokens, temperature=0.0,
                                    top_k=0, top_p=1.0, min_p=0.0, repeat_penalty=1.0)
    text: str = out["choices"][0]["text"]
    return text


@pytest.mark.parametrize("prompt", [PROMPT, "def fibonacci(n):", "Le petit déjeuner français"])
def test_greedy_output_equals_raw_llama_cpp(engine: LlamaEngine, raw_llm: Any,
                                            prompt: str) -> None:
    text, usage = generate(engine, prompt, max_tokens=40, cache_prompt=False)
    assert text == raw_greedy(raw_llm, prompt, 40)
    assert usage.completion_tokens == 40 and usage.finish_reason == "length"
    assert usage.prompt_tokens == len(raw_llm.tokenize(prompt.encode()))


def test_a_long_greedy_answer_equals_raw_llama_cpp_token_for_token(
        engine: LlamaEngine, raw_llm: Any) -> None:
    # Greedy without penalties is the logits' argmax (app.engine.sampling,
    # issue 35); llama-cpp-python runs llama.cpp's greedy sampler chain. Long
    # enough to meet near-ties, whose first highest logit both must keep.
    prompt = "Once upon a time, in a lighthouse on a rocky island,"
    text, usage = generate(engine, prompt, max_tokens=200, cache_prompt=False)
    raw_llm.reset()
    raw = raw_llm.create_completion(prompt, max_tokens=200, temperature=0.0, top_k=0,
                                    top_p=1.0, min_p=0.0, repeat_penalty=1.0)
    assert usage.completion_tokens == raw["usage"]["completion_tokens"]
    assert text == raw["choices"][0]["text"]


def test_sampled_output_equals_raw_llama_cpp_with_the_same_seed(engine: LlamaEngine,
                                                                raw_llm: Any) -> None:
    # The engine's own sampler chain (app/engine/sampling.py) is the one
    # llama-cpp-python builds: same seed, same penalties, same tokens.
    config = SamplerConfig(temperature=0.9, top_k=30, top_p=0.9, min_p=0.02,
                           repeat_penalty=1.3, presence_penalty=0.2, seed=11)
    text, _ = generate(engine, PROMPT, max_tokens=32, config=config, cache_prompt=False)
    raw_llm.reset()
    raw = raw_llm.create_completion(PROMPT, max_tokens=32, temperature=0.9, top_k=30,
                                    top_p=0.9, min_p=0.02, repeat_penalty=1.3,
                                    presence_penalty=0.2, seed=11)
    assert text == raw["choices"][0]["text"]


def test_chat_prompt_equals_raw_on_rendered_template(engine: LlamaEngine,
                                                     raw_llm: Any) -> None:
    messages = [{"role": "system", "content": "Be brief."},
                {"role": "user", "content": "What is the capital of Italy?"}]
    rendered = engine.template.render(messages).text  # the model's own ChatML template
    assert rendered == ("<|im_start|>system\nBe brief.<|im_end|>\n<|im_start|>user\n"
                        "What is the capital of Italy?<|im_end|>\n<|im_start|>assistant\n")
    text, _ = generate(engine, messages, max_tokens=24, cache_prompt=False)
    raw_llm.reset()
    raw = raw_llm.create_completion(rendered, max_tokens=24, temperature=0.0, top_k=0,
                                    top_p=1.0, min_p=0.0, repeat_penalty=1.0)
    assert text == raw["choices"][0]["text"]


def test_streamed_pieces_join_to_the_generated_text(engine: LlamaEngine) -> None:
    text, _ = generate(engine, PROMPT, max_tokens=48)
    pieces, usage = stream(engine, PROMPT, max_tokens=48)
    assert "".join(pieces) == text
    assert len(pieces) > 10 and usage.completion_tokens == 48


def test_multibyte_characters_are_never_split(engine: LlamaEngine, raw_llm: Any) -> None:
    prompt = "日本の首都は東京です。中国の首都は北京です。韓国の首都は"
    # 41 tokens end on a whole character: at a cut inside one, llama-cpp-python
    # decodes a token more than asked to finish it, and Lantern does not.
    pieces, _ = stream(engine, prompt, max_tokens=41)
    assert all("\ufffd" not in piece for piece in pieces)
    joined = "".join(pieces)
    assert any(ord(ch) > 0x3000 for ch in joined), joined
    assert joined == raw_greedy(raw_llm, prompt, 41)


def test_usage_reports_tokens_and_times(engine: LlamaEngine) -> None:
    _, usage = generate(engine, PROMPT, max_tokens=16)
    assert usage.total_tokens == usage.prompt_tokens + 16
    assert usage.prefill_ms > 0 and usage.decode_ms > 0 and usage.tokens_per_second > 0


def test_stop_sequence_ends_the_answer_before_it(engine: LlamaEngine) -> None:
    full, _ = generate(engine, PROMPT, max_tokens=40)
    marker = full.split()[3]  # a word the greedy answer is known to contain
    config = SamplerConfig(**{**GREEDY.__dict__, "stop": (marker,)})
    text, usage = generate(engine, PROMPT, max_tokens=40, config=config)
    assert marker not in text
    assert full.startswith(text) and usage.finish_reason == "stop"


def test_seed_makes_sampling_repeatable(engine: LlamaEngine) -> None:
    def sample(seed: int) -> str:
        config = SamplerConfig(temperature=1.0, top_p=1.0, top_k=0, min_p=0.0, seed=seed)
        return generate(engine, PROMPT, max_tokens=32, config=config)[0]

    assert sample(7) == sample(7)
    assert len({sample(7), sample(8), sample(9)}) > 1


@pytest.mark.parametrize("narrowing", [
    {"top_k": 1}, {"top_p": 1e-6}, {"min_p": 1.0},
])
def test_truncation_samplers_are_honoured(engine: LlamaEngine,
                                          narrowing: dict[str, float]) -> None:
    # At temperature 1.5 sampling is wild, unless the truncation sampler
    # leaves only the most likely token: then it must equal greedy.
    greedy, _ = generate(engine, PROMPT, max_tokens=24)
    fields = {"temperature": 1.5, "top_k": 0, "top_p": 1.0, "min_p": 0.0, "seed": 3,
              "repeat_penalty": 1.0, **narrowing}
    text, _ = generate(engine, PROMPT, max_tokens=24, config=SamplerConfig(**fields))
    assert text == greedy
    wild = SamplerConfig(**{**fields, "top_k": 0, "top_p": 1.0, "min_p": 0.0})
    assert generate(engine, PROMPT, max_tokens=24, config=wild)[0] != greedy


def test_repeat_penalty_is_honoured(engine: LlamaEngine) -> None:
    prompt = "one two one two one two one two one two"
    plain, _ = generate(engine, prompt, max_tokens=24)
    penalised = SamplerConfig(**{**GREEDY.__dict__, "repeat_penalty": 1.8})
    assert generate(engine, prompt, max_tokens=24, config=penalised)[0] != plain


def test_temperature_zero_is_greedy_whatever_the_seed(engine: LlamaEngine) -> None:
    a = SamplerConfig(**{**GREEDY.__dict__, "seed": 1})
    b = SamplerConfig(**{**GREEDY.__dict__, "seed": 99})
    assert generate(engine, PROMPT, max_tokens=16, config=a)[0] == \
        generate(engine, PROMPT, max_tokens=16, config=b)[0]
