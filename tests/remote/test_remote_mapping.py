"""How requests and replies map for each kind of server, checked against the
servers' documented formats (no network: these are the pure mapping functions).

Sources:
- vLLM, LoRA adapters: vllm-project/vllm `docs/features/lora.md` ("Serving LoRA
  Adapters": `--lora-modules name=path`; "Requests can specify the LoRA adapter as
  if it were any other model via the `model` request parameter"; `/v1/models` lists
  each adapter with `parent` set to its base model).
- vLLM, extra sampling parameters: `docs/serving/openai_compatible_server.md`
  ("vLLM supports some parameters that are not supported by OpenAI, `top_k` for
  example ... merge them into the JSON payload"), the chat request model in
  `vllm/entrypoints/openai/protocol.py` (`top_k`, `min_p`, `repetition_penalty`,
  `cache_salt`: "the prefix cache will be salted with the provided string ... The
  salt should be random ... (e.g., 43 characters base64-encoded ...)").
- Ollama: ollama/ollama `docs/api.md` ("Generate a chat completion" `/api/chat`,
  `options` with `num_predict`, `top_k`, `min_p`, `repeat_penalty`, `seed`, `stop`;
  "Raw Mode" `raw: true`; final object with `done_reason`, `prompt_eval_count`,
  `eval_count`; "Generate Embeddings" `/api/embed` with `input` list ->
  `embeddings`); adapters only through a Modelfile's `ADAPTER` (`docs/modelfile.md`).
- llama.cpp server: ggml-org/llama.cpp `tools/server/README.md` (`lora`: "A list of
  LoRA adapters to be applied to this specific request. Each object in the list
  must contain `id` and `scale` fields ... If a LoRA adapter is not specified in
  the list, its scale will default to `0.0`"; `GET /lora-adapters` returns
  `[{"id": 0, "path": ..., "scale": ...}]`; `cache_prompt`; `timings.cache_n`).
"""

from __future__ import annotations

import pytest

from app.engine.errors import RequestError
from app.engine.remote.dialects import OllamaDialect, OpenAIDialect, Tally
from app.engine.remote.kinds import ServerKind
from app.engine.remote.probe import ServerInfo, _vllm_details
from app.engine.requests import Generate, SamplerConfig

CHAT = [{"role": "user", "content": "Why is the sky blue?"}]
SAMPLER = SamplerConfig(temperature=0.3, top_p=0.9, top_k=20, min_p=0.05,
                        repeat_penalty=1.2, seed=7, stop=("END",))
# vLLM's ChatCompletionRequest fields Lantern may send (protocol.py, see above).
VLLM_CHAT_FIELDS = {"model", "messages", "max_tokens", "temperature", "top_p", "stream",
                    "stream_options", "seed", "stop", "top_k", "min_p",
                    "repetition_penalty", "cache_salt"}
OLLAMA_CHAT_FIELDS = {"model", "messages", "stream", "options"}
OLLAMA_OPTIONS = {"num_predict", "top_k", "top_p", "min_p", "temperature",
                  "repeat_penalty", "seed", "stop"}


def request(**fields: object) -> Generate:
    return Generate(prompt=CHAT, max_tokens=64, config=SAMPLER, **fields)  # type: ignore[arg-type]


# -- vLLM -------------------------------------------------------------------

def vllm() -> OpenAIDialect:
    info = ServerInfo(ServerKind.VLLM)
    # The /v1/models answer shown in docs/features/lora.md.
    _vllm_details(info, {"object": "list", "data": [
        {"id": "meta-llama/Llama-2-7b-hf", "object": "model", "parent": None},
        {"id": "sql-lora", "object": "model", "parent": "meta-llama/Llama-2-7b-hf"},
    ]})
    assert info.models == ["meta-llama/Llama-2-7b-hf"] and info.adapters == ["sql-lora"]
    return OpenAIDialect(ServerKind.VLLM, info.models[0], {}, info.adapters)


