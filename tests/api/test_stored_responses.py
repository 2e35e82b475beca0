"""Stored responses of the Responses API with the real openai client against a
real server on the bundled model: store (the default), previous_response_id
continuing a stored response, GET and DELETE /v1/responses/{id} and its
input_items; kept in a real lantern.db (migrated), bounded by count."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import openai
import pytest

from app.api.server import ApiServer
from app.store import api_responses
from app.store.api_responses import ResponseStore, StoredResponse
from tests.api.conftest import API_KEY, GREEDY, ServerFactory

pytestmark = pytest.mark.slow
ASK: dict[str, Any] = {"model": "lantern", "max_output_tokens": 8, **GREEDY}


@pytest.fixture(scope="module")
def kept(make_server: ServerFactory, tmp_path_factory: pytest.TempPathFactory
         ) -> ApiServer:
    store = ResponseStore(tmp_path_factory.mktemp("responses") / "lantern.db")
    return make_server(responses=store)


@pytest.fixture(scope="module")
def responses(kept: ApiServer) -> openai.OpenAI:
    return openai.OpenAI(base_url=f"{kept.url}/v1", api_key=API_KEY, max_retries=0,
                         timeout=600)


def test_a_response_is_kept_read_and_continued(responses: openai.OpenAI) -> None:
    first = responses.responses.create(**ASK, instructions="Answer briefly.",
                                       input="My name is Ada. What is 2 + 2?")
    assert first.store is True
    again = responses.responses.retrieve(first.id)
    assert again.id == first.id and again.output_text == first.output_text
    items = list(responses.responses.input_items.list(first.id))
    assert len(items) == 1 and items[0].type == "message" and items[0].id

    second = responses.responses.create(**ASK, input="What is my name?",
                                        previous_response_id=first.id)
    assert second.previous_response_id == first.id
    # The continuation read the first turn: its prompt is the first one's and more.
    assert second.usage is not None and first.usage is not None
    assert second.usage.input_tokens > first.usage.input_tokens + first.usage.output_tokens
    assert [i.id for i in responses.responses.input_items.list(second.id)] != [
        i.id for i in items]  # each response lists its own input


def test_a_streamed_response_is_kept_too(responses: openai.OpenAI) -> None:
    events = list(responses.responses.create(**ASK, input="Say hello.", stream=True))
    final = events[-1].response  # type: ignore[union-attr]
    assert final.status in {"completed", "incomplete"}  # (max_output_tokens may end it)
    assert responses.responses.retrieve(final.id).output_text == final.output_text


def test_store_false_keeps_nothing_and_delete_removes(responses: openai.OpenAI) -> None:
    unkept = responses.responses.create(**ASK, input="Hello", store=False)
    assert unkept.store is False
    with pytest.raises(openai.NotFoundError):
        responses.responses.retrieve(unkept.id)
    kept = responses.responses.create(**ASK, input="Hello")
    responses.responses.delete(kept.id)
    with pytest.raises(openai.NotFoundError):
        responses.responses.retrieve(kept.id)
    with pytest.raises(openai.NotFoundError) as refused:
        responses.responses.create(**ASK, input="Go on", previous_response_id=kept.id)
    assert refused.value.body["param"] == "previous_response_id"  # type: ignore[index]


def test_without_a_store_previous_response_id_is_refused(client: openai.OpenAI) -> None:
    with pytest.raises(openai.BadRequestError) as refused:
        client.responses.create(**ASK, input="Go on", previous_response_id="resp_1")
    assert "keeps no responses" in refused.value.message


def test_the_store_keeps_the_newest(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(api_responses, "MAX_RESPONSES", 3)
    store = ResponseStore(tmp_path / "lantern.db")
    for number in range(5):
        store.put(StoredResponse(f"resp_{number}", {"id": f"resp_{number}"}, [], [],
                                 time.time() - 100 + number))
    assert store.count() == 3 and store.get("resp_1") is None
    assert store.get("resp_4") is not None
    store.put(StoredResponse("resp_old", {}, [], [], 1.0))  # long past MAX_AGE_DAYS
    assert store.get("resp_old") is None
    store.close()


def test_the_store_keeps_images_within_its_size(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """Images are stored as sent (data: URLs of up to 27 MB), so the store is
    bounded by size too: the oldest go first, the newest always stays."""
    monkeypatch.setattr(api_responses, "MAX_BYTES", 5 << 20)
    store = ResponseStore(tmp_path / "lantern.db")
    image = "data:image/png;base64," + "A" * (2 << 20)
    context = [{"role": "user", "content": [{"type": "image_url", "image_url": {"url": image}}]}]
    for number in range(4):
        store.put(StoredResponse(f"resp_{number}", {"id": f"resp_{number}"}, context, [],
                                 time.time() - 100 + number))
    assert store.count() == 2 and store.get("resp_1") is None
    kept = store.get("resp_3")
    assert kept is not None and kept.context == context  # the data: URL as it was sent
    monkeypatch.setattr(api_responses, "MAX_BYTES", 1 << 20)
    store.put(StoredResponse("resp_4", {"id": "resp_4"}, context, [], time.time()))
    assert store.count() == 1 and store.get("resp_4") is not None
    store.close()
