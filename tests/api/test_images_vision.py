"""Images through every API shape to a vision model, with the real client
libraries (openai, anthropic, ollama): tests/vision_model.py's tiny
random-weight SmolVLM2-shaped pair, served with its projector. Its answers
are noise; the path is real: each shape's image is read, encoded and
counted (the prompt is longer than the same request without it), streamed
and whole, and a stored response with an image is continued
(previous_response_id)."""

from __future__ import annotations

import base64
import io
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import anthropic
import httpx
import numpy as np
import ollama
import openai
import pytest
from PIL import Image

from app.api.catalog import Catalog, model_times
from app.api.options import ServerOptions
from app.api.server import ApiServer
from app.engine.llama import EngineConfig, LlamaEngine
from app.engine.owner import EngineOwner
from app.models.fit import parallel_of
from app.store.api_responses import ResponseStore
from tests.api.conftest import API_KEY, THREADS

pytestmark = pytest.mark.slow
QUESTION = "What is in this picture?"
GREEDY: dict[str, Any] = {"temperature": 0.0}


def picture(seed: int = 7, size: tuple[int, int] = (96, 80)) -> bytes:
    """A PNG of seeded noise (a flat colour would be a degenerate input)."""
    pixels = np.random.default_rng(seed).integers(0, 256, (size[1], size[0], 3), dtype=np.uint8)
    out = io.BytesIO()
    Image.fromarray(pixels, "RGB").save(out, "PNG")
    return out.getvalue()


PNG = picture()
B64 = base64.b64encode(PNG).decode("ascii")
DATA_URL = f"data:image/png;base64,{B64}"


@pytest.fixture(scope="module")
def vision_server(vision_model: tuple[Path, Path], tmp_path_factory: pytest.TempPathFactory
                  ) -> Iterator[ApiServer]:
    """`lantern serve` over the vision pair, as serve builds it: the engine on
    its owner thread at the automatic Parallel answers, the catalog from
    the loaded engine (so it says the model sees images)."""
    model, projector = vision_model
    config = EngineConfig(model_path=model, projector_path=projector, n_ctx=2048,
                          n_threads=THREADS)
    config.n_parallel = parallel_of(config, 0)
    thread = EngineOwner(lambda _progress: LlamaEngine(config))
    engine = thread.start_and_wait()
    catalog = Catalog(model_id=engine.model_name, **model_times(engine))
    assert catalog.sees_images is True
    store = ResponseStore(tmp_path_factory.mktemp("vision-responses") / "lantern.db")
    server = ApiServer(thread, lambda: catalog, ServerOptions(
        api_key=API_KEY, port=0, ollama=True, ollama_port=0, responses=store))
    server.start()
    yield server
    server.stop()
    thread.shutdown()


class Ask:
    """One question in each protocol's shape, with or without the image; each
    returns (answer text, prompt tokens as that protocol counts them)."""

    def __init__(self, server: ApiServer) -> None:
        assert server.ollama_url is not None
        self.openai = openai.OpenAI(base_url=f"{server.url}/v1", api_key=API_KEY,
                                    max_retries=0, timeout=600)
        self.claude = anthropic.Anthropic(base_url=server.url, api_key=API_KEY,
                                          max_retries=0, timeout=600)
        self.llama = ollama.Client(host=server.ollama_url, timeout=600)
        self.model = self.openai.models.list().data[0].id  # the chat model's

    def close(self) -> None:
        self.openai.close()
        self.claude.close()
        self.llama.close()

    def chat(self, image: bool) -> tuple[str, int]:
        parts: list[Any] = [{"type": "text", "text": QUESTION}]
        if image:
            parts.append({"type": "image_url", "image_url": {"url": DATA_URL}})
        answer = self.openai.chat.completions.create(
            model=self.model, max_tokens=4, **GREEDY,
            messages=[{"role": "user", "content": parts}])
        assert answer.usage is not None
        return answer.choices[0].message.content or "", answer.usage.prompt_tokens

    def chat_streamed(self, image: bool) -> tuple[str, int]:
        parts: list[Any] = [{"type": "text", "text": QUESTION}]
        if image:
            parts.append({"type": "image_url", "image_url": DATA_URL})  # the string form
        chunks = list(self.openai.chat.completions.create(
            model=self.model, max_tokens=4, **GREEDY, stream=True,
            stream_options={"include_usage": True},
            messages=[{"role": "user", "content": parts}]))
        usage = chunks[-1].usage
        assert usage is not None
        text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
        return text, usage.prompt_tokens

    def responses(self, image: bool) -> tuple[str, int]:
        parts: list[Any] = [{"type": "input_text", "text": QUESTION}]
        if image:
            parts.append({"type": "input_image", "image_url": DATA_URL, "detail": "auto"})
        answer = self.openai.responses.create(
            model=self.model, max_output_tokens=4, **GREEDY, store=False,
            input=[{"role": "user", "content": parts}])
        assert answer.usage is not None
        return answer.output_text, answer.usage.input_tokens

    def anthropic(self, image: bool) -> tuple[str, int]:
        blocks: list[Any] = [{"type": "text", "text": QUESTION}]
        if image:
            blocks.append({"type": "image", "source": {"type": "base64",
                                                       "media_type": "image/png",
                                                       "data": B64}})
        answer = self.claude.messages.create(model=self.model, max_tokens=4,
                                             extra_body=GREEDY,
                                             messages=[{"role": "user", "content": blocks}])
        text = "".join(b.text for b in answer.content if b.type == "text")
        usage = answer.usage
        return text, usage.input_tokens + (usage.cache_read_input_tokens or 0)

    def ollama_chat(self, image: bool) -> tuple[str, int]:
        message: dict[str, Any] = {"role": "user", "content": QUESTION}
        if image:
            message["images"] = [PNG]  # bytes: the client sends them as base64
        answer = self.llama.chat(model=self.model, messages=[message],
                                 options={"num_predict": 4, "temperature": 0})
        assert answer.prompt_eval_count is not None
        return answer.message.content or "", answer.prompt_eval_count

    def ollama_generate(self, image: bool) -> tuple[str, int]:
        answer = self.llama.generate(model=self.model, prompt=QUESTION,
                                     images=[B64] if image else None,
                                     options={"num_predict": 4, "temperature": 0})
        assert answer.prompt_eval_count is not None
        return answer.response, answer.prompt_eval_count