def test_vllm_adapter_is_the_model_name() -> None:
    call = vllm().generation(request(lora_selection=(("sql-lora", 1.0),)), stream=True)
    assert call.path == "/v1/chat/completions"
    assert call.body["model"] == "sql-lora"
    assert set(call.body) <= VLLM_CHAT_FIELDS
    assert "lora" not in call.body and "cache_prompt" not in call.body
    assert call.body["repetition_penalty"] == 1.2 and "repeat_penalty" not in call.body
    assert (call.body["top_k"], call.body["min_p"], call.body["seed"]) == (20, 0.05, 7)
    assert call.body["stream_options"] == {"include_usage": True}


def test_vllm_without_adapter_asks_the_base_model() -> None:
    assert vllm().generation(request(), stream=False).body["model"] == \
        "meta-llama/Llama-2-7b-hf"


@pytest.mark.parametrize(("selection", "reason"), [
    ((("sql-lora", 0.5),), "at scale 1 only"),
    ((("sql-lora", 1.0), ("other", 1.0)), "one LoRA adapter per request"),
    ((("missing", 1.0),), "no LoRA adapter named missing (it serves: sql-lora)"),
])
def test_vllm_refuses_what_it_cannot_apply(selection: tuple[tuple[str, float], ...],
                                           reason: str) -> None:
    with pytest.raises(RequestError, match=reason.replace("(", r"\(").replace(")", r"\)")):
        vllm().generation(request(lora_selection=selection), stream=True)


def test_vllm_cache_off_is_a_fresh_random_salt() -> None:
    dialect = vllm()
    assert "cache_salt" not in dialect.generation(request(), stream=True).body
    first = dialect.generation(request(cache_prompt=False), stream=True).body["cache_salt"]
    second = dialect.generation(request(cache_prompt=False), stream=True).body["cache_salt"]
    assert len(first) == 43 and first != second  # 256 random bits, base64url


def test_vllm_usage_with_cached_tokens_is_read() -> None:
    tally = Tally()
    dialect = vllm()
    text = dialect.parse_event({"choices": [{"index": 0, "delta": {"content": "Blue"},
                                             "finish_reason": None}]}, tally)
    dialect.parse_event({"choices": [{"index": 0, "delta": {}, "finish_reason": "length"}]},
                        tally)
    dialect.parse_event({"choices": [], "usage": {
        "prompt_tokens": 120, "completion_tokens": 64, "total_tokens": 184,
        "prompt_tokens_details": {"cached_tokens": 96}}}, tally)
    assert text == "Blue"
    assert (tally.prompt_tokens, tally.completion_tokens, tally.cached_tokens) == (120, 64, 96)
    assert tally.finish_reason == "length"



def test_reasoning_content_is_read_apart_from_the_text() -> None:
    """llama.cpp's server and vLLM stream a reasoning model's thinking as
    delta.reasoning_content, beside the answer's content."""
    tally = Tally()
    dialect = vllm()
    first = dialect.parse_event({"choices": [{"index": 0, "delta": {
        "reasoning_content": "Short waves"}, "finish_reason": None}]}, tally)
    second = dialect.parse_event({"choices": [{"index": 0, "delta": {
        "reasoning_content": " scatter."}, "finish_reason": None}]}, tally)
    third = dialect.parse_event({"choices": [{"index": 0, "delta": {"content": "Blue."},
                                              "finish_reason": "stop"}]}, tally)
    assert (first, second, third) == ("", "", "Blue.")
    assert tally.reasoning == "Short waves scatter."
    assert tally.thinking == ["Short waves", " scatter."]  # to hand on to on_reasoning

# -- Ollama -----------------------------------------------------------------

def ollama() -> OllamaDialect:
    return OllamaDialect(ServerKind.OLLAMA, "llama3.2", {}, [])


def test_ollama_chat_uses_native_options() -> None:
    call = ollama().generation(request(), stream=True)
    assert call.path == "/api/chat"
    assert set(call.body) == OLLAMA_CHAT_FIELDS
    assert set(call.body["options"]) == OLLAMA_OPTIONS
    assert call.body["options"]["num_predict"] == 64
    assert call.body["options"]["repeat_penalty"] == 1.2
    assert call.body["options"]["stop"] == ["END"]


