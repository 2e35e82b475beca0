"""Images through every API shape, with the real client libraries (openai,
anthropic, ollama), against a real server on the bundled model, which has
no projector: an image is refused with the engine's words ("… cannot read
images; choose a vision model"), a remote address, broken base64, bytes
that are no image, an unsupported format and an oversized image each with
their own reason, in each protocol's error shape, before anything is
queued; and a text request among them is answered as ever."""

from __future__ import annotations

import base64
import io
import json
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from typing import Any

import anthropic
import httpx
import ollama
import openai
import pytest
from PIL import Image

from app.api.catalog import Catalog
from app.api.options import ServerOptions
from app.api.server import ApiServer
from app.engine.owner import EngineOwner
from app.images import MAX_IMAGE_BYTES, cannot_read_images
from app.store.api_responses import ResponseStore
from tests.api.conftest import API_KEY, GREEDY, ServerFactory

pytestmark = pytest.mark.slow
QUESTION = "What is in this picture?"


def picture(kind: str = "PNG", size: tuple[int, int] = (16, 12)) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", size, (200, 30, 30)).save(out, kind)
    return out.getvalue()


def b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def data_url(data: bytes, mime: str = "image/png") -> str:
    return f"data:{mime};base64,{b64(data)}"


@pytest.fixture(scope="module")
def served(make_server: ServerFactory, tmp_path_factory: pytest.TempPathFactory) -> ApiServer:
    store = ResponseStore(tmp_path_factory.mktemp("images") / "lantern.db")
    return make_server(ollama=True, ollama_port=0, responses=store)


class Clients:
    """Each protocol's own client on the one server, and a way to send one
    image (bytes, or a URL/base64 text as the client would send it) in
    each protocol's shape."""

    def __init__(self, server: ApiServer, model: str) -> None:
        assert server.ollama_url is not None
        self.server = server
        self.model = model
        self.openai = openai.OpenAI(base_url=f"{server.url}/v1", api_key=API_KEY,
                                    max_retries=0, timeout=600)
        self.claude = anthropic.Anthropic(base_url=server.url, api_key=API_KEY,
                                          max_retries=0, timeout=600)
        self.llama = ollama.Client(host=server.ollama_url, timeout=600)
        self.raw = httpx.Client(base_url=server.ollama_url, timeout=600)

    def close(self) -> None:
        self.openai.close()
        self.claude.close()
        self.llama.close()
        self.raw.close()

    def chat(self, url: str) -> Any:
        return self.openai.chat.completions.create(
            model=self.model, max_tokens=4, **GREEDY, messages=[{"role": "user", "content": [
                {"type": "text", "text": QUESTION},
                {"type": "image_url", "image_url": {"url": url, "detail": "low"}}]}])

    def chat_url_string(self, url: str) -> Any:
        """`"image_url": "data:..."`, the string form some clients send."""
        return self.openai.chat.completions.create(
            model=self.model, max_tokens=4, messages=[{"role": "user", "content": [
                {"type": "text", "text": QUESTION},
                {"type": "image_url", "image_url": url}]}])  # type: ignore[list-item,misc]

    def responses(self, url: str) -> Any:
        return self.openai.responses.create(
            model=self.model, max_output_tokens=4, input=[{"role": "user", "content": [
                {"type": "input_text", "text": QUESTION},
                {"type": "input_image", "image_url": url, "detail": "auto"}]}])

    def anthropic(self, url: str) -> Any:
        if url.startswith("data:"):
            header, _, data = url.partition(",")
            source: Any = {"type": "base64", "media_type": header[5:].split(";")[0],
                           "data": data}
        else:
            source = {"type": "url", "url": url}
        return self.claude.messages.create(
            model=self.model, max_tokens=4, messages=[{"role": "user", "content": [
                {"type": "text", "text": QUESTION}, {"type": "image", "source": source}]}])

    def ollama_chat(self, url: str) -> Any:
        image = url.partition(",")[2] if url.startswith("data:") else url
        return self._ollama("/api/chat", {"messages": [
            {"role": "user", "content": QUESTION, "images": [image]}]}, image)

    def ollama_generate(self, url: str) -> Any:
        image = url.partition(",")[2] if url.startswith("data:") else url
        return self._ollama("/api/generate", {"prompt": QUESTION, "images": [image]}, image)

    def _ollama(self, path: str, body: dict[str, Any], image: str) -> Any:
        """Through the ollama client when it takes the image (base64 it can
        decode); else as raw JSON, as another Ollama client would send it."""
        try:
            base64.b64decode(image, validate=True)
        except ValueError:
            reply = self.raw.post(path, json={"model": self.model, "stream": False, **body})
            if reply.status_code >= 400:
                raise ollama.ResponseError(reply.json()["error"], reply.status_code) from None
            return reply.json()
        if path == "/api/chat":
            return self.llama.chat(model=self.model, messages=body["messages"],
                                   options={"num_predict": 4})
        return self.llama.generate(model=self.model, prompt=body["prompt"],
                                   images=body["images"], options={"num_predict": 4})


