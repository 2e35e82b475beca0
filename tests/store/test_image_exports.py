"""Exports keep a conversation's images: Markdown with the images beside it,
JSON with them inline; importing JSON reads each image as any attached one."""

from __future__ import annotations

import base64
import copy
import hashlib
import json
import re
from pathlib import Path
from typing import Any
from urllib.parse import unquote

import pytest

from app.cli import main
from app.engine.requests import UsageStats
from app.images import MAX_IMAGE_BYTES
from app.store import ChatStore, ImportFormatError
from app.store.export import (
    EXPORT_VERSION,
    MAX_IMPORT_IMAGES,
    export_text,
    images_folder_for,
    import_json,
    to_json,
    write_export,
)
from tests.store.test_images import BLUE, RED


def conversation_with_images(store: ChatStore) -> int:
    chat = store.create_conversation("Colours")
    store.add_user_message(chat.id, "what colours are these?", images=[RED, BLUE])
    with store.begin_answer(chat.id) as answer:
        answer.append("Red and blue.")
        answer.finish(UsageStats())
    store.add_user_message(chat.id, "and this one again?", images=[RED])
    return chat.id


def links_in(markdown: str) -> list[tuple[str, str]]:
    return re.findall(r"!\[(image \d+)\]\(([^)]+)\)", markdown)


def test_markdown_export_writes_the_images_beside_it(store: ChatStore, tmp_path: Path) -> None:
    chat_id = conversation_with_images(store)
    target = tmp_path / "out" / "0001 Colours.md"
    target.parent.mkdir()
    write_export(store, chat_id, "md", target)
    text = target.read_text(encoding="utf-8")
    links = links_in(text)
    assert [label for label, _ in links] == ["image 1", "image 2", "image 1"]
    files = [target.parent / unquote(link) for _, link in links]
    assert [hashlib.sha256(f.read_bytes()).hexdigest() for f in files] == [
        RED.sha256, BLUE.sha256, RED.sha256]
    assert {f.parent for f in files} == {images_folder_for(target)}
    assert images_folder_for(target).name == "0001 Colours_images"
    assert len(list(images_folder_for(target).iterdir())) == 2  # the red one is one file
    # Images come before the text they were sent with, as the model saw them.
    assert text.index(links[1][1]) < text.index("what colours are these?")


def test_markdown_on_standard_output_names_the_images(store: ChatStore) -> None:
    text = export_text(store, conversation_with_images(store), "md")
    assert links_in(text) == []
    assert "_(image 2: 10×30 JPG; export to a file to keep the images)_" in text


def test_lantern_export_writes_markdown_images_beside_the_file(
        data_dir: Path, tmp_path: Path) -> None:
    with ChatStore.open() as store:
        chat_id = conversation_with_images(store)
    target = tmp_path / "colours.md"
    assert main(["export", str(chat_id), "-o", str(target)]) == 0
    links = [link for _, link in links_in(target.read_text(encoding="utf-8"))]
    assert [(tmp_path / link).read_bytes() for link in links] == [RED.data, BLUE.data, RED.data]


def test_json_export_then_import_keeps_the_image_bytes(store: ChatStore, tmp_path: Path,
                                                        db_path: Path) -> None:
    chat_id = conversation_with_images(store)
    data = json.loads(export_text(store, chat_id, "json"))
    assert data["version"] == EXPORT_VERSION
    assert [len(m["images"]) for m in data["messages"]] == [2, 0, 1]
    assert data["messages"][0]["images"][1].startswith("data:image/jpeg;base64,")
    with ChatStore.open(tmp_path / "elsewhere" / "lantern.db") as other:
        imported = import_json(other, data)
        thread = other.thread(imported.id)
    assert [[(i.sha256, i.mime, i.width, i.height) for i in m.images] for m in thread] == [
        [(RED.sha256, RED.mime, 24, 16), (BLUE.sha256, BLUE.mime, 10, 30)], [],
        [(RED.sha256, RED.mime, 24, 16)]]
    assert [hashlib.sha256(i.data).hexdigest() for i in thread[0].images] == [
        RED.sha256, BLUE.sha256]
    # Imported into the same database, the images are the same files.
    again = import_json(store, data)
    assert [len(m.images) for m in store.thread(again.id)] == [2, 0, 1]
    assert len([p for p in (db_path.parent / "images").rglob("*") if p.is_file()]) == 2


def _with_image(data: dict[str, Any], index: int, url: str) -> dict[str, Any]:
    broken = copy.deepcopy(data)
    broken["messages"][index]["images"][-1] = url
    return broken


@pytest.mark.parametrize(("url", "says"), [
    ("data:image/png;base64," + base64.b64encode(b"not a picture").decode(),
     "is not an image Lantern can read"),
    ("data:image/png;base64,@@@", "is not valid base64"),
    ("https://example.com/cat.png", "Lantern does not fetch images from the internet"),
    ("data:image/png;base64," + base64.b64encode(bytes(MAX_IMAGE_BYTES + 1)).decode(),
     "images up to 20.0 MB are accepted"),
])
def test_an_import_with_a_bad_image_is_refused_naming_the_message(
        store: ChatStore, url: str, says: str) -> None:
    data = to_json(store, conversation_with_images(store))
    before = len(store.list_conversations())
    message_id = data["messages"][2]["id"]
    with pytest.raises(ImportFormatError) as refused:
        import_json(store, _with_image(data, 2, url))
    text = str(refused.value)
    assert f"$.messages[2].images[0]: Image 1 of message {message_id}" in text
    assert says in text and "nothing was imported" in text
    assert len(store.list_conversations()) == before


def test_an_older_export_without_images_still_imports(store: ChatStore) -> None:
    data = to_json(store, conversation_with_images(store))
    data["version"] = 4
    for message in data["messages"]:
        del message["images"]
    imported = import_json(store, data)
    assert [m.images for m in store.thread(imported.id)] == [(), (), ()]


def test_an_import_with_too_many_images_is_refused_unread(store: ChatStore) -> None:
    data = to_json(store, conversation_with_images(store))
    data["messages"][2]["images"] *= MAX_IMPORT_IMAGES  # and the first message's 2
    data["messages"][2]["images"][-1] = "data:image/png;base64,@@@"  # never decoded
    with pytest.raises(ImportFormatError) as refused:
        import_json(store, data)
    assert (f"$.messages: {MAX_IMPORT_IMAGES + 2} images, more than the "
            f"{MAX_IMPORT_IMAGES}") in str(refused.value)
    assert "base64" not in str(refused.value)