def test_ollama_raw_prompt_uses_generate_in_raw_mode() -> None:
    call = ollama().generation(Generate(prompt="<start_of_turn>user\nHi", max_tokens=8),
                               stream=False)
    assert call.path == "/api/generate"
    assert call.body["raw"] is True and call.body["stream"] is False


def test_ollama_stream_and_final_object_are_read() -> None:
    tally = Tally()
    dialect = ollama()
    piece = dialect.parse_event({"model": "llama3.2", "created_at": "2023-08-04T08:52:19Z",
                                 "message": {"role": "assistant", "content": "The"},
                                 "done": False}, tally)
    dialect.parse_event({"model": "llama3.2", "message": {"role": "assistant", "content": ""},
                         "done": True, "done_reason": "stop", "total_duration": 4883583458,
                         "prompt_eval_count": 26, "prompt_eval_duration": 342546000,
                         "eval_count": 282, "eval_duration": 4535599000}, tally)
    assert piece == "The"
    assert (tally.finish_reason, tally.prompt_tokens, tally.completion_tokens) == \
        ("stop", 26, 282)


def test_ollama_embeddings_are_batched_in_one_call() -> None:
    dialect = ollama()
    call = dialect.embeddings("all-minilm", ["first", "second"])
    assert call.path == "/api/embed" and call.body["input"] == ["first", "second"]
    vectors = dialect.parse_embeddings({"model": "all-minilm",
                                        "embeddings": [[0.1, 0.2], [0.3, 0.4]]}, 2)
    assert vectors == [[0.1, 0.2], [0.3, 0.4]]


def test_ollama_adapters_and_cache_switch_are_refused_with_a_reason() -> None:
    with pytest.raises(RequestError, match="Modelfile's ADAPTER line"):
        ollama().generation(request(lora_selection=(("concise", 1.0),)), stream=True)
    with pytest.raises(RequestError, match="cannot turn its prompt cache off"):
        ollama().generation(request(cache_prompt=False), stream=True)


# -- llama.cpp server and Lantern ---------------------------------------------

def test_llama_cpp_server_gets_adapter_ids_scales_and_cache_switch() -> None:
    ids = {"concise": 0, "pirate": 1}  # from GET /lora-adapters, by file stem
    dialect = OpenAIDialect(ServerKind.LLAMA_CPP, "any", ids)
    body = dialect.generation(request(lora_selection=(("pirate", 0.5),), cache_prompt=False),
                              stream=True).body
    assert body["lora"] == [{"id": 1, "scale": 0.5}]
    assert body["cache_prompt"] is False
    # No adapter: the list is sent empty, so start-up scales do not apply.
    assert dialect.generation(request(), stream=True).body["lora"] == []
    tally = Tally()
    dialect.parse_event({"choices": [{"delta": {"content": "x"}, "finish_reason": "stop"}],
                         "timings": {"cache_n": 41, "prompt_n": 3}}, tally)
    assert tally.cached_tokens == 41


def test_lantern_gets_names_and_scales_as_sent() -> None:
    dialect = OpenAIDialect(ServerKind.LANTERN, "gemma", {}, ["concise"])
    body = dialect.generation(request(lora_selection=(("concise", 0.8), ("pirate", 0.3))),
                              stream=True).body
    assert body["lora"] == [{"name": "concise", "scale": 0.8}, {"name": "pirate", "scale": 0.3}]
    assert body["cache_prompt"] is True


def test_plain_openai_servers_get_only_openai_fields() -> None:
    body = OpenAIDialect(ServerKind.OPENAI, "gpt").generation(request(), stream=True).body
    assert set(body) == {"model", "messages", "max_tokens", "temperature", "top_p",
                         "stream", "stream_options", "seed", "stop"}


def test_ollama_thinking_is_read_apart_from_the_text() -> None:
    tally = Tally()
    text = ollama().parse_event({"model": "qwen3", "message": {
        "role": "assistant", "content": "", "thinking": "Let me see."}, "done": False}, tally)
    assert text == "" and tally.reasoning == "Let me see."