SHAPES = ["chat", "chat_url_string", "responses", "anthropic", "ollama_chat",
          "ollama_generate"]
"""Clients' methods, one per API shape an image can come in."""
PARAMS = {"chat": "messages.0.content.1", "chat_url_string": "messages.0.content.1",
          "responses": "input.0.content.1"}
"""Where OpenAI's error body says the image was (Anthropic's and Ollama's
error bodies carry no param: their message names the block)."""
NAMED = {**PARAMS, "anthropic": "messages.0.content.1", "ollama_chat": "messages.0.images.0",
         "ollama_generate": "images.0"}


@pytest.fixture(scope="module")
def clients(served: ApiServer, catalog: Catalog) -> Iterator[Clients]:
    made = Clients(served, catalog.model_slug)
    yield made
    made.close()


def refusal(send: Callable[[], Any]) -> tuple[str, str | None]:
    """(message, param) of the 400 a client got, from its own error type."""
    try:
        send()
    except (openai.BadRequestError, anthropic.BadRequestError) as exc:
        body: Any = exc.body
        error = body.get("error", body) if isinstance(body, dict) else {}
        assert exc.status_code == 400
        if isinstance(exc, anthropic.BadRequestError):  # Anthropic's own shape
            assert body["type"] == "error" and error["type"] == "invalid_request_error"
        return str(error["message"]), error.get("param")
    except ollama.ResponseError as exc:
        assert exc.status_code == 400
        return exc.error, None
    raise AssertionError("the request was answered; it should have been refused")


@pytest.mark.parametrize("shape", SHAPES)
def test_a_model_without_a_projector_refuses_images(clients: Clients, catalog: Catalog,
                                                    shape: str) -> None:
    message, param = refusal(lambda: getattr(clients, shape)(data_url(picture())))
    assert message == cannot_read_images(catalog.model_id)
    assert "cannot read images; choose a vision model" in message
    assert param == PARAMS.get(shape)


@pytest.mark.parametrize("shape", ["chat", "chat_url_string", "responses", "anthropic",
                                   "ollama_chat"])
def test_remote_image_addresses_are_refused(clients: Clients, shape: str) -> None:
    message, param = refusal(lambda: getattr(clients, shape)("https://example.com/cat.png"))
    assert "is a web address (https://example.com/cat.png)" in message
    assert "does not fetch images from the internet" in message
    assert f"'{NAMED[shape]}'" in message and param == PARAMS.get(shape)


BROKEN = "data:image/png;base64,iVBORw0KGgo!!!"
BAD_IMAGES = [
    pytest.param(BROKEN, "is not valid base64", id="broken-base64"),
    pytest.param(data_url(b"hello, I am no picture at all"), "is not an image Lantern can "
                 "read (it reads BMP, GIF, JPEG, PNG, WEBP)", id="not-an-image"),
    pytest.param(data_url(picture("TIFF"), "image/tiff"), "is a TIFF image; Lantern reads "
                 "BMP, GIF, JPEG, PNG, WEBP", id="unsupported-format"),
]


@pytest.mark.parametrize(("url", "words"), BAD_IMAGES)
@pytest.mark.parametrize("shape", SHAPES)
def test_bad_images_are_refused_with_their_reason(clients: Clients, shape: str, url: str,
                                                  words: str) -> None:
    message, param = refusal(lambda: getattr(clients, shape)(url))
    assert words in message and f"The image at '{NAMED[shape]}'" in message
    assert param == PARAMS.get(shape)


def big_gif() -> bytes:
    """A GIF over the size limit: a real header and image, then padding."""
    return picture("GIF") + b"\0" * (MAX_IMAGE_BYTES + 1)


@pytest.mark.parametrize("shape", ["chat", "ollama_chat"])
def test_an_oversized_image_is_refused_and_the_body_still_fits(clients: Clients,
                                                               shape: str) -> None:
    """Over 20 MB: the body (27 MB of base64) is within the server's limit,
    so the refusal is the image's own."""
    message, _param = refusal(lambda: getattr(clients, shape)(data_url(big_gif(),
                                                                       "image/gif")))
    assert "is 20.0 MB; images up to 20.0 MB are accepted" in message


