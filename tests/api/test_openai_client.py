"""The real `openai` client against a real server and the real default model."""

from __future__ import annotations

import re
import subprocess
import sys
from typing import Any

import openai
import pytest
from tokenizers import Tokenizer

from app.api.catalog import Catalog
from app.api.server import ApiServer
from app.engine.bert_gguf import default_source_dir
from app.engine.llama import LlamaEngine
from app.engine.requests import Generate, SamplerConfig
from tests.api.conftest import GREEDY, GREEDY_EXTRA, engine_config

pytestmark = pytest.mark.slow
QUESTION = [{"role": "user", "content": "Name three colours of the rainbow."}]


def chat(client: openai.OpenAI, messages: list[dict[str, str]] = QUESTION,
         max_tokens: int = 12, **extra: Any) -> Any:
    return client.chat.completions.create(
        model="lantern", messages=messages, max_tokens=max_tokens,  # type: ignore[arg-type]
        **GREEDY, extra_body={**GREEDY_EXTRA, **extra})


def test_models_are_listed(client: openai.OpenAI, catalog: Catalog) -> None:
    models = list(client.models.list())
    assert [m.id for m in models] == ["smollm2-135m-instruct", "all-minilm-l6-v2"]
    assert [m.model_extra and m.model_extra["name"] for m in models] == [
        catalog.model_id, "all-MiniLM-L6-v2"]


def test_a_model_is_found_by_its_id_and_by_its_old_name(client: openai.OpenAI,
                                                        catalog: Catalog) -> None:
    """Ids are safe in a URL path; the display names they replaced still work."""
    by_id = client.models.retrieve("smollm2-135m-instruct")
    by_name = client.models.retrieve(catalog.model_id)  # "SmolLM2 135M Instruct": spaces
    assert by_id.id == by_name.id == "smollm2-135m-instruct"
    assert client.models.retrieve("all-MiniLM-L6-v2").id == "all-minilm-l6-v2"
    with pytest.raises(openai.NotFoundError) as refused:
        client.models.retrieve("gpt-4o")
    assert "smollm2-135m-instruct" in refused.value.message


def test_chat_whole_and_streamed_agree(client: openai.OpenAI) -> None:
    whole = chat(client)
    text = whole.choices[0].message.content
    assert text and whole.choices[0].finish_reason in {"stop", "length"}
    assert whole.usage.completion_tokens == 12 or whole.choices[0].finish_reason == "stop"
    assert whole.usage.total_tokens == whole.usage.prompt_tokens + whole.usage.completion_tokens
    assert whole.model_extra["timings"]["predicted_n"] == whole.usage.completion_tokens

    stream = client.chat.completions.create(
        model="lantern", messages=QUESTION, max_tokens=12, stream=True,  # type: ignore[arg-type]
        stream_options={"include_usage": True}, **GREEDY, extra_body=GREEDY_EXTRA)
    chunks = list(stream)
    pieces = [c.choices[0].delta.content or "" for c in chunks if c.choices]
    assert "".join(pieces) == text
    assert chunks[0].choices[0].delta.role == "assistant"
    finishes = [c.choices[0].finish_reason for c in chunks if c.choices]
    assert finishes[-1] == whole.choices[0].finish_reason and not any(finishes[:-1])
    assert chunks[-1].usage is not None and chunks[-1].choices == []
    assert chunks[-1].usage.completion_tokens == whole.usage.completion_tokens


def test_text_completions(client: openai.OpenAI) -> None:
    whole = client.completions.create(model="lantern", prompt="The capital of France is",
                                      max_tokens=8, **GREEDY, extra_body=GREEDY_EXTRA)
    text = whole.choices[0].text
    assert text.strip() and whole.usage.completion_tokens <= 8
    streamed = client.completions.create(model="lantern", prompt="The capital of France is",
                                         max_tokens=8, stream=True, **GREEDY,
                                         extra_body=GREEDY_EXTRA)
    assert "".join(c.choices[0].text for c in streamed) == text


def test_greedy_output_equals_the_headless_engine(client: openai.OpenAI,
                                                  model_path: Any) -> None:
    headless = LlamaEngine(engine_config(model_path))
    try:
        request = Generate(prompt=QUESTION, max_tokens=24, config=SamplerConfig.greedy(),
                           cache_prompt=False)
        headless.run(request)
        expected, usage = request.reply.result()
        raw = Generate(prompt="Once upon a time", max_tokens=16,
                       config=SamplerConfig.greedy(), cache_prompt=False)
        headless.run(raw)
        expected_raw, _ = raw.reply.result()
    finally:
        headless.close()
    answer = chat(client, max_tokens=24, cache_prompt=False)
    assert answer.choices[0].message.content == expected
    assert answer.usage.prompt_tokens == usage.prompt_tokens
    text = client.completions.create(model="lantern", prompt="Once upon a time", max_tokens=16,
                                     **GREEDY, extra_body=GREEDY_EXTRA)
    assert text.choices[0].text == expected_raw


