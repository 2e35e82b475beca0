"""Images through the engine (issue 36), with real llama.cpp and its mtmd library.

The vision model is tests/vision_model.py's tiny random-weight SmolVLM2-shaped
pair (a language model and its projector): its answers are noise, but the
path is the real one. An image is prepared and encoded by the projector, its
embeddings are decoded into the sequence in place of its placeholder tokens,
and so it changes what the model computes; the prompt cache keys on the image
bytes; a model without a projector refuses images; one image that fails
fails its own request only.
"""

from __future__ import annotations

import io
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from PIL import Image

from app.engine import disk_cache
from app.engine.errors import ModelLoadError, PromptTooLong, RequestError
from app.engine.llama import EngineConfig, LlamaEngine
from app.engine.native import llama_cpp, mtmd
from app.engine.requests import Generate, GenerateStream, SamplerConfig, UsageStats
from app.engine.vision import (
    IMAGE_TOKEN_BASE,
    ImageFailed,
    image_boundary,
    is_image_token,
    placeholder_ids,
)
from app.images import IMAGES_KEY, MEDIA_MARKER, ImageInput, ImageRejected, read_image
from tests.engine.conftest import THREADS

GREEDY = SamplerConfig.greedy()
ALTERNATIVES = 4
ASK = "What is in this picture?"
N_CTX = 1024


def picture(seed: int, size: tuple[int, int] = (96, 80)) -> ImageInput:
    """A PNG of seeded noise, read as every attached image is (app.images)."""
    pixels = np.random.default_rng(seed).integers(0, 256, (size[1], size[0], 3), dtype=np.uint8)
    out = io.BytesIO()
    Image.fromarray(pixels, "RGB").save(out, "PNG")
    return read_image(out.getvalue())


def chat(text: str, *images: ImageInput) -> list[dict[str, Any]]:
    message: dict[str, Any] = {"role": "user", "content": text}
    if images:
        message[IMAGES_KEY] = list(images)
    return [message]


@pytest.fixture(scope="module")
def vision(vision_model: tuple[Path, Path]) -> Iterator[LlamaEngine]:
    model, projector = vision_model
    engine = LlamaEngine(EngineConfig(model_path=model, projector_path=projector, n_ctx=N_CTX,
                                      n_threads=THREADS, n_parallel=4))
    yield engine
    engine.close()


def ask(engine: LlamaEngine, messages: list[dict[str, Any]], tokens: int = 8,
        cache: bool = False) -> tuple[str, UsageStats]:
    request = Generate(prompt=messages, max_tokens=tokens, config=GREEDY, cache_prompt=cache)
    engine.run(request)
    return request.reply.result(timeout=600)


Answer = list[tuple[str, list[tuple[str, float]]]]
"""Each answer token with its likeliest alternatives and their logprobs: the
random model's greedy text is mostly newlines, its distribution is not."""


def distribution(request: Generate | GenerateStream) -> Answer:
    return [(step.token, [(step.token, step.logprob), *step.top])
            for step in request.token_logprobs]


def answer(engine: LlamaEngine, messages: list[dict[str, Any]], cache: bool = False,
           tokens: int = 6) -> Answer:
    request = Generate(prompt=messages, max_tokens=tokens, config=GREEDY, cache_prompt=cache,
                       logprobs=ALTERNATIVES)
    engine.run(request)
    request.reply.result(timeout=600)
    return distribution(request)


def assert_same(got: Answer, expected: Answer) -> None:
    """The same tokens from the same distribution: llama.cpp's batched kernels
    round a little differently from its one-row ones (well under 1e-3 here),
    a sequence mixed up with another differs by whole units."""
    assert [token for token, _top in got] == [token for token, _top in expected]
    for (_t, top), (_e, wanted) in zip(got, expected, strict=True):
        assert [t for t, _v in top] == [t for t, _v in wanted]
        np.testing.assert_allclose([v for _t, v in top], [v for _t, v in wanted], atol=1e-3)


def first_logits(engine: LlamaEngine, messages: list[dict[str, Any]]) -> np.ndarray:
    """The logits after the prompt, as the first token was sampled from them
    (one token asked for: nothing is decoded after the prompt)."""
    ask(engine, messages, tokens=1)
    pointer = llama_cpp().llama_get_logits_ith(engine.llm.ctx, -1)
    return np.ctypeslib.as_array(pointer, shape=(engine.llm.n_vocab(),)).copy()


