"""LoRA adapters written by the tests, applied per request."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from app.engine.errors import AdapterError
from app.engine.llama import EngineConfig, LlamaEngine
from app.engine.requests import Generate, LoraSelection, SamplerConfig, UsageStats
from tests.engine.conftest import N_CTX, THREADS, AdapterFactory

# A story opening: the base model continues it confidently, so the small
# test adapters move it to visibly different stories.
PROMPT = "Once upon a time"


def ask(engine: LlamaEngine, selection: LoraSelection = (), cache: bool = True,
        prompt: str = PROMPT) -> tuple[str, UsageStats]:
    request = Generate(prompt=prompt, max_tokens=24, config=SamplerConfig.greedy(),
                       cache_prompt=cache, lora_selection=selection)
    engine.run(request)
    return request.reply.result(timeout=120)


@pytest.fixture(scope="module")
def lora_engine(model_path: Path, make_adapter: AdapterFactory) -> Any:
    # Its own engine: what these tests assert about cached state must not
    # depend on what other test modules left in the shared engine's cache.
    engine = LlamaEngine(EngineConfig(model_path=model_path, n_ctx=N_CTX, n_threads=THREADS))
    engine.register_adapter("alpha", make_adapter("alpha", seed=1))
    engine.register_adapter("beta", make_adapter("beta", seed=2))
    yield engine
    engine.close()


def test_adapter_changes_output_and_scale_zero_gives_base(lora_engine: LlamaEngine) -> None:
    base, _ = ask(lora_engine, cache=False)
    with_alpha, _ = ask(lora_engine, (("alpha", 1.0),), cache=False)
    assert with_alpha != base
    assert ask(lora_engine, (("alpha", 0.0),), cache=False)[0] == base
    assert ask(lora_engine, (), cache=False)[0] == base


def test_two_adapters_with_scales_combine(lora_engine: LlamaEngine) -> None:
    alpha, _ = ask(lora_engine, (("alpha", 1.0),), cache=False)
    beta, _ = ask(lora_engine, (("beta", 1.0),), cache=False)
    both, _ = ask(lora_engine, (("alpha", 1.0), ("beta", 0.5)), cache=False)
    assert len({alpha, beta, both}) == 3
    assert ask(lora_engine, (("beta", 0.5), ("alpha", 1.0)), cache=False)[0] == both


def test_switching_adapters_never_reuses_the_other_adapters_state(
        lora_engine: LlamaEngine) -> None:
    story = PROMPT + ", in a small village by the sea, there lived an old fisherman who"
    alpha = (("alpha", 1.0),)
    base_fresh, _ = ask(lora_engine, cache=False, prompt=story)
    alpha_fresh, _ = ask(lora_engine, alpha, cache=False, prompt=story)
    assert alpha_fresh != base_fresh

    alpha_cached, _ = ask(lora_engine, alpha, prompt=story)
    base_after_alpha, usage = ask(lora_engine, (), prompt=story)
    assert base_after_alpha == base_fresh and usage.cached_tokens == 0
    assert alpha_cached == alpha_fresh
    alpha_again, usage_again = ask(lora_engine, alpha, prompt=story)
    assert usage_again.cached_tokens > 0  # alpha's own state was remembered...
    # ...and used: not the base model's story. (Not asserted equal to the
    # uncached run: replaying the last prompt token alone takes another
    # float32 matmul kernel for the adapter than the full batch, as in raw
    # llama-cpp-python's own prefix reuse, and near-ties can flip.)
    assert alpha_again != base_fresh
    _, usage_half = ask(lora_engine, (("alpha", 0.5),), prompt=story)
    assert usage_half.cached_tokens == 0


def test_unknown_adapter_name_fails_the_request_clearly(lora_engine: LlamaEngine) -> None:
    with pytest.raises(AdapterError, match=r"Unknown adapter 'gamma'.*alpha, beta"):
        ask(lora_engine, (("gamma", 1.0),))
    assert ask(lora_engine)[1].completion_tokens > 0


def test_adapter_for_another_architecture_is_refused_with_llama_cpp_reason(
        engine: LlamaEngine, make_adapter: AdapterFactory) -> None:
    path = make_adapter("gemma-arch", seed=3, arch="gemma3")
    with pytest.raises(AdapterError, match=r"(?i)refused: .*arch"):
        engine.register_adapter("wrong-arch", path)
    assert "wrong-arch" not in engine.adapters.names()
    assert ask(engine)[1].completion_tokens > 0


def test_adapter_of_the_wrong_shape_is_refused_with_llama_cpp_reason(
        engine: LlamaEngine, make_adapter: AdapterFactory) -> None:
    path = make_adapter("bad-shape", seed=4, ne0_override=320)  # SmolLM2's rows are 576 wide
    with pytest.raises(AdapterError, match=r"(?i)refused: .*shape"):
        engine.register_adapter("bad-shape", path)
    assert ask(engine)[1].completion_tokens > 0


def test_adapter_that_is_not_gguf_is_refused(engine: LlamaEngine, tmp_path: Any) -> None:
    path = tmp_path / "notes.gguf"
    path.write_text("not an adapter")
    with pytest.raises(AdapterError, match="refused"):
        engine.register_adapter("junk", path)
    with pytest.raises(AdapterError, match="not found"):
        engine.register_adapter("missing", tmp_path / "missing.gguf")
    assert ask(engine)[1].completion_tokens > 0