def _cli_vector(text: str) -> list[float]:
    shown = subprocess.run([sys.executable, "-m", "app", "embed", text, "--show", "4096"],
                           capture_output=True, text=True, check=True).stdout
    values = re.search(r"\[(.*)\]", shown)
    assert values is not None, shown
    return [float(v) for v in values.group(1).split(",")]


def test_embeddings_equal_lantern_embed(client: openai.OpenAI) -> None:
    texts = ["Lanterns light the way.", "A second, different sentence about rivers."]
    result = client.embeddings.create(model="all-MiniLM-L6-v2", input=texts)
    vectors = [item.embedding for item in result.data]
    assert [item.index for item in result.data] == [0, 1]
    for text, vector in zip(texts, vectors, strict=True):
        expected = _cli_vector(text)  # printed with 4 decimals
        assert len(vector) == len(expected) == 384
        assert max(abs(a - b) for a, b in zip(vector, expected, strict=True)) <= 5.1e-5
    floats = client.embeddings.create(model="x", input=texts[0], encoding_format="float")
    assert floats.data[0].embedding == pytest.approx(vectors[0], abs=1e-6)


def test_embedding_usage_counts_the_embedding_models_tokens(client: openai.OpenAI) -> None:
    """usage.prompt_tokens is what the embedding model read: its own tokens,
    [CLS] and [SEP] included, checked against Hugging Face's tokenizer."""
    tokenizer = Tokenizer.from_file(str(default_source_dir() / "tokenizer.json"))
    tokenizer.no_padding()
    tokenizer.no_truncation()
    texts = ["Lanterns light the way.", "Unbelievably, tokenisation splits words!"]
    expected = [len(tokenizer.encode(text).ids) for text in texts]
    assert expected[1] > len(texts[1].split()) + 2  # word pieces: not a word count
    both = client.embeddings.create(model="all-MiniLM-L6-v2", input=texts)
    assert both.usage.prompt_tokens == both.usage.total_tokens == sum(expected)
    one = client.embeddings.create(model="all-MiniLM-L6-v2", input=texts[1])
    assert one.usage.prompt_tokens == expected[1]


def test_lora_by_name_changes_output_and_scale_zero_is_none(
        client: openai.OpenAI, server: ApiServer) -> None:
    base = chat(client, max_tokens=16).choices[0].message.content
    bold = chat(client, max_tokens=16, lora=[{"name": "bold", "scale": 1.0}])
    assert bold.choices[0].message.content != base
    by_id = chat(client, max_tokens=16, lora=[{"id": 0, "scale": 1.0}])
    assert by_id.choices[0].message.content == bold.choices[0].message.content
    zero = chat(client, max_tokens=16, lora=[{"name": "bold", "scale": 0.0}])
    assert zero.choices[0].message.content == base


def test_cache_prompt_shows_in_cached_tokens_on_the_second_turn(client: openai.OpenAI) -> None:
    first_turn = [{"role": "user", "content": "Tell me a short fact about owls."}]
    first = chat(client, first_turn, max_tokens=10)
    second_turn = [*first_turn,
                   {"role": "assistant", "content": first.choices[0].message.content},
                   {"role": "user", "content": "And one about foxes?"}]
    second = chat(client, second_turn, max_tokens=6)
    cached = second.usage.prompt_tokens_details.cached_tokens
    assert cached >= first.usage.prompt_tokens
    assert second.model_extra["timings"]["cache_n"] == cached
    uncached = chat(client, second_turn, max_tokens=6, cache_prompt=False)
    assert uncached.usage.prompt_tokens_details.cached_tokens == 0
    assert uncached.choices[0].message.content == second.choices[0].message.content


def test_sampler_fields_are_honoured(client: openai.OpenAI) -> None:
    def sampled(seed: int) -> str:
        reply = client.completions.create(model="lantern", prompt="My favourite animal is",
                                          max_tokens=12, temperature=1.2, seed=seed)
        return reply.choices[0].text

    assert sampled(7) == sampled(7)
    assert len({sampled(seed) for seed in (1, 2, 3)}) > 1
    full = client.completions.create(model="lantern", prompt="1, 2, 3, 4,", max_tokens=12,
                                     **GREEDY, extra_body=GREEDY_EXTRA).choices[0].text
    cut_at = full.strip()[:4].strip() or full[:2]
    stopped = client.completions.create(model="lantern", prompt="1, 2, 3, 4,", max_tokens=12,
                                        stop=[cut_at], **GREEDY, extra_body=GREEDY_EXTRA)
    assert stopped.choices[0].finish_reason == "stop"
    assert cut_at not in stopped.choices[0].text
    assert full.startswith(stopped.choices[0].text)
    penalised = client.completions.create(
        model="lantern", prompt="1, 2, 3, 4,", max_tokens=12, presence_penalty=2.0,
        frequency_penalty=2.0, **GREEDY, extra_body=GREEDY_EXTRA).choices[0].text
    assert penalised != full


def test_lora_adapters_are_listed(server: ApiServer, http: Any) -> None:
    listed = http.get("/lora-adapters").json()
    assert [(a["id"], a["name"], a["scale"]) for a in listed] == [(0, "bold", 1.0),
                                                                 (1, "calm", 1.0)]