def test_the_vision_model_sees_images(vision: LlamaEngine) -> None:
    assert vision.sees_images


def test_an_image_is_counted_as_its_tokens(vision: LlamaEngine) -> None:
    image = picture(1)
    text_only = vision.tokenize_prompt(chat(ASK))
    with_image = vision.tokenize_prompt(chat(ASK, image))
    placeholders = [t for t in with_image.tokens if is_image_token(t)]
    assert with_image.images and len(placeholders) == sum(r.length for r in with_image.images)
    assert all(r.length > 0 for r in with_image.images)
    for run in with_image.images:  # each run is the image's own place in the prompt
        assert all(is_image_token(t) for t in with_image.tokens[run.start:run.end])
    assert not any(is_image_token(t) for t in text_only.tokens)
    # The image's tokens, and the text mtmd puts around its tiles, are counted.
    assert vision.count_prompt(chat(ASK, image)) > len(text_only.tokens) + len(placeholders)
    _text, usage = ask(vision, chat(ASK, image), tokens=2)
    assert usage.prompt_tokens == vision.count_prompt(chat(ASK, image)) == len(with_image.tokens)


def test_an_image_changes_what_the_model_computes(vision: LlamaEngine) -> None:
    plain = first_logits(vision, chat(ASK))
    one = first_logits(vision, chat(ASK, picture(1)))
    other = first_logits(vision, chat(ASK, picture(2)))
    again = first_logits(vision, chat(ASK, picture(1)))
    assert not np.allclose(plain, one)
    assert not np.allclose(one, other)
    np.testing.assert_array_equal(one, again)  # the same image: the same input


def test_two_images_in_one_message(vision: LlamaEngine) -> None:
    both = vision.tokenize_prompt(chat(ASK, picture(1), picture(2)))
    single = vision.tokenize_prompt(chat(ASK, picture(1)))
    assert len(both.images) == 2 * len(single.images)
    _text, usage = ask(vision, chat(ASK, picture(1), picture(2)), tokens=2)
    assert usage.prompt_tokens == len(both.tokens)
    assert not np.allclose(first_logits(vision, chat(ASK, picture(1), picture(2))),
                           first_logits(vision, chat(ASK, picture(1))))


def test_the_prompt_cache_reuses_the_same_image_only(vision: LlamaEngine) -> None:
    first, second = picture(11), picture(12)
    question = chat(ASK, first)
    cold = answer(vision, question)
    ask(vision, question, cache=True)
    _text, usage = ask(vision, question, cache=True)
    assert usage.cached_tokens == usage.prompt_tokens - 1  # the image came from the cache
    assert_same(answer(vision, question, cache=True), cold)
    # The same words with another image: nothing past the image's start is reused.
    prompt = vision.tokenize_prompt(chat(ASK, second))
    _text, usage = ask(vision, chat(ASK, second), cache=True)
    assert 0 < usage.cached_tokens <= prompt.images[0].start
    ask(vision, question, cache=True)
    assert_same(answer(vision, chat(ASK, second), cache=True),
                answer(vision, chat(ASK, second)))  # what it gives cold
    assert answer(vision, chat(ASK, second)) != cold


def test_a_conversation_continues_from_its_image(vision: LlamaEngine) -> None:
    image = picture(21)
    turn = chat(ASK, image)
    said, _usage = ask(vision, turn, cache=True)
    following = [*turn, {"role": "assistant", "content": said},
                 {"role": "user", "content": "And the colours?"}]
    _text, usage = ask(vision, following, cache=True)
    assert usage.cached_tokens > vision.tokenize_prompt(turn).images[-1].end
    ask(vision, turn, cache=True)
    assert_same(answer(vision, following, cache=True), answer(vision, following))


def test_reuse_inside_an_image_moves_back_to_its_start() -> None:
    run = placeholder_ids(b"an image", 5)
    tokens = [1, 2, *run, 3, *placeholder_ids(b"another", 3), 4]
    assert all(t >= IMAGE_TOKEN_BASE for t in run) and len(set(run)) == 5
    for cut in range(3, 7):  # inside the first run: back to its start
        assert image_boundary(tokens, cut) == 2
    assert [image_boundary(tokens, cut) for cut in (0, 1, 2, 7, 8)] == [0, 1, 2, 7, 8]
    assert image_boundary(tokens, 9) == 8 and image_boundary(tokens, 11) == 11
    assert placeholder_ids(b"an image", 5) == run != placeholder_ids(b"another", 5)