def test_a_body_over_the_limit_is_413_saying_the_limit(served: ApiServer) -> None:
    limit = served.options.max_body_bytes
    assert limit >= 4 * (MAX_IMAGE_BYTES + 2) // 3 + 4096  # a 20 MB image as base64 fits
    body = json.dumps({"model": "lantern", "messages": [{"role": "user", "content": [
        {"type": "image_url", "image_url": {"url": "data:image/png;base64," + "A" * limit}}]}]})
    reply = httpx.post(f"{served.url}/v1/chat/completions", content=body, timeout=600,
                       headers={"Authorization": f"Bearer {API_KEY}",
                                "Content-Type": "application/json"})
    assert reply.status_code == 413
    message = reply.json()["error"]["message"]
    assert f"this server's limit is {limit:,} bytes, 32 MiB" in message
    assert "smaller images" in message and "--max-body-kb" in message


def test_one_requests_refusal_is_its_own(clients: Clients) -> None:
    """Refused image requests and a text request at once: the text is answered."""
    bad = [lambda: clients.chat(BROKEN), lambda: clients.anthropic(data_url(picture())),
           lambda: clients.ollama_chat(data_url(b"no picture")),
           lambda: clients.responses("https://example.com/a.png")]
    with ThreadPoolExecutor(len(bad) + 1) as pool:
        text = pool.submit(clients.openai.chat.completions.create, model=clients.model,
                           max_tokens=4, messages=[{"role": "user", "content": "Hello!"}])
        refused = [pool.submit(refusal, send) for send in bad]
        assert all(future.result()[0] for future in refused)
        answer = text.result()
    assert answer.choices[0].message.content and answer.usage is not None
    assert answer.usage.completion_tokens >= 1


def test_images_only_in_user_messages(clients: Clients) -> None:
    message, param = refusal(lambda: clients.openai.chat.completions.create(
        model=clients.model, max_tokens=4, messages=[
            {"role": "user", "content": QUESTION},
            {"role": "assistant", "content": [{"type": "image_url", "image_url": {  # type: ignore[list-item]
                "url": data_url(picture())}}]}]))
    assert "Images go in user messages; 'messages.1.content.0' is in a message of role " \
        "'assistant'" in message
    assert param == "messages.1.content.0"
    message, param = refusal(lambda: clients.openai.chat.completions.create(
        model=clients.model, max_tokens=4, messages=[{"role": "user", "content": [
            {"type": "input_audio", "input_audio": {"data": "", "format": "wav"}}]}]))
    assert "'messages.0.content.0' is a 'input_audio' part" in message


def test_files_by_id_are_refused_by_name(clients: Clients) -> None:
    message, param = refusal(lambda: clients.openai.responses.create(
        model=clients.model, max_output_tokens=4, input=[{"role": "user", "content": [
            {"type": "input_image", "file_id": "file-123", "detail": "auto"}]}]))
    assert "names an uploaded file (file_id); Lantern keeps no files" in message
    assert param == "input.0.content.0.file_id"
    message, _ = refusal(lambda: clients.claude.messages.create(
        model=clients.model, max_tokens=4, messages=[{"role": "user", "content": [
            {"type": "image", "source": {"type": "file", "file_id": "file_1"}}]}]))
    assert "'messages.0.content.0.source' must be {'type': 'base64'" in message


def test_the_listings_say_it_reads_no_images(clients: Clients, served: ApiServer) -> None:
    shown = clients.llama.show(clients.model)
    assert shown.capabilities is not None and "vision" not in shown.capabilities
    assert "completion" in shown.capabilities
    props = httpx.get(f"{served.url}/props", headers={"Authorization": f"Bearer {API_KEY}"},
                      timeout=60).json()
    assert props["modalities"] == {"vision": False, "audio": False}  # llama.cpp's shape


@pytest.fixture(scope="module")
def unsaid(engine_thread: EngineOwner, catalog: Catalog) -> Iterator[ApiServer]:
    """A server whose host does not say whether the model reads images (the
    window's while a model loads): the engine itself refuses."""
    server = ApiServer(engine_thread, lambda: replace(catalog, sees_images=None),
                       ServerOptions(api_key=API_KEY, port=0))
    server.start()
    yield server
    server.stop()


@pytest.mark.parametrize("stream", [False, True])
def test_the_engines_own_refusal_is_a_400(unsaid: ApiServer, catalog: Catalog,
                                          stream: bool) -> None:
    reply = httpx.post(f"{unsaid.url}/v1/chat/completions", timeout=600,
                       headers={"Authorization": f"Bearer {API_KEY}"},
                       json={"model": catalog.model_slug, "max_tokens": 4, "stream": stream,
                             "messages": [{"role": "user", "content": [
                                 {"type": "text", "text": QUESTION},
                                 {"type": "image_url", "image_url": {
                                     "url": data_url(picture())}}]}]})
    assert reply.status_code == 400, reply.text
    error = reply.json()["error"]
    assert "cannot read images; choose a vision model" in error["message"]
    assert error["type"] == "invalid_request_error"