@pytest.fixture(scope="module")
def ask(vision_server: ApiServer) -> Iterator[Ask]:
    made = Ask(vision_server)
    yield made
    made.close()


@pytest.mark.parametrize("shape", ["chat", "chat_streamed", "responses", "anthropic",
                                   "ollama_chat", "ollama_generate"])
def test_each_shape_reaches_the_model_with_its_image(ask: Ask, shape: str) -> None:
    send: Callable[[bool], tuple[str, int]] = getattr(ask, shape)
    _text, without = send(False)
    answer, with_image = send(True)
    assert isinstance(answer, str)  # noise from random weights, but an answer
    # The image's own tokens (tests/vision_model.py: 32, and their markers) are read.
    assert with_image >= without + 32, (with_image, without)


def test_a_stored_response_with_an_image_is_continued(ask: Ask) -> None:
    first = ask.openai.responses.create(
        model=ask.model, max_output_tokens=4, **GREEDY, input=[{"role": "user", "content": [
            {"type": "input_text", "text": QUESTION},
            {"type": "input_image", "image_url": DATA_URL, "detail": "auto"}]}])
    items = list(ask.openai.responses.input_items.list(first.id))
    assert items[0].type == "message"
    kept = items[0].model_dump()["content"]
    assert kept[1]["type"] == "input_image" and kept[1]["image_url"] == DATA_URL  # as given
    second = ask.openai.responses.create(model=ask.model, max_output_tokens=4, **GREEDY,
                                         input="And its colours?",
                                         previous_response_id=first.id)
    assert first.usage is not None and second.usage is not None
    # The continuation read the first turn, its image included, again.
    assert second.usage.input_tokens > first.usage.input_tokens
    alone = ask.openai.responses.create(model=ask.model, max_output_tokens=4, **GREEDY,
                                        store=False, input=[{"role": "user", "content": [
                                            {"type": "input_text", "text": QUESTION}]},
                                            {"role": "assistant",
                                             "content": first.output_text},
                                            {"role": "user", "content": "And its colours?"}])
    assert alone.usage is not None
    assert second.usage.input_tokens >= alone.usage.input_tokens + 32


def test_the_listings_say_it_reads_images(ask: Ask, vision_server: ApiServer) -> None:
    shown = ask.llama.show(ask.model)
    assert shown.capabilities is not None and "vision" in shown.capabilities
    props = httpx.get(f"{vision_server.url}/props", timeout=60,
                      headers={"Authorization": f"Bearer {API_KEY}"}).json()
    assert props["modalities"] == {"vision": True, "audio": False}  # llama.cpp's shape


def test_anthropic_counts_the_images_tokens(ask: Ask) -> None:
    blocks: list[Any] = [{"type": "text", "text": QUESTION}]
    without = ask.claude.messages.count_tokens(
        model=ask.model, messages=[{"role": "user", "content": blocks}]).input_tokens
    image = {"type": "image", "source": {"type": "base64", "media_type": "image/png",
                                         "data": B64}}
    counted = ask.claude.messages.count_tokens(
        model=ask.model, messages=[{"role": "user", "content": [image, *blocks]}]).input_tokens
    assert counted >= without + 32


def test_image_requests_at_once_each_get_their_own_answer(ask: Ask) -> None:
    """Image and text requests together (the engine batches them where it
    decodes several sequences), and a broken image among them: each is
    answered, or refused, as it would be alone."""
    def one(seed: int | None) -> int:
        parts: list[Any] = [{"type": "text", "text": QUESTION}]
        if seed is not None:
            data = base64.b64encode(picture(seed)).decode("ascii")
            parts.append({"type": "image_url",
                          "image_url": {"url": f"data:image/png;base64,{data}"}})
        answer = ask.openai.chat.completions.create(
            model=ask.model, max_tokens=4, **GREEDY,
            messages=[{"role": "user", "content": parts}])
        assert answer.usage is not None
        return answer.usage.prompt_tokens

    def broken() -> str:
        with pytest.raises(openai.BadRequestError) as refused:
            ask.openai.chat.completions.create(
                model=ask.model, max_tokens=4, messages=[{"role": "user", "content": [
                    {"type": "image_url", "image_url": {"url": "data:image/png;base64,AAAA"}}]}])
        return refused.value.message

    alone_text, alone_image = one(None), one(1)
    with ThreadPoolExecutor(6) as pool:
        counted = list(pool.map(one, [1, None, 2, 3, None]))
        refusal = pool.submit(broken).result()
    assert counted == [alone_image, alone_text, alone_image, alone_image, alone_text]
    assert "is not an image Lantern can read" in refusal