def test_a_model_without_a_projector_refuses_images(engine: LlamaEngine) -> None:
    assert not engine.sees_images
    request = Generate(prompt=chat(ASK, picture(1)), max_tokens=4, config=GREEDY)
    engine.run(request)
    with pytest.raises(RequestError, match="cannot read images; choose a vision model"):
        request.reply.result(timeout=60)
    # The window's estimate counts the words; the refusal comes when it is sent.
    assert engine.count_prompt(chat(ASK, picture(1))) == engine.count_prompt(chat(ASK))


def test_a_mismatched_projector_is_a_clear_load_error(vision_model: tuple[Path, Path],
                                                     mismatched_projector: Path) -> None:
    model, _projector = vision_model
    with pytest.raises(ModelLoadError) as caught:
        LlamaEngine(EngineConfig(model_path=model, projector_path=mismatched_projector,
                                 n_ctx=256, n_threads=THREADS))
    message = str(caught.value)
    assert mismatched_projector.name in message and "mismatch" in message


def test_a_projector_that_is_not_gguf_is_a_clear_load_error(vision_model: tuple[Path, Path],
                                                            tmp_path: Path) -> None:
    broken = tmp_path / "mmproj-broken.gguf"
    broken.write_bytes(b"not a projector" * 100)
    with pytest.raises(ModelLoadError, match=r"mmproj-broken\.gguf"):
        LlamaEngine(EngineConfig(model_path=vision_model[0], projector_path=broken,
                                 n_ctx=256, n_threads=THREADS))


def test_broken_image_bytes_are_refused_before_the_engine() -> None:
    with pytest.raises(ImageRejected, match="not an image"):
        read_image(b"\x89PNG\r\n\x1a\n but nothing after")


def test_more_images_than_the_context_holds_are_refused(vision: LlamaEngine) -> None:
    image = picture(3)
    per_image = vision.count_prompt(chat("", image)) - vision.count_prompt(chat(""))
    many = [image] * (N_CTX // per_image + 1)
    request = Generate(prompt=chat(ASK, *many), max_tokens=4, config=GREEDY)
    vision.run(request)
    with pytest.raises(PromptTooLong, match="context holds"):
        request.reply.result(timeout=600)


def streams(prompts: list[list[dict[str, Any]]], tokens: int = 6) -> list[GenerateStream]:
    return [GenerateStream(prompt=p, max_tokens=tokens, config=GREEDY, cache_prompt=False,
                           logprobs=ALTERNATIVES) for p in prompts]


def test_image_requests_batch_beside_text_requests(vision: LlamaEngine) -> None:
    # Images on sequence 0 (the live one) and on sequence 2 (a batch's own).
    prompts = [chat(ASK, picture(31)), chat("Name three rivers."),
               chat(ASK, picture(32)), chat("Count to five.")]
    expected = [answer(vision, p) for p in prompts]
    requests = streams(prompts)
    vision.run_batch(requests)
    usages = [r.reply.result(timeout=600) for r in requests]
    for request, alone in zip(requests, expected, strict=True):
        assert_same(distribution(request), alone)
    assert usages[0].prompt_tokens == vision.count_prompt(prompts[0])
    assert usages[2].prompt_tokens == vision.count_prompt(prompts[2])


@pytest.mark.parametrize("where", [0, 1], ids=["on the live sequence", "on another"])
def test_an_image_that_fails_to_encode_fails_its_request_alone(
        vision: LlamaEngine, monkeypatch: pytest.MonkeyPatch, where: int) -> None:
    bad = picture(41)
    prompts = [chat("Name three rivers."), chat("Count to five."), chat(ASK, picture(42))]
    prompts.insert(where, chat(ASK, bad))
    good = [i for i in range(4) if i != where]
    expected = {i: answer(vision, prompts[i]) for i in good}
    library = mtmd()
    encode = library.mtmd_encode_chunk

    def failing(ctx: Any, chunk: Any) -> int:  # the real call, refused for one image
        if library.mtmd_input_chunk_get_id(chunk) == bad.sha256.encode():
            return 1
        return int(encode(ctx, chunk))

    monkeypatch.setattr(library, "mtmd_encode_chunk", failing)
    requests = streams(prompts)
    vision.run_batch(requests)
    with pytest.raises(ImageFailed, match="could not encode an attached image"):
        requests[where].reply.result(timeout=600)
    for i in good:
        requests[i].reply.result(timeout=600)
        assert_same(distribution(requests[i]), expected[i])
    monkeypatch.undo()
    # Nothing of the failed request is left to reuse: it runs as it would alone.
    assert_same(answer(vision, prompts[where], cache=True), answer(vision, prompts[where]))


def test_a_prefill_stopped_after_an_image_resumes_after_it(vision: LlamaEngine) -> None:
    question = chat(ASK, picture(61))
    image_end = vision.tokenize_prompt(question).images[0].end
    heard: list[int] = []

    def on_prefill(read: int, _total: int) -> None:
        heard.append(read)
        if read >= image_end:
            stopped.cancel()

    stopped = GenerateStream(prompt=question, max_tokens=4, config=GREEDY, on_prefill=on_prefill)
    vision.run(stopped)
    assert stopped.reply.result(timeout=600).finish_reason == "cancelled"
    assert image_end in heard  # progress is told after each image
    resumed = Generate(prompt=question, max_tokens=6, config=GREEDY, logprobs=ALTERNATIVES)
    vision.run(resumed)
    assert resumed.reply.result(timeout=600)[1].cached_tokens == image_end
    assert_same(distribution(resumed), answer(vision, question))


def test_a_state_on_disk_serves_the_same_image_and_projector_only(
        vision_model: tuple[Path, Path], tmp_path: Path) -> None:
    model, projector = vision_model
    folder = tmp_path / "prompt-cache"
    copy = shutil.copy(projector, tmp_path / "mmproj-copy.gguf")
    question = chat(ASK, picture(71))

    def asked_anew(projector_file: Path) -> UsageStats:
        """The question in a new engine (as in a new process) on the disk store."""
        engine = LlamaEngine(EngineConfig(model_path=model, projector_path=projector_file,
                                          n_ctx=N_CTX, n_threads=THREADS))
        try:
            disk_cache.attach(engine, True, 64, folder, min_tokens=16)
            return ask(engine, question, cache=True)[1]
        finally:
            engine.close()  # its states are written before it closes

    assert asked_anew(projector).disk_cached_tokens == 0
    again = asked_anew(projector)
    assert again.disk_cached_tokens == again.prompt_tokens - 1  # the image read from disk
    # Another projector file reads the image differently: its state is not reused.
    assert asked_anew(Path(copy)).disk_cached_tokens == 0


def test_a_typed_media_marker_stays_text(vision: LlamaEngine) -> None:
    """Only an attached image places an image: "<__media__>" typed into a
    message (a question about llama.cpp, say) is read as words."""
    typed = f"What does {MEDIA_MARKER} mean in llama.cpp?"
    prompt = vision.tokenize_prompt(chat(typed, picture(81)))
    assert len(prompt.images) == len(vision.tokenize_prompt(chat(ASK, picture(81))).images)
    _text, usage = ask(vision, chat(typed, picture(81)), tokens=2)
    assert usage.prompt_tokens == len(prompt.tokens)
    assert ask(vision, chat(typed), tokens=2)[1].prompt_tokens > 0  # and without an image


def test_a_batch_sequence_remembers_its_image_for_the_next_turn(vision: LlamaEngine) -> None:
    """Sequences other than the live one keep their state when they finish
    (kv_state.remember) and restore it (restore_into): keyed on the image too."""
    question, other = chat(ASK, picture(91)), chat(ASK, picture(92))
    cold = answer(vision, question)

    def beside_words(messages: list[dict[str, Any]]) -> GenerateStream:
        """`messages` on sequence 1, while words hold sequence 0."""
        words, asked = streams([chat("Count to five."), messages])
        asked.cache_prompt = True
        vision.run_batch([words, asked])
        words.reply.result(timeout=600)
        return asked

    beside_words(question)
    again = beside_words(question)
    usage = again.reply.result(timeout=600)
    assert usage.cached_tokens == usage.prompt_tokens - 1  # the image restored, not read
    assert_same(distribution(again), cold)
    another = beside_words(other).reply.result(timeout=600)
    assert another.cached_tokens <= vision.tokenize_prompt(other).images[0].start
